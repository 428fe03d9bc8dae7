"""``MoveList``: the moves played, a line each (number, player, move), beside the board.

The number and player columns are as wide as their widest text and widen as rows come (Qt's own
fit to contents looks only at the rows in view when it is made, and cut "Orange" to "Ora…" in a
list that had shown only Yellow and Blue); the move takes the rest. A click on a move shows the
board as it was after it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from ..models import MoveHistoryModel
from ..models.history_model import MOVE, NUMBER, PLAYER
from .move_words import last_move_sentence
from .whole_text import cells_width


def tr(text: str) -> str:
    return QCoreApplication.translate("SidePanel", text)


class MoveList(QTableView):
    def __init__(self, history: MoveHistoryModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(history)
        self.setAccessibleName(tr("Moves played"))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        # A line of text a move, and room for two at the least.
        row_height = self.fontMetrics().height() + 6
        self.verticalHeader().setDefaultSectionSize(row_height)
        self.setMinimumHeight(
            self.horizontalHeader().sizeHint().height() + 2 * row_height + 2 * self.frameWidth()
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(NUMBER, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(PLAYER, QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(True)
        self.setToolTip(tr("Click a move to see the board as it was after it"))
        history.rowsInserted.connect(lambda *_: self.scrollToBottom())
        history.rowsInserted.connect(lambda _parent, first, last: self._widen(first, last))
        history.modelReset.connect(self._fit)
        self._fit()

    def sentence(self, plies: int) -> str:
        """The move ``plies`` moves into the game as a sentence ("" before the first)."""
        model = self.model()
        row = min(plies, model.rowCount()) - 1
        if row < 0:
            return ""
        player = str(model.index(row, PLAYER).data())
        return last_move_sentence(player, str(model.index(row, MOVE).data()))

    def _fit(self) -> None:
        """The number and player columns as wide as their headings, then their rows."""
        header = self.horizontalHeader()
        for column in (NUMBER, PLAYER):
            header.resizeSection(column, header.sectionSizeHint(column))
        self._widen(0, self.model().rowCount() - 1)

    def _widen(self, first: int, last: int) -> None:
        """Widen the number and player columns for rows ``first`` to ``last`` (cheap: a move
        adds one row)."""
        header = self.horizontalHeader()
        grid = 1 if self.showGrid() else 0  # a cell is its column less the grid line
        for column in (NUMBER, PLAYER):
            needed = grid + cells_width(self, column, range(first, last + 1))
            if needed > header.sectionSize(column):
                header.resizeSection(column, needed)


__all__ = ["MoveList"]
