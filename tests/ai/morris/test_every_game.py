"""The computer opponent in every game of the Morris family, through the one engine: it closes a
winning mill and a mill that removes, blocks the mill it must, never plays an illegal move,
stops when cancelled, repeats itself for a seed, plays a snapshot as the game, keeps Three Men's
Morris's levels spaced, and reads the tables and the book only where they belong."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from helpers.morris_ai import random_position
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.ai import choose_move
from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import LEVELS, MORRIS_LEVELS, morris_level
from ninetka_desktop.ai.morris import choose_morris_move
from ninetka_desktop.ai.morris.book import default_book
from ninetka_desktop.ai.morris.root import WIN_BOUND, analyse
from ninetka_desktop.ai.snapshot import Snapshot
from ninetka_desktop.analysis import analyse as analyse_position
from ninetka_desktop.controllers.match import Match
from ninetka_desktop.games.errors import GameError
from ninetka_desktop.games.morris.state import MorrisState
from ninetka_desktop.games.morris.variants import VARIANTS
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.puzzles.puzzle import build_state
from ninetka_desktop.ui.tablebase_keeper import wants_tables

ALL_LEVELS = sorted(LEVELS)
GAMES = sorted(VARIANTS)


def test_every_game_of_the_family_has_its_levels() -> None:
    assert sorted(MORRIS_LEVELS) == GAMES
    for game in GAMES:
        assert [morris_level(game, n).number for n in ALL_LEVELS] == ALL_LEVELS
    with pytest.raises(ValueError, match="chess"):
        morris_level("chess", 3)


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
    result = analyse(state, SearchControl(), 10_000, 4)
    assert result.ranked[0][1] > WIN_BOUND
    assert state.move_to_str(result.ranked[0][0]) == "a3"


OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"variant": "three"},
    {"variant": "three", "nine_holes": True, "diagonals": False},
    {"variant": "six"},
    {"variant": "six", "flying": True, "protected_mills": False},
    {"variant": "twelve", "diagonal_mills": False},
    {"variant": "morabaraba"},
    {"variant": "lasker"},
    {"variant": "lasker", "men": 9},
]


def open_position(options: dict[str, Any], seed: int, plies: int) -> MorrisState:
    """A random position of at most ``plies`` plies whose game goes on."""
    state = random_position(seed, plies, **options)
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
    state = random_position(seed, plies, **options)
    if state.is_over():
        return
    text = choose_move(state, number, seed=seed)
    assert state.parse_move(text) in state.legal_moves()


@pytest.mark.parametrize("variant", GAMES)
def test_the_same_seed_gives_the_same_move(variant: str) -> None:
    state = open_position({"variant": variant}, 5, 9)
    for number in (1, 2, 4):
        moves = {choose_move(state, number, seed=11) for _ in range(3)}
        assert len(moves) == 1


def test_cancellation_stops_the_search_at_once() -> None:
    state = MorrisState.from_options({"variant": "lasker"})
    control = SearchControl(cancelled=lambda: True)
    move = choose_morris_move(state, morris_level("lasker", 6), control, random.Random(1))
    assert move in state.legal_moves()
    assert control.work < 5_000


def test_a_cancellation_during_the_search_stops_it() -> None:
    state = open_position({"variant": "twelve"}, 2, 30)
    stop_at = time.monotonic() + 0.1
    control = SearchControl(cancelled=lambda: time.monotonic() > stop_at)
    result = analyse(state, control, 10**9, 60)
    assert time.monotonic() - stop_at < 5.0  # a billion nodes would take minutes
    assert result.depth < 60


@pytest.mark.parametrize("variant", GAMES)
def test_a_snapshot_of_the_game_is_played_as_the_game(variant: str) -> None:
    # The worker process gets a snapshot (options and moves): the variant must survive it.
    state = open_position({"variant": variant}, 8, 12)
    text = choose_move(Snapshot.of(state), 2, seed=4)
    assert text == choose_move(state, 2, seed=4)
    assert state.parse_move(text) in state.legal_moves()


@pytest.mark.parametrize("variant", GAMES)
def test_the_analysis_values_every_move_of_every_game(variant: str) -> None:
    state = MorrisState.from_options({"variant": variant})
    values = analyse_position(state, 3, seconds=5).moves
    assert sorted(v.move for v in values) == sorted(map(state.move_to_str, state.legal_moves()))


def test_in_three_mens_morris_only_master_sees_whites_forced_win_from_the_start() -> None:
    # Expert and Advanced (by nodes) stop short of the win that the
    # centre opening gives White, so Master beats them as Black too when they miss it.
    start = MorrisState.from_options({"variant": "three"})
    proven = {}
    for number in (4, 5, 6):
        budget = morris_level("three", number)
        result = analyse(start, SearchControl(), budget.nodes, budget.max_depth)
        proven[number] = result.ranked[0][1] > WIN_BOUND
    assert proven == {4: False, 5: False, 6: True}


@pytest.mark.parametrize("variant", ["twelve", "lasker"])
def test_the_opening_book_is_silent_for_another_game(variant: str) -> None:
    book = default_book()
    if book is None:
        pytest.skip("no opening book in this build")
    assert book.lookup(MorrisState()) is not None
    assert book.lookup(MorrisState.from_options({"variant": variant})) is None


def test_a_puzzle_of_another_game_is_refused() -> None:
    position = {"white": ["a1", "a4", "d7"], "black": ["g1", "g4", "f6"], "to_move": 0}
    nine = build_state("morris", {**position, "options": {}})
    assert isinstance(nine, MorrisState)
    with pytest.raises(GameError, match="Nine Men's Morris position"):
        build_state("morris", {**position, "options": {"variant": "twelve"}})


@pytest.mark.parametrize(
    ("variant", "level", "wanted"),
    [("nine", 6, True), ("nine", 4, False), ("lasker", 5, True), ("three", 5, False)],
)
def test_endgame_tables_are_wanted_where_a_level_plays_from_them(
    variant: str, level: int, wanted: bool
) -> None:
    options = {"variant": variant} if variant != "nine" else {}
    seats = (Seat("White", "human"), Seat("Black", "computer", level))
    match = Match(GameSetup("morris", options, seats))
    assert (wants_tables(match) is not None) is wanted
