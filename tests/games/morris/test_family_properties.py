"""Hypothesis properties of every game of the Morris family along random games."""

from __future__ import annotations

import copy
from typing import Any

from helpers.naive_family import DEFAULTS, option_sets
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.games.morris import MorrisState, make_move

RULE_SETS = st.sampled_from(
    [{"variant": variant, **options} for variant in DEFAULTS for options in option_sets(variant)]
)
CHOICES = st.lists(st.integers(min_value=0, max_value=10_000), max_size=150)


def play_out(state: MorrisState, choices: list[int]) -> MorrisState:
    for choice in choices:
        moves = state.legal_moves()
        if not moves:
            break
        state.push(moves[choice % len(moves)])
    return state


def snapshot(state: MorrisState) -> dict[str, Any]:
    return copy.deepcopy({k: v for k, v in vars(state).items() if k not in ("_rules", "_tables")})


@settings(max_examples=80, deadline=None)
@given(RULE_SETS, CHOICES, st.integers(min_value=1, max_value=6))
def test_pop_restores_the_exact_state(options: dict[str, Any], choices: list[int], k: int) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    before = snapshot(state)
    moves = state.legal_moves()
    pushed = 0
    for i in range(k):
        if not moves:
            break
        state.push(moves[(i * 7) % len(moves)])
        pushed += 1
        moves = state.legal_moves()
    for _ in range(pushed):
        state.pop()
    assert snapshot(state) == before


@settings(max_examples=60, deadline=None)
@given(RULE_SETS, CHOICES)
def test_every_legal_move_is_legal_by_name_and_nothing_else_is(
    options: dict[str, Any], choices: list[int]
) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    legal = set(state.legal_moves())
    for move in legal:
        assert state.illegal_reason(move) is None
        assert state.parse_move(state.move_to_str(move)) == move
    # Every other move on the board's points, with or without a removal, is refused.
    n = state.board.num_points
    for src in [None, *range(n)]:
        for dst in range(n):
            for remove in (None, (dst + 1) % n):
                move = make_move(src, dst, remove)
                if move not in legal:
                    assert state.illegal_reason(move) is not None


@settings(max_examples=60, deadline=None)
@given(RULE_SETS, CHOICES)
def test_the_counts_of_men_add_up(options: dict[str, Any], choices: list[int]) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    for side in (0, 1):
        on_board = state.men_on_board(side)
        assert on_board + state.men_in_hand(side) + state.men_removed(side) == state.men_per_side
        assert on_board == sum(state.owner_at(p) == side for p in range(state.board.num_points))
    copied = state.copy()
    assert copied.position_key() == state.position_key()
    assert MorrisState.from_options(state.options()).options() == state.options()
    if state.variant.mill_wins:
        assert all(move.remove is None for move in state.legal_moves())
