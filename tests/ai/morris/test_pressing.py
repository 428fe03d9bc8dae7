"""Pressing (Six Men's Morris Master): among moves the deep search values alike, the one a
shorter search likes best; never a move the deep search values lower."""

from __future__ import annotations

import random

import pytest

from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import MORRIS_LEVELS, Pressing, morris_level
from ninetka_desktop.ai.morris.pressing import press, tied_best
from ninetka_desktop.ai.morris.root import RootResult, analyse
from ninetka_desktop.games.morris.state import MorrisState


def six_after(*moves: str) -> MorrisState:
    state = MorrisState.from_options({"variant": "six"})
    for text in moves:
        state.push(state.parse_move(text))
    return state


def test_a_tie_goes_to_the_move_the_shorter_search_prefers() -> None:
    # Black threatens a1 a3 a5; White's tie, as if the deep search had valued both alike,
    # lists the move that ignores the threat first.
    state = six_after("d4", "a1", "b2", "a3")
    ignore, block = state.parse_move("e5"), state.parse_move("a5")
    tie = RootResult([(ignore, 0), (block, 0)], depth=1, nodes=0)
    assert press(state, tie, Pressing(20_000, 4), SearchControl()) == block


def test_a_single_best_move_is_played_without_a_tie_break() -> None:
    state = six_after("d4", "a1", "b2", "a3")
    ignore, block = state.parse_move("e5"), state.parse_move("a5")
    alone = RootResult([(ignore, 0), (block, -5)], depth=1, nodes=0)
    assert press(state, alone, Pressing(20_000, 4), SearchControl()) == ignore


@pytest.mark.parametrize("seed", range(6))
def test_the_pick_is_always_among_the_deep_searchs_best(seed: int) -> None:
    rng = random.Random(seed)
    state = MorrisState.from_options({"variant": "six"})
    for _ in range(12 + rng.randrange(20)):
        if state.is_over():
            break
        state.push(rng.choice(state.legal_moves()))
    if state.is_over():
        pytest.skip("the random game ended")
    result = analyse(state, SearchControl(), 60_000, 12, 1, contempt=20)
    chosen = press(state, result, Pressing(10_000, 4), SearchControl())
    assert chosen in tied_best(result)
    assert chosen in state.legal_moves()


def test_only_six_mens_morris_master_presses() -> None:
    assert morris_level("six", 6).pressing is not None
    assert all(morris_level("six", n).pressing is None for n in range(1, 6))
    for game in set(MORRIS_LEVELS) - {"six"}:
        assert morris_level(game, 6).pressing is None
