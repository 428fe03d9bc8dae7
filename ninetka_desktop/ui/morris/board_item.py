"""``MorrisBoardItem``: the Morris board: plate, the three squares and their joins, the 24
points, the coordinates, the trays beside the board, and the marks that lie on the board
under the men (legal points, completed mills, the trace of the last move).

One item paints the whole static board, so a theme switch or a new set of marks is a single
repaint. It knows nothing of the game: the scene hands it points and mills.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...models.roles import seat_name
from ..board.plate import BoardPlate
from ..look.theme import Palette
from .geometry import MARGIN, NINE_GEOMETRY, PLATE_GROW, TAKEN_SIZE, TRAY_PAD, BoardGeometry
from .style import accents

FILES = "abcdefghijklm"
__all__ = ["PLATE_GROW", "MorrisBoardItem", "captured_tray", "plate_rect", "supply_tray"]
_LABEL_INSET = PLATE_GROW + 3.0  # from the plate's edge to a label's centre


def file_label(column: int) -> str:
    return QCoreApplication.translate("MorrisScene", FILES[column], "file label on the board edge")


def rank_label(row: int) -> str:
    return QCoreApplication.translate("MorrisScene", str(row + 1), "rank label on the board edge")


def plate_rect(geo: BoardGeometry) -> QRectF:
    """The board's plate: its rect and the rim the coordinates sit in."""
    return geo.board_rect.adjusted(-PLATE_GROW, -PLATE_GROW, PLATE_GROW, PLATE_GROW)


def supply_tray(side: int, geo: BoardGeometry = NINE_GEOMETRY) -> QRectF:
    """The tray the men in hand of ``side`` stand in."""
    top, bottom = geo.supply_position(side, 0), geo.supply_position(side, geo.men - 1)
    reach = geo.man_radius * geo.supply_size + TRAY_PAD
    return QRectF(top.x() - reach, top.y() - reach, 2 * reach, bottom.y() - top.y() + 2 * reach)


def captured_tray(captor: int, geo: BoardGeometry = NINE_GEOMETRY) -> QRectF:
    """The tray the men taken by ``captor`` rest in (room for all but two of the opponent's)."""
    first = geo.captured_position(captor, 0)
    last = geo.captured_position(captor, max(geo.men - 3, 0))
    other = geo.captured_position(captor, 1)
    reach = geo.man_radius * TAKEN_SIZE + TRAY_PAD * 0.6
    left, right = min(first.x(), other.x()) - reach, max(first.x(), other.x()) + reach
    return QRectF(left, last.y() - reach, right - left, first.y() - last.y() + 2 * reach)


def line_width(geo: BoardGeometry) -> float:
    """The board's lines: as on Nine Men's Morris's board, a little bolder on a coarse grid."""
    return min(geo.unit * 0.05, 5.5)


