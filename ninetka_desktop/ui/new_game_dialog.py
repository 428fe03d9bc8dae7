"""``NewGameDialog``: choose the game, the players and the options; the result is a GameSetup."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ..ai.levels import LEVELS
from ..games.records import Seat
from ..games.setup import GameSetup
from .diagrams import chip_pixmap, colour_name

# The name lupdate looks for.
translate = QCoreApplication.translate

MAX_NAME_LENGTH = 40
MAX_SEATS = 4
DEFAULT_LEVEL = 3


def _level_name(number: int) -> str:
    return translate("Levels", LEVELS[number].name)


class SeatRow:
    """The widgets of one seat: colour chip, name, human or computer, computer level."""

    def __init__(self, seat: int, parent: QWidget) -> None:
        self.seat = seat
        colour = colour_name(seat)
        self.chip = QLabel(parent)
        self.chip.setPixmap(chip_pixmap(seat, 22))
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

    def load(self, seat: Seat) -> None:
        self.name.setText(seat.name.strip()[:MAX_NAME_LENGTH] or colour_name(self.seat))
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))
        if seat.kind == "computer" and seat.level in LEVELS:
            self.level.setCurrentIndex(self.level.findData(seat.level))

    def to_seat(self) -> Seat:
        name = " ".join(self.name.text().split()) or colour_name(self.seat)
        if self.is_computer():
            return Seat(name, "computer", int(self.level.currentData()))
        return Seat(name)


class NewGameDialog(QDialog):
    """Asks for a new game; ``setup()`` gives the chosen GameSetup once accepted.

    Pre-filled from ``setup`` (the last choices) when given. Only 9tka can be chosen for now;
    Nine Men's Morris is listed, disabled, where it will appear.
    """

    def __init__(self, setup: GameSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New Game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_combo = QComboBox(self)
        self.game_combo.addItem(translate("NewGameDialog", "9tka"), "9tka")
        self.game_combo.addItem(translate("NewGameDialog", "Nine Men's Morris"), "morris")
        morris = self.game_combo.model()
        assert isinstance(morris, QStandardItemModel)
        item = morris.item(1)
        item.setEnabled(False)
        item.setToolTip(translate("NewGameDialog", "Coming soon"))
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
        layout.addLayout(form)

        seats_box = QGroupBox(translate("NewGameDialog", "Seats, in turn order"), self)
        grid = QGridLayout(seats_box)
        grid.setColumnStretch(1, 1)
        self.rows = [SeatRow(seat, seats_box) for seat in range(MAX_SEATS)]
        for index, row in enumerate(self.rows):
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, index, column)
        layout.addWidget(seats_box)

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
        layout.addWidget(options)

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
        self.load(setup if setup is not None else GameSetup())

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
        """Show the choices of ``setup`` (a Morris setup keeps its seats; 9tka is selected)."""
        self.game_combo.setCurrentIndex(0)
        count = setup.players if setup.players in (2, 3, 4) else 2
        for row in self.rows:
            if row.seat < len(setup.seats):
                row.load(setup.seats[row.seat])
        self.set_players(count)
        self._show_rows(count)
        random_neutrals = setup.game == "9tka" and setup.options.get("neutrals") == "random"
        (self.neutrals_random if random_neutrals else self.neutrals_chosen).setChecked(True)
        (self.tournament if setup.tournament else self.single_game).setChecked(True)

    def setup(self) -> GameSetup:
        """The game the dialog describes now."""
        count = self.players()
        neutrals = "random" if self.neutrals_random.isChecked() else "chosen"
        return GameSetup(
            game="9tka",
            options={"players": count, "neutrals": neutrals},
            seats=tuple(row.to_seat() for row in self.rows[:count]),
            tournament=self.tournament.isChecked(),
        )
