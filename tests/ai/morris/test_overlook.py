"""A level that overlooks (``ai.levels.Overlook``) misses a forced win its search has found now
and then, and plays as without wherever its search finds none."""

from __future__ import annotations

import dataclasses
import random

import pytest

from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import MorrisLevel, Overlook, morris_level
from ninetka_desktop.ai.morris import choose_morris_move
from ninetka_desktop.ai.morris.root import WIN_BOUND, analyse
from ninetka_desktop.games.morris.state import MorrisState

SEEDS = range(24)


def three_after(*moves: str) -> MorrisState:
    state = MorrisState.from_options({"variant": "three"})
    for text in moves:
        state.push(state.parse_move(text))
    return state


def overlooking(chance: float, depth: int = 1) -> MorrisLevel:
    return dataclasses.replace(morris_level("three", 5), overlook=Overlook(chance, depth))


def played(state: MorrisState, level: MorrisLevel, seed: int) -> str:
    move = choose_morris_move(state, level, SearchControl(), random.Random(seed))
    return state.move_to_str(move)


def winning_moves(state: MorrisState) -> set[str]:
    """The moves after which the opponent loses by force."""
    wins = set()
    for move in state.legal_moves():
        child = state.copy()
        child.push(move)
        if analyse(child, SearchControl(), 200_000, 60).ranked[0][1] < -WIN_BOUND:
            wins.add(state.move_to_str(move))
    return wins


def test_a_level_that_overlooks_misses_a_forced_win_now_and_then() -> None:
    # White took the centre, Black a corner: b3 and c2 win by force, the level's search sees it.
    state = three_after("b2", "a1")
    level = overlooking(0.5)
    assert analyse(state, SearchControl(), level.nodes, level.max_depth).ranked[0][1] > WIN_BOUND
    wins = winning_moves(state)
    assert wins == {"b3", "c2"}
    kept = [played(state, level, seed) in wins for seed in SEEDS]
    assert 0 < sum(kept) < len(kept)
    # Without the overlook the same level never misses it.
    plain = dataclasses.replace(level, overlook=None)
    assert all(played(state, plain, seed) in wins for seed in SEEDS)


@pytest.mark.parametrize("moves", [(), ("a1",), ("b2", "a1", "c3")])
def test_without_a_forced_win_it_plays_as_without(moves: tuple[str, ...]) -> None:
    # No forced win within the level's search here (the empty board: about 5,000 nodes prove
    # White's; the rest: no win for the side to move), so the overlook changes nothing, not
    # even the draws of its random choice.
    state = three_after(*moves)
    level = overlooking(1.0)
    assert analyse(state, SearchControl(), level.nodes, level.max_depth).ranked[0][1] <= WIN_BOUND
    plain = dataclasses.replace(level, overlook=None)
    assert [played(state, level, seed) for seed in SEEDS] == [
        played(state, plain, seed) for seed in SEEDS
    ]


@pytest.mark.parametrize("bad", [(-0.1, 1), (1.5, 1), (0.5, 0)])
def test_an_overlook_is_a_chance_and_a_depth(bad: tuple[float, int]) -> None:
    with pytest.raises(ValueError, match="overlook"):
        Overlook(*bad)
