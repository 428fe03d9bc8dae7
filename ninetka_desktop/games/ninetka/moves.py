"""The 9tka move value and its notation (RULES.md 1.8).

Every move that can ever be legal is created once here and reused, so move generation hands out
shared objects instead of allocating new ones.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from ..errors import InvalidMoveError
from .geometry import (
    CORE_CELLS,
    LINE,
    LINE_LENGTH,
    NUM_CELLS,
    SLOTS,
    cell_name,
    parse_cell,
)


class MoveKind(Enum):
    NEUTRAL = 1
    EDGE = 2
    SLIDE = 3
    PASS = 4


@dataclass(frozen=True, slots=True)
class NinetkaMove:
    """A neutral placement (``cell``), an edge placement (``cell`` = slot), a slide (``cell`` =
    slot, ``target`` = landing cell) or a pass (no cells)."""

    kind: MoveKind
    cell: int = -1
    target: int = -1

    def __str__(self) -> str:
        return format_move(self)


PASS = NinetkaMove(MoveKind.PASS)

#: ``NEUTRAL_MOVES[cell]`` for core cells, else None.
NEUTRAL_MOVES: tuple[NinetkaMove | None, ...] = tuple(
    NinetkaMove(MoveKind.NEUTRAL, c) if c in CORE_CELLS else None for c in range(NUM_CELLS)
)
#: ``EDGE_MOVES[slot]`` for slots, else None.
EDGE_MOVES: tuple[NinetkaMove | None, ...] = tuple(
    NinetkaMove(MoveKind.EDGE, c) if c in SLOTS else None for c in range(NUM_CELLS)
)
#: ``SLIDE_MOVES[slot][k]``: the slide from ``slot`` landing on ``LINE[slot][k]``.
SLIDE_MOVES: tuple[tuple[NinetkaMove, ...], ...] = tuple(
    tuple(NinetkaMove(MoveKind.SLIDE, c, LINE[c][k]) for k in range(LINE_LENGTH))
    if c in SLOTS
    else ()
    for c in range(NUM_CELLS)
)


def intern_move(move: NinetkaMove) -> NinetkaMove:
    """The shared instance equal to ``move`` (or ``move`` itself if it has none)."""
    kind = move.kind
    cell = move.cell
    if kind is MoveKind.PASS:
        return PASS
    if not 0 <= cell < NUM_CELLS:
        return move
    found: NinetkaMove | None = None
    if kind is MoveKind.NEUTRAL:
        found = NEUTRAL_MOVES[cell]
    elif kind is MoveKind.EDGE:
        found = EDGE_MOVES[cell]
    elif SLIDE_MOVES[cell] and move.target in LINE[cell]:
        found = SLIDE_MOVES[cell][LINE[cell].index(move.target)]
    return found if found == move else move


def format_move(move: NinetkaMove) -> str:
    """``E6``, ``A7``, ``A7-F7`` or ``pass``."""
    if move.kind is MoveKind.PASS:
        return "pass"
    if move.kind is MoveKind.SLIDE:
        return f"{cell_name(move.cell)}-{cell_name(move.target)}"
    return cell_name(move.cell)


def parse_notation(text: str) -> tuple[int, ...]:
    """The cells ``text`` names, independent of the position: ``()`` for ``pass``, ``(cell,)``
    for a placement or bare slot, ``(slot, target)`` for a slide. Raises InvalidMoveError."""
    cleaned = text.strip()
    if not cleaned:
        raise InvalidMoveError("empty move: expected a cell such as E6, a slide or pass")
    if cleaned.lower() == "pass":
        return ()
    parts = re.split(r"\s*-\s*", cleaned)
    if len(parts) > 2 or any(not part for part in parts):
        raise InvalidMoveError(
            f"{cleaned!r} is not a move: expected a cell such as E6, a slide such as A7-F7 or pass"
        )
    return tuple(parse_cell(part) for part in parts)
