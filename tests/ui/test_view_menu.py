"""View ▸ Full Screen, Show Coordinates, Show Legal Moves, Show Last Move, Show Side Panel: each
switch acts on both games' boards (the read-only one too), is remembered, and a new window
starts with it."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.games import new_game
from ninetka_desktop.games.morris.geometry import parse_point
from ninetka_desktop.games.ninetka import MoveKind
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models.ninetka.board import NinetkaBoardModel
from ninetka_desktop.models.roles import BoardRole
from ninetka_desktop.storage import load_settings
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


def awaiting(window: MainWindow) -> bool:
    return any(name.endswith("AwaitingHuman") for name in window.game.active_state_names())


def board_items(window: MainWindow) -> list[object]:
    return [scene._board for scene in window.all_scenes()]


def test_the_switches_act_on_every_board_and_are_remembered(
    qtbot: QtBot, make_window: WindowFactory, home: Path
) -> None:
    window = make_window()
    menu = window.view_menu
    window.start_game(GameSetup(seats=(Seat("Ann"), Seat("Bo"))))
    qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
    board = window.scene._board  # type: ignore[union-attr]
    assert board.legal()  # type: ignore[attr-defined]
    assert all(item.labels_shown() for item in board_items(window))  # type: ignore[attr-defined]

    menu.legal_moves.trigger()
    assert not menu.legal_moves.isChecked()
    assert not board.legal()  # type: ignore[attr-defined]
    assert window.scene.activate_cell(next(iter(window.scene._legal)))  # still playable
    menu.coordinates.trigger()
    assert not any(item.labels_shown() for item in board_items(window))  # type: ignore[attr-defined]
    menu.side_panel.trigger()
    assert not window.side.isVisible()
    menu.full_screen.trigger()
    assert window.windowState() & Qt.WindowState.WindowFullScreen

    saved, problem = load_settings()
    assert problem is None
    assert (saved.full_screen, saved.show_coordinates, saved.show_legal_moves,
            saved.show_side_panel) == (True, False, False, False)

    again = MainWindow(saved)
    qtbot.addWidget(again)
    again.show()
    assert not again.view_menu.coordinates.isChecked()
    assert not again.view_menu.legal_moves.isChecked()
    assert not again.side.isVisible()
    assert again.windowState() & Qt.WindowState.WindowFullScreen
    assert not any(item.labels_shown() for item in board_items(again))  # type: ignore[attr-defined]
    again.close()

    menu.full_screen.trigger()
    menu.side_panel.trigger()
    assert not window.windowState() & Qt.WindowState.WindowFullScreen
    assert window.side.isVisible()


def test_morris_legal_marks_follow_the_switch(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.start_game(GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Bo"))))
    qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
    board = window.scene._board  # type: ignore[union-attr]
    assert board.legal()  # type: ignore[attr-defined]
    window.view_menu.legal_moves.trigger()
    assert not board.legal()  # type: ignore[attr-defined]
    window.view_menu.legal_moves.trigger()
    assert board.legal()  # type: ignore[attr-defined]


def test_show_last_move_traces_both_games_and_is_remembered(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.set_autoplay(False)
    state = new_game("9tka", {"players": 2})
    rng = random.Random(5)
    while not (state.move_stack and state.move_stack[-1].kind is MoveKind.SLIDE):
        state.push(rng.choice(state.legal_moves()))
    slide = state.move_stack[-1]
    window.start_game(GameSetup(seats=(Seat("Ann"), Seat("Bo"))), state)
    board = window.scene._board  # type: ignore[union-attr]
    assert board.last_move() == {slide.cell: "from", slide.target: "to"}
    assert "moved last" in window.scene.describe_cell(slide.target)
    assert "came from here" in window.scene.describe_cell(slide.cell)

    window.view_menu.last_move.trigger()
    assert not board.last_move()
    assert load_settings()[0].show_last_move is False
    window.undo()  # the trace stays off as the position changes
    assert not board.last_move()

    morris = new_game("morris", {})
    for move in ("d6", "d2", "d7", "b4", "d5xd2"):
        morris.play(move)
    window.start_game(GameSetup("morris", {}, (Seat("Ann"), Seat("Bo"))), morris)
    board = window.scene._board  # type: ignore[union-attr]
    assert not board.last_move()
    window.view_menu.last_move.trigger()
    d5, d2 = parse_point("d5"), parse_point("d2")
    assert board.last_move() == {d5: "to", d2: "removed"}
    assert load_settings()[0].show_last_move is True


def test_a_pass_leaves_no_trace_in_9tka() -> None:
    state = new_game("9tka", {"players": 2})
    rng = random.Random(1)
    model = NinetkaBoardModel(state.copy())
    while not state.is_over():
        move = rng.choice(state.legal_moves())
        state.push(move)
        model.set_state(state.copy())
        parts = {
            cell: part
            for cell in range(121)
            if (part := model.data(model.index_of_cell(cell), BoardRole.LAST_MOVE))
        }
        if move.kind is MoveKind.PASS:
            assert parts == {}
        elif move.kind is MoveKind.SLIDE:
            assert parts == {move.cell: "from", move.target: "to"}
        else:
            assert parts == {move.cell: "to"}
