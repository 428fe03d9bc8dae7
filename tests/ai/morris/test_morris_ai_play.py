"""The Morris AI's moves: always legal, wins and defends when forced, reproducible, stoppable."""

from __future__ import annotations

import dataclasses
import os
import random
import sys
import time

import pytest
from helpers.morris_ai import play_out
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.ai import choose_move
from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import LEVELS, MorrisLevel, morris_level
from ninetka_desktop.ai.morris import choose_morris_move
from ninetka_desktop.ai.morris.root import WIN_BOUND, analyse
from ninetka_desktop.games.morris import MorrisMove, MorrisState, parse_point

ALL_LEVELS = sorted(LEVELS)


def level(number: int) -> MorrisLevel:
    """Nine Men's Morris's level ``number``."""
    return morris_level("nine", number)


def small(number: int, nodes: int = 400) -> MorrisLevel:
    """A level with a small budget, so that property tests stay fast."""
    base = level(number)
    return dataclasses.replace(base, nodes=min(nodes, base.nodes))


def choose(state: MorrisState, lv: MorrisLevel, seed: int = 1, **control: object) -> MorrisMove:
    return choose_morris_move(state.copy(), lv, SearchControl(**control), random.Random(seed))  # type: ignore[arg-type]


def pts(*names: str) -> set[int]:
    return {parse_point(n) for n in names}


# --- always legal -------------------------------------------------------------------------------

OPTIONS = st.fixed_dictionaries(
    {
        "flying": st.booleans(),
        "repetition_draw": st.booleans(),
        "no_removal_limit": st.sampled_from([0, 8, 100]),
    }
)


@settings(max_examples=60, deadline=None)
@given(
    OPTIONS,
    st.lists(st.integers(min_value=0, max_value=10_000), max_size=160),
    st.sampled_from(ALL_LEVELS),
    st.integers(min_value=0, max_value=2**32),
)
def test_the_move_is_legal_in_random_positions(
    options: dict[str, object], choices: list[int], number: int, seed: int
) -> None:
    state = play_out(MorrisState.from_options(options), choices)
    if state.is_over():
        return
    move = choose(state, small(number), seed)
    assert move in state.legal_moves()


@settings(max_examples=40, deadline=None)
@given(
    st.sets(st.integers(min_value=0, max_value=23), min_size=3, max_size=3),
    st.sets(st.integers(min_value=0, max_value=23), min_size=3, max_size=9),
    st.integers(min_value=0, max_value=1),
    st.sampled_from(ALL_LEVELS),
)
def test_the_move_is_legal_when_flying(
    white: set[int], black: set[int], to_move: int, number: int
) -> None:
    black -= white
    if len(black) < 3:
        return
    state = MorrisState.from_position(white, black, to_move=to_move)
    if state.is_over():
        return
    move = choose(state, small(number))
    assert move in state.legal_moves()


# --- tactics ------------------------------------------------------------------------------------


@pytest.mark.parametrize("number", ALL_LEVELS)
def test_closes_the_mill_that_wins(number: int) -> None:
    # d7-a7 closes a1-a4-a7 and takes Black, who has three men, down to two.
    state = MorrisState.from_position(["a1", "a4", "d7", "b2", "f6"], ["g1", "e4", "c5"])
    move = choose(state, level(number))
    assert (move.src, move.dst) == (parse_point("d7"), parse_point("a7"))


@pytest.mark.parametrize("number", ALL_LEVELS)
def test_blocks_the_opponent_completely(number: int) -> None:
    # Black's only free point is d1: d2-d1 leaves Black without a move.
    state = MorrisState.from_position(["a4", "d7", "g4", "d2", "b6"], ["a1", "a7", "g7", "g1"])
    move = choose(state, level(number))
    assert (move.src, move.dst) == (parse_point("d2"), parse_point("d1"))


