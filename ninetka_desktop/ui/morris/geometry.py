"""Where every Morris point sits in scene coordinates, and the lines that join them.

A ``BoardGeometry`` lays out one board of the family (``games.morris.boards``) on its square
grid (file ``a`` on the left, rank 1 at the bottom); the view scales the scene to the window.
The smaller the grid, the wider its step, so a 3 x 3 board is not a tiny drawing in a big
frame; the men are sized to the step. Each player's supply of men in hand stands in a column
beside the board (White on the left, Black on the right), spaced for the game's number of men,
and the men a player has taken stand in a small pile under that player's supply, so a removal
visibly goes to the captor's side.

The module-level names are the Nine Men's Morris board's geometry (``NINE_GEOMETRY``), the
board the app opens with.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache

from PySide6.QtCore import QPointF, QRectF

from ...games.morris.boards import NINE, Board

MARGIN = 48.0  # room for the file and rank labels
SIDE_WIDTH = 110.0  # each supply column
#: The board's plate reaches this far beyond its rect: the label margin alone is narrower than
#: the men on the outer square leave room for, so the coordinates sit in this rim.
PLATE_GROW = 12.0
TRAY_PAD = 7.0  # a tray's rim around its men
#: Half a column's width a tray may fill: it keeps clear of the plate.
_HALF_ROOM = SIDE_WIDTH / 2 - PLATE_GROW - 2.0
#: The grid step for each grid size: a smaller grid gets a wider step, not the same span.
_UNITS = {3: 150.0, 5: 104.0, 7: 80.0}
#: Men are this fraction of the grid step wide (radius), but never wider than the supply column
#: leaves room for.
_MAN_SHARE = 0.36
_MAX_MAN_RADIUS = 42.0
#: Neighbouring men in a supply overlap like a stack of coins: centre distance / diameter.
_STACK_SPACING = 0.76
TAKEN_SIZE = 0.78  # taken men rest a little smaller: they are out of the game


@dataclass(frozen=True)
class BoardGeometry:
    """The scene layout of ``board`` for a game of ``men`` men a side."""

    board: Board
    men: int
    unit: float = field(init=False)
    man_radius: float = field(init=False)
    #: From the board's rect to the outer points: room for the labels and the men there.
    margin: float = field(init=False)
    point_radius: float = field(init=False)
    #: The board's square, including the label margin, between the two supply columns.
    board_rect: QRectF = field(init=False)
    #: The whole scene: both supply columns and the board.
    scene_rect: QRectF = field(init=False)
    #: The scale of a man in hand (1: full size; smaller when many must fit in the column).
    supply_size: float = field(init=False)
    #: Every line of the board once, as pairs of neighbouring points (low index first).
    lines: tuple[tuple[int, int], ...] = field(init=False)

    def __post_init__(self) -> None:
        size = self.board.size
        unit = _UNITS.get(size, 480.0 / max(size - 1, 1))
        span = unit * (size - 1)
        man_radius = min(unit * _MAN_SHARE, _MAX_MAN_RADIUS)
        # Big men on the outer points would cover the coordinates: the margin grows with them.
        margin = max(MARGIN, man_radius + 19.0)
        board_rect = QRectF(SIDE_WIDTH, 0.0, span + 2 * margin, span + 2 * margin)
        setattr_ = object.__setattr__
        setattr_(self, "unit", unit)
        setattr_(self, "man_radius", man_radius)
        setattr_(self, "margin", margin)
        setattr_(self, "point_radius", min(unit * 0.09, 9.0))
        setattr_(self, "board_rect", board_rect)
        setattr_(
            self,
            "scene_rect",
            QRectF(0.0, 0.0, board_rect.right() + SIDE_WIDTH, board_rect.height()),
        )
        step = self._supply_step()
        by_count = step / (2 * man_radius * _STACK_SPACING)
        by_width = (_HALF_ROOM - TRAY_PAD) / man_radius
        setattr_(self, "supply_size", min(1.0, by_count, by_width))
        setattr_(self, "lines", self.board.adjacent_pairs())

    # --- the board ------------------------------------------------------------------------------

    @property
    def size(self) -> int:
        """Columns (and rows) of the grid."""
        return self.board.size

    @property
    def num_points(self) -> int:
        return self.board.num_points

    def grid_position(self, column: float, row: float) -> QPointF:
        """Scene position of grid point (column, row); row 0 is rank 1, at the bottom."""
        left = self.board_rect.left() + self.margin
        top = self.board_rect.top() + self.margin
        return QPointF(left + column * self.unit, top + (self.size - 1 - row) * self.unit)

    def point_position(self, point: int) -> QPointF:
        """The centre of ``point`` in scene coordinates."""
        column, row = self.board.point_xy(point)
        return self.grid_position(column, row)

    def point_at(self, position: QPointF, tolerance: float | None = None) -> int | None:
        """The point whose centre is within ``tolerance`` of ``position``, if any (by default
        a little more than a man's radius, and less than half the grid step)."""
        reach = (
            tolerance if tolerance is not None else min(self.man_radius * 1.17, self.unit * 0.45)
        )
        for point in range(self.num_points):
            centre = self.point_position(point)
            dx, dy = position.x() - centre.x(), position.y() - centre.y()
            if dx * dx + dy * dy <= reach * reach:
                return point
        return None

    # --- beside the board -----------------------------------------------------------------------

    def _column_x(self, side: int) -> float:
        return SIDE_WIDTH / 2 if side == 0 else self.scene_rect.right() - SIDE_WIDTH / 2

    def _taken_rows(self) -> int:
        """Rows of the pile of taken men: two a row, as many as can be taken (all but two)."""
        return max(1, math.ceil(max(self.men - 2, 1) / 2))

    def _taken_step(self) -> float:
        return self.man_radius * 0.42

    def _taken_height(self) -> float:
        """From the supply column's foot to the top of the pile's top row, with some air."""
        return (self._taken_rows() - 1) * self._taken_step() + self.man_radius * 2.2

    def _foot(self) -> float:
        """From the scene's bottom to the centre of the pile's lowest row (a tray's rim below)."""
        return max(MARGIN * 0.6, self.man_radius * TAKEN_SIZE + 9.0)

    def _supply_step(self) -> float:
        """The distance between neighbouring men in hand."""
        room = self.board_rect.height() - MARGIN - self._foot() - self._taken_height()
        return room / max(self.men, 1)

    def supply_position(self, side: int, index: int) -> QPointF:
        """Where man number ``index`` (0 = top) of ``side``'s men in hand waits beside the board."""
        step = self._supply_step()
        return QPointF(self._column_x(side), MARGIN + step * (index + 0.5))

    def captured_position(self, captor: int, index: int) -> QPointF:
        """Where the ``index``-th man taken by ``captor`` rests: a small pile under its supply."""
        x = self._column_x(captor)
        bottom = self.board_rect.height() - self._foot()
        # Two a row, side by side as far as the column leaves room for.
        reach = self.man_radius * TAKEN_SIZE + TRAY_PAD * 0.6
        spread = min(self.man_radius * 0.9, 2 * (_HALF_ROOM - reach))
        return QPointF(x + (index % 2 - 0.5) * spread, bottom - (index // 2) * self._taken_step())


@cache
def geometry_for(board: Board, men: int) -> BoardGeometry:
    """The (shared) geometry of ``board`` for ``men`` men a side."""
    return BoardGeometry(board, men)


#: Nine Men's Morris's board: the layout the scene starts with.
NINE_GEOMETRY = geometry_for(NINE, 9)
UNIT = NINE_GEOMETRY.unit
MAN_RADIUS = NINE_GEOMETRY.man_radius
POINT_RADIUS = NINE_GEOMETRY.point_radius
BOARD_RECT = NINE_GEOMETRY.board_rect
SCENE_RECT = NINE_GEOMETRY.scene_rect
LINES = NINE_GEOMETRY.lines
grid_position = NINE_GEOMETRY.grid_position
point_position = NINE_GEOMETRY.point_position
point_at = NINE_GEOMETRY.point_at
supply_position = NINE_GEOMETRY.supply_position
captured_position = NINE_GEOMETRY.captured_position
