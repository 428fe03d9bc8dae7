"""``ninetka --self-test``: a short computer-against-computer game through the real window.

A built bundle proves with it that Qt and its plugins, the icon, the sound effects, the
controllers and the AI worker processes all work where it was installed: the main window
opens, two Beginner seats play a whole 9tka game through the state machine and the worker
pool, and the moves are checked against the rules. Exit 0 when all is well, otherwise 1 with
one message on stderr. Files go to a temporary NINETKA_HOME, so the user's settings and
autosave are never touched, and the game-over dialog is never shown. A watchdog ends the
test after ``TIMEOUT_S`` seconds.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import shutil
import sys
import tempfile
import threading
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from .ai.control import SearchControl
from .ai.runner import AiResult
from .games.ninetka import MoveKind, NinetkaState
from .games.records import Seat
from .games.setup import GameSetup
from .models.roles import seat_name
from .resources_path import icon_path, set_app_icon
from .storage.paths import HOME_VARIABLE
from .storage.settings import ANIMATION_SPEEDS, Settings

if TYPE_CHECKING:
    from .ui.main_window import MainWindow

#: The whole test, window to verdict; a game of two Beginners takes a few seconds.
TIMEOUT_S = 120.0
#: Should even the event loop hang, a plain thread ends the process this much later.
HARD_STOP_GRACE_S = 20.0
LEVEL = 1
#: The random game the native core is checked on.
NATIVE_CHECK_SEED = 2007
EXIT_FAILED = 1
EXIT_HUNG = 3
#: Qt warnings that say nothing about the app: the offscreen platform has no window manager to
#: pass size hints to. Left in, they bury the one line that matters.
QUIET_WARNINGS = ("This plugin does not support propagateSizeHints()",)


def tr(text: str) -> str:
    return QCoreApplication.translate("SelfTest", text)


def self_test_setup() -> GameSetup:
    """Two Beginner computer seats: quick moves, and every one of them through the AI worker."""
    seats = (
        Seat(tr("Computer 1"), "computer", LEVEL),
        Seat(tr("Computer 2"), "computer", LEVEL),
    )
    return GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, seats)


def run_self_test(timeout: float = TIMEOUT_S) -> int:
    """Run the test in the running QApplication; the exit status (0 when it passed)."""
    if QApplication.instance() is None:
        raise RuntimeError("run_self_test needs a QApplication")
    set_app_icon()  # as main() does; again, for callers that come here directly
    home = tempfile.mkdtemp(prefix="ninetka-self-test-")
    previous_home = os.environ.get(HOME_VARIABLE)
    os.environ[HOME_VARIABLE] = home  # inherited by the AI workers too
    pulse = not os.environ.get("XDG_RUNTIME_DIR") and not os.environ.get("PULSE_RUNTIME_PATH")
    if pulse:
        # Outside a desktop session the audio library would keep its runtime folder in
        # ~/.config/pulse; the test leaves the user's folders alone.
        os.environ["PULSE_RUNTIME_PATH"] = os.path.join(home, "pulse")
    watchdog = threading.Timer(timeout + HARD_STOP_GRACE_S, _hard_stop, (timeout, home))
    watchdog.daemon = True
    watchdog.start()
    started = time.monotonic()
    previous_handler = qInstallMessageHandler(_qt_message)
    try:
        problem, summary = _play(timeout)
    except Exception as exc:  # any crash is a failed test, reported as one
        problem, summary = f"{type(exc).__name__}: {exc}", ""
    finally:
        watchdog.cancel()
        qInstallMessageHandler(previous_handler)
        if previous_home is None:
            os.environ.pop(HOME_VARIABLE, None)
        else:
            os.environ[HOME_VARIABLE] = previous_home
        if pulse:
            os.environ.pop("PULSE_RUNTIME_PATH", None)
        shutil.rmtree(home, ignore_errors=True)
    if problem:
        print(tr("ninetka self-test FAILED: {problem}").format(problem=problem), file=sys.stderr)
        return EXIT_FAILED
    print(
        tr("ninetka self-test passed in {seconds:.1f} s: {summary}").format(
            seconds=time.monotonic() - started, summary=summary
        )
    )
    return 0


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if message not in QUIET_WARNINGS:
        print(message, file=sys.stderr)


def _hard_stop(timeout: float, home: str) -> None:
    """The last resort when the GUI thread itself is stuck: say so, stop the workers, exit."""
    message = tr("ninetka self-test FAILED: no result after {seconds:.0f} s; the app is stuck")
    print(message.format(seconds=timeout + HARD_STOP_GRACE_S), file=sys.stderr, flush=True)
    for child in multiprocessing.active_children():
        child.kill()
    shutil.rmtree(home, ignore_errors=True)
    os._exit(EXIT_HUNG)


def _play(timeout: float) -> tuple[str, str]:
    """Open the window and play the game; (problem or "", summary)."""
    from .ui.main_window import MainWindow

    settings = Settings(animation_speed=max(ANIMATION_SPEEDS), theme="light")
    window = MainWindow(settings, autosave=False)
    window.show()
    problem = (
        _check_startup(window)
        or _check_sound(window)
        or _check_native_core()
        or _check_tablebases()
        or _check_puzzles()
    )
    if problem:
        window.close()
        return problem, ""
    # The game starts with the event loop; the watch connects to the controller playing it.
    window.start_game(self_test_setup())
    watch = GameWatch(window, timeout)
    QApplication.exec()
    window.close()  # stops the game and shuts the AI worker pool down
    return watch.problem, watch.summary()


def _check_startup(window: MainWindow) -> str:
    if not window.isVisible():
        return tr("the main window did not open")
    path = icon_path()
    if path is None:
        # An installed wheel carries no resources; a frozen bundle must.
        return tr("the app icon is missing from the bundle") if _frozen() else ""
    if QGuiApplication.windowIcon().pixmap(32, 32).isNull():
        return tr("the app icon {path} could not be drawn (Qt's SVG support is missing?)").format(
            path=path
        )
    return ""


def _check_sound(window: MainWindow) -> str:
    """A bundle carries the sound effects and Qt's audio module (an installed wheel may not);
    a machine without an audio output is no fault of the bundle."""
    reason = window.sound.installation_problem()
    if reason is None or not _frozen():
        return ""
    return tr("the sound effects cannot play: {reason}").format(reason=reason)


def _check_native_core() -> str:
    """The native core loads and agrees with the rules library over one seeded random game."""
    try:
        from .ai.ninetka import native
        from .ai.ninetka.mcts import run_search
    except ImportError as exc:
        return tr("the native core is missing ({error})").format(error=exc)
    rng = random.Random(NATIVE_CHECK_SEED)
    state = NinetkaState(players=2)
    while not state.is_over():
        expected = set(state.legal_moves())
        if set(native.legal_moves(state)) != expected:
            return tr("the native core disagrees with the rules after {moves} moves").format(
                moves=len(state.move_stack)
            )
        state.push(rng.choice(sorted(expected, key=str)))
    if native.playouts(NinetkaState(players=2), 20, NATIVE_CHECK_SEED).playouts != 20:
        return tr("the native core did not finish its playouts")
    # A search of two trees, grown on the core's threads (helpers included).
    start = NinetkaState(players=2)
    searched = run_search(start, 2000, SearchControl(), NATIVE_CHECK_SEED, trees=2)
    if searched.playouts != 4000:
        return tr("the native core did not finish its playouts")
    return ""


def _check_tablebases() -> str:
    """A bundle carries the Morris endgame tables it promises, whole, and the core reads them:
    a won three-against-three position of Nine Men's Morris is found won, Three Men's Morris's
    start won and Six Men's Morris's drawn."""
    if not _frozen():
        return ""
    from .ai.morris import tablebase
    from .games.morris import MorrisState

    folder = tablebase.bundled_tablebase_dir()
    shipped = [] if folder is None else [folder]
    missing = [
        name
        for tables in tablebase.shipped_sets()
        for name in tablebase.missing_tables(tables, dirs=shipped)
    ]
    if folder is None or missing:
        return tr("the endgame tables are missing ({names})").format(names=", ".join(missing))
    tablebase.use_tablebases([folder])
    try:
        # White to move closes the mill a1-a4-a7 at once.
        nine = MorrisState.from_position(["a1", "a4", "d7"], ["g1", "g4", "f6"], (0, 0), 0)
        three = MorrisState.from_options({"variant": "three"})
        six = MorrisState.from_options({"variant": "six"})
        words = [tablebase.probe(state) for state in (nine, three, six)]
    finally:
        tablebase.use_tablebases()
    if [None if w is None else w.result for w in words] != ["win", "win", "draw"]:
        return tr("the endgame tables cannot be read")
    return ""


def _check_puzzles() -> str:
    """The puzzle collection ships whole: its checksum holds and every puzzle is sound (the
    loader checks both)."""
    from .puzzles import collection

    try:
        collection.load_collection(collection.COLLECTION_PATH)
    except collection.CollectionError as exc:
        return tr("the puzzles cannot be read ({error})").format(error=exc)
    return ""


def _frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


class GameWatch(QObject):
    """Follows the game from the window's signals and gives the verdict at its end."""

    def __init__(self, window: MainWindow, timeout: float) -> None:
        super().__init__(window)
        self.window = window
        self.timeout = timeout
        self.problem = ""
        self.ai_moves = 0
        self.workers = 0
        self._started = time.monotonic()
        self._finished = False
        self._timer = QTimer(self)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self._tick)
        self._timer.start()
        window.runner.resultReady.connect(self._on_result)
        # Connected after the window's own handler, which opens the result dialog 400 ms later;
        # the event loop is ended at once, so that dialog never opens.
        window.game.gameFinished.connect(self._on_finished)

    def summary(self) -> str:
        state = self.window.game.state
        outcome = state.outcome()
        if outcome is None or outcome.winner is None:
            return ""
        text = tr(
            "a 9tka game of {moves} moves, {ai} of them chosen by {workers} AI worker "
            "process(es); {winner} won ({scores}); Qt platform {platform}"
        )
        return text.format(
            moves=len(state.move_stack),
            ai=self.ai_moves,
            workers=self.workers,
            winner=seat_name("9tka", outcome.winner),
            scores=" : ".join(str(score) for score in outcome.scores),
            platform=QGuiApplication.platformName(),
        )

    def _fail(self, problem: str) -> None:
        if not self.problem:
            self.problem = problem
        self._stop(EXIT_FAILED)

    def _stop(self, code: int) -> None:
        self._timer.stop()
        for widget in QApplication.topLevelWidgets():
            if widget is not self.window and widget.isVisible():
                widget.close()
        QCoreApplication.exit(code)  # ends nested event loops (a dialog's) as well

    def _on_result(self, result: AiResult) -> None:
        if result.move is None or result.error:
            self._fail(tr("the AI worker failed: {error}").format(error=result.error))
            return
        self.ai_moves += 1
        self.workers = max(self.workers, len(multiprocessing.active_children()))

    def _tick(self) -> None:
        modal = QApplication.activeModalWidget()
        if modal is not None and not self._finished:
            self._fail(tr("a dialog stopped the game: {title}").format(title=modal.windowTitle()))
        elif time.monotonic() - self._started > self.timeout:
            state = self.window.game.state
            self._fail(
                tr("the game did not end within {seconds:.0f} s ({moves} moves, phase {phase})")
                .format(seconds=self.timeout, moves=len(state.move_stack), phase=state.phase)
            )

    def _on_finished(self) -> None:
        self._finished = True
        problem = self._verdict()
        if problem:
            self._fail(problem)
        else:
            self._stop(0)

    def _verdict(self) -> str:
        """"" when the finished game is complete, legal and played by the AI workers."""
        state = self.window.game.state
        outcome = state.outcome()
        if not state.is_over() or outcome is None:
            return tr("the game was reported finished before its end")
        replay = NinetkaState(players=state.num_players, neutrals="chosen")
        for number, move in enumerate(state.move_stack, 1):
            if move not in replay.legal_moves():
                return tr("move {number}, {move}, was not legal").format(number=number, move=move)
            replay.push(move)
        if not replay.is_over() or replay.outcome() != outcome:
            return tr("replaying the moves does not give the game's result")
        if self.window.moves.rowCount() != len(state.move_stack):
            return tr("the move list shows {rows} moves, the game has {moves}").format(
                rows=self.window.moves.rowCount(), moves=len(state.move_stack)
            )
        chosen = sum(1 for move in state.move_stack if move.kind is not MoveKind.PASS)
        if self.ai_moves < chosen:
            return tr("only {ai} of the {moves} computer moves came from the AI worker").format(
                ai=self.ai_moves, moves=chosen
            )
        if self.workers < 1:
            return tr("no AI worker process was seen")
        return ""
