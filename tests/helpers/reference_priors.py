"""A plain-Python reference of the 9tka tree search's knowledge (``mcts.rs``: ``prior_scores``,
``priors``), read through the rules library's public API only: the oracle of the native priors.

The scores: a slide is worth what its counter does to the majority of the section it lands in
(taking the lead, drawing level, a guard of one), plus or minus a blocked waiting counter of a
rival or its own, plus a bonus when a rival could land on its entry cell next; an edge placement
is marked down when it faces an own counter across a clear line and up by the section it would
reach against the counters placed so far. Neutral placements and a pass are flat. The priors are
a softmax of the scores.
"""

from __future__ import annotations

import math

from ninetka_desktop.games.ninetka import NinetkaMove, NinetkaState
from ninetka_desktop.games.ninetka.geometry import LINE, OPPOSITE, SECTION_OF, SLOTS
from ninetka_desktop.games.ninetka.moves import MoveKind

TAKE_LEAD, DRAW_LEVEL, GUARD_LEAD = 1.0, 0.8, 0.3
BLOCK_RIVAL, BLOCK_OWN = 1.0, -1.2
THREATENED = 0.5
FACING_OWN = -1.0
CONTESTED = 0.4
PRIOR_TEMPERATURE = 0.6


def majority_gain(mine: int, rival: int) -> float:
    if mine == rival:
        return TAKE_LEAD
    if mine == rival - 1:
        return DRAW_LEVEL
    if mine == rival + 1:
        return GUARD_LEAD
    return 0.0


def slide_score(state: NinetkaState, slot: int) -> float:
    seat = state.to_move
    target = state.landing_cell(slot)
    assert target is not None
    counts = state.section_counts()[SECTION_OF[target]]
    rival = max(counts[o] for o in range(state.num_players) if o != seat)
    value = majority_gain(counts[seat], rival)
    for first in SLOTS:
        if LINE[first][0] != target or first == slot:
            continue
        owner = state.owner_at(first)
        if owner is not None and owner >= 0 and state.landing_cell(first) is not None:
            value += BLOCK_OWN if owner == seat else BLOCK_RIVAL
    return value


def _reach_target(state: NinetkaState, slot: int) -> int:
    """Where a counter put on the empty ``slot`` would land now."""
    line = LINE[slot]
    pos = 0
    while pos < len(line) and state.owner_at(line[pos]) is None:
        pos += 1
    return line[max(pos - 1, 0)]


def prior_scores(state: NinetkaState, moves: list[NinetkaMove]) -> list[float]:
    seat, players = state.to_move, state.num_players
    if state.phase == "movement" and moves[0].kind is MoveKind.SLIDE:
        rival_landings = {
            state.landing_cell(s)
            for other in range(players)
            if other != seat
            for s in state.waiting_slots(other)
            if state.landing_cell(s) is not None
        }
        return [
            slide_score(state, m.cell) + (THREATENED if LINE[m.cell][0] in rival_landings else 0)
            for m in moves
        ]
    if state.phase == "edge":
        reach = [[0] * players for _ in range(9)]
        for other in range(players):
            for s in state.waiting_slots(other):
                cell = state.landing_cell(s)
                assert cell is not None
                reach[SECTION_OF[cell]][other] += 1
        scores = []
        for m in moves:
            clear = all(state.owner_at(c) is None for c in LINE[m.cell])
            value = FACING_OWN if clear and state.owner_at(OPPOSITE[m.cell]) == seat else 0.0
            counts = reach[SECTION_OF[_reach_target(state, m.cell)]]
            rival = max(counts[o] for o in range(players) if o != seat)
            scores.append(value + CONTESTED * majority_gain(counts[seat], rival))
        return scores
    return [0.0] * len(moves)


def priors(state: NinetkaState, moves: list[NinetkaMove]) -> list[float]:
    scores = prior_scores(state, moves)
    top = max(scores)
    weights = [math.exp((s - top) / PRIOR_TEMPERATURE) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]
