"""The native 2-player movement solver agrees with the Python solver (``ai/ninetka/solver.py``)
on small endgames of seeded random games: the same exact value, and the move it picks keeps
that value by the Python solver's own reckoning."""

from __future__ import annotations

import random

import pytest

from ninetka_desktop._core import Canceller, ninetka_solve_movement
from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.ninetka.native import from_core_move, to_core
from ninetka_desktop.ai.ninetka.solver import movement_value
from ninetka_desktop.games.ninetka import NinetkaState


def endgames(count: int, waiting: int) -> list[NinetkaState]:
    """Movement-phase positions with at most ``waiting`` movable counters, one per game."""
    found = []
    seed = 0
    while len(found) < count:
        state = NinetkaState(players=2, seed=seed)
        rng = random.Random(seed)
        seed += 1
        while not state.is_over():
            movable = state.movable_count(0) + state.movable_count(1)
            if state.phase == "movement" and movable <= waiting:
                found.append(state.copy())
                break
            state.push(rng.choice(state.legal_moves()))
    return found


def check(state: NinetkaState) -> None:
    solved = ninetka_solve_movement(to_core(state))
    assert solved is not None
    move_tuple, value, nodes = solved
    assert nodes > 0
    assert value == movement_value(state, SearchControl())
    move = from_core_move(move_tuple)
    assert move in state.legal_moves()
    after = state.copy()
    after.push(move)
    if after.is_over():
        outcome = after.outcome()
        assert outcome is not None
        s0, s1 = outcome.scores
        v0 = 2 * (s0 - s1) - (s0 == s1)
        assert value == (v0 if state.to_move == 0 else -v0)
    else:
        # The reply's value is for the other seat: the chosen move keeps the root's value.
        assert -movement_value(after, SearchControl()) == value


def test_small_endgames_agree() -> None:
    for state in endgames(40, waiting=9):
        check(state)


@pytest.mark.slow
def test_larger_endgames_agree() -> None:
    for state in endgames(30, waiting=13):
        check(state)


def test_the_solver_stops_and_refuses_other_positions() -> None:
    opening = NinetkaState(players=2, seed=1)
    with pytest.raises(ValueError):
        ninetka_solve_movement(to_core(opening))
    state = endgames(1, waiting=36)[0]
    canceller = Canceller()
    canceller.cancel()
    assert ninetka_solve_movement(to_core(state), canceller=canceller) is None
    assert ninetka_solve_movement(to_core(state), seconds=0.0) is None
