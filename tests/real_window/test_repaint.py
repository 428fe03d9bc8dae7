"""What the window repaints by itself while pieces move leaves nothing behind: mid-slide and
after the move, the screen shows exactly what a full repaint of the board draws (no half
counter in an emptied well, no piece cut by the edge of the area repainted, no taken man
clipped at its tray), on every board, at normal animation speed."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from helpers.board_positions import BOARDS, board_game
from helpers.where_drawn import (
    difference,
    screen_pixels,
    settled_pixels,
    strongest,
    wait_for_turn,
)
from PySide6.QtCore import QAbstractAnimation
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.ninetka import MoveKind
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.morris.scene import MorrisScene

#: The largest channel difference a repaint may leave: next to none (an antialiased edge
#: composed in two steps may round a level or two apart from one composed at once).
SAME = 8


def running_group(window: MainWindow) -> QAbstractAnimation | None:
    groups = [
        group
        for group in window.scene.findChildren(QAbstractAnimation)
        if group.state() is QAbstractAnimation.State.Running and group.parent() is not None
        and not isinstance(group.parent(), QAbstractAnimation)
    ]
    return groups[0] if groups else None


def left_behind(window: MainWindow) -> int:
    """How far what the window repainted by itself differs from a full repaint."""
    viewport = window.view.viewport()
    by_itself = settled_pixels(viewport)
    viewport.update()
    full = screen_pixels(viewport)
    # At a fractional scale the widget's last column and row are partly covered pixels,
    # composed with whatever the window has beside them: a full repaint shades them anew.
    inner = full.rect().adjusted(2, 2, -2, -2)
    return strongest(difference(by_itself, full), inner)


def a_move(window: MainWindow, rng: random.Random) -> object:
    """A move that carries pieces: a slide (9tka) or, where there is one, a Morris move that
    takes a man."""
    moves = [m for m in window.game.state.legal_moves() if getattr(m, "kind", None)
             is not MoveKind.PASS]
    taking = [m for m in moves if getattr(m, "remove", None) is not None]
    return rng.choice(taking or moves)


@pytest.mark.parametrize("board", BOARDS)
def test_moving_pieces_leave_nothing_behind(
    real_window: Callable[..., MainWindow], qtbot: QtBot, board: str
) -> None:
    window = real_window((1180, 820), speed=1.0)
    window.start_game(*board_game(board, "moving" if board != "9tka" else "mixed"))
    window.scene.finish_animations()
    wait_for_turn(window)
    rng = random.Random(board)
    for _ in range(4):
        if window.game.state.is_over():
            break
        before = len(window.game.state.move_stack)
        state = window.game.state
        assert window.game.play_named(state.move_to_str(a_move(window, rng))) is None
        group = running_group(window)
        assert group is not None, "the move was not animated"
        group.pause()
        group.setCurrentTime(group.totalDuration() // 2)
        assert left_behind(window) <= SAME, "a moving piece was repainted only in part"
        group.resume()
        qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)
        assert len(window.game.state.move_stack) > before or isinstance(
            window.scene, MorrisScene
        )
        assert left_behind(window) <= SAME, "the move left something behind"
        if not window.game.state.is_over():
            wait_for_turn(window)
