"""``MorrisSetupPanel``: the Morris part of the new-game dialog: which game of the family, White
and Black, and that game's own rule options.

Each game of the family is listed with a line about it; its options (``variants.Variant``'s
``defaults``) appear when it is chosen, and each game keeps its own choices while the dialog is
open, so switching back and forth loses nothing. The computer plays every game of the family.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...games.morris.variants import DEFAULT_VARIANT, VARIANTS
from ...games.records import Seat
from ...games.registry import MORRIS
from ...games.setup import GameSetup
from ...models.morris.family import MEN_CHOICES, variant_options
from ..dialogs.seat_rows import DEFAULT_LEVEL, SeatRow, seat_grid
from .diagrams import morris_chip_pixmap
from .words import variant_description, variant_title

# The name lupdate looks for; the texts keep the dialog's context.
translate = QCoreApplication.translate

#: The no-removal draw limit offered when a setup brings none (RULES 2.6).
DEFAULT_NO_REMOVAL_LIMIT = 100
#: The on/off options, in the order the panel lists them.
FLAG_OPTIONS = (
    "flying",
    "diagonals",
    "nine_holes",
    "centre_opening",
    "protected_mills",
    "diagonal_mills",
    "full_board_draw",
    "no_return",
    "repetition_draw",
)


def default_morris_setup() -> GameSetup:
    """Nine Men's Morris, White human against Black the computer at level 3; its default rules."""
    return GameSetup(
        game="morris",
        options=variant_options(DEFAULT_VARIANT),
        seats=(Seat(""), Seat("", "computer", DEFAULT_LEVEL)),
    )


def _flag_texts() -> dict[str, str]:
    return {
        "flying": translate(
            "NewGameDialog", "&Flying: a player with three men may move to any empty point"
        ),
        "diagonals": translate("NewGameDialog", "&Diagonals: the two diagonals are lines too"),
        "nine_holes": translate("NewGameDialog", "&Nine holes: a man moves to any empty point"),
        "centre_opening": translate(
            "NewGameDialog", "White's first man may go on the &centre point b2"
        ),
        "protected_mills": translate(
            "NewGameDialog", "&Protected mills: men in a mill are taken only when all are"
        ),
        "diagonal_mills": translate(
            "NewGameDialog", "Diagonal m&ills: three men on a diagonal form a mill"
        ),
        "full_board_draw": translate(
            "NewGameDialog", "A full &board when placing ends is a draw (else White loses)"
        ),
        "no_return": translate(
            "NewGameDialog", "No immediate re&turn of a cow that made a mill by leaving one"
        ),
        "repetition_draw": translate(
            "NewGameDialog", "Draw by threefold &repetition of a position"
        ),
    }


class MorrisSetupPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._no_removal_limit = DEFAULT_NO_REMOVAL_LIMIT
        #: Each game's options as last shown, so switching games loses nothing.
        self._chosen: dict[str, dict[str, Any]] = {}
        self._shown = DEFAULT_VARIANT
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._variant_box())
        self.seats_box = QGroupBox(translate("NewGameDialog", "Players (White moves first)"), self)
        self.rows = [SeatRow(seat, self.seats_box, "morris", morris_chip_pixmap) for seat in (0, 1)]
        seat_grid(self.seats_box, self.rows)
        layout.addWidget(self.seats_box)
        layout.addWidget(self._options_box())
        self._show_variant(DEFAULT_VARIANT)

    def _variant_box(self) -> QGroupBox:
        box = QGroupBox(translate("NewGameDialog", "Game of the Morris family"), self)
        grid = QGridLayout(box)
        grid.setColumnStretch(1, 1)
        self.variant_group = QButtonGroup(box)
        #: The radio button of each game, by its key.
        self.variant_buttons: dict[str, QRadioButton] = {}
        for row, key in enumerate(VARIANTS):
            button = QRadioButton(variant_title(key), box)
            description = QLabel(variant_description(key), box)
            description.setBuddy(button)  # a click on the line is no choice; the name is
            button.setAccessibleDescription(variant_description(key))
            self.variant_group.addButton(button, row)
            self.variant_buttons[key] = button
            grid.addWidget(button, row, 0)
            grid.addWidget(description, row, 1)
        self.variant_group.idToggled.connect(self._variant_toggled)
        return box

    def _options_box(self) -> QGroupBox:
        self.options_box = options = QGroupBox(translate("NewGameDialog", "Options"), self)
        column = QVBoxLayout(options)
        texts = _flag_texts()
        #: The checkbox of each on/off option, by its name.
        self.flags: dict[str, QCheckBox] = {}
        for name in FLAG_OPTIONS:
            box = self.flags[name] = QCheckBox(texts[name], options)
            column.addWidget(box)
        self.no_removal_draw = QCheckBox(options)
        column.addWidget(self.no_removal_draw)
        self.men_row = QWidget(options)
        row = QHBoxLayout(self.men_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.men = QComboBox(self.men_row)
        for count in MEN_CHOICES:
            self.men.addItem(
                translate("NewGameDialog", "{n} men each").replace("{n}", str(count)), count
            )
        label = QLabel(translate("NewGameDialog", "M&en:"), self.men_row)
        label.setBuddy(self.men)
        self.men.setAccessibleName(translate("NewGameDialog", "Men each player has"))
        row.addWidget(label)
        row.addWidget(self.men)
        row.addStretch()
        column.addWidget(self.men_row)
        # Kept as attributes under their old names: the tests and the keyboard users know them.
        self.flying = self.flags["flying"]
        self.repetition_draw = self.flags["repetition_draw"]
        return options

    # --- the chosen game ------------------------------------------------------------------------

    def variant(self) -> str:
        """The key of the game of the family chosen now."""
        return self._shown

    def set_variant(self, key: str) -> None:
        self.variant_buttons[key].setChecked(True)

    def _variant_toggled(self, index: int, checked: bool) -> None:
        if checked:
            key = list(VARIANTS)[index]
            if key != self._shown:
                self._chosen[self._shown] = self._options_shown()
                self._show_variant(key)

    def _show_variant(self, key: str) -> None:
        """Show the options of ``key``, as last chosen for it or its defaults."""
        self._shown = key
        self.variant_buttons[key].setChecked(True)
        options = self._chosen.get(key) or variant_options(key)
        for name, box in self.flags.items():
            offered = name in options
            box.setVisible(offered)
            if offered:
                box.setChecked(bool(options[name]))
        self.men_row.setVisible("men" in options)
        if "men" in options:
            self.men.setCurrentIndex(max(0, self.men.findData(options["men"])))
        self._show_no_removal(options.get("no_removal_limit", DEFAULT_NO_REMOVAL_LIMIT))

    def _show_no_removal(self, limit: Any) -> None:
        valid = isinstance(limit, int) and not isinstance(limit, bool) and limit >= 0
        # 0 means the rule is off; keep a custom limit to offer when it is switched back on.
        self._no_removal_limit = limit if valid and limit > 0 else DEFAULT_NO_REMOVAL_LIMIT
        self.no_removal_draw.setChecked(not valid or limit > 0)
        self.no_removal_draw.setText(
            translate("NewGameDialog", "Draw after {n} moves in a row without a re&moval").replace(
                "{n}", str(self._no_removal_limit)
            )
        )

    def _options_shown(self) -> dict[str, Any]:
        key = self._shown
        options = variant_options(key)
        for name in options:
            if name in self.flags:
                options[name] = self.flags[name].isChecked()
        if "men" in options:
            options["men"] = int(self.men.currentData())
        options["no_removal_limit"] = (
            self._no_removal_limit if self.no_removal_draw.isChecked() else 0
        )
        return options

    # --- SetupPanel -------------------------------------------------------------------------------

    def header_rows(self) -> list[tuple[str, QWidget]]:
        return []

    def seat_rows(self) -> list[SeatRow]:
        return self.rows

    def load(self, setup: GameSetup) -> None:
        for row, seat in zip(self.rows, setup.seats, strict=False):
            row.load(seat)
        key = setup.options.get("variant", DEFAULT_VARIANT)
        if key not in VARIANTS:
            key = DEFAULT_VARIANT
        self._chosen = {key: variant_options(key, setup.options)}
        self._show_variant(key)

    def setup(self) -> GameSetup:
        return GameSetup(
            game="morris",
            options=self._options_shown(),
            seats=tuple(row.to_seat() for row in self.rows),
        )

    def recall(self, remembered: Mapping[str, GameSetup]) -> None:
        """Each game of the family shows its own last choices when chosen (the one loaded
        keeps what ``load`` showed)."""
        for key, earlier in remembered.items():
            variant = earlier.options.get("variant", DEFAULT_VARIANT)
            if (
                earlier.game == MORRIS.key
                and key == variant_choice_key(variant)
                and variant in VARIANTS
                and variant not in self._chosen
            ):
                self._chosen[variant] = variant_options(variant, earlier.options)

    def choices(self) -> dict[str, GameSetup]:
        self._chosen[self._shown] = self._options_shown()
        seats = tuple(row.to_seat() for row in self.rows)
        return {
            variant_choice_key(key): GameSetup(game="morris", options=options, seats=seats)
            for key, options in self._chosen.items()
        }


def variant_choice_key(variant: object) -> str:
    """The key a game of the family's choices are remembered by."""
    return f"morris:{variant}"
