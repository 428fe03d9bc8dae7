"""9tka analysis: exact values from the movement solver where it finishes, else the tree
search's estimates.

Exact: the solver values every root move for the mover (``ai.ninetka.solver``: twice the final
lead over the best other seat, a tie +-1 by the tie-break); the lead alone is what the protocol
reports. With 3 or 4 players the solver's search is paranoid (all the others play together
against the mover), so the lead is what the mover can make sure of whatever the others do: a
proven guarantee, and the sections of every seat at the end of that line come with it.

Estimates: the native tree search's mean reward per root move (a win weighs 0.85, the margin
the rest, as in the search), topped up with direct playouts from the moves it visited too
little to say, with the most visited path below each move as its line; with 3 or 4 players
also every seat's expected sections, from playouts after each move.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from ..ai.control import SearchControl
from ..ai.levels import NinetkaLevel
from ..ai.native_call import cancellation
from ..ai.ninetka.mcts import run_search
from ..ai.ninetka.native import exact_move_lines, from_core_move, playouts
from ..games.ninetka.moves import NinetkaMove
from ..games.ninetka.state import PHASE_MOVEMENT, NinetkaState
from .values import Kind, MoveValue, PositionAnalysis

#: The playout reward's weight of the win (``native/engine/src/ninetka/playout.rs``).
WIN_WEIGHT = 0.85
#: Share of the time the solver may take before the tree search gets the rest.
SOLVER_SHARE = 0.6
#: A move the tree search visited fewer times gets this many playouts of its own.
FEW_VISITS = 32
#: The longest line of best play an exact value comes with, in moves.
LINE_MOVES = 12
#: 3-4 players: the line is followed to the game's end (at most one move per waiting counter
#: and a pass per seat between two), for the sections every seat ends with.
WHOLE_LINE_MOVES = 36 * 4
#: Playouts after each move for the seats' expected sections (3-4 players).
SECTION_PLAYOUTS = 64


def analyse_ninetka(
    state: NinetkaState, level: NinetkaLevel, control: SearchControl, seed: int | None = None
) -> PositionAnalysis:
    """Every legal move of ``state`` (a game not over) valued, best first."""
    if state.phase_index == PHASE_MOVEMENT:
        solved = _exact(state, control)
        if solved is not None:
            return solved
    return _estimates(state, level, control, random.Random(seed))


def lead_of(value: int) -> int:
    """The final lead in sections behind a solver value (a tie is +-1, a lead L is 2L)."""
    return 0 if abs(value) == 1 else value // 2


def reward(won: bool, lead: int) -> float:
    """The search's reward for a finished game: mostly the win, a little the margin."""
    return WIN_WEIGHT * won + (1 - WIN_WEIGHT) * (lead + 9) / 18


def _exact(state: NinetkaState, control: SearchControl) -> PositionAnalysis | None:
    remaining = control.remaining_time()
    seconds = None if remaining is None else SOLVER_SHARE * remaining
    several = state.num_players > 2
    line_moves = WHOLE_LINE_MOVES if several else LINE_MOVES
    with cancellation(control.cancelled) as canceller:
        values = exact_move_lines(state, seconds, canceller, line_moves)
    if values is None:
        return None
    ranked = sorted(values, key=lambda valued: -valued[1])
    moves = []
    for move, value, line in ranked:
        names, end = _played(state, map(from_core_move, [move, *line]))
        sections = None
        if several:
            # The sections at the end of the line (None when it stops short of the end).
            sections = tuple(float(s) for s in end.scores()) if end.is_over() else None
            names = names[: LINE_MOVES + 1]
        moves.append(
            MoveValue(
                names[0],
                Kind.EXACT,
                reward(value > 0, lead_of(value)),
                lead=lead_of(value),
                sections=sections,
                against_all=several,
                line=names[1:],
            )
        )
    return PositionAnalysis(state.to_move, tuple(moves))


def _estimates(
    state: NinetkaState, level: NinetkaLevel, control: SearchControl, rng: random.Random
) -> PositionAnalysis:
    seat = state.to_move
    searched = run_search(state, max(1, level.playouts), control, rng.getrandbits(63))
    values: list[tuple[float, MoveValue]] = []
    for root_move in searched.moves:
        child = state.copy()
        child.push(root_move.move)
        total, count = root_move.totals[seat], root_move.visits
        sections: tuple[float, ...] | None = None
        extra = 0
        if state.num_players > 2:
            extra = SECTION_PLAYOUTS
        elif count < FEW_VISITS:
            extra = FEW_VISITS - count
        if extra and not child.is_over():
            stats = playouts(child, extra, rng.getrandbits(63), _seconds(control))
            total += stats.reward_sums[seat]
            count += stats.playouts
            if stats.playouts and state.num_players > 2:
                sections = tuple(s / stats.playouts for s in stats.score_sums)
        if child.is_over():
            total, count = _final_reward(child, seat), 1
            if state.num_players > 2:
                sections = tuple(float(s) for s in child.scores())
        expected = total / count if count else 0.0
        value = MoveValue(
            state.move_to_str(root_move.move),
            Kind.ESTIMATE,
            expected,
            sections=sections,
            basis=("playouts", count),
            line=_line_in_notation(child, root_move.line),
        )
        values.append((expected, value))
    values.sort(key=lambda pair: -pair[0])
    return PositionAnalysis(seat, tuple(v for _, v in values))


def _final_reward(finished: NinetkaState, seat: int) -> float:
    scores = finished.scores()
    rival = max(s for k, s in enumerate(scores) if k != seat)
    outcome = finished.outcome()
    return reward(outcome is not None and outcome.winner == seat, scores[seat] - rival)


def _seconds(control: SearchControl) -> float | None:
    """The time left, never below a little: the top-up playouts are quick and every move
    needs a value even when the tree search used the whole budget."""
    remaining = control.remaining_time()
    return None if remaining is None else max(remaining, 0.01)


def _line_in_notation(state: NinetkaState, moves: Iterable[NinetkaMove]) -> tuple[str, ...]:
    """``moves`` played from ``state`` on a copy, in notation (a slide's notation names its
    landing cell, which depends on the position)."""
    return _played(state, moves)[0]


def _played(
    state: NinetkaState, moves: Iterable[NinetkaMove]
) -> tuple[tuple[str, ...], NinetkaState]:
    """``moves`` played from ``state`` on a copy: their notation and the position they reach."""
    board = state.copy()
    names = []
    for move in moves:
        names.append(board.move_to_str(move))
        board.push(move)
    return tuple(names), board