@pytest.mark.parametrize("number", [3, 4, 5, 6])
def test_finds_a_two_move_fork(number: int) -> None:
    # Placing a7 (or g1) makes two open twos; Black, with three men, blocks one and loses a man
    # (and the game) to the other. Found by a depth-3 search.
    state = MorrisState.from_position(["a1", "g7"], ["c3", "e5"], in_hand=(2, 1))
    result = analyse(state.copy(), SearchControl(), 50_000, 3)
    assert result.ranked[0][1] > WIN_BOUND
    move = choose(state, level(number))
    assert move.dst in pts("a7", "g1")


@pytest.mark.parametrize("number", ALL_LEVELS)
def test_blocks_a_mill_that_would_lose(number: int) -> None:
    # White has three men; Black threatens d6-b6 closing b2-b4-b6. Only flying to b6 saves it.
    state = MorrisState.from_position(["a1", "d5", "g4"], ["b2", "b4", "d6", "f2", "e3"])
    for seed in range(3 if number < 4 else 1):
        move = choose(state, level(number), seed)
        assert move.dst == parse_point("b6")


@pytest.mark.parametrize("nodes", [300_000, 1_000_000, 3_000_000])
def test_a_budget_that_cuts_an_iteration_still_blocks_the_mill(nodes: int) -> None:
    # White threatens a4-b4-c4 at once. Once, an iteration cut by the budget ranked the moves it
    # had not searched yet, with their shallower scores, above the block (and g1 was played).
    state = MorrisState()
    for text in ("d6", "e3", "f4", "a7", "b4", "d3", "c3", "a1", "a4"):
        state.push(state.parse_move(text))
    result = analyse(state, SearchControl(), nodes, 60)
    assert result.ranked[0][0] == state.parse_move("c4")


@pytest.mark.parametrize("number", [5, 6])
def test_the_opening_variety_never_passes_up_a_mill(number: int) -> None:
    # In the first plies Expert and Master choose among the moves close to the best; a move that
    # only failed low at the window's floor is not close (it once let Master pass up a7).
    state = MorrisState()
    for text in ("a1", "d7", "a4", "g7"):
        state.push(state.parse_move(text))
    for seed in range(6):
        assert choose(state, small(number, 200_000), seed).dst == parse_point("a7")


@pytest.mark.parametrize("nodes", [78_000, 90_000, 300_000])
def test_a_cut_iteration_keeps_failed_moves_out_of_the_margin(nodes: int) -> None:
    # The same position. These budgets cut an iteration soon after the mill: the moves it had
    # not reached kept their old scores, which for the moves that had failed low were bounds at
    # the old best less the margin, and so came within the margin of the new, lower best.
    state = MorrisState()
    for text in ("a1", "d7", "a4", "g7"):
        state.push(state.parse_move(text))
    result = analyse(state, SearchControl(), nodes, 60, 10)
    best = result.ranked[0][1]
    close = {move.dst for move, score in result.ranked if score > best - 10}
    assert close == pts("a7")


# --- reproducible and stoppable -----------------------------------------------------------------


@pytest.mark.parametrize("number", [1, 2, 3])
def test_same_seed_gives_the_same_move(number: int) -> None:
    state = play_out(MorrisState(), [5, 17, 3, 11, 8, 2, 40, 9, 1, 33])
    moves = {choose(state, small(number, 3000), seed=42) for _ in range(3)}
    assert len(moves) == 1
    assert {choose(state, small(number, 3000), seed=s) for s in range(12)} <= set(
        state.legal_moves()
    )


def test_choose_move_is_reproducible_through_the_package_api() -> None:
    state = play_out(MorrisState(), [1, 2, 3, 4, 5, 6, 7])
    assert choose_move(state, 2, seed=9) == choose_move(state, 2, seed=9)


def test_a_cancelled_search_returns_a_legal_move_quickly() -> None:
    state = play_out(MorrisState(), [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4])
    start = time.monotonic()
    move = choose(state, level(6), cancelled=lambda: True)
    assert time.monotonic() - start < 0.5
    assert move in state.legal_moves()


