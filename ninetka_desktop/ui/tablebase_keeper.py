"""Building the missing Morris endgame tables in the background, on first use or on request.

The installers ship the tables of Nine Men's Morris's default rules (flying on) up to five men
a side, and the whole of Three and Six Men's Morris. When a game of the family against a level
that plays from the tables starts under rules whose tables are missing (another game, flying
off), the window builds them into the user's data folder on a thread of the native core (one
core, without the interpreter lock): play goes on, the status bar says when they are ready, and
the computer uses them from its next move on. Game ▸ Perfect Play Tables (``dialogs.
perfect_play``) builds, on the player's request, a larger set (up to six to nine men a side:
hours and gigabytes) at low priority, pauses it with its work saved, resumes it, and removes
it; the set asked for and whether it was paused are remembered in the settings, so a build
that was running goes on after a restart by itself. One build at a time, and one process at a
time (a lock file in the tables' folder, ``storage.file_lock``); the status bar shows how far
it is.

A table counts as installed only when a folder holds it whole (header, size and checksum:
``ai.morris.table_files``): a damaged one, which the engine would refuse on every start, is
built again, and the status bar says so.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from ..ai.levels import morris_level
from ..ai.morris import perfect_play, tablebase
from ..ai.morris.perfect_play import buildable_set
from ..ai.morris.table_files import Installed
from ..ai.morris.tablebase import FULL_SET_MEN, MAX_TABLE_LIMIT, TableSet, user_tablebase_dir
from ..controllers.match import Match
from ..games.registry import game_info
from ..storage.file_lock import HeldLock, Refused, describe, take_lock
from ..storage.settings import Settings
from ..storage.table_request import TableRequest

#: Tests and still pictures switch the first-use builds off.
BACKGROUND_BUILDS = True
#: The threads of a perfect-play build (it runs at low priority: the machine's other work
#: comes first).
PERFECT_PLAY_THREADS = 2
#: How long closing the window waits for a stopped build to save its work.
SAVE_WAIT_SECONDS = 60.0

#: A look at a build: (pair or None, tables done, tables in all, positions looked at,
#: positions settled, positions of the pair, distance, finished, error).
Poll = tuple[tuple[int, int] | None, int, int, int, int, int, int, bool, str | None]


def tr(text: str) -> str:
    return QCoreApplication.translate("Tablebases", text)


__all__ = ["TablebaseKeeper", "larger_set", "shown_options", "wants_tables"]


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


def shown_options(match: Match | None) -> dict[str, Any]:
    """The rules options the perfect-play tables are offered for: ``match``'s when it is a
    table game, else Nine Men's Morris's default rules ({})."""
    return dict(match.setup.options) if match is not None and is_table_game(match) else {}


def larger_set(match: Match | None, men: int = perfect_play.MEN_CHOICES[-1]) -> TableSet:
    """The set up to ``men`` a side for ``match``'s rules when it is a table game, else for
    Nine Men's Morris's default rules."""
    return tablebase.full_set_for(shown_options(match), men)


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

    ``parent`` is the widget the action and the dialog belong to; ``status_bar`` the bar that
    says how a build goes (its progress beside the messages); ``match_shown()`` is asked when
    the perfect-play tables are offered (the match of the game shown, whose rules they are
    for); ``settings()`` and ``store_settings()`` hold the perfect-play set asked for across
    restarts."""

    #: Each look at the build running.
    progressed = Signal(object)
    #: A build started, was asked to pause, ended, or tables were removed.
    changed = Signal()

    def __init__(
        self,
        parent: QWidget,
        *,
        status_bar: QStatusBar,
        match_shown: Callable[[], Match | None],
        settings: Callable[[], Settings] | None = None,
        store_settings: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._status_bar = status_bar
        self._match_shown = match_shown
        own = Settings()
        self._settings = settings or (lambda: own)
        self._store_settings = store_settings or (lambda: None)
        self._build: tablebase.TableBuild | None = None
        self._lock: HeldLock | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._poll)
        #: Where builds go (tests point it elsewhere).
        self.folder: Callable[[], Path] = user_tablebase_dir
        #: The sets the dialog offers, and the tables Remove keeps (tests offer small ones).
        self.men_choices: tuple[int, ...] = perfect_play.MEN_CHOICES
        self.kept_men = perfect_play.KEPT_MEN
        #: The perfect-play set being built (None: none, or a first-use build).
        self.perfect: TableSet | None = None
        #: It picked up saved work (a checkpoint, or tables built before a pause or restart).
        self.resumed = False
        #: Pause was asked: the build is saving its work.
        self.pausing = False
        #: The last look at the build running, and the last build's error.
        self.last_poll: Poll | None = None
        self.problem = ""
        #: The last build ended because it was stopped (paused, or the window closed).
        self.stopped = False
        self._dialog: QWidget | None = None
        #: Game ▸ Perfect Play Tables.
        self.action = QAction(tr("Perfect Pla&y Tables…"), parent)
        self.action.triggered.connect(self.show_perfect_play)
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

    # --- the perfect-play tables ----------------------------------------------------------------

    def show_perfect_play(self) -> None:
        """Game ▸ Perfect Play Tables: the dialog, made once and kept (Close only hides it)."""
        from .dialogs.perfect_play import PerfectPlayDialog

        if self._dialog is None:
            self._dialog = PerfectPlayDialog(self, self._parent)
        dialog = self._dialog
        assert isinstance(dialog, PerfectPlayDialog)
        dialog.refresh()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    @property
    def dialog(self) -> QWidget | None:
        return self._dialog

    @property
    def request(self) -> TableRequest | None:
        """The perfect-play set asked for, building or paused, remembered in the settings."""
        return self._settings().perfect_play

    def offered_options(self) -> dict[str, Any]:
        """The rules the dialog is about: those of the set asked for, else the game shown's."""
        request = self.request
        return dict(request.options) if request is not None else shown_options(self._match_shown())

    def table_dirs(self) -> list[Path]:
        """The folders a set's tables are looked for in: the build's, then the shipped one."""
        shipped = tablebase.bundled_tablebase_dir()
        return [self.folder()] + ([] if shipped is None else [shipped])

    def installed(self, tables: TableSet) -> Installed:
        return tablebase.installed_tables(tables, self.table_dirs())

    def start_perfect(self, options: Mapping[str, Any], men: int) -> Refused | None:
        """Build the set up to ``men`` a side of the game ``options`` choose in the background,
        and remember it; else why not (a build runs, the folder cannot be written, another
        window builds)."""
        tables = buildable_set(options, men)
        if tables is None:
            return Refused(False, tr("these rules have no endgame tables"))
        if self._build is not None:
            return Refused(True)
        request = self.request
        same = request is not None and request.options == dict(options) and request.men == men
        # Saved work on a pair, or tables this request built before a pause or a restart.
        found = self._removable(tables, self.kept_men)
        saved = any(p.name.endswith(".checkpoint") for p in found)
        refused = self._start(tables, low_priority=True)
        if refused is not None:
            return refused
        self.perfect = tables
        self.resumed = saved or (same and bool(found))
        self.problem = ""
        self._remember(TableRequest(dict(options), men, paused=False))
        self.changed.emit()
        return None

    def pause(self) -> None:
        """Stop the perfect-play build: the core saves the work on its pair, and the next build
        of the set picks it up. Remembered as paused at once (a crash meanwhile is a pause)."""
        if self._build is None or self.perfect is None or self.pausing:
            return
        self.pausing = True
        self._build.stop()
        request = self.request
        if request is not None:
            self._remember(TableRequest(request.options, request.men, paused=True))
        self.changed.emit()

    def resume(self) -> Refused | None:
        """Build the set asked for again, from the work it saved."""
        request = self.request
        if request is None:
            return Refused(False, tr("no build was paused"))
        return self.start_perfect(request.options, request.men)

    def resume_remembered(self) -> None:
        """At the start of the app: a perfect-play build that was running (not paused) when
        the app ended goes on by itself; the status bar says so."""
        request = self.request
        if request is None or request.paused or self._build is not None:
            return
        refused = self.start_perfect(request.options, request.men)
        if refused is None:
            message = tr("The perfect play tables' build goes on in the background.")
        elif refused.busy:
            message = tr("Another window of Ninetka Desktop is building endgame tables.")
        else:
            message = tr("The perfect play tables' build could not go on: {reason}").replace(
                "{reason}", refused.reason
            )
            self.problem = message
        self._status_bar.showMessage(message, 15_000)

    def removable(self, tables: TableSet) -> list[Path]:
        """The files Remove would delete for ``tables`` in the build's folder."""
        return self._removable(tables, self.kept_men)

    def _removable(self, tables: TableSet, kept_men: int) -> list[Path]:
        return perfect_play.removable(tables, self.folder(), kept_men)

    def remove(self, tables: TableSet) -> Refused | None:
        """Delete the tables of ``tables`` beyond the kept ones and its saved work from the
        build's folder (never the shipped one), under the build lock; else why not."""
        if self._build is not None:
            return Refused(True)
        folder = self.folder()
        if not folder.is_dir():
            return None
        lock = take_lock(folder / "build.lock")
        if isinstance(lock, Refused):
            return lock
        try:
            problem = perfect_play.remove(self.removable(tables))
        finally:
            lock.unlock()
        request = self.request
        asked = None if request is None else buildable_set(request.options, request.men)
        if asked is not None and asked.names() == tables.names():
            self._remember(None)
        self.changed.emit()
        return None if problem is None else Refused(False, describe(problem))

    def shutdown(self) -> None:
        """The window closes: a perfect-play build stops and saves its work (it stays
        remembered as running, and goes on at the next start)."""
        build = self._build
        if build is None or self.perfect is None:
            return
        build.stop()
        waited_until = time.monotonic() + SAVE_WAIT_SECONDS
        while not build.poll()[7] and time.monotonic() < waited_until:
            time.sleep(0.05)
        self.stopped = build.stopped()
        self._timer.stop()
        self._release()

    def _remember(self, request: TableRequest | None) -> None:
        self._settings().perfect_play = request
        self._store_settings()

    # --- any build -------------------------------------------------------------------------------

    def _start(self, tables: TableSet, low_priority: bool = False) -> Refused | None:
        """Start building the set ``tables`` into the build's folder; else why not: another
        process of the app is building, or the folder or its lock cannot be made."""
        folder = self.folder()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as problem:
            return Refused(False, describe(problem))
        lock = take_lock(folder / "build.lock")
        if isinstance(lock, Refused):
            return lock
        self._lock = lock
        self.stopped = False
        threads = PERFECT_PLAY_THREADS if low_priority else 1
        self._build = tablebase.start_build(folder, tables, threads, low_priority)
        self.last_poll = None
        self._show_progress(0, 0)
        self._timer.start()
        return None

    def _show_progress(self, done: int, total: int) -> None:
        text = tr("Endgame tables: {done} of {total}") if total else tr("Endgame tables: starting")
        self.progress_label.setText(
            text.replace("{done}", str(done)).replace("{total}", str(total))
        )
        self.progress_label.show()

    def _release(self) -> None:
        self._build = None
        self.perfect = None
        self.pausing = False
        self.progress_label.hide()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _poll(self) -> None:
        build = self._build
        if build is None:
            return
        poll: Poll = build.poll()
        self.last_poll = poll
        done, total, finished, error = poll[1], poll[2], poll[7], poll[8]
        if not finished:
            self._show_progress(done, total)
            self.progressed.emit(poll)
            return
        self._timer.stop()
        perfect = self.perfect is not None
        stopped = self.stopped = build.stopped()
        self._release()
        if error is not None:
            message = tr("The endgame tables could not be built: {reason}").replace(
                "{reason}", error
            )
            if perfect:
                # Kept, paused: Resume goes on from the saved work once the cause is gone.
                self.problem = message
                request = self.request
                if request is not None:
                    self._remember(TableRequest(request.options, request.men, paused=True))
        elif stopped:
            message = tr("The endgame tables' build is paused; its work is saved.")
        elif perfect:
            message = tr("The perfect play tables are ready: Expert and Master play them.")
            self._remember(None)
        else:
            message = tr("The endgame tables are ready: Expert and Master now play them perfectly.")
        self._status_bar.showMessage(message, 15_000)
        self.progressed.emit(poll)
        self.changed.emit()
