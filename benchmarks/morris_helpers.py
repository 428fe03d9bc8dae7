"""The Morris search with a helper thread against the search alone, at the same node budget.

    python benchmarks/morris_helpers.py [--positions 40] [--nodes 6000000] [--reference 8]

Positions come from games of Advanced against itself (its choice policy varies them), one
position a game at plies 8 to 45, so the placing and the moving phase both count. Each is
searched at Master's budget (``--nodes``, counted on the main search only) with no helper and
with ``--helpers`` helpers, in turns (which goes first alternates), and once more alone with
``--reference`` times the nodes as the judge. Prints, for each side, the median depth reached,
the median wall time, and how often its move is the judge's. Run it on an otherwise idle
machine: a helper only gets a core nobody else wants.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.ai.control import SearchControl  # noqa: E402
from ninetka_desktop.ai.levels import morris_level  # noqa: E402
from ninetka_desktop.ai.morris import choose_morris_move  # noqa: E402
from ninetka_desktop.ai.morris.root import RootResult, analyse  # noqa: E402
from ninetka_desktop.games.morris import MorrisState  # noqa: E402

#: The level whose games give the positions: fast, and varied by its choice policy.
SOURCE_LEVEL = 4


def positions(count: int, seed: int) -> list[MorrisState]:
    """One position from each of ``count`` games of Advanced against itself."""
    found = []
    game = 0
    while len(found) < count:
        rng = random.Random(seed * 1_000 + game)
        target = rng.randrange(8, 46)
        state = MorrisState()
        while not state.is_over() and len(state.move_stack) < target:
            control = SearchControl()
            state.push(choose_morris_move(state, morris_level("nine", SOURCE_LEVEL), control, rng))
        if not state.is_over() and len(state.legal_moves()) > 1:
            found.append(state)
        game += 1
    return found


def search(state: MorrisState, nodes: int, helpers: int) -> tuple[RootResult, float]:
    started = time.perf_counter()
    result = analyse(state.copy(), SearchControl(), nodes, 60, tables=True, helpers=helpers)
    return result, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--nodes", type=int, default=morris_level("nine", 6).nodes)
    parser.add_argument("--helpers", type=int, default=1)
    parser.add_argument("--reference", type=int, default=8, help="the judge's nodes, times --nodes")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    chosen = positions(args.positions, args.seed)
    sides = {0: "alone", args.helpers: f"{args.helpers} helper(s)"}
    depths: dict[int, list[int]] = {h: [] for h in sides}
    times: dict[int, list[float]] = {h: [] for h in sides}
    agree = dict.fromkeys(sides, 0)
    for i, state in enumerate(chosen):
        judge, _ = search(state, args.nodes * args.reference, 0)
        best = judge.ranked[0][0]
        order = list(sides) if i % 2 == 0 else list(reversed(sides))
        line = [f"ply {len(state.move_stack):2d}", f"judge {state.move_to_str(best)}"]
        for helpers in order:
            result, seconds = search(state, args.nodes, helpers)
            depths[helpers].append(result.depth)
            times[helpers].append(seconds)
            agree[helpers] += result.ranked[0][0] == best
            move = state.move_to_str(result.ranked[0][0])
            line.append(f"{sides[helpers]} {move} depth {result.depth} {seconds:.2f}s")
        print(f"{i + 1:3d} " + " | ".join(line), flush=True)
    n = len(chosen)
    for helpers, name in sides.items():
        print(
            f"{name}: the judge's move {agree[helpers]}/{n}, depth median "
            f"{statistics.median(depths[helpers])} (mean {statistics.fmean(depths[helpers]):.2f}), "
            f"time median {statistics.median(times[helpers]):.2f}s max {max(times[helpers]):.2f}s"
        )


if __name__ == "__main__":
    main()
