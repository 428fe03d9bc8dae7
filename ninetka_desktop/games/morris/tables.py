"""Bitmask tables of one board and its mills, built once, for the engine's fast paths.

Bit ``i`` of a bitboard stands for point ``i`` of the board (``boards``). Every board of the family
has at most 24 points, so one move table (``moves.MOVE_TABLE``) serves them all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from .boards import NINE, Board, Line
from .geometry import bits, has_empty_neighbour

#: A mask no bitboard ever contains (bit 30 is past every board): pads ``mills_at`` rows.
NEVER = 1 << 30


@dataclass(frozen=True, slots=True)
class BoardTables:
    num_points: int
    #: Every point of the board as a bitmask.
    full: int
    #: ``adjacent_mask[i]``: the neighbours of point ``i``.
    adjacent_mask: tuple[int, ...]
    #: Every mill as a bitmask.
    mills: tuple[int, ...]
    #: ``mills_at[i]``: the mills through point ``i``; padded with ``NEVER`` to ``width`` entries.
    mills_at: tuple[tuple[int, ...], ...]
    #: The longest row of ``mills_at`` (2 on the boards without diagonal mills).
    width: int
    #: The points (bitmask) with at least one empty neighbour, given the empty points.
    mobile: Callable[[int], int]

    def mill_mask(self, board: int) -> int:
        """The men of ``board`` that stand in at least one mill."""
        result = 0
        for m in self.mills:
            if board & m == m:
                result |= m
        return result


def _mobile_by_table(adjacent_mask: tuple[int, ...]) -> Callable[[int], int]:
    def mobile(empty: int) -> int:
        result = 0
        for point, neighbours in enumerate(adjacent_mask):
            if neighbours & empty:
                result |= 1 << point
        return result

    return mobile


@cache
def tables_for(board: Board, mill_lines: tuple[Line, ...]) -> BoardTables:
    """The tables of ``board`` with ``mill_lines`` as its mills (cached per pair)."""
    n = board.num_points
    adjacent_mask = tuple(sum(1 << q for q in board.adjacent[p]) for p in range(n))
    mills = tuple((1 << a) | (1 << b) | (1 << c) for a, b, c in mill_lines)
    rows = [tuple(m for m in mills if m >> p & 1) for p in range(n)]
    width = max(2, max(len(row) for row in rows))
    mills_at = tuple(row + (NEVER,) * (width - len(row)) for row in rows)
    # Nine Men's Morris's board has a bit trick for its ring layout; the others use the table.
    nine_layout = board.lines == NINE.lines and not board.spokes
    mobile = has_empty_neighbour if nine_layout else _mobile_by_table(adjacent_mask)
    return BoardTables(n, board.full, adjacent_mask, mills, mills_at, width, mobile)


__all__ = ["NEVER", "BoardTables", "bits", "tables_for"]
