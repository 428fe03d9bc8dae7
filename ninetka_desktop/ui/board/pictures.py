"""What both games' rules diagrams and seat chips are painted with.

A picture is a transparent square at device pixel ratio 2, so it stays crisp on high-density
screens (Qt scales it down on ordinary ones). The pieces on it are the game's own items painted
in place, so the help and the dialogs show exactly the pieces on the board; a move is an arrow.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPaintDevice, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

PIXEL_RATIO = 2.0


def blank_image(size: int) -> QImage:
    """A transparent picture ``size`` x ``size`` logical pixels."""
    side = round(size * PIXEL_RATIO)
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(PIXEL_RATIO)
    image.fill(Qt.GlobalColor.transparent)
    return image


def smooth_painter(device: QPaintDevice) -> QPainter:
    """A painter on ``device`` that smooths shapes and text (``end`` it when done)."""
    painter = QPainter(device)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    return painter


def paint_item_at(painter: QPainter, item: QGraphicsItem, centre: QPointF) -> None:
    """Paint ``item`` (drawn around its origin) with its origin at ``centre``."""
    painter.save()
    painter.translate(centre)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.restore()


def piece_chip(item: QGraphicsItem, size: int, centre: QPointF, scale: float) -> QPixmap:
    """A ``size`` x ``size`` chip of one piece: ``item`` at ``centre``, scaled by ``scale``."""
    pixmap = QPixmap(round(size * PIXEL_RATIO), round(size * PIXEL_RATIO))
    pixmap.setDevicePixelRatio(PIXEL_RATIO)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = smooth_painter(pixmap)
    painter.translate(centre)
    painter.scale(scale, scale)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return pixmap


@dataclass(frozen=True)
class ArrowStyle:
    """How a game draws a move's arrow, in its scene units."""

    width: float
    head: float  # the head's length
    spread: float  # the head's half width, as a share of its length
    start_gap: float  # the arrow starts this far from its start point ...
    end_gap: float  # ... and its tip stops this far before its end point
    alpha: int  # the opacity of the palette's path colour it is drawn in


def paint_arrow(
    painter: QPainter, start: QPointF, end: QPointF, colour: QColor, style: ArrowStyle
) -> None:
    """A straight arrow from ``start`` to ``end`` (nothing when they coincide)."""
    length = math.hypot(end.x() - start.x(), end.y() - start.y())
    if length == 0:
        return
    ux, uy = (end.x() - start.x()) / length, (end.y() - start.y()) / length
    begin = QPointF(start.x() + ux * style.start_gap, start.y() + uy * style.start_gap)
    tip = QPointF(end.x() - ux * style.end_gap, end.y() - uy * style.end_gap)
    head, spread = style.head, style.head * style.spread
    base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
    colour = QColor(colour)
    colour.setAlpha(style.alpha)
    painter.setPen(QPen(colour, style.width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(begin, base)
    arrow = QPainterPath(tip)
    arrow.lineTo(base.x() - uy * spread, base.y() + ux * spread)
    arrow.lineTo(base.x() + uy * spread, base.y() - ux * spread)
    arrow.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(arrow)
