"""The games of the Morris family in the main window, played to the end through real clicks on
the board: saved half way, another game on another board started, the saved game opened again
and finished; the sentences, the title and the result speak of the game played."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.keyboard_play import play_on
from helpers.message_boxes import MessageBoxes
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisMove, MorrisState
from ninetka_desktop.games.morris.variants import VARIANTS
from ninetka_desktop.games.records import Seat, load_record
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models.morris.family import variant_options
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.morris.board_item import supply_tray
from ninetka_desktop.ui.morris.scene import MorrisScene

WindowFactory = Callable[..., MainWindow]
MAX_PLIES = 400


def hot_seat(variant: str, **options: object) -> GameSetup:
    return GameSetup("morris", {**variant_options(variant), **options}, (Seat("Ann"), Seat("Bo")))


@pytest.fixture
def game_over_dialogs(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The game's name and the reason each game-over dialog shows (read while it is open)."""
    shown: list[tuple[str, str]] = []

    def fake_exec(dialog: GameOverDialog) -> int:
        shown.append((dialog.game_name.text(), dialog.reason.text()))
        return 0

    monkeypatch.setattr(GameOverDialog, "exec", fake_exec)
    return shown


def scene_of(window: MainWindow) -> MorrisScene:
    scene = window.scene
    assert isinstance(scene, MorrisScene)
    return scene


def awaiting(window: MainWindow) -> bool:
    return any(name.endswith("AwaitingHuman") for name in window.game.active_state_names())


def click_point(qtbot: QtBot, window: MainWindow, point: int) -> None:
    view = window.view
    position = view.mapFromScene(scene_of(window).point_center(point))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)


def choose(state: MorrisState, rng: random.Random) -> MorrisMove:
    """A random legal move; one that takes a man or wins at once whenever there is one, so
    games end within a few hundred plies."""
    moves = state.legal_moves()
    decisive = [m for m in moves if m.remove is not None]
    if state.variant.mill_wins:
        decisive = []
        for move in moves:
            after = state.copy()
            after.push(move)
            outcome = after.outcome()
            if outcome is not None and outcome.winner == state.to_move:
                decisive.append(move)
    return rng.choice(decisive or moves)


def play_move(qtbot: QtBot, window: MainWindow, move: MorrisMove) -> None:
    """Pick up, put down and take a man with the mouse, as a player does."""
    qtbot.waitUntil(lambda: awaiting(window), timeout=10_000)
    state = window.game.state
    before = len(state.move_stack)
    if move.src is not None:
        click_point(qtbot, window, move.src)
        qtbot.waitUntil(lambda: window.board.selected == move.src)  # type: ignore[union-attr]
    click_point(qtbot, window, move.dst)
    if move.remove is not None:
        qtbot.waitUntil(lambda: "Removing.AwaitingHuman" in window.game.active_state_names())
        click_point(qtbot, window, move.remove)
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) > before, timeout=5_000)
    assert window.game.state.move_stack[-1] == move


def assert_scene_shows(window: MainWindow) -> None:
    """Every point's man as the engine has it, and the men in hand and taken beside the board."""
    scene, state = scene_of(window), window.game.state
    assert isinstance(state, MorrisState)
    assert scene.geometry.board is state.board
    qtbot_men = scene.men()
    for point in range(state.board.num_points):
        owner = state.owner_at(point)
        item = qtbot_men.get(point)
        assert (None if item is None else item.side) == owner, state.board.point_name(point)
    for side in (0, 1):
        assert len(scene.supply_men(side)) == state.men_in_hand(side)
        assert len(scene.taken_men(side)) == state.men_removed(1 - side)
    assert scene.matches_model()


