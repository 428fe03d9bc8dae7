"""The native core's family position (``FamilyPosition``), read from a ``MorrisState`` of any
game of the family.

The rules library stays the one source of legality: the core repeats the rules for speed, from
the state's own data (its board's lines and adjacency, its variant's flags, its options), and
``tests/native/test_family_agreement.py`` holds the two equal. The history the draw rules and
Morabaraba's no-return rule need is read by taking the state's moves back on a copy.
"""

from __future__ import annotations

from typing import Any

from ...._core import FamilyPosition, FamilyRules
from ....games.morris.boards import DIAGONALS, Board
from ....games.morris.moves import MorrisMove
from ....games.morris.state import MorrisState

MoveTuple = tuple[int | None, int, int | None]
#: One position of a game: (both bitboards, both hands, side to move).
Snapshot = tuple[tuple[int, int], tuple[int, int], int]

#: The centre of Three Men's Morris, which White's first man may not take without
#: ``centre_opening``.
CENTRE = "b2"


def mill_lines(board: Board, options: dict[str, Any]) -> tuple[tuple[int, int, int], ...]:
    """The lines of ``board`` that are mills (Twelve Men's Morris may keep its diagonals for
    moves only)."""
    if options.get("diagonal_mills", True):
        return board.lines
    return tuple(line for line in board.lines if line not in DIAGONALS)


def core_rules(state: MorrisState) -> FamilyRules:
    """The rule set of ``state``'s game as the core reads it."""
    variant = state.variant
    board = state.board
    options = state.options()
    forbidden_first = None
    if not options.get("centre_opening", True):
        forbidden_first = board.parse_point(CENTRE)
    return FamilyRules(
        board.num_points,
        list(mill_lines(board, options)),
        [list(neighbours) for neighbours in board.adjacent],
        state.men_per_side,
        mill_wins=variant.mill_wins,
        flying=bool(options.get("flying", False)),
        nine_holes=bool(options.get("nine_holes", False)),
        forbidden_first=forbidden_first,
        protected_mills=bool(options.get("protected_mills", True)),
        full_board_draw=bool(options.get("full_board_draw", False)),
        no_return=bool(options.get("no_return", False)),
        endgame_limit=variant.endgame_limit,
        place_or_move=variant.place_or_move,
        repetition_draw=bool(options["repetition_draw"]),
        no_removal_limit=int(options["no_removal_limit"]),
    )


def _snapshot(state: MorrisState) -> Snapshot:
    return (
        (state.bitboard(0), state.bitboard(1)),
        (state.men_in_hand(0), state.men_in_hand(1)),
        state.to_move,
    )


def _history(state: MorrisState) -> list[Snapshot]:
    """Every position of the game, the current one first."""
    walk = state.copy()
    positions = [_snapshot(walk)]
    while walk.move_stack:
        walk.pop()
        positions.append(_snapshot(walk))
    return positions


def _in_mill(board: int, point: int, mills: tuple[tuple[int, int, int], ...]) -> bool:
    return any(point in line and all(board >> p & 1 for p in line) for line in mills)


def forbidden_return(
    state: MorrisState, history: list[Snapshot], mills: tuple[tuple[int, int, int], ...]
) -> tuple[int, int] | None:
    """The slide the side to move may not make if it closes a mill (Morabaraba, RULES.md 3.5):
    back along its own last move, when that move left one of its mills and closed another."""
    moves = state.move_stack
    if not state.options().get("no_return", False) or len(moves) < 2 or len(history) < 3:
        return None
    last = moves[-2]
    if last.src is None:
        return None
    side = state.to_move
    before = history[2][0][side]
    after = before ^ (1 << last.src) ^ (1 << last.dst)
    if _in_mill(before, last.src, mills) and _in_mill(after, last.dst, mills):
        return (last.dst, last.src)
    return None


def to_core(state: MorrisState) -> FamilyPosition:
    history = _history(state)
    mills = mill_lines(state.board, state.options())
    return FamilyPosition(
        core_rules(state),
        (state.bitboard(0), state.bitboard(1)),
        (state.men_in_hand(0), state.men_in_hand(1)),
        state.to_move,
        state.no_removal_plies,
        history,
        forbidden_return(state, history, mills),
    )


def from_core_move(move: MoveTuple) -> MorrisMove:
    src, dst, remove = move
    return MorrisMove(src, dst, remove)


def legal_moves(state: MorrisState) -> list[MorrisMove]:
    """The legal moves of ``state`` as the core generates them."""
    return [from_core_move(m) for m in to_core(state).legal_moves()]


def perft(state: MorrisState, depth: int) -> int:
    """The core's perft of ``state``."""
    return to_core(state).perft(depth)


__all__ = [
    "MoveTuple",
    "core_rules",
    "forbidden_return",
    "from_core_move",
    "legal_moves",
    "mill_lines",
    "perft",
    "to_core",
]
