"""How long the GUI thread can stall while the computer thinks and while counters animate.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gui_responsiveness.py [--moves N]
        [--game 9tka|morris] [--analysis] [--trace-over MS]

Runs a Master-against-Master game in the real main window (animations at normal speed), with
View > Analysis open when asked (it analyses every position meanwhile, filling its list and
the board's badges), and a 5 ms timer in the GUI thread; every gap between two timer ticks
longer than the interval is time the window could not react. Prints the worst gap during the
computer's thinking and during move animations, the 99th percentile, and after which move the
worst gap came, one figure per line.

With ``--trace-over MS`` it also prints, for every gap over MS, the window thread's Python stack
as sampled meanwhile and the events that took it longest to deliver. Tracing costs the window
time of its own (the report is printed from the thread it measures), so its figures are for
finding a stall's cause, not for quoting.
"""

from __future__ import annotations

import argparse
import collections
import gc
import itertools
import os
import statistics
import sys
import tempfile
import threading
import time
import traceback

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.settings import Settings

TICK_MS = 5


class EventTracer(QObject):
    """Notes each event the window's thread is about to deliver; the time until the next one is
    roughly what delivering it cost, so the work behind a gap spent in Qt's own code (a layout,
    a widget's paint) can be named."""

    def __init__(self) -> None:
        super().__init__()
        self._events: collections.deque[tuple[float, str]] = collections.deque(maxlen=50000)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        name = f"{type(watched).__name__}({watched.objectName()}) {event.type().name}"
        self._events.append((time.perf_counter(), name))
        return False

    def report(self, start: float, end: float, slow_ms: float = 8.0) -> None:
        events = [e for e in self._events if start - 0.2 <= e[0] <= end]
        for (at, what), (following, _) in itertools.pairwise(events):
            if (following - at) * 1000 > slow_ms:
                print(f"  event then {(following - at) * 1000:5.1f} ms  {what}", file=sys.stderr)


