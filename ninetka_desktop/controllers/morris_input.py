"""What a click on a Morris point means for the human to move (Qt-free).

A Morris turn can take up to three clicks: pick up a man (moving and flying), put it on its
point, and, when that closes a mill, pick the opponent's man to take. ``interpret_click`` turns
one click into one step, from the legal moves alone, so it can never build an illegal move.
"""

from __future__ import annotations

from ..games.morris import MorrisMove, MorrisState
from .clicks import NOTHING, Click, Step

__all__ = ["NOTHING", "Click", "Step", "interpret_click"]


def interpret_click(
    state: MorrisState, selected: int | None, pending: MorrisMove | None, point: int
) -> Click[MorrisMove]:
    """The step a click on ``point`` makes, given the man picked up and the pending move."""
    legal = state.legal_moves()
    if pending is not None:
        for move in legal:
            if (move.src, move.dst, move.remove) == (pending.src, pending.dst, point):
                return Click(Step.PLAY, move=move)
        return NOTHING
    if not legal:
        return NOTHING
    if legal[0].src is None:  # placing
        return _put(legal, None, point)
    if selected is not None:
        if point == selected:
            return Click(Step.DESELECT)
        put = _put(legal, selected, point)
        if put.step is not Step.NOTHING:
            return put
    if any(move.src == point for move in legal):
        return Click(Step.SELECT, point=point)
    return NOTHING


def _put(legal: list[MorrisMove], src: int | None, dst: int) -> Click[MorrisMove]:
    """Putting a man from ``src`` (None: from the hand) on ``dst``."""
    matching = [move for move in legal if move.src == src and move.dst == dst]
    if not matching:
        return NOTHING
    if matching[0].remove is not None:  # every such move names a man to take
        return Click(Step.PENDING, move=MorrisMove(src, dst))
    return Click(Step.PLAY, move=matching[0])
