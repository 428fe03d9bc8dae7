"""Soak: many computer-against-computer games in one app process, watching for leaks.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/soak.py [--games 500] [--every 50]

Plays ``--games`` games (9tka with 2, 3 and 4 players, and Nine Men's Morris, in turn; Beginner
and Casual seats, so they are quick) in one real MainWindow, going from game to game through
the result dialog and the new game dialog as a player does (both answered at once), animations
off except every ``--animated-every``-th game (fast animations). Every ``--every`` games it
prints one line: the resident memory, the QObjects under the window, the QObjects and
QPropertyAnimations alive in Python's gc (and apart, the wrappers whose C++ object is gone),
the animations running, and the live AI worker processes (as multiprocessing sees them and as
/proc lists the children). It exits 1 when memory grew by more than 10% after the warm-up
(the first ``--warmup`` games), when a count of live objects grew after it beyond a small
jitter, when dangling wrappers grew by more than one per two games, when an animation is still
running between games, when more worker processes than the pool's one live, or when a game
stalls.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import multiprocessing
import os
import resource
import sys
import tempfile
import time
from dataclasses import dataclass

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shiboken6
from PySide6.QtCore import QAbstractAnimation, QObject, QPropertyAnimation, QTimer
from PySide6.QtWidgets import QApplication

from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.settings import Settings

MEMORY_GROWTH_LIMIT = 0.10
#: Object counts may wobble a little between two quiet moments (a queued deleteLater).
OBJECT_JITTER = 0.02
OBJECT_JITTER_MIN = 25
GAME_TIMEOUT_S = 300.0
#: Python wrappers left by deleted QObjects (PySide keeps a few, e.g. of a replaced style):
#: more than this many per game would be a leak that grows without end.
DANGLING_PER_GAME = 0.5


def setups() -> list[GameSetup]:
    def seats(count: int, levels: tuple[int, ...]) -> tuple[Seat, ...]:
        return tuple(Seat(f"Computer {i + 1}", "computer", levels[i]) for i in range(count))

    return [
        GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, seats(2, (1, 2))),
        GameSetup("morris", {"flying": True}, seats(2, (1, 1))),
        GameSetup("9tka", {"players": 3, "neutrals": "random"}, seats(3, (1, 1, 2))),
        GameSetup("morris", {"flying": True, "no_removal_limit": 50}, seats(2, (2, 1))),
        GameSetup("9tka", {"players": 4, "neutrals": "chosen"}, seats(4, (1, 2, 1, 1))),
    ]


@dataclass(frozen=True, slots=True)
class Sample:
    games: int
    minutes: float
    rss_mib: float
    window_objects: int
    gc_qobjects: int
    gc_dangling: int
    gc_animations: int
    running_animations: int
    mp_children: int
    proc_children: int
    restarts: int

    HEADER = (
        "games  minutes  RSS MiB  QObjects(window)  QObjects(gc)  dangling(gc)  "
        "QPropertyAnimations(gc)  running animations  workers(mp)  children(/proc)  "
        "worker restarts"
    )

    def line(self) -> str:
        return (
            f"{self.games:5d}  {self.minutes:7.1f}  {self.rss_mib:7.1f}  "
            f"{self.window_objects:16d}  {self.gc_qobjects:12d}  {self.gc_dangling:12d}  "
            f"{self.gc_animations:23d}  {self.running_animations:18d}  {self.mp_children:11d}  "
            f"{self.proc_children:15d}  {self.restarts:15d}"
        )


def rss_mib() -> float:
    """The resident memory now (Linux); elsewhere the peak, which can only grow."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def proc_children() -> list[str]:
    """The command names of this process's children, from /proc (empty elsewhere)."""
    me = str(os.getpid())
    found = []
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8", errors="replace") as handle:
                stat = handle.read()
            with open(f"/proc/{entry}/cmdline", "rb") as handle:
                command = handle.read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if fields[1] == me and fields[0] != "Z":
            found.append(command)
    return found


