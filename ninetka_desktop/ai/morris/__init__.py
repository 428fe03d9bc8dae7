"""The Nine Men's Morris computer opponent: alpha-beta search, then a level's choice policy.

Strong levels (temperature and epsilon 0) play the search's best move. Weaker ones choose by
softmax over the root scores in men (``temperature`` men per factor e), and with chance
``epsilon`` uniformly among the better half of the moves. Neither ever picks a move that loses
by force while another does not, nor one more than ``_MARGIN`` (softmax) or one man (epsilon)
worse than the best, and a move that wins at once is always played.
"""

from __future__ import annotations

import math
import random

from ...games.morris.moves import MOVE_TABLE, MorrisMove
from ...games.morris.state import MorrisState
from ..control import SearchControl
from ..levels import Level
from .evaluation import MAN
from .root import RootResult, analyse
from .search import WIN_BOUND

_MARGIN = 3 * MAN


def choose_morris_move(
    state: MorrisState, level: Level, control: SearchControl, rng: random.Random
) -> MorrisMove:
    """The move to play in ``state`` (not over) at ``level``; deterministic given ``rng``."""
    choosy = level.temperature > 0 or level.epsilon > 0
    result = analyse(state, control, level.nodes, level.max_depth, _MARGIN if choosy else 0)
    return MOVE_TABLE[_pick(result, level, rng) if choosy else result.ranked[0][0]]


def _pick(result: RootResult, level: Level, rng: random.Random) -> int:
    ranked = result.ranked
    best_move, best = ranked[0]
    if best > WIN_BOUND or result.depth == 0:
        return best_move
    floor = max(best - _MARGIN, -WIN_BOUND)
    if level.epsilon > 0 and rng.random() < level.epsilon:
        half = ranked[: (len(ranked) + 1) // 2]
        pool = [m for m, s in half if s >= best - MAN and s > floor]
        return rng.choice(pool) if pool else best_move
    if level.temperature <= 0:
        return best_move
    scale = level.temperature * MAN
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


__all__ = ["choose_morris_move"]
