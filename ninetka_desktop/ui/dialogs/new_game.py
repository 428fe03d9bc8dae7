"""``NewGameDialog``: choose the game, the players and the options; the result is a GameSetup.

9tka and Nine Men's Morris each have their own seat rows and options; only the chosen game's are
shown, so switching back and forth keeps what was typed for either.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.levels import LEVELS
from ...games.names import name_problem
from ...games.records import Seat
from ...games.setup import GameSetup
from ...models.roles import seat_name
from ..games import GAMES, game_kind
from ..look.theme import LIGHT
from ..plain_text import PlainLabel, warn
from .form_names import name_fields_after_labels

# The name lupdate looks for.
translate = QCoreApplication.translate

MAX_NAME_LENGTH = 40
MAX_SEATS = 4
DEFAULT_LEVEL = 3
#: The no-removal draw limit offered when a setup brings none (RULES 2.6).
DEFAULT_NO_REMOVAL_LIMIT = 100


def _level_name(number: int) -> str:
    return translate("Levels", LEVELS[number].name)


def default_ninetka_setup() -> GameSetup:
    """GameSetup's default 9tka game, its seats named in the user's language (GameSetup, in the
    Qt-free games package, names them in English)."""
    return GameSetup(
        seats=(Seat(seat_name("9tka", 0)), Seat(seat_name("9tka", 1), "computer", DEFAULT_LEVEL))
    )


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


class SeatRow:
    """The widgets of one seat: colour chip, name, human or computer, computer level."""

    def __init__(self, seat: int, parent: QWidget, game: str = "9tka") -> None:
        self.seat = seat
        self.colour = colour = seat_name(game, seat)
        self.chip = PlainLabel(parent=parent)
        self.chip.setPixmap(game_kind(game).chip(seat, 22, LIGHT))
        self.chip.setToolTip(colour)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setPlaceholderText(colour)
        self.name.setText(colour)
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
            self.level.addItem(_level_name(number), number)
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
        self.name.setText(seat.name.strip()[:MAX_NAME_LENGTH] or self.colour)
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))
        if seat.kind == "computer" and seat.level in LEVELS:
            self.level.setCurrentIndex(self.level.findData(seat.level))

    def to_seat(self) -> Seat:
        # Typed spaces are tidied; anything else in a name is refused by accept().
        name = re.sub(" {2,}", " ", self.name.text().strip()) or self.colour
        if self.is_computer():
            return Seat(name, "computer", int(self.level.currentData()))
        return Seat(name)


class NewGameDialog(QDialog):
    """Asks for a new game; ``setup()`` gives the chosen GameSetup once accepted.

    Pre-filled from ``setup`` (the last choices, of either game) when given.
    """

    def __init__(self, setup: GameSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New Game"))
        self._no_removal_limit = DEFAULT_NO_REMOVAL_LIMIT
        layout = QVBoxLayout(self)
        self._form = form = QFormLayout()
        self.game_combo = QComboBox(self)
        for kind in GAMES.values():
            self.game_combo.addItem(kind.title(), kind.key)
        form.addRow(translate("NewGameDialog", "&Game:"), self.game_combo)
        self.player_buttons = QButtonGroup(self)
        count_row = QHBoxLayout()
        for count in (2, 3, 4):
            button = QRadioButton(
                translate("NewGameDialog", "{n} players").replace("{n}", str(count)), self
            )
            self.player_buttons.addButton(button, count)
            count_row.addWidget(button)
        count_row.addStretch()
        form.addRow(translate("NewGameDialog", "Players:"), count_row)
        name_fields_after_labels(form)
        layout.addLayout(form)

        self.seats_box = QGroupBox(translate("NewGameDialog", "Seats, in turn order"), self)
        self.rows = [SeatRow(seat, self.seats_box) for seat in range(MAX_SEATS)]
        self._seat_grid(self.seats_box, self.rows)
        layout.addWidget(self.seats_box)
        self.morris_seats_box = QGroupBox(
            translate("NewGameDialog", "Players (White moves first)"), self
        )
        self.morris_rows = [SeatRow(seat, self.morris_seats_box, "morris") for seat in (0, 1)]
        self._seat_grid(self.morris_seats_box, self.morris_rows)
        layout.addWidget(self.morris_seats_box)

        self.options_box = self._ninetka_options()
        layout.addWidget(self.options_box)
        self.morris_options_box = self._morris_options()
        layout.addWidget(self.morris_options_box)
        layout.addStretch()

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("NewGameDialog", "&Start")
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.player_buttons.idToggled.connect(self._players_toggled)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.load(setup if setup is not None else default_ninetka_setup())

    @staticmethod
    def _seat_grid(box: QGroupBox, rows: list[SeatRow]) -> None:
        grid = QGridLayout(box)
        grid.setColumnStretch(1, 1)
        for index, row in enumerate(rows):
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, index, column)

    def _ninetka_options(self) -> QGroupBox:
        options = QGroupBox(translate("NewGameDialog", "Options"), self)
        options_form = QFormLayout(options)
        self.neutrals_chosen = QRadioButton(
            translate("NewGameDialog", "Chosen by the players"), options
        )
        self.neutrals_random = QRadioButton(translate("NewGameDialog", "Placed at random"), options)
        self._pair(
            options_form,
            translate("NewGameDialog", "Neutral counters:"),
            self.neutrals_chosen,
            self.neutrals_random,
        )
        self.single_game = QRadioButton(translate("NewGameDialog", "Single game"), options)
        self.tournament = QRadioButton(options)
        self._pair(
            options_form, translate("NewGameDialog", "Match:"), self.single_game, self.tournament
        )
        return options

    def _morris_options(self) -> QGroupBox:
        options = QGroupBox(translate("NewGameDialog", "Options"), self)
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
        return options

    def _pair(
        self, form: QFormLayout, label: str, first: QRadioButton, second: QRadioButton
    ) -> None:
        # One label beside the first choice; each pair is its own exclusive group.
        group = QButtonGroup(self)
        group.addButton(first)
        group.addButton(second)
        form.addRow(label, first)
        form.addRow("", second)

    # --- the choices ----------------------------------------------------------------------------

    def game(self) -> str:
        """The key of the game chosen now ("9tka", "morris")."""
        return str(self.game_combo.currentData())

    def set_game(self, game: str) -> None:
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        self._show_game()

    def _game_changed(self, _index: int) -> None:
        self._show_game()

    def _show_game(self) -> None:
        morris = self.game() == "morris"
        self._form.setRowVisible(1, not morris)  # the players count
        for widget in (self.seats_box, self.options_box):
            widget.setVisible(not morris)
        for widget in (self.morris_seats_box, self.morris_options_box):
            widget.setVisible(morris)
        self.adjustSize()

    def players(self) -> int:
        checked = self.player_buttons.checkedId()
        return checked if checked in (2, 3, 4) else 2

    def set_players(self, count: int) -> None:
        button = self.player_buttons.button(count)
        if button is not None:
            button.setChecked(True)

    def _players_toggled(self, count: int, checked: bool) -> None:
        if checked:
            self._show_rows(count)

    def _show_rows(self, count: int) -> None:
        for row in self.rows:
            row.set_visible(row.seat < count)
        if count == 2:
            self.tournament.setText(
                translate("NewGameDialog", "Tournament: two games, colours swapped")
            )
        else:
            self.tournament.setText(
                translate(
                    "NewGameDialog",
                    "Tournament: a series of {n} games, every player once in every seat",
                ).replace("{n}", str(count))
            )
        self.adjustSize()

    def load(self, setup: GameSetup) -> None:
        """Show the choices of ``setup``; the other game keeps its defaults."""
        morris = setup.game == "morris"
        self._load_ninetka(default_ninetka_setup() if morris else setup)
        self._load_morris(setup if morris else default_morris_setup())
        self.set_game(setup.game)

    def _load_ninetka(self, setup: GameSetup) -> None:
        count = setup.players if setup.players in (2, 3, 4) else 2
        for row in self.rows:
            if row.seat < len(setup.seats):
                row.load(setup.seats[row.seat])
        self.set_players(count)
        self._show_rows(count)
        random_neutrals = setup.options.get("neutrals") == "random"
        (self.neutrals_random if random_neutrals else self.neutrals_chosen).setChecked(True)
        (self.tournament if setup.tournament else self.single_game).setChecked(True)

    def _load_morris(self, setup: GameSetup) -> None:
        for row, seat in zip(self.morris_rows, setup.seats, strict=False):
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

    def accept(self) -> None:
        """Start only with names that can be shown and saved; else say which one is wrong."""
        rows = self.morris_rows if self.game() == "morris" else self.rows[: self.players()]
        for row in rows:
            problem = row.name_problem()
            if problem is not None:
                warn(self, translate("NewGameDialog", "New Game"), problem)
                row.name.setFocus()
                row.name.selectAll()
                return
        super().accept()

    def setup(self) -> GameSetup:
        """The game the dialog describes now."""
        if self.game() == "morris":
            limit = self._no_removal_limit if self.no_removal_draw.isChecked() else 0
            return GameSetup(
                game="morris",
                options={
                    "flying": self.flying.isChecked(),
                    "repetition_draw": self.repetition_draw.isChecked(),
                    "no_removal_limit": limit,
                },
                seats=tuple(row.to_seat() for row in self.morris_rows),
            )
        count = self.players()
        neutrals = "random" if self.neutrals_random.isChecked() else "chosen"
        return GameSetup(
            game="9tka",
            options={"players": count, "neutrals": neutrals},
            seats=tuple(row.to_seat() for row in self.rows[:count]),
            tournament=self.tournament.isChecked(),
        )


def _flag(options: dict[str, Any], key: str) -> bool:
    # A remembered setup may come from an older or hand-edited settings file: default to on.
    value = options.get(key, True)
    return value if isinstance(value, bool) else True
