"""The board's 16 symmetries: permutations that keep adjacency and mills, and so the rules."""

from __future__ import annotations

import random

from helpers.morris_ai import play_out
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.games.morris import ADJACENT, MILL_POINTS, NUM_POINTS, MorrisState
from ninetka_desktop.games.morris.symmetry import (
    INVERSE,
    SYMMETRIES,
    canonical,
    map_board,
    map_move,
)

ALL = range(len(SYMMETRIES))


def test_there_are_sixteen_distinct_permutations_the_first_the_identity() -> None:
    assert len(set(SYMMETRIES)) == 16
    assert SYMMETRIES[0] == tuple(range(NUM_POINTS))
    for perm in SYMMETRIES:
        assert sorted(perm) == list(range(NUM_POINTS))


def test_they_form_a_group_with_the_inverses_given() -> None:
    for s in ALL:
        for t in ALL:
            composed = tuple(SYMMETRIES[t][SYMMETRIES[s][p]] for p in range(NUM_POINTS))
            assert composed in SYMMETRIES
        undone = [SYMMETRIES[INVERSE[s]][SYMMETRIES[s][p]] for p in range(NUM_POINTS)]
        assert undone == list(range(NUM_POINTS))


def test_they_keep_adjacency() -> None:
    for perm in SYMMETRIES:
        for point in range(NUM_POINTS):
            assert {perm[n] for n in ADJACENT[point]} == set(ADJACENT[perm[point]])


def test_they_keep_the_mills() -> None:
    mills = {frozenset(m) for m in MILL_POINTS}
    for perm in SYMMETRIES:
        assert {frozenset(perm[p] for p in mill) for mill in MILL_POINTS} == mills


def test_the_ring_swap_is_among_them() -> None:
    swap = tuple(8 * (2 - p // 8) + p % 8 for p in range(NUM_POINTS))
    assert swap in SYMMETRIES


def _mapped_state(state: MorrisState, sym: int) -> MorrisState:
    return MorrisState.from_position(
        [SYMMETRIES[sym][p] for p in range(NUM_POINTS) if state.bitboard(0) >> p & 1],
        [SYMMETRIES[sym][p] for p in range(NUM_POINTS) if state.bitboard(1) >> p & 1],
        (state.men_in_hand(0), state.men_in_hand(1)),
        state.to_move,
    )


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=40), st.sampled_from(ALL))
def test_the_legal_moves_map_onto_the_legal_moves(choices: list[int], sym: int) -> None:
    state = play_out(MorrisState(), choices)
    if state.is_over():
        return
    image = _mapped_state(state, sym)
    assert image.bitboard(0) == map_board(state.bitboard(0), sym)
    assert {map_move(m, sym) for m in state.legal_moves()} == set(image.legal_moves())


def test_canonical_is_the_same_for_every_image() -> None:
    rng = random.Random(5)
    for _ in range(50):
        points = rng.sample(range(NUM_POINTS), rng.randint(0, 14))
        cut = rng.randint(0, len(points))
        white = sum(1 << p for p in points[:cut])
        black = sum(1 << p for p in points[cut:])
        least = canonical(white, black)
        assert (map_board(white, least[2]), map_board(black, least[2])) == least[:2]
        for sym in ALL:
            assert canonical(map_board(white, sym), map_board(black, sym))[:2] == least[:2]
