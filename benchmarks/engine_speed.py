"""Random games per second through the rules engines, from the empty board.

    .venv/bin/python benchmarks/engine_speed.py [--seconds S]

Prints one figure per line: ``9tka-2p games_per_s: N`` ... ``morris games_per_s: N``.
Each game picks uniformly among ``legal_moves()`` until the game is over, through the same
unchecked push the AI uses.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from ninetka_desktop.games import GameState, new_game

SETUPS: list[tuple[str, str, dict[str, Any]]] = [
    ("9tka-2p", "9tka", {"players": 2}),
    ("9tka-3p", "9tka", {"players": 3}),
    ("9tka-4p", "9tka", {"players": 4}),
    ("morris", "morris", {}),
]


def play_random_game(state: GameState[Any], rng: random.Random) -> int:
    push = getattr(state, "push_unchecked", state.push)
    legal_moves = state.legal_moves
    choice = rng.choice
    plies = 0
    while True:
        moves = legal_moves()
        if not moves:
            return plies
        push(choice(moves))
        plies += 1


def games_per_second(game: str, options: dict[str, Any], seconds: float) -> tuple[float, float]:
    rng = random.Random(2026)
    games = plies = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        plies += play_random_game(new_game(game, options), rng)
        games += 1
    return games / elapsed, plies / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per game kind")
    args = parser.parse_args()
    for label, game, options in SETUPS:
        rate, mean_plies = games_per_second(game, options, args.seconds)
        print(f"{label} games_per_s: {rate:.0f}")
        print(f"{label} mean_plies_per_game: {mean_plies:.1f}")


if __name__ == "__main__":
    main()
