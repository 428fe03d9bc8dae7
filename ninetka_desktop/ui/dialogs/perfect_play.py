"""``PerfectPlayDialog`` (Game ▸ Perfect Play Tables…): the larger endgame tables, what each set
gives and costs, and its build: progress, Build, Pause, Resume, Remove.

The builds themselves are the ``TablebaseKeeper``'s; the dialog only shows them and asks. Close
hides it: a build goes on, and the status bar keeps showing how far it is.
"""

from __future__ import annotations

import shutil
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.morris import perfect_play
from ...ai.morris.perfect_play import Cost, buildable_set
from ...ai.morris.tablebase import TableSet
from ...games.morris.rules import resolve_rules
from ...storage.file_lock import Refused
from ..morris.words import variant_title
from ..plain_text import PlainLabel, ask_yes_no, bold, inform
from ..table_census import TableCensus

if TYPE_CHECKING:
    from ..tablebase_keeper import Poll, TablebaseKeeper

#: The progress bar's steps.
STEPS = 1000


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("PerfectPlay", text, disambiguation, n)


def size_words(size: int) -> str:
    """``size`` bytes as a player reads them: "440 MB", "8.6 GB"."""
    locale = QLocale()
    if size >= 1_000_000_000:
        return tr("{n} GB").replace("{n}", locale.toString(size / 1e9, "f", 1))
    return tr("{n} MB").replace("{n}", locale.toString(max(1, round(size / 1e6))))


def time_words(seconds: float) -> str:
    """A build's time, rounded as an estimate: "about 40 minutes", "about 4 hours"."""
    if seconds < 3600 * 1.5:
        return tr("about %n minute(s)", None, max(1, round(seconds / 60)))
    return tr("about %n hour(s)", None, round(seconds / 3600))


def pair_words(pair: tuple[int, int]) -> str:
    """The pair a build works on: "8 men against 9", or the placing phase."""
    if pair == (0, 0):
        return tr("the placing phase")
    return tr("{a} men against {b}").replace("{a}", str(pair[0])).replace("{b}", str(pair[1]))


def build_fraction(poll: Poll) -> float:
    """How far a build is, 0 to 1: its tables done, and the share of the pair being built (the
    first look at every position is half of it, settling them by distance the other half)."""
    pair, done, total, scanned, settled, positions = poll[:6]
    if not total:
        return 0.0
    share = 0.0
    if pair is not None and positions and done < total:
        weight = 1 if pair[0] == pair[1] else 2
        if scanned < positions:
            phase = 0.5 * scanned / positions
        else:
            phase = 0.5 + 0.5 * min(settled / positions, 0.98)
        share = weight * phase
    return min(1.0, (done + share) / total)


class Choice:
    """One set offered: its radio button and the line under it saying what it costs."""

    def __init__(self, men: int, parent: QWidget) -> None:
        self.men = men
        self.button = QRadioButton(parent)
        self.details = PlainLabel("", parent)
        self.details.setWordWrap(True)
        # Under the button's text, not under its circle.
        self.details.setIndent(24)
        self.tables: TableSet | None = None
        self.cost: Cost | None = None


