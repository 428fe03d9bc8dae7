"""``MoveHistoryModel``: the moves played so far, one row each: number, player, move.

Kept in step incrementally: a sync compares the state's moves with the ones the rows were
written for, removes the rows of moves taken back and appends rows for the moves pushed, and
writes only those (so a view keeps its scroll position, and nothing is replayed).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QObject, Qt

from ..games import GameState
from .grid_model import ROOT, AnyIndex
from .roles import HistoryRole, seat_name

NUMBER, PLAYER, MOVE = range(3)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)


class MoveHistoryModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = "9tka"
        self._rows: list[tuple[int, str]] = []
        #: The move each row was written for, and the game's options: in one game the same
        #: moves from the start were played by the same seats, so only the moves are compared.
        self._moves: list[Any] = []
        self._options: dict[str, Any] | None = None
        #: The game review's marks and notes by row (``set_review``).
        self._marks: dict[int, str] = {}
        self._notes: dict[int, str] = {}

    def set_review(self, marks: dict[int, str], notes: dict[int, str]) -> None:
        """Show the review's ``marks`` after the moves and its ``notes`` as their tooltips,
        by row; rows not named lose theirs."""
        if marks == self._marks and notes == self._notes:
            return
        self._marks, self._notes = dict(marks), dict(notes)
        if self._rows:
            last = len(self._rows) - 1
            self.dataChanged.emit(self.index(0, MOVE), self.index(last, MOVE))

    def marks(self) -> dict[int, str]:
        return dict(self._marks)

    def sync(self, state: GameState[Any]) -> None:
        """Match the rows to ``state``'s history: keep the rows of the moves both share from
        the start, remove the rest, and append rows for the state's moves after them."""
        moves = list(state.move_stack)
        options = state.options()
        if state.game_name != self._game:
            self.beginResetModel()
            self._marks, self._notes = {}, {}
            self._game, self._options, self._moves = state.game_name, options, moves
            self._rows = state.history_in_notation()
            self.endResetModel()
            return
        if options != self._options:
            # Another game (new or opened): the same moves may have other players, so the
            # rows themselves are compared.
            self._options = options
            self._keep_common(state.history_in_notation(), moves)
            return
        common = 0
        for old, new in zip(self._moves, moves, strict=False):
            if old != new:
                break
            common += 1
        self._replace_from(common, state.history_in_notation(common), moves)

    def _keep_common(self, rows: list[tuple[int, str]], moves: list[Any]) -> None:
        common = 0
        for old, new in zip(self._rows, rows, strict=False):
            if old != new:
                break
            common += 1
        self._replace_from(common, rows[common:], moves)
        self._moves = moves

    def _replace_from(self, common: int, rows: list[tuple[int, str]], moves: list[Any]) -> None:
        """Remove the rows from ``common`` on and append ``rows`` for ``moves[common:]``."""
        if common < len(self._rows):
            self._marks = {r: m for r, m in self._marks.items() if r < common}
            self._notes = {r: n for r, n in self._notes.items() if r < common}
            self.beginRemoveRows(ROOT, common, len(self._rows) - 1)
            del self._rows[common:]
            del self._moves[common:]
            self.endRemoveRows()
        if common < len(moves):
            self.beginInsertRows(ROOT, common, len(moves) - 1)
            self._rows.extend(rows)
            self._moves.extend(moves[common:])
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
            return text + self._marks.get(index.row(), "")
        if role == _TOOLTIP and index.column() == MOVE:
            return self._notes.get(index.row())
        if role == HistoryRole.MARK:
            return self._marks.get(index.row(), "")
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
