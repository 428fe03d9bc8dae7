"""``MoveHistoryModel``: the moves played so far, one row each: number, player, move."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QObject, Qt

from ..games import GameState
from .grid_model import ROOT, AnyIndex
from .roles import HistoryRole, seat_name

NUMBER, PLAYER, MOVE = range(3)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)


class MoveHistoryModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = "9tka"
        self._rows: list[tuple[int, str]] = []

    def sync(self, state: GameState[Any]) -> None:
        """Match the rows to ``state``'s history: keep the common prefix, then remove and
        insert only the rows that differ (so a view keeps its scroll position)."""
        rows = state.history_in_notation()
        if state.game_name != self._game:
            self.beginResetModel()
            self._game, self._rows = state.game_name, rows
            self.endResetModel()
            return
        common = 0
        for old, new in zip(self._rows, rows, strict=False):
            if old != new:
                break
            common += 1
        if common < len(self._rows):
            self.beginRemoveRows(ROOT, common, len(self._rows) - 1)
            del self._rows[common:]
            self.endRemoveRows()
        if common < len(rows):
            self.beginInsertRows(ROOT, common, len(rows) - 1)
            self._rows.extend(rows[common:])
            self.endInsertRows()

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else 3

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        seat, text = self._rows[index.row()]
        if role == _DISPLAY:
            column = index.column()
            if column == NUMBER:
                return str(index.row() + 1)
            if column == PLAYER:
                return seat_name(self._game, seat)
            return text
        if role == HistoryRole.SEAT:
            return seat
        if role == HistoryRole.PLY:
            return index.row()
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != _DISPLAY:
            return None
        titles = (
            QCoreApplication.translate("MoveHistoryModel", "#"),
            QCoreApplication.translate("MoveHistoryModel", "Player"),
            QCoreApplication.translate("MoveHistoryModel", "Move"),
        )
        return titles[section] if 0 <= section < len(titles) else None
