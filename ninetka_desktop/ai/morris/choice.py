"""How a Morris level chooses among the root's scored moves (``pick``, by the level's
``ai.levels.Style``): the same policy for every game of the family.

No policy ever picks a move that loses by force while another does not, nor one more than
``MARGIN`` worse than the best, and a move that wins at once is always played.
"""

from __future__ import annotations

import math
import random

from ...games.morris.moves import MorrisMove
from ..levels import Style
from .root import MAN, SOFT_BOUND, WIN_BOUND, RootResult

#: Centi-men: a choosy level never plays a move this much worse than the best.
MARGIN = 3 * MAN


def pick(result: RootResult, policy: Style, opening: int, rng: random.Random) -> MorrisMove:
    ranked = result.ranked
    best_move, best = ranked[0]
    # A forced result, or the tables' word (a win or a loss, also one the history may turn
    # into a draw): play the best.
    if abs(best) > SOFT_BOUND or result.depth == 0:
        return best_move
    if opening:
        # Strictly above the window's floor: a score equal to it is only a bound (failed low).
        close = [m for m, s in ranked if s > best - opening and s > -WIN_BOUND]
        if close:
            return rng.choice(close)
    floor = max(best - MARGIN, -WIN_BOUND)
    if policy.epsilon > 0 and rng.random() < policy.epsilon:
        half = ranked[: (len(ranked) + 1) // 2]
        pool = [m for m, s in half if s >= best - MAN and s > floor]
        return rng.choice(pool) if pool else best_move
    if policy.temperature <= 0:
        return best_move
    scale = policy.temperature * MAN
    moves = [m for m, s in ranked if s > floor]
    weights = [math.exp((s - best) / scale) for m, s in ranked if s > floor]
    if not moves:
        return best_move
    pick = rng.random() * sum(weights)
    for m, w in zip(moves, weights, strict=True):
        pick -= w
        if pick < 0:
            return m
    return moves[-1]


__all__ = ["MARGIN", "pick"]
