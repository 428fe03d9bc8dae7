"""Hypothesis properties of the engine along random games."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.games.morris import MEN_PER_SIDE, MorrisState, perft

OPTIONS = st.fixed_dictionaries(
    {
        "flying": st.booleans(),
        "repetition_draw": st.booleans(),
        "no_removal_limit": st.sampled_from([0, 10, 100]),
    }
)
CHOICES = st.lists(st.integers(min_value=0, max_value=10_000), min_size=0, max_size=120)


def play_out(state: MorrisState, choices: list[int]) -> MorrisState:
    for c in choices:
        moves = state.legal_moves()
        if not moves:
            break
        state.push(moves[c % len(moves)])
    return state


def full_state(state: MorrisState) -> dict[str, Any]:
    return copy.deepcopy(vars(state))


@settings(max_examples=60, deadline=None)
@given(OPTIONS, CHOICES)
def test_undo_restores_the_exact_state(options: dict[str, Any], choices: list[int]) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    before = full_state(state)
    for move in state.legal_moves():
        state.push(move)
        assert state.pop() == move
        assert full_state(state) == before
    # and the whole game unwinds to the start
    moves = list(state.move_stack)
    for move in reversed(moves):
        assert state.pop() == move
    assert full_state(state) == full_state(MorrisState.from_options(options))


@settings(max_examples=40, deadline=None)
@given(OPTIONS, CHOICES, CHOICES)
def test_copy_is_independent(options: dict[str, Any], first: list[int], more: list[int]) -> None:
    state = play_out(MorrisState.from_options(options), first)
    before = full_state(state)
    clone = state.copy()
    assert full_state(clone) == before
    play_out(clone, [*more, 1, 2, 3])
    while clone.move_stack:
        clone.pop()
    assert full_state(state) == before
    play_out(state, more)
    assert clone.move_stack == ()


@settings(max_examples=60, deadline=None)
@given(OPTIONS, CHOICES)
def test_notation_round_trips_for_every_legal_move(
    options: dict[str, Any], choices: list[int]
) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    moves = state.legal_moves()
    assert len(set(moves)) == len(moves)
    for move in moves:
        text = state.move_to_str(move)
        assert text == text.lower()
        assert state.parse_move(text) == move
        assert state.parse_move(text.upper()) == move
        assert state.is_legal(move)


@settings(max_examples=60, deadline=None)
@given(OPTIONS, CHOICES)
def test_men_are_conserved(options: dict[str, Any], choices: list[int]) -> None:
    state = MorrisState.from_options(options)
    for c in choices:
        for side in (0, 1):
            assert (
                state.men_on_board(side) + state.men_in_hand(side) + state.men_removed(side)
                == MEN_PER_SIDE
            )
            assert state.men_removed(side) >= 0
        assert not state.bitboard(0) & state.bitboard(1)
        moves = state.legal_moves()
        if not moves:
            break
        state.push(moves[c % len(moves)])


@settings(max_examples=30, deadline=None)
@given(OPTIONS.filter(lambda o: o["no_removal_limit"] > 0), st.randoms(use_true_random=False))
def test_every_game_ends_within_a_bound(options: dict[str, Any], rng: Any) -> None:
    # 18 placing plies, then at most (limit + 1) plies per removal, and at most 14 removals
    # before a side is down to two men.
    limit = options["no_removal_limit"]
    bound = 18 + 15 * (limit + 1)
    state = MorrisState.from_options(options)
    plies = 0
    while not state.is_over():
        assert plies <= bound
        state.push_unchecked(rng.choice(state.legal_moves()))
        plies += 1
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.reason in {"two-men", "blocked", "repetition", "no-removal"}
    assert outcome.scores == state.scores()
    assert sorted(outcome.ranking) == [0, 1]
    assert state.phase == "over"
    assert state.legal_moves() == []


@settings(max_examples=20, deadline=None)
@given(OPTIONS, CHOICES)
def test_perft_leaves_the_state_alone(options: dict[str, Any], choices: list[int]) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    before = full_state(state)
    assert perft(state, 2) == sum(_children(state, m) for m in state.legal_moves())
    assert full_state(state) == before


def _children(state: MorrisState, move: Any) -> int:
    clone = state.copy()
    clone.push(move)
    return len(clone.legal_moves())
