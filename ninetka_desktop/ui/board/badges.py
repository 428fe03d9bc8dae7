"""Analysis badges: a small label on each cell where a move starts or lands, saying what the
analysis thinks of the best move there ("+2", "63", "=").

One item draws them all (a position has up to a hundred), above the pieces and below the focus
frame. The text carries the value, so a badge reads the same without colour; the best move's
badge is drawn inverted and framed thicker, which also needs no colour to be seen.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..look.theme import Palette
from .overlays import Outline

Z_BADGES = 6.5
_HEIGHT = 15.0
_PADDING = 3.0


@dataclass(frozen=True, slots=True)
class Badge:
    text: str
    #: The analysis's best move starts or lands here.
    best: bool = False


class BadgeLayer(QGraphicsObject):
    def __init__(self, palette: Palette, outline: Outline) -> None:
        super().__init__()
        self._palette = palette
        self._outline = outline
        self._badges: dict[int, Badge] = {}
        self._rects: dict[int, QRectF] = {}
        self._font = QFont()
        self._font.setPixelSize(11)
        self._font.setBold(True)
        self.setZValue(Z_BADGES)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        self.update()

    def badges(self) -> dict[int, Badge]:
        return dict(self._badges)

    def set_badges(self, badges: Mapping[int, Badge]) -> None:
        self.prepareGeometryChange()
        self._badges = dict(badges)
        metrics = QFontMetricsF(self._font)
        self._rects = {}
        for cell, badge in self._badges.items():
            centre = self._outline(cell, 0.0).boundingRect().center()
            width = max(_HEIGHT, metrics.horizontalAdvance(badge.text) + 2 * _PADDING)
            # Below the centre, so the piece or point stays visible above it.
            self._rects[cell] = QRectF(
                centre.x() - width / 2, centre.y() + 2.0, width, _HEIGHT
            )
        self.update()

    def boundingRect(self) -> QRectF:
        rect = QRectF()
        for r in self._rects.values():
            rect = rect.united(r)
        return rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._font)
        ink = QColor(self._palette.label)
        paper = QColor(self._palette.board)
        for cell, badge in self._badges.items():
            rect = self._rects[cell]
            fill, text = (ink, paper) if badge.best else (paper, ink)
            painter.setPen(QPen(ink, 2.0 if badge.best else 1.0))
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, 4.0, 4.0)
            painter.setPen(text)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, badge.text)


__all__ = ["Z_BADGES", "Badge", "BadgeLayer"]
