"""``PuzzleLauncher``: Game ▸ Puzzles… in the main window, and the one puzzle window it opens.

The shipped collection is read when the puzzles are first opened (every puzzle replayed and
checked); a damaged collection is refused with its reason and the app goes on. The progress
file is read each time the window opens; one that cannot be read is set aside and the window
says so.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from ...controllers.ai_bridge import QtAiRunner
from ...puzzles import CollectionError, Progress, default_collection
from ...storage.puzzle_progress import load_progress
from ..plain_text import warn
from .dialog import PuzzleDialog
from .words import tr


class PuzzleLauncher(QObject):
    """The menu entry and its window, given what they need of the main window rather than
    the window.

    ``parent`` is the widget the action, the puzzle window and its warnings belong to;
    ``runner`` the computer player the puzzle window asks; ``theme()``,
    ``animation_speed()`` and ``game_shown()`` are asked each time the puzzle window is
    made or opened (the board's theme name, the settings' animation speed, the key of the
    game shown)."""

    def __init__(
        self,
        parent: QWidget,
        *,
        runner: QtAiRunner,
        theme: Callable[[], str],
        animation_speed: Callable[[], float],
        game_shown: Callable[[], str],
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._runner = runner
        self._theme = theme
        self._animation_speed = animation_speed
        self._game_shown = game_shown
        self.dialog: PuzzleDialog | None = None
        self.action = QAction(tr("&Puzzles…"), parent)
        self.action.setStatusTip(tr("Find the one move that keeps the best result"))
        self.action.triggered.connect(lambda: self.open())

    def open(
        self, game: str | None = None, puzzle_id: str | None = None, still: bool = False
    ) -> PuzzleDialog | None:
        """Show the puzzle window: ``puzzle_id``'s puzzle, else the next unsolved one of
        ``game`` (by default the game of the main window). ``still``: a picture, with no
        progress read (``--screenshot --puzzle``). None when the collection cannot be read
        (the user has been told why)."""
        try:
            collection = default_collection()
        except CollectionError as exc:
            warn(
                self._parent,
                tr("Puzzles"),
                tr("The puzzles could not be read ({reason}).").format(reason=exc),
            )
            return None
        if self.dialog is None:
            progress, problem = (Progress(), None) if still else load_progress()
            self.dialog = PuzzleDialog(collection, progress, self._runner, self._parent)
            # The window's look: its theme and animation speed as they are now.
            self.dialog.session.set_theme(self._theme())
            self.dialog.session.set_animation_speed(self._animation_speed())
            self.dialog.finished.connect(self._forget)
            if problem:
                self.dialog.set_notice(problem)
        dialog = self.dialog
        puzzle = collection.by_id(puzzle_id) if puzzle_id is not None else None
        if puzzle is not None:
            dialog.show_puzzle(puzzle)
        elif dialog.puzzle is None or game is not None:
            dialog.choose(game or self._game_shown())
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def _forget(self) -> None:
        # Closed: the next opening reads the progress file again (another window may have
        # written it) and starts at the next unsolved puzzle.
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None
