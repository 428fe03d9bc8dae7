"""Exact play in the 9tka movement phase (RULES.md 1.5-1.6), searched by the native core.

Values are from the root mover's seat: twice its final lead in sections over the best other
seat, and for a tie at the top +1 if the tie-break (latest seat) makes it the winner, else -1.
With 2 players that is ``v0 = 2 * (s0 - s1) - (s0 == s1)`` for Yellow and ``-v0`` for Blue, and
the search is an exact minimax. With 3 or 4 players it is a **paranoid** search: all the others
are assumed to play together to minimise the mover's value, so the value is exact for that
assumption only. A forced pass is a move (``PASS``).

The search (``native/engine/src/ninetka/solver``) runs without the GIL: alpha-beta over a
transposition table of exact bounds, MTD(f) at the root, free counters counted in at once,
static section bounds. A ``SearchControl`` reaches it as a deadline in seconds, its remaining
work budget as a node limit, and its ``cancelled`` callable through
``ai.native_call.cancellation``. The state is only read.

Without a work budget the core searches on two threads where the machine has two cores (they
share one table and share out the nodes), the second on a spare core only: it gives way to
every other thread, the window's first (on Linux; elsewhere the core keeps one thread for now).
``threads.set_search_threads`` changes that for the process, as ``ninetka-arena`` does when it
plays several games at once. The value is the same on any number of threads; which of equally
good moves is named may differ from run to run.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..._core import ninetka_movement_value, ninetka_solve_movement
from ...games.ninetka.moves import NinetkaMove
from ...games.ninetka.state import PHASE_MOVEMENT, NinetkaState
from ..control import SearchControl, SearchStopped
from ..native_call import cancellation
from .native import from_core_move, to_core
from .threads import search_threads


@dataclass(frozen=True, slots=True)
class SolverResult:
    move: NinetkaMove
    #: Exact value of the position for the side to move (see the module docstring).
    value: int
    nodes: int


@dataclass(frozen=True, slots=True)
class _Limits:
    seconds: float | None
    max_nodes: int | None


def _limits(control: SearchControl) -> _Limits:
    budget = control.budget
    left = None if budget is None else max(0, budget - control.work)
    return _Limits(control.remaining_time(), left)


def _check(state: NinetkaState) -> None:
    if state.phase_index != PHASE_MOVEMENT:
        raise ValueError(f"the solver plays the movement phase, not {state.phase!r}")


def movement_value(state: NinetkaState, control: SearchControl) -> int:
    """The exact value of a movement-phase position for its side to move (module docstring).

    Raises SearchStopped when ``control`` runs out; ``state`` is only read."""
    _check(state)
    limits = _limits(control)
    with cancellation(control.cancelled) as canceller:
        value = ninetka_movement_value(
            to_core(state), limits.seconds, canceller, limits.max_nodes, search_threads()
        )
    if value is None:
        raise SearchStopped
    return value


def solve_movement(state: NinetkaState, control: SearchControl) -> SolverResult | None:
    """Exact play in the movement phase (``phase_index == 2``): the best move and the value.

    None when ``control`` ran out before the position was solved; ``state`` is only read."""
    _check(state)
    limits = _limits(control)
    with cancellation(control.cancelled) as canceller:
        solved = ninetka_solve_movement(
            to_core(state), limits.seconds, canceller, limits.max_nodes, search_threads()
        )
    if solved is None:
        return None
    move, value, nodes = solved
    control.work += nodes
    return SolverResult(from_core_move(move), value, nodes)
