"""The Morris board: 24 points, their names, adjacency and the 16 mills, as bitmasks.

Index order (documented, relied on by the bit tricks below): ``index = 8 * ring + k``.
Ring 0 is the outer square, ring 1 the middle one, ring 2 the inner one. Along each ring ``k``
runs 0..7 from the bottom-left corner up the left side, clockwise::

    ring 0:  a1 a4 a7 d7 g7 g4 g1 d1     (indices  0..7)
    ring 1:  b2 b4 b6 d6 f6 f4 f2 d2     (indices  8..15)
    ring 2:  c3 c4 c5 d5 e5 e4 e3 d3     (indices 16..23)

So even ``k`` are corners, odd ``k`` are side midpoints; ``k`` and ``k +- 1 (mod 8)`` are
neighbours on a ring, and midpoints with the same ``k`` are neighbours across rings. Bit ``i`` of
a bitboard stands for point ``i``.
"""

from __future__ import annotations

from ..errors import InvalidMoveError

NUM_POINTS = 24
FULL = (1 << NUM_POINTS) - 1

POINT_NAMES: tuple[str, ...] = (
    "a1", "a4", "a7", "d7", "g7", "g4", "g1", "d1",
    "b2", "b4", "b6", "d6", "f6", "f4", "f2", "d2",
    "c3", "c4", "c5", "d5", "e5", "e4", "e3", "d3",
)  # fmt: skip
_INDEX: dict[str, int] = {name: i for i, name in enumerate(POINT_NAMES)}

BIT: tuple[int, ...] = tuple(1 << i for i in range(NUM_POINTS))


def point_name(point: int) -> str:
    """The name of ``point`` (0..23), e.g. ``"d6"``."""
    if not 0 <= point < NUM_POINTS:
        raise InvalidMoveError(f"{point} is not a point of the board")
    return POINT_NAMES[point]


def parse_point(text: str) -> int:
    """The index of the point named ``text`` (case-insensitive, surrounding blanks ignored)."""
    key = text.strip().lower()
    try:
        return _INDEX[key]
    except KeyError:
        raise InvalidMoveError(f"{text.strip()} is not a point of the board") from None


def point_xy(point: int) -> tuple[int, int]:
    """``(col, row)`` of ``point`` on the 7 x 7 grid: col 0 = ``a``, row 0 = rank ``1`` (bottom)."""
    name = point_name(point)
    return ord(name[0]) - ord("a"), int(name[1]) - 1


def _ring_neighbours(i: int) -> tuple[int, ...]:
    ring, k = divmod(i, 8)
    result = [8 * ring + (k - 1) % 8, 8 * ring + (k + 1) % 8]
    if k % 2 == 1:  # side midpoints are joined across the rings
        result += [8 * r + k for r in (ring - 1, ring + 1) if 0 <= r < 3]
    return tuple(sorted(result))


#: ``ADJACENT[i]``: the neighbours of point ``i``, ascending.
ADJACENT: tuple[tuple[int, ...], ...] = tuple(_ring_neighbours(i) for i in range(NUM_POINTS))
#: ``ADJACENT_MASK[i]``: the neighbours of point ``i`` as a bitmask.
ADJACENT_MASK: tuple[int, ...] = tuple(sum(BIT[j] for j in n) for n in ADJACENT)


def _mill_triples() -> tuple[tuple[int, int, int], ...]:
    sides = [
        (8 * ring + k, 8 * ring + k + 1, 8 * ring + (k + 2) % 8)
        for ring in range(3)
        for k in (0, 2, 4, 6)
    ]
    spokes = [(k, 8 + k, 16 + k) for k in (1, 3, 5, 7)]
    return tuple(sides + spokes)


#: The 16 mills as point triples (12 square sides, then the 4 spokes).
MILL_POINTS: tuple[tuple[int, int, int], ...] = _mill_triples()
#: The 16 mills as bitmasks, in the order of ``MILL_POINTS``.
MILLS: tuple[int, ...] = tuple(BIT[a] | BIT[b] | BIT[c] for a, b, c in MILL_POINTS)
#: ``MILLS_AT[i]``: the two mills through point ``i`` (bitmasks).
MILLS_AT: tuple[tuple[int, ...], ...] = tuple(
    tuple(m for m in MILLS if m & BIT[i]) for i in range(NUM_POINTS)
)

_ODD_K = 0xAAAAAA  # side midpoints (odd k)


def has_empty_neighbour(empty: int) -> int:
    """The points (as a bitmask) with at least one empty neighbour, given the empty points.

    Pure bit arithmetic on the ring layout: rotating each byte by one step finds the ring
    neighbours, shifting by 8 finds the spoke neighbours.
    """
    rot_up = ((empty << 1) & 0xFEFEFE) | ((empty >> 7) & 0x010101)
    rot_down = ((empty >> 1) & 0x7F7F7F) | ((empty << 7) & 0x808080)
    across = ((empty << 8) | (empty >> 8)) & _ODD_K & FULL
    return rot_up | rot_down | across


def mill_mask(board: int) -> int:
    """The men of ``board`` (a bitboard) that stand in at least one mill."""
    result = 0
    for m in MILLS:
        if board & m == m:
            result |= m
    return result


def _byte_tables() -> tuple[tuple[tuple[int, ...], ...], ...]:
    return tuple(
        tuple(tuple(8 * r + b for b in range(8) if v >> b & 1) for v in range(256))
        for r in range(3)
    )


_B0, _B1, _B2 = _byte_tables()


def bits(board: int) -> tuple[int, ...]:
    """The points set in ``board``, ascending (table lookup per byte: faster than a loop)."""
    return _B0[board & 255] + _B1[(board >> 8) & 255] + _B2[board >> 16]


__all__ = [
    "ADJACENT",
    "ADJACENT_MASK",
    "BIT",
    "FULL",
    "MILLS",
    "MILLS_AT",
    "MILL_POINTS",
    "NUM_POINTS",
    "POINT_NAMES",
    "bits",
    "has_empty_neighbour",
    "mill_mask",
    "parse_point",
    "point_name",
    "point_xy",
]
