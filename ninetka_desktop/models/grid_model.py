"""``GridModel``: a board as a square table model whose cells carry a tuple of role values.

The base of both games' board models. It holds the live engine state and changes it only
through ``play``, ``undo`` and ``set_state``. A subclass computes every cell's role values, in the
order of its role enum, from that state (``_compute_cells``) and says where a cell sits in the
table (``_index_of``); ``_refresh`` then compares them with what was last reported and emits
``dataChanged`` for exactly the cells whose roles changed, naming those roles.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from enum import IntEnum
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Signal,
)

from ..games.base import GameState

AnyIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()  # the invisible root: a flat table has no parents
StateT = TypeVar("StateT", bound=GameState[Any])


class GridModel(QAbstractItemModel, Generic[StateT]):
    #: A move was played (after the roles changed); the scene animates it.
    movePlayed = Signal(object)
    #: A move was taken back (after the roles changed); the scene puts the pieces back at once.
    moveUndone = Signal(object)
    #: The cells that changed in one update have all been reported (one ``dataChanged`` each):
    #: what depends on several cells is worked out once, not once per cell.
    cellsChanged = Signal()

    def __init__(
        self, size: int, roles: Sequence[IntEnum], state: StateT, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._size = size
        self._roles = tuple(roles)
        self._state = state
        self._cells: list[tuple[Any, ...]] = []

    # --- the game -------------------------------------------------------------------------------

    @property
    def state(self) -> StateT:
        """The live state; read it, but change it only through this model."""
        return self._state

    def play(self, move: Any, judged: bool = False) -> None:
        """Play a legal move (IllegalMoveError otherwise, nothing changes) and report changes;
        ``judged``: the engine has already found it legal in this position, so it is played
        without a second check."""
        if judged:
            self._state.push_unchecked(move)
        else:
            self._state.push(move)
        self._forget_draft()
        self._refresh()
        self.movePlayed.emit(move)

    def undo(self) -> Any:
        """Take back the last move and report changes; returns the move."""
        move = self._state.pop()
        self._forget_draft()
        self._refresh()
        self.moveUndone.emit(move)
        return move

    def set_state(self, state: StateT) -> None:
        """Show another game (a new, opened or resumed one) from scratch."""
        self.beginResetModel()
        self._state = state
        self._forget_draft()
        self._cells = self._compute_cells()
        self.endResetModel()

    def _forget_draft(self) -> None:
        """Drop a human's move in progress that the model shows (Morris); none by default."""

    # --- what each board supplies ---------------------------------------------------------------
    # Abstract: mypy refuses to build a model that lacks one (Qt's classes do not check it when
    # the program runs).

    @abstractmethod
    def _compute_cells(self) -> list[tuple[Any, ...]]:
        """Every cell's role values, in the order of the role enum."""

    @abstractmethod
    def _index_of(self, cell: int) -> QModelIndex:
        """The model index of ``cell``."""

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
        any_changed = False
        for cell, (old, new) in enumerate(zip(old_cells, new_cells, strict=True)):
            if old != new:
                changed = [
                    int(role) for role, a, b in zip(self._roles, old, new, strict=True) if a != b
                ]
                index = self._index_of(cell)
                self.dataChanged.emit(index, index, changed)
                any_changed = True
        if any_changed:
            self.cellsChanged.emit()
