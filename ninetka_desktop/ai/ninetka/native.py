"""The bridge between a ``NinetkaState`` and the native core (``ninetka_desktop._core``).

The core reads a position from a compact input: the player count, the phase index, the seat to
move and the 121 cell values of the board (``EMPTY`` -1, ``NEUTRAL`` -2, else a seat); the rest
(counters in hand, blocked counters, section counts) follows from the board. Moves come back as
``(kind, cell, target)`` with ``MoveKind`` values and are turned into the library's shared move
objects.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..._core import Canceller, NinetkaPosition, ninetka_move_lines, ninetka_playouts
from ...games.ninetka.geometry import LINE, NUM_CELLS
from ...games.ninetka.moves import (
    EDGE_MOVES,
    NEUTRAL_MOVES,
    PASS,
    SLIDE_MOVES,
    MoveKind,
    NinetkaMove,
)
from ...games.ninetka.state import EMPTY, NinetkaState

MoveTuple = tuple[int, int, int]


def core_input(state: NinetkaState) -> tuple[int, int, int, list[int]]:
    """``(players, phase, to_move, board)``: what the core needs to rebuild ``state``."""
    owner_at = state.owner_at
    board = [EMPTY if (v := owner_at(c)) is None else v for c in range(NUM_CELLS)]
    return state.num_players, state.phase_index, state.to_move, board


def to_core(state: NinetkaState) -> NinetkaPosition:
    """The core's copy of ``state`` (without its history)."""
    return NinetkaPosition(*core_input(state))


def from_core_move(move: MoveTuple) -> NinetkaMove:
    """The library's move for the core's ``(kind, cell, target)``."""
    kind, cell, target = move
    found: NinetkaMove | None
    if kind == MoveKind.NEUTRAL.value:
        found = NEUTRAL_MOVES[cell]
    elif kind == MoveKind.EDGE.value:
        found = EDGE_MOVES[cell]
    elif kind == MoveKind.SLIDE.value:
        found = SLIDE_MOVES[cell][LINE[cell].index(target)]
    elif kind == MoveKind.PASS.value:
        found = PASS
    else:
        found = None
    if found is None:
        raise ValueError(f"the core returned an unknown move {move!r}")
    return found


def to_core_move(move: NinetkaMove) -> MoveTuple:
    """The core's ``(kind, cell, target)`` for a library move."""
    return move.kind.value, move.cell, move.target


def legal_moves(state: NinetkaState) -> list[NinetkaMove]:
    """The legal moves of ``state`` as the core generates them."""
    return [from_core_move(m) for m in to_core(state).legal_moves()]


@dataclass(frozen=True, slots=True)
class PlayoutStats:
    """Totals of a batch of playouts; lists are indexed by seat."""

    playouts: int
    plies: int
    wins: list[int]
    score_sums: list[int]
    reward_sums: list[float]


def playouts(state: NinetkaState, n: int, seed: int, seconds: float | None = None) -> PlayoutStats:
    """``n`` playouts from ``state`` with the playout policy, run by the core without the GIL
    (fewer when ``seconds`` run out)."""
    stats = ninetka_playouts(to_core(state), n, seed, seconds)
    return PlayoutStats(
        stats["playouts"], stats["plies"], stats["wins"], stats["score_sums"], stats["reward_sums"]
    )


#: A move the core names, its exact value for the mover, and the line it expects after it.
CoreMoveLine = tuple[MoveTuple, int, list[MoveTuple]]


def exact_move_lines(
    state: NinetkaState, seconds: float | None, canceller: Canceller | None, line_moves: int
) -> list[CoreMoveLine] | None:
    """Every legal move of ``state`` (the movement phase) solved exactly by the core, with its
    line; None when the solve did not finish within ``seconds``."""
    return ninetka_move_lines(to_core(state), seconds, canceller, line_moves=line_moves)


__all__ = [
    "CoreMoveLine",
    "MoveTuple",
    "PlayoutStats",
    "core_input",
    "exact_move_lines",
    "from_core_move",
    "legal_moves",
    "playouts",
    "to_core",
    "to_core_move",
]
