"""``NewGameDialog``: choose the game, the players and the options; the result is a GameSetup.

Each game brings its own panel of seats and options (``GameKind.setup_panel``); only the chosen
game's is shown, so switching back and forth keeps what was typed for either.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLayout,
    QVBoxLayout,
    QWidget,
)

from ...games.errors import GameError
from ...games.setup import GameSetup
from ..games import GAMES
from ..plain_text import warn
from .form_names import name_fields_after_labels
from .setup_panel import SetupPanel

# The name lupdate looks for.
translate = QCoreApplication.translate


class NewGameDialog(QDialog):
    """Asks for a new game; ``setup()`` gives the chosen GameSetup once accepted.

    Pre-filled from ``setup`` (the last choices, of either game) when given, and every other
    game from ``remembered`` (its last choices, by game).
    """

    def __init__(
        self,
        setup: GameSetup | None = None,
        parent: QWidget | None = None,
        remembered: Mapping[str, GameSetup] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New Game"))
        layout = QVBoxLayout(self)
        # Always as large as its contents: fewer seats or options leave no gap behind.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self._form = form = QFormLayout()
        self.game_combo = QComboBox(self)
        for kind in GAMES.values():
            self.game_combo.addItem(kind.title(), kind.key)
        form.addRow(translate("NewGameDialog", "&Game:"), self.game_combo)
        #: Each game's seats and options, by the game's key.
        self.panels: dict[str, SetupPanel] = {}
        for key, kind in GAMES.items():
            panel = self.panels[key] = kind.setup_panel(self)
            for label, field in panel.header_rows():
                form.addRow(label, field)
        name_fields_after_labels(form)
        layout.addLayout(form)
        for panel in self.panels.values():
            assert isinstance(panel, QWidget)
            layout.addWidget(panel)
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

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.load(setup if setup is not None else GAMES["9tka"].default_setup(), remembered)

    # --- the choices ----------------------------------------------------------------------------

    def game(self) -> str:
        """The key of the game chosen now ("9tka", "morris")."""
        return str(self.game_combo.currentData())

    def panel(self) -> SetupPanel:
        """The chosen game's seats and options."""
        return self.panels[self.game()]

    def set_game(self, game: str) -> None:
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        self._show_game()

    def _game_changed(self, _index: int) -> None:
        self._show_game()

    def _show_game(self) -> None:
        chosen = self.game()
        for key, panel in self.panels.items():
            for _label, field in panel.header_rows():
                self._form.setRowVisible(field, key == chosen)
            panel.setVisible(key == chosen)
        self.adjustSize()

    def load(self, setup: GameSetup, remembered: Mapping[str, GameSetup] | None = None) -> None:
        """Show the choices of ``setup``; the other games show theirs in ``remembered``, or
        their defaults."""
        others = remembered or {}
        for key, panel in self.panels.items():
            if setup.game == key:
                panel.load(setup)
            else:
                panel.load(others.get(key) or GAMES[key].default_setup())
            panel.recall(others)
        self.set_game(setup.game)

    def accept(self) -> None:
        """Start only with names that can be shown and saved; else say which one is wrong."""
        for row in self.panel().seat_rows():
            problem = row.name_problem()
            if problem is not None:
                warn(self, translate("NewGameDialog", "New Game"), problem)
                row.name.setFocus()
                row.name.selectAll()
                return
        super().accept()

    def setup(self) -> GameSetup:
        """The game the dialog describes now."""
        return self.panel().setup()

    def setups(self) -> dict[str, GameSetup]:
        """Every game's choices as they stand, by game, to remember them all (a game whose
        names cannot be used is left out: only the chosen game's are checked)."""
        setups = {}
        for key, panel in self.panels.items():
            with contextlib.suppress(GameError):
                setups.update(panel.choices())
                setups[key] = panel.setup()
        return setups
