"""What a click on a 9tka cell means for the human to move (Qt-free); the twin of
``morris_input``.

A 9tka turn is one click: in the placement phases the cell clicked is where the counter goes
(a neutral one on a core cell, then the player's own on an edge slot); in the movement phase it
is the slot whose counter slides in. The click names at most one move, which the engine then
judges, so ``interpret_click`` can never build an illegal move and never lists the legal ones.
"""

from __future__ import annotations

from ..games.ninetka import MoveKind, NinetkaMove, NinetkaState
from ..games.ninetka.moves import intern_move
from .clicks import NOTHING, Click, Step

_PLACED_IN_PHASE = {"neutrals": MoveKind.NEUTRAL, "edge": MoveKind.EDGE}


def interpret_click(state: NinetkaState, cell: int) -> Click[NinetkaMove]:
    """The step a click on ``cell`` makes: PLAY with its move, or NOTHING."""
    phase = state.phase
    kind = _PLACED_IN_PHASE.get(phase)
    landing = state.landing_cell(cell) if phase == "movement" else None
    if kind is not None:
        move = NinetkaMove(kind, cell)
    elif landing is not None:
        move = NinetkaMove(MoveKind.SLIDE, cell, landing)
    else:
        return NOTHING  # the game is over, or no counter waits in an open slot here
    if not state.is_legal(move):
        return NOTHING
    return Click(Step.PLAY, point=cell, move=intern_move(move))
