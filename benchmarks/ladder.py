"""The strength ladder behind docs/STRENGTH.md: each level against the one below, and Master
against the one-ply greedy baseline, through the arena.

    .venv/bin/python benchmarks/ladder.py --games 200 --jobs 2 > ladder.md

Long: the top pairs think for seconds a move. Prints a Markdown table per match-up as it goes,
with the arena's command line for each, so any row can be reproduced alone.
"""

from __future__ import annotations

import argparse
import sys
import time

from ninetka_desktop.arena.cli import main as arena_main

MATCHUPS: dict[str, list[list[str]]] = {
    "9tka-2p": [[str(n), str(n - 1)] for n in range(2, 7)] + [["6", "greedy"]],
    "9tka-4p": [["6", "greedy", "greedy", "greedy"]],
    "morris": [[str(n), str(n - 1)] for n in range(2, 7)],
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", choices=sorted(MATCHUPS), action="append")
    parser.add_argument(
        "--levels", type=int, nargs="*", help="only match-ups led by these levels"
    )
    args = parser.parse_args()
    for kind in args.only or list(MATCHUPS):
        for entrants in MATCHUPS[kind]:
            if args.levels and int(entrants[0]) not in args.levels:
                continue
            game = "morris" if kind == "morris" else "9tka"
            games = args.games if len(entrants) == 2 else max(4, args.games // 2 // 4 * 4)
            argv = ["--game", game, "--games", str(games), "--jobs", str(args.jobs), "--quiet",
                    *entrants]
            print(f"### {kind}: {' vs '.join(entrants)}\n")
            print(f"`ninetka-arena {' '.join(argv)}`\n\n```")
            sys.stdout.flush()
            started = time.monotonic()
            arena_main(argv)
            print(f"wall_s: {time.monotonic() - started:.0f}\n```\n")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
