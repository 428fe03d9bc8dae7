"""Elo ratings: the expected score between two ratings and the change a result brings."""

from __future__ import annotations

import math
from collections.abc import Sequence

#: A rating moves faster while it has few games behind it, so that it soon finds its level.
PROVISIONAL_GAMES = 30
PROVISIONAL_K = 40.0
SETTLED_K = 20.0


def expected_score(rating: float, opponent: float) -> float:
    """The score (1 a win, 0.5 a draw) ``rating`` is expected to make against ``opponent``."""
    return 1.0 / (1.0 + math.pow(10.0, (opponent - rating) / 400.0))


def k_factor(rated_games: int) -> float:
    return PROVISIONAL_K if rated_games < PROVISIONAL_GAMES else SETTLED_K


def rating_change(
    rating: float, rated_games: int, results: Sequence[tuple[float, float]]
) -> float:
    """How far one game moves ``rating``: ``results`` holds (opponent's rating, score against
    that opponent) for each opponent in it. A game against several opponents moves the rating
    as far as one against a single opponent would (the K factor is shared among them)."""
    if not results:
        return 0.0
    surprise = sum(score - expected_score(rating, opponent) for opponent, score in results)
    return k_factor(rated_games) * surprise / len(results)
