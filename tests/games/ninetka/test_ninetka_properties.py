"""Property tests over random games, and the engine against a naive reference of the rules."""

from __future__ import annotations

import random

import pytest
from helpers.ninetka import (
    grid,
    naive_field,
    naive_landing,
    naive_legal_moves,
    naive_phase_and_turn,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.games.ninetka import (
    NEUTRAL,
    SLOTS,
    MoveKind,
    NinetkaState,
    is_field,
)

games = st.tuples(
    st.sampled_from([2, 3, 4]),
    st.sampled_from(["chosen", "random"]),
    st.integers(0, 2**32),
)


def _check_conservation(state: NinetkaState) -> None:
    players = state.num_players
    board = [state.owner_at(i) for i in range(121)]
    for seat in range(players):
        field = sum(1 for i in range(121) if board[i] == seat and is_field(i))
        waiting = sum(1 for s in SLOTS if board[s] == seat)
        assert field + waiting + state.counters_in_hand(seat) == 36 // players
        assert waiting == len(state.waiting_slots(seat))
    neutrals = sum(1 for v in board if v == NEUTRAL)
    assert neutrals == (9 if state.phase != "neutrals" else len(state.move_stack))


@settings(max_examples=40, deadline=None)
@given(games)
def test_random_game_invariants(game: tuple[int, str, int]) -> None:
    players, neutrals, seed = game
    rng = random.Random(seed)
    state = NinetkaState(players, neutrals, seed)
    start = state.snapshot()
    non_pass = passes = 0
    while moves := state.legal_moves():
        _check_conservation(state)
        move = rng.choice(moves)
        if move.kind is MoveKind.SLIDE:
            g = grid(state)
            r, c = divmod(move.cell, 11)
            assert naive_landing(g, r, c) == divmod(move.target, 11)
            assert naive_field(*divmod(move.target, 11))
        for m in moves:
            assert state.parse_move(state.move_to_str(m)) == m
        before = state.snapshot()
        state.push(move)
        after = state.snapshot()
        assert state.pop() == move
        assert state.snapshot() == before
        state.push(move)
        assert state.snapshot() == after
        if move.kind is MoveKind.PASS:
            passes += 1
        else:
            non_pass += 1
    _check_conservation(state)
    assert non_pass <= (0 if neutrals == "random" else 9) + 36 + 36
    assert passes <= (players - 1) * 36
    assert state.outcome() is not None
    # Unwinding the whole game restores the start exactly.
    while state.move_stack:
        state.pop()
    assert state.snapshot() == start


@settings(max_examples=25, deadline=None)
@given(games, st.integers(0, 120))
def test_copy_is_independent(game: tuple[int, str, int], cut: int) -> None:
    players, neutrals, seed = game
    rng = random.Random(seed)
    state = NinetkaState(players, neutrals, seed)
    while state.legal_moves() and len(state.move_stack) < cut:
        state.push(rng.choice(state.legal_moves()))
    twin = state.copy()
    frozen = state.snapshot()
    assert twin.snapshot() == frozen
    while moves := twin.legal_moves():
        twin.push(rng.choice(moves))
    assert state.snapshot() == frozen
    if state.move_stack:
        state.pop()
        assert twin.is_over() and len(twin.move_stack) > len(state.move_stack)


def _compare_with_reference(state: NinetkaState, rng: random.Random) -> None:
    while True:
        phase, turn = naive_phase_and_turn(state)
        assert (state.phase, state.to_move) == (phase, turn)
        moves = state.legal_moves()
        reference = naive_legal_moves(state)
        assert len(moves) == len(set(moves))
        assert set(moves) == set(reference)
        if not moves:
            break
        state.push(rng.choice(moves))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("neutrals", ["chosen", "random"])
def test_legal_moves_match_naive_reference(players: int, neutrals: str) -> None:
    for seed in range(6):
        _compare_with_reference(NinetkaState(players, neutrals, seed), random.Random(seed))


@settings(max_examples=20, deadline=None)
@given(games)
def test_legal_moves_match_naive_reference_property(game: tuple[int, str, int]) -> None:
    players, neutrals, seed = game
    _compare_with_reference(NinetkaState(players, neutrals, seed), random.Random(seed))
