"""The desktop application's entry point: QApplication, command line, main window."""

from __future__ import annotations

import argparse
import gc
import json
import multiprocessing
import signal
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from . import APP_NAME, ORGANIZATION, __version__
from .command_line import Parser
from .games.errors import GameError, RecordError
from .games.file_io import atomic_write_bytes, read_regular_file
from .games.morris import MorrisState
from .games.morris.variants import VARIANTS
from .games.position_strings import MAX_POSITION_LENGTH, read_position_string
from .games.records import Seat, load_record
from .games.setup import GameSetup
from .i18n import LANGUAGES, install_translators
from .models.morris.family import variant_options
from .resources_path import set_app_icon
from .storage.autosave_lock import claim_autosave
from .storage.file_lock import HeldLock, Refused
from .storage.settings import Settings, load_settings
from .storage.statistics_file import load_statistics

if TYPE_CHECKING:
    from .ui.main_window import MainWindow


def first_game() -> GameSetup:
    """What a first start plays: the newcomer against a gentle computer, ready to click (the
    new-game dialog's own default game)."""
    return GameSetup()


def variant_setup(variant: str) -> GameSetup:
    """Two humans playing ``variant`` of the Morris family with its default options."""
    white, black = (QCoreApplication.translate("App", name) for name in ("Ada", "Ben"))
    return GameSetup("morris", variant_options(variant), (Seat(white), Seat(black)))


def variant_game(variant: str, moves: str) -> MorrisState:
    """A game of ``variant`` after ``moves`` (notation, blank-separated); GameError on a move
    that cannot be read or played."""
    state = MorrisState.from_options(variant_options(variant))
    for text in moves.split():
        state.push(state.parse_move(text))
    return state


#: How long ``--screenshot --analysis`` (or ``--review``) waits for the analysis at most.
ANALYSIS_WAIT_S = 60.0

#: The longest ``--show`` taken (far more than any game's moves).
MAX_SHOWN_MOVES = 20_000

#: The window sizes ``--size`` accepts, in pixels a side.
MIN_SIZE, MAX_SIZE = 200, 8000


def window_size(text: str) -> tuple[int, int]:
    """``--size WxH``: two whole numbers of ASCII digits within reason, else a usage error."""
    width, sep, height = text.lower().partition("x")
    if not (sep and width.isascii() and width.isdigit() and height.isascii() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1180x820, not {text!r}")
    size = int(width), int(height)
    if not all(MIN_SIZE <= side <= MAX_SIZE for side in size):
        raise argparse.ArgumentTypeError(f"each side must be from {MIN_SIZE} to {MAX_SIZE} pixels")
    return size


def argument_parser() -> argparse.ArgumentParser:
    """The command line of ``ninetka`` (its man page, packaging/man/ninetka.1, follows it)."""
    parser = Parser(prog="ninetka", description="Play 9tka and Nine Men's Morris on the desktop.")
    parser.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="open this saved game (a .ninetka or .json record) instead of the last one",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--screenshot", metavar="FILE", help="save a picture of the window as a PNG and exit"
    )
    parser.add_argument("--record", metavar="GAME.json", help="with --screenshot: show this game")
    parser.add_argument(
        "--analysis", action="store_true",
        help="with --screenshot: open View > Analysis and wait for its last look",
    )
    parser.add_argument(
        "--review", action="store_true",
        help="with --screenshot: turn Move > Review the Game on and wait for the whole review",
    )
    parser.add_argument(
        "--puzzle", metavar="ID",
        help="with --screenshot: show Game > Puzzles at this puzzle, its hint ringed",
    )
    parser.add_argument(
        "--variant", choices=tuple(VARIANTS),
        help="with --screenshot and no --record: a game of this Morris family game, two humans",
    )
    parser.add_argument(
        "--moves", metavar="MOVES",
        help="with --variant: play these moves first (notation, separated by spaces)",
    )
    parser.add_argument(
        "--position", metavar="STRING",
        help="with --screenshot and no --record: a game from this position string (a 9tka "
        "string or a Morris FEN, as Edit > Paste Position reads it), two humans",
    )
    parser.add_argument(
        "--show", metavar="MOVES",
        help="with --screenshot: show the position after these moves from the game's start "
        "(notation, separated by spaces; a variation's moves too)",
    )
    parser.add_argument(
        "--set-up", action="store_true",
        help="with --screenshot: picture Game > Set Up Position... on the position shown",
    )
    parser.add_argument(
        "--size",
        default="1180x820",
        type=window_size,
        help=f"with --screenshot: window size WxH, each side {MIN_SIZE} to {MAX_SIZE} pixels "
        "(default 1180x820)",
    )
    parser.add_argument(
        "--theme", choices=("light", "dark", "high-contrast"), help="with --screenshot: the theme"
    )
    parser.add_argument(
        "--self-test", action="store_true", help="play a short computer game to check the install"
    )
    # Hidden, for the tests that kill the app mid-game (tests/robustness): resume the autosave
    # without asking, else start the GameSetup JSON in FILE; go on from game to game without
    # the result dialog; print "autosaved GAME_INDEX PLIES MOVES..." after every autosave.
    parser.add_argument("--debug-setup", metavar="FILE", help=argparse.SUPPRESS)
    parser.add_argument(
        "--language", choices=tuple(LANGUAGES), help="speak this language, not the setting's"
    )
    return parser