class PerfectPlayDialog(QDialog):
    """Game ▸ Perfect Play Tables…, for the game's rules the keeper offers."""

    def __init__(self, keeper: TablebaseKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self.setWindowTitle(tr("Perfect Play Tables"))
        self.setMinimumWidth(620)
        self._options: dict[str, Any] = {}
        self.intro = PlainLabel(
            tr(
                "Endgame tables hold the result of every position they cover: Expert and "
                "Master play those positions perfectly, and the analysis of them is exact. "
                "The tables up to five men a side come with the app; larger ones are built on "
                "this computer, in the background at low priority, while you play."
            )
        )
        self.intro.setWordWrap(True)
        self.rules_label = bold(PlainLabel())
        self.rules_label.setWordWrap(True)
        self.choices_box = QGroupBox(tr("Tables to build"))
        self._choices_grid = QGridLayout(self.choices_box)
        self._group = QButtonGroup(self)
        self._group.idToggled.connect(self._chosen)
        self.choices: list[Choice] = []
        self.memory_label = PlainLabel()
        self.memory_label.setWordWrap(True)

        self.progress_box = QGroupBox(tr("Progress"))
        self.status_label = PlainLabel()
        self.status_label.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setRange(0, STEPS)
        self.bar.setAccessibleName(tr("Progress of the build"))
        self.detail_label = PlainLabel()
        self.detail_label.setWordWrap(True)
        self.problem_label = PlainLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        progress = QVBoxLayout(self.progress_box)
        for widget in (self.status_label, self.bar, self.detail_label, self.problem_label):
            progress.addWidget(widget)

        self.build_button = QPushButton(tr("&Build"))
        self.pause_button = QPushButton(tr("&Pause"))
        self.resume_button = QPushButton(tr("&Resume"))
        self.remove_button = QPushButton(tr("Re&move"))
        self.close_button = QPushButton(tr("&Close"))
        self.build_button.clicked.connect(self.build)
        self.pause_button.clicked.connect(keeper.pause)
        self.resume_button.clicked.connect(self.resume)
        self.remove_button.clicked.connect(self.remove)
        self.close_button.clicked.connect(self.hide)
        buttons = QHBoxLayout()
        for button in (self.build_button, self.pause_button, self.resume_button):
            buttons.addWidget(button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        # Why Build or Remove cannot be used now; its line is kept when empty, so that the
        # buttons do not move under the pointer as a build starts.
        self.reason_label = PlainLabel()
        self.reason_label.setWordWrap(True)
        self.reason_label.setMinimumHeight(self.reason_label.fontMetrics().height())

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.rules_label)
        layout.addWidget(self.choices_box)
        layout.addWidget(self.memory_label)
        layout.addWidget(self.progress_box)
        layout.addWidget(self.reason_label)
        layout.addLayout(buttons)
        keeper.progressed.connect(self._progressed)
        keeper.changed.connect(self.refresh)
        # The files already built are checked off the window's thread; then shown.
        self.census = TableCensus(self)
        self.census.finished.connect(self.refresh)

    # --- what is shown ------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()

    def _fit(self) -> None:
        """At least as tall as its wrapped texts need at its width: a top-level window's
        layout sets its least size without them, so a text that grows would be cut."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        need = layout.totalHeightForWidth(self.width())
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)
        if self.height() < need:
            self.resize(self.width(), need)

    def refresh(self) -> None:
        """Everything again: the rules, the sets and their costs, the build's state."""
        options = self.keeper.offered_options()
        if options != self._options or not self.choices:
            self._set_rules(options)
        request = self.keeper.request
        if request is not None:
            self._select(request.men)
        dirs = self.keeper.table_dirs()
        unchecked = [
            choice for choice in self.choices
            if choice.tables is not None and not TableCensus.ready(choice.tables.names(), dirs)
        ]  # fmt: skip
        if unchecked:
            self.census.check([(c.tables.names(), dirs) for c in unchecked if c.tables])
        for choice in self.choices:
            if choice in unchecked:
                choice.cost = None
                choice.details.setText(tr("Looking at the tables already on disk…"))
            else:
                self._cost_choice(choice)
        self._show_state()

    def _set_rules(self, options: dict[str, Any]) -> None:
        self._options = options
        rules = resolve_rules(options)
        flying = tr("flying at three men") if rules.flying else tr("no flying")
        self.rules_label.setText(
            tr("For {game}, {rules}.")
            .replace("{game}", variant_title(rules.variant.key))
            .replace("{rules}", flying)
        )
        for choice in self.choices:
            self._group.removeButton(choice.button)
            choice.button.deleteLater()
            choice.details.deleteLater()
        self.choices = []
        offered = [m for m in self.keeper.men_choices if m <= rules.men] or [rules.men]
        for row, men in enumerate(offered):
            choice = Choice(men, self.choices_box)
            if men >= rules.men:
                choice.button.setText(
                    tr("The whole moving phase ({men} men a side)").replace("{men}", str(men))
                )
            else:
                choice.button.setText(tr("Up to {men} men a side").replace("{men}", str(men)))
            choice.tables = buildable_set(options, men)
            self._group.addButton(choice.button, men)
            self._choices_grid.addWidget(choice.button, 2 * row, 0)
            self._choices_grid.addWidget(choice.details, 2 * row + 1, 0)
            self.choices.append(choice)
        self.choices[0].button.setChecked(True)

    def _select(self, men: int) -> None:
        for choice in self.choices:
            if choice.men == men:
                choice.button.setChecked(True)

    def _cost_choice(self, choice: Choice) -> None:
        tables = choice.tables
        if tables is None:
            choice.details.setText(tr("These rules have no endgame tables."))
            choice.button.setEnabled(False)
            return
        missing = self.keeper.installed(tables).missing
        choice.cost = cost = perfect_play.cost(tables, missing)
        words: list[str] = []
        if choice.men >= resolve_rules(self._options).men:
            words.append(
                tr(
                    "Every position once the men are placed is played perfectly and the "
                    "analysis is exact."
                )
            )
        if cost.missing:
            words.append(
                tr("At most {size} on disk; {time} to build.")
                .replace("{size}", size_words(cost.positions))
                .replace("{time}", time_words(cost.seconds))
            )
            built = cost.tables - cost.missing
            if built:
                words.append(
                    tr("{done} of {total} tables are there already.")
                    .replace("{done}", str(built))
                    .replace("{total}", str(cost.tables))
                )
        else:
            words.append(tr("Installed: Expert and Master play these positions perfectly."))
        choice.details.setText(" ".join(words))

    def chosen(self) -> Choice | None:
        return next((c for c in self.choices if c.button.isChecked()), None)

    def _chosen(self, _men: int, checked: bool) -> None:
        if checked:
            self._show_state()

    def _memory_words(self, choice: Choice | None) -> str:
        if choice is None or choice.cost is None or not choice.cost.missing:
            return ""
        need = choice.cost.memory
        text = tr("Building needs up to about {memory} of memory.").replace(
            "{memory}", size_words(need)
        )
        have = perfect_play.machine_memory()
        if have is not None and have < need:
            text += " " + tr(
                "This computer has {memory}, which may not be enough: the build may fail or "
                "slow everything down."
            ).replace("{memory}", size_words(have))
        elif have is not None:
            text += " " + tr("This computer has {memory}.").replace("{memory}", size_words(have))
        free = _free_space(self.keeper)
        if free is not None and free < choice.cost.positions:
            text += " " + tr(
                "The disk of your data folder has only {size} free: the build stops when it is "
                "full, its work kept."
            ).replace("{size}", size_words(free))
        return text

    def _show_state(self) -> None:
        keeper = self.keeper
        choice = self.chosen()
        self.memory_label.setText(self._memory_words(choice))
        self.memory_label.setVisible(bool(self.memory_label.text()))
        request = keeper.request
        ours = keeper.perfect is not None
        other = keeper.building and not ours
        for each in self.choices:
            each.button.setEnabled(not keeper.building and each.tables is not None)
        cost = choice.cost if choice is not None else None
        self.build_button.setEnabled(not keeper.building and cost is not None and cost.missing > 0)
        self.pause_button.setEnabled(ours and not keeper.pausing)
        self.resume_button.setEnabled(not keeper.building and request is not None)
        removable = [] if choice is None or choice.tables is None else (
            keeper.removable(choice.tables)
        )
        self.remove_button.setEnabled(not keeper.building and bool(removable))
        if keeper.building:
            reason = tr("Tables cannot be removed while a build runs.")
            if other:
                reason = tr(
                    "Other endgame tables are being built for a game; Build waits until they "
                    "are ready."
                ) + " " + reason
        else:
            reason = ""
        self.reason_label.setText(reason)
        self.remove_button.setToolTip(reason if keeper.building else "")
        self.problem_label.setText(keeper.problem)
        self.problem_label.setVisible(bool(keeper.problem))
        if ours and keeper.last_poll is not None:
            self._progressed(keeper.last_poll)
            return
        if ours:
            self.status_label.setText(tr("Starting the build…"))
            self.detail_label.setText("")
            self.bar.setValue(0)
            self._fit()
            return
        done, total = (0, 0) if cost is None else (cost.tables - cost.missing, cost.tables)
        self.bar.setValue(round(STEPS * done / total) if total else 0)
        self.detail_label.setText(
            tr("{done} of {total} tables built.")
            .replace("{done}", str(done))
            .replace("{total}", str(total))
        )
        asked = request is not None and choice is not None and request.men == choice.men
        if choice is not None and choice.tables is not None and cost is None:
            text = tr("Looking at the tables already on disk…")
            self.detail_label.setText("")
        elif asked and request is not None and request.paused:
            text = tr("Paused. Resume goes on from the work saved.")
        elif asked:
            text = tr("Not building now. Resume goes on from the work saved.")
        elif cost is not None and not cost.missing:
            text = tr("These tables are installed.")
        else:
            text = tr("Not built yet.")
        self.status_label.setText(text)
        self._fit()

    def _progressed(self, poll: Poll) -> None:
        """A look at the build running (the keeper's, once a second)."""
        if self.keeper.perfect is None:
            return
        pair, done, total, scanned, _, positions, distance = poll[:7]
        self.bar.setValue(round(STEPS * build_fraction(poll)))
        if self.keeper.pausing:
            status = tr("Pausing: the work is being saved…")
        elif pair is None:
            status = tr("Starting the build…")
        elif self.keeper.resumed:
            status = tr("Building {pair}, resumed from the work saved.")
        else:
            status = tr("Building {pair}.")
        self.status_label.setText(status.replace("{pair}", pair_words(pair or (0, 0))))
        if pair is not None and positions and scanned < positions:
            detail = tr("{done} of {total} tables built; first look at this pair: {percent}%")
            detail = detail.replace("{percent}", str(100 * scanned // positions))
        else:
            detail = tr("{done} of {total} tables built; solving this pair, distance {distance}")
            detail = detail.replace("{distance}", str(distance))
        detail = detail.replace("{done}", str(done)).replace("{total}", str(total))
        self.detail_label.setText(detail)
        self._fit()

    # --- what the buttons do ------------------------------------------------------------------

    def build(self) -> None:
        choice = self.chosen()
        if choice is None:
            return
        self._said(self.keeper.start_perfect(self._options, choice.men))

    def resume(self) -> None:
        self._said(self.keeper.resume())

    def _said(self, refused: Refused | None) -> None:
        """A build started, or the plain reason it did not."""
        if refused is None:
            return
        title = tr("Perfect Play Tables")
        if refused.busy:
            inform(
                self,
                title,
                tr("Another window of Ninetka Desktop is building endgame tables; nothing was "
                   "started."),
            )
        else:
            text = tr("The tables' folder cannot be written ({reason}); nothing was built.")
            inform(self, title, text.replace("{reason}", refused.reason))
        self.refresh()

    def remove(self) -> None:
        choice = self.chosen()
        if choice is None or choice.tables is None:
            return
        found = self.keeper.removable(choice.tables)
        size = size_words(perfect_play.size_of(found))
        kept = str(self.keeper.kept_men)
        question = (
            tr(
                "Remove the endgame tables of this set with more than {kept} men on a side, and "
                "the work saved of its build? This frees {size} in your data folder. The tables "
                "up to {kept} men a side stay."
            )
            .replace("{kept}", kept)
            .replace("{size}", size)
        )
        title = tr("Remove Tables")
        if not ask_yes_no(self, title, question, default_yes=False):
            return
        refused = self.keeper.remove(choice.tables)
        if refused is not None and refused.busy:
            inform(self, title, tr("Endgame tables are being built; nothing was removed."))
        elif refused is not None:
            text = tr("Some tables could not be removed ({reason}).")
            inform(self, title, text.replace("{reason}", refused.reason))
        self.refresh()


def _free_space(keeper: TablebaseKeeper) -> int | None:
    """Free bytes on the disk of the build's folder (or the nearest folder above it)."""
    folder = keeper.folder()
    for place in (folder, *folder.parents):
        if place.is_dir():
            try:
                return shutil.disk_usage(place).free
            except OSError:
                return None
    return None


__all__ = ["PerfectPlayDialog", "build_fraction", "pair_words", "size_words", "time_words"]
