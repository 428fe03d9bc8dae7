"""View ▸ Full Screen, Show Coordinates, Show Legal Moves, Show Side Panel: each switch acts on
both games' boards (the read-only one too), is remembered, and a new window starts with it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
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
