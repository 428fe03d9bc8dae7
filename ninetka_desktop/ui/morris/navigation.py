"""Keyboard navigation over the 24 Morris points, on the 7 x 7 grid they are named on.

An arrow goes to the next point straight in its direction, skipping grid cells that are no
points; where the line holds none (e.g. left from ``c3``), it goes to the nearest point ahead,
preferring the one nearer the middle of the board, so every point can reach its surroundings.
"""

from __future__ import annotations

from ...games.morris import NUM_POINTS, parse_point, point_xy

START = parse_point("d5")  # where the focus appears when the board is reached by Tab
_CENTRE = 3
_XY = tuple(point_xy(point) for point in range(NUM_POINTS))


def next_point(point: int | None, dx: int, dy: int) -> int | None:
    """The point one step from ``point`` towards (dx, dy), ``dy`` > 0 being up the board.

    ``point`` itself at the edge; from None, the first point from the centre in that direction
    (``START`` without a direction).
    """
    if point is None:
        if dx == dy == 0:
            return START
        column, row = _CENTRE, _CENTRE
    else:
        if dx == dy == 0:
            return point
        column, row = _XY[point]
    best: tuple[int, int, int, int, int] | None = None
    for candidate, (c, r) in enumerate(_XY):
        ahead = (c - column) * dx + (r - row) * dy
        if ahead <= 0:
            continue
        aside = abs(r - row) if dx else abs(c - column)
        middle = abs(r - _CENTRE) if dx else abs(c - _CENTRE)
        key = (int(aside != 0), ahead, aside, middle, candidate)
        if best is None or key < best:
            best = key
    return point if best is None else best[-1]
