"""``GridModel``: a board as a square table model whose cells carry a tuple of role values.

The base of both games' board models. A subclass computes every cell's role values, in the
order of its role enum, from its engine state (``_compute_cells``) and says where a cell sits
in the table (``_index_of``); ``_refresh`` then compares them with what was last reported and
emits ``dataChanged`` for exactly the cells whose roles changed, naming those roles.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Signal,
)

AnyIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()  # the invisible root: a flat table has no parents


class GridModel(QAbstractItemModel):
    #: A move was played (after the roles changed); the scene animates it.
    movePlayed = Signal(object)
    #: A move was taken back (after the roles changed); the scene puts the pieces back at once.
    moveUndone = Signal(object)

    def __init__(self, size: int, roles: Sequence[IntEnum], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._size = size
        self._roles = tuple(roles)
        self._cells: list[tuple[Any, ...]] = []

    # --- what each board supplies ---------------------------------------------------------------

    def _compute_cells(self) -> list[tuple[Any, ...]]:
        """Every cell's role values, in the order of the role enum."""
        raise NotImplementedError

    def _index_of(self, cell: int) -> QModelIndex:
        raise NotImplementedError

    # --- QAbstractItemModel ---------------------------------------------------------------------

    def index(self, row: int, column: int, parent: AnyIndex = ROOT) -> QModelIndex:
        if parent.isValid() or not (0 <= row < self._size and 0 <= column < self._size):
            return QModelIndex()
        return self.createIndex(row, column)

    def parent(self, child: AnyIndex = ROOT) -> QModelIndex:  # type: ignore[override]
        return QModelIndex()

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else self._size

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else self._size

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        for role in self._roles:
            names[int(role)] = QByteArray(role.name.lower().encode())
        return names

    # --- change tracking ------------------------------------------------------------------------

    def _refresh(self) -> None:
        new_cells = self._compute_cells()
        old_cells, self._cells = self._cells, new_cells
        for cell, (old, new) in enumerate(zip(old_cells, new_cells, strict=True)):
            if old != new:
                changed = [
                    int(role) for role, a, b in zip(self._roles, old, new, strict=True) if a != b
                ]
                index = self._index_of(cell)
                self.dataChanged.emit(index, index, changed)
