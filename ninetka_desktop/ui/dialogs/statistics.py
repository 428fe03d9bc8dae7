"""``StatisticsDialog`` (Game ▸ Statistics…): each game's tallies, the rating and its history."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...models.statistics_table import StatisticsTableModel
from ...statistics.ledger import Ledger
from ...statistics.level_ratings import LEVEL_RATINGS
from ...storage.statistics_file import load_statistics, reset_statistics
from ..games import GAMES
from ..plain_text import PlainLabel, ask_yes_no, bold, warn
from ..rating_plot import RatingPlot
from ..whole_text import table_width


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("Statistics", text, disambiguation, n)


class GamePage(QWidget):
    """One game's tab: the rating, its plot, the table of tallies."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.rating_label = bold(PlainLabel())
        self.rating_label.setWordWrap(True)
        self.scale_label = PlainLabel()
        self.scale_label.setWordWrap(True)
        self.plot = RatingPlot(game, self)
        self.model = StatisticsTableModel(game, self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The opponent's name takes the room left over, the counts keep to their width.
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName(tr("Games by rules and opponent"))
        self.empty_label = PlainLabel(
            tr("No games counted yet: finish a game against the computer or a friend.")
        )
        self.empty_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.rating_label)
        layout.addWidget(self.scale_label)
        layout.addWidget(self.plot)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.table, 1)

    def show_ledger(self, ledger: Ledger) -> None:
        rating = ledger.rating(self.game)
        if rating.games:
            self.rating_label.setText(
                tr("Your rating: {rating} after %n rated games", "", rating.games).format(
                    rating=round(rating.value)
                )
            )
        else:
            self.rating_label.setText(
                tr("Your rating: {rating} (not yet rated: play against the computer)").format(
                    rating=round(rating.value)
                )
            )
        levels = LEVEL_RATINGS[self.game]
        self.scale_label.setText(
            tr("On the same scale, the computer levels (L1-L6): {ratings}.").format(
                ratings=", ".join(str(value) for value in levels)
            )
        )
        self.plot.set_history(rating.history)
        self.model.set_ledger(ledger)
        self.table.setMinimumWidth(table_width(self.table))  # every column whole
        empty = self.model.rowCount() == 0
        self.empty_label.setVisible(empty)
        self.table.setVisible(not empty)


class StatisticsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, problem: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        self.tabs = QTabWidget(self)
        self.pages = {key: GamePage(key, self) for key in GAMES}
        for key, page in self.pages.items():
            self.tabs.addTab(page, GAMES[key].title())
        self.problem_label = PlainLabel()
        self.problem_label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = buttons.addButton(
            tr("&Reset Statistics…"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.reset_button.clicked.connect(self.reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.problem_label)
        layout.addWidget(buttons)
        self.resize(840, 640)
        self.reload(problem)

    def reload(self, problem: str | None = None) -> None:
        """Read the file again and show it; ``problem`` is a message to repeat."""
        ledger, read_problem = load_statistics()
        problem = read_problem or problem
        self.problem_label.setText(problem or "")
        self.problem_label.setVisible(bool(problem))
        for page in self.pages.values():
            page.show_ledger(ledger)
        self.reset_button.setEnabled(not ledger.is_empty())

    def reset(self) -> None:
        """Forget everything, after asking."""
        if not ask_yes_no(
            self,
            tr("Reset Statistics"),
            tr(
                "Forget every game counted and every rating? The ratings start again at "
                "Beginner's. This cannot be undone."
            ),
            default_yes=False,
        ):
            return
        try:
            reset_statistics()
        except OSError as exc:
            warn(
                self,
                tr("Reset Statistics"),
                tr("The statistics could not be reset: {error}").format(error=exc.strerror or exc),
            )
            return
        self.reload()

    def select_game(self, game: str) -> None:
        self.tabs.setCurrentWidget(self.pages[game])
