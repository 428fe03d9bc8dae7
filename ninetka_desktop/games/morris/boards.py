"""The boards of the Morris family (RULES.md 2.1 and 3.2-3.6), as data: points, lines, spokes.

A board is given as its **lines** (three points in a row, every line drawn) and its **spokes**
(adjacent pairs on no line). The two pairs of consecutive points of a line are adjacent. Which
lines are mills is the rule set's business (``variants``): Twelve Men's Morris can keep its
diagonals for moves only.

Points are indexed so that the 24-point boards share Nine Men's Morris's order (``geometry``:
``8 * ring + k``), and the smaller boards follow the same ring pattern: Six Men's Morris's outer
square is ring 0 and its inner square ring 1, each from the bottom-left corner up the left side;
Three Men's Morris's eight outer points run the same way, and its centre ``b2`` is point 8.
Names are grid names: column letter, row number, row 1 at the bottom (RULES.md 3.1).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import InvalidMoveError
from .geometry import MILL_POINTS, POINT_NAMES

Line = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Board:
    """A Morris board: its point names, its lines and spokes, and what follows from them."""

    #: A short key: ``"three"``, ``"three-square"``, ``"six"``, ``"nine"``, ``"twelve"``.
    key: str
    #: Columns (and rows) of the square grid the points stand on: 3, 5 or 7.
    size: int
    names: tuple[str, ...]
    lines: tuple[Line, ...]
    spokes: tuple[tuple[int, int], ...] = ()
    #: ``adjacent[i]``: the neighbours of point ``i``, ascending.
    adjacent: tuple[tuple[int, ...], ...] = field(init=False)
    _index: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        count = len(self.names)
        pairs: set[tuple[int, int]] = set()
        for a, b, c in self.lines:
            pairs |= {(min(a, b), max(a, b)), (min(b, c), max(b, c))}
        pairs |= {(min(a, b), max(a, b)) for a, b in self.spokes}
        adjacent = tuple(
            tuple(sorted({b for a, b in pairs if a == p} | {a for a, b in pairs if b == p}))
            for p in range(count)
        )
        object.__setattr__(self, "adjacent", adjacent)
        object.__setattr__(self, "_index", {name: i for i, name in enumerate(self.names)})

    @property
    def num_points(self) -> int:
        return len(self.names)

    @property
    def full(self) -> int:
        """Every point as a bitmask."""
        return (1 << len(self.names)) - 1

    def adjacent_pairs(self) -> tuple[tuple[int, int], ...]:
        """Every adjacent pair once, low index first (the segments the board draws)."""
        return tuple((a, b) for a in range(self.num_points) for b in self.adjacent[a] if a < b)

    def point_name(self, point: int) -> str:
        if not 0 <= point < self.num_points:
            raise InvalidMoveError(f"{point} is not a point of the board")
        return self.names[point]

    def parse_point(self, text: str) -> int:
        """The index of the point named ``text`` (case-insensitive, surrounding blanks ignored)."""
        try:
            return self._index[text.strip().lower()]
        except KeyError:
            raise InvalidMoveError(f"{text.strip()} is not a point of the board") from None

    def point_xy(self, point: int) -> tuple[int, int]:
        """``(col, row)`` of ``point`` on the grid: col 0 = ``a``, row 0 = rank ``1``."""
        name = self.point_name(point)
        return ord(name[0]) - ord("a"), int(name[1:]) - 1


def _named(board_names: tuple[str, ...], *lines: str) -> tuple[Line, ...]:
    index = {name: i for i, name in enumerate(board_names)}
    result = []
    for line in lines:
        a, b, c = (index[name] for name in line.split())
        result.append((a, b, c))
    return tuple(result)


_THREE_NAMES = ("a1", "a2", "a3", "b3", "c3", "c2", "c1", "b1", "b2")
_THREE_SQUARE_LINES = ("a1 b1 c1", "a2 b2 c2", "a3 b3 c3", "a1 a2 a3", "b1 b2 b3", "c1 c2 c3")
_THREE_DIAGONALS = ("a1 b2 c3", "a3 b2 c1")

#: Three Men's Morris with its diagonals (RULES.md 3.2): 9 points, 8 lines, 16 pairs.
THREE = Board(
    "three", 3, _THREE_NAMES, _named(_THREE_NAMES, *_THREE_SQUARE_LINES, *_THREE_DIAGONALS)
)
#: Three Men's Morris without diagonals (RULES.md 3.2, variant): 6 lines, 12 pairs.
THREE_SQUARE = Board("three-square", 3, _THREE_NAMES, _named(_THREE_NAMES, *_THREE_SQUARE_LINES))

_SIX_NAMES = (
    "a1", "a3", "a5", "c5", "e5", "e3", "e1", "c1",
    "b2", "b3", "b4", "c4", "d4", "d3", "d2", "c2",
)  # fmt: skip
#: Six Men's Morris (RULES.md 3.3): 16 points, 8 lines (the sides), 4 spokes, 20 pairs.
_SIX_LINES = (
    "a1 a3 a5", "a5 c5 e5", "e5 e3 e1", "e1 c1 a1",
    "b2 b3 b4", "b4 c4 d4", "d4 d3 d2", "d2 c2 b2",
)  # fmt: skip
SIX = Board(
    "six", 5, _SIX_NAMES, _named(_SIX_NAMES, *_SIX_LINES), tuple((k, 8 + k) for k in (1, 3, 5, 7))
)

#: Nine Men's Morris (RULES.md 2.1): 24 points, 16 lines, 32 pairs.
NINE = Board("nine", 7, POINT_NAMES, MILL_POINTS)
#: The four diagonals of the 24-point board (RULES.md 3.4), corner to corner of the squares.
DIAGONALS: tuple[Line, ...] = _named(POINT_NAMES, "a1 b2 c3", "a7 b6 c5", "g7 f6 e5", "g1 f2 e3")
#: Twelve Men's Morris and Morabaraba (RULES.md 3.4, 3.5): 24 points, 20 lines, 40 pairs.
TWELVE = Board("twelve", 7, POINT_NAMES, MILL_POINTS + DIAGONALS)

BOARDS: dict[str, Board] = {board.key: board for board in (THREE, THREE_SQUARE, SIX, NINE, TWELVE)}

__all__ = ["BOARDS", "DIAGONALS", "NINE", "SIX", "THREE", "THREE_SQUARE", "TWELVE", "Board", "Line"]
