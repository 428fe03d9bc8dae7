"""The classic ASCII picture of a Morris board, with coordinates, for terminals."""

from __future__ import annotations

from .boards import NINE, Board

_DX = 4  # characters between grid columns
_DY = 2  # text lines between grid rows


def render_board(cells: list[str], board: Board = NINE) -> list[str]:
    """The board as text lines; ``cells[i]`` is the one-character mark of point ``i``.

    The top rank is on top, as a player sees the board from White's side; diagonals are drawn
    with ``/`` and ``\\``.
    """
    top = board.size - 1
    width = top * _DX + 1
    grid = [[" "] * width for _ in range(top * _DY + 1)]

    def at(point: int) -> tuple[int, int]:
        col, row = board.point_xy(point)
        return (top - row) * _DY, col * _DX

    for a, b in board.adjacent_pairs():
        (y0, x0), (y1, x1) = at(a), at(b)
        if y0 == y1:
            for x in range(min(x0, x1) + 1, max(x0, x1)):
                grid[y0][x] = "-"
        elif x0 == x1:
            for y in range(min(y0, y1) + 1, max(y0, y1)):
                grid[y][x0] = "|"
        else:
            steps = abs(y1 - y0)
            mark = "/" if (y1 - y0) * (x1 - x0) < 0 else "\\"
            for i in range(1, steps):
                grid[y0 + (y1 - y0) * i // steps][x0 + (x1 - x0) * i // steps] = mark
    for p in range(board.num_points):
        y, x = at(p)
        grid[y][x] = cells[p]
    lines = []
    for y, row in enumerate(grid):
        label = str(board.size - y // _DY) if y % _DY == 0 else " "
        lines.append(f"{label} {''.join(row)}".rstrip())
    lines.append("  " + "   ".join("abcdefg"[: board.size]))
    return lines


__all__ = ["render_board"]
