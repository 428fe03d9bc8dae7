"""``NinetkaBoardModel``: the 9tka board as an 11x11 table model over the engine state.

Row 0 is rank 11 (the top of the board as drawn), column 0 is file A. Every change goes through
``play``, ``undo`` or ``set_state``; after a move the model compares each cell's roles with what
it last reported and emits ``dataChanged`` for exactly the cells whose roles changed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, Qt

from ...games.ninetka import (
    NEUTRAL,
    SIZE,
    MoveKind,
    NinetkaState,
    cell_name,
    is_core,
    is_field,
    is_slot,
    section_of,
)
from ..grid_model import AnyIndex, GridModel
from ..roles import EMPTY_OWNER, NEUTRAL_OWNER, BoardRole, CellKind

_ROLES = tuple(BoardRole)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)


def cell_of(row: int, column: int) -> int:
    """The engine's cell index shown at (row, column)."""
    return (SIZE - 1 - row) * SIZE + column


def position_of(cell: int) -> tuple[int, int]:
    """(row, column) of an engine cell in the model."""
    engine_row, column = divmod(cell, SIZE)
    return SIZE - 1 - engine_row, column


def _kind(cell: int) -> CellKind:
    if is_slot(cell):
        return CellKind.SLOT
    if is_core(cell):
        return CellKind.CORE
    return CellKind.FIELD if is_field(cell) else CellKind.CORNER


# Static per-cell facts, computed once.
_NAMES = tuple(cell_name(c) if _kind(c) is not CellKind.CORNER else "" for c in range(SIZE * SIZE))
_KINDS = tuple(_kind(c) for c in range(SIZE * SIZE))
_SECTIONS = tuple(-1 if (s := section_of(c)) is None else s for c in range(SIZE * SIZE))


class NinetkaBoardModel(GridModel[NinetkaState]):
    def __init__(self, state: NinetkaState, parent: QObject | None = None) -> None:
        super().__init__(SIZE, _ROLES, state, parent)
        self._cells = self._compute_cells()

    def index_of_cell(self, cell: int) -> QModelIndex:
        row, column = position_of(cell)
        return self.index(row, column)

    # --- QAbstractItemModel ---------------------------------------------------------------------

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if _KINDS[cell_of(index.row(), index.column())] is CellKind.CORNER:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> Any:
        if not index.isValid():
            return None
        cell = cell_of(index.row(), index.column())
        if role in (_DISPLAY, _TOOLTIP):
            return _NAMES[cell] or None
        if role in _ROLE_SLOT:
            return self._cells[cell][_ROLE_SLOT[role]]
        return None

    # --- change tracking ------------------------------------------------------------------------

    def _cell_roles(
        self, cell: int, legal: set[int], holders: tuple[int | None, ...], last: dict[int, str]
    ) -> tuple[Any, ...]:
        state = self._state
        owner = state.owner_at(cell)
        owner_value = EMPTY_OWNER if owner is None else NEUTRAL_OWNER if owner == NEUTRAL else owner
        landing = ""
        blocked = False
        if _KINDS[cell] is CellKind.SLOT and owner is not None and owner >= 0:
            target = state.landing_cell(cell)
            landing = "" if target is None else cell_name(target)
            blocked = target is None
        section = _SECTIONS[cell]
        holder = holders[section] if section >= 0 else None
        return (
            _NAMES[cell],
            _KINDS[cell].value,
            owner_value,
            section,
            cell in legal,
            landing,
            blocked,
            -1 if holder is None else holder,
            last.get(cell, ""),
        )

    def _compute_cells(self) -> list[tuple[Any, ...]]:
        legal = {m.cell for m in self._state.legal_moves() if m.kind is not MoveKind.PASS}
        holders = self._state.section_holders()
        last = self._last_move()
        return [self._cell_roles(cell, legal, holders, last) for cell in range(SIZE * SIZE)]

    def _last_move(self) -> dict[int, str]:
        stack = self._state.move_stack
        if not stack or (move := stack[-1]).kind is MoveKind.PASS:
            return {}
        if move.kind is MoveKind.SLIDE:
            return {move.cell: "from", move.target: "to"}
        return {move.cell: "to"}

    def _index_of(self, cell: int) -> QModelIndex:
        return self.index_of_cell(cell)


_ROLE_SLOT = {int(role): slot for slot, role in enumerate(_ROLES)}
