"""Real pointer events (the X server's, sent with xdotool) on the centres of what is drawn: a
click plays the cell or point drawn there, hovering lights the cell under the pointer, a man
dragged is dropped where the pointer lets go; on every board and window size."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest
from helpers.board_positions import BOARDS, SIZES, board_game
from helpers.where_drawn import (
    changed_box,
    difference,
    in_device_pixels,
    move_pointer,
    real_click,
    real_drag,
    scene_scale,
    screen_pixels,
    wait_for_turn,
    where_drawn,
)
from PySide6.QtCore import QPointF, QRectF, QSize
from pytestqt.qtbot import QtBot

from ninetka_desktop.ui.board.scene import GameScene
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.morris.scene import MorrisScene
from ninetka_desktop.ui.ninetka.scene import NinetkaScene

sizes = pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")


def open_board(
    real_window: Callable[..., MainWindow], board: str, size: tuple[int, int], placing: bool
) -> MainWindow:
    window = real_window(size)
    window.start_game(*board_game(board, "placing" if placing else "moving"))
    window.scene.finish_animations()
    wait_for_turn(window)
    assert window.size() == QSize(*size)
    return window


def square(centre: QPointF, half: float) -> QRectF:
    return QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)


def pitch(scene: GameScene, cells: list[int]) -> float:
    """The shortest distance between two of ``cells`` (scene units)."""
    centres = [scene.cell_center(c) for c in cells]
    return min(
        (math.hypot(a.x() - b.x(), a.y() - b.y()) for i, a in enumerate(centres)
         for b in centres[i + 1 :]),
        default=60.0,
    )


def drawn_marks(window: MainWindow) -> dict[int, QPointF]:
    """The centre of each legal target's mark as drawn on the screen (device pixels)."""
    view, scene = window.view, window.scene
    shown = screen_pixels(view.viewport())
    scene.set_legal_shown(False)
    hidden = screen_pixels(view.viewport())
    scene.set_legal_shown(True)
    screen_pixels(view.viewport())
    diff = difference(shown, hidden)
    cells = sorted(scene.legal_cells())
    half = 0.45 * pitch(scene, cells) * scene_scale(view)
    marks = {}
    for cell in cells:
        place = in_device_pixels(view, scene.cell_center(cell))
        box = changed_box(diff, square(place, half).toAlignedRect())
        if box is not None:
            marks[cell] = box.center()
    return marks


def piece_on(scene: GameScene, cell: int) -> object:
    if isinstance(scene, NinetkaScene):
        return scene.counter_at(cell)
    assert isinstance(scene, MorrisScene)
    return scene.man_at(cell)


@sizes
@pytest.mark.parametrize("board", BOARDS)
def test_a_click_on_a_drawn_mark_plays_there(
    real_window: Callable[..., MainWindow], qtbot: QtBot, board: str, size: tuple[int, int]
) -> None:
    window = open_board(real_window, board, size, placing=True)
    scene = window.scene
    rng = random.Random(f"{board}{size}")
    for _ in range(2):
        marks = drawn_marks(window)
        empty = [cell for cell in marks if piece_on(scene, cell) is None]
        assert empty, "no mark drawn on an empty target"
        cell = rng.choice(empty)
        real_click(window.view.viewport(), marks[cell])
        qtbot.waitUntil(lambda cell=cell: piece_on(scene, cell) is not None, timeout=5000)
        scene.finish_animations()
        if isinstance(scene, MorrisScene) and scene.model.pending is not None:
            break  # a mill: the removal waits (played by the next test's kind of click)
        wait_for_turn(window)


def drawn_pieces(window: MainWindow, cells: list[int]) -> dict[int, QPointF]:
    """The centre of the piece on each of ``cells`` as drawn on the screen (device pixels)."""
    view, scene = window.view, window.scene
    items = {cell: piece_on(scene, cell) for cell in cells}
    half = 0.45 * pitch(scene, cells) * scene_scale(view) if len(cells) > 1 else 40.0

    def around(item: object) -> QRectF:
        cell = next(c for c, i in items.items() if i is item)
        return square(in_device_pixels(view, scene.cell_center(cell)), half)

    found = where_drawn(view, [i for i in items.values() if i is not None], around)  # type: ignore[misc]
    return {cell: found[item].centre for cell, item in items.items() if found.get(item)}  # type: ignore[union-attr, index]


