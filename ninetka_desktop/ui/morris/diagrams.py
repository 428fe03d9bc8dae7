"""Small Morris board pictures for the rules pages (every board of the family), and the
White/Black chips.

Positions come as plain data (point names), so the rules page can describe a position in a line
and a test can replay it through the engine. The layout is the game's ``geometry``, scaled down,
and the men are the game's own ``MorrisManItem``, so a diagram shows the same board and men as
the game in every theme (see ``board.pictures``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QLinearGradient, QPainter, QPen, QPixmap

from ...games.morris import MorrisState
from ...games.morris.boards import NINE, Board
from ...models.morris.family import board_of
from ..board import pictures
from ..look.theme import LIGHT, Palette
from . import geometry as geo
from .board_item import file_label, line_width, rank_label
from .geometry import BoardGeometry, geometry_for
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
# the diagram gets a wider frame of its own, with the labels outside any highlight. The frame
# is measured in men (a diagram of the 3 x 3 board is not all margin).
_PAD_MEN = 2.8
_LABEL_MEN = 2.05


def _geometry(board: Board) -> BoardGeometry:
    return geometry_for(board, 9)


def _pad(g: BoardGeometry) -> float:
    return g.man_radius * _PAD_MEN


def _frame(g: BoardGeometry) -> QRectF:
    last = g.size - 1
    pad = _pad(g)
    return QRectF(g.grid_position(0, last), g.grid_position(last, 0)).adjusted(-pad, -pad, pad, pad)


def positions_from_state(state: MorrisState) -> list[Man]:
    """Every man of a real game position, for a diagram of it."""
    board = board_of(state)
    men: list[Man] = []
    for point in range(board.num_points):
        owner = state.owner_at(point)
        if owner is not None:
            men.append((board.point_name(point), owner))
    return men


def _centre(name: str, board: Board = NINE) -> QPointF:
    return _geometry(board).point_position(board.parse_point(name))


def diagram_point(name: str, size: int, board: Board = NINE) -> QPointF:
    """Where the point called ``name`` lies on a diagram of ``size`` logical pixels."""
    centre = _centre(name, board)
    frame = _frame(_geometry(board))
    scale = size / frame.width()
    return QPointF((centre.x() - frame.left()) * scale, (centre.y() - frame.top()) * scale)


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
    board: Board = NINE,
) -> QImage:
    """A ``size`` x ``size`` (logical pixels) picture of the board with ``men`` on it.

    ``mills`` are outlined, ``arrows`` drawn from point to point (a man that moved stands on the
    arrow's end), ``removed`` points get a red cross over the man drawn there and ``rings`` a ring
    (e.g. where a man may go)."""
    g = _geometry(board)
    frame = _frame(g)
    image = pictures.blank_image(size)
    painter = pictures.smooth_painter(image)
    # Draw in the scene's own units, cropped to the diagram's square around the points.
    painter.scale(size / frame.width(), size / frame.height())
    painter.translate(-frame.left(), -frame.top())
    _paint_board(painter, palette, coordinates, g)

    def centre(name: str) -> QPointF:
        return _centre(name, board)

    for mill in mills:
        _paint_mill(painter, palette, [centre(name) for name in mill], g)
    for name in rings:
        _paint_ring(painter, palette, centre(name), g)
    arrow = _arrow_style(g)
    for start, end in arrows:
        pictures.paint_arrow(painter, centre(start), centre(end), palette.path, arrow)
    for name, side in men:
        man = MorrisManItem(side, palette, radius=g.man_radius)
        pictures.paint_item_at(painter, man, centre(name))
    for name in removed:
        _paint_cross(painter, palette, centre(name), g)
    painter.end()
    return image


def _arrow_style(g: BoardGeometry) -> pictures.ArrowStyle:
    if g.board.size == NINE.size:
        return _ARROW
    # Sized to the men, like the Nine Men's Morris arrow is to its grid.
    scale = g.man_radius / geo.MAN_RADIUS
    return pictures.ArrowStyle(
        width=_ARROW.width * scale,
        head=_ARROW.head * scale,
        spread=_ARROW.spread,
        start_gap=g.point_radius * 2.5,
        end_gap=g.man_radius * 1.05,
        alpha=_ARROW.alpha,
    )


def _paint_board(painter: QPainter, palette: Palette, coordinates: bool, g: BoardGeometry) -> None:
    frame = _frame(g)
    inset = _pad(g) * 0.06
    plate = frame.adjusted(inset, inset, -inset, -inset)
    gradient = QLinearGradient(plate.topLeft(), plate.bottomLeft())
    gradient.setColorAt(0.0, palette.board.lighter(104))
    gradient.setColorAt(1.0, palette.board.darker(104))
    painter.setPen(QPen(palette.board_edge, 3.0))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(plate, 26.0, 26.0)
    line = QPen(palette.morris_line, line_width(g) * 1.2)
    line.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(line)
    for a, b in g.lines:
        painter.drawLine(g.point_position(a), g.point_position(b))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.morris_line)
    for point in range(g.num_points):
        painter.drawEllipse(g.point_position(point), g.point_radius, g.point_radius)
    if coordinates:
        _paint_coordinates(painter, palette, g)


def _paint_coordinates(painter: QPainter, palette: Palette, g: BoardGeometry) -> None:
    font = QFont()
    # Larger than on the real board: the diagram is shown at about half the size.
    font.setPixelSize(round(g.man_radius * 0.89))
    font.setWeight(QFont.Weight.DemiBold)
    painter.setFont(font)
    painter.setPen(palette.label)
    box = g.man_radius * 1.4
    centre = Qt.AlignmentFlag.AlignCenter
    offset = g.man_radius * _LABEL_MEN
    for index in range(g.size):
        bottom = g.grid_position(index, 0)
        file_rect = QRectF(bottom.x() - box / 2, bottom.y() + offset - box / 2, box, box)
        painter.drawText(file_rect, centre, file_label(index))
        left = g.grid_position(0, index)
        rank_rect = QRectF(left.x() - offset - box / 2, left.y() - box / 2, box, box)
        painter.drawText(rank_rect, centre, rank_label(index))


def _paint_mill(
    painter: QPainter, palette: Palette, centres: list[QPointF], g: BoardGeometry
) -> None:
    # The game's own mill colour, so the rules and the board agree.
    colour = accents(palette).mill
    ends = sorted(centres, key=lambda p: (p.x(), p.y()))
    first, last = ends[0], ends[-1]
    pad = g.man_radius * 1.3
    fill = QColor(colour)
    fill.setAlpha(60)
    painter.setPen(QPen(colour, g.man_radius * 0.17))
    painter.setBrush(fill)
    if first.x() != last.x() and first.y() != last.y():
        # A diagonal mill: a stroke along it, as wide as the straight ones' outline.
        band = QPen(fill, pad * 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(band)
        painter.drawLine(first, last)
        return
    rect = QRectF(first, last).normalized().adjusted(-pad, -pad, pad, pad)
    painter.drawRoundedRect(rect, pad, pad)


def _paint_ring(painter: QPainter, palette: Palette, centre: QPointF, g: BoardGeometry) -> None:
    pen = QPen(palette.hint, g.man_radius * 0.153)
    pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = g.man_radius * 1.3
    painter.drawEllipse(centre, r, r)


def _paint_cross(painter: QPainter, palette: Palette, centre: QPointF, g: BoardGeometry) -> None:
    arm = g.man_radius * 0.75
    danger = accents(palette).danger
    for colour, width in ((QColor(255, 255, 255, 220), 0.2), (danger, 0.11)):
        pen = QPen(colour, g.man_radius / geo.MAN_RADIUS * geo.UNIT * width)
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
