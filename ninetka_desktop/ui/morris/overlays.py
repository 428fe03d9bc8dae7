"""Morris overlays: the outline the shared cell overlays draw around a point, and the pulsing
mark on the men the player may take after closing a mill.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..board.pulse import Pulse
from ..look.theme import Palette
from .geometry import NINE_GEOMETRY, BoardGeometry
from .style import accents

REMOVABLE_PULSE_MS = 900


def point_outline(
    point: int, grow: float = 0.0, geo: BoardGeometry = NINE_GEOMETRY
) -> QPainterPath:
    """A circle just around a man on ``point``, grown by ``grow``."""
    path = QPainterPath()
    radius = geo.man_radius + 3.0 + grow
    path.addEllipse(geo.point_position(point), radius, radius)
    return path


class RemovableMarksItem(QGraphicsObject):
    """A red ring and a small cross badge on every man that may be taken; the rings breathe
    (static when animations are off) so the choice the player has to make stands out."""

    def __init__(
        self,
        palette: Palette,
        z: float,
        parent: QGraphicsItem | None = None,
        geometry: BoardGeometry = NINE_GEOMETRY,
    ) -> None:
        super().__init__(parent)
        self._palette = palette
        self._geo = geometry
        self._points: frozenset[int] = frozenset()
        self._pulse = Pulse(self, REMOVABLE_PULSE_MS)
        self.animated = True
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        self.update()

    def points(self) -> frozenset[int]:
        return self._points

    def set_geometry(self, geometry: BoardGeometry) -> None:
        self.prepareGeometryChange()
        self._geo = geometry
        self.set_points(())

    def set_points(self, points: Iterable[int]) -> None:
        points = frozenset(points)
        if points == self._points:
            return
        self.prepareGeometryChange()
        self._points = points
        self._restart()
        self.update()

    def set_animated(self, animated: bool) -> None:
        self.animated = animated
        self._restart()

    def _restart(self) -> None:
        if self._points and self.animated:
            self._pulse.start()
        else:
            self._pulse.stop(rest=0.6 if self._points else 0.0)

    def boundingRect(self) -> QRectF:
        rect = QRectF()
        for point in self._points:
            rect = rect.united(point_outline(point, 14.0, self._geo).boundingRect())
        return rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._points:
            return
        danger = accents(self._palette).danger
        pulse = self._pulse.value
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(danger)
        glow.setAlphaF(0.18 + 0.32 * pulse)
        solid = QColor(danger)
        geo = self._geo
        man = geo.man_radius
        for point in self._points:
            centre = geo.point_position(point)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(glow, 5.0 + 5.0 * pulse))
            painter.drawPath(point_outline(point, 2.0 + 3.0 * pulse, geo))
            painter.setPen(QPen(solid, 2.6))
            painter.drawPath(point_outline(point, 1.0, geo))
            self._paint_badge(painter, centre + QPointF(man * 0.78, -man * 0.78))

    def _paint_badge(self, painter: QPainter, centre: QPointF) -> None:
        # A cross on a red disc: the cue does not rest on colour alone.
        radius = self._geo.man_radius * 0.34
        painter.setPen(QPen(QColor(255, 255, 255), 2.0))
        painter.setBrush(accents(self._palette).danger)
        painter.drawEllipse(centre, radius, radius)
        arm = radius * 0.45
        pen = QPen(QColor(255, 255, 255), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
        painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))
