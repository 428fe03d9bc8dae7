"""The Morris search's nodes a second, this checkout's build against another's, on the same
positions in one run: each build searches each position in a process of its own checkout, in
turns (before, after, before, ...), so that both meet the same machine.

    .venv/bin/python benchmarks/morris_node_rate.py --before /tmp/ninetka-before \\
        --positions 24 --nodes 2000000 --rounds 3

The positions are those of seeded random games of the game ``--variant`` (Nine Men's Morris by
default; for another game both builds must know it), placing and moving phase alike, every
man's move chosen at random. Each search is Master's kind (one thread, no tables, no book):
``ai.morris.root.analyse`` with ``--nodes`` and depth 60. Prints each position's rates and the
median of the after/before ratios (over positions, each position's best of its rounds).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The worker: replays each position's moves in its own checkout's rules and times the search.
WORKER = """
import json, sys, time
from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.morris.root import analyse
from ninetka_desktop.games.morris import MorrisState
job = json.loads(sys.stdin.read())
out = []
for moves in job["positions"]:
    state = MorrisState.from_options(job["options"])
    for move in moves:
        state.play(move)
    started = time.perf_counter()
    result = analyse(state, SearchControl(), job["nodes"], 60)
    out.append([result.nodes, time.perf_counter() - started])
print(json.dumps(out))
"""


def positions(options: dict[str, object], count: int, seed: int) -> list[list[str]]:
    """The move lists of ``count`` positions of seeded random games, the game not over."""
    sys.path.insert(0, str(ROOT))
    from ninetka_desktop.games.morris import MorrisState

    rng = random.Random(seed)
    found: list[list[str]] = []
    while len(found) < count:
        state = MorrisState.from_options(options)
        plies = rng.randrange(2, 40)
        moves: list[str] = []
        for _ in range(plies):
            legal = state.legal_moves()
            if not legal:
                break
            move = rng.choice(legal)
            moves.append(state.move_to_str(move))
            state.push(move)
        if not state.is_over():
            found.append(moves)
    return found


def run(root: Path, job: dict[str, object]) -> list[tuple[int, float]]:
    env = {**os.environ, "PYTHONPATH": str(root)}
    result = subprocess.run(
        [sys.executable, "-c", WORKER],
        input=json.dumps(job),
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        check=True,
    )
    return [(int(n), float(t)) for n, t in json.loads(result.stdout)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--before", type=Path, required=True, help="the other checkout")
    parser.add_argument("--after", type=Path, default=ROOT, help="this checkout (default)")
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--nodes", type=int, default=2_000_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="nine")
    args = parser.parse_args(argv)
    options: dict[str, object] = {} if args.variant == "nine" else {"variant": args.variant}
    job = {
        "options": options,
        "nodes": args.nodes,
        "positions": positions(options, args.positions, args.seed),
    }
    best: dict[str, list[float]] = {name: [0.0] * args.positions for name in ("before", "after")}
    nodes: dict[str, list[int]] = {}
    for _ in range(args.rounds):
        for name, root in (("before", args.before), ("after", args.after)):
            timed = run(root, job)
            nodes[name] = [n for n, _ in timed]
            for i, (n, seconds) in enumerate(timed):
                best[name][i] = max(best[name][i], n / seconds)
    ratios = []
    for i in range(args.positions):
        ratio = best["after"][i] / best["before"][i]
        ratios.append(ratio)
        same = "same nodes" if nodes["before"][i] == nodes["after"][i] else "other nodes"
        print(
            f"position {i + 1:2}: before {best['before'][i]:,.0f}, after {best['after'][i]:,.0f} "
            f"nodes/s, ratio {ratio:.3f} ({same})"
        )
    total = {name: statistics.median(rates) for name, rates in best.items()}
    print(
        f"median nodes/s: before {total['before']:,.0f}, after {total['after']:,.0f}; "
        f"median ratio after/before {statistics.median(ratios):.3f} "
        f"(lowest {min(ratios):.3f}, highest {max(ratios):.3f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