class MorrisBoardItem(BoardPlate):
    def __init__(
        self,
        palette: Palette,
        geometry: BoardGeometry = NINE_GEOMETRY,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._palette = palette
        self._geo = geometry
        self._legal: frozenset[int] = frozenset()
        self._mills: frozenset[tuple[int, int]] = frozenset()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        self.update()

    def geometry(self) -> BoardGeometry:
        return self._geo

    def set_geometry(self, geometry: BoardGeometry) -> None:
        """Draw another board (a game of another variant started)."""
        if geometry != self._geo:
            self.prepareGeometryChange()
            self._geo = geometry
            self._legal = frozenset()
            self._mills = frozenset()
            self._last = {}
            self.update()

    def set_legal(self, points: Iterable[int]) -> None:
        """Empty points that get a soft dot: where the player may click now."""
        legal = frozenset(points)
        if legal != self._legal:
            radius = self._geo.man_radius * 0.5 + 2.0
            self.update(self._points_rect(legal ^ self._legal, radius))
            self._legal = legal

    def legal(self) -> frozenset[int]:
        return self._legal

    def set_mills(self, mills: Iterable[tuple[int, int]]) -> None:
        """Completed mills, each as the two points at its ends."""
        mills = frozenset(mills)
        if mills != self._mills:
            dirty = QRectF()
            reach = line_width(self._geo) * 1.6 + 2.0  # half the glow's pen, and a pixel
            for a, b in mills ^ self._mills:
                ends = self._points_rect((a, b), reach)
                dirty = dirty.united(ends)
            self._mills = mills
            self.update(dirty)

    def mills(self) -> frozenset[tuple[int, int]]:
        return self._mills

    def trace_rect(self, parts: Mapping[int, str]) -> QRectF:
        # The widest mark is the halo around the man that arrived (1.2 radii, a 3.5 pen); the
        # line from the origin runs between two of the points.
        return self._points_rect(parts, self._geo.man_radius * 1.2 + 4.0)

    def _points_rect(self, points: Iterable[int], reach: float) -> QRectF:
        """The rect around ``points`` grown by ``reach`` (empty for no points)."""
        rect = QRectF()
        for point in points:
            centre = self._geo.point_position(point)
            rect = rect.united(QRectF(centre.x() - reach, centre.y() - reach, 2 * reach, 2 * reach))
        return rect

    def boundingRect(self) -> QRectF:
        return self._geo.scene_rect.united(plate_rect(self._geo)).adjusted(-2, -2, 2, 2)

    # --- painting -------------------------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_trays(painter)
        self._paint_plate(painter)
        self._paint_labels(painter)
        self._paint_trace(painter)
        self._paint_mills(painter)
        self._paint_lines(painter)
        self._paint_points(painter)

    def _paint_trays(self, painter: QPainter) -> None:
        acc = accents(self._palette)
        painter.setPen(QPen(acc.tray_edge, 1.2))
        painter.setBrush(acc.tray)
        geo = self._geo
        for side in (0, 1):
            trays = [supply_tray(side, geo)]
            if geo.men > 3 or geo.board.size > 3:  # Three Men's Morris never takes a man
                trays.append(captured_tray(side, geo))
            for tray in trays:
                radius = tray.width() / 2
                painter.drawRoundedRect(tray, radius, radius)

    def _paint_plate(self, painter: QPainter) -> None:
        pal, geo = self._palette, self._geo
        plate = plate_rect(geo)
        # A whisper of a vertical gradient keeps the plate from looking like a flat sticker.
        gradient = QLinearGradient(plate.topLeft(), plate.bottomLeft())
        gradient.setColorAt(0.0, pal.board.lighter(104))
        gradient.setColorAt(1.0, pal.board.darker(104))
        painter.setPen(QPen(pal.board_edge, 2.0 * pal.outline_scale))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(plate, 20.0, 20.0)
        # A faint inner field behind the squares, like an inlay.
        last = geo.size - 1
        pad = geo.man_radius * 0.85
        field = QRectF(geo.grid_position(0, last), geo.grid_position(last, 0)).adjusted(
            -pad, -pad, pad, pad
        )
        inlay = QColor(pal.field)
        inlay.setAlpha(70)
        painter.setPen(QPen(pal.cell_edge, 1.0))
        painter.setBrush(inlay)
        painter.drawRoundedRect(field, 12.0, 12.0)

    def _paint_lines(self, painter: QPainter) -> None:
        geo = self._geo
        pen = QPen(
            self._palette.morris_line, line_width(geo) * min(self._palette.outline_scale, 1.5)
        )
        # Square caps: where two lines meet at a corner, the corner is filled square.
        pen.setCapStyle(Qt.PenCapStyle.SquareCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for a, _b, c in geo.board.lines:
            painter.drawLine(QLineF(geo.point_position(a), geo.point_position(c)))
        for a, b in geo.board.spokes:
            painter.drawLine(QLineF(geo.point_position(a), geo.point_position(b)))

    def _paint_points(self, painter: QPainter) -> None:
        pal, geo = self._palette, self._geo
        painter.setPen(QPen(pal.board.lighter(108), 1.5))
        painter.setBrush(pal.morris_line)
        for point in range(geo.num_points):
            painter.drawEllipse(geo.point_position(point), geo.point_radius, geo.point_radius)
        if not self._legal:
            return
        # Where the player may go: a soft disc around the point, the point itself stays visible.
        colour = QColor(accents(pal).pickable)
        colour.setAlphaF(colour.alphaF() * 0.55)
        painter.setPen(QPen(colour, 2.0))
        fill = QColor(colour)
        fill.setAlphaF(fill.alphaF() * 0.45)
        painter.setBrush(fill)
        radius = geo.man_radius * 0.5
        for point in self._legal:
            painter.drawEllipse(geo.point_position(point), radius, radius)

    def _paint_mills(self, painter: QPainter) -> None:
        if not self._mills:
            return
        glow = QColor(accents(self._palette).mill)
        glow.setAlpha(255 if self._palette.outline_scale > 1 else 110)  # opaque in high contrast
        geo = self._geo
        pen = QPen(glow, line_width(geo) * 3.2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for a, b in self._mills:
            painter.drawLine(QLineF(geo.point_position(a), geo.point_position(b)))

    def _paint_trace(self, painter: QPainter) -> None:
        if not self._last:
            return
        geo = self._geo
        trace = accents(self._palette).trace
        man = geo.man_radius
        origin = next((p for p, part in self._last.items() if part == "from"), None)
        target = next((p for p, part in self._last.items() if part == "to"), None)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if origin is not None and target is not None:
            soft = QColor(trace)
            soft.setAlphaF(trace.alphaF() * 0.45)
            pen = QPen(soft, line_width(geo) * 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QLineF(geo.point_position(origin), geo.point_position(target)))
        for point, part in self._last.items():
            centre = geo.point_position(point)
            if part == "from":
                painter.setPen(QPen(trace, 2.5, Qt.PenStyle.DashLine))
                painter.drawEllipse(centre, man * 0.62, man * 0.62)
            elif part == "to":
                # A halo just outside the man that arrived.
                painter.setPen(QPen(trace, 3.5))
                painter.drawEllipse(centre, man * 1.2, man * 1.2)
            elif part == "removed":
                danger = QColor(accents(self._palette).danger)
                danger.setAlpha(170)
                painter.setPen(QPen(danger, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                arm = man * 0.42
                painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
                painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))

    def _paint_labels(self, painter: QPainter) -> None:
        if not self._labels_shown:
            return
        pal, geo = self._palette, self._geo
        font = QFont()
        font.setPixelSize(15)
        font.setWeight(QFont.Weight.DemiBold)
        painter.setFont(font)
        painter.setPen(pal.label)
        box = MARGIN
        flags = Qt.AlignmentFlag.AlignCenter
        plate, inset = plate_rect(geo), _LABEL_INSET
        for index in range(geo.size):
            x = geo.grid_position(index, 0).x()
            for y in (plate.top() + inset, plate.bottom() - inset):
                painter.drawText(
                    QRectF(x - box / 2, y - box / 2, box, box), flags, file_label(index)
                )
            y = geo.grid_position(0, index).y()
            for x in (plate.left() + inset, plate.right() - inset):
                painter.drawText(
                    QRectF(x - box / 2, y - box / 2, box, box), flags, rank_label(index)
                )
        # The owner of each supply, above its tray.
        font.setPixelSize(int(MARGIN * 0.34))
        painter.setFont(font)
        for side in (0, 1):
            tray = supply_tray(side, geo)
            rect = QRectF(tray.left() - 20, 0.0, tray.width() + 40, tray.top())
            painter.drawText(rect, flags, seat_name("morris", side))
