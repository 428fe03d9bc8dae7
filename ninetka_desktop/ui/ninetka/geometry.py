"""Where every 9tka cell sits in scene coordinates.

The scene works in fixed units (a cell is ``CELL`` wide); the view scales the whole scene to the
window, so nothing here depends on the screen. Field cells have thin gaps, the nine sections
wider gutters, and the edge slots stand a little apart from the field.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ...games.ninetka import SECTION_CELLS, SIZE, is_corner

CELL = 60.0
GAP = 5.0  # between cells of one section
GUTTER = 15.0  # between sections
SLOT_GAP = 18.0  # between a slot and the field
MARGIN = 38.0  # room for the file and rank labels
WELL_RADIUS = CELL * 0.45
COUNTER_RADIUS = CELL * 0.40
CELL_ROUNDING = 9.0


def _offsets() -> tuple[float, ...]:
    """The left edge of each column (also the top edge of each row drawn from the top)."""
    edges = [MARGIN]
    for index in range(1, SIZE):
        if index in (1, SIZE - 1):
            step = CELL + SLOT_GAP
        elif index in (4, 7):
            step = CELL + GUTTER
        else:
            step = CELL + GAP
        edges.append(edges[-1] + step)
    return tuple(edges)


_EDGES = _offsets()
EXTENT = _EDGES[-1] + CELL + MARGIN


def cell_rect(cell: int) -> QRectF:
    """The square of an engine cell (row 0 = rank 1 is drawn at the bottom)."""
    row, col = divmod(cell, SIZE)
    return QRectF(_EDGES[col], _EDGES[SIZE - 1 - row], CELL, CELL)


def cell_center(cell: int) -> QPointF:
    return cell_rect(cell).center()


def _index_at(coordinate: float) -> int | None:
    # Half the surrounding gap belongs to the cell, so a click in a thin gap still counts.
    for index, edge in enumerate(_EDGES):
        before = (_EDGES[index] - _EDGES[index - 1] - CELL) / 2 if index else 0.0
        after = (_EDGES[index + 1] - edge - CELL) / 2 if index + 1 < SIZE else 0.0
        if edge - min(before, GAP) <= coordinate < edge + CELL + min(after, GAP):
            return index
    return None


def cell_at(point: QPointF) -> int | None:
    """The used cell (field or slot) under a scene point, or None."""
    col = _index_at(point.x())
    top = _index_at(point.y())
    if col is None or top is None:
        return None
    cell = (SIZE - 1 - top) * SIZE + col
    return None if is_corner(cell) else cell


def section_rect(section: int) -> QRectF:
    """The rect the cells of ``section`` fill (engine order: SW, S, SE, W, C, E, NW, N, NE)."""
    cells = SECTION_CELLS[section]
    return cell_rect(cells[0]).united(cell_rect(cells[-1]))


def field_rect() -> QRectF:
    """The nine sections together, B2..J10."""
    top_left = cell_rect((SIZE - 2) * SIZE + 1).topLeft()
    bottom_right = cell_rect(SIZE + SIZE - 2).bottomRight()
    return QRectF(top_left, bottom_right)


def scene_rect() -> QRectF:
    return QRectF(0.0, 0.0, EXTENT, EXTENT)


def file_label_centres(col: int) -> tuple[QPointF, QPointF]:
    """Where the letter of column ``col`` goes, above and below the board."""
    x = _EDGES[col] + CELL / 2
    return QPointF(x, MARGIN / 2), QPointF(x, EXTENT - MARGIN / 2)


def rank_label_centres(row: int) -> tuple[QPointF, QPointF]:
    """Where the number of engine row ``row`` goes, left and right of the board."""
    y = _EDGES[SIZE - 1 - row] + CELL / 2
    return QPointF(MARGIN / 2, y), QPointF(EXTENT - MARGIN / 2, y)
