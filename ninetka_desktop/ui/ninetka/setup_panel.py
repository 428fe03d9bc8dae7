"""``NinetkaSetupPanel``: 9tka's part of the new-game dialog: the player count, 2 to 4 seats in
turn order, how the neutral counters are placed, and a single game or a tournament."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...games.setup import GameSetup
from ..dialogs.seat_rows import SeatRow, seat_grid
from .diagrams import chip_pixmap

# The name lupdate looks for; the texts keep the dialog's context.
translate = QCoreApplication.translate

MAX_SEATS = 4


def default_ninetka_setup() -> GameSetup:
    """The 9tka game offered when none was chosen before (the first start plays it too): a
    human against a gentle computer, neither named."""
    return GameSetup()


class NinetkaSetupPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._count_row = QWidget(self)  # the dialog's form takes it over
        count_layout = QHBoxLayout(self._count_row)
        count_layout.setContentsMargins(0, 0, 0, 0)
        self.player_buttons = QButtonGroup(self)
        for count in (2, 3, 4):
            button = QRadioButton(
                translate("NewGameDialog", "{n} players").replace("{n}", str(count)),
                self._count_row,
            )
            self.player_buttons.addButton(button, count)
            count_layout.addWidget(button)
        count_layout.addStretch()
        self.seats_box = QGroupBox(translate("NewGameDialog", "Seats, in turn order"), self)
        self.rows = [
            SeatRow(seat, self.seats_box, "9tka", chip_pixmap) for seat in range(MAX_SEATS)
        ]
        seat_grid(self.seats_box, self.rows)
        layout.addWidget(self.seats_box)
        self.options_box = self._options()
        layout.addWidget(self.options_box)
        self.player_buttons.idToggled.connect(self._players_toggled)

    def _options(self) -> QGroupBox:
        options = QGroupBox(translate("NewGameDialog", "Options"), self)
        form = QFormLayout(options)
        self.neutrals_chosen = QRadioButton(
            translate("NewGameDialog", "Chosen by the players"), options
        )
        self.neutrals_random = QRadioButton(translate("NewGameDialog", "Placed at random"), options)
        self._pair(
            form,
            translate("NewGameDialog", "Neutral counters:"),
            self.neutrals_chosen,
            self.neutrals_random,
        )
        self.single_game = QRadioButton(translate("NewGameDialog", "Single game"), options)
        self.tournament = QRadioButton(options)
        self._pair(form, translate("NewGameDialog", "Match:"), self.single_game, self.tournament)
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

    # --- SetupPanel -------------------------------------------------------------------------------

    def header_rows(self) -> list[tuple[str, QWidget]]:
        return [(translate("NewGameDialog", "Players:"), self._count_row)]

    def seat_rows(self) -> list[SeatRow]:
        return self.rows[: self.players()]

    def load(self, setup: GameSetup) -> None:
        count = setup.players if setup.players in (2, 3, 4) else 2
        for row in self.rows:
            if row.seat < len(setup.seats):
                row.load(setup.seats[row.seat])
        self.set_players(count)
        self._show_rows(count)
        random_neutrals = setup.options.get("neutrals") == "random"
        (self.neutrals_random if random_neutrals else self.neutrals_chosen).setChecked(True)
        (self.tournament if setup.tournament else self.single_game).setChecked(True)

    def recall(self, remembered: Mapping[str, GameSetup]) -> None:
        """9tka is one game: ``load`` shows all it keeps."""

    def choices(self) -> dict[str, GameSetup]:
        return {}

    def setup(self) -> GameSetup:
        count = self.players()
        neutrals = "random" if self.neutrals_random.isChecked() else "chosen"
        return GameSetup(
            game="9tka",
            options={"players": count, "neutrals": neutrals},
            seats=tuple(row.to_seat() for row in self.rows[:count]),
            tournament=self.tournament.isChecked(),
        )

    # --- the player count ---------------------------------------------------------------------

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
        window = self.window()
        if window is not None:
            window.adjustSize()
