"""Small Nine Men's Morris board pictures for the rules page, and the White/Black chips.

Positions come as plain data (point names), so the rules page can describe a position in a line
and a test can replay it through the engine. The layout is ``morris_geometry``'s, scaled down, so
a diagram shows the same board as the game. Images are made at device pixel ratio 2 so they stay
crisp on high-density screens.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from ...games.morris import NUM_POINTS, MorrisState, parse_point, point_name
from ..look.theme import LIGHT, Palette
from . import geometry as geo
from .style import accents

#: A man on a diagram: a point name and its side (0 White, 1 Black).
Man = tuple[str, int]
#: A move drawn as an arrow: from point, to point.
Arrow = tuple[str, str]
#: A mill drawn as an outline: its three points in line.
Mill = tuple[str, str, str]
PIXEL_RATIO = 2.0
FILES = "abcdefg"

# The game's label margin is too tight for men on the outer square plus labels at diagram size:
# the diagram gets a wider frame of its own, with the labels outside any highlight.
_PAD = geo.UNIT * 1.0
_LABEL_OFFSET = geo.UNIT * 0.74
_FRAME = QRectF(geo.grid_position(0, 6), geo.grid_position(6, 0)).adjusted(-_PAD, -_PAD, _PAD, _PAD)


def positions_from_state(state: MorrisState) -> list[Man]:
    """Every man of a real game position, for a diagram of it."""
    men: list[Man] = []
    for point in range(NUM_POINTS):
        owner = state.owner_at(point)
        if owner is not None:
            men.append((point_name(point), owner))
    return men


def _centre(name: str) -> QPointF:
    return geo.point_position(parse_point(name))


def diagram_point(name: str, size: int) -> QPointF:
    """Where the point called ``name`` lies on a diagram of ``size`` logical pixels."""
    centre = _centre(name)
    scale = size / _FRAME.width()
    return QPointF((centre.x() - _FRAME.left()) * scale, (centre.y() - _FRAME.top()) * scale)


def render_morris(
    men: Sequence[Man] = (),
    *,
    arrows: Sequence[Arrow] = (),
    mills: Sequence[Mill] = (),
    removed: Sequence[str] = (),
    rings: Sequence[str] = (),
    coordinates: bool = True,
    size: int = 320,
    palette: Palette = LIGHT,
) -> QImage:
    """A ``size`` x ``size`` (logical pixels) picture of the board with ``men`` on it.

    ``mills`` are outlined, ``arrows`` drawn from point to point (a man that moved stands on the
    arrow's end), ``removed`` points get a red cross over the man drawn there and ``rings`` a ring
    (e.g. where a man may go)."""
    side = round(size * PIXEL_RATIO)
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(PIXEL_RATIO)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    # Draw in the scene's own units, cropped to the diagram's square around the points.
    painter.scale(size / _FRAME.width(), size / _FRAME.height())
    painter.translate(-_FRAME.left(), -_FRAME.top())
    _paint_board(painter, palette, coordinates)
    for mill in mills:
        _paint_mill(painter, palette, mill)
    for name in rings:
        _paint_ring(painter, palette, _centre(name))
    for start, end in arrows:
        _paint_arrow(painter, palette, _centre(start), _centre(end))
    for name, owner in men:
        paint_man(painter, _centre(name), geo.MAN_RADIUS, owner, palette)
    for name in removed:
        _paint_cross(painter, palette, _centre(name))
    painter.end()
    return image


def _paint_board(painter: QPainter, palette: Palette, coordinates: bool) -> None:
    inset = _PAD * 0.06
    plate = _FRAME.adjusted(inset, inset, -inset, -inset)
    gradient = QLinearGradient(plate.topLeft(), plate.bottomLeft())
    gradient.setColorAt(0.0, palette.board.lighter(104))
    gradient.setColorAt(1.0, palette.board.darker(104))
    painter.setPen(QPen(palette.board_edge, 3.0))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(plate, 26.0, 26.0)
    line = QPen(palette.morris_line, geo.UNIT * 0.06)
    line.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(line)
    for a, b in geo.LINES:
        painter.drawLine(geo.point_position(a), geo.point_position(b))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.morris_line)
    for point in range(NUM_POINTS):
        painter.drawEllipse(geo.point_position(point), geo.POINT_RADIUS, geo.POINT_RADIUS)
    if coordinates:
        _paint_coordinates(painter, palette)


def _paint_coordinates(painter: QPainter, palette: Palette) -> None:
    font = QFont()
    # Larger than on the real board: the diagram is shown at about half the size.
    font.setPixelSize(round(geo.UNIT * 0.32))
    font.setWeight(QFont.Weight.DemiBold)
    painter.setFont(font)
    painter.setPen(palette.label)
    box = geo.UNIT * 0.5
    centre = Qt.AlignmentFlag.AlignCenter
    offset = _LABEL_OFFSET
    for index in range(7):
        bottom = geo.grid_position(index, 0)
        file_rect = QRectF(bottom.x() - box / 2, bottom.y() + offset - box / 2, box, box)
        painter.drawText(file_rect, centre, _file_label(index))
        left = geo.grid_position(0, index)
        rank_rect = QRectF(left.x() - offset - box / 2, left.y() - box / 2, box, box)
        painter.drawText(rank_rect, centre, _rank_label(index))


def _file_label(index: int) -> str:
    return QCoreApplication.translate("MorrisScene", FILES[index], "file label on the board edge")


def _rank_label(index: int) -> str:
    return QCoreApplication.translate("MorrisScene", str(index + 1), "rank label on the board edge")


def paint_man(
    painter: QPainter, centre: QPointF, radius: float, side: int, palette: Palette
) -> None:
    """A White (0) or Black (1) man of ``radius`` at ``centre``: a lit disc with a rim."""
    base = QColor(palette.morris_men[side])
    edge = QColor(palette.morris_men_edge[side])
    painter.save()
    painter.translate(centre)
    shade = QColor(palette.shadow)
    glow = QRadialGradient(QPointF(radius * 0.06, radius * 0.11), radius * 1.12)
    glow.setColorAt(0.78, shade)
    shade.setAlpha(0)
    glow.setColorAt(1.0, shade)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(QPointF(radius * 0.06, radius * 0.11), radius * 1.12, radius * 1.12)
    light = QRadialGradient(QPointF(-radius * 0.35, -radius * 0.4), radius * 1.5)
    light.setColorAt(0.0, base.lighter(135 if side else 104))
    light.setColorAt(0.7, base)
    light.setColorAt(1.0, base.darker(108))
    painter.setPen(QPen(edge, radius * 0.08))
    painter.setBrush(QBrush(light))
    painter.drawEllipse(QPointF(0, 0), radius * 0.955, radius * 0.955)
    # The groove that makes a disc read as a playing piece.
    groove = QColor(edge)
    groove.setAlpha(140)
    painter.setPen(QPen(groove, radius * 0.05))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(0, 0), radius * 0.62, radius * 0.62)
    painter.restore()


def _paint_mill(painter: QPainter, palette: Palette, mill: Mill) -> None:
    # The game's own mill colour, so the rules and the board agree.
    colour = accents(palette).mill
    ends = sorted((_centre(name) for name in mill), key=lambda p: (p.x(), p.y()))
    first, last = ends[0], ends[-1]
    pad = geo.MAN_RADIUS * 1.3
    rect = QRectF(first, last).normalized().adjusted(-pad, -pad, pad, pad)
    fill = QColor(colour)
    fill.setAlpha(60)
    painter.setPen(QPen(colour, geo.UNIT * 0.06))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, pad, pad)


def _paint_ring(painter: QPainter, palette: Palette, centre: QPointF) -> None:
    pen = QPen(palette.hint, geo.UNIT * 0.055)
    pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = geo.MAN_RADIUS * 1.3
    painter.drawEllipse(centre, r, r)


def _paint_cross(painter: QPainter, palette: Palette, centre: QPointF) -> None:
    arm = geo.MAN_RADIUS * 0.75
    danger = accents(palette).danger
    for colour, width in ((QColor(255, 255, 255, 220), 0.2), (danger, 0.11)):
        pen = QPen(colour, geo.UNIT * width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
        painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))


def _paint_arrow(painter: QPainter, palette: Palette, start: QPointF, end: QPointF) -> None:
    length = math.hypot(end.x() - start.x(), end.y() - start.y())
    if length == 0:
        return
    ux, uy = (end.x() - start.x()) / length, (end.y() - start.y()) / length
    # Leave the start point visible (it is empty after the move) and stop at the man's rim.
    gap = geo.POINT_RADIUS * 2.5
    begin = QPointF(start.x() + ux * gap, start.y() + uy * gap)
    tip = QPointF(end.x() - ux * geo.MAN_RADIUS * 1.05, end.y() - uy * geo.MAN_RADIUS * 1.05)
    head = geo.UNIT * 0.3
    base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
    colour = QColor(palette.path)
    colour.setAlpha(235)
    pen = QPen(colour, geo.UNIT * 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(begin, base)
    arrow = QPainterPath(tip)
    arrow.lineTo(base.x() - uy * head * 0.6, base.y() + ux * head * 0.6)
    arrow.lineTo(base.x() + uy * head * 0.6, base.y() - ux * head * 0.6)
    arrow.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(arrow)


def morris_chip_pixmap(side: int, size: int = 18, palette: Palette = LIGHT) -> QPixmap:
    """A White (0) or Black (1) man as a small picture: the seat chip of the dialogs."""
    pixmap = QPixmap(round(size * PIXEL_RATIO), round(size * PIXEL_RATIO))
    pixmap.setDevicePixelRatio(PIXEL_RATIO)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    # Leave room for the shadow, which reaches past the disc to the lower right.
    radius = size / 2.35
    paint_man(
        painter, QPointF(size / 2 - radius * 0.06, size / 2 - radius * 0.1), radius, side, palette
    )
    painter.end()
    return pixmap