@pytest.mark.parametrize("delay", [-1.0, 0.0, 0.15])
def test_a_deadline_is_respected(delay: float) -> None:
    state = play_out(MorrisState(), [2, 7, 1, 8, 2, 8, 1, 8, 2, 8, 4, 5, 9, 0, 4, 5, 2, 3, 5])
    start = time.monotonic()
    move = choose(state, level(6), deadline=start + delay)
    assert time.monotonic() - start < max(delay, 0.0) + 0.3
    assert move in state.legal_moves()


def test_the_node_budget_is_kept_and_the_control_restored() -> None:
    control = SearchControl()
    result = analyse(MorrisState(), control, 5_000, 30)
    assert result.nodes <= 5_000
    assert control.budget is None


# --- strength -----------------------------------------------------------------------------------


def _match(strong: MorrisLevel, weak: MorrisLevel, games: int) -> float:
    score = 0.0
    for g in range(games):
        rng = random.Random(g)
        state = MorrisState()
        strong_seat = g % 2
        while not state.is_over() and len(state.move_stack) < 300:
            lv = strong if state.to_move == strong_seat else weak
            state.push(choose(state, lv, rng.randrange(2**32)))
        outcome = state.outcome()
        if outcome is None or outcome.winner is None:
            score += 0.5
        elif outcome.winner == strong_seat:
            score += 1.0
    return score


def test_expert_beats_beginner_in_a_mini_match() -> None:
    # Expert's search trimmed to 15,000 nodes to stay fast; still far deeper than Beginner's.
    assert _match(small(5, 15_000), level(1), 4) >= 3.5


@pytest.mark.slow
def test_full_expert_beats_beginner() -> None:
    assert _match(level(5), level(1), 6) >= 5.5


@pytest.mark.parametrize("number", [5, 6])
def test_strong_levels_vary_their_opening_with_the_seed(number: int) -> None:
    # Deterministic levels still pick among near-equal moves early on, so games differ.
    state = MorrisState()
    moves = {choose(state, small(number, 3000), seed=s) for s in range(8)}
    assert len(moves) > 1
    later = play_out(MorrisState(), [3, 1, 4, 1, 5, 9, 2, 6, 5, 3])
    # Without helpers: a helper's share of the work varies from run to run.
    alone = dataclasses.replace(small(number, 3000), helpers=0)
    assert len({choose(later, alone, seed=s) for s in range(4)}) == 1


# --- helper threads -----------------------------------------------------------------------------


def test_the_strong_levels_search_with_a_helper() -> None:
    assert [level(n).helpers for n in ALL_LEVELS] == [0, 0, 0, 0, 1, 1]
    with pytest.raises(ValueError, match="helpers"):
        dataclasses.replace(level(6), helpers=-1)


def test_a_search_with_helpers_finds_the_forced_win_within_its_budget() -> None:
    # The two-move fork of `test_finds_a_two_move_fork`, searched with helpers sharing the table.
    state = MorrisState.from_position(["a1", "g7"], ["c3", "e5"], in_hand=(2, 1))
    for helpers in (1, 2, 1, 2):
        result = analyse(state.copy(), SearchControl(), 200_000, 9, helpers=helpers)
        assert result.ranked[0][1] > WIN_BOUND
        assert result.ranked[0][0].dst in pts("a7", "g1")
        assert result.nodes <= 200_000
        assert {m for m, _ in result.ranked} == set(state.legal_moves())


def _threads() -> int:
    return len(os.listdir("/proc/self/task"))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="helpers need Linux here")
def test_helpers_end_soon_after_their_search() -> None:
    # Unstopped, a helper would go on deepening to ply 60 for minutes.
    before = _threads()
    state = play_out(MorrisState(), [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7])
    for _ in range(6):
        analyse(state.copy(), SearchControl(), 100_000, 60, helpers=2)
    deadline = time.monotonic() + 10
    while _threads() > before and time.monotonic() < deadline:
        time.sleep(0.01)
    assert _threads() <= before
