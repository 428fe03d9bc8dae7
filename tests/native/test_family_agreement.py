"""The native family core agrees with the rules library in every game of the family: perft from
the start equals RULES.md 3.7, and over seeded random games under every option set (draw
limits short enough to end games), at every position the legal moves and the end of the game
are the library's, and perft from random positions is the library's. Thousands of games behind
--runslow."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from ninetka_desktop.ai.morris.family.native import legal_moves, perft, to_core
from ninetka_desktop.games.morris.moves import MorrisMove
from ninetka_desktop.games.morris.perft import perft as library_perft
from ninetka_desktop.games.morris.state import MorrisState

#: RULES.md 3.7: perft from the start, depths 1 to 4.
PERFT: dict[str, tuple[int, ...]] = {
    "three": (9, 72, 504, 3_024),
    "six": (16, 240, 3_360, 43_680),
    "twelve": (24, 552, 12_144, 255_024),
    "morabaraba": (24, 552, 12_144, 255_024),
    "lasker": (24, 552, 13_552, 319_176),
}

#: Every game with each of its options away from the default, and short draw limits.
OPTION_SETS: list[dict[str, Any]] = [
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


def ending(state: MorrisState) -> tuple[int | None, str] | None:
    outcome = state.outcome()
    return None if outcome is None else (outcome.winner, outcome.reason)


def in_order(moves: list[MorrisMove]) -> list[tuple[int, int, int]]:
    """``moves`` sorted, as comparable tuples (-1 for no source or removal)."""
    return sorted(
        (-1 if m.src is None else m.src, m.dst, -1 if m.remove is None else m.remove) for m in moves
    )


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
        assert in_order(legal_moves(state)) == in_order(state.legal_moves()), state.move_stack
        assert core.end() == ending(state), state.move_stack
    return len(state.move_stack)


@pytest.mark.parametrize("variant", sorted(PERFT))
def test_perft_from_the_start_is_the_rules_table(variant: str) -> None:
    start = MorrisState.from_options({"variant": variant})
    assert tuple(perft(start, depth) for depth in range(1, 5)) == PERFT[variant]


def test_three_mens_perft_is_the_same_on_either_board() -> None:
    square = MorrisState.from_options({"variant": "three", "diagonals": False})
    assert tuple(perft(square, depth) for depth in range(1, 5)) == PERFT["three"]


@pytest.mark.parametrize("seed", range(108))
def test_the_core_agrees_over_random_games(seed: int) -> None:
    assert check_game(seed) > 0


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(108, 3_000))
def test_the_core_agrees_over_many_random_games(seed: int) -> None:
    assert check_game(seed) > 0


@pytest.mark.parametrize("seed", range(0, 36, 2))
def test_perft_from_random_positions_is_the_library_s(seed: int) -> None:
    rng = random.Random(seed)
    positions = [position.copy() for position in random_game(seed)]
    state = positions[rng.randrange(len(positions))]
    while state.is_over() and len(positions) > 1:
        positions.pop()
        state = positions[-1]
    assert perft(state, 2) == library_perft(state, 2)
