"""``MorrisBoardModel``: the Nine Men's Morris board as a 7 x 7 table model over the engine state.

Row 0 is rank 7 (the top of the board as drawn), column 0 is file ``a``; the 24 grid cells that
are points carry the roles, the other 25 are disabled. Besides the game itself the model holds
the human's move in progress, because what may be clicked depends on it:

- ``select(point)``: the man picked up to move (Moving and Flying);
- ``set_pending(move)``: a placement or move that closed a mill and now waits for the man it
  takes. The roles then show the board as if that move were made, with ``REMOVABLE`` on the men
  that may be taken; ``pendingChanged`` lets the scene show the man on its way.

Every change goes through ``play``, ``undo``, ``set_state``, ``select`` or ``set_pending``; the
model then emits ``dataChanged`` for exactly the cells whose roles changed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, Qt, Signal

from ...games.morris import NUM_POINTS, POINT_NAMES, MorrisMove, MorrisState, point_xy
from ...games.morris.geometry import BIT, mill_mask
from ..grid_model import AnyIndex, GridModel
from ..roles import EMPTY_OWNER, MorrisRole

GRID = 7
_ROLES = tuple(MorrisRole)
_ROLE_SLOT = {int(role): slot for slot, role in enumerate(_ROLES)}
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)


def _grid_points() -> tuple[int, ...]:
    """The point index at each grid cell (row-major from the top-left), -1 where none is."""
    grid = [-1] * (GRID * GRID)
    for point in range(NUM_POINTS):
        column, rank = point_xy(point)
        grid[(GRID - 1 - rank) * GRID + column] = point
    return tuple(grid)


_GRID_POINTS = _grid_points()


def position_of_point(point: int) -> tuple[int, int]:
    """(row, column) of ``point`` in the model."""
    column, rank = point_xy(point)
    return GRID - 1 - rank, column


def point_of(row: int, column: int) -> int:
    """The point at (row, column), or -1 for a grid cell that is not a point."""
    return _GRID_POINTS[row * GRID + column]


class MorrisBoardModel(GridModel[MorrisState]):
    # ``movePlayed``: when the move was pending before, its man already stands on its
    # destination and only the removal is new.
    #: The pending move (a MorrisMove without its removal), or None when it was withdrawn.
    #: Not emitted when ``play`` completes the pending move.
    pendingChanged = Signal(object)

    def __init__(self, state: MorrisState, parent: QObject | None = None) -> None:
        super().__init__(GRID, _ROLES, state, parent)
        self._selected: int | None = None
        self._pending: MorrisMove | None = None
        self._cells = self._compute_cells()

    # --- the move in progress -------------------------------------------------------------------

    @property
    def selected(self) -> int | None:
        return self._selected

    @property
    def pending(self) -> MorrisMove | None:
        return self._pending

    def _forget_draft(self) -> None:
        self._selected = self._pending = None

    def select(self, point: int | None) -> None:
        """Pick up the man on ``point`` to move it (None puts it down again)."""
        if point != self._selected:
            self._selected = point
            self._refresh()

    def set_pending(self, move: MorrisMove | None) -> None:
        """Show ``move`` (a placement or move without its removal) as made, waiting for the
        man it takes; None withdraws it."""
        if move == self._pending:
            return
        self._pending = move
        self._selected = None
        self._refresh()
        self.pendingChanged.emit(move)

    # --- what the scene shows besides the points -------------------------------------------------

    def men_in_hand(self, side: int) -> int:
        return self._state.men_in_hand(side) - (
            1 if self._pending is not None and self._pending.src is None
            and side == self._state.to_move else 0
        )

    def men_taken_by(self, side: int) -> int:
        """How many of the opponent's men ``side`` has removed so far."""
        return self._state.men_removed(1 - side)

    def owner(self, point: int) -> int:
        return int(self._cells[point][_ROLE_SLOT[int(MorrisRole.OWNER)]])

    def role(self, point: int, role: MorrisRole) -> Any:
        return self._cells[point][_ROLE_SLOT[int(role)]]

    def index_of_point(self, point: int) -> QModelIndex:
        row, column = position_of_point(point)
        return self.index(row, column)

    # --- QAbstractItemModel ---------------------------------------------------------------------

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid() or point_of(index.row(), index.column()) < 0:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> Any:
        if not index.isValid():
            return None
        point = point_of(index.row(), index.column())
        if point < 0:
            return "" if role == MorrisRole.POINT_NAME else -1 if role == MorrisRole.POINT else None
        if role in (_DISPLAY, _TOOLTIP):
            return POINT_NAMES[point]
        if role in _ROLE_SLOT:
            return self._cells[point][_ROLE_SLOT[role]]
        return None

    # --- change tracking ------------------------------------------------------------------------

    def _boards(self) -> list[int]:
        """Both sides' men as bitboards, with the pending move made (its removal not yet)."""
        state = self._state
        boards = [state.bitboard(0), state.bitboard(1)]
        move = self._pending
        if move is not None:
            side = state.to_move
            if move.src is not None:
                boards[side] &= ~BIT[move.src]
            boards[side] |= BIT[move.dst]
        return boards

    def _targets(self, legal: list[MorrisMove]) -> tuple[set[int], set[int]]:
        """(points a click makes progress on, men that may be removed now)."""
        pending, selected = self._pending, self._selected
        if pending is not None:
            removable = {
                m.remove for m in legal
                if m.src == pending.src and m.dst == pending.dst and m.remove is not None
            }
            return removable, removable
        if not legal:
            return set(), set()
        if legal[0].src is None:  # placing
            return {m.dst for m in legal}, set()
        sources = {m.src for m in legal if m.src is not None}
        if selected is None:
            return sources, set()
        destinations = {m.dst for m in legal if m.src == selected}
        return destinations | (sources - {selected}), set()

    def _compute_cells(self) -> list[tuple[Any, ...]]:
        state = self._state
        legal = state.legal_moves()
        boards = self._boards()
        mills = mill_mask(boards[0]) | mill_mask(boards[1])
        targets, removable = self._targets(legal)
        last: dict[int, str] = {}
        if state.move_stack:
            previous = state.move_stack[-1]
            if previous.src is not None:
                last[previous.src] = "from"
            last[previous.dst] = "to"
            if previous.remove is not None:
                last[previous.remove] = "removed"
        cells = []
        for point in range(NUM_POINTS):
            bit = BIT[point]
            owner = 0 if boards[0] & bit else 1 if boards[1] & bit else EMPTY_OWNER
            cells.append(
                (
                    POINT_NAMES[point],
                    point,
                    owner,
                    point in targets,
                    point == self._selected,
                    bool(mills & bit),
                    point in removable,
                    last.get(point, ""),
                )
            )
        return cells

    def _index_of(self, cell: int) -> QModelIndex:
        return self.index_of_point(cell)
