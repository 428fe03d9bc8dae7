"""Analysis badges: a small label on each cell where a move starts or lands, saying what the
analysis thinks of the best move there ("+2", "63", "=").

One item draws them all (a position has up to a hundred), above the pieces and below the focus
frame. The text carries the value, so a badge reads the same without colour; the best move's
badge is drawn inverted and framed thicker, which also needs no colour to be seen.

A badge sits in the lower part of its cell or point, below the piece's mark and clear of the
neighbouring pieces. It is sized from the cell, and grows on a small board so its text is never
under ``MIN_TEXT_PX`` pixels on the screen, up to ``MAX_HEIGHT_SHARE`` of a cell (beyond that it
would reach the next cell's piece).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..look.theme import Palette
from .overlays import Outline

Z_BADGES = 6.5
#: A badge's height as a share of its cell's (or point's) size: as drawn, and at most.
HEIGHT_SHARE, MAX_HEIGHT_SHARE = 0.40, 0.60
#: The text's size as a share of the badge's height.
TEXT_SHARE = 0.64
#: The smallest text a badge shows on the screen, in pixels.
MIN_TEXT_PX = 11.0
#: The gap between the cell's centre and the badge's top, as a share of the cell's size.
_GAP_SHARE = 0.04


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
        #: Each badge's cell: its centre and its size.
        self._cells: dict[int, tuple[QPointF, float]] = {}
        #: Each badge's rectangle and text size at the last scale drawn: a sliding counter
        #: repaints the board under it every frame, and most badges lie outside that strip.
        self._rects: tuple[float, dict[int, tuple[QRectF, float]]] = (0.0, {})
        self.setZValue(Z_BADGES)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The part to repaint comes in the option, so badges outside it are not drawn.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        self.update()

    def badges(self) -> dict[int, Badge]:
        return dict(self._badges)

    def set_badges(self, badges: Mapping[int, Badge]) -> None:
        self.prepareGeometryChange()
        self._badges = dict(badges)
        self._cells = {}
        for cell in self._badges:
            shape = self._outline(cell, 0.0).boundingRect()
            self._cells[cell] = (shape.center(), min(shape.width(), shape.height()))
        self._rects = (0.0, {})
        self.update()

    def badge_rect(self, cell: int, scale: float = 1.0) -> tuple[QRectF, float]:
        """The badge on ``cell`` (scene units) and its text's pixel size (scene units), on a
        board drawn at ``scale`` screen pixels a scene unit."""
        centre, size = self._cells[cell]
        height = min(
            max(HEIGHT_SHARE * size, MIN_TEXT_PX / (TEXT_SHARE * max(scale, 1e-6))),
            MAX_HEIGHT_SHARE * size,
        )
        text_px = TEXT_SHARE * height
        width = max(height, _text_width(self._badges[cell].text, round(text_px)) + 0.5 * height)
        top = centre.y() + _GAP_SHARE * size
        return QRectF(centre.x() - width / 2, top, width, height), text_px

    def boundingRect(self) -> QRectF:
        rect = QRectF()
        for cell, (centre, size) in self._cells.items():
            # The largest a badge may grow to, with room for a wide text.
            height = MAX_HEIGHT_SHARE * size
            width = max(size, len(self._badges[cell].text) * height)
            rect = rect.united(QRectF(centre.x() - width / 2, centre.y(), width, size))
        return rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = painter.worldTransform().map(QLineF(0, 0, 1, 0)).length()
        ink = QColor(self._palette.label)
        paper = QColor(self._palette.board)
        if self._rects[0] != scale:
            self._rects = (scale, {cell: self.badge_rect(cell, scale) for cell in self._badges})
        exposed = option.exposedRect.adjusted(-2, -2, 2, 2)  # the frame's pen reaches out
        for cell, badge in self._badges.items():
            rect, text_px = self._rects[1][cell]
            if not rect.intersects(exposed):
                continue
            fill, text = (ink, paper) if badge.best else (paper, ink)
            painter.setPen(QPen(ink, 2.0 if badge.best else 1.0))
            painter.setBrush(fill)
            radius = rect.height() / 4
            painter.drawRoundedRect(rect, radius, radius)
            painter.setFont(_font(text_px))
            painter.setPen(text)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, badge.text)


def _font(pixels: float) -> QFont:
    return QFont(_font_of_size(max(1, round(pixels))))


@functools.lru_cache(maxsize=64)
def _font_of_size(pixels: int) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(True)
    return font


@functools.lru_cache(maxsize=4096)
def _text_width(text: str, pixels: int) -> float:
    return QFontMetricsF(_font_of_size(max(1, pixels))).horizontalAdvance(text)


__all__ = ["MIN_TEXT_PX", "Z_BADGES", "Badge", "BadgeLayer"]
