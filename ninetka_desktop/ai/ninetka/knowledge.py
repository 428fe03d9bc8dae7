"""9tka knowledge for the search: cheap move scores used as priors and by the playout policy.

Everything here reads the flat lists of ``FastBoard`` (board, landing positions, section counts)
so one score costs a handful of list look-ups.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ...games.ninetka.geometry import LINE, NUM_CELLS, OPPOSITE, SECTION_OF, SLOTS
from ...games.ninetka.state import PHASE_EDGE, PHASE_MOVEMENT

if TYPE_CHECKING:
    from .playout import FastBoard

#: ``FIRST_OF[cell]``: the slots whose line starts on ``cell``; a counter landing there blocks
#: the counters waiting in them for good (one slot for a border cell, two for a field corner).
FIRST_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in SLOTS if LINE[s][0] == c) for c in range(NUM_CELLS)
)

# Majority arithmetic: a counter that turns a tie into a lead wins a section; one that draws level
# takes it from the leader; a second counter of lead guards against one reply; more is waste.
TAKE_LEAD = 1.0
DRAW_LEVEL = 0.8
GUARD_LEAD = 0.3
# A blocked counter never enters the field: worth about one section swing.
BLOCK_RIVAL = 1.0
BLOCK_OWN = -1.2
#: Prior bonus for moving a counter whose entry cell a rival can occupy next turn.
THREATENED = 0.5
#: Edge placement facing a clear line towards an own counter: one of the two will be blocked.
FACING_OWN = -1.0
#: Edge placement whose counter would enter a contested section (by the counters already placed).
CONTESTED = 0.4
#: Softmax temperature turning scores into priors.
PRIOR_TEMPERATURE = 0.6


def majority_gain(mine: int, rival: int) -> float:
    """What one more own counter in a section is worth, given the best rival's count there."""
    if mine == rival:
        return TAKE_LEAD
    if mine == rival - 1:
        return DRAW_LEVEL
    if mine == rival + 1:
        return GUARD_LEAD
    return 0.0


#: ``GAIN_BY_LEAD[lead + LEAD_OFFSET]`` is ``majority_gain`` for an own lead of ``lead`` counters
#: (it depends on the difference alone); a table look-up is cheaper than the call in playouts.
LEAD_OFFSET = 16
GAIN_BY_LEAD: tuple[float, ...] = tuple(
    majority_gain(lead, 0) for lead in range(-LEAD_OFFSET, LEAD_OFFSET + 1)
)
#: ``SECTION_BASE[cell]``: the index of the cell's section in ``FastBoard.sec``.
SECTION_BASE: tuple[int, ...] = tuple(4 * SECTION_OF[c] for c in range(NUM_CELLS))
#: ``RIVALS[players][seat]``: the other seats.
RIVALS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(o for o in range(players) if o != seat) for seat in range(players))
    for players in range(5)
)


def slide_score(
    board: list[int], lp: list[int], sec: list[int], players: int, seat: int, slot: int
) -> float:
    """The immediate worth of the slide out of ``slot`` for ``seat``."""
    target = LINE[slot][lp[slot]]
    base = SECTION_BASE[target]
    rival = 0
    for other in RIVALS[players][seat]:
        count = sec[base + other]
        if count > rival:
            rival = count
    value = GAIN_BY_LEAD[sec[base + seat] - rival + LEAD_OFFSET]
    for first in FIRST_OF[target]:
        owner = board[first]
        if owner >= 0 and first != slot and lp[first] >= 0:
            value += BLOCK_OWN if owner == seat else BLOCK_RIVAL
    return value


def _slide_priors(fb: FastBoard, moves: list[int]) -> list[float]:
    board, lp, sec, seat = fb.board, fb.lp, fb.sec, fb.to_move
    # Cells rivals can land on next: an own counter entering through one of them is in danger.
    rival_landings = set()
    for other in range(fb.players):
        if other != seat:
            for s in fb.waiting[other]:
                if board[s] == other and lp[s] >= 0:
                    rival_landings.add(LINE[s][lp[s]])
    scores = []
    for slot in moves:
        value = slide_score(board, lp, sec, fb.players, seat, slot)
        if LINE[slot][0] in rival_landings:
            value += THREATENED
        scores.append(value)
    return scores


def _edge_priors(fb: FastBoard, moves: list[int]) -> list[float]:
    board, lp, seat, players = fb.board, fb.lp, fb.to_move, fb.players
    # Where the counters placed so far would enter if they moved now: a rough reach per section.
    reach = [0] * (4 * 9)
    for other in range(players):
        for s in fb.waiting[other]:
            reach[4 * SECTION_OF[LINE[s][lp[s]]] + other] += 1
    scores = []
    for slot in moves:
        value = 0.0
        if board[OPPOSITE[slot]] == seat and lp[slot] == 8:
            value += FACING_OWN
        base = 4 * SECTION_OF[LINE[slot][lp[slot]]]
        rival = max(reach[base + o] for o in range(players) if o != seat)
        value += CONTESTED * majority_gain(reach[base + seat], rival)
        scores.append(value)
    return scores


def prior_scores(fb: FastBoard, moves: list[int]) -> list[float]:
    """A heuristic score per move (higher is better); neutral placements are left flat."""
    if fb.phase == PHASE_MOVEMENT and moves and moves[0] >= 0:
        return _slide_priors(fb, moves)
    if fb.phase == PHASE_EDGE:
        return _edge_priors(fb, moves)
    return [0.0] * len(moves)


def priors(fb: FastBoard, moves: list[int]) -> list[float]:
    """Move probabilities for the tree's exploration term: a softmax of ``prior_scores``."""
    scores = prior_scores(fb, moves)
    top = max(scores)
    weights = [math.exp((s - top) / PRIOR_TEMPERATURE) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]
