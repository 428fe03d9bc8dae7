"""The computer opponent in the rest of the Morris family: it closes a winning mill and a mill
that removes, never plays an illegal move, stops when cancelled, and repeats itself for a seed.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.ai import choose_move
from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import LEVELS, level
from ninetka_desktop.ai.morris.family import (
    FAMILY_GAMES,
    analyse_family,
    choose_family_move,
    family_level,
    plays,
)
from ninetka_desktop.ai.morris.playable import computer_analyses, computer_knows, computer_plays
from ninetka_desktop.ai.morris.root import WIN_BOUND
from ninetka_desktop.ai.snapshot import Snapshot
from ninetka_desktop.games.morris.state import MorrisState

ALL_LEVELS = sorted(LEVELS)


def test_the_computer_plays_every_game_of_the_family() -> None:
    assert all(plays(key) for key in ("three", "six", "nine", "twelve", "morabaraba", "lasker"))
    assert not plays("chess")
    assert "nine" not in FAMILY_GAMES


@pytest.mark.parametrize("number", ALL_LEVELS)
def test_three_mens_morris_closes_the_winning_mill(number: int) -> None:
    # White a1 a2 with a man in hand, Black c1 c2: placing a3 wins at once.
    state = MorrisState.from_position(["a1", "a2"], ["c1", "c2"], (1, 1), 0, variant="three")
    assert choose_move(state, number, seed=number) == "a3"


@pytest.mark.parametrize("number", ALL_LEVELS)
def test_three_mens_morris_blocks_the_mill_it_must(number: int) -> None:
    # Black threatens a1 a2 a3; White to place: anything but a3 loses at once. Even Beginner's
    # loose choice never plays a move that loses by force while another does not.
    state = MorrisState.from_position(["c2"], ["a1", "a2"], (2, 1), 0, variant="three")
    assert choose_move(state, number, seed=number) == "a3"


@pytest.mark.parametrize("variant", ["twelve", "morabaraba"])
@pytest.mark.parametrize("number", [3, 4, 5, 6])
def test_a_mill_to_close_is_closed(variant: str, number: int) -> None:
    # White a1 a4 (a7 empty), Black d7 g7: a7 closes a mill and removes a man.
    state = MorrisState.from_position(["a1", "a4"], ["d7", "g7"], (10, 10), 0, variant=variant)
    move = choose_move(state, number, seed=3)
    assert move.startswith("a7x"), move


def test_a_forced_win_is_scored_as_a_win() -> None:
    state = MorrisState.from_position(["a1", "a2"], ["c1", "c2"], (1, 1), 0, variant="three")
    result = analyse_family(state, SearchControl(), 10_000, 4)
    assert result.ranked[0][1] > WIN_BOUND
    assert state.move_to_str(result.ranked[0][0]) == "a3"


OPTION_SETS: list[dict[str, Any]] = [
    {"variant": "three"},
    {"variant": "three", "nine_holes": True, "diagonals": False},
    {"variant": "six"},
    {"variant": "six", "flying": True, "protected_mills": False},
    {"variant": "twelve", "diagonal_mills": False},
    {"variant": "morabaraba"},
    {"variant": "lasker"},
    {"variant": "lasker", "men": 9},
]


def random_position(options: dict[str, Any], seed: int, plies: int) -> MorrisState:
    rng = random.Random(seed)
    state = MorrisState.from_options(options)
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            break
        state.push(rng.choice(moves))
    return state


def open_position(options: dict[str, Any], seed: int, plies: int) -> MorrisState:
    """A random position of at most ``plies`` plies whose game goes on."""
    state = random_position(options, seed, plies)
    while state.is_over():
        state.pop()
    return state


@settings(max_examples=40, deadline=None)
@given(
    options=st.sampled_from(OPTION_SETS),
    seed=st.integers(0, 10_000),
    plies=st.integers(0, 80),
    number=st.sampled_from([1, 2, 3]),
)
def test_every_move_is_legal(options: dict[str, Any], seed: int, plies: int, number: int) -> None:
    state = random_position(options, seed, plies)
    if state.is_over():
        return
    text = choose_move(state, number, seed=seed)
    assert state.parse_move(text) in state.legal_moves()


@pytest.mark.parametrize("variant", sorted(FAMILY_GAMES))
def test_the_same_seed_gives_the_same_move(variant: str) -> None:
    state = open_position({"variant": variant}, 5, 9)
    for number in (1, 2, 4):
        moves = {choose_move(state, number, seed=11) for _ in range(3)}
        assert len(moves) == 1


def test_cancellation_stops_the_search_at_once() -> None:
    state = MorrisState.from_options({"variant": "lasker"})
    control = SearchControl(cancelled=lambda: True)
    move = choose_family_move(state, level(6), control, random.Random(1))
    assert move in state.legal_moves()
    assert control.work < 5_000


def test_a_cancellation_during_the_search_stops_it() -> None:
    state = open_position({"variant": "twelve"}, 2, 30)
    stop_at = time.monotonic() + 0.1
    control = SearchControl(cancelled=lambda: time.monotonic() > stop_at)
    result = analyse_family(state, control, 10**9, 60)
    assert time.monotonic() - stop_at < 5.0  # a billion nodes would take minutes
    assert result.depth < 60


@pytest.mark.parametrize("variant", sorted(FAMILY_GAMES))
def test_a_snapshot_of_the_game_is_played_as_the_game(variant: str) -> None:
    # The worker process gets a snapshot (options and moves): the variant must survive it.
    state = open_position({"variant": variant}, 8, 12)
    text = choose_move(Snapshot.of(state), 2, seed=4)
    assert text == choose_move(state, 2, seed=4)
    assert state.parse_move(text) in state.legal_moves()


def test_the_app_offers_the_computer_and_the_analysis_in_every_game() -> None:
    for key in ("three", "six", "nine", "twelve", "morabaraba", "lasker"):
        assert computer_plays(key)
        assert computer_knows("morris", {"variant": key})
        assert computer_analyses("morris", {"variant": key})
    assert computer_analyses("morris", {})
    assert not computer_knows("morris", {"variant": "chess"})


def test_in_three_mens_morris_only_master_sees_whites_forced_win_from_the_start() -> None:
    # The levels are spaced by nodes there: Expert and Advanced stop short of the win that the
    # centre opening gives White, so Master beats them as Black too when they miss it.
    start = MorrisState.from_options({"variant": "three"})
    proven = {}
    for number in (4, 5, 6):
        budget = family_level(level(number), "three")
        result = analyse_family(start, SearchControl(), budget.nodes, budget.max_depth)
        proven[number] = result.ranked[0][1] > WIN_BOUND
    assert proven == {4: False, 5: False, 6: True}
