"""NewGameDialog: seat rows follow the player count, levels follow the seat kind, and the
resulting GameSetup matches the widgets."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QRadioButton
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.new_game_dialog import MAX_NAME_LENGTH, NewGameDialog


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
    return sum(row.name.isVisible() for row in dialog.rows)


def test_switching_to_four_players_shows_four_rows(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert _visible_rows(dialog) == 2
    button = dialog.player_buttons.button(4)
    assert isinstance(button, QRadioButton)
    _click_radio(qtbot, button)
    assert dialog.players() == 4
    assert _visible_rows(dialog) == 4
    assert "4 games" in dialog.tournament.text()
    dialog.set_players(2)
    assert _visible_rows(dialog) == 2
    assert "colours swapped" in dialog.tournament.text()


def test_computer_seat_enables_its_level(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, GameSetup(seats=(Seat("Yellow"), Seat("Blue"))))
    row = dialog.rows[0]
    assert not row.level.isEnabled()
    row.kind.setCurrentIndex(row.kind.findData("computer"))
    assert row.level.isEnabled()
    assert not dialog.rows[1].level.isEnabled()
    row.kind.setCurrentIndex(row.kind.findData("human"))
    assert not row.level.isEnabled()


def test_setup_matches_the_widgets(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.set_players(3)
    dialog.rows[0].name.setText("  Ann   Smith ")
    dialog.rows[1].name.setText("")
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("computer"))
    dialog.rows[2].level.setCurrentIndex(dialog.rows[2].level.findData(6))
    _click_radio(qtbot, dialog.neutrals_random)
    _click_radio(qtbot, dialog.tournament)
    # A hidden fourth row never leaks into the setup.
    dialog.rows[3].name.setText("Ghost")
    assert dialog.setup() == GameSetup(
        game="9tka",
        options={"players": 3, "neutrals": "random"},
        seats=(Seat("Ann Smith"), Seat("Blue", "computer", 3), Seat("Orange", "computer", 6)),
        tournament=True,
    )


def test_names_are_limited_and_default_to_colours(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.rows[0].name.clear()
    qtbot.keyClicks(dialog.rows[0].name, "x" * 60)
    assert len(dialog.rows[0].name.text()) == MAX_NAME_LENGTH
    dialog.rows[1].name.setText("   ")
    assert dialog.setup().seats[1].name == "Blue"


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
    assert dialog.players() == 4
    assert _visible_rows(dialog) == 4
    assert [row.name.text() for row in dialog.rows] == ["Ann", "Bot", "Cid", "Max"]
    assert dialog.rows[1].level.isEnabled()
    assert dialog.rows[1].level.currentData() == 2
    assert dialog.neutrals_random.isChecked()
    assert dialog.tournament.isChecked()
    # Same choices back, but a fresh game: the old random seed is not reused.
    assert dialog.setup() == GameSetup(
        options={"players": 4, "neutrals": "random"}, seats=setup.seats, tournament=True
    )


def test_defaults_without_a_setup(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert dialog.setup() == GameSetup()
    assert dialog.neutrals_chosen.isChecked()
    assert dialog.single_game.isChecked()


def test_morris_is_listed_but_not_selectable(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    model = dialog.game_combo.model()
    index = model.index(1, 0)
    assert dialog.game_combo.itemData(1) == "morris"
    assert not (model.flags(index) & Qt.ItemFlag.ItemIsEnabled)
    assert dialog.game_combo.currentData() == "9tka"
