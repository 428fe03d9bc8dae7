"""The panel beside the board: players, what to do now, the computer's thinking indicator, the
buttons, the section table, and below them the move list with View ▸ Analysis and the
evaluation graph on tabs beside it.

Nothing in it moves while a game is played: the last move keeps its line when hidden, the
computer's thinking bar lies in the margin of the thinking player's row, and the status keeps
room for three lines. The players, the section table, the status and the last move describe the
position shown, wherever it is in the game's move tree. Anywhere but the game's end the board
is a study board: the status says so on a tinted ground ("Study", "Earlier position") and
Back to the game takes the buttons row; the comment on the position shown is written under the
move list.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..models import NinetkaScoreModel
from ..models.move_tree_model import MoveTreeModel
from ..models.plain_tooltip import plain_tooltip
from .evaluation_graph import EvaluationGraph
from .live_label import LiveLabel
from .look.theme import Palette
from .move_list import MoveList
from .plain_text import PlainLabel
from .players_panel import PlayersPanel
from .section_table import SectionTable
from .thinking_strip import ThinkingStrip


def tr(text: str) -> str:
    return QCoreApplication.translate("SidePanel", text)


MIN_WIDTH = 300
#: Lines of room the status keeps, whatever it says.
STATUS_LINES = 3


def keep_room_when_hidden(*widgets: QWidget) -> None:
    """A hidden ``widget`` keeps its place in the layout, so nothing below it moves."""
    for widget in widgets:
        policy = widget.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        widget.setSizePolicy(policy)


class SidePanel(QWidget):
    def __init__(
        self,
        palette: Palette,
        scores: NinetkaScoreModel,
        moves: MoveTreeModel,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.players = PlayersPanel(palette, self)
        # Both lines are spoken by screen readers when they change: whose turn, what was played.
        self.instruction = LiveLabel(tr("What to do now"), self)
        self.instruction.setMinimumHeight(self.fontMetrics().lineSpacing() * STATUS_LINES)
        self.instruction.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.instruction.setBackgroundRole(QPalette.ColorRole.Window)
        self._tint_status()
        self.last_move = LiveLabel(tr("Last move"), self)
        self.last_move.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.last_move.setVisible(False)
        self.thinking = ThinkingStrip(self.players)
        self.thinking.setAccessibleName(tr("The computer is thinking"))
        self.thinking.setVisible(False)
        keep_room_when_hidden(self.last_move)
        #: The game's status (whose turn, what to do), and the study board's line before it.
        self._status = ""
        self._mode: str | None = None
        self._analysis: QWidget | None = None

        self.undo_button = QPushButton(tr("Undo"), self)
        self.redo_button = QPushButton(tr("Redo"), self)
        self.hint_button = QPushButton(tr("Hint"), self)
        self.back_button = QPushButton(tr("Back to the game"), self)
        self.better_button = QPushButton(tr("Show the Better Move"), self)
        self.better_button.setVisible(False)
        # While a past position is shown, its buttons take the game's place in the same row.
        self.buttons = QStackedWidget(self)
        for row in (
            (self.undo_button, self.redo_button, self.hint_button),
            (self.back_button, self.better_button),
        ):
            page = QWidget(self.buttons)
            line = QHBoxLayout(page)
            line.setContentsMargins(0, 0, 0, 0)
            for button in row:
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
                line.addWidget(button)
            self.buttons.addWidget(page)

        self.sections = SectionTable(palette, scores, self)
        #: The move list, and under it the comment on the position shown.
        self.moves_page = QWidget(self)
        self.history = MoveList(moves, self.moves_page)
        self.comment = PlainLabel("", self.moves_page)
        self.comment.setWordWrap(True)
        self.comment.setAccessibleName(tr("Comment"))
        self.comment.setVisible(False)
        column = QVBoxLayout(self.moves_page)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.history, 1)
        column.addWidget(self.comment)

        # The game review (ui/game_review.py): the evaluation graph and the players' summary,
        # on a page of their own while the review or the analysis is on.
        self.evaluation = QWidget(self)
        self.graph = EvaluationGraph(palette, self.evaluation)
        self.review_summary = PlainLabel(parent=self.evaluation)  # a short line a player
        self.review_summary.setVisible(False)
        column = QVBoxLayout(self.evaluation)
        column.setContentsMargins(0, 6, 0, 0)
        column.addWidget(self.graph, 1)
        column.addWidget(self.review_summary)

        #: The move list; View ▸ Analysis and the evaluation on tabs beside it while they are on.
        self.pages = QTabWidget(self)
        self.pages.setDocumentMode(True)
        self.pages.addTab(self.moves_page, tr("Moves"))
        #: The pages that come and go, in their order after the moves, with their titles.
        self._extra_pages: list[tuple[QWidget, str]] = [(self.evaluation, tr("Evaluation"))]
        self.evaluation.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.players)
        layout.addWidget(self.instruction)
        layout.addWidget(self.last_move)
        layout.addWidget(self.buttons)
        layout.addWidget(self.sections)
        layout.addWidget(self.pages, 1)

    def minimumSizeHint(self) -> QSize:
        # The layout's own minimum (every text it holds), and never narrower than MIN_WIDTH.
        return super().minimumSizeHint().expandedTo(QSize(MIN_WIDTH, 0))

    def set_palette(self, palette: Palette) -> None:
        self._tint_status()
        self.players.set_palette(palette)
        self.graph.set_palette(palette)
        self.sections.set_palette(palette)

    # --- the status ------------------------------------------------------------------------------

    def set_status(self, text: str) -> None:
        """What to do now in the position shown."""
        self._status = text
        self._show_status()

    def status(self) -> str:
        return self._status

    def show_mode(self, line: str | None, away: bool) -> None:
        """The study board's line before the status (None: the game is played as set up),
        and whether the board is away from the game's end (Back to the game takes the buttons'
        row)."""
        self._mode = line
        self.buttons.setCurrentIndex(1 if away else 0)
        self.instruction.setAutoFillBackground(line is not None)
        self._show_status()

    def mode(self) -> str | None:
        return self._mode

    def is_viewing(self) -> bool:
        """Whether the board is away from the game's end (Back to the game is offered)."""
        return self.buttons.currentIndex() == 1

    def _show_status(self) -> None:
        mode = self._mode
        self.instruction.setText(self._status if mode is None else f"{mode}\n{self._status}")

    def show_last_move(self, text: str) -> None:
        """The last move of the position shown as a sentence; hidden before the first move,
        its room stays."""
        self.last_move.setText(text)
        self.last_move.setVisible(bool(text))

    def show_comment(self, text: str) -> None:
        """The comment on the position shown (plain text; hidden when there is none)."""
        self.comment.setText(text)
        self.comment.setToolTip(plain_tooltip(text))
        self.comment.setVisible(bool(text))

    # --- the analysis tab ------------------------------------------------------------------------

    def set_analysis(self, panel: QWidget, title: str) -> None:
        """``panel`` is View ▸ Analysis: it gets a tab beside the moves while it is on."""
        self._analysis = panel
        self._extra_pages.insert(0, (panel, title))
        panel.setParent(self)
        panel.hide()

    def show_analysis(self, on: bool) -> None:
        if self._analysis is not None:
            self._show_page(self._analysis, on, select=on)

    def show_evaluation(self, on: bool, select: bool = False) -> None:
        """The evaluation graph and the review's summary on their tab (in front: ``select``)."""
        self._show_page(self.evaluation, on, select)

    def _show_page(self, page: QWidget, on: bool, select: bool) -> None:
        index = self.pages.indexOf(page)
        if on and index < 0:
            order = [p for p, _title in self._extra_pages]
            before = order[: order.index(page)]
            index = 1 + sum(self.pages.indexOf(p) >= 0 for p in before)
            title = dict(self._extra_pages)[page]
            self.pages.insertTab(index, page, title)
        elif not on and index >= 0:
            self.pages.removeTab(index)
            page.hide()
        if on and select:
            self.pages.setCurrentWidget(page)

    def _tint_status(self) -> None:
        """The study board's status on a ground tinted towards the highlight, its text as
        readable as on the window."""
        palette = self.instruction.palette()
        window = self.palette().color(QPalette.ColorRole.Window)
        highlight = self.palette().color(QPalette.ColorRole.Highlight)
        tint = QColor(
            round(0.85 * window.red() + 0.15 * highlight.red()),
            round(0.85 * window.green() + 0.15 * highlight.green()),
            round(0.85 * window.blue() + 0.15 * highlight.blue()),
        )
        palette.setColor(QPalette.ColorRole.Window, tint)
        self.instruction.setPalette(palette)
