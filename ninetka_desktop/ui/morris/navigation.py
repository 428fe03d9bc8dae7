"""Keyboard navigation over the points of a Morris board, on the grid they are named on.

An arrow goes to the next point straight in its direction, skipping grid cells that are no
points; where the line holds none (e.g. left from ``c3`` on Nine Men's Morris's board), it goes
to the nearest point ahead, preferring the one nearer the middle of the board, so every point
can reach its surroundings. The same rule serves every board of the family.
"""

from __future__ import annotations

from functools import cache

from ...games.morris.boards import NINE, Board


@cache
def _grid(board: Board) -> tuple[tuple[tuple[int, int], ...], int]:
    """Every point's (column, row), and the middle column (= row) of the grid."""
    return tuple(board.point_xy(p) for p in range(board.num_points)), (board.size - 1) // 2


@cache
def start_point(board: Board = NINE) -> int:
    """Where the focus appears when the board is reached by Tab: the point nearest the middle,
    the upper one of equals (``d5`` on the 24-point board, ``b2`` on the 3 x 3 one)."""
    xy, centre = _grid(board)

    def key(point: int) -> tuple[int, int, int]:
        column, row = xy[point]
        return (abs(column - centre) + abs(row - centre), -row, column)

    return min(range(board.num_points), key=key)


START = start_point(NINE)


def next_point(point: int | None, dx: int, dy: int, board: Board = NINE) -> int | None:
    """The point one step from ``point`` towards (dx, dy), ``dy`` > 0 being up the board.

    ``point`` itself at the edge; from None, the first point from the centre in that direction
    (``start_point`` without a direction).
    """
    xy, centre = _grid(board)
    if point is None:
        if dx == dy == 0:
            return start_point(board)
        column, row = centre, centre
    else:
        if dx == dy == 0:
            return point
        column, row = xy[point]
    best: tuple[int, int, int, int, int] | None = None
    for candidate, (c, r) in enumerate(xy):
        ahead = (c - column) * dx + (r - row) * dy
        if ahead <= 0:
            continue
        aside = abs(r - row) if dx else abs(c - column)
        middle = abs(r - centre) if dx else abs(c - centre)
        key = (int(aside != 0), ahead, aside, middle, candidate)
        if best is None or key < best:
            best = key
    return point if best is None else best[-1]
