"""Game ▸ Set Up Position… in a real window: real X clicks (xdotool) on the editor's board put the
piece chosen exactly on the cell or point under the pointer, drawn there, on every board, with
the dialog at its smallest and large; and the same click again takes it off."""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest
from helpers.board_positions import BOARDS
from helpers.where_drawn import (
    changed_box,
    difference,
    in_device_pixels,
    piece_radius,
    pump,
    real_click,
    scene_scale,
    screen_pixels,
    square,
)
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.setup.drafts import MorrisDraft, NinetkaDraft
from ninetka_desktop.ui.setup.editor_board import MorrisEditorScene, NinetkaEditorScene
from ninetka_desktop.ui.setup.position_dialog import PositionSetupDialog

#: The dialog at its smallest, and large.
DIALOG_SIZES = ("smallest", (1100, 900))


def open_editor(
    real_window: Callable[..., MainWindow], qtbot: QtBot, board: str, size: object
) -> PositionSetupDialog:
    window = real_window((1180, 820))
    dialog = window.position_setup.make_dialog()
    qtbot.addWidget(dialog)
    choice = "9tka:4" if board == "9tka" else f"morris:{board}"
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(choice))
    dialog.show()
    qtbot.waitExposed(dialog)
    if size == "smallest":
        dialog.resize(dialog.minimumSize().expandedTo(dialog.minimumSizeHint()))
    else:
        assert isinstance(size, tuple)
        dialog.resize(QSize(*size))
    pump(0.3)
    dialog.board.view.fit()
    pump(0.2)
    dialog._clear()
    pump(0.2)
    return dialog


def targets(dialog: PositionSetupDialog) -> list[int]:
    """A few cells or points spread over the board: corners, edges and the middle."""
    draft = dialog.draft()
    if isinstance(draft, NinetkaDraft):
        from ninetka_desktop.games.ninetka import parse_cell

        return [parse_cell(name) for name in ("B1", "A10", "K2", "F6", "E5", "J11")]
    assert isinstance(draft, MorrisDraft)
    count = draft.num_points
    return sorted({0, count // 3, count // 2, count - 1})[: draft.men]


def piece_at(dialog: PositionSetupDialog, cell: int) -> object:
    scene = dialog.board.scene
    if isinstance(scene, NinetkaEditorScene):
        return scene.counter_at(cell)
    assert isinstance(scene, MorrisEditorScene)
    return scene.man_at(cell)


@pytest.mark.parametrize("size", DIALOG_SIZES, ids=str)
@pytest.mark.parametrize("board", BOARDS)
def test_a_real_click_puts_the_piece_where_it_is_drawn(
    real_window: Callable[..., MainWindow], qtbot: QtBot, board: str, size: object
) -> None:
    dialog = open_editor(real_window, qtbot, board, size)
    view = dialog.board.view
    scene = dialog.board.scene
    viewport = view.viewport()
    dialog.choose_piece(1)  # the second seat's: Blue, or Black
    for cell in targets(dialog):
        place = in_device_pixels(view, scene.cell_center(cell))
        before = screen_pixels(viewport)
        real_click(viewport, place)
        qtbot.waitUntil(lambda cell=cell: piece_at(dialog, cell) is not None, timeout=5_000)
        after = screen_pixels(viewport)
        item = piece_at(dialog, cell)
        half = 1.3 * piece_radius(item) * scene_scale(view)  # type: ignore[arg-type]
        box = changed_box(difference(before, after), square(place, half).toAlignedRect())
        assert box is not None, f"nothing drawn at {cell}"
        off = math.hypot(box.center().x() - place.x(), box.center().y() - place.y())
        assert off <= max(2.0, 0.12 * box.width()), (cell, box, place)
        draft = dialog.draft()
        owner = draft.cells.get(cell) if isinstance(draft, NinetkaDraft) else (
            1 if cell in draft.men_on[1] else None)
        assert owner == 1
    # The same piece again on the same place takes it off.
    first = targets(dialog)[0]
    real_click(viewport, in_device_pixels(view, scene.cell_center(first)))
    qtbot.waitUntil(lambda: piece_at(dialog, first) is None, timeout=5_000)
    dialog.close()
