"""``RecentMenu``: Game ▸ Open Recent, the last ten records opened or saved, newest first.

The list lives in the settings. The menu is built each time it opens (nothing is read at the
start): it drops the files that are gone (and says how many in the status bar), so a click
opens a file that was there a moment ago; opening it can still fail like any Open, with the same
message, and then the file leaves the list too.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ..storage.settings import remember_file

if TYPE_CHECKING:  # the window builds this menu and passes itself
    from .main_window import MainWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class RecentMenu(QObject):
    def __init__(self, window: MainWindow, parent_menu: QMenu) -> None:
        super().__init__(window)
        self._window = window
        self.menu = parent_menu.addMenu(tr("Open &Recent"))
        self.menu.aboutToShow.connect(self.refresh)

    def remember(self, path: Path) -> None:
        """``path`` was opened or saved: put it first."""
        settings = self._window.settings
        settings.recent_files = remember_file(settings.recent_files, path)
        self._window.store_settings()

    def files(self) -> tuple[str, ...]:
        return self._window.settings.recent_files

    def refresh(self) -> None:
        """Rebuild the menu from the list, without the files that are gone."""
        settings = self._window.settings
        present = tuple(p for p in settings.recent_files if Path(p).is_file())
        gone = len(settings.recent_files) - len(present)
        if gone:
            settings.recent_files = present
            self._window.store_settings()
            # %n: the plural form the language needs (lupdate needs a plain name as the count).
            self._window.statusBar().showMessage(
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
            action.setToolTip(name)
            action.setStatusTip(name)
            action.triggered.connect(lambda _checked=False, path=name: self._open(path))
            menu.addAction(action)
        if present:
            menu.addSeparator()
        clear = menu.addAction(tr("&Clear the List"))
        clear.setEnabled(bool(present))
        clear.triggered.connect(self._clear)

    def _open(self, path: str) -> None:
        if not self._window.files.open_game(path):
            settings = self._window.settings
            settings.recent_files = tuple(p for p in settings.recent_files if p != path)
            self._window.store_settings()

    def _clear(self) -> None:
        self._window.settings.recent_files = ()
        self._window.store_settings()