def parse_arguments(argv: Sequence[str], strict: bool = False) -> argparse.Namespace:
    """The options of ``argv`` (the program first). Before the QApplication exists, Qt's own
    options (-style, -platform ...) pass through to it; ``strict``, once Qt has taken them out,
    anything not ours is a usage error (exit 2), as is --moves without --variant."""
    parser = argument_parser()
    # macOS may add a process serial number when Finder starts an app.
    rest = [a for a in list(argv)[1:] if not a.startswith("-psn_")]
    args = parser.parse_args(rest) if strict else parser.parse_known_args(rest)[0]
    if args.moves is not None and args.variant is None:
        parser.error("argument --moves: goes with --variant")
    if args.position is not None and (args.record or args.variant):
        parser.error("argument --position: a game of its own, not with --record or --variant")
    if args.position is not None and len(args.position) > MAX_POSITION_LENGTH:
        parser.error(f"argument --position: at most {MAX_POSITION_LENGTH} characters")
    if args.show is not None and len(args.show) > MAX_SHOWN_MOVES:
        parser.error(f"argument --show: at most {MAX_SHOWN_MOVES} characters")
    return args


def settle_startup_objects() -> None:
    """Keep what the start made (modules, the window, the rules' tables) out of the garbage
    collector's full passes: they live as long as the app, and scanning them each time stalls
    the window for a frame or two in the middle of a move."""
    gc.collect()
    gc.freeze()


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()  # the AI workers of a frozen app start through here
    arguments = list(sys.argv if argv is None else argv)
    args = parse_arguments(arguments)
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    existing = QApplication.instance()
    app = existing or QApplication(arguments)
    if existing is None:
        # Qt has taken its own options out (-style fusion, -platform xcb): read the rest
        # again, so that the value of one of them is never mistaken for a FILE to open, and
        # refuse what is left that is not ours.
        args = parse_arguments(app.arguments(), strict=True)
    set_app_icon()
    if args.self_test:
        from .self_test import run_self_test

        return run_self_test()
    if args.screenshot:
        return take_screenshot(args)

    from .ui.file_open import FileOpenFilter
    from .ui.main_window import MainWindow

    # Translators go in before the first widget. The system's language first, so that a
    # problem reading the settings is reported in it; then the language the settings choose.
    install_translators(args.language or "system")
    settings, problem = load_settings()
    install_translators(args.language or settings.language)
    # Only the first window started writes the autosave; a second one (a saved game
    # double-clicked while the app is open) plays without it rather than overwrite it.
    claim = claim_autosave()
    autosave = isinstance(claim, HeldLock)
    window = MainWindow(settings, autosave=autosave)
    window.show()
    from .ui.plain_text import warn

    if problem:
        warn(window, QCoreApplication.translate("App", "Settings"), problem)
    statistics_problem = load_statistics()[1]
    if statistics_problem:
        warn(window, QCoreApplication.translate("App", "Statistics"), statistics_problem)
    app.installEventFilter(FileOpenFilter(window.files.open_game, app))
    if isinstance(claim, Refused):
        window.statusBar().showMessage(autosave_off_notice(claim))
    if args.debug_setup:
        start_debug_setup(window, args.debug_setup)
    elif args.file and window.files.open_at_start(args.file, autosave):
        pass
    elif not autosave or not window.files.offer_resume():
        window.start_game(settings.last_setup or first_game())
    window.greet()
    close_on_terminate(app)
    settle_startup_objects()
    try:
        return app.exec()
    finally:
        if isinstance(claim, HeldLock):
            claim.unlock()


def autosave_off_notice(refused: Refused) -> str:
    """The status bar's sentence when this window plays without the autosave, naming why."""
    if refused.busy:
        return QCoreApplication.translate(
            "App",
            "Ninetka Desktop is already open in another window: this window's games are "
            "not autosaved (Game ▸ Save keeps them).",
        )
    return QCoreApplication.translate(
        "App",
        "The autosave is off: its lock file could not be made ({reason}). This window's "
        "games are not autosaved (Game ▸ Save keeps them).",
    ).replace("{reason}", refused.reason)


