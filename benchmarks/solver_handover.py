"""How long the exact movement solver takes where a level hands a 2-player game over to it.

For random games (seeds FIRST..FIRST+GAMES-1, the games of ``ai_speed.py``'s solver figures),
the first movement-phase position with at most WAITING waiting movable counters is solved
within CAP seconds, as a level with ``solver_waiting = WAITING`` would on its share of the
move's time (Master: 1.8 s). Prints each game's seconds, then how many were solved in time
and the median (an unsolved game counts as slower than any).

    PYTHONPATH=. .venv/bin/python benchmarks/solver_handover.py --waiting 32 --games 60 \\
        --cap 1.8 --first-seed 100
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from ai_speed import movement_start

from ninetka_desktop.ai import SearchControl
from ninetka_desktop.ai.ninetka.solver import solve_movement
from ninetka_desktop.games.ninetka import NinetkaState


def waiting(state: NinetkaState) -> int:
    return state.movable_count(0) + state.movable_count(1)


def handover_seconds(seed: int, most: int, cap: float) -> tuple[int, float] | None:
    """(waiting counters, seconds, ``inf`` when not solved in time) at the first position of
    game ``seed`` with at most ``most`` waiting counters; None when the game ends first."""
    state, rng = movement_start(seed)
    while not state.is_over() and waiting(state) > most:
        state.push(rng.choice(state.legal_moves()))
    if state.is_over():
        return None
    start = time.perf_counter()
    solved = solve_movement(state, SearchControl(deadline=time.monotonic() + cap))
    seconds = time.perf_counter() - start
    return waiting(state), seconds if solved is not None else math.inf


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--waiting", type=int, default=32, help="the handover threshold")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--cap", type=float, default=1.8, help="seconds for each solve")
    parser.add_argument("--first-seed", type=int, default=100)
    args = parser.parse_args()
    times = []
    for seed in range(args.first_seed, args.first_seed + args.games):
        found = handover_seconds(seed, args.waiting, args.cap)
        if found is None:
            continue
        count, seconds = found
        times.append(seconds)
        shown = "unsolved" if math.isinf(seconds) else f"{seconds:.2f} s"
        print(f"seed {seed}: {count} waiting, {shown}", flush=True)
    solved = sum(1 for s in times if not math.isinf(s))
    median = statistics.median(times) if times else math.nan
    print(f"waiting <= {args.waiting}: {solved} of {len(times)} solved within {args.cap:g} s")
    print(f"median_s: {median:.2f}")


if __name__ == "__main__":
    main()
