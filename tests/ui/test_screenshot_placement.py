"""Offscreen, the window rendered whole (what ``ninetka --screenshot`` saves there) shows every
piece on its place: the board view sits below the menu bar, so a picture copied without the
view's offset in the window lands a menu bar's height low. The real-window tests check the same
on a desktop (tests/real_window)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from helpers.board_positions import BOARDS, board_game
from helpers.where_drawn import difference, pieces_astray, screen_pixels, strongest
from pytestqt.qtbot import QtBot

from ninetka_desktop.ui.board import layer_picture, piece_pictures
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.morris.scene import MorrisScene
from ninetka_desktop.ui.ninetka.scene import NinetkaScene


def opened(make_window: Callable[..., MainWindow], qtbot: QtBot, board: str) -> MainWindow:
    window = make_window(autosave=False)
    window.set_autoplay(False)
    window.start_game(*board_game(board))
    window.scene.finish_animations()
    qtbot.wait(50)
    assert window.view.viewport().mapTo(window, window.view.viewport().rect().topLeft()).y() > 0
    return window


@pytest.mark.parametrize("board", BOARDS)
def test_the_rendered_window_shows_pieces_in_place(
    make_window: Callable[..., MainWindow], qtbot: QtBot, board: str
) -> None:
    window = opened(make_window, qtbot, board)
    scene = window.scene
    if isinstance(scene, NinetkaScene):
        pieces = list(scene.counters().values())
    else:
        assert isinstance(scene, MorrisScene)
        pieces = list(scene.men().values())
    assert pieces
    assert not pieces_astray(window.view, pieces)


@pytest.mark.parametrize("board", ["9tka", "nine"])
def test_the_rendered_window_copies_pictures_where_drawing_would_go(
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    board: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = opened(make_window, qtbot, board)
    viewport = window.view.viewport()
    kept = screen_pixels(viewport)
    monkeypatch.setattr(layer_picture, "MAX_SIDE_PIXELS", 0)
    monkeypatch.setattr(piece_pictures, "MAX_PICTURE_PIXELS", 0)
    drawn = screen_pixels(viewport)
    diff = difference(kept, drawn)
    assert strongest(diff, diff.rect()) < 96
