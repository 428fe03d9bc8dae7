"""Exact play in the 9tka movement phase (RULES.md 1.5-1.6).

Values are from the root mover's seat: twice its final lead in sections over the best other
seat, and for a tie at the top +1 if the tie-break (latest seat) makes it the winner, else -1.
With 2 players that is ``v0 = 2 * (s0 - s1) - (s0 == s1)`` for Yellow and ``-v0`` for Blue, and
the search is an exact minimax. With 3 or 4 players it is a **paranoid** search: all the others
are assumed to play together to minimise the mover's value, so the value is exact for that
assumption only. A forced pass is a move (``PASS``).

The state is only read (copied into the solver's own lists), never changed. The search itself
is in ``solver_search.py``, its tables in ``solver_tables.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...games.ninetka.moves import NinetkaMove
from ...games.ninetka.state import NinetkaState
from ..control import SearchControl, SearchStopped
from .solver_search import MovementSolver
from .solver_tables import Position


@dataclass(frozen=True, slots=True)
class SolverResult:
    move: NinetkaMove
    #: Exact value of the position for the side to move (see the module docstring).
    value: int
    nodes: int


def movement_value(state: NinetkaState, control: SearchControl) -> int:
    """The exact value of a movement-phase position for its side to move (module docstring).

    Raises SearchStopped when ``control`` runs out; ``state`` is only read."""
    return MovementSolver(Position.of(state), control).value()


def solve_movement(state: NinetkaState, control: SearchControl) -> SolverResult | None:
    """Exact play in the movement phase (``phase_index == 2``): the best move and the value.

    None when ``control`` ran out before the position was solved; ``state`` is only read."""
    solver = MovementSolver(Position.of(state), control)
    try:
        value = solver.value()
        move = solver.best_move(value)
    except SearchStopped:
        return None
    return SolverResult(move, value, solver.count())
