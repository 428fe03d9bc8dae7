"""``EvaluationGraph``: under the move list, what each position of the game was worth to every
seat (``GameAnalyser.seat_values``), one line per seat, filled in as the analysis goes.

A click (or Left / Right and Enter from the keyboard) picks a ply: ``plyClicked`` tells the
window to show the board after that many moves. Each seat's line has its own dash pattern as
well as its colour, so the lines stay apart without colour.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from .look.contrast import contrast_ratio, readable_on
from .look.theme import Palette

_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine,
           Qt.PenStyle.DashDotLine)
_MARGIN = 6.0


def tr(text: str) -> str:
    return QCoreApplication.translate("EvaluationGraph", text)


class EvaluationGraph(QWidget):
    #: The board after this many moves was asked for.
    plyClicked = Signal(int)

    def __init__(self, palette: Palette, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._palette = palette
        self._game = "9tka"
        self._values: list[tuple[float, ...] | None] = []
        self._cursor: int | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(tr("Evaluation graph"))
        self.setToolTip(tr("What each position was worth to each player; click to see it"))

    def sizeHint(self) -> QSize:
        return QSize(280, 90)

    def minimumSizeHint(self) -> QSize:
        return QSize(120, 36)

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        self.update()

    def show_values(self, game: str, values: Sequence[tuple[float, ...] | None]) -> None:
        """Each position's worth per seat, from the start to now (None: not known yet)."""
        self._game = game
        self._values = list(values)
        known = sum(v is not None for v in self._values)
        self.setAccessibleDescription(
            tr("{known} of {count} positions analysed").format(known=known, count=len(values))
        )
        self.update()

    def show_cursor(self, ply: int | None) -> None:
        """Mark the position after ``ply`` moves as the one shown (None: no mark)."""
        if ply != self._cursor:
            self._cursor = ply
            self.update()

    def values(self) -> list[tuple[float, ...] | None]:
        return list(self._values)

    def ply_at(self, x: float) -> int | None:
        """The ply under the horizontal position ``x``, or None when there is no game."""
        if not self._values:
            return None
        plot = self._plot()
        span = max(1, len(self._values) - 1)
        ply = round((x - plot.left()) / plot.width() * span)
        return max(0, min(len(self._values) - 1, ply))

    def x_of(self, ply: int) -> float:
        plot = self._plot()
        span = max(1, len(self._values) - 1)
        return plot.left() + plot.width() * ply / span

    # --- events ---------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        ply = self.ply_at(event.position().x())
        if ply is not None and event.button() == Qt.MouseButton.LeftButton:
            self._cursor = ply
            self.update()
            self.plyClicked.emit(ply)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if not self._values or key not in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return,
                                           Qt.Key.Key_Enter):
            super().keyPressEvent(event)
            return
        last = len(self._values) - 1
        cursor = last if self._cursor is None else min(self._cursor, last)
        if key == Qt.Key.Key_Left:
            cursor = max(0, cursor - 1)
        elif key == Qt.Key.Key_Right:
            cursor = min(last, cursor + 1)
        self._cursor = cursor
        self.update()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.plyClicked.emit(cursor)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plot = self._plot()
        ink = QColor(self.palette().color(self.foregroundRole()))
        faint = QColor(ink)
        faint.setAlpha(60)
        painter.setPen(QPen(faint, 1.0))
        painter.drawRect(plot)
        painter.drawLine(QPointF(plot.left(), plot.center().y()),
                         QPointF(plot.right(), plot.center().y()))
        if self._cursor is not None and self._cursor < len(self._values):
            x = self.x_of(self._cursor)
            painter.setPen(QPen(ink, 1.0, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        seats = max((len(v) for v in self._values if v is not None), default=0)
        for seat in range(seats):
            path = QPainterPath()
            drawing = False
            for ply, value in enumerate(self._values):
                if value is None:
                    drawing = False
                    continue
                point = QPointF(self.x_of(ply), plot.bottom() - value[seat] * plot.height())
                if drawing:
                    path.lineTo(point)
                else:
                    path.moveTo(point)
                    drawing = True
            painter.setPen(QPen(self.seat_colour(seat), 2.0, _STYLES[seat % len(_STYLES)]))
            painter.drawPath(path)
        painter.end()

    def _plot(self) -> QRectF:
        return QRectF(self.rect()).adjusted(_MARGIN, _MARGIN, -_MARGIN, -_MARGIN)

    def seat_colour(self, seat: int) -> QColor:
        """The colour of ``seat``'s line: the seat's own colour (a Morris side's men or their
        rim, whichever stands out more), shaded until it stands out from the panel by 3:1."""
        background = self.palette().color(QPalette.ColorRole.Window).name()
        from .games import game_kind  # the games' descriptors hold panels that hold this graph

        names = [c.name() for c in game_kind(self._game).seat_colours(self._palette, seat)]
        own = max(names, key=lambda name: contrast_ratio(name, background))
        return QColor(readable_on(own, background))


__all__ = ["EvaluationGraph"]
