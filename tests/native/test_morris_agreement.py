"""The native Morris core agrees with the rules library in every game of the family: perft from
the start equals RULES.md 3.7, and over seeded random games under every option set (draw
limits short enough to end games), at every position the legal-move list (in the library's
order), the position key and the end of the game (winner and reason) are the library's, and
perft from random positions is the library's. Thousands of games of every game with --runslow,
in one test that loops over them."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from ninetka_desktop._core import MorrisPosition
from ninetka_desktop.ai.morris.native import core_rules, from_core_move, legal_moves, perft, to_core
from ninetka_desktop.games.morris.perft import perft as library_perft
from ninetka_desktop.games.morris.state import MorrisState

#: RULES.md 3.7: perft from the start, depths 1 to 4.
PERFT: dict[str, tuple[int, ...]] = {
    "nine": (24, 552, 12_144, 255_024),
    "three": (9, 72, 504, 3_024),
    "six": (16, 240, 3_360, 43_680),
    "twelve": (24, 552, 12_144, 255_024),
    "morabaraba": (24, 552, 12_144, 255_024),
    "lasker": (24, 552, 13_552, 319_176),
}

#: Every game with each of its options away from the default, and short draw limits.
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"flying": False},
    {"repetition_draw": False, "no_removal_limit": 12},
    {"flying": False, "no_removal_limit": 0},
    {"variant": "three"},
    {"variant": "three", "diagonals": False},
    {"variant": "three", "nine_holes": True},
    {"variant": "three", "centre_opening": False},
    {"variant": "three", "diagonals": False, "nine_holes": True, "no_removal_limit": 12},
    {"variant": "six"},
    {"variant": "six", "flying": True},
    {"variant": "six", "protected_mills": False, "no_removal_limit": 20},
    {"variant": "twelve"},
    {"variant": "twelve", "diagonal_mills": False},
    {"variant": "twelve", "full_board_draw": False, "repetition_draw": False},
    {"variant": "morabaraba"},
    {"variant": "morabaraba", "no_return": False},
    {"variant": "morabaraba", "flying": False, "no_removal_limit": 30},
    {"variant": "lasker"},
    {"variant": "lasker", "men": 9},
    {"variant": "lasker", "flying": False, "no_removal_limit": 16},
    {"variant": "lasker", "repetition_draw": False, "no_removal_limit": 0},
]

#: Seeded games a normal run plays, and the further ones --runslow adds (every option set
#: many times over: 3,000 games, over 130 of each set).
GAMES = range(132)
MORE_GAMES = range(132, 3_000)


def ending(state: MorrisState) -> tuple[int | None, str] | None:
    outcome = state.outcome()
    return None if outcome is None else (outcome.winner, outcome.reason)


def random_game(seed: int) -> Iterator[MorrisState]:
    """One seeded random game under the option set ``seed`` picks: every position, the last
    one finished or 300 plies in."""
    rng = random.Random(seed)
    state = MorrisState.from_options(OPTION_SETS[seed % len(OPTION_SETS)])
    while True:
        yield state
        if state.is_over() or len(state.move_stack) >= 300:
            return
        moves = state.legal_moves()
        # Prefer slides now and then, so that repetitions and the draw counts occur.
        slides = [m for m in moves if m.src is not None and m.remove is None]
        state.push(rng.choice(slides if slides and rng.random() < 0.7 else moves))


def check_game(seed: int) -> int:
    """One random game played by the library, the core checked at every ply; the plies."""
    for state in random_game(seed):
        core = to_core(state)
        assert legal_moves(state) == state.legal_moves(), (seed, state.move_stack)
        assert core.key() == state.position_key()
        assert core.end() == ending(state), (seed, state.move_stack)
    return len(state.move_stack)


@pytest.mark.parametrize("variant", sorted(PERFT))
def test_perft_from_the_start_is_the_rules_table(variant: str) -> None:
    start = MorrisState.from_options({"variant": variant})
    assert tuple(perft(start, depth) for depth in range(1, 5)) == PERFT[variant]
    assert perft(start, 3) == library_perft(start, 3)


def test_three_mens_perft_is_the_same_on_either_board() -> None:
    square = MorrisState.from_options({"variant": "three", "diagonals": False})
    assert tuple(perft(square, depth) for depth in range(1, 5)) == PERFT["three"]


def test_the_core_agrees_over_random_games_of_every_game() -> None:
    plies = [check_game(seed) for seed in GAMES]
    assert min(plies) > 0


@pytest.mark.slow
def test_the_core_agrees_over_thousands_of_random_games_of_every_game() -> None:
    for seed in MORE_GAMES:
        check_game(seed)


def test_the_games_reach_every_kind_of_end() -> None:
    """The random games above are varied enough to test the core's ends."""
    reasons = set()
    for seed in GAMES:
        *_, state = random_game(seed)
        outcome = state.outcome()
        if outcome is not None:
            reasons.add(outcome.reason)
    assert {"two-men", "repetition", "no-removal", "mill", "blocked"} <= reasons, reasons


def test_a_blocked_side_loses_in_the_core() -> None:
    white, black = ["a4", "d1", "d7", "f4"], ["a1", "a7", "g7"]
    state = MorrisState.from_position(white, black, flying=False)
    assert to_core(state).end() is None
    state.play("f4-g4")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "blocked"
    assert to_core(state).end() == (0, "blocked")
    assert legal_moves(state) == []


@pytest.mark.parametrize("seed", range(0, 44, 2))
def test_perft_from_random_positions_is_the_library_s(seed: int) -> None:
    rng = random.Random(seed)
    positions = [position.copy() for position in random_game(seed)]
    state = positions[rng.randrange(len(positions))]
    while state.is_over() and len(positions) > 1:
        positions.pop()
        state = positions[-1]
    assert perft(state, 2) == library_perft(state, 2)


def test_a_core_move_is_a_library_move() -> None:
    state = MorrisState()
    assert [from_core_move(m) for m in to_core(state).legal_moves()] == state.legal_moves()


def test_an_impossible_position_is_refused() -> None:
    rules = core_rules(MorrisState().rules)
    with pytest.raises(ValueError, match="overlap"):
        MorrisPosition(rules, (1, 1), (9, 9), 0, 0, {})


def test_each_board_s_symmetries_come_from_its_lines() -> None:
    counts = {
        options.get("variant", "nine"): core_rules(MorrisState.from_options(options).rules)
        for options in OPTION_SETS
    }
    assert {game: rules.symmetries for game, rules in counts.items()} == {
        "nine": 16, "three": 8, "six": 16, "twelve": 16, "morabaraba": 16, "lasker": 16,
    }
