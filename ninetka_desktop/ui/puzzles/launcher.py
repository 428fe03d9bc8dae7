"""``PuzzleLauncher``: Game ▸ Puzzles… in the main window, and the one puzzle window it opens.

The shipped collection is read when the puzzles are first opened (every puzzle replayed and
checked); a damaged collection is refused with its reason and the app goes on. The progress
file is read each time the window opens; one that cannot be read is set aside and the window
says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from ...puzzles import CollectionError, Progress, default_collection
from ...storage.puzzle_progress import load_progress
from ..plain_text import warn
from .dialog import PuzzleDialog
from .words import tr

if TYPE_CHECKING:  # the window makes the launcher; only its type is needed here
    from ..main_window import MainWindow


class PuzzleLauncher(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.dialog: PuzzleDialog | None = None
        self.action = QAction(tr("&Puzzles…"), window)
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
                self._window,
                tr("Puzzles"),
                tr("The puzzles could not be read ({reason}).").format(reason=exc),
            )
            return None
        if self.dialog is None:
            progress, problem = (Progress(), None) if still else load_progress()
            window = self._window
            self.dialog = PuzzleDialog(collection, progress, window.runner, window)
            # The window's look: its theme and animation speed as they are now.
            self.dialog.session.set_theme(window.scene.theme())
            self.dialog.session.set_animation_speed(window.settings.animation_speed)
            self.dialog.finished.connect(self._forget)
            if problem:
                self.dialog.set_notice(problem)
        dialog = self.dialog
        puzzle = collection.by_id(puzzle_id) if puzzle_id is not None else None
        if puzzle is not None:
            dialog.show_puzzle(puzzle)
        elif dialog.puzzle is None or game is not None:
            dialog.choose(game or self._window.front.game)
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
