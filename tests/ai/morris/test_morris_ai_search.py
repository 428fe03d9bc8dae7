"""The native search against naive Python references, in every game of the family: the
evaluation term by term, and the plain alpha-beta (no reductions, no quiescence) against a naive
negamax on the rules library."""

from __future__ import annotations

import threading
import time

from helpers.morris_ai import history_counts, naive_value, play_out, weights
from helpers.morris_evaluation import evaluate, features
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.morris.native import to_core
from ninetka_desktop.ai.morris.root import WIN_BOUND, analyse
from ninetka_desktop.games.morris import MorrisState

DRAWS = {"repetition_draw": st.booleans(), "no_removal_limit": st.sampled_from([0, 6, 100])}
OPTIONS = st.one_of(
    st.fixed_dictionaries({"flying": st.booleans(), **DRAWS}),
    st.fixed_dictionaries(
        {"variant": st.just("three"), "nine_holes": st.booleans(), "diagonals": st.booleans(),
         **DRAWS}
    ),
    st.fixed_dictionaries(
        {"variant": st.just("six"), "flying": st.booleans(), "protected_mills": st.booleans(),
         **DRAWS}
    ),
    st.fixed_dictionaries(
        {"variant": st.just("twelve"), "diagonal_mills": st.booleans(), **DRAWS}
    ),
    st.fixed_dictionaries({"variant": st.just("morabaraba"), "no_return": st.booleans()}),
    st.fixed_dictionaries({"variant": st.just("lasker"), "flying": st.booleans(), **DRAWS}),
)
CHOICES = st.lists(st.integers(min_value=0, max_value=10_000), min_size=0, max_size=140)


@settings(max_examples=300, deadline=None)
@given(OPTIONS, CHOICES)
def test_the_evaluation_agrees_with_the_reference(
    options: dict[str, object], choices: list[int]
) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    core = to_core(state)
    assert core.features() == features(state)
    assert core.evaluate() == evaluate(state, weights(state))


@settings(max_examples=40, deadline=None)
@given(OPTIONS, CHOICES, st.integers(min_value=1, max_value=3), st.booleans())
def test_plain_search_values_match_a_naive_negamax(
    options: dict[str, object], choices: list[int], depth: int, all_exact: bool
) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    if state.is_over() or len(state.legal_moves()) ** depth > 6_000:
        return
    margin = 10**9 if all_exact else 0
    result = analyse(state, SearchControl(), 10**7, depth, margin, plain=True)
    if result.depth == 0:  # an immediate win, played without a search
        move, score = result.ranked[0]
        assert score > WIN_BOUND and move in state.legal_moves()
        return
    assert result.depth <= depth
    assert {m for m, _ in result.ranked} == set(state.legal_moves())
    expected = naive_value(state, result.depth, 0, history_counts(state))
    assert result.ranked[0][1] == expected
    if all_exact:
        seen = history_counts(state)
        for move, score in result.ranked:
            state.push_unchecked(move)
            value = -naive_value(state, result.depth - 1, 1, seen)
            state.pop()
            assert score == value, move


@settings(max_examples=30, deadline=None)
@given(OPTIONS, CHOICES)
def test_the_full_search_ranks_every_legal_move(
    options: dict[str, object], choices: list[int]
) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    if state.is_over():
        return
    result = analyse(state, SearchControl(), 20_000, 12)
    if result.depth == 0 and len(result.ranked) == 1:  # a move that wins at once, unsearched
        move, score = result.ranked[0]
        assert score > WIN_BOUND and move in state.legal_moves()
        return
    assert sorted(map(str, (m for m, _ in result.ranked))) == sorted(map(str, state.legal_moves()))
    scores = [s for _, s in result.ranked]
    assert scores == sorted(scores, reverse=True)


def test_the_same_budget_gives_the_same_result() -> None:
    state = play_out(MorrisState(), [5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610])
    first = analyse(state, SearchControl(), 200_000, 30)
    assert first == analyse(state, SearchControl(), 200_000, 30)
    assert first.nodes <= 200_000


def test_a_cancellation_from_another_thread_stops_the_native_search() -> None:
    state = play_out(MorrisState(), [2, 7, 1, 8, 2, 8, 1, 8, 2, 8])
    flag = threading.Event()
    threading.Timer(0.1, flag.set).start()
    start = time.monotonic()
    result = analyse(state, SearchControl(cancelled=flag.is_set), 10**10, 60)
    assert time.monotonic() - start < 1.0
    assert result.ranked[0][0] in state.legal_moves()


#: White to place its last man, in a game Master lost to the Sanmill engine: after g7, Black's
#: d7 blocks White within 13 more plies; g4 and f2 hold. The search used to find a draw after
#: g7 by a repetition that only one line through the transposition table allowed.
SQUEEZE = [
    *("a7", "d2", "b4", "f4", "a4", "c4", "a1xc4", "c4"),
    *("d6", "d3", "d1", "g1", "b6", "f6", "b2xf6", "f6"),
]


def test_a_repetition_on_one_line_is_not_taken_for_a_draw_on_another() -> None:
    state = MorrisState()
    for text in SQUEEZE:
        state.push(state.parse_move(text))
    losing = state.parse_move("g7")
    for nodes in (1_000_000, 6_000_000):
        assert analyse(state, SearchControl(), nodes, 60).ranked[0][0] != losing
    exact = dict(analyse(state, SearchControl(), 6_000_000, 60, 300).ranked)
    assert exact[losing] < -WIN_BOUND
