"""The native core's family position (``FamilyPosition``), read from a ``MorrisState`` of any
game of the family.

The rules library stays the one source of legality: the core repeats the rules for speed, from
the state's own rule set (``state.rules``: its board's adjacency, its mills, the variant's flags
and the options), and ``tests/native/test_family_agreement.py`` holds the two equal. The
positions the repetition rule counts are read by taking the state's moves back on a copy.
"""

from __future__ import annotations

from ...._core import FamilyPosition, FamilyRules
from ....games.morris.moves import MorrisMove
from ....games.morris.state import MorrisState
from ..native import MoveTuple, from_core_move

#: One position of a game: (both bitboards, both hands, side to move).
Snapshot = tuple[tuple[int, int], tuple[int, int], int]

#: The centre of Three Men's Morris, which White's first man may not take without
#: ``centre_opening``.
CENTRE = "b2"


def core_rules(state: MorrisState) -> FamilyRules:
    """The rule set of ``state``'s game as the core reads it."""
    rules = state.rules
    board = rules.board
    variant = rules.variant
    forbidden_first = None if rules.centre_opening else board.parse_point(CENTRE)
    return FamilyRules(
        board.num_points,
        list(rules.mills),
        [list(neighbours) for neighbours in board.adjacent],
        rules.men,
        mill_wins=variant.mill_wins,
        flying=rules.flying,
        nine_holes=rules.nine_holes,
        forbidden_first=forbidden_first,
        protected_mills=rules.protected_mills,
        full_board_draw=rules.full_board_draw,
        no_return=rules.no_return,
        # Morabaraba's endgame count belongs to the no-removal rule: off with it.
        endgame_limit=variant.endgame_limit if rules.no_removal_limit else 0,
        place_or_move=variant.place_or_move,
        repetition_draw=rules.repetition_draw,
        no_removal_limit=rules.no_removal_limit,
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


def to_core(state: MorrisState) -> FamilyPosition:
    moves = state.move_stack
    return FamilyPosition(
        core_rules(state),
        (state.bitboard(0), state.bitboard(1)),
        (state.men_in_hand(0), state.men_in_hand(1)),
        state.to_move,
        state.no_removal_plies,
        _history(state),
        state.no_return_ban(state.to_move),
        moves[-1].dst if moves else None,
    )


def legal_moves(state: MorrisState) -> list[MorrisMove]:
    """The legal moves of ``state`` as the core generates them."""
    return [from_core_move(m) for m in to_core(state).legal_moves()]


def perft(state: MorrisState, depth: int) -> int:
    """The core's perft of ``state``."""
    return to_core(state).perft(depth)


__all__ = [
    "MoveTuple",
    "core_rules",
    "from_core_move",
    "legal_moves",
    "perft",
    "to_core",
]
