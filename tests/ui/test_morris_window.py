"""Nine Men's Morris in the main window, played through real clicks on the board."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.message_boxes import MessageBoxes
from helpers.morris_games import choose, is_flight, shuttle_position
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisMove, MorrisState, parse_point
from ninetka_desktop.games.records import Seat, load_record
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.morris.scene import MorrisScene

WindowFactory = Callable[..., MainWindow]
HOT_SEAT = GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Bo")))


@pytest.fixture
def game_over_dialogs(monkeypatch: pytest.MonkeyPatch) -> list[GameOverDialog]:
    shown: list[GameOverDialog] = []

    def fake_exec(dialog: GameOverDialog) -> int:
        shown.append(dialog)
        return 0

    monkeypatch.setattr(GameOverDialog, "exec", fake_exec)
    return shown


def awaiting(window: MainWindow) -> bool:
    return any(name.endswith("AwaitingHuman") for name in window.game.active_state_names())


def click_point(qtbot: QtBot, window: MainWindow, point: int) -> None:
    view = window.view
    position = view.mapFromScene(window.scene.point_center(point))  # type: ignore[union-attr]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)


def drag_man(qtbot: QtBot, window: MainWindow, src: int, dst: int) -> None:
    """Press on ``src``, move the pointer over to ``dst`` in steps, release there."""
    view, scene = window.view, window.scene
    start = view.mapFromScene(scene.cell_center(src))
    end = view.mapFromScene(scene.cell_center(dst))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        x = start.x() + (end.x() - start.x()) * step // 5
        y = start.y() + (end.y() - start.y()) * step // 5
        qtbot.mouseMove(view.viewport(), QPoint(x, y))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)


def play_move(qtbot: QtBot, window: MainWindow, move: MorrisMove) -> None:
    """Pick up, put down and take a man with the mouse, as a player does."""
    qtbot.waitUntil(lambda: awaiting(window), timeout=10_000)
    before = len(window.game.state.move_stack)
    if move.src is not None:
        click_point(qtbot, window, move.src)
        qtbot.waitUntil(lambda: window.board.selected == move.src)  # type: ignore[union-attr]
    click_point(qtbot, window, move.dst)
    if move.remove is not None:
        qtbot.waitUntil(lambda: "Removing.AwaitingHuman" in window.game.active_state_names())
        click_point(qtbot, window, move.remove)
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) > before, timeout=5_000)
    assert window.game.state.move_stack[-1] == move


def test_full_game_by_clicks_with_removals_flying_and_undo(
    qtbot: QtBot, make_window: WindowFactory, game_over_dialogs: list[GameOverDialog]
) -> None:
    window = make_window(speed=2.0)  # animations on, fast
    window.start_game(HOT_SEAT)
    assert window.view.scene() is window.scene
    assert not window.side.sections.isVisibleTo(window)  # no 9tka section table for Morris
    rng = random.Random(7)
    flights = captures = 0
    undone = False
    while not window.game.state.is_over():
        qtbot.waitUntil(lambda: awaiting(window) or window.game.state.is_over(), timeout=10_000)
        if window.game.state.is_over():
            break
        move = choose(window.game.state, rng)
        play_move(qtbot, window, move)
        flights += is_flight(move)
        captures += move.remove is not None
        if move.remove is not None and not undone:
            # Undo across the removal: the man comes back, then play the move again.
            undone = True
            window.undo_action.trigger()
            qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
            assert window.game.state.owner_at(move.remove) is not None
            assert window.scene.men()[move.remove] is not None  # type: ignore[union-attr]
            play_move(qtbot, window, move)
    assert captures >= 7 and flights >= 1 and undone
    qtbot.waitUntil(lambda: bool(game_over_dialogs), timeout=5_000)
    assert window.moves.rowCount() == len(window.game.state.move_stack)
    # The scene shows exactly the final position.
    men = window.scene.men()  # type: ignore[union-attr]
    for point in range(24):
        owner = window.game.state.owner_at(point)
        item = men.get(point)
        assert (item is None) == (owner is None), point


def test_escape_withdraws_a_pending_mill(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    for text in ("a1", "d7", "a4", "g7"):
        play_move(qtbot, window, window.game.state.parse_move(text))
    qtbot.waitUntil(lambda: awaiting(window))
    click_point(qtbot, window, parse_point("a7"))
    qtbot.waitUntil(lambda: "Removing.AwaitingHuman" in window.game.active_state_names())
    assert "take" in window.side.instruction.text()
    window.cancel_action.trigger()
    qtbot.waitUntil(lambda: "Placing.AwaitingHuman" in window.game.active_state_names())
    assert window.board.pending is None  # type: ignore[union-attr]
    assert len(window.game.state.move_stack) == 4


def test_draw_by_repetition_is_reported(
    qtbot: QtBot, make_window: WindowFactory, game_over_dialogs: list[GameOverDialog]
) -> None:
    window = make_window()
    placements, white, black = shuttle_position(random.Random(3))
    window.start_game(HOT_SEAT)
    for move in placements:
        play_move(qtbot, window, move)
    back = (MorrisMove(white.dst, white.src), MorrisMove(black.dst, black.src))
    for _ in range(2):
        for move in (white, black, *back):
            play_move(qtbot, window, move)
    qtbot.waitUntil(lambda: bool(game_over_dialogs), timeout=5_000)
    outcome = window.game.state.outcome()
    assert outcome is not None and outcome.reason == "repetition" and outcome.winner is None
    assert "third time" in window.side.instruction.text()


def test_switching_games_and_saving_a_morris_game(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch, message_boxes: MessageBoxes,
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    for text in ("d6", "d2"):
        play_move(qtbot, window, window.game.state.parse_move(text))
    path = tmp_path / "morris.json"
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(path), "")
    )
    assert window.files.save_game_as()
    record = load_record(path)
    assert isinstance(record.state, MorrisState) and len(record.state.move_stack) == 2
    # A 9tka game, then the saved Morris game opened again.
    window.start_game(GameSetup())
    assert window.view.scene() is window.scene and window.side.sections.isVisibleTo(window)
    window.files.open_game(str(path))
    assert isinstance(window.game.state, MorrisState)
    assert [str(m) for m in window.game.state.move_stack] == ["d6", "d2"]
    assert window.scene.men()[parse_point("d6")] is not None  # type: ignore[union-attr]
    # A damaged file is refused with a message and the game stays.
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "morris", "moves": ["d6", "zz"]}))
    window.files.open_game(str(bad))
    assert message_boxes.texts and len(window.game.state.move_stack) == 2


def test_computer_plays_morris_against_the_human(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window(speed=2.0)
    setup = GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("CPU", "computer", 2)))
    window.start_game(setup)
    rng = random.Random(1)
    for _ in range(6):
        play_move(qtbot, window, choose(window.game.state, rng))
        qtbot.waitUntil(lambda: awaiting(window) or window.game.state.is_over(), timeout=20_000)
        if window.game.state.is_over():
            break
    assert len(window.game.state.move_stack) >= 11
    assert all(isinstance(m, MorrisMove) for m in window.game.state.move_stack)


def test_morris_game_is_resumed_after_the_window_closed(
    qtbot: QtBot, make_window: WindowFactory, message_boxes: MessageBoxes
) -> None:
    first = make_window()
    first.start_game(HOT_SEAT)
    rng = random.Random(2)
    for _ in range(10):
        play_move(qtbot, first, choose(first.game.state, rng))
    moves = list(first.game.state.move_stack)
    first.close()
    second = make_window()
    assert second.files.offer_resume()
    qtbot.waitUntil(lambda: awaiting(second), timeout=5_000)
    assert isinstance(second.game.state, MorrisState)
    assert list(second.game.state.move_stack) == moves
    assert second.view.scene() is second.scene
    assert second.scene.matches_model()  # type: ignore[union-attr]


def test_past_position_and_hint_in_a_morris_game(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    for text in ("d6", "d2", "f4"):
        play_move(qtbot, window, window.game.state.parse_move(text))
    window.side.history.clicked.emit(window.moves.index(0, 2))
    assert len(window.game.state.move_stack) == 1
    window.side.back_button.click()
    assert len(window.game.state.move_stack) == 3
    qtbot.waitUntil(lambda: awaiting(window))
    with qtbot.waitSignal(window.game.hintReady, timeout=10_000) as blocker:
        window.hint_action.trigger()
    hinted = blocker.args[0]
    assert window.scene.hint() == hinted
    assert any(move.dst == hinted for move in window.game.state.legal_moves())


def test_confirm_setting_asks_only_for_the_click_that_completes_a_move(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.settings.confirm_moves = True
    window.start_game(HOT_SEAT)
    qtbot.waitUntil(lambda: awaiting(window))
    d6 = parse_point("d6")
    click_point(qtbot, window, d6)
    assert not window.game.state.move_stack and window.scene.hint() == d6
    assert "again" in window.side.instruction.text()
    click_point(qtbot, window, d6)
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) == 1)
    # In the moving phase, picking a man up needs no confirmation; putting it down does.
    placements, white, _black = shuttle_position(random.Random(3))
    window.start_game(HOT_SEAT)
    window.settings.confirm_moves = False
    for move in placements:
        play_move(qtbot, window, move)
    window.settings.confirm_moves = True
    assert white.src is not None
    qtbot.waitUntil(lambda: awaiting(window))
    click_point(qtbot, window, white.src)
    qtbot.waitUntil(lambda: window.board.selected == white.src)  # type: ignore[union-attr]
    click_point(qtbot, window, white.dst)
    assert len(window.game.state.move_stack) == len(placements)
    click_point(qtbot, window, white.dst)
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) == len(placements) + 1)
    assert window.game.state.move_stack[-1] == white


def test_a_man_is_dragged_where_it_goes(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    placements, white, _black = shuttle_position(random.Random(5))
    for move in placements:
        play_move(qtbot, window, move)
    qtbot.waitUntil(lambda: awaiting(window))
    assert white.src is not None
    scene = window.scene

    def moves() -> int:
        return len(window.game.state.move_stack)

    assert isinstance(scene, MorrisScene)
    # Dragging from an empty point or a man of the other side picks nothing up.
    state = window.game.state
    black_man = next(p for p in range(24) if state.owner_at(p) == 1)
    drag_man(qtbot, window, black_man, white.dst)
    assert window.board.selected is None and moves() == len(placements)  # type: ignore[union-attr]
    # Dropped where it may not go: it goes back and stays picked up.
    drag_man(qtbot, window, white.src, black_man)
    assert window.board.selected == white.src  # type: ignore[union-attr]
    assert moves() == len(placements)
    qtbot.waitUntil(lambda: not scene.is_animating())
    man = scene.man_at(white.src)
    assert man is not None and man.pos() == scene.point_center(white.src)
    # Dropped where it may go: that is the move.
    drag_man(qtbot, window, white.src, white.dst)
    qtbot.waitUntil(lambda: moves() == len(placements) + 1)
    assert window.game.state.move_stack[-1] == white
    qtbot.waitUntil(lambda: not scene.is_animating())
    assert scene.matches_model()
    man = scene.man_at(white.dst)
    assert man is not None and man.pos() == scene.point_center(white.dst)
