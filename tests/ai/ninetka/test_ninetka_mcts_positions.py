"""The 9tka tree search finds forced wins, blocking ones included, in positions built for it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import NINETKA_LEVELS as LEVELS
from ninetka_desktop.ai.ninetka import choose_ninetka_move
from ninetka_desktop.games.ninetka import NinetkaMove, NinetkaState
from ninetka_desktop.games.ninetka.geometry import LINE, NUM_CELLS, SLOTS

#: ``FIRST_OF[cell]``: the slots whose line starts on ``cell``.
FIRST_OF = tuple(tuple(s for s in SLOTS if LINE[s][0] == c) for c in range(NUM_CELLS))


def _wins(state: NinetkaState, seat: int) -> bool:
    """Exact 2-player play: does ``seat`` win from here?"""
    if state.is_over():
        outcome = state.outcome()
        assert outcome is not None
        return outcome.winner == seat
    mine = state.to_move == seat
    for move in state.legal_moves():
        state.push_unchecked(move)
        won = _wins(state, seat)
        state.pop()
        if won == mine:
            return mine
    return not mine


def _blocks(state: NinetkaState, move: NinetkaMove) -> bool:
    """Does the slide block a waiting, still movable counter of the opponent?"""
    rival = 1 - state.to_move
    return any(
        state.owner_at(slot) == rival and state.landing_cell(slot) is not None
        for slot in FIRST_OF[move.target]
    )


def _only_winning_moves(games: int) -> list[tuple[NinetkaState, NinetkaMove]]:
    """Small 2-player endgames from random games where exactly one of 3+ moves wins."""
    found = []
    for seed in range(games):
        rng = random.Random(seed)
        state = NinetkaState(2)
        while not state.is_over():
            moves = state.legal_moves()
            waiting = state.movable_count(0) + state.movable_count(1)
            if state.phase_index == 2 and waiting <= 8 and len(moves) >= 3:
                seat = state.to_move
                winners = []
                for move in moves:
                    state.push_unchecked(move)
                    if _wins(state, seat):
                        winners.append(move)
                    state.pop()
                if len(winners) == 1:
                    found.append((state.copy(), winners[0]))
                    break
            state.push(rng.choice(moves))
    return found


POSITIONS = _only_winning_moves(150)
BLOCKING = [(s, m) for s, m in POSITIONS if _blocks(s, m)]


def test_the_built_positions_cover_blocking_and_other_wins() -> None:
    assert len(POSITIONS) >= 6
    assert len(BLOCKING) >= 2
    assert len(BLOCKING) < len(POSITIONS)


@pytest.mark.parametrize("index", range(6))
def test_tree_search_alone_finds_the_only_winning_move(index: int) -> None:
    state, winning = POSITIONS[index]
    level = dataclasses.replace(LEVELS[6], playouts=3000, solver_waiting=0)
    move = choose_ninetka_move(state, level, SearchControl(), random.Random(index))
    assert move == winning


@pytest.mark.parametrize("index", range(2))
def test_plays_the_block_that_decides_the_game(index: int) -> None:
    state, winning = BLOCKING[index]
    for level in (dataclasses.replace(LEVELS[5], solver_waiting=0), LEVELS[5], LEVELS[6]):
        move = choose_ninetka_move(state, level, SearchControl(), random.Random(index))
        assert move == winning


def test_the_solver_path_leaves_the_state_untouched() -> None:
    state, winning = POSITIONS[0]
    before = state.snapshot()
    assert choose_ninetka_move(state, LEVELS[6], SearchControl(), random.Random(0)) == winning
    assert state.snapshot() == before