class StackSampler:
    """Samples the window thread's Python stack every millisecond on a thread of its own, so a
    long gap can be traced to what the window was doing (a sample waits for the interpreter
    lock, so work that holds it shows as the frame that took it)."""

    def __init__(self) -> None:
        self._main = threading.main_thread().ident
        self._samples: collections.deque[tuple[float, str]] = collections.deque(maxlen=20000)
        threading.Thread(target=self._run, name="stack-sampler", daemon=True).start()

    def _run(self) -> None:
        while True:
            frame = sys._current_frames().get(self._main or 0)
            if frame is not None:
                where = " < ".join(
                    f"{os.path.basename(f.filename)}:{f.lineno}:{f.name}"
                    for f in traceback.extract_stack(frame)[-1:-7:-1]
                )
                self._samples.append((time.perf_counter(), where))
            time.sleep(0.001)

    def report(self, start: float, end: float) -> None:
        samples = list(self._samples)  # a copy: the sampler goes on appending meanwhile
        counts = collections.Counter(w for t, w in samples if start <= t <= end)
        for where, count in counts.most_common(6):
            print(f"  {count:4d}  {where}", file=sys.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200, help="moves to watch (a whole game)")
    parser.add_argument("--level", type=int, default=6)
    parser.add_argument("--game", choices=("9tka", "morris"), default="9tka")
    parser.add_argument("--analysis", action="store_true", help="with View > Analysis open")
    parser.add_argument("--trace-over", type=float, default=None, metavar="MS",
                        help="print where the window's thread was during every gap over MS")
    args = parser.parse_args()
    os.environ["NINETKA_HOME"] = tempfile.mkdtemp(prefix="ninetka-bench-")
    app = QApplication(sys.argv)
    tracer = EventTracer() if args.trace_over is not None else None
    if tracer is not None:
        app.installEventFilter(tracer)
    from ninetka_desktop.ui.main_window import MainWindow

    window = MainWindow(Settings(animation_speed=1.0, theme="light"))
    window.resize(1180, 820)
    window.show()
    phase = {"name": "idle"}
    gaps: dict[str, list[float]] = {"thinking": [], "animating": []}
    #: The longest garbage collection (ms, generation): a stall of its own when it is long.
    longest_gc = [0.0, -1]
    gc_started = [0.0]

    def on_gc(phase_name: str, info: dict[str, int]) -> None:
        if phase_name == "start":
            gc_started[0] = time.perf_counter()
        elif (spent := (time.perf_counter() - gc_started[0]) * 1000) > longest_gc[0]:
            longest_gc[:] = [spent, info["generation"]]

    #: Where each phase's worst gap fell: (gap, moves played by then, the window thread's
    #: processor time in it: near the gap, the app's own work; far below, other processes').
    worst: dict[str, tuple[float, int, float]] = {name: (0.0, 0, 0.0) for name in gaps}
    last = [time.perf_counter()]
    last_cpu = [time.thread_time()]
    sampler = StackSampler() if args.trace_over is not None else None

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        name = phase["name"]
        if name in gaps:
            gap = (now - last[0]) * 1000
            gaps[name].append(gap)
            if gap > worst[name][0]:
                spent = (cpu - last_cpu[0]) * 1000
                worst[name] = (gap, len(window.game.state.move_stack), spent)
            if sampler is not None and args.trace_over is not None and gap > args.trace_over:
                moves = len(window.game.state.move_stack)
                print(f"gap {gap:.1f} ms ({name}, after move {moves}, window cpu "
                      f"{(cpu - last_cpu[0]) * 1000:.1f} ms):", file=sys.stderr)
                sampler.report(last[0], now)
                if tracer is not None:
                    tracer.report(last[0], now)
        last[0], last_cpu[0] = now, cpu

    def on_thinking(thinking: bool) -> None:
        # The thinking state is left after the move was played: the animation has begun.
        if thinking or phase["name"] == "thinking":
            phase["name"] = "thinking" if thinking else "idle"
            last[0], last_cpu[0] = time.perf_counter(), time.thread_time()

    def on_move(_move: object) -> None:
        phase["name"] = "animating"
        last[0], last_cpu[0] = time.perf_counter(), time.thread_time()

    def on_animations_done() -> None:
        phase["name"] = "idle"
        if len(window.game.state.move_stack) >= args.moves or window.game.state.is_over():
            app.quit()

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    master = Seat("Master", "computer", args.level)
    options = {"players": 2, "neutrals": "chosen"} if args.game == "9tka" else {"flying": True}
    setup = GameSetup(args.game, options, (master, master))
    window.start_game(setup, None)
    from ninetka_desktop.app import settle_startup_objects

    settle_startup_objects()  # as the app does before its event loop
    gc.callbacks.append(on_gc)
    window.game.thinkingChanged.connect(on_thinking)
    window.board.movePlayed.connect(on_move)
    window.scene.animationsFinished.connect(on_animations_done)
    if args.analysis:
        window.analysis.set_on(True)
    analysed = [0]
    window.analysis.model.modelReset.connect(lambda: analysed.__setitem__(0, analysed[0] + 1))
    QTimer.singleShot(15 * 60 * 1000, app.quit)  # a safety net, never reached normally
    app.exec()
    window.close()
    for name, values in gaps.items():
        values = values or [0.0]
        print(f"{name} worst_gap_ms: {max(values):.1f}")
        print(f"{name} p99_gap_ms: {statistics.quantiles(values, n=100)[98]:.1f}"
              if len(values) >= 100 else f"{name} p99_gap_ms: {max(values):.1f}")
        print(f"{name} ticks: {len(values)}")
        print(f"{name} worst_gap_after_move: {worst[name][1]}")
        print(f"{name} worst_gap_window_cpu_ms: {worst[name][2]:.1f}")
    print(f"longest_gc_ms: {longest_gc[0]:.1f} (generation {longest_gc[1]})")
    print(f"moves_watched: {len(window.game.state.move_stack)}")
    print(f"analysis_updates: {analysed[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
