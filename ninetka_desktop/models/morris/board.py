"""``MorrisBoardModel``: a Morris board as a square table model over the engine state.

The table is the board's grid (3 x 3, 5 x 5 or 7 x 7, by the game of the family played): row 0
is the top rank, column 0 is file ``a``; the grid cells that are points carry the roles, the
others are disabled. A state on another board resets the model with the new grid. Besides the
game itself the model holds the human's move in progress, because what may be clicked depends
on it:

- ``select(point)``: the man picked up to move (Moving and Flying);
- ``set_pending(move)``: a placement or move that closed a mill and now waits for the man it
  takes. The roles then show the board as if that move were made, with ``REMOVABLE`` on the men
  that may be taken; ``pendingChanged`` lets the scene show the man on its way.

Every change goes through ``play``, ``undo``, ``set_state``, ``select`` or ``set_pending``; the
model then emits ``dataChanged`` for exactly the cells whose roles changed.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, Qt, Signal

from ...games.morris import MorrisMove, MorrisState
from ...games.morris.boards import NINE, Board
from ..grid_model import AnyIndex, GridModel
from ..roles import EMPTY_OWNER, MorrisRole
from .family import board_of, mill_lines

_ROLES = tuple(MorrisRole)
_ROLE_SLOT = {int(role): slot for slot, role in enumerate(_ROLES)}
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)


@cache
def _grid_points(board: Board) -> tuple[int, ...]:
    """The point index at each grid cell (row-major from the top-left), -1 where none is."""
    size = board.size
    grid = [-1] * (size * size)
    for point in range(board.num_points):
        column, rank = board.point_xy(point)
        grid[(size - 1 - rank) * size + column] = point
    return tuple(grid)


def position_of_point(point: int, board: Board = NINE) -> tuple[int, int]:
    """(row, column) of ``point`` in the model of a game on ``board``."""
    column, rank = board.point_xy(point)
    return board.size - 1 - rank, column


def point_of(row: int, column: int, board: Board = NINE) -> int:
    """The point at (row, column) of ``board``'s grid, or -1 for a cell that is not a point."""
    size = board.size
    if not (0 <= row < size and 0 <= column < size):
        return -1
    return _grid_points(board)[row * size + column]


class MorrisBoardModel(GridModel[MorrisState]):
    # ``movePlayed``: when the move was pending before, its man already stands on its
    # destination and only the removal is new.
    #: The pending move (a MorrisMove without its removal), or None when it was withdrawn.
    #: Not emitted when ``play`` completes the pending move.
    pendingChanged = Signal(object)

    def __init__(self, state: MorrisState, parent: QObject | None = None) -> None:
        self._board = board_of(state)
        super().__init__(self._board.size, _ROLES, state, parent)
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

    @property
    def board(self) -> Board:
        """The board the game is played on."""
        return self._board

    def set_state(self, state: MorrisState) -> None:
        """Show another game from scratch; the grid follows its board."""
        self.beginResetModel()
        self._state = state
        self._board = board_of(state)
        self._size = self._board.size
        self._forget_draft()
        self._cells = self._compute_cells()
        self.endResetModel()

    # --- what the scene shows besides the points -------------------------------------------------

    def men_in_hand(self, side: int) -> int:
        return self._state.men_in_hand(side) - (
            1
            if self._pending is not None
            and self._pending.src is None
            and side == self._state.to_move
            else 0
        )

    def men_taken_by(self, side: int) -> int:
        """How many of the opponent's men ``side`` has removed so far."""
        return self._state.men_removed(1 - side)

    def owner(self, point: int) -> int:
        return int(self._cells[point][_ROLE_SLOT[int(MorrisRole.OWNER)]])

    def role(self, point: int, role: MorrisRole) -> Any:
        return self._cells[point][_ROLE_SLOT[int(role)]]

    def index_of_point(self, point: int) -> QModelIndex:
        row, column = position_of_point(point, self._board)
        return self.index(row, column)

    # --- QAbstractItemModel ---------------------------------------------------------------------

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid() or point_of(index.row(), index.column(), self._board) < 0:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> Any:
        if not index.isValid():
            return None
        point = point_of(index.row(), index.column(), self._board)
        if point < 0:
            return "" if role == MorrisRole.POINT_NAME else -1 if role == MorrisRole.POINT else None
        if role in (_DISPLAY, _TOOLTIP):
            return self._board.names[point]
        if role in _ROLE_SLOT:
            return self._cells[point][_ROLE_SLOT[role]]
        return None

    # --- change tracking ------------------------------------------------------------------------

    def _owners(self) -> list[int]:
        """The owner of every point, with the pending move made (its removal not yet)."""
        state = self._state
        owners = []
        for point in range(self._board.num_points):
            owner = state.owner_at(point)
            owners.append(EMPTY_OWNER if owner is None else owner)
        move = self._pending
        if move is not None:
            if move.src is not None:
                owners[move.src] = EMPTY_OWNER
            owners[move.dst] = state.to_move
        return owners

    def _targets(self, legal: list[MorrisMove]) -> tuple[set[int], set[int]]:
        """(points a click makes progress on, men that may be removed now)."""
        pending, selected = self._pending, self._selected
        if pending is not None:
            removable = {
                m.remove
                for m in legal
                if m.src == pending.src and m.dst == pending.dst and m.remove is not None
            }
            return removable, removable
        if not legal:
            return set(), set()
        # Placing (also Lasker Morris's choice of placing or moving): every point a man from the
        # hand may go to, and every man that may move.
        placements = {m.dst for m in legal if m.src is None}
        sources = {m.src for m in legal if m.src is not None}
        if selected is None:
            return placements | sources, set()
        destinations = {m.dst for m in legal if m.src == selected}
        return destinations | (sources - {selected}) | placements, set()

    def _compute_cells(self) -> list[tuple[Any, ...]]:
        state = self._state
        legal = state.legal_moves()
        owners = self._owners()
        milled: set[int] = set()
        for line in mill_lines(state):
            first = owners[line[0]]
            if first != EMPTY_OWNER and all(owners[p] == first for p in line):
                milled.update(line)
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
        names = self._board.names
        for point, owner in enumerate(owners):
            cells.append(
                (
                    names[point],
                    point,
                    owner,
                    point in targets,
                    point == self._selected,
                    point in milled,
                    point in removable,
                    last.get(point, ""),
                )
            )
        return cells

    def _index_of(self, cell: int) -> QModelIndex:
        return self.index_of_point(cell)
