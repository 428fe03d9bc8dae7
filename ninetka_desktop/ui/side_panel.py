"""The panel beside the board: players, what to do now, the computer's thinking indicator, the
section table and the move list."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..models import MoveHistoryModel, ScoreModel, ScoreRole
from ..models.score_model import SCORE_COLUMN
from .players_panel import PlayersPanel
from .theme import Palette


def tr(text: str) -> str:
    return QCoreApplication.translate("SidePanel", text)


class HolderDelegate(QStyledItemDelegate):
    """Tints a section's cell in the holder's colour, so the table reads like the board."""

    def __init__(self, palette: Palette, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.palette = palette

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        if index.data(ScoreRole.HOLDS):
            colour = QColor(self.palette.seats[index.row()])
            colour.setAlpha(110)
            painter.fillRect(option.rect, colour)
        super().paint(painter, option, index)


class SidePanel(QWidget):
    def __init__(
        self,
        palette: Palette,
        scores: ScoreModel,
        history: MoveHistoryModel,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.players = PlayersPanel(palette, self)
        self.instruction = QLabel(self)
        self.instruction.setWordWrap(True)
        self.instruction.setAccessibleName(tr("What to do now"))
        self.instruction.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        self.instruction.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.thinking = QProgressBar(self)
        self.thinking.setRange(0, 0)  # busy: the AI gives no progress figure
        self.thinking.setTextVisible(False)
        self.thinking.setMaximumHeight(6)
        self.thinking.setAccessibleName(tr("The computer is thinking"))
        self.thinking.setVisible(False)

        self.undo_button = QPushButton(tr("Undo"), self)
        self.redo_button = QPushButton(tr("Redo"), self)
        self.hint_button = QPushButton(tr("Hint"), self)
        buttons = QHBoxLayout()
        for button in (self.undo_button, self.redo_button, self.hint_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buttons.addWidget(button)

        self.sections = QTableView(self)
        self.sections.setModel(scores)
        self.sections.setItemDelegate(HolderDelegate(palette, self.sections))
        self.sections.setAccessibleName(tr("Counters per section"))
        self.sections.setToolTip(
            tr("Each player's counters in each section; a tinted cell is a section held")
        )
        self.sections.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sections.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.sections.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.sections.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sections.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sections.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.sections.horizontalHeader().setMinimumSectionSize(22)
        self.sections.horizontalHeader().setSectionResizeMode(
            SCORE_COLUMN, QHeaderView.ResizeMode.ResizeToContents
        )
        self.sections.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        scores.modelReset.connect(self._fit_sections)
        self._fit_sections()

        self.history = QTableView(self)
        self.history.setModel(history)
        self.history.setAccessibleName(tr("Moves played"))
        self.history.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.history.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.history.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.history.verticalHeader().setVisible(False)
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.history.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.history.setToolTip(tr("Click a move to see the board as it was after it"))
        history.rowsInserted.connect(lambda *_: self.history.scrollToBottom())

        self.viewing = QLabel(self)
        self.viewing.setWordWrap(True)
        self.back_button = QPushButton(tr("Back to the game"), self)
        for widget in (self.viewing, self.back_button):
            widget.setVisible(False)

        title = QLabel(tr("<b>Moves</b>"), self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.players)
        layout.addWidget(self.instruction)
        layout.addWidget(self.thinking)
        layout.addLayout(buttons)
        layout.addWidget(self.sections)
        layout.addWidget(title)
        layout.addWidget(self.history, 1)
        layout.addWidget(self.viewing)
        layout.addWidget(self.back_button)
        self.setMinimumWidth(300)

    def set_palette(self, palette: Palette) -> None:
        self.players.set_palette(palette)
        delegate = self.sections.itemDelegate()
        if isinstance(delegate, HolderDelegate):
            delegate.palette = palette
        self.sections.viewport().update()

    def _fit_sections(self) -> None:
        """Show every player's row without scrolling."""
        table = self.sections
        rows = table.model().rowCount()
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.verticalHeader().sectionSizeHint(r) for r in range(rows))
        table.setFixedHeight(height)

    def show_viewing(self, text: str | None) -> None:
        """Say that the board shows a past position (``text``), or hide the notice."""
        self.viewing.setText(text or "")
        self.viewing.setVisible(text is not None)
        self.back_button.setVisible(text is not None)
