"""9tka overlays: the outline the shared cell overlays draw around a cell or slot, and the path
a waiting counter would slide along."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...games.ninetka import is_slot
from ..look.theme import Palette
from . import geometry as geo


def cell_outline(cell: int, grow: float = 0.0) -> QPainterPath:
    """The outline of a cell: a circle for a slot, a rounded square for a field cell."""
    path = QPainterPath()
    if is_slot(cell):
        radius = geo.WELL_RADIUS + grow
        path.addEllipse(geo.cell_center(cell), radius, radius)
    else:
        rect = geo.cell_rect(cell).adjusted(-grow, -grow, grow, grow)
        rounding = geo.CELL_ROUNDING + grow
        path.addRoundedRect(rect, rounding, rounding)
    return path



class SlidePathItem(QGraphicsObject):
    """The way a waiting counter would travel: a line with a dot on every cell it crosses."""

    def __init__(self, palette: Palette, z: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._palette = palette
        self._points: list[QPointF] = []
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        self.update()

    def set_path(self, cells: list[int]) -> None:
        """The slot followed by the cells up to the landing cell; [] hides the path."""
        self.prepareGeometryChange()
        self._points = [geo.cell_center(cell) for cell in cells]
        self.setVisible(len(self._points) > 1)
        self.update()

    def boundingRect(self) -> QRectF:
        if not self._points:
            return QRectF()
        xs = [p.x() for p in self._points]
        ys = [p.y() for p in self._points]
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(
            -20, -20, 20, 20
        )

    def shape(self) -> QPainterPath:
        return QPainterPathStroker().createStroke(self._line())

    def _line(self) -> QPainterPath:
        path = QPainterPath()
        if len(self._points) > 1:
            start, end = self._points[0], self._points[-1]
            # Stop at the ghost's rim so the line points at the landing counter, not through it.
            length = max(1.0, abs(end.x() - start.x()) + abs(end.y() - start.y()))
            back = geo.COUNTER_RADIUS * 1.05 / length
            path.moveTo(start)
            path.lineTo(end - (end - start) * back)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if len(self._points) < 2:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(self._palette.path)
        soft = QColor(colour)
        soft.setAlphaF(colour.alphaF() * 0.55)
        painter.setPen(QPen(soft, 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(self._line())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for point in self._points[1:-1]:
            painter.drawEllipse(point, 5.0, 5.0)

