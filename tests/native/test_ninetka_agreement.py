"""The native 9tka core agrees with the rules library: over seeded random games of 2, 3 and 4
players, at every position the legal-move set is the library's (both for a position read afresh
from the state and for the core's own position played along), and so are the final scores,
winner and ranking."""

from __future__ import annotations

import random

import pytest
from helpers.reference_priors import priors, slide_score

from ninetka_desktop._core import NinetkaPosition, ninetka_priors
from ninetka_desktop.ai.ninetka.native import (
    core_input,
    from_core_move,
    legal_moves,
    playouts,
    to_core,
    to_core_move,
)
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.ninetka.moves import PASS, MoveKind, NinetkaMove


def check_game(players: int, seed: int, neutrals: str = "chosen") -> int:
    """Plays one random game with the library, checking the core at every ply; the plies."""
    state = NinetkaState(players=players, neutrals=neutrals, seed=seed)
    rng = random.Random(seed)
    along = to_core(state)
    plies = 0
    while True:
        expected = state.legal_moves()
        assert sorted(legal_moves(state), key=to_core_move) == sorted(expected, key=to_core_move)
        assert along.phase == state.phase_index
        assert along.to_move == state.to_move
        assert along.board() == core_input(state)[3]
        assert along.movable() == [state.movable_count(s) for s in range(players)]
        assert {from_core_move(m) for m in along.legal_moves()} == set(expected)
        if state.is_over():
            break
        move = rng.choice(expected)
        state.push(move)
        along = along.play(*to_core_move(move))
        plies += 1
    outcome = state.outcome()
    assert outcome is not None
    assert along.is_over()
    assert along.legal_moves() == []
    assert tuple(along.scores()) == outcome.scores == state.scores()
    assert along.winner() == outcome.winner
    assert tuple(along.ranking()) == outcome.ranking
    return plies


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_agree(players: int) -> None:
    for seed in range(40):
        assert check_game(players, 1000 * players + seed) >= 45


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_neutrals_games_agree(players: int) -> None:
    for seed in range(15):
        check_game(players, 7000 + 100 * players + seed, neutrals="random")


@pytest.mark.slow
def test_thousands_of_random_games_agree() -> None:
    for players in (2, 3, 4):  # one test for every count: a normal run reports one skip
        for seed in range(1500):
            check_game(players, 100_000 * players + seed, neutrals=("chosen", "random")[seed % 2])


def test_games_with_passes_agree() -> None:
    """Passes are rare in random games: look for games with some until enough were checked."""
    found = 0
    for seed in range(3000):
        state = NinetkaState(players=3, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            state.push(rng.choice(state.legal_moves()))
        if PASS in state.move_stack:
            assert check_game(3, seed) == len(state.move_stack)
            found += 1
            if found == 3:
                return
    pytest.fail("no random 3-player game with a pass in 3000 seeds")


def test_the_core_refuses_illegal_moves() -> None:
    state = NinetkaState(players=2)
    core = to_core(state)
    with pytest.raises(ValueError):
        core.play(*to_core_move(NinetkaMove(MoveKind.EDGE, 1)))  # edge move in phase 1
    with pytest.raises(ValueError):
        core.play(*to_core_move(NinetkaMove(MoveKind.NEUTRAL, 12)))  # B2 is not core
    with pytest.raises(ValueError):
        core.play(*to_core_move(PASS))
    with pytest.raises(ValueError):
        NinetkaPosition(2, 2, 0, [-1] * 121)  # movement phase with no counter placed
    with pytest.raises(ValueError):
        NinetkaPosition(2, 0, 0, [-1] * 120)


def test_playouts_finish_and_are_reproducible() -> None:
    state = NinetkaState(players=3, seed=5)
    rng = random.Random(5)
    for _ in range(30):
        state.push(rng.choice(state.legal_moves()))
    first = playouts(state, 500, seed=11)
    assert first.playouts == 500
    assert sum(first.wins) == 500
    assert first == playouts(state, 500, seed=11)
    assert abs(sum(first.reward_sums) - 500 * (0.85 + 0.15 * 0)) < 500
    assert state.move_stack  # the state is untouched


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_playout_policy_scores_slides_as_the_library(players: int) -> None:
    checked = 0
    for seed in range(15):
        state = NinetkaState(players=players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            moves = state.legal_moves()
            if state.phase == "movement" and moves != [PASS]:
                core = to_core(state)
                for move in moves:
                    expected = slide_score(state, move.cell)
                    assert core.slide_score(move.cell) == pytest.approx(expected, abs=1e-12)
                    checked += 1
            state.push(rng.choice(moves))
    assert checked > 1000
    with pytest.raises(ValueError):
        to_core(NinetkaState(players=players)).slide_score(1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_tree_search_priors_are_the_reference_ones(players: int) -> None:
    """In every phase, over random games: the core's prior of every legal move equals the
    plain-Python reference of the knowledge (the core lists slides in its own order)."""
    checked = 0
    for seed in range(8):
        state = NinetkaState(players=players, neutrals=("chosen", "random")[seed % 2], seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            moves = state.legal_moves()
            core = {from_core_move(m): p for m, p in ninetka_priors(to_core(state))}
            assert set(core) == set(moves)
            expected = priors(state, moves)
            assert [core[m] for m in moves] == pytest.approx(expected, abs=1e-9)
            checked += 1
            state.push(rng.choice(moves))
    assert checked > 500
