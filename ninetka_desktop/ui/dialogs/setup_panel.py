"""``SetupPanel``: what the new-game dialog asks of a game's own part of it.

Each game brings a panel (``GameKind.setup_panel``) with its seats and options; the dialog shows
the chosen game's panel and its header rows (9tka's player count) and hides the others, so
switching back and forth keeps what was typed for either.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from PySide6.QtWidgets import QWidget

from ...games.setup import GameSetup
from .seat_rows import SeatRow


class SetupPanel(Protocol):
    def header_rows(self) -> list[tuple[str, QWidget]]:
        """Rows for the dialog's form under the game's name: a label and its field."""
        ...

    def seat_rows(self) -> list[SeatRow]:
        """The seats the game would be played with now, in turn order."""
        ...

    def load(self, setup: GameSetup) -> None:
        """Show the choices of ``setup``, a setup of this panel's game."""
        ...

    def setup(self) -> GameSetup:
        """The game the panel describes now."""
        ...

    def recall(self, remembered: Mapping[str, GameSetup]) -> None:
        """Earlier choices, by the keys ``choices`` gave them: the panel shows each when its
        game is chosen (the games of the Morris family each keep their own)."""
        ...

    def choices(self) -> dict[str, GameSetup]:
        """Every game's choices the panel holds beyond ``setup``, by a key of its own, to be
        remembered for ``recall``."""
        ...

    def setVisible(self, visible: bool) -> None: ...
