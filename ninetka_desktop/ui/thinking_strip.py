"""``ThinkingStrip``: the computer's thinking indicator, a thin busy bar along the bottom edge of
the row of the player to move (who is the one thinking), in the row's own margin: it takes no
room of its own, so nothing moves when it comes and goes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QProgressBar, QWidget

from .players_panel import PlayerRow

#: Its height, in pixels: it fits in a row's bottom margin.
HEIGHT = 3
#: How far it stays from the row's ends.
INSET = 8


class ThinkingStrip(QProgressBar):
    def __init__(self, players: QWidget) -> None:
        super().__init__(players)
        self._players = players
        self.setRange(0, 0)  # busy: the AI gives no progress figure
        self.setTextVisible(False)
        players.installEventFilter(self)

    def showEvent(self, event: QShowEvent) -> None:
        self.place()
        super().showEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._players and event.type() in (QEvent.Type.Resize,
                                                         QEvent.Type.LayoutRequest):
            self.place()
        return False

    def place(self) -> None:
        """Along the bottom of the current player's row."""
        rows = [row for row in self._players.findChildren(PlayerRow) if row.is_current()]
        if not rows:
            return
        row = rows[0].geometry()
        self.setGeometry(
            QRect(row.left() + INSET, row.bottom() - HEIGHT, row.width() - 2 * INSET, HEIGHT)
        )
        self.raise_()


__all__ = ["HEIGHT", "ThinkingStrip"]
