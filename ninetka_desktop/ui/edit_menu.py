"""``EditMenu``: the window's Edit menu. Copy Moves puts the game's text export on the
clipboard, exactly what Game ▸ Export Moves as Text writes, for a forum post or a message.
Paste Game opens the game the clipboard holds (``games/pasted.py`` reads the forms), replayed
like a record, after asking as Open does when a game in progress would be left; text that holds
no game is refused with the reason, the running game kept. The
reason quotes at most a short piece of what was pasted, escaped (``games/quoting.py``): a
megabyte pasted never becomes a megabyte for the message box to lay out.

Copy Position puts the position shown on the clipboard as its position string (the Morris games
on the 24-point board: Sanmill's FEN; 9tka: the app's own, ``games/position_strings.py``);
Paste Position plays on from the one the clipboard holds, read as strictly (no more than a
position string may hold; a malformed one refused with the column at fault), after the same
question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence

from ..games.errors import PositionError, RecordError
from ..games.pasted import parse_pasted_game
from ..games.position_strings import position_string, read_position_string
from ..games.quoting import message_line
from ..games.records import export_text
from ..games.registry import PositionKind, info_of
from . import plain_text
from .game_files import match_for_record, record_game
from .position_games import seats_for, start_position_game

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
        self.copy_position_action = QAction(tr("Copy P&osition"), window)
        self.copy_position_action.setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.copy_position_action.triggered.connect(self.copy_position)
        self.paste_position_action = QAction(tr("Paste Po&sition"), window)
        self.paste_position_action.setShortcut(QKeySequence("Ctrl+Shift+V"))
        self.paste_position_action.triggered.connect(self.paste_position)
        menu = window.menuBar().addMenu(tr("&Edit"))
        menu.addAction(self.copy_moves)
        menu.addAction(self.paste_game)
        menu.addSeparator()
        menu.addAction(self.copy_position_action)
        menu.addAction(self.paste_position_action)

    def copy(self) -> None:
        game = self._window.game
        QGuiApplication.clipboard().setText(export_text(game.main_line_state(), game.seats()))
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
        window.start_match(match_for_record(record), record_game(record))
        moves = len(record.state.history_in_notation())
        # %n: the plural form the language needs (lupdate needs a plain name as the count).
        window.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Pasted a game of %n moves.", None, moves),
            4000,
        )
        window.files.tell_kept()  # where the game left was kept matters more

    def copy_position(self) -> None:
        """The position shown, as its position string, on the clipboard."""
        window = self._window
        try:
            text = position_string(window.game.state)
        except PositionError as exc:
            window.statusBar().showMessage(
                tr("This position has no position string: {error}").replace(
                    "{error}", message_line(str(exc))), 8000)
            return
        QGuiApplication.clipboard().setText(text)
        window.statusBar().showMessage(
            tr("The position is on the clipboard: {text}").replace("{text}", text), 8000
        )

    def paste_position(self) -> None:
        """Play on from the position string the clipboard holds (the seats as ``seats_for``
        chooses them)."""
        window = self._window
        state = window.game.state
        # A FEN holds no rules: it is read into the game shown.
        fen_game = info_of(state).position_kind is PositionKind.FEN
        options = state.options() if fen_game else None
        try:
            position = read_position_string(QGuiApplication.clipboard().text(), options)
        except PositionError as exc:
            plain_text.warn(
                window,
                tr("Paste Position"),
                tr("The clipboard holds no position that can be played: {error}").replace(
                    "{error}", message_line(str(exc))
                ),
            )
            return
        if not window.files.replace_game_in_progress(tr("Paste Position")):
            return
        start_position_game(window, position, seats_for(window, position))
        window.statusBar().showMessage(
            tr("Pasted a position; the game goes on from it. Games from a set-up position are "
               "not counted in the statistics."), 8000)
        window.files.tell_kept()
