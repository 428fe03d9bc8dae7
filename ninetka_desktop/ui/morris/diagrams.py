"""Small Nine Men's Morris board pictures for the rules page, and the White/Black chips.

Positions come as plain data (point names), so the rules page can describe a position in a line
and a test can replay it through the engine. The layout is the game's ``geometry``, scaled down,
and the men are the game's own ``MorrisManItem``, so a diagram shows the same board and men as
the game in every theme (see ``board.pictures``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QLinearGradient, QPainter, QPen, QPixmap

from ...games.morris import NUM_POINTS, MorrisState, parse_point, point_name
from ..board import pictures
from ..look.theme import LIGHT, Palette
from . import geometry as geo
from .board_item import file_label, rank_label
from .man_item import MorrisManItem
from .style import accents

#: A man on a diagram: a point name and its side (0 White, 1 Black).
Man = tuple[str, int]
#: A move drawn as an arrow: from point, to point.
Arrow = tuple[str, str]
#: A mill drawn as an outline: its three points in line.
Mill = tuple[str, str, str]
# Leave the start point visible (it is empty after the move) and stop at the man's rim.
_ARROW = pictures.ArrowStyle(
    width=geo.UNIT * 0.08,
    head=geo.UNIT * 0.3,
    spread=0.6,
    start_gap=geo.POINT_RADIUS * 2.5,
    end_gap=geo.MAN_RADIUS * 1.05,
    alpha=235,
)

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
    image = pictures.blank_image(size)
    painter = pictures.smooth_painter(image)
    # Draw in the scene's own units, cropped to the diagram's square around the points.
    painter.scale(size / _FRAME.width(), size / _FRAME.height())
    painter.translate(-_FRAME.left(), -_FRAME.top())
    _paint_board(painter, palette, coordinates)
    for mill in mills:
        _paint_mill(painter, palette, mill)
    for name in rings:
        _paint_ring(painter, palette, _centre(name))
    for start, end in arrows:
        pictures.paint_arrow(painter, _centre(start), _centre(end), palette.path, _ARROW)
    for name, side in men:
        pictures.paint_item_at(painter, MorrisManItem(side, palette), _centre(name))
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
        painter.drawText(file_rect, centre, file_label(index))
        left = geo.grid_position(0, index)
        rank_rect = QRectF(left.x() - offset - box / 2, left.y() - box / 2, box, box)
        painter.drawText(rank_rect, centre, rank_label(index))


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


def morris_chip_pixmap(side: int, size: int = 18, palette: Palette = LIGHT) -> QPixmap:
    """A White (0) or Black (1) man as a small picture: the seat chip of the dialogs."""
    # Off centre to the upper left: the shadow reaches past the disc to the lower right.
    radius = size / 2.35
    centre = QPointF(size / 2 - radius * 0.06, size / 2 - radius * 0.1)
    return pictures.piece_chip(MorrisManItem(side, palette), size, centre, radius / geo.MAN_RADIUS)
