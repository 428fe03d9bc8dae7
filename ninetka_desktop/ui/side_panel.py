"""The panel beside the board: players, what to do now, the computer's thinking indicator, the
section table and the move list."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..models import MoveHistoryModel, NinetkaScoreModel, ScoreRole
from ..models.history_model import MOVE, PLAYER
from ..models.ninetka.scores import SCORE_COLUMN
from .evaluation_graph import EvaluationGraph
from .live_label import LiveLabel
from .look.theme import Palette
from .move_words import last_move_sentence
from .plain_text import PlainLabel, bold
from .players_panel import PlayersPanel


def tr(text: str) -> str:
    return QCoreApplication.translate("SidePanel", text)


MIN_WIDTH = 300


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
        scores: NinetkaScoreModel,
        history: MoveHistoryModel,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.players = PlayersPanel(palette, self)
        # Both lines are spoken by screen readers when they change: whose turn, what was played.
        self.instruction = LiveLabel(tr("What to do now"), self)
        self.instruction.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        self.instruction.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.last_move = LiveLabel(tr("Last move"), self)
        self.last_move.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.last_move.setVisible(False)
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
        for changed in (history.rowsInserted, history.rowsRemoved, history.modelReset):
            changed.connect(self._show_last_move)

        # The game review (ui/game_review.py): the evaluation graph, the players' summary and
        # the better move of a marked one; shown while the review or the analysis is on.
        self.graph = EvaluationGraph(palette, self)
        self.review_summary = PlainLabel(parent=self)
        self.review_summary.setWordWrap(True)
        self.viewing = PlainLabel(parent=self)
        self.viewing.setWordWrap(True)
        self.back_button = QPushButton(tr("Back to the game"), self)
        self.better_button = QPushButton(tr("Show the Better Move"), self)
        for widget in (self.graph, self.review_summary, self.viewing, self.back_button,
                       self.better_button):
            widget.setVisible(False)

        title = bold(PlainLabel(tr("Moves"), self))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.players)
        layout.addWidget(self.instruction)
        layout.addWidget(self.last_move)
        layout.addWidget(self.thinking)
        layout.addLayout(buttons)
        layout.addWidget(self.sections)
        layout.addWidget(title)
        layout.addWidget(self.history, 1)
        layout.addWidget(self.graph)
        layout.addWidget(self.review_summary)
        layout.addWidget(self.viewing)
        layout.addWidget(self.better_button)
        layout.addWidget(self.back_button)
        self.setMinimumWidth(MIN_WIDTH)

    def set_palette(self, palette: Palette) -> None:
        self.players.set_palette(palette)
        self.graph.set_palette(palette)
        delegate = self.sections.itemDelegate()
        if isinstance(delegate, HolderDelegate):
            delegate.palette = palette
        self.sections.viewport().update()

    def _fit_sections(self) -> None:
        """Show every player's row and every column without scrolling."""
        table = self.sections
        rows = table.model().rowCount()
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.verticalHeader().sectionSizeHint(r) for r in range(rows))
        table.setFixedHeight(height)
        # Colour names and headings can be longer in other languages than in English: ask for
        # the width every column needs, so the panel widens rather than cut the last columns.
        header = table.horizontalHeader()
        width = table.verticalHeader().sizeHint().width() + 2 * table.frameWidth()
        width += sum(
            max(header.sectionSizeHint(c), table.sizeHintForColumn(c), header.minimumSectionSize())
            for c in range(table.model().columnCount())
        )
        table.setMinimumWidth(width)
        # The splitter heeds the panel's own minimum, not its layout's.
        layout = self.layout()
        margins = layout.contentsMargins().left() * 2 if layout is not None else 16
        self.setMinimumWidth(max(MIN_WIDTH, width + margins))

    def _show_last_move(self) -> None:
        """The history model's last row as a sentence (hidden before the first move)."""
        model = self.history.model()
        row = model.rowCount() - 1
        text = ""
        if row >= 0:
            player = str(model.index(row, PLAYER).data())
            text = last_move_sentence(player, str(model.index(row, MOVE).data()))
        self.last_move.setText(text)
        self.last_move.setVisible(bool(text))

    def show_viewing(self, text: str | None) -> None:
        """Say that the board shows a past position (``text``), or hide the notice."""
        self.viewing.setText(text or "")
        self.viewing.setVisible(text is not None)
        self.back_button.setVisible(text is not None)
