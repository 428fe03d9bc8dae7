"""Building the missing Morris endgame tables in the background, on first use or on request.

The installers ship the tables of Nine Men's Morris's default rules (flying on) up to five men
a side, and the whole of Three and Six Men's Morris. When a game of the family against a level
that plays from the tables starts under rules whose tables are missing (another game, flying
off), the window builds them into the user's data folder on a thread of the native core (one
core, without the interpreter lock): play goes on, the status bar says when they are ready, and
the computer uses them from its next move on. Game ▸ Build Larger Endgame Tables builds, on the
player's request, every table up to six men a side for the rules of the game shown: some
hundreds of megabytes and minutes, so the player is told before and chooses. One build at a
time, and one process at a time (a lock file in the tables' folder, ``storage.file_lock``); the
status bar shows how far it is.

A table counts as installed only when a folder holds it whole (header, size and checksum:
``ai.morris.table_files``): a damaged one, which the engine would refuse on every start, is
built again, and the status bar says so.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from ..ai.levels import morris_level
from ..ai.morris import tablebase
from ..ai.morris.table_files import Installed
from ..ai.morris.tablebase import FULL_SET_MEN, TableSet, user_tablebase_dir
from ..controllers.match import Match
from ..games.registry import game_info
from ..storage.file_lock import HeldLock, Refused, describe, take_lock
from .plain_text import ask_yes_no, inform

#: Tests and still pictures switch the first-use builds off.
BACKGROUND_BUILDS = True
#: The larger set a player may ask for: every balance up to this many men a side.
LARGER_SET_MEN = 6
#: Its size on disk in megabytes, by rules (flying on, off), as measured in docs/STRENGTH.md.
LARGER_SET_MB = {True: 290, False: 440}
#: The build's peak memory in gigabytes, by rules (measured: 1,089 and 2,080 MiB).
LARGER_SET_BUILD_GB = {True: 1.1, False: 2.1}


def tr(text: str) -> str:
    return QCoreApplication.translate("Tablebases", text)


#: The longest count of moves without a removal tables are built for (distances are stored up
#: to 127 plies).
MAX_TABLE_LIMIT = 126


def wants_tables(match: Match) -> TableSet | None:
    """The set of tables ``match``'s computer seats read, when it is a Morris game with a seat
    at a level that plays from the tables, under a count the tables can be built for; else
    None."""
    setup = match.setup
    if not is_table_game(match):
        return None
    game = setup.options.get("variant", "nine")
    strong = [
        s for s in setup.seats if s.kind == "computer" and morris_level(game, s.level or 1).tables
    ]
    return tablebase.full_set_for(setup.options, FULL_SET_MEN) if strong else None


def is_table_game(match: Match | None) -> bool:
    """A Morris game under a count the tables can be built for."""
    if match is None:
        return False
    limit = match.setup.options.get("no_removal_limit", 100)
    tables = game_info(match.setup.game).endgame_tables
    return tables and isinstance(limit, int) and limit <= MAX_TABLE_LIMIT


def larger_set(match: Match | None) -> TableSet:
    """The larger set for ``match``'s rules when it is a table game, else for Nine Men's
    Morris's default rules."""
    options = match.setup.options if match is not None and is_table_game(match) else {}
    return tablebase.full_set_for(options, LARGER_SET_MEN)


def building_message(installed: Installed, usual: str) -> str:
    """The status bar's message as a build starts: ``usual``, or one naming the damaged table
    files the build makes again."""
    if not installed.damaged:
        return usual
    names = ", ".join(d.path.name for d in installed.damaged[:3])
    if len(installed.damaged) > 3:
        names += ", …"
    text = tr(
        "Damaged endgame tables ({names}) are being built again in the background; play "
        "goes on."
    )
    return text.replace("{names}", names)


