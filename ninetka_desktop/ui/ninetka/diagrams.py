"""Small 9tka board pictures for the rules page and colour chips for the dialogs.

They are painted by the game's own ``NinetkaBoardItem`` and ``CounterItem`` onto a QImage, so
the help shows exactly the board the player sees (see ``board.pictures``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ...games.ninetka import (
    SECTION_CELLS,
    SECTION_NAMES,
    SIZE,
    NinetkaState,
    cell_name,
    is_field,
    is_slot,
    line_of,
    parse_cell,
    section_of,
)
from ..board import pictures
from ..look.theme import LIGHT, Palette
from . import geometry as geo
from .board_item import NinetkaBoardItem, file_label, rank_label
from .counter_item import CounterItem

# The name lupdate looks for.
translate = QCoreApplication.translate

#: A counter on a diagram: a cell name and its owner (seat 0-3, or NEUTRAL for a neutral).
Counter = tuple[str, int]
#: A slide drawn as an arrow: the slot and the landing cell.
Arrow = tuple[str, str]
NEUTRAL = -2
# From the waiting counter's rim to just short of the ghost's centre, so both stay readable.
_ARROW = pictures.ArrowStyle(
    width=geo.CELL * 0.09,
    head=geo.CELL * 0.38,
    spread=0.55,
    start_gap=geo.COUNTER_RADIUS,
    end_gap=geo.COUNTER_RADIUS * 0.2,
    alpha=230,
)


def positions_from_state(state: NinetkaState) -> list[Counter]:
    """Every counter of a real game position, for a diagram of it."""
    counters: list[Counter] = []
    for cell in range(SIZE * SIZE):
        owner = state.owner_at(cell) if (is_field(cell) or is_slot(cell)) else None
        if owner is not None:
            counters.append((cell_name(cell), owner))
    return counters


def landing_of(counters: Iterable[Counter], slot: str) -> str | None:
    """Where the counter waiting in ``slot`` would slide to (RULES 1.5), None when blocked.

    The opposite slot is taken to be filled, as it always is in the movement phase."""
    occupied = {parse_cell(name) for name, _ in counters}
    last = None
    for cell in line_of(parse_cell(slot)):
        if cell in occupied:
            break
        last = cell
    return None if last is None else cell_name(last)


def section_holders(counters: Iterable[Counter], players: int = 4) -> list[int]:
    """Each section's holder (strict majority of its own counters), -1 for nobody."""
    counts = [[0] * players for _ in SECTION_NAMES]
    for name, owner in counters:
        section = section_of(parse_cell(name))
        if section is not None and owner >= 0:
            counts[section][owner] += 1
    holders = []
    for row in counts:
        best = max(row)
        holders.append(row.index(best) if best > 0 and row.count(best) == 1 else -1)
    return holders


def render_board(
    counters: Sequence[Counter] = (),
    arrows: Sequence[Arrow] = (),
    *,
    size: int = 360,
    tint_sections: bool = False,
    section_labels: bool = False,
    palette: Palette = LIGHT,
) -> QImage:
    """A ``size`` x ``size`` (logical pixels) picture of the board with ``counters`` on it and
    an arrow plus a faint landing preview for every slide in ``arrows``. A counter in a slot
    whose first field cell is taken is drawn as blocked, as on the real board."""
    image = pictures.blank_image(size)
    painter = pictures.smooth_painter(image)
    painter.scale(size / geo.EXTENT, size / geo.EXTENT)  # draw in the scene's own units
    option = QStyleOptionGraphicsItem()
    # The board's own labels are sized for a big window; a small picture gets larger ones.
    board = NinetkaBoardItem(replace(palette, label=QColor(Qt.GlobalColor.transparent)))
    if tint_sections:
        board.set_holders(section_holders(counters))
    board.paint(painter, option, None)
    _paint_labels(painter, palette)
    if section_labels:
        _paint_section_labels(painter, palette)
    for slot, landing in arrows:
        owner = next((o for name, o in counters if name.upper() == slot.upper()), 0)
        _paint_counter(painter, palette, owner, landing, ghost=True)
        start, end = (geo.cell_center(parse_cell(name)) for name in (slot, landing))
        pictures.paint_arrow(painter, start, end, palette.path, _ARROW)
    for name, owner in counters:
        cell = parse_cell(name)
        blocked = is_slot(cell) and landing_of(counters, name) is None
        _paint_counter(painter, palette, owner, name, blocked=blocked)
    painter.end()
    return image


def _paint_counter(
    painter: QPainter,
    palette: Palette,
    owner: int,
    name: str,
    *,
    ghost: bool = False,
    blocked: bool = False,
) -> None:
    item = CounterItem(owner, palette)
    item.set_ghost(ghost)
    item.set_blocked(blocked)
    pictures.paint_item_at(painter, item, geo.cell_center(parse_cell(name)))


def _paint_labels(painter: QPainter, palette: Palette) -> None:
    font = QFont()
    font.setPixelSize(round(geo.MARGIN * 0.62))
    font.setWeight(QFont.Weight.DemiBold)
    painter.setFont(font)
    painter.setPen(palette.label)
    box = geo.MARGIN
    for index in range(SIZE):
        pairs = (
            (geo.file_label_centres(index), file_label(index)),
            (geo.rank_label_centres(index), rank_label(index)),
        )
        for centres, text in pairs:
            for centre in centres:
                rect = QRectF(centre.x() - box / 2, centre.y() - box / 2, box, box)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _paint_section_labels(painter: QPainter, palette: Palette) -> None:
    font = QFont()
    font.setPixelSize(round(geo.CELL * 0.62))
    font.setWeight(QFont.Weight.Bold)
    painter.setFont(font)
    colour = QColor(palette.label)
    colour.setAlpha(200)
    painter.setPen(colour)
    for index, name in enumerate(SECTION_NAMES):
        centre = geo.cell_center(SECTION_CELLS[index][4])  # the middle cell of the 3 x 3
        box = QRectF(centre.x() - geo.CELL, centre.y() - geo.CELL / 2, 2 * geo.CELL, geo.CELL)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, name)


def chip_pixmap(owner: int, size: int = 18, palette: Palette = LIGHT) -> QPixmap:
    """A counter of ``owner`` as a small picture: the colour chip of a seat in the dialogs."""
    item = CounterItem(owner, palette)
    scale = size / (2 * CounterItem.REACH * geo.COUNTER_RADIUS)  # its shadow fits in, too
    return pictures.piece_chip(item, size, QPointF(size / 2, size / 2), scale)
