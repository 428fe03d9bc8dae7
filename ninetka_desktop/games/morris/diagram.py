"""The classic ASCII picture of the Morris board, with coordinates, for terminals."""

from __future__ import annotations

from .geometry import ADJACENT, NUM_POINTS, point_xy

_DX = 4  # characters between grid columns
_DY = 2  # text lines between grid rows


def render_board(cells: list[str]) -> list[str]:
    """The board as text lines; ``cells[i]`` is the one-character mark of point ``i``.

    Rank 7 is on top, as a player sees the board from White's side.
    """
    width = 6 * _DX + 1
    grid = [[" "] * width for _ in range(6 * _DY + 1)]

    def at(point: int) -> tuple[int, int]:
        col, row = point_xy(point)
        return (6 - row) * _DY, col * _DX

    for p in range(NUM_POINTS):
        y0, x0 = at(p)
        for q in ADJACENT[p]:
            y1, x1 = at(q)
            if y0 == y1:
                for x in range(min(x0, x1) + 1, max(x0, x1)):
                    grid[y0][x] = "-"
            else:
                for y in range(min(y0, y1) + 1, max(y0, y1)):
                    grid[y][x0] = "|"
    for p in range(NUM_POINTS):
        y, x = at(p)
        grid[y][x] = cells[p]
    lines = []
    for y, row in enumerate(grid):
        label = str(7 - y // _DY) if y % _DY == 0 else " "
        lines.append(f"{label} {''.join(row)}".rstrip())
    lines.append("  " + "   ".join("abcdefg"))
    return lines


__all__ = ["render_board"]
