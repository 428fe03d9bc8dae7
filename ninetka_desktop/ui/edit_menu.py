"""``EditMenu``: the window's Edit menu. Copy Moves puts the game's text export on the
clipboard, exactly what Game ▸ Export Moves as Text writes, for a forum post or a message."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence

from ..games.records import export_text

if TYPE_CHECKING:  # the window builds this menu and passes itself
    from .main_window import MainWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class EditMenu(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.copy_moves = QAction(tr("&Copy Moves"), window)
        self.copy_moves.setShortcut(QKeySequence.StandardKey.Copy)
        self.copy_moves.triggered.connect(self.copy)
        window.menuBar().addMenu(tr("&Edit")).addAction(self.copy_moves)

    def copy(self) -> None:
        game = self._window.game
        QGuiApplication.clipboard().setText(export_text(game.state, game.seats()))
        self._window.statusBar().showMessage(tr("The moves are on the clipboard."), 4000)
