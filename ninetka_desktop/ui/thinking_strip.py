"""``ThinkingStrip``: the computer's thinking indicator, a short bar sliding to and fro along the
bottom edge of the row of the player to move (who is the one thinking), in the row's own margin:
it takes no room of its own, so nothing moves when it comes and goes. It is drawn in the colour
of the highlighted row's text, which stands out from the highlight in every theme."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QRect, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QHideEvent, QPainter, QPaintEvent, QPalette, QShowEvent
from PySide6.QtWidgets import QProgressBar, QWidget

from .players_panel import PlayerRow

#: Its height, in pixels: it fits in a row's bottom margin.
HEIGHT = 3
#: How far it stays from the row's ends.
INSET = 8
#: The sliding bar's share of the strip, and one sweep across, in milliseconds.
BAR_SHARE = 0.3
SWEEP_MS = 900


class ThinkingStrip(QProgressBar):
    """A busy progress bar (screen readers hear one) that draws itself as a sliding bar."""

    def __init__(self, players: QWidget) -> None:
        super().__init__(players)
        self._players = players
        self.setRange(0, 0)  # busy: the AI gives no progress figure
        self.setTextVisible(False)
        self._sweep = QVariantAnimation(self)
        self._sweep.setStartValue(0.0)
        self._sweep.setEndValue(1.0)
        self._sweep.setDuration(SWEEP_MS)
        self._sweep.setLoopCount(-1)
        self._sweep.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._sweep.valueChanged.connect(lambda _value: self.update())
        players.installEventFilter(self)

    def showEvent(self, event: QShowEvent) -> None:
        self.place()
        self._sweep.start()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self._sweep.stop()
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._players and event.type() in (QEvent.Type.Resize,
                                                         QEvent.Type.LayoutRequest):
            self.place()
        return False

    def place(self) -> None:
        """Along the bottom of the current player's row, inside it."""
        rows = [row for row in self._players.findChildren(PlayerRow) if row.is_current()]
        if not rows:
            return
        row = rows[0].geometry()
        self.setGeometry(
            QRect(row.left() + INSET, row.bottom() - HEIGHT, row.width() - 2 * INSET, HEIGHT)
        )
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = self.palette().color(QPalette.ColorRole.HighlightedText)
        # To and fro: out on the first half of the sweep, back on the second.
        value = float(self._sweep.currentValue() or 0.0)
        travel = 1.0 - abs(2.0 * value - 1.0)
        bar = self.width() * BAR_SHARE
        left = travel * (self.width() - bar)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        radius = self.height() / 2
        painter.drawRoundedRect(QRectF(left, 0, bar, self.height()), radius, radius)
        painter.end()


__all__ = ["HEIGHT", "ThinkingStrip"]
