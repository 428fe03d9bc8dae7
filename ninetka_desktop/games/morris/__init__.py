"""Nine Men's Morris (RULES.md section 2): bitboard rules engine, pure Python."""

from __future__ import annotations

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
from .state import COLOUR_NAMES, MEN_PER_SIDE, MorrisState

__all__ = [
    "ADJACENT",
    "ADJACENT_MASK",
    "COLOUR_NAMES",
    "MEN_PER_SIDE",
    "MILLS",
    "MILL_POINTS",
    "NUM_POINTS",
    "POINT_NAMES",
    "MorrisMove",
    "MorrisState",
    "make_move",
    "move_notation",
    "parse_notation",
    "parse_point",
    "perft",
    "perft_divide",
    "point_name",
    "point_xy",
]
