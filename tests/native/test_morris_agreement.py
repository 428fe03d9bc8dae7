"""The native Morris core agrees with the rules library: over seeded random games under every
combination of the options (flying, repetition draw, no-removal limits short enough to end
games), at every position the legal-move list (in the library's order), the position key and
the end of the game are the library's; perft is the library's from the start and from random
positions. Thousands of games behind --runslow."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from ninetka_desktop.ai.morris.native import from_core_move, legal_moves, perft, to_core
from ninetka_desktop.games.morris.perft import perft as library_perft
from ninetka_desktop.games.morris.state import MorrisState

#: (flying, repetition_draw, no_removal_limit): the options the games are played under.
OPTIONS = list(itertools.product((True, False), (True, False), (100, 12, 0)))


def core_end(state: MorrisState) -> tuple[bool, int | None] | None:
    outcome = state.outcome()
    if outcome is None:
        return None
    return (outcome.winner is not None, outcome.winner)


def random_game(seed: int) -> Iterator[MorrisState]:
    """One seeded random game under the options ``seed`` picks: every position, the last one
    finished or 300 plies in."""
    rng = random.Random(seed)
    flying, repetition, limit = OPTIONS[seed % len(OPTIONS)]
    state = MorrisState(flying=flying, repetition_draw=repetition, no_removal_limit=limit)
    while True:
        yield state
        if state.is_over() or len(state.move_stack) >= 300:
            return
        moves = state.legal_moves()
        # Prefer quiet moves now and then, so that repetitions and the no-removal rule occur.
        quiet = [m for m in moves if m.remove is None]
        state.push(rng.choice(quiet if quiet and rng.random() < 0.7 else moves))


def check_game(seed: int) -> int:
    """One random game played by the library, the core checked at every ply; the plies."""
    for state in random_game(seed):
        core = to_core(state)
        assert legal_moves(state) == state.legal_moves()
        assert core.key() == state.position_key()
        assert core.end() == core_end(state)
    return len(state.move_stack)


@pytest.mark.parametrize("seed", range(120))
def test_the_core_agrees_over_random_games(seed: int) -> None:
    assert check_game(seed) > 0


@pytest.mark.slow
def test_the_core_agrees_over_thousands_of_random_games() -> None:
    for seed in range(1_000, 4_000):
        check_game(seed)


def test_the_games_reach_every_kind_of_end() -> None:
    """The random games above are varied enough to test the core's ends."""
    reasons = set()
    for seed in range(120):
        *_, state = random_game(seed)
        outcome = state.outcome()
        if outcome is not None:
            reasons.add(outcome.reason)
    # Random play does not block a side; test_a_blocked_side_loses_in_the_core does.
    assert {"two-men", "repetition", "no-removal"} <= reasons


def test_a_blocked_side_loses_in_the_core() -> None:
    white, black = ["a4", "d1", "d7", "f4"], ["a1", "a7", "g7"]
    state = MorrisState.from_position(white, black, flying=False)
    assert to_core(state).end() is None
    state.play("f4-g4")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "blocked"
    assert to_core(state).end() == (True, 0)
    assert legal_moves(state) == []


def test_perft_from_the_start_matches_the_library() -> None:
    state = MorrisState()
    assert [perft(state, d) for d in range(1, 5)] == [24, 552, 12_144, 255_024]
    assert perft(state, 3) == library_perft(state, 3)


@pytest.mark.parametrize("seed", range(8))
def test_perft_from_random_positions_matches_the_library(seed: int) -> None:
    rng = random.Random(seed)
    state = MorrisState(flying=seed % 2 == 0, no_removal_limit=(100, 4)[seed % 4 == 1])
    for _ in range(rng.randrange(10, 40)):
        if state.is_over():
            break
        state.push(rng.choice(state.legal_moves()))
    assert perft(state, 3) == library_perft(state, 3)


def test_a_core_move_is_a_library_move() -> None:
    state = MorrisState()
    assert [from_core_move(m) for m in to_core(state).legal_moves()] == state.legal_moves()


def test_an_impossible_position_is_refused() -> None:
    from ninetka_desktop._core import MorrisPosition

    with pytest.raises(ValueError, match="overlap"):
        MorrisPosition((True, True, 100), (1, 1), (9, 9), 0, 0, {})
