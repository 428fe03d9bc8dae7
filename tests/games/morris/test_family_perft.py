"""Perft of every game of the family: RULES.md 3.7's table, and deeper against the naive player."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.naive_family import NaiveGame, naive_perft, option_sets

from ninetka_desktop.games.morris import MorrisState, perft, perft_divide

# RULES.md 3.7, depths 1 to 4.
TABLE: dict[str, tuple[int, int, int, int]] = {
    "three": (9, 72, 504, 3_024),
    "six": (16, 240, 3_360, 43_680),
    "twelve": (24, 552, 12_144, 255_024),
    "morabaraba": (24, 552, 12_144, 255_024),
    "lasker": (24, 552, 13_552, 319_176),
    "nine": (24, 552, 12_144, 255_024),
}
GAMES: list[tuple[str, dict[str, Any]]] = [
    ("three", {}),
    ("three", {"diagonals": False}),
    ("six", {}),
    ("twelve", {}),
    ("morabaraba", {}),
    ("lasker", {}),
    ("nine", {}),
]


def start(variant: str, options: dict[str, Any]) -> MorrisState:
    return MorrisState.from_options({"variant": variant, **options})


@pytest.mark.parametrize(("variant", "options"), GAMES)
@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_perft_matches_the_rules_table(variant: str, options: dict[str, Any], depth: int) -> None:
    state = start(variant, options)
    assert perft(state, depth) == TABLE[variant][depth - 1]
    assert state.move_stack == ()  # perft leaves the game as it was


@pytest.mark.parametrize("options", option_sets("three"))
def test_three_mens_perft_agrees_with_the_naive_player(options: dict[str, Any]) -> None:
    # Depth 5 reaches White's third man, and with it the winning mills of the placing phase.
    state = start("three", options)
    naive = NaiveGame.start("three", options)
    assert perft(state, 5) == naive_perft(naive, 5)


@pytest.mark.slow
def test_three_mens_deep_perft_agrees_with_the_naive_player() -> None:
    # Depth 8 plays two turns of the moving phase (sliding, or nine holes). One test for every
    # option set: a normal run reports one skip.
    for options in option_sets("three"):
        state = start("three", options)
        naive = NaiveGame.start("three", options)
        assert perft(state, 8) == naive_perft(naive, 8), options


@pytest.mark.parametrize(("variant", "depth"), [("six", 4), ("lasker", 3), ("twelve", 3)])
def test_perft_agrees_with_the_naive_player(variant: str, depth: int) -> None:
    assert perft(start(variant, {}), depth) == naive_perft(NaiveGame.start(variant, {}), depth)


@pytest.mark.slow
def test_six_mens_perft_5_agrees_with_the_naive_player() -> None:
    for options in option_sets("six"):
        state = start("six", options)
        divide = perft_divide(state, 5)
        naive = NaiveGame.start("six", options)
        for text, count in divide.items():
            child = naive.copy()
            child.play(text)
            assert naive_perft(child, 4) == count, (options, text)
    assert set(divide) == set(naive.legal())
