"""Accent colours of the Morris board that the shared ``Palette`` does not name.

The palette holds the board, the lines and the men; the marks on top (a mill, a man that may be
taken, the trace of the last move) follow from it and the theme, so they live here once.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from ..look.theme import Palette


@dataclass(frozen=True)
class MorrisAccents:
    mill: QColor  # the ring on a man in a mill and the line of the mill on the board
    danger: QColor  # a man the player may take, and the flash of the man taken
    trace: QColor  # the last move: where it came from, where it went, what it took
    pickable: QColor  # the ring on a man the player may pick up
    tray: QColor  # the supply and captured trays beside the board
    tray_edge: QColor
    #: The border of the mill ring on a man; None: a darker shade of ``mill``.
    mill_edge: QColor | None = None

    def mill_border(self) -> QColor:
        return QColor(self.mill_edge) if self.mill_edge is not None else self.mill.darker(135)


def _alpha(colour: QColor | str, alpha: int) -> QColor:
    result = QColor(colour)
    result.setAlpha(alpha)
    return result


_LIGHT = MorrisAccents(
    mill=QColor("#c98a12"),
    danger=QColor("#d32f2f"),
    trace=_alpha("#0f7b6c", 170),
    pickable=_alpha("#1f5fbf", 150),
    tray=_alpha("#8a6a3c", 38),
    tray_edge=_alpha("#8a6a3c", 70),
)
_DARK = MorrisAccents(
    mill=QColor("#f0b429"),
    danger=QColor("#ff5a5f"),
    trace=_alpha("#7de8c4", 170),  # greener than the pickable blue, also for tritanopes
    pickable=_alpha("#7fb2ff", 170),
    tray=_alpha("#c8d4e4", 18),  # lighter than the table, so Black's men stand out
    tray_edge=_alpha("#3a4656", 255),
)

# Opaque and strong on the black board: each at least 3:1 against it (WCAG 1.4.11).
_HIGH_CONTRAST = MorrisAccents(
    mill=QColor("#ffd400"),
    danger=QColor("#ff3355"),
    trace=QColor("#33e6cc"),
    pickable=QColor("#4da6ff"),
    tray=_alpha("#ffffff", 30),
    tray_edge=QColor("#ffffff"),
    mill_edge=QColor("#000000"),  # a yellow ring alone hardly shows on a white man
)
_BY_THEME = {"dark": _DARK, "high-contrast": _HIGH_CONTRAST}


def accents(palette: Palette) -> MorrisAccents:
    """The accents that go with ``palette`` (the light ones for an unknown theme)."""
    return _BY_THEME.get(palette.name, _LIGHT)
