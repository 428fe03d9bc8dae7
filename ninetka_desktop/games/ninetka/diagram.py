"""The plain-text picture of the 9tka board, with coordinates, for terminals and the protocol."""

from __future__ import annotations

from collections.abc import Sequence

from .geometry import FILES, IS_FIELD, IS_SLOT, SIZE

SEAT_LETTERS = "YBOG"
#: What the state stores on a cell holding a neutral counter.
NEUTRAL_VALUE = -2


def render_board(board: Sequence[int]) -> str:
    """Ranks 11..1 top to bottom: '.' empty field, 'o' empty slot, 'N' neutral, 'Y' 'B' 'O'
    'G' the seats' counters, blank corners. ``board[idx]`` is a seat, neutral or empty."""
    files = "    " + " ".join(FILES)
    lines = [files]
    for row in range(SIZE - 1, -1, -1):
        marks = []
        for col in range(SIZE):
            idx = row * SIZE + col
            value = board[idx]
            if value >= 0:
                marks.append(SEAT_LETTERS[value])
            elif value == NEUTRAL_VALUE:
                marks.append("N")
            elif IS_FIELD[idx]:
                marks.append(".")
            elif IS_SLOT[idx]:
                marks.append("o")
            else:
                marks.append(" ")
        lines.append(f"{row + 1:>2}  {' '.join(marks)}  {row + 1}".rstrip())
    lines.append(files)
    return "\n".join(lines)
