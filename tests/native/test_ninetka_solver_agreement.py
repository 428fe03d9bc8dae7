"""The native movement solver (``ai/ninetka/solver.py``, searched by the core) agrees with the
pure-Python oracle (``helpers.ninetka_solver_oracle``) on positions of seeded random games at
many depths of the movement phase, for 2, 3 and 4 players: the same exact value, and the move
it picks keeps that value by the oracle's own reckoning. It also stops when told."""

from __future__ import annotations

import random
import threading
import time

import pytest
from helpers.ninetka_solver_oracle import oracle_value

from ninetka_desktop._core import Canceller, ninetka_movement_value, ninetka_solve_movement
from ninetka_desktop.ai.control import SearchControl, SearchStopped
from ninetka_desktop.ai.ninetka.native import from_core_move, to_core
from ninetka_desktop.ai.ninetka.solver import movement_value, solve_movement
from ninetka_desktop.games.ninetka import NinetkaState


def waiting(state: NinetkaState) -> int:
    return sum(state.movable_count(s) for s in range(state.num_players))


def positions(players: int, count: int, low: int, high: int, seed0: int = 0) -> list[NinetkaState]:
    """One movement-phase position per seeded game, with between ``low`` and ``high`` movable
    counters (a depth drawn per game, so the depths spread over the range)."""
    found = []
    seed = seed0
    while len(found) < count:
        rng = random.Random(seed)
        state = NinetkaState(players=players, neutrals="random", seed=seed)
        seed += 1
        goal = rng.randint(low, high)
        while not state.is_over():
            if state.phase_index == 2 and waiting(state) <= goal:
                if waiting(state) >= low:
                    found.append(state.copy())
                break
            state.push(rng.choice(state.legal_moves()))
    return found


def final_value(state: NinetkaState, root: int) -> int:
    scores = state.scores()
    best = max(s for seat, s in enumerate(scores) if seat != root)
    if scores[root] != best:
        return 2 * (scores[root] - best)
    outcome = state.outcome()
    assert outcome is not None
    return 1 if outcome.winner == root else -1


def check(state: NinetkaState) -> None:
    solved = ninetka_solve_movement(to_core(state))
    assert solved is not None
    move_tuple, value, nodes = solved
    assert nodes > 0
    assert value == oracle_value(state)
    assert ninetka_movement_value(to_core(state)) == value
    move = from_core_move(move_tuple)
    assert move in state.legal_moves()
    after = state.copy()
    after.push(move)
    root = state.to_move
    if after.is_over():
        assert value == final_value(after, root)
    elif state.num_players == 2:
        # The reply's value is for the other seat: the chosen move keeps the root's value.
        assert -oracle_value(after) == value
    else:
        # Paranoid: everyone else plays against the root; compare through its own seat.
        assert value == paranoid_after(after, root)


def paranoid_after(state: NinetkaState, root: int) -> int:
    """The root's paranoid value of a position where another seat is to move, one ply deep
    into the oracle (each reply's value from the root's side)."""
    values = []
    for move in state.legal_moves():
        child = state.copy()
        child.push(move)
        if child.is_over():
            values.append(final_value(child, root))
        elif child.to_move == root:
            values.append(oracle_value(child))
        else:
            values.append(paranoid_after(child, root))
    return min(values)


def test_small_endgames_agree() -> None:
    for state in positions(2, 40, 1, 9):
        check(state)


def test_two_player_positions_at_many_depths_agree() -> None:
    for state in positions(2, 30, 10, 22, seed0=100):
        check(state)


@pytest.mark.parametrize(("players", "high"), [(3, 9), (4, 8)])
def test_paranoid_positions_agree(players: int, high: int) -> None:
    for state in positions(players, 15, 1, high, seed0=200):
        check(state)


@pytest.mark.slow
def test_deeper_positions_agree() -> None:
    for state in positions(2, 12, 20, 25, seed0=300):
        check(state)
    for players in (3, 4):
        for state in positions(players, 8, 9, 13, seed0=400):
            check(state)


def test_the_solver_stops_and_refuses_other_positions() -> None:
    opening = NinetkaState(players=2, seed=1)
    with pytest.raises(ValueError):
        ninetka_solve_movement(to_core(opening))
    with pytest.raises(ValueError):
        ninetka_movement_value(to_core(opening))
    state = positions(2, 1, 36, 36)[0]
    canceller = Canceller()
    canceller.cancel()
    assert ninetka_solve_movement(to_core(state), canceller=canceller) is None
    assert ninetka_solve_movement(to_core(state), seconds=0.0) is None
    assert ninetka_solve_movement(to_core(state), max_nodes=5000) is None
    assert ninetka_movement_value(to_core(state), max_nodes=5000) is None


def test_a_search_control_cancels_the_native_search() -> None:
    state = positions(2, 1, 36, 36)[0]
    raised = threading.Event()
    threading.Timer(0.1, raised.set).start()
    start = time.monotonic()
    assert solve_movement(state, SearchControl(cancelled=raised.is_set)) is None
    assert time.monotonic() - start < 2.0
    with pytest.raises(SearchStopped):
        movement_value(state, SearchControl(cancelled=lambda: True))
    assert solve_movement(state, SearchControl(deadline=time.monotonic() + 0.05)) is None
