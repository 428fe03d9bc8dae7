"""9tka (RULES.md section 1): board geometry, moves and notation, the game state, tournaments."""

from __future__ import annotations

from .diagram import SEAT_LETTERS
from .geometry import (
    CORE_CELLS,
    FIELD_CELLS,
    FILES,
    NUM_CELLS,
    SECTION_CELLS,
    SECTION_NAMES,
    SIZE,
    SLOTS,
    cell_name,
    is_cell,
    is_core,
    is_corner,
    is_field,
    is_slot,
    line_of,
    opposite_slot,
    parse_cell,
    section_of,
)
from .moves import PASS, MoveKind, NinetkaMove, format_move, parse_notation
from .state import EMPTY, NEUTRAL, PHASE_NAMES, SEAT_NAMES, NinetkaState, rank_seats
from .tournament import Tournament

__all__ = [
    "CORE_CELLS",
    "EMPTY",
    "FIELD_CELLS",
    "FILES",
    "NEUTRAL",
    "NUM_CELLS",
    "PASS",
    "PHASE_NAMES",
    "SEAT_LETTERS",
    "SEAT_NAMES",
    "SECTION_CELLS",
    "SECTION_NAMES",
    "SIZE",
    "SLOTS",
    "MoveKind",
    "NinetkaMove",
    "NinetkaState",
    "Tournament",
    "cell_name",
    "format_move",
    "is_cell",
    "is_core",
    "is_corner",
    "is_field",
    "is_slot",
    "line_of",
    "opposite_slot",
    "parse_cell",
    "parse_notation",
    "rank_seats",
    "section_of",
]
