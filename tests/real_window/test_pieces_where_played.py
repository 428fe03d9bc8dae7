"""Every piece is drawn on the cell or point the scene puts it on, and every mark on its target,
in a real window with a menu bar and a frame around the board, at three window sizes and (run
by ``on_desktop.py``) three scale factors, for 9tka and every board of the Morris family.

Where a piece is drawn is read from the screen (the pixels that change when it is hidden);
where it should be comes from the scene's own geometry mapped through the view, the same
mapping that turns a click into a cell."""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest
from helpers.board_positions import BOARDS, SIZES, board_game
from helpers.where_drawn import (
    SHADOW_SHARE,
    TOLERANCE,
    changed_box,
    difference,
    in_device_pixels,
    piece_radius,
    pieces_astray,
    scene_scale,
    screen_pixels,
    square,
    strongest,
    wait_for_turn,
)
from PySide6.QtCore import QRectF, QSize
from PySide6.QtWidgets import QGraphicsItem

from ninetka_desktop.ui.board import layer_picture, piece_pictures
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.morris.scene import MorrisScene
from ninetka_desktop.ui.ninetka.scene import NinetkaScene


def board_pieces(window: MainWindow) -> list[QGraphicsItem]:
    return pieces_on_board(window.scene)


def pieces_on_board(scene: object) -> list[QGraphicsItem]:
    """The pieces standing on the board's cells or points (not the men beside it)."""
    if isinstance(scene, NinetkaScene):
        return list(scene.counters().values())
    assert isinstance(scene, MorrisScene)
    return list(scene.men().values())


def open_board(
    real_window: Callable[..., MainWindow],
    board: str,
    size: tuple[int, int],
    placing: bool = False,
) -> MainWindow:
    window = real_window(size)
    window.start_game(*board_game(board, "placing" if placing else "mixed"))
    window.scene.finish_animations()
    wait_for_turn(window)
    assert window.size() == QSize(*size), "the window does not take the size asked for"
    return window


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("board", BOARDS)
def test_pieces_are_drawn_centred_on_their_places(
    real_window: Callable[..., MainWindow], board: str, size: tuple[int, int]
) -> None:
    window = open_board(real_window, board, size)
    pieces = board_pieces(window)
    assert pieces
    assert not pieces_astray(window.view, pieces)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("board", [b for b in BOARDS if b != "9tka"])
def test_men_beside_the_board_are_drawn_in_their_trays(
    real_window: Callable[..., MainWindow], board: str, size: tuple[int, int]
) -> None:
    """The men in hand and the men taken stand in stacks that overlap, so each stack is found
    whole: its drawing covers the stack's men, and nothing beyond them."""
    # Three Men's Morris takes no men: its trays hold men only while placing.
    window = open_board(real_window, board, size, placing=board == "three")
    scene, view = window.scene, window.view
    assert isinstance(scene, MorrisScene)
    stacks = [
        men
        for side in (0, 1)
        for men in (scene.supply_men(side), scene.taken_men(side))
        if men
    ]
    assert len(stacks) >= (2 if board == "three" else 3), "too few men beside the board"
    to_device = scene_scale(view)
    for men in stacks:
        expected = QRectF()
        for man in men:
            radius = piece_radius(man) * to_device
            expected = expected.united(square(in_device_pixels(view, man.scenePos()), radius))
        before = screen_pixels(view.viewport())
        for man in men:
            man.setVisible(False)
        after = screen_pixels(view.viewport())
        for man in men:
            man.setVisible(True)
        area = expected.adjusted(-30, -30, 30, 30).toAlignedRect()
        box = changed_box(difference(before, after), area)
        assert box is not None
        slack = max(TOLERANCE, SHADOW_SHARE * 2 * piece_radius(men[0]) * to_device) + 1
        for drawn, place in (
            (box.left(), expected.left()), (box.top(), expected.top()),
            (box.right(), expected.right()), (box.bottom(), expected.bottom()),
        ):
            assert abs(drawn - place) <= slack, (board, box, expected)


@pytest.mark.parametrize("game", ["9tka", "morris"])
def test_the_puzzle_window_draws_its_pieces_in_place(
    real_window: Callable[..., MainWindow], game: str
) -> None:
    """The puzzle window's board sits inside the dialog's own layout (not at the top left of
    a main window): its pieces stand on their places and the whole board is in view."""
    window = real_window()
    dialog = window.puzzles.open(game=game)
    assert dialog is not None
    dialog.resize(900, 640)
    wait_for_turn(window, ready=lambda: dialog.puzzle is not None, view=dialog.view)
    view = dialog.view
    scene = view.scene()
    shown = view.mapFromScene(scene.sceneRect()).boundingRect()
    assert view.viewport().rect().contains(shown.adjusted(1, 1, -1, -1)), "the board is cut"
    pieces = pieces_on_board(scene)
    assert pieces
    assert not pieces_astray(view, pieces)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("board", BOARDS)
def test_legal_marks_are_drawn_on_their_targets(
    real_window: Callable[..., MainWindow], board: str, size: tuple[int, int]
) -> None:
    window = open_board(real_window, board, size, placing=True)
    view, scene = window.view, window.scene
    before = screen_pixels(view.viewport())
    scene.set_legal_shown(False)
    after = screen_pixels(view.viewport())
    scene.set_legal_shown(True)
    diff = difference(before, after)
    marked = [
        cell for cell in scene.legal_cells()
        if board_pieces_at(window, cell) is None
    ]
    assert marked
    pitch = min_pitch(window) * scene_scale(view)
    astray = []
    for cell in marked:
        place = in_device_pixels(view, scene.cell_center(cell))
        box = changed_box(diff, square(place, 0.45 * pitch).toAlignedRect())
        if box is None:
            astray.append(f"{cell}: no mark")
            continue
        off = math.hypot(box.center().x() - place.x(), box.center().y() - place.y())
        if off > TOLERANCE:
            astray.append(f"{cell}: mark at {box.center()}, target {place}")
    assert not astray, astray


def board_pieces_at(window: MainWindow, cell: int) -> QGraphicsItem | None:
    scene = window.scene
    if isinstance(scene, NinetkaScene):
        return scene.counter_at(cell)
    assert isinstance(scene, MorrisScene)
    return scene.man_at(cell)


def min_pitch(window: MainWindow) -> float:
    """The shortest distance between two cells or points, in scene units."""
    scene = window.scene
    cells = sorted(scene.legal_cells())
    centres = [scene.cell_center(c) for c in cells]
    return min(
        math.hypot(a.x() - b.x(), a.y() - b.y())
        for i, a in enumerate(centres)
        for b in centres[i + 1 :]
    )


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("board", BOARDS)
def test_kept_pictures_look_like_drawing(
    real_window: Callable[..., MainWindow],
    board: str,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The board's layer and the resting pieces are copied from kept pictures; on the screen
    they must look as drawing them where the scene puts them would (the pictures are made for
    the pixel offset they are copied at, so only antialiasing may differ)."""
    window = open_board(real_window, board, size)
    viewport = window.view.viewport()
    kept = screen_pixels(viewport)
    with monkeypatch.context() as patch:
        patch.setattr(layer_picture, "MAX_SIDE_PIXELS", 0)
        patch.setattr(piece_pictures, "MAX_PICTURE_PIXELS", 0)
        viewport.update()
        drawn = screen_pixels(viewport)
    viewport.update()
    diff = difference(kept, drawn)
    # An edge a whole pixel off differs by most of its contrast; a sub-pixel phase by little.
    assert strongest(diff, diff.rect()) < 96
