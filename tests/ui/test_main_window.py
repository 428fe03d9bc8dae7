"""The desktop app driven as a user drives it: clicks on the board, menus, files."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.clicks import awaiting_human, click_cell, play_by_clicks
from helpers.message_boxes import MessageBoxes
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.ninetka import PASS, NinetkaState
from ninetka_desktop.games.records import Seat, load_record
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.autosave import autosave_path
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


def humans(players: int) -> GameSetup:
    names = ("Ann", "Bo", "Cy", "Di")[:players]
    return GameSetup("9tka", {"players": players, "neutrals": "chosen"},
                     tuple(Seat(name) for name in names))


@pytest.fixture
def game_over_dialogs(monkeypatch: pytest.MonkeyPatch) -> list[GameOverDialog]:
    shown: list[GameOverDialog] = []

    def fake_exec(dialog: GameOverDialog) -> int:
        shown.append(dialog)
        return 0

    monkeypatch.setattr(GameOverDialog, "exec", fake_exec)
    return shown


def test_two_player_hot_seat_game_by_clicks(
    qtbot: QtBot, make_window: WindowFactory, game_over_dialogs: list[GameOverDialog]
) -> None:
    window = make_window(speed=2.0)  # animations on, fast
    window.start_game(humans(2))
    play_by_clicks(qtbot, window, random.Random(4))
    state = window.game.state
    assert state.is_over()
    assert PASS in state.move_stack  # this seed reaches a forced pass
    assert {"neutrals", "edge", "movement"} <= {
        phase for phase in _phases(state)
    }
    qtbot.waitUntil(lambda: bool(game_over_dialogs), timeout=5_000)
    assert window.moves.rowCount() == len(state.move_stack)
    assert window.side.players.findChildren(object)  # the side panel shows the players


def _phases(state: NinetkaState) -> set[str]:
    replay = NinetkaState(**{k: v for k, v in state.options().items() if k != "seed"})
    seen = {replay.phase}
    for move in state.move_stack:
        replay.push(move)
        seen.add(replay.phase)
    return seen


def test_four_player_game_by_clicks(
    qtbot: QtBot, make_window: WindowFactory, game_over_dialogs: list[GameOverDialog]
) -> None:
    window = make_window()
    window.start_game(humans(4))
    play_by_clicks(qtbot, window, random.Random(1))
    assert window.game.state.is_over()
    assert window.game.state.num_players == 4
    qtbot.waitUntil(lambda: bool(game_over_dialogs), timeout=5_000)


def test_clicks_on_cells_that_play_nothing_are_ignored(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(humans(2))
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    click_cell(qtbot, window, 12)  # B2: a greyed cell, not a legal neutral cell
    click_cell(qtbot, window, 5 * 11)  # A6: a slot, not yet in play
    qtbot.wait(50)
    assert window.game.state.move_stack == []


def test_human_against_master_to_the_end(
    qtbot: QtBot, make_window: WindowFactory, game_over_dialogs: list[GameOverDialog]
) -> None:
    window = make_window()
    setup = GameSetup("9tka", {"players": 2, "neutrals": "random"},
                      (Seat("Ann"), Seat("Master", "computer", 6)))
    window.start_game(setup)
    thinking_seen: list[bool] = []
    window.game.thinkingChanged.connect(thinking_seen.append)
    play_by_clicks(qtbot, window, random.Random(7), timeout_ms=60_000)
    state = window.game.state
    assert state.is_over()
    outcome = state.outcome()
    assert outcome is not None
    assert True in thinking_seen
    qtbot.waitUntil(lambda: bool(game_over_dialogs), timeout=5_000)


def test_undo_while_the_computer_thinks(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    setup = GameSetup("9tka", {"players": 2, "neutrals": "chosen"},
                      (Seat("Ann"), Seat("Master", "computer", 6)))
    window.start_game(setup)
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    click_cell(qtbot, window, 5 * 11 + 4)  # E6
    qtbot.waitUntil(
        lambda: "Setup.AiThinking" in window.game.active_state_names(), timeout=5_000
    )
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    assert window.game.state.move_stack == []
    qtbot.wait(3_500)  # past Master's time cap: a stale answer would have arrived by now
    assert window.game.state.move_stack == []
    assert awaiting_human(window)


def test_save_and_open_round_trip(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window()
    window.start_game(humans(3))
    play_by_clicks(qtbot, window, random.Random(2), max_turns=20)
    path = tmp_path / "saved.json"
    window.files.record_path = path
    assert window.files.save_game()
    record = load_record(path)
    assert list(record.state.move_stack) == list(window.game.state.move_stack)
    assert [s.name for s in record.seats] == ["Ann", "Bo", "Cy"]
    other = make_window()
    other.files.open_game(str(path))
    qtbot.waitUntil(lambda: awaiting_human(other), timeout=5_000)
    assert other.game.state.board_diagram() == window.game.state.board_diagram()
    assert other.moves.rowCount() == 20


def test_opening_a_corrupt_file_changes_nothing(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, message_boxes: MessageBoxes
) -> None:
    warnings = message_boxes.texts
    window = make_window()
    window.start_game(humans(2))
    play_by_clicks(qtbot, window, random.Random(2), max_turns=5)
    before = list(window.game.state.move_stack)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "ninetka-record", "version": 1, "game": "9tka", "moves": ["Z9"]}')
    window.files.open_game(str(bad))
    warnings = message_boxes.texts
    assert warnings and "move 1" in warnings[0]
    assert list(window.game.state.move_stack) == before
    assert bad.read_text().startswith('{"format"')


def test_resume_after_the_window_was_closed_mid_game(
    qtbot: QtBot, make_window: WindowFactory, message_boxes: MessageBoxes
) -> None:
    first = make_window()
    first.start_game(humans(2))
    play_by_clicks(qtbot, first, random.Random(5), max_turns=12)
    moves = list(first.game.state.move_stack)
    first.close()
    assert autosave_path().exists()
    assert len(json.loads(autosave_path().read_text())["moves"]) == 12
    second = make_window()
    assert second.files.offer_resume()
    qtbot.waitUntil(lambda: awaiting_human(second), timeout=5_000)
    assert list(second.game.state.move_stack) == moves
    assert [s.name for s in second.game.seats()] == ["Ann", "Bo"]


def test_history_click_shows_a_past_position(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.start_game(humans(2))
    play_by_clicks(qtbot, window, random.Random(9), max_turns=6)
    index = window.moves.index(1, 2)
    window.side.history.clicked.emit(index)
    assert len(window.game.state.move_stack) == 2
    assert not window.game.at_game_end()
    assert window.side.back_button.isVisible()
    window.side.back_button.click()
    assert window.game.at_game_end()
    assert len(window.game.state.move_stack) == 6
