"""Where every Morris point sits in scene coordinates, and the lines that join them.

The board is drawn on a 7 x 7 grid (file ``a`` on the left, rank 1 at the bottom); the view
scales the scene to the window. Each player's supply of men in hand stands in a column beside
the board (White on the left, Black on the right), and the men a player has taken stand in a
row under that player's supply, so a removal visibly goes to the captor's side.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ...games.morris import ADJACENT, MEN_PER_SIDE, NUM_POINTS, point_xy

UNIT = 80.0  # one grid step
MARGIN = 48.0  # room for the file and rank labels
SIDE_WIDTH = 110.0  # each supply column
BOARD_SIZE = 6 * UNIT
MAN_RADIUS = UNIT * 0.36
POINT_RADIUS = UNIT * 0.09

#: The board's square, including the label margin, between the two supply columns.
BOARD_RECT = QRectF(SIDE_WIDTH, 0.0, BOARD_SIZE + 2 * MARGIN, BOARD_SIZE + 2 * MARGIN)
#: The whole scene: both supply columns and the board.
SCENE_RECT = QRectF(0.0, 0.0, BOARD_RECT.right() + SIDE_WIDTH, BOARD_RECT.height())

_ORIGIN = QPointF(BOARD_RECT.left() + MARGIN, BOARD_RECT.top() + MARGIN)


def grid_position(column: float, row: float) -> QPointF:
    """Scene position of grid point (column, row); row 0 is rank 1, at the bottom."""
    return QPointF(_ORIGIN.x() + column * UNIT, _ORIGIN.y() + (6 - row) * UNIT)


def point_position(point: int) -> QPointF:
    """The centre of ``point`` (0..23) in scene coordinates."""
    column, row = point_xy(point)
    return grid_position(column, row)


def point_at(position: QPointF, tolerance: float = UNIT * 0.42) -> int | None:
    """The point whose centre is within ``tolerance`` of ``position``, if any."""
    for point in range(NUM_POINTS):
        centre = point_position(point)
        dx, dy = position.x() - centre.x(), position.y() - centre.y()
        if dx * dx + dy * dy <= tolerance * tolerance:
            return point
    return None


#: Every line of the board once, as pairs of neighbouring points (low index first).
LINES: tuple[tuple[int, int], ...] = tuple(
    (a, b) for a in range(NUM_POINTS) for b in ADJACENT[a] if a < b
)


def supply_position(side: int, index: int) -> QPointF:
    """Where man number ``index`` (0 = top) of ``side``'s men in hand waits beside the board."""
    x = SIDE_WIDTH / 2 if side == 0 else SCENE_RECT.right() - SIDE_WIDTH / 2
    step = (BOARD_RECT.height() - 2 * MARGIN) / (MEN_PER_SIDE + 2)
    return QPointF(x, MARGIN + step * (index + 0.5))


def captured_position(captor: int, index: int) -> QPointF:
    """Where the ``index``-th man taken by ``captor`` rests: a small stack under its supply."""
    x = SIDE_WIDTH / 2 if captor == 0 else SCENE_RECT.right() - SIDE_WIDTH / 2
    bottom = BOARD_RECT.height() - MARGIN * 0.6
    return QPointF(x + (index % 2 - 0.5) * MAN_RADIUS * 0.9, bottom - (index // 2) * 12.0)
