"""How long the GUI thread can stall while the computer thinks and while counters animate.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gui_responsiveness.py [--moves N]
        [--game 9tka|morris] [--analysis]

Runs a Master-against-Master game in the real main window (animations at normal speed), with
View > Analysis open when asked (it analyses every position meanwhile, filling its list and
the board's badges), and a 5 ms timer in the GUI thread; every gap between two timer ticks
longer than the interval is time the window could not react. Prints the worst gap during the
computer's thinking and during move animations, the 99th percentile, and after which move the
worst gap came, one figure per line.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.settings import Settings

TICK_MS = 5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200, help="moves to watch (a whole game)")
    parser.add_argument("--level", type=int, default=6)
    parser.add_argument("--game", choices=("9tka", "morris"), default="9tka")
    parser.add_argument("--analysis", action="store_true", help="with View > Analysis open")
    args = parser.parse_args()
    os.environ["NINETKA_HOME"] = tempfile.mkdtemp(prefix="ninetka-bench-")
    app = QApplication(sys.argv)
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

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        name = phase["name"]
        if name in gaps:
            gap = (now - last[0]) * 1000
            gaps[name].append(gap)
            if gap > worst[name][0]:
                spent = (cpu - last_cpu[0]) * 1000
                worst[name] = (gap, len(window.game.state.move_stack), spent)
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
