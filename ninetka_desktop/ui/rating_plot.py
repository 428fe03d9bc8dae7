"""``RatingPlot``: the player's rating after each rated game, against the computer levels'."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..statistics.ledger import RatingPoint
from ..statistics.level_ratings import LEVEL_RATINGS


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("Statistics", text, disambiguation, n)


class RatingPlot(QWidget):
    #: The rating axis always spans at least this much, so that a few games do not look wild.
    MIN_SPAN = 200.0

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._history: list[float] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(tr("Rating history"))
        self.set_history(())

    def sizeHint(self) -> QSize:
        return QSize(480, 150)

    def minimumSizeHint(self) -> QSize:
        return QSize(240, 150)

    def set_history(self, history: Sequence[RatingPoint]) -> None:
        self._history = [point.rating for point in history]
        if self._history:
            description = tr(
                "From {first} to {last} over the last %n rated games", "", len(self._history)
            ).format(first=round(self._history[0]), last=round(self._history[-1]))
        else:
            description = tr("No rated games yet")
        self.setAccessibleDescription(description)
        self.setToolTip(description)
        self.update()

    def value_range(self) -> tuple[float, float]:
        """The rating axis: the history's span, widened to ``MIN_SPAN`` around its middle."""
        values = self._history or [LEVEL_RATINGS[self.game][0]]
        low, high = min(values), max(values)
        if high - low < self.MIN_SPAN:
            middle = (low + high) / 2
            low, high = middle - self.MIN_SPAN / 2, middle + self.MIN_SPAN / 2
        margin = (high - low) * 0.08
        return low - margin, high + margin

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = self.palette()
        text = colours.color(QPalette.ColorRole.Text)
        faint = QColor(text)
        faint.setAlpha(110)
        painter.fillRect(self.rect(), colours.color(QPalette.ColorRole.Base))
        metrics = painter.fontMetrics()
        label_width = max(metrics.horizontalAdvance("0000") + 8, 40)
        area = QRectF(self.rect()).adjusted(label_width, 8, -8, -8)
        low, high = self.value_range()

        def y_of(value: float) -> float:
            return area.bottom() - (value - low) / (high - low) * area.height()

        # The levels within the axis, dashed, each named at the right end of its line.
        for level, rating in enumerate(LEVEL_RATINGS[self.game], start=1):
            if low <= rating <= high:
                y = y_of(rating)
                painter.setPen(QPen(faint, 1, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
                painter.setPen(faint)
                painter.drawText(
                    QRectF(
                        area.left(), y - metrics.height() - 1, area.width() - 4, metrics.height()
                    ),
                    int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom),
                    tr("L{level}").format(level=level),
                )
        # The axis' ends as numbers at the left.
        painter.setPen(faint)
        for value, align in (
            (high, Qt.AlignmentFlag.AlignTop),
            (low, Qt.AlignmentFlag.AlignBottom),
        ):
            painter.drawText(
                QRectF(0, area.top(), label_width - 6, area.height()),
                int(Qt.AlignmentFlag.AlignRight | align),
                str(round(value)),
            )
        painter.setPen(QPen(faint, 1))
        painter.drawRect(area)
        if not self._history:
            painter.setPen(text)
            painter.drawText(area, int(Qt.AlignmentFlag.AlignCenter), tr("No rated games yet"))
            return
        highlight = colours.color(QPalette.ColorRole.Highlight)
        count = len(self._history)
        step = area.width() / max(count - 1, 1)
        points = [
            QPointF(area.left() + step * index if count > 1 else area.center().x(), y_of(v))
            for index, v in enumerate(self._history)
        ]
        painter.setPen(QPen(highlight, 2))
        painter.drawPolyline(QPolygonF(points))
        painter.setBrush(highlight)
        painter.drawEllipse(points[-1], 3.5, 3.5)
