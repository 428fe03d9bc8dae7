"""``EditMenu``: the window's Edit menu. Copy Moves puts the game's text export on the
clipboard, exactly what Game ▸ Export Moves as Text writes, for a forum post or a message.
Paste Game opens the game the clipboard holds (``games/pasted.py`` reads the forms), replayed
like a record, after asking as Open does when a game in progress would be left; text that holds
no game is refused with the reason, the running game kept. The
reason quotes at most a short piece of what was pasted, escaped (``games/quoting.py``): a
megabyte pasted never becomes a megabyte for the message box to lay out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence

from ..games.errors import RecordError
from ..games.pasted import parse_pasted_game
from ..games.quoting import message_line
from ..games.records import export_text
from . import plain_text
from .game_files import match_for_record

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
        self.paste_game = QAction(tr("&Paste Game"), window)
        self.paste_game.setShortcut(QKeySequence.StandardKey.Paste)
        self.paste_game.triggered.connect(self.paste)
        menu = window.menuBar().addMenu(tr("&Edit"))
        menu.addAction(self.copy_moves)
        menu.addAction(self.paste_game)

    def copy(self) -> None:
        game = self._window.game
        QGuiApplication.clipboard().setText(export_text(game.state, game.seats()))
        self._window.statusBar().showMessage(tr("The moves are on the clipboard."), 4000)

    def paste(self) -> None:
        window = self._window
        try:
            record = parse_pasted_game(QGuiApplication.clipboard().text())
        except RecordError as exc:
            plain_text.warn(
                window,
                tr("Paste Game"),
                tr("The clipboard holds no game that can be opened: {error}").replace(
                    "{error}", message_line(str(exc))
                ),
            )
            return
        if not window.files.replace_game_in_progress(tr("Paste Game")):
            return
        window.start_match(match_for_record(record), record.state)
        moves = len(record.state.history_in_notation())
        # %n: the plural form the language needs (lupdate needs a plain name as the count).
        window.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Pasted a game of %n moves.", None, moves),
            4000,
        )
        window.files.tell_kept()  # where the game left was kept matters more
