"""Master with the opening book against Master without it, in process (docs/STRENGTH.md).

    .venv/bin/python benchmarks/morris_book_match.py --games 20 --nodes 300000 --seed 1

Both sides are Master's policy at ``--nodes`` nodes a move (no time cap); one side plays from
the book while the game is in it, the other searches every move. Colours alternate, each game
has its own seed. Prints one line per game and the booked side's score with its 95% interval.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time

from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import morris_level
from ninetka_desktop.ai.morris import choose_morris_move
from ninetka_desktop.ai.morris.book import default_book
from ninetka_desktop.arena.stats import wilson_interval
from ninetka_desktop.games.morris import MorrisState

MASTER = 6
MAX_PLIES = 1_000


def play(game: int, nodes: int, seed: int) -> tuple[float, str, int, int]:
    """One game: (the booked side's points, the ending, plies, book moves played)."""
    booked = game % 2  # White in even games
    lv = dataclasses.replace(morris_level("nine", MASTER), nodes=nodes)
    rng = random.Random(seed * 1_000 + game)
    book = default_book()
    state = MorrisState()
    in_book = 0
    while not state.is_over() and len(state.move_stack) < MAX_PLIES:
        side = state.to_move
        if side == booked and book is not None and book.lookup(state):
            in_book += 1
        move = choose_morris_move(state, lv, SearchControl(), rng, use_book=side == booked)
        state.push(move)
    outcome = state.outcome()
    if outcome is None or outcome.winner is None:
        points = 0.5
    else:
        points = 1.0 if outcome.winner == booked else 0.0
    reason = "cut" if outcome is None else outcome.reason
    return points, reason, len(state.move_stack), in_book


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--nodes", type=int, default=300_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if default_book() is None:
        print("no usable opening book", file=sys.stderr)
        return 1
    total = 0.0
    started = time.monotonic()
    for game in range(args.games):
        points, reason, plies, in_book = play(game, args.nodes, args.seed)
        total += points
        colour = "White" if game % 2 == 0 else "Black"
        print(
            f"game {game + 1}: book as {colour}: {points} ({reason}, {plies} plies, "
            f"{in_book} book moves)",
            flush=True,
        )
    interval = wilson_interval(total, args.games)
    print(
        f"book side: {total} of {args.games} ({100 * total / args.games:.1f}%, "
        f"95% {100 * interval.low:.1f}-{100 * interval.high:.1f}%), "
        f"{time.monotonic() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
