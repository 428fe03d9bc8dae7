"""Game ▸ New Game: each game keeps its own choices from one game to the next, the dialog is
always as small as its contents, and the first start plays the dialog's own default game.
Driven by real clicks in the dialog (pytest-qt)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.setup_panels import morris_panel, ninetka_panel
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QRadioButton
from pytestqt.qtbot import QtBot

from ninetka_desktop.app import first_game
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import DEFAULT_COMPUTER_LEVEL, GameSetup
from ninetka_desktop.i18n import level_name
from ninetka_desktop.storage.settings import load_settings
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
#: ``choose(dialog)``: what the player does in the dialog before Start.
Choice = Callable[[NewGameDialog], None]


def click(qtbot: QtBot, button: QRadioButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    assert button.isChecked()


def new_game(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, choose: Choice
) -> NewGameDialog:
    """Game ▸ New Game: the dialog shown, ``choose`` done in it, then Start."""
    seen: list[NewGameDialog] = []

    def run(dialog: NewGameDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        seen.append(dialog)
        choose(dialog)
        dialog.accept()
        return int(NewGameDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(NewGameDialog, "exec", run)
    window.new_action.trigger()
    return seen[0]


def test_each_game_keeps_its_own_choices(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()

    def master_and_random_neutrals(dialog: NewGameDialog) -> None:
        nine = ninetka_panel(dialog)
        nine.rows[1].level.setCurrentIndex(nine.rows[1].level.findData(6))
        click(qtbot, nine.neutrals_random)

    def morris_against_expert(dialog: NewGameDialog) -> None:
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("morris"))
        black = morris_panel(dialog).rows[1]
        black.level.setCurrentIndex(black.level.findData(5))
        click(qtbot, morris_panel(dialog).variant_buttons["twelve"])

    new_game(qtbot, window, monkeypatch, master_and_random_neutrals)
    assert window.game.state.game_name == "9tka"
    new_game(qtbot, window, monkeypatch, morris_against_expert)
    assert window.game.state.game_name == "morris"

    def look(dialog: NewGameDialog) -> None:
        assert dialog.game() == "morris"  # the game played last comes first
        assert morris_panel(dialog).variant() == "twelve"
        assert morris_panel(dialog).rows[1].level.currentData() == 5
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("9tka"))
        nine = ninetka_panel(dialog)
        assert nine.rows[1].level.currentText() == level_name(6)
        assert nine.neutrals_random.isChecked()

    new_game(qtbot, window, monkeypatch, look)
    assert window.game.state.game_name == "9tka"
    # Remembered between runs of the app too.
    remembered = load_settings()[0].game_setups
    assert remembered["morris"].seats[1] == Seat("", "computer", 5)
    assert remembered["9tka"].options["neutrals"] == "random"


def test_each_game_of_the_morris_family_keeps_its_own_choices(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()

    def six_without_repetition_then_lasker(dialog: NewGameDialog) -> None:
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("morris"))
        panel = morris_panel(dialog)
        click(qtbot, panel.variant_buttons["six"])
        panel.repetition_draw.setChecked(False)
        click(qtbot, panel.variant_buttons["lasker"])
        panel.flying.setChecked(False)

    new_game(qtbot, window, monkeypatch, six_without_repetition_then_lasker)
    assert window.game.state.variant.key == "lasker"
    assert window.game.state.options()["flying"] is False

    def six_then_nine(dialog: NewGameDialog) -> None:
        panel = morris_panel(dialog)
        assert panel.variant() == "lasker" and not panel.flying.isChecked()
        click(qtbot, panel.variant_buttons["six"])
        assert not panel.repetition_draw.isChecked()  # as chosen two dialogs ago
        click(qtbot, panel.variant_buttons["nine"])
        assert panel.repetition_draw.isChecked() and panel.flying.isChecked()  # defaults

    new_game(qtbot, window, monkeypatch, six_then_nine)
    remembered = load_settings()[0].game_setups
    assert remembered["morris:six"].options["repetition_draw"] is False
    assert remembered["morris:lasker"].options["flying"] is False
    assert remembered["morris"].options.get("variant", "nine") == "nine"
    assert "morris:nine" in remembered


def test_fewer_players_leave_no_gap(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    two = dialog.size()
    nine = ninetka_panel(dialog)
    four = nine.player_buttons.button(4)
    assert isinstance(four, QRadioButton)
    click(qtbot, four)
    qtbot.waitUntil(lambda: dialog.height() > two.height())
    back = nine.player_buttons.button(2)
    assert isinstance(back, QRadioButton)
    click(qtbot, back)
    # The two rows that went take their room with them.
    qtbot.waitUntil(lambda: dialog.size() == two)
    assert dialog.height() == dialog.sizeHint().height()


def test_the_first_start_plays_the_dialogs_own_default(qtbot: QtBot, home: Path) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert first_game() == dialog.setup() == GameSetup()
    computer = first_game().seats[1]
    assert computer.kind == "computer" and computer.level == DEFAULT_COMPUTER_LEVEL
    assert level_name(DEFAULT_COMPUTER_LEVEL) == "Casual"  # gentle, for a first game
    assert ninetka_panel(dialog).rows[1].level.currentText() == "Casual"
