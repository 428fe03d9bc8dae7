"""The 9tka computer opponent: Monte Carlo tree search (run by the native core), with the exact
movement-phase solver taking over in 2-player endgames."""

from __future__ import annotations

import random
import time

from ...games.ninetka.moves import NinetkaMove
from ...games.ninetka.state import PHASE_MOVEMENT, NinetkaState
from ..control import SearchControl
from ..levels import NinetkaLevel
from .mcts import pick_move, plays_most_visited, run_search

#: Share of the remaining time the solver may use before the tree search takes over.
SOLVER_SHARE = 0.6
#: Seconds the tree search stops before the deadline (at most; a tenth of the time left when
#: that is less).
SAFETY_MARGIN = 0.05


def choose_ninetka_move(
    state: NinetkaState, level: NinetkaLevel, control: SearchControl, rng: random.Random
) -> NinetkaMove:
    """The move the computer plays at ``level``; ``state`` is left unchanged.

    The same ``rng`` seed gives the same move unless ``control`` cuts the search short.
    Raises ValueError when the game is over.
    """
    moves = state.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    if len(moves) == 1:
        return moves[0]
    solved = _solver_move(state, level, control, rng, moves)
    if solved is not None:
        return solved
    decisive = plays_most_visited(level)
    seed = rng.getrandbits(63)
    result = run_search(state, level.playouts, _with_margin(control), seed, decisive, level.trees)
    chosen = pick_move(result.moves, state.to_move, level, rng)
    assert chosen in moves
    return chosen


def _with_margin(control: SearchControl) -> SearchControl:
    """``control`` with its deadline moved a little earlier: reading the root's statistics and
    picking the move take a few milliseconds after the search stops, and the level's cap is a
    promise."""
    remaining = control.remaining_time()
    if remaining is None:
        return control
    margin = min(SAFETY_MARGIN, 0.1 * remaining)
    return SearchControl(
        deadline=time.monotonic() + remaining - margin, cancelled=control.cancelled
    )


def _solver_move(
    state: NinetkaState,
    level: NinetkaLevel,
    control: SearchControl,
    rng: random.Random,
    moves: list[NinetkaMove],
) -> NinetkaMove | None:
    """The exact move in a small 2-player endgame, or None (too big, out of time, or this
    level's epsilon says to play by the imperfect tree search this time)."""
    if state.num_players != 2 or state.phase_index != PHASE_MOVEMENT:
        return None
    waiting = state.movable_count(0) + state.movable_count(1)
    if waiting > level.solver_waiting:
        return None
    if level.epsilon > 0 and rng.random() < level.epsilon:
        return None
    try:
        from .solver import solve_movement
    except ImportError:  # the solver is optional: the tree search plays every phase
        return None
    remaining = control.remaining_time()
    seconds = SOLVER_SHARE * (level.time_cap if remaining is None else remaining)
    limited = SearchControl(deadline=time.monotonic() + seconds, cancelled=control.cancelled)
    result = solve_movement(state.copy(), limited)
    if result is None or result.move not in moves:
        return None
    return result.move


__all__ = ["choose_ninetka_move"]
