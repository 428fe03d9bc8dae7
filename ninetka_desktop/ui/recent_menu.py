"""``RecentMenu``: Game ▸ Open Recent, the last ten records opened or saved, newest first.

The list lives in the settings. The menu is built each time it opens (nothing is read at the
start): it drops the files that are gone (and says how many in the status bar), so a click
opens a file that was there a moment ago; opening it can still fail like any Open, with the same
message, and then the file leaves the list too.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ..models.plain_tooltip import plain_tooltip
from ..storage.settings import Settings, remember_file


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class RecentMenu(QObject):
    """The menu, given what it needs of the window rather than the window.

    ``settings()`` is asked each time (the settings dialog replaces the window's settings);
    ``store_settings()`` writes them; ``open_game(path)`` opens a record as Game ▸ Open does,
    False when it could not; ``show_status(text, ms)`` says something in the status bar."""

    def __init__(
        self,
        parent_menu: QMenu,
        *,
        settings: Callable[[], Settings],
        store_settings: Callable[[], None],
        open_game: Callable[[str], bool],
        show_status: Callable[[str, int], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._store = store_settings
        self._open_game = open_game
        self._show_status = show_status
        self.menu = parent_menu.addMenu(tr("Open &Recent"))
        self.menu.aboutToShow.connect(self.refresh)

    def remember(self, path: Path) -> None:
        """``path`` was opened or saved: put it first."""
        settings = self._settings()
        settings.recent_files = remember_file(settings.recent_files, path)
        self._store()

    def files(self) -> tuple[str, ...]:
        return self._settings().recent_files

    def refresh(self) -> None:
        """Rebuild the menu from the list, without the files that are gone."""
        settings = self._settings()
        present = tuple(p for p in settings.recent_files if Path(p).is_file())
        gone = len(settings.recent_files) - len(present)
        if gone:
            settings.recent_files = present
            self._store()
            # %n: the plural form the language needs (lupdate needs a plain name as the count).
            self._show_status(
                QCoreApplication.translate(
                    "MainWindow", "%n recent games are no longer there and left the list.",
                    None, gone,
                ),
                8000,
            )
        menu = self.menu
        menu.clear()
        for number, name in enumerate(present, start=1):
            # "&&": a file's own ampersands are not shortcut marks.
            label = Path(name).name.replace("&", "&&")
            action = QAction(f"&{number % 10} {label}", menu)
            action.setToolTip(plain_tooltip(name))
            action.setStatusTip(name)
            action.triggered.connect(lambda _checked=False, path=name: self._open(path))
            menu.addAction(action)
        if present:
            menu.addSeparator()
        clear = menu.addAction(tr("&Clear the List"))
        clear.setEnabled(bool(present))
        clear.triggered.connect(self._clear)

    def _open(self, path: str) -> None:
        if not self._open_game(path):
            settings = self._settings()
            settings.recent_files = tuple(p for p in settings.recent_files if p != path)
            self._store()

    def _clear(self) -> None:
        self._settings().recent_files = ()
        self._store()
