"""The Nine Men's Morris search, endgame tables, opening book and puzzles refuse the other
games of the family clearly instead of searching the wrong game; the computer's moves and the
analysis in those games come from the family's search."""

from __future__ import annotations

import random

import pytest

from ninetka_desktop.ai import choose_move
from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import level
from ninetka_desktop.ai.morris import OtherVariantError, choose_morris_move
from ninetka_desktop.ai.morris.book import default_book
from ninetka_desktop.ai.morris.native import to_core
from ninetka_desktop.analysis import analyse
from ninetka_desktop.controllers.match import Match
from ninetka_desktop.games.errors import GameError
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.puzzles.puzzle import build_state
from ninetka_desktop.ui.tablebase_keeper import wants_tables

OTHERS = ["three", "six", "twelve", "morabaraba", "lasker"]


@pytest.mark.parametrize("variant", OTHERS)
def test_the_nine_mens_tools_refuse_another_game(variant: str) -> None:
    state = MorrisState.from_options({"variant": variant})
    with pytest.raises(OtherVariantError):
        to_core(state)


@pytest.mark.parametrize("variant", OTHERS)
def test_the_analysis_of_another_game_comes_from_the_family_search(variant: str) -> None:
    state = MorrisState.from_options({"variant": variant})
    values = analyse(state, 3, seconds=5).moves
    assert sorted(v.move for v in values) == sorted(map(state.move_to_str, state.legal_moves()))


@pytest.mark.parametrize("variant", OTHERS)
def test_the_computer_plays_another_game_by_the_family_search(variant: str) -> None:
    state = MorrisState.from_options({"variant": variant})
    move = choose_morris_move(state, level(3), SearchControl(), random.Random(1))
    assert move in state.legal_moves()
    assert state.parse_move(choose_move(state, 3, seed=1)) in state.legal_moves()


def test_nine_mens_morris_is_still_searched() -> None:
    state = MorrisState()
    assert state.parse_move(choose_move(state, 1, seed=1)) in state.legal_moves()


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


@pytest.mark.parametrize(("variant", "wanted"), [("nine", True), ("lasker", False)])
def test_endgame_tables_are_built_for_nine_mens_morris_only(variant: str, wanted: bool) -> None:
    options = {"variant": variant} if variant != "nine" else {}
    seats = (Seat("White", "human"), Seat("Black", "computer", 6))
    match = Match(GameSetup("morris", options, seats))
    assert (wants_tables(match) is not None) is wanted
