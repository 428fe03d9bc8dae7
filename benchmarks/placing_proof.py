"""From which ply of the placing phase a level's choice is proved: its games' placing positions,
each followed to the end of the placing with the endgame tables at every end.

    python benchmarks/placing_proof.py [--variant nine] [--level 6] [--games 4] [--seed 1]
                                       [--budget N] [--tables DIR ...]

``--games`` games of the level against itself (seeded, so a run repeats) are played through
their placing phase. At every placing position the proof (``ai.morris.tablebase.prove_placing``)
gets ``--budget`` positions, by default the share of its nodes the level spends on it before it
searches (an eighth): within it, the level plays a move that keeps the proved result. For each
ply the report gives how many positions were proved, the positions and seconds a proof took
(medians), and whether the level's move kept the proved result; then the first ply from which
every position of every game was proved, "Master's choice is proved from ply P". A proof that
reaches an end no table holds says so ("no-table"): the tables of the whole moving phase, up to
every man a side, are what a proof from the first plies needs.

The tables are read from ``--tables``, else from the app's folders.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.ai import choose_move  # noqa: E402
from ninetka_desktop.ai.levels import morris_level  # noqa: E402
from ninetka_desktop.ai.morris.tablebase import prove_placing, use_tablebases  # noqa: E402
from ninetka_desktop.games.morris import MorrisState  # noqa: E402
from ninetka_desktop.games.morris.variants import VARIANTS  # noqa: E402

#: The level's budget share for the proof (``PROOF_SHARE`` in ``native/engine/src/mill/root.rs``).
PROOF_SHARE = 8
RANK = {"win": 1, "draw": 0, "loss": -1}


@dataclass(frozen=True, slots=True)
class Step:
    """One placing position of a game: the proof's outcome and the level's move."""

    ply: int
    status: str
    positions: int
    seconds: float
    #: Whether the level's move kept the best proved result (None: not proved).
    kept: bool | None
    #: The proved result for the side to move (None: not proved).
    result: str | None


def placing_steps(variant: str, level: int, seed: int, budget: int) -> list[Step]:
    """The level against itself through one game's placing phase, each position proved."""
    rng = random.Random(seed)
    state = MorrisState(variant=variant)
    steps = []
    while state.phase == "placing" and not state.is_over():
        started = time.perf_counter()
        proof = prove_placing(state, budget)
        seconds = time.perf_counter() - started
        move = state.parse_move(choose_move(state, level, seed=rng.randrange(2**31)))
        kept = result = None
        if proof.status == "proved":
            best = max(RANK[word] for word in proof.moves.values())
            result = next(w for w, r in RANK.items() if r == best)
            kept = RANK[proof.moves[move]] == best
        steps.append(Step(len(state.move_stack), proof.status, proof.positions, seconds, kept,
                          result))
        state.push(move)
    return steps


def proved_from(games: list[list[Step]]) -> int | None:
    """The first ply from which every placing position of every game was proved."""
    last_unproved = max(
        (s.ply for steps in games for s in steps if s.status != "proved"), default=-1
    )
    deepest = max((s.ply for steps in games for s in steps), default=-1)
    return None if last_unproved >= deepest else last_unproved + 1


def report(games: list[list[Step]]) -> list[str]:
    lines = []
    plies = sorted({s.ply for steps in games for s in steps})
    for ply in plies:
        here = [s for steps in games for s in steps if s.ply == ply]
        proved = [s for s in here if s.status == "proved"]
        others = sorted({s.status for s in here if s.status != "proved"})
        kept = sum(bool(s.kept) for s in proved)
        results = sorted({s.result for s in proved if s.result is not None})
        lines.append(
            f"ply {ply:2d}: proved {len(proved)}/{len(here)}"
            + (f" ({', '.join(results)})" if results else "")
            + (f", not: {', '.join(others)}" if others else "")
            + f"; positions median {statistics.median(s.positions for s in here):,.0f}"
            + f", seconds median {statistics.median(s.seconds for s in here):.3f}"
            + (f"; the level's move kept the result {kept}/{len(proved)}" if proved else "")
        )
    start = proved_from(games)
    lines.append(
        "the level's choice is proved from ply "
        + ("(none: some position of the last ply was not proved)" if start is None else str(start))
    )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--variant", default="nine", choices=sorted(VARIANTS))
    parser.add_argument("--level", type=int, default=6, help="the level whose games, 1-6")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--budget", type=int,
        help="positions a proof may solve (default: the level's nodes / 8, as it plays)",
    )  # fmt: skip
    parser.add_argument("--tables", type=Path, nargs="+", metavar="DIR",
                        help="the folders of the endgame tables (default: the app's)")
    args = parser.parse_args(argv)
    if args.games < 1 or not 1 <= args.level <= 6:
        parser.error("--games must be positive and --level from 1 to 6")
    budget = args.budget or morris_level(args.variant, args.level).nodes // PROOF_SHARE
    if budget < 1:
        parser.error("--budget must be positive")
    if args.tables is not None:
        use_tablebases(args.tables)
    print(f"{args.variant}, level {args.level}, {args.games} games, proofs of at most "
          f"{budget:,} positions", flush=True)
    games = []
    started = time.monotonic()
    for game in range(args.games):
        steps = placing_steps(args.variant, args.level, args.seed * 1_000 + game, budget)
        games.append(steps)
        proved = [s.ply for s in steps if s.status == "proved"]
        print(f"game {game + 1}: {len(steps)} placing plies, proved from ply "
              f"{min(proved) if proved else '-'}", flush=True)
    for line in report(games):
        print(line)
    print(f"wall {time.monotonic() - started:.0f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
