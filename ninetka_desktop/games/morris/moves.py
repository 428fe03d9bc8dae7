"""The Morris move value and its notation (RULES.md 2.7, 3.1).

Examples: ``d6``, ``d6-d7``, ``a4xg7``, ``d6-d7xb4``. Points are indices of the board played on
(at most 24 points on every board of the family); the notation names them on that board, the
24-point one unless told (Six Men's Morris's ``c4`` is a point of its own 5 x 5 grid).

One turn is one move: a move that closes a mill carries the man it removes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import InvalidMoveError
from .boards import NINE, Board
from .geometry import NUM_POINTS


@dataclass(frozen=True, slots=True)
class MorrisMove:
    """A placement (``src is None``) or a slide/flight from ``src``, plus an optional removal."""

    src: int | None
    dst: int
    remove: int | None = None

    def __post_init__(self) -> None:
        for value in (self.src, self.dst, self.remove):
            if value is not None and not (type(value) is int and 0 <= value < NUM_POINTS):
                raise InvalidMoveError(f"{value!r} is not a point of the board")

    def __str__(self) -> str:
        # The 24-point board's names; a game's ``move_to_str`` names the move on its own board.
        return move_notation(self)


def move_notation(move: MorrisMove, board: Board = NINE) -> str:
    """The move in lower-case notation on ``board``, e.g. ``d6-d7xb4``."""
    name = board.point_name
    text = name(move.dst)
    if move.src is not None:
        text = f"{name(move.src)}-{text}"
    if move.remove is not None:
        text = f"{text}x{name(move.remove)}"
    return text


_POINT = r"[a-z]\d+"
_NOTATION = re.compile(
    rf"\s*(?P<a>{_POINT})\s*(?:-\s*(?P<b>{_POINT})\s*)?(?:x\s*(?P<r>{_POINT})\s*)?", re.IGNORECASE
)


def parse_notation(text: str, board: Board = NINE) -> MorrisMove:
    """The move ``text`` spells on ``board``, case-insensitive; whether it is legal is not
    checked here."""
    match = _NOTATION.fullmatch(text)
    if match is None:
        raise InvalidMoveError(
            f"{text.strip()!r} is not a Morris move (write e.g. d6, d6-d7, a4xg7 or d6-d7xb4)"
        )
    parse_point = board.parse_point
    first = parse_point(match["a"])
    second = None if match["b"] is None else parse_point(match["b"])
    removed = None if match["r"] is None else parse_point(match["r"])
    if second is None:
        return make_move(None, first, removed)
    return make_move(first, second, removed)


def _build_table() -> tuple[MorrisMove, ...]:
    # Every possible move built once: move generation then costs a tuple lookup, not a
    # frozen-dataclass construction.
    return tuple(
        MorrisMove(None if s == NUM_POINTS else s, d, None if r == NUM_POINTS else r)
        for s in range(NUM_POINTS + 1)
        for d in range(NUM_POINTS)
        for r in range(NUM_POINTS + 1)
    )


_TABLE = _build_table()
_STRIDE_SRC = NUM_POINTS * (NUM_POINTS + 1)
_STRIDE_DST = NUM_POINTS + 1


def move_index(src: int | None, dst: int, remove: int | None) -> int:
    """The index of a move in the shared table (``src``/``remove`` None stored as 24)."""
    s = NUM_POINTS if src is None else src
    r = NUM_POINTS if remove is None else remove
    return s * _STRIDE_SRC + dst * _STRIDE_DST + r


def make_move(src: int | None, dst: int, remove: int | None = None) -> MorrisMove:
    """The shared ``MorrisMove`` instance (equal to ``MorrisMove(src, dst, remove)``)."""
    for value in (src, dst, remove):
        if value is not None and not (type(value) is int and 0 <= value < NUM_POINTS):
            raise InvalidMoveError(f"{value!r} is not a point of the board")
    return _TABLE[move_index(src, dst, remove)]


MOVE_TABLE = _TABLE
"""Every move, indexed by ``move_index``; for fast generators."""

__all__ = [
    "MOVE_TABLE",
    "MorrisMove",
    "make_move",
    "move_index",
    "move_notation",
    "parse_notation",
]
