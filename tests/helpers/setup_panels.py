"""Each game's panel of the new-game dialog, typed, for tests that set its widgets."""

from __future__ import annotations

from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.morris.setup_panel import MorrisSetupPanel
from ninetka_desktop.ui.ninetka.setup_panel import NinetkaSetupPanel


def ninetka_panel(dialog: NewGameDialog) -> NinetkaSetupPanel:
    panel = dialog.panels["9tka"]
    assert isinstance(panel, NinetkaSetupPanel)
    return panel


def morris_panel(dialog: NewGameDialog) -> MorrisSetupPanel:
    panel = dialog.panels["morris"]
    assert isinstance(panel, MorrisSetupPanel)
    return panel
