"""Building the missing Morris endgame tables in the background, on first use.

The installers ship the tables of the default rules (flying on) up to five men a side. When a
Morris game against Expert or Master starts under rules whose tables are missing (flying off),
the window builds them into the user's data folder on a thread of the native core (one core,
without the interpreter lock): play goes on, the status bar says when they are ready, and the
computer uses them from its next move on. One build at a time, and one process at a time (a
lock file in the tables' folder).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QTimer

from .._core import MorrisTablebaseBuild
from ..ai.morris import TABLE_LEVEL, tablebase
from ..ai.morris.tablebase import FULL_SET_MEN, TABLE_LIMIT, user_tablebase_dir
from ..controllers.match import Match

if TYPE_CHECKING:
    from .main_window import MainWindow

#: Tests and still pictures switch the builds off.
BACKGROUND_BUILDS = True


def tr(text: str) -> str:
    return QCoreApplication.translate("Tablebases", text)


def wants_tables(match: Match) -> tuple[bool, int] | None:
    """``(flying, limit)`` when ``match`` is Morris with a computer seat that plays from the
    tables, under rules the tables are built for; else None."""
    setup = match.setup
    # The tables are Nine Men's Morris's (a setup without ``variant`` is one).
    if setup.game != "morris" or setup.options.get("variant", "nine") != "nine":
        return None
    if not any(s.kind == "computer" and (s.level or 0) >= TABLE_LEVEL for s in setup.seats):
        return None
    flying = bool(setup.options.get("flying", True))
    limit = setup.options.get("no_removal_limit", TABLE_LIMIT)
    return (flying, limit) if limit == TABLE_LIMIT else None


class TablebaseKeeper(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._build: MorrisTablebaseBuild | None = None
        self._lock: QLockFile | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._poll)

    @property
    def building(self) -> bool:
        return self._build is not None

    def consider(self, match: Match) -> None:
        """Start building the tables ``match`` would use, when some are missing."""
        wanted = wants_tables(match)
        if wanted is None or self._build is not None or not BACKGROUND_BUILDS:
            return
        flying, limit = wanted
        if not tablebase.missing_tables(flying, FULL_SET_MEN, limit):
            return
        folder = user_tablebase_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return
        lock = QLockFile(str(folder / "build.lock"))
        lock.setStaleLockTime(0)
        if not lock.tryLock(0):
            return  # another window of the app is building
        self._lock = lock
        shipped = [str(d) for d in [tablebase.bundled_tablebase_dir()] if d is not None]
        self._build = MorrisTablebaseBuild(str(folder), FULL_SET_MEN, flying, limit, 1, shipped)
        self._timer.start()
        self._window.statusBar().showMessage(
            tr("Building the endgame tables in the background; play goes on."), 8000
        )

    def _poll(self) -> None:
        if self._build is None:
            return
        finished, error = self._build.poll()[7:9]
        if not finished:
            return
        self._timer.stop()
        self._build = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
        if error is None:
            message = tr("The endgame tables are ready: Expert and Master now play them perfectly.")
        else:
            message = tr("The endgame tables could not be built: {reason}").replace(
                "{reason}", error
            )
        self._window.statusBar().showMessage(message, 15_000)
