"""The new-game dialog's Morris panel: the family listed with a line each, each game's own
options with its defaults, the computer offered only where it plays the game, the choice
remembered, and each game started in the window from the dialog."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from helpers.setup_panels import morris_panel
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QRadioButton
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.variants import VARIANTS
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models.morris.family import variant_options
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.morris.setup_panel import FLAG_OPTIONS, default_morris_setup

WindowFactory = Callable[..., MainWindow]


def _dialog(qtbot: QtBot, setup: GameSetup | None = None) -> NewGameDialog:
    dialog = NewGameDialog(setup)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _click_radio(qtbot: QtBot, button: QRadioButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def test_the_family_is_listed_with_a_line_each(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, default_morris_setup())
    panel = morris_panel(dialog)
    assert list(panel.variant_buttons) == list(VARIANTS)
    texts = [button.text() for button in panel.variant_buttons.values()]
    assert texts == [
        "Three Men's Morris",
        "Six Men's Morris",
        "Nine Men's Morris",
        "Twelve Men's Morris",
        "Morabaraba",
        "Lasker Morris",
    ]
    for button in panel.variant_buttons.values():
        assert button.isVisible()
        assert len(button.accessibleDescription()) > 20  # the line beside it, for the reader
    assert panel.variant() == "nine" and panel.variant_buttons["nine"].isChecked()


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_each_game_shows_its_own_options_with_its_defaults(qtbot: QtBot, variant: str) -> None:
    dialog = _dialog(qtbot, default_morris_setup())
    panel = morris_panel(dialog)
    _click_radio(qtbot, panel.variant_buttons[variant])
    assert panel.variant() == variant
    defaults = VARIANTS[variant].defaults
    for name in FLAG_OPTIONS:
        box = panel.flags[name]
        assert box.isVisible() == (name in defaults), name
        if name in defaults:
            assert box.isChecked() == defaults[name], name
    assert panel.men_row.isVisible() == ("men" in defaults)
    setup = dialog.setup()
    assert setup.options == variant_options(variant)
    # The engine takes them as they are, and says the same game back.
    state = MorrisState.from_options(setup.options)
    assert state.variant.key == variant
    assert state.options() == setup.options


def test_switching_games_keeps_each_games_choices(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, default_morris_setup())
    panel = morris_panel(dialog)
    _click_radio(qtbot, panel.variant_buttons["three"])
    panel.flags["diagonals"].setChecked(False)
    panel.flags["centre_opening"].setChecked(False)
    _click_radio(qtbot, panel.variant_buttons["lasker"])
    panel.men.setCurrentIndex(panel.men.findData(9))
    _click_radio(qtbot, panel.variant_buttons["three"])
    assert not panel.flags["diagonals"].isChecked()
    assert dialog.setup().options == {
        **variant_options("three"),
        "diagonals": False,
        "centre_opening": False,
    }
    _click_radio(qtbot, panel.variant_buttons["lasker"])
    assert dialog.setup().options["men"] == 9
    state = MorrisState.from_options(dialog.setup().options)
    assert state.men_per_side == 9


def test_the_computer_is_offered_in_every_game(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, default_morris_setup())
    panel = morris_panel(dialog)
    black = panel.rows[1]
    assert black.is_computer() and black.kind.isEnabled()
    for variant in VARIANTS:
        _click_radio(qtbot, panel.variant_buttons[variant])
        assert black.kind.isEnabled()
        assert any(seat.kind == "computer" for seat in dialog.setup().seats)


def test_a_remembered_setup_brings_its_game_back_and_bad_values_are_dropped(
    qtbot: QtBot,
) -> None:
    remembered = GameSetup(
        "morris",
        {**variant_options("twelve"), "diagonal_mills": False, "no_removal_limit": 60},
        (Seat("Ann"), Seat("Bo")),
    )
    dialog = _dialog(qtbot, remembered)
    panel = morris_panel(dialog)
    assert panel.variant() == "twelve"
    assert not panel.flags["diagonal_mills"].isChecked()
    assert "60 moves" in panel.no_removal_draw.text()
    assert dialog.setup() == remembered
    # A hand-edited settings file: an unknown game is Nine Men's Morris, odd values defaults.
    odd = GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Bo")))
    object.__setattr__(odd, "options", {"variant": "chess", "flying": "yes"})
    dialog = _dialog(qtbot, odd)
    assert morris_panel(dialog).variant() == "nine"
    assert dialog.setup().options == variant_options("nine")


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_each_game_is_started_from_the_dialog_and_remembered(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, variant: str
) -> None:
    window = make_window()

    def choose(dialog: NewGameDialog) -> int:
        dialog.set_game("morris")
        panel = morris_panel(dialog)
        _click_radio(qtbot, panel.variant_buttons[variant])
        for row in panel.rows:
            row.kind.setCurrentIndex(row.kind.findData("human"))
        return int(NewGameDialog.DialogCode.Accepted)

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    window.new_game()
    state = window.game.state
    assert isinstance(state, MorrisState) and state.variant.key == variant
    assert window.scene.geometry.board is state.board  # type: ignore[union-attr]
    assert window.settings.last_setup.options == variant_options(variant)
    # The next dialog opens on the game chosen last.
    dialog = _dialog(qtbot, window.settings.last_setup)
    assert dialog.game() == "morris" and morris_panel(dialog).variant() == variant
