"""Fixed reference opponents for the arena and the strength ladder: random and one-ply greedy."""

from __future__ import annotations

import random
from typing import Any

from ..games import GameState


def random_move(state: GameState[Any], rng: random.Random) -> Any:
    """Uniformly among the legal moves."""
    return rng.choice(state.legal_moves())


def greedy_move(state: GameState[Any], rng: random.Random) -> Any:
    """The move that most improves the mover's lead right now, ties broken at random.

    9tka: the lead is the mover's sections held minus the best opponent's, then the sum over
    sections of the mover's margin over the strongest opponent there (capped at +-2 so that
    piling into one section is not rewarded). Morris: men on the board minus the opponent's.
    Placement phases change no section, so there the greedy player plays at random.
    """
    seat = state.to_move
    best: list[Any] = []
    best_value: tuple[int, int] | None = None
    for move in state.legal_moves():
        state.push(move)
        value = _lead(state, seat)
        state.pop()
        if best_value is None or value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    return rng.choice(best)


def _lead(state: GameState[Any], seat: int) -> tuple[int, int]:
    scores = state.scores()
    others = [s for i, s in enumerate(scores) if i != seat]
    primary = scores[seat] - max(others)
    if state.game_name != "9tka":
        return primary, 0
    margin = 0
    for counts in state.section_counts():  # type: ignore[attr-defined]
        rival = max(c for i, c in enumerate(counts) if i != seat)
        margin += max(-2, min(2, counts[seat] - rival))
    return primary, margin