@sizes
@pytest.mark.parametrize("board", BOARDS)
def test_a_click_on_a_drawn_piece_moves_it(
    real_window: Callable[..., MainWindow], qtbot: QtBot, board: str, size: tuple[int, int]
) -> None:
    """In the moving phase: a click on the counter in its well slides it (9tka); a click on a
    man picks it up and a click on a drawn mark puts it there (Morris)."""
    window = open_board(real_window, board, size, placing=False)
    scene = window.scene
    state = window.game.state
    if isinstance(scene, MorrisScene) and state.phase == "placing":
        pytest.fail(f"{board}: the position is still placing")
    before = len(state.move_stack)
    movable = sorted(scene.legal_cells())
    assert movable
    centres = drawn_pieces(window, movable)
    source = sorted(centres)[0]
    real_click(window.view.viewport(), centres[source])
    if isinstance(scene, MorrisScene) and scene.model.selected == source:
        marks = drawn_marks(window)
        target = sorted(cell for cell in marks if piece_on(scene, cell) is None)[0]
        real_click(window.view.viewport(), marks[target])
        qtbot.waitUntil(lambda: scene.man_at(target) is not None, timeout=5000)
        assert scene.man_at(source) is None
    else:
        qtbot.waitUntil(lambda: len(window.game.state.move_stack) > before, timeout=5000)
        assert window.game.state.move_stack[-1].cell == source


@sizes
@pytest.mark.parametrize("board", BOARDS)
def test_hovering_a_drawn_mark_lights_its_cell(
    real_window: Callable[..., MainWindow], board: str, size: tuple[int, int]
) -> None:
    window = open_board(real_window, board, size, placing=True)
    scene, viewport = window.scene, window.view.viewport()
    marks = drawn_marks(window)
    cells = sorted(marks)
    for cell in (cells[0], cells[-1]):
        move_pointer(viewport, QPointF(2, 2))  # off the board: nothing lit
        assert scene.preview_cell() is None
        away = screen_pixels(viewport)
        move_pointer(viewport, marks[cell])
        assert scene.preview_cell() == cell
        lit = screen_pixels(viewport)  # once the glow has faded in
        place = in_device_pixels(window.view, scene.cell_center(cell))
        half = 0.7 * pitch(scene, cells) * scene_scale(window.view)
        box = changed_box(difference(away, lit), square(place, half).toAlignedRect())
        assert box is not None, f"nothing lit at {cell}"
        off = math.hypot(box.center().x() - place.x(), box.center().y() - place.y())
        assert off <= max(2.0, 0.08 * box.width()), (cell, box, place)


@sizes
@pytest.mark.parametrize("board", [b for b in BOARDS if b != "9tka"])
def test_a_man_dragged_is_dropped_where_the_pointer_lets_go(
    real_window: Callable[..., MainWindow], qtbot: QtBot, board: str, size: tuple[int, int]
) -> None:
    window = open_board(real_window, board, size, placing=False)
    scene = window.scene
    assert isinstance(scene, MorrisScene)
    movable = sorted(scene.legal_cells())
    centres = drawn_pieces(window, movable)
    state = window.game.state
    for source in sorted(centres):
        targets = sorted({m.dst for m in state.legal_moves() if m.src == source})
        if targets:
            break
    else:
        pytest.fail("no man can move")
    target = targets[0]
    end = in_device_pixels(window.view, scene.cell_center(target))
    real_drag(window.view.viewport(), centres[source], end)
    qtbot.waitUntil(lambda: scene.man_at(target) is not None, timeout=5000)
    assert scene.man_at(source) is None
