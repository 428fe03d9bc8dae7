"""Two trees on two threads against one tree, at about the same time a move (2-player 9tka).

    python benchmarks/two_trees.py [--level 5] [--games 40] [--seed 1] [--neutrals chosen]

One side plays ``--level`` with its tree search split over two trees (``Level.trees``), each
tree with the level's whole playout budget, grown on the core's default threads (two on an idle
2-core Linux machine): twice the playouts in about the wall time of one tree. The other side
plays the same level with one tree on one thread, as the levels searched before they had two.
Everything else (the solver, the time cap, the decided stop) is the level's own. Colours
alternate; the neutrals are placed as in ``ninetka-arena``. Prints the two-tree side's score
with its 95% interval and each side's move times. Run it on an otherwise idle machine: the
two-tree side needs both cores.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.ai import choose_move, levels  # noqa: E402
from ninetka_desktop.arena.stats import wilson_interval  # noqa: E402
from ninetka_desktop.games import new_game  # noqa: E402

#: Trees of the two-tree side.
TREES = 2


@contextmanager
def trees(level: int, count: int) -> Iterator[None]:
    """While open, ``level`` searches ``count`` trees of its whole budget each."""
    shipped = levels.LEVELS[level]
    levels.LEVELS[level] = dataclasses.replace(shipped, trees=count)
    try:
        yield
    finally:
        levels.LEVELS[level] = shipped


def play(
    level: int, two_tree_seat: int, options: dict[str, Any], seed: int
) -> tuple[float, list[float], list[float]]:
    """One game: the two-tree side's points and each side's move times."""
    state = new_game("9tka", options)
    rng = random.Random(seed)
    times: tuple[list[float], list[float]] = ([], [])
    while not state.is_over():
        seat = state.to_move
        started = time.perf_counter()
        with trees(level, TREES if seat == two_tree_seat else 1):
            text = choose_move(state, level, seed=rng.randrange(2**31))
        times[seat != two_tree_seat].append(time.perf_counter() - started)
        state.push(state.parse_move(text))
    outcome = state.outcome()
    assert outcome is not None
    points = 0.5 if outcome.winner is None else float(outcome.winner == two_tree_seat)
    return points, times[0], times[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--level", type=int, default=5, choices=range(2, 7))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--neutrals", choices=("chosen", "random"), default="chosen")
    args = parser.parse_args(argv)
    total = 0.0
    mine: list[float] = []
    theirs: list[float] = []
    started = time.monotonic()
    for index in range(args.games):
        options: dict[str, Any] = {"players": 2, "neutrals": args.neutrals}
        if args.neutrals == "random":
            options["seed"] = args.seed * 100_003 + index
        points, two, one = play(args.level, index % 2, options, args.seed * 7919 + index)
        total += points
        mine += two
        theirs += one
        print(f"game {index + 1}: two trees as seat {index % 2}: {points:g}", flush=True)
    interval = wilson_interval(total, args.games)
    print(
        f"two trees scored {total:g} of {args.games} ({100 * total / args.games:.1f}%, "
        f"95% {100 * interval.low:.1f}-{100 * interval.high:.1f}%)"
    )
    for name, times in (("two trees", mine), ("one tree", theirs)):
        print(f"{name} move_s median {statistics.median(times):.2f} max {max(times):.2f}")
    print(f"wall {time.monotonic() - started:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
