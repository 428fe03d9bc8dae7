"""Game ▸ Statistics: finished games counted once per human seat, the dialog, Reset."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from helpers.clicks import awaiting_human, play_by_clicks
from helpers.message_boxes import MessageBoxes
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ninetka_desktop.games import new_game
from ninetka_desktop.games.base import GameState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.statistics_file import load_statistics, statistics_path
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.dialogs.statistics import StatisticsDialog
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
AGAINST_BEGINNER = GameSetup(
    "9tka", {"players": 2, "neutrals": "chosen"}, (Seat("Ann"), Seat("Beginner", "computer", 1))
)
MORRIS_HOT_SEAT = GameSetup("morris", {"flying": False}, (Seat("Ann"), Seat("Bo")))


@pytest.fixture(autouse=True)
def no_game_over_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GameOverDialog, "exec", lambda dialog: 0)


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[StatisticsDialog]:
    """Statistics dialogs opened by the window, kept open (not deleted) for a look."""
    dialogs: list[StatisticsDialog] = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda d: dialogs.append(d) or 0)
    monkeypatch.setattr(StatisticsDialog, "deleteLater", lambda d: None)
    return dialogs


def one_move_from_the_end(game: str, options: dict[str, object], seed: int) -> GameState:
    """A random game of ``game`` stopped before its last move, the first seat to play it."""
    rng = random.Random(seed)
    while True:
        state = new_game(game, options)
        while not state.is_over():
            state.push(rng.choice(state.legal_moves()))
        state.pop()
        if state.to_move == 0:
            return state


def a_move_that_ends(state: GameState) -> str:
    for move in state.legal_moves():
        probe = state.copy()
        probe.push(move)
        if probe.is_over():
            return state.move_to_str(move)
    raise AssertionError("no move ends this game")


def rows(dialog: StatisticsDialog, game: str) -> list[list[str]]:
    model = dialog.pages[game].model
    return [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def test_a_game_against_the_computer_counts_once_and_moves_the_rating(
    qtbot: QtBot, make_window: WindowFactory, shown: list[StatisticsDialog]
) -> None:
    window = make_window()
    window.start_game(AGAINST_BEGINNER)
    play_by_clicks(qtbot, window, random.Random(3))
    outcome = window.game.state.outcome()
    assert outcome is not None
    qtbot.waitUntil(statistics_path().exists, timeout=5_000)
    ledger = load_statistics()[0]
    tally = ledger.tallies[("9tka", "2", 1)]
    won = outcome.winner == 0
    assert (tally.played, tally.won, tally.lost) == (1, int(won), int(not won))
    assert tally.best_score == outcome.scores[0]
    rating = ledger.rating("9tka")
    assert rating.games == 1
    assert (rating.value > 1000) == won

    # Undone past its end and finished again: still one game.
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: not window.game.state.is_over(), timeout=5_000)
    window.redo_action.trigger()
    qtbot.waitUntil(window.game.state.is_over, timeout=5_000)
    qtbot.wait(50)
    assert load_statistics()[0].tallies[("9tka", "2", 1)].played == 1

    window.statistics_action.trigger()
    (dialog,) = shown
    assert dialog.tabs.currentWidget() is dialog.pages["9tka"]
    result = ["1", "0", "1"] if not won else ["1", "1", "0"]
    assert rows(dialog, "9tka")[0][:5] == ["2 players", "1 Beginner", *result]
    assert rows(dialog, "9tka")[-1][0] == "All games"
    assert "after 1 rated game" in dialog.pages["9tka"].rating_label.text()
    assert rows(dialog, "morris") == []
    assert not dialog.pages["morris"].empty_label.isHidden()


def test_a_hot_seat_game_counts_for_each_seat_and_rates_nobody(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    state = one_move_from_the_end("morris", {"flying": False}, seed=5)
    window.start_game(MORRIS_HOT_SEAT, state)
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    window.view.setFocus()  # the last move typed by name
    qtbot.keyClicks(window.view, a_move_that_ends(state))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(statistics_path().exists, timeout=5_000)
    tally = load_statistics()[0].tallies[("morris", "no-flying", None)]
    assert (tally.played, tally.won, tally.lost) == (2, 1, 1)
    assert load_statistics()[0].rating("morris").games == 0


def test_a_finished_game_opened_or_a_computer_game_counts_nothing(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    state = new_game("morris", {})
    rng = random.Random(2)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    window.start_game(MORRIS_HOT_SEAT, state)  # as a finished record opens
    computers = GameSetup(
        "9tka", {"players": 2}, (Seat("A", "computer", 1), Seat("B", "computer", 1))
    )
    window.start_game(computers)
    qtbot.waitUntil(window.game.state.is_over, timeout=30_000)
    qtbot.wait(50)
    assert not statistics_path().exists()


def test_a_damaged_file_is_reported_in_the_dialog_and_reset_asks_first(
    qtbot: QtBot,
    make_window: WindowFactory,
    shown: list[StatisticsDialog],
    message_boxes: MessageBoxes,
) -> None:
    window = make_window()
    statistics_path().write_text('{"format": "ninetka-statistics", "version": 1, "tallies": 3}')
    window.statistics_action.trigger()
    dialog = shown[-1]
    assert "could not be read" in dialog.problem_label.text()
    assert not dialog.problem_label.isHidden()
    assert not statistics_path().exists()  # set aside, under another name
    assert not dialog.reset_button.isEnabled()  # nothing to forget

    window.start_game(AGAINST_BEGINNER)
    play_by_clicks(qtbot, window, random.Random(8))
    qtbot.waitUntil(statistics_path().exists, timeout=5_000)
    window.statistics_action.trigger()
    dialog = shown[-1]
    assert dialog.reset_button.isEnabled()

    message_boxes.answer = QMessageBox.StandardButton.No.value
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert "cannot be undone" in message_boxes.texts[-1]
    assert statistics_path().exists()
    assert rows(dialog, "9tka")

    message_boxes.answer = QMessageBox.StandardButton.Yes.value
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert not statistics_path().exists()
    assert rows(dialog, "9tka") == []
    assert "not yet rated" in dialog.pages["9tka"].rating_label.text()
