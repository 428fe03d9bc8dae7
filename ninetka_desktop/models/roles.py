"""Custom item roles of the models, and the names shown for seats."""

from __future__ import annotations

from enum import IntEnum, StrEnum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt

_USER = int(Qt.ItemDataRole.UserRole)


class CellKind(StrEnum):
    CORE = "core"  # the inner 7x7 of the field
    FIELD = "field"  # the field's outer ring, greyed in the rulebook
    SLOT = "slot"  # an edge slot where counters wait
    CORNER = "corner"  # never used


class BoardRole(IntEnum):
    #: The cell's name in notation, e.g. "E6".
    CELL_NAME = _USER + 1
    #: A CellKind value.
    CELL_KIND = _USER + 2
    #: The seat (0-3) whose counter is there, NEUTRAL_OWNER for a neutral counter, or EMPTY_OWNER.
    OWNER = _USER + 3
    #: The section (0-8) of a field cell, or -1.
    SECTION = _USER + 4
    #: True when clicking this cell plays a legal move now (a slot, for a slide).
    LEGAL_TARGET = _USER + 5
    #: For a slot with a waiting counter: the name of the cell it would land on, "" if blocked.
    LANDING = _USER + 6
    #: True for a waiting counter that can never move.
    BLOCKED = _USER + 7
    #: The seat holding this field cell's section now, or -1.
    SECTION_HOLDER = _USER + 8
    #: The cell's part in the last move: "from" (the slot a slide left), "to" (where a counter
    #: was placed or landed) or "" (a pass leaves no trace).
    LAST_MOVE = _USER + 9


class MorrisRole(IntEnum):
    """Roles of ``MorrisBoardModel``: the board's square grid (3 x 3, 5 x 5 or 7 x 7), of
    which some cells are points."""

    #: The point's name in notation, e.g. "d6" ("" for a grid cell that is not a point).
    POINT_NAME = _USER + 1
    #: The engine's point index (0..23 on the 24-point boards), or -1 for a grid cell that is
    #: not a point.
    POINT = _USER + 2
    #: The side (0 White, 1 Black) whose man stands there, or EMPTY_OWNER.
    OWNER = _USER + 3
    #: True when clicking this point makes progress now: a point to place on, a man that can
    #: move (nothing selected yet), a destination of the selected man, or a man to remove.
    LEGAL_TARGET = _USER + 4
    #: True for the man the player has picked up to move.
    SELECTED = _USER + 5
    #: True for a man standing in a mill of its own colour.
    IN_MILL = _USER + 6
    #: True for a man the player may take now, after closing a mill.
    REMOVABLE = _USER + 7
    #: The point's part in the last move: "from", "to", "removed" or "".
    LAST_MOVE = _USER + 8


class HistoryRole(IntEnum):
    #: The seat (0-based) that played the move.
    SEAT = _USER + 1
    #: The move's index in the game (0-based).
    PLY = _USER + 2
    #: The game review's mark of the move ("?!", "?", "??"; "" unmarked or not reviewed).
    MARK = _USER + 3
    #: The id of the move's node in the game's move tree.
    NODE = _USER + 4
    #: The comment on the position after the move ("": none).
    COMMENT = _USER + 5
    #: True for a move of the game's main line, False for one of a variation.
    MAIN_LINE = _USER + 6


class ScoreRole(IntEnum):
    #: True when this row's player holds this column's section.
    HOLDS = _USER + 1
    #: The seat of the row.
    SEAT = _USER + 2


EMPTY_OWNER = -1
NEUTRAL_OWNER = -2


#: Each game's seat colours, in seat order (translated when asked for).
SEAT_COLOURS: dict[str, tuple[str, ...]] = {
    "9tka": (
        str(QT_TRANSLATE_NOOP("Seats", "Yellow")),
        str(QT_TRANSLATE_NOOP("Seats", "Blue")),
        str(QT_TRANSLATE_NOOP("Seats", "Orange")),
        str(QT_TRANSLATE_NOOP("Seats", "Green")),
    ),
    "morris": (str(QT_TRANSLATE_NOOP("Seats", "White")), str(QT_TRANSLATE_NOOP("Seats", "Black"))),
}


def seat_name(game: str, seat: int) -> str:
    """The translated colour name of a seat."""
    return QCoreApplication.translate("Seats", SEAT_COLOURS[game][seat])
