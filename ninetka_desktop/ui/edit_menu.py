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

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenuBar, QWidget

from ..controllers.match import Match
from ..games.base import GameState
from ..games.errors import PositionError, RecordError
from ..games.move_tree import MoveTree
from ..games.pasted import parse_pasted_game
from ..games.position_strings import position_string, read_position_string
from ..games.quoting import message_line
from ..games.records import Seat, export_text
from ..games.registry import PositionKind, info_of
from . import plain_text
from .game_files import match_for_record, record_game


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class GameShown(Protocol):
    """What the menu reads of the game shown."""

    @property
    def state(self) -> GameState[Any]: ...

    def main_line_state(self) -> GameState[Any]: ...

    def seats(self) -> tuple[Seat, ...]: ...


class EditMenu(QObject):
    """The menu, given what it needs of the window rather than the window.

    ``window`` is the widget the actions and the warnings belong to; the menu goes on
    ``menu_bar``. ``game()`` is asked each time (the game shown changes with the game
    played); ``show_status(text, ms)`` says something in the status bar;
    ``replace_game_in_progress(title)`` asks, as Open does, before a game in progress is
    left (False: keep playing it), and ``tell_kept()`` then says where it was kept;
    ``start_match(match, game)`` plays a pasted game, ``play_position(state)`` plays on from
    a pasted position."""

    def __init__(
        self,
        window: QWidget,
        menu_bar: QMenuBar,
        *,
        game: Callable[[], GameShown],
        show_status: Callable[[str, int], None],
        replace_game_in_progress: Callable[[str], bool],
        tell_kept: Callable[[], None],
        start_match: Callable[[Match, GameState[Any] | MoveTree], None],
        play_position: Callable[[GameState[Any]], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._game = game
        self._show_status = show_status
        self._replace_game_in_progress = replace_game_in_progress
        self._tell_kept = tell_kept
        self._start_match = start_match
        self._play_position = play_position
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
        menu = menu_bar.addMenu(tr("&Edit"))
        menu.addAction(self.copy_moves)
        menu.addAction(self.paste_game)
        menu.addSeparator()
        menu.addAction(self.copy_position_action)
        menu.addAction(self.paste_position_action)

    def copy(self) -> None:
        game = self._game()
        QGuiApplication.clipboard().setText(export_text(game.main_line_state(), game.seats()))
        self._show_status(tr("The moves are on the clipboard."), 4000)

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
        if not self._replace_game_in_progress(tr("Paste Game")):
            return
        self._start_match(match_for_record(record), record_game(record))
        moves = len(record.state.history_in_notation())
        # %n: the plural form the language needs (lupdate needs a plain name as the count).
        self._show_status(
            QCoreApplication.translate("MainWindow", "Pasted a game of %n moves.", None, moves),
            4000,
        )
        self._tell_kept()  # where the game left was kept matters more

    def copy_position(self) -> None:
        """The position shown, as its position string, on the clipboard."""
        try:
            text = position_string(self._game().state)
        except PositionError as exc:
            self._show_status(
                tr("This position has no position string: {error}").replace(
                    "{error}", message_line(str(exc))), 8000)
            return
        QGuiApplication.clipboard().setText(text)
        self._show_status(
            tr("The position is on the clipboard: {text}").replace("{text}", text), 8000
        )

    def paste_position(self) -> None:
        """Play on from the position string the clipboard holds (``play_position``: the
        window's seats as ``position_games.seats_for`` chooses them)."""
        window = self._window
        state = self._game().state
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
        if not self._replace_game_in_progress(tr("Paste Position")):
            return
        self._play_position(position)
        self._show_status(
            tr("Pasted a position; the game goes on from it. Games from a set-up position are "
               "not counted in the statistics."), 8000)
        self._tell_kept()