class Soak(QObject):
    def __init__(self, args: argparse.Namespace) -> None:
        super().__init__()
        from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
        from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
        from ninetka_desktop.ui.main_window import MainWindow

        # The window's own way from game to game, with every dialog built as for a player: the
        # result dialog answers "New game…" and the new game dialog the next setup at once.
        def game_over(dialog: GameOverDialog) -> int:
            dialog.choice = "new"
            return 0

        GameOverDialog.exec = game_over  # type: ignore[assignment]
        NewGameDialog.exec = lambda dialog: NewGameDialog.DialogCode.Accepted  # type: ignore[assignment]
        NewGameDialog.setup = lambda dialog: self._next_setup()  # type: ignore[method-assign]
        self.args = args
        self.window = MainWindow(Settings(animation_speed=0.0, theme="light"))
        self.window.resize(1180, 820)
        self.window.show()
        self.setups = setups()
        self.games = 0
        self.samples: list[Sample] = []
        self.problems: list[str] = []
        self.started = time.monotonic()
        self.game_started = time.monotonic()
        for front in self.window.fronts.values():
            front.controller.gameFinished.connect(self._on_finished)
        self.watchdog = QTimer(self)
        self.watchdog.timeout.connect(self._check_stall)
        self.watchdog.start(5_000)

    def start(self) -> None:
        print(Sample.HEADER, flush=True)
        self.window.start_game(self._next_setup())

    def _next_setup(self) -> GameSetup:
        """The next game's setup; its animation speed is set on the way."""
        animated = self.args.animated_every and (self.games + 1) % self.args.animated_every == 0
        speed = 2.0 if animated else 0.0
        if self.window.settings.animation_speed != speed:
            self.window.settings.animation_speed = speed
            self.window.apply_settings()
        self.game_started = time.monotonic()
        return self.setups[self.games % len(self.setups)]

    def _on_finished(self) -> None:
        if not self.window.game.state.is_over():
            return
        self.games += 1
        if self.games % self.args.every == 0 or self.games == self.args.games:
            self._sample()
        if self.games >= self.args.games or self.problems:
            QApplication.quit()

    def _check_stall(self) -> None:
        waited = time.monotonic() - self.game_started
        if waited > GAME_TIMEOUT_S:
            state = self.window.game.state
            self.problems.append(
                f"game {self.games + 1} stalled for {waited:.0f} s after "
                f"{len(state.move_stack)} moves in {self.window.game.active_state_names()}"
            )
            QApplication.quit()

    def _sample(self) -> None:
        # findChildren makes a Python wrapper for every child; made before gc is counted, the
        # wrappers are there in every sample alike, not only from the second one on.
        window_objects = len(self.window.findChildren(QObject))
        gc.collect()
        objects = gc.get_objects()
        wrappers = [o for o in objects if isinstance(o, QObject)]
        # A wrapper whose C++ object is gone costs only Python memory; counted apart.
        qobjects = [o for o in wrappers if shiboken6.isValid(o)]
        animations = [o for o in qobjects if isinstance(o, QAbstractAnimation)]
        running = 0
        for animation in animations:
            with contextlib.suppress(RuntimeError):  # its C++ side is already gone
                running += animation.state() == QAbstractAnimation.State.Running
        sample = Sample(
            games=self.games,
            minutes=(time.monotonic() - self.started) / 60,
            rss_mib=rss_mib(),
            window_objects=window_objects,
            gc_qobjects=len(qobjects),
            gc_dangling=len(wrappers) - len(qobjects),
            gc_animations=sum(isinstance(o, QPropertyAnimation) for o in animations),
            running_animations=running,
            mp_children=len(multiprocessing.active_children()),
            proc_children=sum("resource_tracker" not in c for c in proc_children()),
            restarts=self.window.runner._runner.restarts if self.window.runner._runner else 0,
        )
        del objects, wrappers, qobjects, animations
        self.samples.append(sample)
        print(sample.line(), flush=True)


def verdict(samples: list[Sample], warmup: int, workers: int) -> list[str]:
    """What leaked, if anything: measured from the first sample at or after the warm-up."""
    problems = []
    base = next((s for s in samples if s.games >= warmup), None)
    if base is None or base is samples[-1]:
        return ["too few games after the warm-up to judge"]
    last = samples[-1]
    if last.rss_mib > base.rss_mib * (1 + MEMORY_GROWTH_LIMIT):
        problems.append(
            f"memory grew from {base.rss_mib:.1f} to {last.rss_mib:.1f} MiB after the warm-up"
        )
    for name in ("window_objects", "gc_qobjects", "gc_animations"):
        before, after = getattr(base, name), getattr(last, name)
        if after > before + max(OBJECT_JITTER_MIN, before * OBJECT_JITTER):
            problems.append(f"{name} grew from {before} to {after} after the warm-up")
    games = last.games - base.games
    if last.gc_dangling - base.gc_dangling > max(OBJECT_JITTER_MIN, games * DANGLING_PER_GAME):
        problems.append(
            f"dangling wrappers grew from {base.gc_dangling} to {last.gc_dangling} in {games} games"
        )
    for sample in samples:
        if sample.running_animations:
            problems.append(f"{sample.running_animations} animations ran between games")
        if sample.mp_children > workers or sample.proc_children > workers:
            problems.append(
                f"{sample.mp_children} worker processes (/proc: {sample.proc_children}) after "
                f"{sample.games} games; the pool has {workers}"
            )
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--every", type=int, default=50, help="games between two samples")
    parser.add_argument("--warmup", type=int, default=50, help="games before the baseline")
    parser.add_argument("--animated-every", type=int, default=10,
                        help="every Nth game with fast animations (0: never)")
    args = parser.parse_args()
    os.environ["NINETKA_HOME"] = tempfile.mkdtemp(prefix="ninetka-soak-")
    app = QApplication(sys.argv[:1])
    soak = Soak(args)
    QTimer.singleShot(0, soak.start)
    app.exec()
    soak.window.close()
    problems = soak.problems + verdict(soak.samples, args.warmup, workers=1)
    minutes = (time.monotonic() - soak.started) / 60
    print(f"{soak.games} games in {minutes:.1f} min")
    for problem in problems:
        print(f"LEAK OR FAULT: {problem}")
    print("soak passed" if not problems else "soak FAILED", flush=True)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
