"""``NinetkaScoreModel``: players by sections. A cell shows the player's counters in the section and
``ScoreRole.HOLDS`` says whether the player holds it; the last column is the player's score."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QObject, Qt

from ...games.ninetka import SECTION_NAMES, NinetkaState
from ..grid_model import ROOT, AnyIndex
from ..roles import ScoreRole, seat_name

SCORE_COLUMN = len(SECTION_NAMES)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)

# (counts[section][seat], holders[section], scores[seat])
_Table = tuple[tuple[tuple[int, ...], ...], tuple[int | None, ...], tuple[int, ...]]


def _table_of(state: NinetkaState) -> _Table:
    counts = tuple(tuple(row) for row in state.section_counts())
    return counts, state.section_holders(), state.scores()


class NinetkaScoreModel(QAbstractTableModel):
    def __init__(self, state: NinetkaState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players = state.num_players
        self._table = _table_of(state)

    def sync(self, state: NinetkaState) -> None:
        """Follow ``state``: dataChanged for the cells whose count or holder changed."""
        if state.num_players != self._players:
            self.beginResetModel()
            self._players, self._table = state.num_players, _table_of(state)
            self.endResetModel()
            return
        old, self._table = self._table, _table_of(state)
        for seat in range(self._players):
            for column in range(SCORE_COLUMN + 1):
                if self._cell(old, seat, column) != self._cell(self._table, seat, column):
                    index = self.index(seat, column)
                    self.dataChanged.emit(index, index)

    @staticmethod
    def _cell(table: _Table, seat: int, column: int) -> tuple[int, bool]:
        counts, holders, scores = table
        if column == SCORE_COLUMN:
            return scores[seat], False
        return counts[column][seat], holders[column] == seat

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else self._players

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else SCORE_COLUMN + 1

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < self._players:
            return None
        value, holds = self._cell(self._table, index.row(), index.column())
        if role == _DISPLAY:
            return str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role == ScoreRole.HOLDS:
            return holds
        if role == ScoreRole.SEAT:
            return index.row()
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        vertical = orientation == Qt.Orientation.Vertical
        # A row's name is its tooltip too: a view may show the seat's chip in its place.
        if role not in (_DISPLAY, _TOOLTIP) or (role == _TOOLTIP and not vertical):
            return None
        if vertical:
            return seat_name("9tka", section) if 0 <= section < self._players else None
        if 0 <= section < SCORE_COLUMN:
            return SECTION_NAMES[section]
        if section == SCORE_COLUMN:
            return QCoreApplication.translate("ScoreModel", "Score")
        return None
