"""``WindowFiles``: the window's File menu and its autosave.

Open, Save, Save As, Export and the resume offer at start, with the window's dialogs and status
bar; the game is asked for each time, so the files always concern the game shown:
its whole move tree (variations and comments too) to a record or to PGN (Export as PGN), its
main line to the text export. Open reads PGN too; a game opened from PGN is saved as a record
(Save asks for its name), so the PGN file is never overwritten in another format.
Failures (an unreadable record, a full disk) are told in a dialog or the status bar and leave
the game being played and the files on disk as they were.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, TextIO

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal, SignalInstance
from PySide6.QtWidgets import QFileDialog, QWidget

from ..controllers.match import Match
from ..games.base import GameState
from ..games.errors import GameError, RecordError
from ..games.file_io import NotRegularFileError, atomic_write_text
from ..games.move_tree import MoveTree
from ..games.pgn import PGN_SUFFIX, load_pgn, write_pgn
from ..games.records import (
    RECORD_SUFFIX,
    GameRecord,
    Seat,
    dumps_record,
    export_text,
    load_record,
)
from ..storage.autosave import (
    keep_declined_autosave,
    keep_game,
    read_autosave,
    set_autosave_aside,
)
from ..storage.autosave_writer import AutosaveWriter
from ..storage.settings import Settings
from . import plain_text
from .file_places import start_folder, suggested_name
from .game_files import SavedGame, autosave_json, match_for_record, saved_game_from_json
from .next_turn import next_turn_timer


def tr(text: str) -> str:
    # The File menu's texts stay under the window's context, where translators find them.
    return QCoreApplication.translate("MainWindow", text)


# Marked for lupdate (the stubs type the marker as object); translated where it is used.
RECORD_FILTER = str(
    QT_TRANSLATE_NOOP("MainWindow", "Game records (*.ninetka *.json);;All files (*)")
)
OPEN_FILTER = str(
    QT_TRANSLATE_NOOP(
        "MainWindow",
        "Games (*.ninetka *.pgn *.json);;Game records (*.ninetka *.json);;PGN games (*.pgn);;"
        "All files (*)",
    )
)
PGN_FILTER = str(QT_TRANSLATE_NOOP("MainWindow", "PGN games (*.pgn);;All files (*)"))


class _FileSignals(QObject):
    """Carries a failed autosave from the writer's thread to the window's, and tells who
    listens of the files opened and saved."""

    failed = Signal(object)
    #: A record was opened from, or saved to, this path (a ``Path``).
    fileUsed = Signal(object)


class MovesShown(Protocol):
    """The move tree of the game shown, and its revision (a change to it counts one up)."""

    @property
    def tree(self) -> MoveTree: ...

    @property
    def revision(self) -> int: ...


class FilesGame(Protocol):
    """What the files read of the game shown."""

    @property
    def match(self) -> Match | None: ...

    @property
    def state(self) -> GameState[Any]: ...

    @property
    def moves(self) -> MovesShown: ...

    def main_line_state(self) -> GameState[Any]: ...

    def seats(self) -> tuple[Seat, ...]: ...


class WindowFiles:
    """The files, given what they need of the window rather than the window.

    ``window`` is the widget the dialogs belong to (and the autosave's timer); ``game()`` is
    asked each time (the game shown changes with the game played); ``start_match(match,
    game)`` plays an opened or resumed game; ``update_title()`` shows the file and whether it
    is modified in the title; ``export_marks()`` gives the review's marks and notes for the
    text export; ``settings()`` is asked each time (the settings dialog replaces the window's
    settings), ``store_settings()`` writes them; ``show_status(text, ms)`` says something in
    the status bar. ``file_used`` is emitted with the path of each record opened or saved
    (Open Recent remembers it)."""

    def __init__(
        self,
        window: QWidget,
        *,
        game: Callable[[], FilesGame],
        start_match: Callable[[Match, GameState[Any] | MoveTree], None],
        update_title: Callable[[], None],
        export_marks: Callable[[], tuple[dict[int, str], list[str]]],
        settings: Callable[[], Settings],
        store_settings: Callable[[], None],
        show_status: Callable[[str, int], None],
    ) -> None:
        self._window = window
        self._game = game
        self._start_match = start_match
        self._update_title = update_title
        self._export_marks = export_marks
        self._settings = settings
        self._store_settings = store_settings
        self._show_status = show_status
        self._autosave_failures = _FileSignals(window)
        self._autosave_failures.failed.connect(self._tell_autosave_failed)
        self.file_used: SignalInstance = self._autosave_failures.fileUsed
        self._autosave_writer = AutosaveWriter(self._on_autosaved)
        self._autosave_due = next_turn_timer(window, self._write_autosave_now)
        #: Where Save writes without asking: the file last opened or saved in this game.
        self.record_path: Path | None = None
        #: The move tree's revision ``record_path`` holds (the window title marks a game that
        #: has changed since).
        self._saved_revision = -1
        #: A game left for another, kept where ``tell_kept`` will say.
        self._kept: Path | None = None
        #: When set, "autosaved GAME_INDEX PLIES MOVES..." is printed here after each autosave.
        self.autosave_echo: TextIO | None = None

    def offer_resume(self, ask: bool = True) -> bool:
        """On start: offer the unfinished autosaved game; True when it was resumed (without
        asking when ``ask`` is False). A tournament whose game had just ended when the app
        stopped counts as unfinished: it resumes at that game's result.

        Nothing is lost on the way: an autosave that cannot be resumed, and one the user
        chooses not to resume, is renamed aside before the new game's first autosave, and the
        user is told where it is."""
        window = self._window
        self.flush_autosave()
        data, problem = read_autosave()
        if problem:
            plain_text.warn(window, tr("Saved game"), problem)
        if data is None:
            return False
        try:
            saved = saved_game_from_json(data)
        except RecordError as exc:
            message = set_autosave_aside(str(exc))
            resume = QCoreApplication.translate("Storage", "The game cannot be resumed.")
            plain_text.warn(window, tr("Saved game"), message + " " + resume)
            return False
        if not _worth_resuming(saved):
            return False
        if ask and not plain_text.ask_yes_no(window, tr("Resume game"), _resume_question(saved)):
            kept = keep_declined_autosave()
            if kept is not None:
                plain_text.inform(window, tr("Saved game"), _kept_message(kept))
            return False
        self._start_match(saved.match, saved.tree)
        return True

    def open_game(self, path: str | None = None) -> bool:
        """Open a record (asking for it when ``path`` is None); False when it could not be
        opened (the user was told why), True when it was, or when the user chose to play on
        rather than leave the game in progress."""
        if not path:
            path, _ = QFileDialog.getOpenFileName(
                self._window, tr("Open Game"), str(self._start_folder()), tr(OPEN_FILTER)
            )
            if not path:
                return True
            self._remember_folder(Path(path))
        record = self._read_record(path)
        if record is None:
            return False
        if self.replace_game_in_progress(tr("Open Game")):
            self._show_record(record, Path(path))
        return True

    # --- the game in progress -------------------------------------------------------------------

    def is_modified(self) -> bool:
        """Whether the game has moves, variations or comments its file does not hold (True
        without a file)."""
        return self.record_path is None or self._game().moves.revision != self._saved_revision

    def _in_progress(self) -> bool:
        """Whether the window's game is worth keeping: moves played, not over (or a
        tournament with games to come), and not all in its file already."""
        game = self._game()
        match = game.match
        if match is None or not self.is_modified():
            return False
        return _worth_resuming(SavedGame(match, game.main_line_state(), game.moves.tree))

    def replace_game_in_progress(self, title: str) -> bool:
        """Before another game takes the window: True to go on. A game in progress is only
        left when the player agrees, and then kept in a file of its own, which the status bar
        names."""
        if not self._in_progress():
            return True
        question = tr(
            "Leave the game in progress? It is kept in a file of its own, which Game ▸ Open "
            "plays later."
        )
        if not plain_text.ask_yes_no(self._window, title, question):
            return False
        game = self._game()
        assert game.match is not None  # _in_progress
        try:
            kept = keep_game(autosave_json(game.match, game.moves.tree))
        except (OSError, RecordError) as exc:
            problem = tr("The game in progress could not be kept: {error}")
            plain_text.warn(self._window, title, problem.replace("{error}", _reason(exc)))
            return False
        self._kept = kept
        return True

    def tell_kept(self) -> None:
        """Say where the game left by ``replace_game_in_progress`` was kept, once the new one
        is shown."""
        kept, self._kept = self._kept, None
        if kept is not None:
            self._show_status(_kept_message(kept), 15_000)

    def forget_file(self) -> None:
        """A game that is in no file yet is played (a new one)."""
        self.record_path = None
        self._saved_revision = -1

    def open_at_start(self, path: str, owns_autosave: bool = True) -> bool:
        """``ninetka FILE`` (a double-clicked saved game): open it instead of offering the
        autosave; True when it was opened. An unfinished autosaved game is first kept under
        its own name, as when the user declines to resume it, and the user is told where;
        not when another window ``owns_autosave`` (it is that window's running game)."""
        record = self._read_record(path)
        if record is None:
            return False
        kept = self._keep_unfinished_autosave() if owns_autosave else None
        self._show_record(record, Path(path))
        if kept is not None:
            plain_text.inform(self._window, tr("Saved game"), _kept_message(kept))
        return True

    def _read_record(self, path: str) -> GameRecord | None:
        """The record at ``path``, or None after telling the user why it cannot be opened."""
        try:
            return load_pgn(path) if _is_pgn(Path(path)) else load_record(path)
        except RecordError as exc:
            plain_text.warn(
                self._window,
                tr("Open Game"),
                tr("{file} could not be opened: {error}")
                .replace("{error}", str(exc))
                .replace("{file}", Path(path).name),
            )
            return None

    def _show_record(self, record: GameRecord, path: Path) -> None:
        self._start_match(match_for_record(record), record.game)
        if _is_pgn(path):
            # Save writes records: it asks for a name rather than write one over the PGN file.
            self.forget_file()
            self._update_title()
        else:
            self._now_in(path)
        self.file_used.emit(path)
        self._show_status(tr("Opened {file}").replace("{file}", path.name), 4000)
        self.tell_kept()

    def _now_in(self, path: Path) -> None:
        """The game shown is the one ``path`` holds now (opened or saved)."""
        self.record_path = path
        self._saved_revision = self._game().moves.revision
        self._update_title()

    def _keep_unfinished_autosave(self) -> Path | None:
        """Rename an autosave worth resuming aside; its new path, or None when there was
        none (a broken one is set aside with a warning, as at a plain start)."""
        self.flush_autosave()
        data, problem = read_autosave()
        if problem:
            plain_text.warn(self._window, tr("Saved game"), problem)
        if data is None:
            return None
        try:
            saved = saved_game_from_json(data)
        except RecordError as exc:
            plain_text.warn(self._window, tr("Saved game"), set_autosave_aside(str(exc)))
            return None
        return keep_declined_autosave() if _worth_resuming(saved) else None

    def save_game(self) -> bool:
        if self.record_path is None:
            return self.save_game_as()
        game = self._game()
        if self._write(self.record_path, lambda: dumps_record(game.moves.tree, game.seats())):
            self._now_in(self.record_path)
            return True
        return False

    def save_game_as(self) -> bool:
        state = self._game().main_line_state()
        offered = self.record_path or self._start_folder() / suggested_name(state, RECORD_SUFFIX)
        path, _ = QFileDialog.getSaveFileName(
            self._window, tr("Save Game"), str(offered), tr(RECORD_FILTER)
        )
        if not path:
            return False
        self._remember_folder(Path(path))
        game = self._game()
        if self._write(Path(path), lambda: dumps_record(game.moves.tree, game.seats())):
            self._now_in(Path(path))
            self.file_used.emit(Path(path))
            return True
        return False

    def export_moves(self) -> None:
        offered = self._start_folder() / suggested_name(self._game().state, ".txt")
        game = self._game()
        path, _ = QFileDialog.getSaveFileName(
            self._window, tr("Export Moves"), str(offered), tr("Text files (*.txt);;All files (*)")
        )
        if path:
            self._remember_folder(Path(path))
            marks, notes = self._export_marks()
            state = game.main_line_state()
            self._write(Path(path), lambda: export_text(state, game.seats(), marks, notes))

    def export_pgn(self) -> None:
        """The whole move tree (variations and comments) as PGN, for other programs."""
        game = self._game()
        offered = self._start_folder() / suggested_name(game.main_line_state(), PGN_SUFFIX)
        path, _ = QFileDialog.getSaveFileName(
            self._window, tr("Export as PGN"), str(offered), tr(PGN_FILTER)
        )
        if not path:
            return
        self._remember_folder(Path(path))
        try:
            text = write_pgn(game.moves.tree, game.seats())
        except GameError as exc:
            plain_text.warn(
                self._window,
                tr("Export as PGN"),
                tr("The game cannot be written as PGN: {error}").replace("{error}", str(exc)),
            )
            return
        self._write(Path(path), lambda: text)

    def _start_folder(self) -> Path:
        return start_folder(self._settings().last_folder)

    def _remember_folder(self, path: Path) -> None:
        """Open, Save and Export start in ``path``'s folder next time."""
        folder = str(path.absolute().parent)
        settings = self._settings()
        if folder != settings.last_folder:
            settings.last_folder = folder
            self._store_settings()

    def write_autosave(self) -> None:
        """Save the match being played where the next start finds it (a failure only warns).
        The record is made as soon as the window's thread is free, and written on the
        autosave's own thread; ``flush_autosave`` makes and writes it at once."""
        self._autosave_due.start()

    def _write_autosave_now(self) -> None:
        self._autosave_due.stop()
        game = self._game()
        if game.match is None:
            return
        # The tree's record: its moves in notation as the tree keeps them (replayed only to the
        # main line's end, without judging them again).
        data = autosave_json(game.match, game.moves.tree)
        moves = data["moves"]
        echo = f"autosaved {game.match.game_index} {len(moves)} {' '.join(moves)}".rstrip()
        self._autosave_writer.submit(data, echo)

    def flush_autosave(self) -> None:
        """Wait until the autosaves asked for are on disk (before the file is read, moved or
        removed, and when the window closes)."""
        if self._autosave_due.isActive():
            self._write_autosave_now()
        self._autosave_writer.flush()

    def _on_autosaved(self, echo: object, problem: Exception | None) -> None:
        # On the writer's thread: the echo is printed once the file holds the moves it names.
        if problem is not None:
            with contextlib.suppress(RuntimeError):  # the window is already gone
                self._autosave_failures.failed.emit(problem)
        elif self.autosave_echo is not None:
            print(echo, file=self.autosave_echo, flush=True)

    def _tell_autosave_failed(self, problem: Exception) -> None:
        self._show_status(
            tr("The game could not be autosaved: {error}").replace("{error}", _reason(problem)), 0
        )

    def _write(self, path: Path, make_text: Callable[[], str]) -> bool:
        """Write what ``make_text`` gives to ``path``; a failure is told in a dialog and leaves
        whatever was at ``path`` as it was."""
        window = self._window
        try:
            atomic_write_text(path, make_text())
        except (OSError, RecordError) as exc:
            plain_text.warn(
                window,
                tr("Save Game"),
                tr("{file} could not be written: {error}")
                .replace("{error}", _reason(exc))
                .replace("{file}", path.name),
            )
            return False
        self._show_status(tr("Saved {file}").replace("{file}", path.name), 4000)
        return True


def _is_pgn(path: Path) -> bool:
    return path.suffix.casefold() == PGN_SUFFIX


def _reason(error: Exception) -> str:
    """Why a write failed, for the user."""
    if isinstance(error, NotRegularFileError):
        return tr("that is not a regular file but a folder, a pipe or a device")
    if isinstance(error, OSError):
        return str(error.strerror or error)
    return str(error)


def _kept_message(kept: Path) -> str:
    return tr("The unfinished game was kept as {file}. Game ▸ Open plays it later.").replace(
        "{file}", str(kept)
    )


def _worth_resuming(saved: SavedGame) -> bool:
    """A finished match, or a first game without a single move or a set-up start, has nothing
    to resume."""
    if saved.state.is_over():
        return saved.match.has_next_game()
    return len(saved.tree) > 1 or saved.match.start is not None or saved.match.game_index > 0


def _resume_question(saved: SavedGame) -> str:
    # %n picks the plural form of the language (lupdate needs a plain name as count).
    if saved.state.is_over():  # a tournament stopped between two games
        games = saved.match.game_index + 1
        return QCoreApplication.translate(
            "MainWindow",
            "A tournament was not finished last time (%n games played). Resume it?",
            None,
            games,
        )
    moves = len(saved.state.move_stack)
    return QCoreApplication.translate(
        "MainWindow", "A game was not finished last time (%n moves played). Resume it?", None, moves
    )
