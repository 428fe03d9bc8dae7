"""``MorrisSetupPanel``: Nine Men's Morris's part of the new-game dialog: White and Black, and
the rule options (flying, the two draw rules)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QGroupBox, QVBoxLayout, QWidget

from ...games.records import Seat
from ...games.setup import GameSetup
from ...models.roles import seat_name
from ..dialogs.seat_rows import DEFAULT_LEVEL, SeatRow, seat_grid
from .diagrams import morris_chip_pixmap

# The name lupdate looks for; the texts keep the dialog's context.
translate = QCoreApplication.translate

#: The no-removal draw limit offered when a setup brings none (RULES 2.6).
DEFAULT_NO_REMOVAL_LIMIT = 100


def default_morris_setup() -> GameSetup:
    """White human against Black the computer at level 3; flying and both draw rules on."""
    return GameSetup(
        game="morris",
        options={
            "flying": True,
            "repetition_draw": True,
            "no_removal_limit": DEFAULT_NO_REMOVAL_LIMIT,
        },
        seats=(
            Seat(seat_name("morris", 0)),
            Seat(seat_name("morris", 1), "computer", DEFAULT_LEVEL),
        ),
    )


class MorrisSetupPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._no_removal_limit = DEFAULT_NO_REMOVAL_LIMIT
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.seats_box = QGroupBox(translate("NewGameDialog", "Players (White moves first)"), self)
        self.rows = [
            SeatRow(seat, self.seats_box, "morris", morris_chip_pixmap) for seat in (0, 1)
        ]
        seat_grid(self.seats_box, self.rows)
        layout.addWidget(self.seats_box)
        self.options_box = options = QGroupBox(translate("NewGameDialog", "Options"), self)
        column = QVBoxLayout(options)
        self.flying = QCheckBox(
            translate(
                "NewGameDialog", "&Flying: a player with three men may move to any empty point"
            ),
            options,
        )
        self.repetition_draw = QCheckBox(
            translate("NewGameDialog", "Draw by threefold &repetition of a position"), options
        )
        self.no_removal_draw = QCheckBox(options)
        for box in (self.flying, self.repetition_draw, self.no_removal_draw):
            column.addWidget(box)
        layout.addWidget(options)

    # --- SetupPanel -------------------------------------------------------------------------------

    def header_rows(self) -> list[tuple[str, QWidget]]:
        return []

    def seat_rows(self) -> list[SeatRow]:
        return self.rows

    def load(self, setup: GameSetup) -> None:
        for row, seat in zip(self.rows, setup.seats, strict=False):
            row.load(seat)
        options = setup.options
        self.flying.setChecked(_flag(options, "flying"))
        self.repetition_draw.setChecked(_flag(options, "repetition_draw"))
        limit = options.get("no_removal_limit", DEFAULT_NO_REMOVAL_LIMIT)
        valid = isinstance(limit, int) and not isinstance(limit, bool) and limit >= 0
        # 0 means the rule is off; keep a custom limit to offer when it is switched back on.
        self._no_removal_limit = limit if valid and limit > 0 else DEFAULT_NO_REMOVAL_LIMIT
        self.no_removal_draw.setChecked(not valid or limit > 0)
        self.no_removal_draw.setText(
            translate("NewGameDialog", "Draw after {n} moves in a row without a re&moval").replace(
                "{n}", str(self._no_removal_limit)
            )
        )

    def setup(self) -> GameSetup:
        limit = self._no_removal_limit if self.no_removal_draw.isChecked() else 0
        return GameSetup(
            game="morris",
            options={
                "flying": self.flying.isChecked(),
                "repetition_draw": self.repetition_draw.isChecked(),
                "no_removal_limit": limit,
            },
            seats=tuple(row.to_seat() for row in self.rows),
        )


def _flag(options: dict[str, Any], key: str) -> bool:
    # A remembered setup may come from an older or hand-edited settings file: default to on.
    value = options.get(key, True)
    return value if isinstance(value, bool) else True
