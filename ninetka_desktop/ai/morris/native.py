"""The native core's Morris position (``ninetka_desktop._core``), read from a ``MorrisState`` of any
game of the family.

The rules library stays the one source of legality: the core repeats the rules for speed, from
the state's own rule set (``state.rules``: its board's lines and adjacency, its mills, the
variant's flags and the options), and ``tests/native/test_morris_agreement.py`` holds the two
equal in every game. The core's preset (``Variant.key``) names the evaluation's weights.
"""

from __future__ import annotations

import functools

from ..._core import MorrisPosition, MorrisRules
from ...games.morris.moves import MorrisMove
from ...games.morris.rules import Rules
from ...games.morris.state import MorrisState

MoveTuple = tuple[int | None, int, int | None]

#: The centre of Three Men's Morris, which White's first man may not take without
#: ``centre_opening``.
CENTRE = "b2"


def board_name(rules: Rules) -> str:
    """The board as the core names it: the rules library's board, and whether all its lines are
    mills (Twelve Men's Morris may keep its diagonals for moves only)."""
    if rules.mills == rules.board.lines:
        return rules.board.key
    return f"{rules.board.key}-diagonal-moves"


def core_rules(rules: Rules) -> MorrisRules:
    """The rule set ``rules`` as the core reads it (made once per rule set: the core works
    out the board's tables and symmetries from its lines)."""
    board = rules.board
    variant = rules.variant
    return _core_rules(
        variant.key,
        board_name(rules),
        rules.mills,
        board.adjacent,
        rules.men,
        None if rules.centre_opening else board.parse_point(CENTRE),
        (
            variant.mill_wins,
            rules.flying,
            rules.nine_holes,
            rules.protected_mills,
            rules.full_board_draw,
            rules.no_return,
            variant.place_or_move,
            rules.repetition_draw,
        ),
        # Morabaraba's endgame count belongs to the no-removal rule: off with it.
        (variant.endgame_limit if rules.no_removal_limit else 0, rules.no_removal_limit),
    )


@functools.cache
def _core_rules(
    preset: str,
    board: str,
    mills: tuple[tuple[int, int, int], ...],
    adjacent: tuple[tuple[int, ...], ...],
    men: int,
    forbidden_first: int | None,
    flags: tuple[bool, bool, bool, bool, bool, bool, bool, bool],
    limits: tuple[int, int],
) -> MorrisRules:
    mill_wins, flying, nine_holes, protected, full_board_draw, no_return, either, repetition = (
        flags
    )
    return MorrisRules(
        preset,
        board,
        list(mills),
        [list(neighbours) for neighbours in adjacent],
        men,
        mill_wins=mill_wins,
        flying=flying,
        nine_holes=nine_holes,
        forbidden_first=forbidden_first,
        protected_mills=protected,
        full_board_draw=full_board_draw,
        no_return=no_return,
        endgame_limit=limits[0],
        place_or_move=either,
        repetition_draw=repetition,
        no_removal_limit=limits[1],
    )


def to_core(state: MorrisState) -> MorrisPosition:
    moves = state.move_stack
    return MorrisPosition(
        core_rules(state.rules),
        (state.bitboard(0), state.bitboard(1)),
        (state.men_in_hand(0), state.men_in_hand(1)),
        state.to_move,
        state.no_removal_plies,
        state.position_counts(),
        state.no_return_ban(state.to_move),
        moves[-1].dst if moves else None,
    )


def from_core_move(move: MoveTuple) -> MorrisMove:
    src, dst, remove = move
    return MorrisMove(src, dst, remove)


def legal_moves(state: MorrisState) -> list[MorrisMove]:
    """The legal moves of ``state`` as the core generates them."""
    return [from_core_move(m) for m in to_core(state).legal_moves()]


def perft(state: MorrisState, depth: int) -> int:
    """The core's perft of ``state`` (``games.morris.perft`` is the library's)."""
    return to_core(state).perft(depth)


__all__ = [
    "MoveTuple",
    "board_name",
    "core_rules",
    "from_core_move",
    "legal_moves",
    "perft",
    "to_core",
]
