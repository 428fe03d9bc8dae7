"""NewGameDialog: seat rows follow the player count, levels follow the seat kind, and the
resulting GameSetup matches the widgets, for 9tka and for Nine Men's Morris."""

from __future__ import annotations

import pytest
from helpers.setup_panels import morris_panel, ninetka_panel
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QRadioButton
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import DEFAULT_COMPUTER_LEVEL, GameSetup
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.dialogs.seat_rows import MAX_NAME_LENGTH


def _dialog(qtbot: QtBot, setup: GameSetup | None = None) -> NewGameDialog:
    dialog = NewGameDialog(setup)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _click_radio(qtbot: QtBot, button: QRadioButton) -> None:
    # A radio button only answers on its circle and label, not the empty space beside them.
    centre = QPoint(8, button.height() // 2)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=centre)
    assert button.isChecked()


def _visible_rows(dialog: NewGameDialog) -> int:
    return sum(row.name.isVisible() for row in ninetka_panel(dialog).rows)


def test_switching_to_four_players_shows_four_rows(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert _visible_rows(dialog) == 2
    nine = ninetka_panel(dialog)
    button = nine.player_buttons.button(4)
    assert isinstance(button, QRadioButton)
    _click_radio(qtbot, button)
    assert nine.players() == 4
    assert _visible_rows(dialog) == 4
    assert "4 games" in nine.tournament.text()
    nine.set_players(2)
    assert _visible_rows(dialog) == 2
    assert "colours swapped" in nine.tournament.text()


def test_computer_seat_enables_its_level(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, GameSetup(seats=(Seat("Yellow"), Seat("Blue"))))
    nine = ninetka_panel(dialog)
    row = nine.rows[0]
    assert not row.level.isEnabled()
    row.kind.setCurrentIndex(row.kind.findData("computer"))
    assert row.level.isEnabled()
    assert not nine.rows[1].level.isEnabled()
    row.kind.setCurrentIndex(row.kind.findData("human"))
    assert not row.level.isEnabled()


def test_setup_matches_the_widgets(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    nine = ninetka_panel(dialog)
    nine.set_players(3)
    nine.rows[0].name.setText("  Ann   Smith ")
    nine.rows[1].name.setText("")
    nine.rows[2].kind.setCurrentIndex(nine.rows[2].kind.findData("computer"))
    nine.rows[2].level.setCurrentIndex(nine.rows[2].level.findData(6))
    _click_radio(qtbot, nine.neutrals_random)
    _click_radio(qtbot, nine.tournament)
    # A hidden fourth row never leaks into the setup.
    nine.rows[3].name.setText("Ghost")
    assert dialog.setup() == GameSetup(
        game="9tka",
        options={"players": 3, "neutrals": "random"},
        seats=(
            Seat("Ann Smith"), Seat("", "computer", DEFAULT_COMPUTER_LEVEL), Seat("", "computer", 6)
        ),
        tournament=True,
    )


def test_names_are_limited_and_a_blank_one_leaves_the_seat_unnamed(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    nine = ninetka_panel(dialog)
    nine.rows[0].name.clear()
    qtbot.keyClicks(nine.rows[0].name, "x" * 60)
    assert len(nine.rows[0].name.text()) == MAX_NAME_LENGTH
    nine.rows[1].name.setText("   ")
    assert dialog.setup().seats[1].name == ""


def test_prefilled_from_a_setup(qtbot: QtBot) -> None:
    setup = GameSetup(
        options={"players": 4, "neutrals": "random", "seed": 5},
        seats=(
            Seat("Ann"),
            Seat("Bot", "computer", 2),
            Seat("Cid"),
            Seat("Max", "computer", 6),
        ),
        tournament=True,
    )
    dialog = _dialog(qtbot, setup)
    nine = ninetka_panel(dialog)
    assert nine.players() == 4
    assert _visible_rows(dialog) == 4
    assert [row.name.text() for row in nine.rows] == ["Ann", "Bot", "Cid", "Max"]
    assert nine.rows[1].level.isEnabled()
    assert nine.rows[1].level.currentData() == 2
    assert nine.neutrals_random.isChecked()
    assert nine.tournament.isChecked()
    # Same choices back, but a fresh game: the old random seed is not reused.
    assert dialog.setup() == GameSetup(
        options={"players": 4, "neutrals": "random"}, seats=setup.seats, tournament=True
    )


def test_defaults_without_a_setup(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert dialog.setup() == GameSetup()
    nine = ninetka_panel(dialog)
    assert nine.neutrals_chosen.isChecked()
    assert nine.single_game.isChecked()


# --- Nine Men's Morris ------------------------------------------------------------------------


def _choose_morris(qtbot: QtBot, dialog: NewGameDialog) -> None:
    dialog.game_combo.setFocus()
    qtbot.keyClick(dialog.game_combo, Qt.Key.Key_Down)
    assert dialog.game_combo.currentData() == "morris"


def test_morris_mode_shows_two_seats_and_its_options(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    _choose_morris(qtbot, dialog)
    assert dialog.game() == "morris"
    nine = ninetka_panel(dialog)
    morris = morris_panel(dialog)
    for hidden in (nine.seats_box, nine.options_box, nine.player_buttons.button(2)):
        assert not hidden.isVisible()
    for shown in (morris.seats_box, morris.options_box, morris.flying):
        assert shown.isVisible()
    assert [row.name.text() for row in morris.rows] == ["", ""]
    assert [row.name.placeholderText() for row in morris.rows] == ["White", "Black"]
    assert [row.chip.toolTip() for row in morris.rows] == ["White", "Black"]
    assert "100 moves" in morris.no_removal_draw.text()
    dialog.set_game("9tka")
    assert nine.seats_box.isVisible()
    assert not morris.options_box.isVisible()


def test_morris_defaults(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    _choose_morris(qtbot, dialog)
    assert dialog.setup() == GameSetup(
        game="morris",
        options={"flying": True, "repetition_draw": True, "no_removal_limit": 100},
        seats=(Seat(""), Seat("", "computer", DEFAULT_COMPUTER_LEVEL)),
    )


@pytest.mark.parametrize(
    ("flying", "repetition", "no_removal", "limit"),
    [(False, False, False, 0), (True, False, True, 100), (False, True, False, 0)],
)
def test_morris_round_trip(
    qtbot: QtBot, flying: bool, repetition: bool, no_removal: bool, limit: int
) -> None:
    dialog = _dialog(qtbot)
    _choose_morris(qtbot, dialog)
    morris = morris_panel(dialog)
    white, black = morris.rows
    white.name.setText(" Ann ")
    white.kind.setCurrentIndex(white.kind.findData("computer"))
    white.level.setCurrentIndex(white.level.findData(5))
    black.kind.setCurrentIndex(black.kind.findData("human"))
    morris.flying.setChecked(flying)
    morris.repetition_draw.setChecked(repetition)
    morris.no_removal_draw.setChecked(no_removal)
    setup = dialog.setup()
    assert setup.game == "morris"
    assert setup.seats == (Seat("Ann", "computer", 5), Seat(""))
    assert setup.options == {
        "flying": flying,
        "repetition_draw": repetition,
        "no_removal_limit": limit,
    }
    state = MorrisState.from_options(setup.options)
    assert state.options() == setup.options
    # The setup is remembered as JSON between runs; it must come back whole.
    assert GameSetup.from_json(setup.to_json()) == setup
    reopened = _dialog(qtbot, setup)
    assert reopened.game() == "morris"
    assert reopened.setup() == setup


def test_opened_from_a_morris_setup(qtbot: QtBot) -> None:
    setup = GameSetup(
        game="morris",
        options={"flying": False, "repetition_draw": True, "no_removal_limit": 50},
        seats=(Seat("Bot", "computer", 2), Seat("Eve")),
    )
    dialog = _dialog(qtbot, setup)
    assert dialog.game_combo.currentData() == "morris"
    morris = morris_panel(dialog)
    assert morris.seats_box.isVisible()
    assert not ninetka_panel(dialog).seats_box.isVisible()
    assert [row.name.text() for row in morris.rows] == ["Bot", "Eve"]
    assert morris.rows[0].level.isEnabled()
    assert morris.rows[0].level.currentData() == 2
    assert not morris.flying.isChecked()
    assert morris.repetition_draw.isChecked()
    # A custom limit is kept and named, off and back on again.
    assert "50 moves" in morris.no_removal_draw.text()
    morris.no_removal_draw.setChecked(False)
    assert dialog.setup().options["no_removal_limit"] == 0
    morris.no_removal_draw.setChecked(True)
    assert dialog.setup() == setup
    # 9tka keeps its defaults meanwhile.
    dialog.set_game("9tka")
    assert dialog.setup() == GameSetup()


def test_morris_rule_off_in_a_setup_is_shown_off(qtbot: QtBot) -> None:
    setup = GameSetup(
        game="morris",
        options={"flying": True, "repetition_draw": False, "no_removal_limit": 0},
        seats=(Seat(""), Seat("")),
    )
    dialog = _dialog(qtbot, setup)
    morris = morris_panel(dialog)
    assert not morris.repetition_draw.isChecked()
    assert not morris.no_removal_draw.isChecked()
    assert "100 moves" in morris.no_removal_draw.text()
    assert dialog.setup() == setup


def test_a_9tka_setup_leaves_morris_at_its_defaults(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, GameSetup(seats=(Seat("Ann"), Seat("Bob"))))
    assert dialog.game() == "9tka"
    dialog.set_game("morris")
    assert dialog.setup().seats == (Seat(""), Seat("", "computer", DEFAULT_COMPUTER_LEVEL))
    assert morris_panel(dialog).flying.isChecked()
