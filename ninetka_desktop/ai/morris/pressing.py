"""Pressing: among root moves the deep search values exactly alike, play the one a shorter
search likes best.

In Six Men's Morris (16 points, twelve men) a deep search of Master's budget values most
moves of a blocked middle game exactly alike, at the draw, and then plays the first of them:
it stops pressing, and games against weaker levels run into the 100-move draw. A shorter
search still sees the differences of the evaluation between those moves (mobility, threats),
so it breaks the tie towards the one that keeps the pressure on. The deep search keeps the
last word: no tie-break ever picks a move it values lower than the best.
"""

from __future__ import annotations

from ...games.morris.moves import MorrisMove
from ...games.morris.state import MorrisState
from ..control import SearchControl
from ..levels import Pressing
from .root import SOFT_BOUND, RootResult, analyse


def tied_best(result: RootResult) -> list[MorrisMove]:
    """The root moves scored exactly as the best (the search ran with a margin of at least 1,
    so these scores are exact, not bounds)."""
    best = result.ranked[0][1]
    return [move for move, score in result.ranked if score == best]


def press(
    state: MorrisState, result: RootResult, pressing: Pressing, control: SearchControl
) -> MorrisMove:
    """The move to play: the best of ``result`` unless several tie for it outside a forced
    result or the tables' win or loss, then the tied move after which a search of
    ``pressing``'s budget leaves the opponent the least (among the tables' draws too: the
    shorter search keeps to the evaluation)."""
    tied = tied_best(result)
    if len(tied) == 1 or abs(result.ranked[0][1]) > SOFT_BOUND or result.depth == 0:
        return result.ranked[0][0]
    chosen, chosen_value = tied[0], None
    for move in tied[: pressing.candidates]:
        if control.out_of_time():
            break
        child = state.copy()
        child.push(move)
        if child.is_over():
            value = 0  # a draw: a win would have been a forced result above
        else:
            reply = analyse(child, control, pressing.nodes, pressing.max_depth)
            if reply.depth == 0:  # stopped before a first iteration: no opinion
                break
            value = -reply.ranked[0][1]
        if chosen_value is None or value > chosen_value:
            chosen, chosen_value = move, value
    return chosen


__all__ = ["press", "tied_best"]
