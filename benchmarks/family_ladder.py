"""The strength ladder of the Morris family behind docs/STRENGTH.md ("The Morris family"): each
level against the one below in every game of the family, colours alternating.

    .venv/bin/python benchmarks/family_ladder.py --games 100 --jobs 2 > family_ladder.md
    .venv/bin/python benchmarks/family_ladder.py --variant three --levels 3 4 --games 20
    .venv/bin/python benchmarks/family_ladder.py --variant three --option centre_opening=off

Prints one Markdown row per game and pair as it finishes: wins, draws and losses of the higher
level, its score (a draw counts half) with its 95% Wilson interval, its score as White and as
Black, the mean length of a game in plies, and the wall time.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.ai import choose_move  # noqa: E402
from ninetka_desktop.games.morris.state import MorrisState  # noqa: E402
from ninetka_desktop.games.morris.variants import VARIANTS  # noqa: E402

FAMILY = [key for key in VARIANTS if key != "nine"]
#: Plies after which a game is scored a draw (the rules' own draws end games far sooner).
PLY_LIMIT = 600


def option_value(text: str) -> bool | int:
    """``on``/``off`` or a whole number, as the protocol writes options."""
    if text in ("on", "off"):
        return text == "on"
    return int(text)


def play(
    variant: str, white: int, black: int, seed: int, options: dict[str, Any]
) -> tuple[int | None, int]:
    """One game: the winner (0 White, 1 Black, None a draw) and its length in plies."""
    state = MorrisState.from_options({"variant": variant, **options})
    levels = (white, black)
    ply = 0
    while not state.is_over() and ply < PLY_LIMIT:
        text = choose_move(state, levels[state.to_move], seed=seed * 1_000 + ply)
        state.push(state.parse_move(text))
        ply += 1
    outcome = state.outcome()
    return (outcome.winner if outcome is not None else None), ply


def _game(args: tuple[str, int, int, int, dict[str, Any]]) -> tuple[int, int | None, int]:
    variant, high, low, index, options = args
    high_is_white = index % 2 == 0
    white, black = (high, low) if high_is_white else (low, high)
    winner, plies = play(variant, white, black, index + 1, options)
    high_seat = 0 if high_is_white else 1
    return high_seat, winner, plies


def match(
    variant: str, high: int, low: int, games: int, jobs: int, options: dict[str, Any]
) -> dict[str, Any]:
    """``high`` against ``low`` over ``games`` games of ``variant``, colours alternating."""
    tally: Counter[str] = Counter()
    plies = 0
    work = [(variant, high, low, i, options) for i in range(games)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for high_seat, winner, length in pool.map(_game, work):
            colour = "white" if high_seat == 0 else "black"
            result = "draw" if winner is None else "win" if winner == high_seat else "loss"
            tally[result] += 1
            tally[f"{colour}-{result}"] += 1
            plies += length
    return {"tally": tally, "plies": plies / max(1, games)}


def score(tally: Counter[str], prefix: str = "") -> str:
    wins, draws, losses = (tally[prefix + r] for r in ("win", "draw", "loss"))
    played = wins + draws + losses
    return f"{100 * (wins + draws / 2) / played:.0f}%" if played else "-"


def wilson(tally: Counter[str], z: float = 1.96) -> str:
    """The 95% Wilson interval of the score (a draw counts half a win)."""
    n = tally["win"] + tally["draw"] + tally["loss"]
    if not n:
        return "-"
    p = (tally["win"] + tally["draw"] / 2) / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return f"{100 * (centre - half):.0f}-{100 * (centre + half):.0f}%"


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games a pair (default 100)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variant", choices=FAMILY, action="append")
    parser.add_argument("--levels", type=int, nargs="*", help="only pairs led by these levels")
    parser.add_argument(
        "--option", action="append", default=[], help="a game option, e.g. centre_opening=off"
    )
    args = parser.parse_args()
    options = {}
    for item in args.option:
        name, _, value = item.partition("=")
        options[name] = option_value(value)
    label = " ".join(args.option)
    print(
        "| game | pair | games | W | D | L | score | 95% interval | as White | as Black "
        "| plies | wall s |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    sys.stdout.flush()
    for variant in args.variant or FAMILY:
        for high in range(2, 7):
            if args.levels and high not in args.levels:
                continue
            started = time.monotonic()
            result = match(variant, high, high - 1, args.games, args.jobs, options)
            tally = result["tally"]
            print(
                f"| {VARIANTS[variant].name} {label}".rstrip()
                + f" | {high} v {high - 1} | {args.games} "
                f"| {tally['win']} | {tally['draw']} | {tally['loss']} "
                f"| {score(tally)} | {wilson(tally)} "
                f"| {score(tally, 'white-')} | {score(tally, 'black-')} "
                f"| {result['plies']:.0f} | {time.monotonic() - started:.0f} |"
            )
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
