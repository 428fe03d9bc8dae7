"""What the app reads of a Morris game's rule set: its variant, its board, its mills.

One place for the questions the board model, the scene, the turn sentences and the dialogs ask
of any game of the family (RULES.md section 3), so they all agree on them.
"""

from __future__ import annotations

from ...games.morris import MorrisState
from ...games.morris.boards import DIAGONALS, NINE, Board, Line
from ...games.morris.variants import NINE_MENS, Variant


def variant_of(state: MorrisState) -> Variant:
    """The game of the family ``state`` plays."""
    return getattr(state, "variant", NINE_MENS)  # TEMP until the engine lands


def board_of(state: MorrisState) -> Board:
    """The board ``state`` is played on (Three Men's Morris may have dropped its diagonals)."""
    return getattr(state, "board", NINE)  # TEMP


def men_per_side(state: MorrisState) -> int:
    return getattr(state, "men_per_side", 9)  # TEMP


def mill_lines(state: MorrisState) -> tuple[Line, ...]:
    """The board's lines that are mills (Twelve Men's Morris may keep its diagonals for moves)."""
    lines = board_of(state).lines
    if variant_of(state).key == "twelve" and not state.options().get("diagonal_mills", True):
        return tuple(line for line in lines if line not in DIAGONALS)
    return lines
