"""Board geometry of 9tka: cell numbering, names, sections, core, edge slots and their lines.

Cells are ints ``idx = row * 11 + col`` with col 0..10 = files A..K and row 0..10 = ranks 1..11,
so ``A1 == 0`` is the bottom-left corner (RULES.md 1.1). Every table is built once at import.
"""

from __future__ import annotations

import re

from ..errors import InvalidMoveError

SIZE = 11
NUM_CELLS = SIZE * SIZE
FILES = "ABCDEFGHIJK"

#: Section names indexed by section number: ``3 * band + column``, bands from the bottom up, so
#: 0 = SW (B2..D4), 4 = C (E5..G7), 8 = NE (H8..J10).
SECTION_NAMES: tuple[str, ...] = ("SW", "S", "SE", "W", "C", "E", "NW", "N", "NE")
NUM_SECTIONS = 9
#: Cells a counter travels through from a slot: the 9 field cells of its row or column.
LINE_LENGTH = 9

CORNERS: tuple[int, ...] = (0, SIZE - 1, NUM_CELLS - SIZE, NUM_CELLS - 1)


def _is_field_rc(row: int, col: int) -> bool:
    return 1 <= row <= 9 and 1 <= col <= 9


def _build() -> tuple[
    tuple[bool, ...],
    tuple[bool, ...],
    tuple[bool, ...],
    tuple[int, ...],
    tuple[tuple[int, ...], ...],
    tuple[int, ...],
    tuple[tuple[tuple[int, int], ...], ...],
]:
    field = [False] * NUM_CELLS
    core = [False] * NUM_CELLS
    slot = [False] * NUM_CELLS
    section = [-1] * NUM_CELLS
    line: list[tuple[int, ...]] = [()] * NUM_CELLS
    opposite = [-1] * NUM_CELLS
    through: list[tuple[tuple[int, int], ...]] = [()] * NUM_CELLS
    for idx in range(NUM_CELLS):
        row, col = divmod(idx, SIZE)
        if _is_field_rc(row, col):
            field[idx] = True
            core[idx] = 2 <= row <= 8 and 2 <= col <= 8
            section[idx] = 3 * ((row - 1) // 3) + (col - 1) // 3
            # (slot, position of this cell on that slot's line) for the 4 slots that see it.
            through[idx] = (
                (col, row - 1),
                (10 * SIZE + col, 9 - row),
                (row * SIZE, col - 1),
                (row * SIZE + 10, 9 - col),
            )
        elif (row in (0, 10)) != (col in (0, 10)):
            slot[idx] = True
            if row == 0:
                line[idx] = tuple(r * SIZE + col for r in range(1, 10))
                opposite[idx] = 10 * SIZE + col
            elif row == 10:
                line[idx] = tuple(r * SIZE + col for r in range(9, 0, -1))
                opposite[idx] = col
            elif col == 0:
                line[idx] = tuple(row * SIZE + c for c in range(1, 10))
                opposite[idx] = row * SIZE + 10
            else:
                line[idx] = tuple(row * SIZE + c for c in range(9, 0, -1))
                opposite[idx] = row * SIZE
    return (
        tuple(field),
        tuple(core),
        tuple(slot),
        tuple(section),
        tuple(line),
        tuple(opposite),
        tuple(through),
    )


IS_FIELD, IS_CORE, IS_SLOT, SECTION_OF, LINE, OPPOSITE, LINES_THROUGH = _build()
"""Per-cell tables: ``SECTION_OF`` is -1 off the field; ``LINE``/``OPPOSITE`` are ``()``/-1 for
non-slots; ``LINES_THROUGH[cell]`` lists ``(slot, position)`` for the 4 lines crossing a field
cell."""

FIELD_CELLS: tuple[int, ...] = tuple(i for i in range(NUM_CELLS) if IS_FIELD[i])
CORE_CELLS: tuple[int, ...] = tuple(i for i in range(NUM_CELLS) if IS_CORE[i])
#: The 36 slots: bottom B1..J1, top B11..J11, left A2..A10, right K2..K10.
SLOTS: tuple[int, ...] = (
    tuple(range(1, 10))
    + tuple(10 * SIZE + c for c in range(1, 10))
    + tuple(r * SIZE for r in range(1, 10))
    + tuple(r * SIZE + 10 for r in range(1, 10))
)
SECTION_CELLS: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in FIELD_CELLS if SECTION_OF[c] == k) for k in range(NUM_SECTIONS)
)
SECTION_CORE_CELLS: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in CORE_CELLS if SECTION_OF[c] == k) for k in range(NUM_SECTIONS)
)

# [0-9], not \d: \d and int() would also read "E٦" (an Arabic-Indic six) as E6.
_CELL_RE = re.compile(r"([A-Za-z])\s*([0-9]{1,3})")


def is_cell(idx: int) -> bool:
    """True for any of the 117 used cells (field or slot)."""
    return 0 <= idx < NUM_CELLS and (IS_FIELD[idx] or IS_SLOT[idx])


def is_field(idx: int) -> bool:
    return 0 <= idx < NUM_CELLS and IS_FIELD[idx]


def is_core(idx: int) -> bool:
    return 0 <= idx < NUM_CELLS and IS_CORE[idx]


def is_slot(idx: int) -> bool:
    return 0 <= idx < NUM_CELLS and IS_SLOT[idx]


def is_corner(idx: int) -> bool:
    return idx in CORNERS


def section_of(idx: int) -> int | None:
    """The section (index into SECTION_NAMES) of a field cell, else None."""
    if not 0 <= idx < NUM_CELLS:
        return None
    sec = SECTION_OF[idx]
    return None if sec < 0 else sec


def line_of(slot: int) -> tuple[int, ...]:
    """The 9 field cells a counter in ``slot`` travels through, nearest first."""
    if not is_slot(slot):
        raise ValueError(f"{slot} is not a slot")
    return LINE[slot]


def opposite_slot(slot: int) -> int:
    """The slot at the other end of ``slot``'s line."""
    if not is_slot(slot):
        raise ValueError(f"{slot} is not a slot")
    return OPPOSITE[slot]


def cell_name(idx: int) -> str:
    """``0 -> "A1"``, ``60 -> "F6"``."""
    if not 0 <= idx < NUM_CELLS:
        raise ValueError(f"{idx} is not a cell index")
    row, col = divmod(idx, SIZE)
    return f"{FILES[col]}{row + 1}"


def parse_cell(text: str) -> int:
    """The index of a cell name (case-insensitive); corners and off-board names are errors."""
    cleaned = text.strip()
    match = _CELL_RE.fullmatch(cleaned)
    shown = re.sub(r"\s+", "", cleaned).upper() or repr(text)
    if match is None:
        raise InvalidMoveError(f"{shown} is not a cell")
    col = FILES.find(match.group(1).upper())
    row = int(match.group(2)) - 1
    if col < 0 or not 0 <= row < SIZE:
        raise InvalidMoveError(f"{shown} is not a cell")
    idx = row * SIZE + col
    if idx in CORNERS:
        raise InvalidMoveError(f"{shown} is a corner and is never used")
    return idx