def close_on_terminate(app: QCoreApplication) -> None:
    """SIGTERM (a logout, ``kill``) closes the windows as Quit does, so the game is saved and
    the AI worker processes stop with the app instead of lingering."""
    if not hasattr(signal, "SIGTERM"):
        return
    signal.signal(signal.SIGTERM, lambda *_: QTimer.singleShot(0, QApplication.closeAllWindows))
    # Python runs a signal handler only when the interpreter gets control back from Qt's event
    # loop; a timer with nothing to do gives it that chance twice a second.
    wake = QTimer(app)
    wake.timeout.connect(lambda: None)
    wake.start(500)


def start_debug_setup(window: MainWindow, path: str) -> None:
    """``--debug-setup FILE``: an unattended game that reports every autosave on stdout."""
    window.unattended = True
    window.files.autosave_echo = sys.stdout
    if not window.files.offer_resume(ask=False):
        text = read_regular_file(path, 1 << 20).decode("utf-8")
        window.start_game(GameSetup.from_json(json.loads(text)))


def save_picture(picture: QPixmap, path: str) -> str:
    """Writes ``picture`` as a PNG to ``path`` atomically (a full disk leaves no half file);
    returns "" or why not."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not picture.save(buffer, "PNG"):
        return "the picture could not be encoded"
    try:
        atomic_write_bytes(path, bytes(data.data()))
    except OSError as problem:
        return problem.strerror or str(problem)
    return ""


def show_moves(window: MainWindow, moves: str) -> str:
    """Show the position after ``moves`` (notation) from the start of the window's game tree;
    the reason when they are not moves of the tree, else ""."""
    tree = window.game.moves.tree
    node = tree.root
    for text in moves.split():
        child = next((c for c in node.children if c.notation == text.lower()), None)
        if child is None:
            child = next((c for c in node.children if c.notation.lower() == text.lower()), None)
        if child is None:
            return f"{text} is not a move of the game after {' '.join(tree.notation_path(node))}"
        node = child
    window.show_node(node)
    return ""


def take_screenshot(args: argparse.Namespace) -> int:
    """A picture of the main window in ``args.screenshot``: read from the screen, frame
    included, on a real desktop, rendered offscreen otherwise; a still picture, no AI moves."""
    from .ui.main_window import MainWindow
    from .ui.window_picture import window_picture

    install_translators(args.language or "en")  # a picture does not depend on the system
    settings = Settings(animation_speed=0.0, theme=args.theme or "light")
    window = MainWindow(settings, autosave=False, statistics=False)
    width, height = args.size
    window.resize(width, height)
    window.set_autoplay(False)
    if args.record:
        try:
            record = load_record(args.record)
        except RecordError as exc:
            print(f"ninetka: {args.record}: {exc}", file=sys.stderr)
            return 2
        from .ui.game_files import match_for_record

        window.start_match(match_for_record(record), record.game)
    elif args.position:
        try:
            position = read_position_string(args.position)
        except GameError as exc:
            print(f"ninetka: --position: {exc}", file=sys.stderr)
            return 2
        from .ui.position_games import start_position_game

        humans = tuple(Seat("") for _ in range(position.num_players))
        start_position_game(window, position, humans)
    elif args.variant:
        try:
            state = variant_game(args.variant, args.moves or "")
        except GameError as exc:
            print(f"ninetka: --moves: {exc}", file=sys.stderr)
            return 2
        window.start_game(variant_setup(args.variant), state)
    else:
        window.start_game(first_game())
    window.show()
    shown: QWidget = window
    if args.show:
        problem = show_moves(window, args.show)
        if problem:
            print(f"ninetka: --show: {problem}", file=sys.stderr)
            return 2
    if args.set_up:
        editor = window.position_setup.make_dialog()
        editor.resize(width, height)
        editor.show()
        shown = editor
    if args.puzzle:
        dialog = window.puzzles.open(puzzle_id=args.puzzle, still=True)
        if dialog is None or dialog.puzzle is None or dialog.puzzle.id != args.puzzle:
            print(f"ninetka: no puzzle {args.puzzle}", file=sys.stderr)
            return 2
        dialog.resize(width, height)
        dialog.hint()
        shown = dialog
    done: list[str] = []
    started = time.monotonic()

    def grab() -> None:
        waiting = args.analysis and not window.analysis.is_settled()
        waiting = waiting or (args.review and not window.reviewer.analyser.is_complete())
        if waiting and time.monotonic() - started < ANALYSIS_WAIT_S:
            QTimer.singleShot(200, grab)
            return
        done.append(save_picture(window_picture(shown), args.screenshot))
        window.close()
        QCoreApplication.quit()

    if args.analysis:
        window.analysis.set_on(True)
    if args.review:
        window.reviewer.action.setChecked(True)
    QTimer.singleShot(600, grab)
    QApplication.exec()
    if not done or done[0]:
        reason = done[0] if done else "the window was not drawn"
        print(f"ninetka: could not write {args.screenshot}: {reason}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
