"""The Morris family (RULES.md sections 2 and 3): one bitboard rules engine, pure Python.

Nine Men's Morris is the default game; ``variants.VARIANTS`` lists the family, and
``MorrisState.from_options({"variant": ...})`` starts any of them.
"""

from __future__ import annotations

from .boards import BOARDS, Board
from .geometry import (
    ADJACENT,
    ADJACENT_MASK,
    MILL_POINTS,
    MILLS,
    NUM_POINTS,
    POINT_NAMES,
    parse_point,
    point_name,
    point_xy,
)
from .moves import MorrisMove, make_move, move_notation, parse_notation
from .perft import perft, perft_divide
from .rules import Rules, resolve_rules
from .state import COLOUR_NAMES, MEN_PER_SIDE, MorrisState
from .variants import DEFAULT_VARIANT, VARIANTS, Variant

__all__ = [
    "ADJACENT",
    "ADJACENT_MASK",
    "BOARDS",
    "COLOUR_NAMES",
    "DEFAULT_VARIANT",
    "MEN_PER_SIDE",
    "MILLS",
    "MILL_POINTS",
    "NUM_POINTS",
    "POINT_NAMES",
    "VARIANTS",
    "Board",
    "MorrisMove",
    "MorrisState",
    "Rules",
    "Variant",
    "make_move",
    "move_notation",
    "parse_notation",
    "parse_point",
    "perft",
    "perft_divide",
    "point_name",
    "point_xy",
    "resolve_rules",
]
