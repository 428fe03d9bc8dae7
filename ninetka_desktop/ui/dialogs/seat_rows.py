"""``SeatRow``: one seat of the new-game dialog (colour chip, name, human or computer, level).

Each game's setup panel (``ui/ninetka/setup_panel.py``, ``ui/morris/setup_panel.py``) lays its
seats out with ``seat_grid``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLineEdit, QWidget

from ...ai.levels import LEVELS
from ...games.names import name_problem
from ...games.records import Seat
from ...games.seat_names import own_name
from ...games.setup import DEFAULT_COMPUTER_LEVEL
from ...i18n import level_name
from ...models.roles import seat_name
from ..look.theme import LIGHT, Palette
from ..plain_text import PlainLabel

# The name lupdate looks for.
translate = QCoreApplication.translate

MAX_NAME_LENGTH = 40
DEFAULT_LEVEL = DEFAULT_COMPUTER_LEVEL

#: ``chip(seat, size, palette)``: the game's piece for a seat, as a small picture.
ChipPainter = Callable[[int, int, Palette], QPixmap]


class SeatRow:
    """The widgets of one seat: colour chip, name, human or computer, computer level."""

    def __init__(self, seat: int, parent: QWidget, game: str, chip: ChipPainter) -> None:
        self.seat = seat
        self.game = game
        self.colour = colour = seat_name(game, seat)
        self.chip = PlainLabel(parent=parent)
        self.chip.setPixmap(chip(seat, 22, LIGHT))
        self.chip.setToolTip(colour)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        # Left empty, the seat goes by its colour, in whatever language is spoken then.
        self.name.setPlaceholderText(colour)
        self.name.setAccessibleName(
            translate("NewGameDialog", "Name of the {colour} player").replace("{colour}", colour)
        )
        self.name.setMinimumWidth(180)
        self.kind = QComboBox(parent)
        self.kind.addItem(translate("NewGameDialog", "Human"), "human")
        self.kind.addItem(translate("NewGameDialog", "Computer"), "computer")
        self.kind.setAccessibleName(
            translate("NewGameDialog", "{colour} is played by").replace("{colour}", colour)
        )
        self.level = QComboBox(parent)
        for number in sorted(LEVELS):
            self.level.addItem(level_name(number), number)
        self.level.setAccessibleName(
            translate("NewGameDialog", "Computer level of {colour}").replace("{colour}", colour)
        )
        self.level.setCurrentIndex(self.level.findData(DEFAULT_LEVEL))
        self.kind.currentIndexChanged.connect(self._update_level)
        self._update_level()

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.chip, self.name, self.kind, self.level)

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible)

    def is_computer(self) -> bool:
        return bool(self.kind.currentData() == "computer")

    def _update_level(self) -> None:
        self.level.setEnabled(self.is_computer())

    def name_problem(self) -> str | None:
        """Why the typed name cannot be used, for the user; None when it can."""
        if name_problem(self.name.text().strip()) is None:
            return None
        return translate(
            "NewGameDialog",
            "The name of the {colour} player holds a line break, a control character or a "
            "text-direction mark. Please type it again.",
        ).replace("{colour}", self.colour)

    def load(self, seat: Seat) -> None:
        self.name.setText(own_name(self.game, self.seat, seat.name)[:MAX_NAME_LENGTH])
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))
        if seat.kind == "computer" and seat.level in LEVELS:
            self.level.setCurrentIndex(self.level.findData(seat.level))

    def to_seat(self) -> Seat:
        # Typed spaces are tidied; anything else in a name is refused by the dialog's accept().
        name = own_name(self.game, self.seat, re.sub(" {2,}", " ", self.name.text()))
        if self.is_computer():
            return Seat(name, "computer", int(self.level.currentData()))
        return Seat(name)


def seat_grid(box: QGroupBox, rows: Sequence[SeatRow]) -> None:
    """Lay ``rows`` out in ``box``, one seat a line, the names taking the spare width."""
    grid = QGridLayout(box)
    grid.setColumnStretch(1, 1)
    for index, row in enumerate(rows):
        for column, widget in enumerate(row.widgets()):
            grid.addWidget(widget, index, column)