class TablebaseKeeper(QObject):
    """The builds, given what they need of the window rather than the window.

    ``parent`` is the widget the action and the questions belong to; ``status_bar`` the bar
    that says how a build goes (its progress beside the messages); ``match_shown()`` is
    asked when the larger set is offered (the match of the game shown, whose rules it is
    for)."""

    def __init__(
        self,
        parent: QWidget,
        *,
        status_bar: QStatusBar,
        match_shown: Callable[[], Match | None],
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._status_bar = status_bar
        self._match_shown = match_shown
        self._build: tablebase.TableBuild | None = None
        self._lock: HeldLock | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._poll)
        #: Game ▸ Build Larger Endgame Tables (disabled while a build runs).
        self.action = QAction(tr("Build &Larger Endgame Tables…"), parent)
        self.action.triggered.connect(self.offer_larger_set)
        # How far a build is, beside the status bar's messages (hidden between builds).
        self.progress_label = QLabel(parent)
        self.progress_label.hide()
        status_bar.addPermanentWidget(self.progress_label)

    @property
    def building(self) -> bool:
        return self._build is not None

    def consider(self, match: Match) -> None:
        """Start building the tables ``match`` would use, when some are missing."""
        wanted = wants_tables(match)
        if wanted is None or self._build is not None or not BACKGROUND_BUILDS:
            return
        installed = tablebase.installed_tables(wanted)
        if not installed.missing:
            return
        if self._start(wanted) is None:
            usual = tr("Building the endgame tables in the background; play goes on.")
            self._status_bar.showMessage(building_message(installed, usual), 8000)

    def offer_larger_set(self) -> None:
        """Game ▸ Build Larger Endgame Tables: say what it costs, and build on a yes."""
        title = tr("Larger Endgame Tables")
        if self._build is not None:
            inform(self._parent, title, tr("Endgame tables are being built already."))
            return
        larger = larger_set(self._match_shown())
        flying = larger.flying
        rules = tr("flying at three men") if flying else tr("no flying")
        installed = tablebase.installed_tables(larger)
        if not installed.missing:
            text = tr("The endgame tables up to {men} men a side ({rules}) are installed already.")
            inform(
                self._parent,
                title,
                text.replace("{men}", str(LARGER_SET_MEN)).replace("{rules}", rules),
            )
            return
        text = tr(
            "Build the endgame tables up to {men} men a side ({rules})? Expert and Master will "
            "then play every position of the moving phase with up to {men} men a side perfectly."
            "\n\nThey take about {size} MB in your data folder. Building them takes some ten "
            "minutes of one processor core and up to {memory} GB of memory; play goes on "
            "meanwhile."
        )
        text = (
            text.replace("{men}", str(LARGER_SET_MEN))
            .replace("{rules}", rules)
            .replace("{size}", str(LARGER_SET_MB[flying]))
            .replace("{memory}", QLocale().toString(LARGER_SET_BUILD_GB[flying], "f", 1))
        )
        if not ask_yes_no(self._parent, title, text):
            return
        refused = self._start(larger)
        if refused is None:
            usual = tr("Building the larger endgame tables in the background; play goes on.")
            self._status_bar.showMessage(building_message(installed, usual), 8000)
        elif refused.busy:
            inform(
                self._parent,
                title,
                tr("Another window of Ninetka Desktop is building endgame tables; nothing "
                   "was started."),
            )
        else:
            text = tr("The tables' folder cannot be written ({reason}); nothing was built.")
            inform(self._parent, title, text.replace("{reason}", refused.reason))

    def _start(self, tables: TableSet) -> Refused | None:
        """Start building the set ``tables`` into the data folder; else why not: another
        process of the app is building, or the folder or its lock cannot be made."""
        folder = user_tablebase_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as problem:
            return Refused(False, describe(problem))
        lock = take_lock(folder / "build.lock")
        if isinstance(lock, Refused):
            return lock
        self._lock = lock
        self._build = tablebase.start_build(folder, tables)
        self.action.setEnabled(False)
        self._show_progress(0, 0)
        self._timer.start()
        return None

    def _show_progress(self, done: int, total: int) -> None:
        text = tr("Endgame tables: {done} of {total}") if total else tr("Endgame tables: starting")
        self.progress_label.setText(
            text.replace("{done}", str(done)).replace("{total}", str(total))
        )
        self.progress_label.show()

    def _poll(self) -> None:
        if self._build is None:
            return
        poll = self._build.poll()
        done, total, finished, error = poll[1], poll[2], poll[7], poll[8]
        if not finished:
            self._show_progress(done, total)
            return
        self._timer.stop()
        self._build = None
        self.progress_label.hide()
        self.action.setEnabled(True)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
        if error is None:
            message = tr("The endgame tables are ready: Expert and Master now play them perfectly.")
        else:
            message = tr("The endgame tables could not be built: {reason}").replace(
                "{reason}", error
            )
        self._status_bar.showMessage(message, 15_000)