def play_until(
    qtbot: QtBot, window: MainWindow, rng: random.Random, stop: Callable[[MorrisState], bool]
) -> None:
    for _ in range(MAX_PLIES):
        state = window.game.state
        assert isinstance(state, MorrisState)
        if state.is_over() or stop(state):
            return
        qtbot.waitUntil(lambda: awaiting(window), timeout=10_000)
        play_move(qtbot, window, choose(window.game.state, rng))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(
    ("variant", "seed", "speed"),
    [
        ("three", 1, 0.0),
        ("six", 2, 0.0),
        ("twelve", 3, 0.0),
        ("morabaraba", 4, 0.0),
        ("lasker", 5, 2.0),  # animations on: the slides and flights of the 24-point board
    ],
)
def test_a_game_played_by_clicks_saved_reopened_and_finished(
    qtbot: QtBot,
    make_window: WindowFactory,
    game_over_dialogs: list[tuple[str, str]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    variant: str,
    seed: int,
    speed: float,
) -> None:
    window = make_window(speed=speed)
    window.start_game(hot_seat(variant))
    state = window.game.state
    assert isinstance(state, MorrisState) and state.variant.key == variant
    title = window.windowTitle()
    names = {"three": "Three", "six": "Six", "twelve": "Twelve", "morabaraba": "Mora"}
    assert title.startswith(names.get(variant, "Lasker"))
    rng = random.Random(seed)
    half = {"three": 4, "six": 14, "twelve": 26, "morabaraba": 26, "lasker": 16}[variant]
    play_until(qtbot, window, rng, lambda s: len(s.move_stack) >= half)
    assert_scene_shows(window)

    # Saved half way; a game on another board; the saved game opened and resumed.
    path = tmp_path / f"{variant}.json"
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(path), "")
    )
    assert window.files.save_game_as()
    record = load_record(path)
    assert json.loads(path.read_text(encoding="utf-8"))["options"]["variant"] == variant
    assert record.state.options() == window.game.state.options()
    moves = [str(m) for m in window.game.state.move_stack]
    other = "six" if variant != "six" else "three"
    window.start_game(hot_seat(other))
    assert scene_of(window).geometry.board is window.game.state.board
    assert scene_of(window).geometry.board.key != state.board.key
    window.files.open_game(str(path))
    qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
    assert [str(m) for m in window.game.state.move_stack] == moves
    assert_scene_shows(window)

    play_until(qtbot, window, rng, lambda s: False)
    qtbot.waitUntil(lambda: bool(game_over_dialogs), timeout=10_000)
    final = window.game.state
    assert isinstance(final, MorrisState)
    assert_scene_shows(window)
    assert window.moves.rowCount() == len(final.move_stack)
    game_name, reason = game_over_dialogs[-1]
    assert game_name == title.split(" \u2014 ")[0]
    outcome = final.outcome()
    assert outcome is not None
    if variant == "three" and outcome.reason == "mill":
        assert "completed a mill" in reason
        assert all(m.remove is None for m in final.move_stack)
    if variant == "morabaraba":
        assert "cow" in reason or outcome.winner is None
        shots = [m for m in final.move_stack if m.remove is not None]
        assert shots  # the capture sentence was said
    assert "Game over" in window.side.instruction.text()


def test_morabaraba_speaks_of_cows_and_shots(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.start_game(hot_seat("morabaraba"))
    qtbot.waitUntil(lambda: awaiting(window))
    assert "put a cow" in window.side.instruction.text()
    for text in ("a1", "g7", "a4", "g4"):
        play_move(qtbot, window, window.game.state.parse_move(text))
    qtbot.waitUntil(lambda: awaiting(window))
    state = window.game.state
    assert isinstance(state, MorrisState)
    click_point(qtbot, window, state.board.parse_point("a7"))
    qtbot.waitUntil(lambda: "Removing.AwaitingHuman" in window.game.active_state_names())
    assert "shoot" in window.side.instruction.text()
    scene = scene_of(window)
    g7 = state.board.parse_point("g7")
    assert "Black cow" in scene.describe_cell(g7) and "can be shot" in scene.describe_cell(g7)
    click_point(qtbot, window, g7)
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) == 5)
    assert "shot the cow on g7" in window.statusBar().currentMessage() or "cow" in (
        window.side.instruction.text()
    )
    row = window.side.players._rows[0]
    assert "cows" in row.accessibleName()


def test_lasker_places_or_moves_by_clicks(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.start_game(hot_seat("lasker"))
    for text in ("d2", "f4"):
        play_move(qtbot, window, window.game.state.parse_move(text))
    qtbot.waitUntil(lambda: awaiting(window))
    state = window.game.state
    assert isinstance(state, MorrisState)
    board = state.board
    assert "or pick up" in window.side.instruction.text()
    # A man picked up, then a click on the men in hand: it is put down again ...
    click_point(qtbot, window, board.parse_point("d2"))
    qtbot.waitUntil(lambda: window.board.selected == board.parse_point("d2"))  # type: ignore[union-attr]
    scene = scene_of(window)
    tray = supply_tray(0, scene.geometry)
    view = window.view
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(tray.center())
    )
    qtbot.waitUntil(lambda: window.board.selected is None)  # type: ignore[union-attr]
    # ... and a click on an empty point next to it places there (no man is moved).
    click_point(qtbot, window, board.parse_point("d3"))
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) == 3)
    last = window.game.state.move_stack[-1]
    assert last.src is None and board.point_name(last.dst) == "d3"
    # Black moves a man: picked up, then put on a neighbouring empty point.
    play_move(qtbot, window, window.game.state.parse_move("f4-f6"))
    assert window.game.state.men_in_hand(1) == 9
    # With a man picked up, a click on a point it can reach moves it.
    play_move(qtbot, window, window.game.state.parse_move("d2-b2"))
    assert window.game.state.men_in_hand(0) == 8


