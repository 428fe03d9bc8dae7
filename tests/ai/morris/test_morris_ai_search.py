"""The search against a naive negamax on the engine, and its building blocks against the engine."""

from __future__ import annotations

from helpers.morris_ai import history_positions, naive_value, play_out
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.morris.movegen import PLACE_BASE, generate, in_mills
from ninetka_desktop.ai.morris.root import analyse
from ninetka_desktop.ai.morris.search import Searcher
from ninetka_desktop.ai.morris.zobrist import HAND_DELTA, MOVE_DELTA, full_hash
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.geometry import mill_mask
from ninetka_desktop.games.morris.moves import MOVE_TABLE

OPTIONS = st.fixed_dictionaries(
    {
        "flying": st.booleans(),
        "repetition_draw": st.booleans(),
        "no_removal_limit": st.sampled_from([0, 6, 100]),
    }
)
CHOICES = st.lists(st.integers(min_value=0, max_value=10_000), min_size=0, max_size=140)


def _hash(state: MorrisState) -> int:
    return full_hash(
        state.bitboard(0),
        state.bitboard(1),
        state.men_in_hand(0),
        state.men_in_hand(1),
        state.to_move,
    )


@settings(max_examples=40, deadline=None)
@given(OPTIONS, CHOICES)
def test_generation_and_hashing_agree_with_the_engine(
    options: dict[str, object], choices: list[int]
) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    if state.is_over():
        return
    searcher = Searcher(state, SearchControl())
    generated = [MOVE_TABLE[m] for m in searcher.root_moves()]
    assert len(generated) == len(state.legal_moves())
    assert set(generated) == set(state.legal_moves())
    board = state.bitboard(0)
    assert in_mills(board) == mill_mask(board)
    fly = state.can_fly(state.to_move)
    mills, _ = generate(
        state.bitboard(state.to_move), state.bitboard(1 - state.to_move),
        state.men_in_hand(state.to_move) > 0, fly,
    )  # fmt: skip
    assert all(MOVE_TABLE[m].remove is not None for m in mills)


@settings(max_examples=25, deadline=None)
@given(OPTIONS, CHOICES)
def test_incremental_hash_matches_a_fresh_one(
    options: dict[str, object], choices: list[int]
) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    if state.is_over():
        return
    searcher = Searcher(state, SearchControl())
    assert searcher.key == _hash(state)
    for m in searcher.root_moves():
        key = searcher.key ^ MOVE_DELTA[state.to_move][m]
        if m >= PLACE_BASE:
            key ^= HAND_DELTA[state.to_move][state.men_in_hand(state.to_move)]
        state.push_unchecked(MOVE_TABLE[m])
        assert key == _hash(state)
        state.pop()


@settings(max_examples=30, deadline=None)
@given(OPTIONS, CHOICES, st.integers(min_value=1, max_value=3), st.booleans())
def test_search_values_match_a_naive_negamax(
    options: dict[str, object], choices: list[int], depth: int, all_exact: bool
) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    if state.is_over() or len(state.legal_moves()) ** depth > 30_000:
        return
    result = analyse(state, SearchControl(), 10**7, depth, margin=10**9 if all_exact else 0)
    if result.depth == 0:  # an immediate win, played without a search
        moves = state.legal_moves()
        assert naive_value(state, 1, 0, history_positions(state)) > 900_000 or moves
        return
    assert result.depth <= depth
    expected = naive_value(state, result.depth, 0, history_positions(state))
    assert result.ranked[0][1] == expected
    if all_exact:
        seen = history_positions(state)
        for m, score in result.ranked:
            state.push_unchecked(MOVE_TABLE[m])
            value = -naive_value(state, result.depth - 1, 1, seen)
            state.pop()
            assert score == value, MOVE_TABLE[m]
