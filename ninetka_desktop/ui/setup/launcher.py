"""``SetupLauncher``: Game ▸ Set Up Position… in the main window: the board editor, then, after
asking as New Game does when a game in progress would be left, the game from the position set
up (played with the seats chosen, or a study)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from ...games.registry import MORRIS, preset_of
from ...models.morris.family import variant_options
from ..morris.setup_panel import variant_choice_key
from ..position_games import seats_for, start_position_game
from .position_dialog import PositionSetupDialog

if TYPE_CHECKING:  # the window makes the launcher and passes itself
    from ..main_window import MainWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("PositionSetup", text)


class SetupLauncher(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.action = QAction(tr("Set &Up Position…"), window)
        self.action.setStatusTip(tr("Put pieces on a board of your own and play on from there"))
        self.action.triggered.connect(lambda: self.open())
        #: The dialog while it is open (tests and the screenshot reach it here).
        self.dialog: PositionSetupDialog | None = None

    def make_dialog(self) -> PositionSetupDialog:
        window = self._window
        dialog = PositionSetupDialog(
            window.game.state,
            partial(seats_for, window),
            self.morris_options,
            window.scene.theme(),
            window,
        )
        return dialog

    def open(self) -> None:
        window = self._window
        dialog = self.dialog = self.make_dialog()
        dialog.deleteLater()  # once read, as the window's other dialogs
        try:
            if dialog.exec() != PositionSetupDialog.DialogCode.Accepted:
                return
            state, seats, study = dialog.state(), dialog.seats(), dialog.study
        finally:
            self.dialog = None
        if not window.files.replace_game_in_progress(tr("Set Up Position")):
            return
        start_position_game(window, state, seats, study)
        window.files.tell_kept()

    def morris_options(self, variant: str) -> dict[str, Any]:
        """The rules of the Morris game ``variant``: the game's shown, else New Game's last
        choice for it, else its defaults."""
        state = self._window.game.state
        preset = preset_of(state)
        if (preset.game, preset.key) == (MORRIS.key, variant):
            shown: dict[str, Any] = state.options()
            return shown
        remembered = self._window.settings.game_setups.get(variant_choice_key(variant))
        return variant_options(variant, None if remembered is None else remembered.options)


__all__ = ["SetupLauncher"]