@pytest.mark.parametrize("variant", [v for v in VARIANTS if v != "nine"])
def test_a_game_against_the_computer_where_it_plays_the_game(
    qtbot: QtBot, make_window: WindowFactory, variant: str
) -> None:
    window = make_window(speed=2.0)
    setup = GameSetup("morris", variant_options(variant), (Seat("Ann"), Seat("CPU", "computer", 2)))
    window.start_game(setup)
    rng = random.Random(3)
    for _ in range(6):
        qtbot.waitUntil(lambda: awaiting(window) or window.game.state.is_over(), timeout=30_000)
        if window.game.state.is_over():
            break
        play_move(qtbot, window, choose(window.game.state, rng))
    qtbot.waitUntil(lambda: awaiting(window) or window.game.state.is_over(), timeout=30_000)
    state = window.game.state
    assert len(state.move_stack) >= 11 or state.is_over()
    assert_scene_shows(window)


def test_a_lasker_game_is_resumed_after_the_window_closed(
    qtbot: QtBot, make_window: WindowFactory, message_boxes: MessageBoxes
) -> None:
    first = make_window()
    first.start_game(hot_seat("lasker", men=9))
    rng = random.Random(8)
    for _ in range(12):
        play_move(qtbot, first, choose(first.game.state, rng))
    moves = list(first.game.state.move_stack)
    first.close()
    second = make_window()
    assert second.files.offer_resume()
    assert [text for text in message_boxes.texts if "Resume it?" not in text] == []
    qtbot.waitUntil(lambda: awaiting(second), timeout=5_000)
    state = second.game.state
    assert isinstance(state, MorrisState)
    assert state.variant.key == "lasker" and state.men_per_side == 9
    assert list(state.move_stack) == moves
    assert_scene_shows(second)


def test_undo_and_redo_across_a_winning_mill_of_three_mens_morris(
    qtbot: QtBot, make_window: WindowFactory, game_over_dialogs: list[tuple[str, str]]
) -> None:
    window = make_window()
    window.start_game(hot_seat("three"))
    for text in ("a1", "a2", "b2", "c1"):
        play_move(qtbot, window, window.game.state.parse_move(text))
    play_move(qtbot, window, window.game.state.parse_move("c3"))
    qtbot.waitUntil(lambda: bool(game_over_dialogs))
    assert window.game.state.outcome().reason == "mill"
    assert "wins with a mill" in window.side.instruction.text()
    scene = scene_of(window)
    board = window.game.state.board
    ends = {(board.parse_point("a1"), board.parse_point("c3"))}
    assert set(scene.board_item().mills()) == ends  # the diagonal mill is drawn
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: awaiting(window))
    assert not window.game.state.is_over()
    assert_scene_shows(window)
    window.redo_action.trigger()
    qtbot.waitUntil(lambda: window.game.state.is_over())
    assert_scene_shows(window)


def test_hints_are_offered_in_every_game(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(hot_seat("six"))
    qtbot.waitUntil(lambda: awaiting(window))
    assert window.hint_action.isEnabled()
    assert window.side.hint_button.isEnabled()
    window.hint_action.trigger()  # the shortcut
    scene = scene_of(window)
    qtbot.waitUntil(lambda: scene.hint() is not None, timeout=20_000)
    hint = scene.hint()
    assert hint is not None and 0 <= hint < 16
    # Nine Men's Morris keeps its hints.
    window.start_game(hot_seat("nine"))
    qtbot.waitUntil(lambda: awaiting(window))
    assert window.hint_action.isEnabled()


def play_by_keys(qtbot: QtBot, window: MainWindow, move: MorrisMove) -> None:
    """Arrows and Enter on the man to pick up, its point, and the man to take."""
    view = window.view
    before = len(window.game.state.move_stack)
    if move.src is not None:
        play_on(qtbot, view, move.src)
        qtbot.waitUntil(lambda: window.board.selected == move.src)  # type: ignore[union-attr]
    play_on(qtbot, view, move.dst)
    if move.remove is not None:
        qtbot.waitUntil(lambda: "Removing.AwaitingHuman" in window.game.active_state_names())
        play_on(qtbot, view, move.remove)
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) > before, timeout=5_000)
    assert window.game.state.move_stack[-1] == move


@pytest.mark.parametrize("variant", ["three", "six", "lasker"])
def test_a_game_of_the_family_played_with_the_keyboard_alone(
    qtbot: QtBot, make_window: WindowFactory, variant: str
) -> None:
    window = make_window()
    window.start_game(hot_seat(variant))
    view = window.view
    view.setFocus()
    rng = random.Random(11)
    for _ in range(14):
        qtbot.waitUntil(lambda: awaiting(window) or window.game.state.is_over(), timeout=5_000)
        state = window.game.state
        assert isinstance(state, MorrisState)
        if state.is_over():
            break
        play_by_keys(qtbot, window, choose(state, rng))
    assert len(window.game.state.move_stack) >= 6
    assert_scene_shows(window)
