"""The rule sets of the Morris family (RULES.md 2 and 3), as data.

A game of the family is a ``Variant`` (its board, men, and the flags for the rules that differ)
plus the player's choice of its optional rules (``Rules``). The engine reads only the flags:
there is one rules engine for the whole family, not one copy per game.

The option names, shared by records, the protocol and the new-game dialog:

- ``variant``: ``three``, ``six``, ``nine`` (the default, so records without it load),
  ``twelve``, ``morabaraba``, ``lasker``;
- ``flying``: a player with three men (and none in hand) moves to any empty point;
- ``repetition_draw``, ``no_removal_limit``: the draw rules of RULES.md 2.6;
- ``diagonals`` (Three Men's Morris): the two diagonals are lines (off: the 2 x 2-square board);
- ``nine_holes`` (Three Men's Morris): a man moves to any empty point;
- ``centre_opening`` (Three Men's Morris): White's first man may go on ``b2``;
- ``protected_mills`` (Six Men's Morris): men in a mill are protected while others can be taken;
- ``diagonal_mills`` (Twelve Men's Morris): the diagonals are mills (off: moves only);
- ``full_board_draw`` (Twelve Men's Morris, Morabaraba): a full board when placing ends is a draw
  (off: White, to move and blocked, loses);
- ``no_return`` (Morabaraba): the no-immediate-return rule of RULES.md 3.5;
- ``men`` (Lasker Morris): 10 or 9 men each.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .boards import NINE, SIX, THREE, THREE_SQUARE, TWELVE, Board


@dataclass(frozen=True, slots=True)
class Variant:
    """One game of the family: what is fixed about it, and which options it offers."""

    #: The ``variant`` option's value: ``"three"``, ``"six"``, ``"nine"``, ...
    key: str
    #: Its name in English (the app translates its own copy of it).
    name: str
    #: The board with every line drawn (Three Men's Morris's square board is an option).
    board: Board
    men: int
    #: The options this game offers, with their defaults (RULES.md's readings).
    defaults: dict[str, Any] = field(default_factory=dict)
    #: Completing a mill wins at once; nothing is ever removed (Three Men's Morris).
    mill_wins: bool = False
    #: On every turn a player places from hand or slides (Lasker Morris); no placing phase.
    place_or_move: bool = False
    #: Plies without a removal that draw while either side has exactly three men (Morabaraba's
    #: 10); 0 when the game has no such endgame count.
    endgame_limit: int = 0
    #: Men are called cows and removing is shooting (Morabaraba), in the app's sentences.
    cows: bool = False
    #: Moves may also be typed in MSSA notation (``E1-A1``; Morabaraba, ``mssa.py``).
    mssa_input: bool = False
    #: The tables hold every position of the game, men in hand included (Three and Six Men's
    #: Morris), not only its endgames.
    solved_whole: bool = False

    @property
    def default(self) -> bool:
        """Whether this is the family's default game (Nine Men's Morris)."""
        return self.key == DEFAULT_VARIANT


#: The game records, settings and the protocol mean when they name none.
DEFAULT_VARIANT = "nine"

_DRAWS: dict[str, Any] = {"repetition_draw": True, "no_removal_limit": 100}

THREE_MENS = Variant(
    "three",
    "Three Men's Morris",
    THREE,
    3,
    {"diagonals": True, "nine_holes": False, "centre_opening": True, **_DRAWS},
    mill_wins=True,
    solved_whole=True,
)
SIX_MENS = Variant(
    "six",
    "Six Men's Morris",
    SIX,
    6,
    {"flying": False, "protected_mills": True, **_DRAWS},
    solved_whole=True,
)
NINE_MENS = Variant("nine", "Nine Men's Morris", NINE, 9, {"flying": True, **_DRAWS})
TWELVE_MENS = Variant(
    "twelve",
    "Twelve Men's Morris",
    TWELVE,
    12,
    {"flying": True, "diagonal_mills": True, "full_board_draw": True, **_DRAWS},
)
MORABARABA = Variant(
    "morabaraba",
    "Morabaraba",
    TWELVE,
    12,
    {"flying": True, "no_return": True, "full_board_draw": True, **_DRAWS},
    endgame_limit=10,
    cows=True,
    mssa_input=True,
)
LASKER = Variant(
    "lasker", "Lasker Morris", NINE, 10, {"flying": True, "men": 10, **_DRAWS}, place_or_move=True
)

#: Every game of the family by its key, in the order the app lists them.
VARIANTS: dict[str, Variant] = {
    v.key: v for v in (THREE_MENS, SIX_MENS, NINE_MENS, TWELVE_MENS, MORABARABA, LASKER)
}


def board_for(variant: Variant, options: dict[str, Any]) -> Board:
    """The board a game is played on, given its options (Three Men's Morris may drop its
    diagonals)."""
    if variant.key == "three" and not options.get("diagonals", True):
        return THREE_SQUARE
    return variant.board


__all__ = [
    "DEFAULT_VARIANT",
    "LASKER",
    "MORABARABA",
    "NINE_MENS",
    "SIX_MENS",
    "THREE_MENS",
    "TWELVE_MENS",
    "VARIANTS",
    "Variant",
    "board_for",
]
