"""``PieceItem``: what a 9tka counter and a Morris man share, a round piece drawn around its origin.

``pos`` is the piece's centre and ``scale`` shrinks it in place. The piece takes no clicks (the
scene handles them), may be a ghost (a translucent preview without shadow) and falls a soft
shadow to the lower right, painted by ``paint_shadow``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..look.theme import Palette


class PieceItem(QGraphicsObject):
    #: How far the painting reaches from the centre (the shadow's edge), in radii.
    REACH = 1.2

    def __init__(
        self, palette: Palette, radius: float, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self._palette = palette
        self._radius = radius
        self._ghost = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles clicks
        self.setAcceptHoverEvents(False)

    def is_ghost(self) -> bool:
        return self._ghost

    def set_ghost(self, ghost: bool) -> None:
        """A translucent preview without shadow: where a piece would go."""
        if ghost != self._ghost:
            self._ghost = ghost
            self.update()

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        self.update()

    def boundingRect(self) -> QRectF:
        r = self._radius * self.REACH
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self._radius, self._radius)
        return path


def paint_shadow(
    painter: QPainter, centre: QPointF, reach: float, shade: QColor, solid: float
) -> None:
    """A round shadow of ``reach`` at ``centre``: ``shade`` out to ``solid`` x ``reach``, then
    fading to nothing at its edge."""
    gradient = QRadialGradient(centre, reach)
    gradient.setColorAt(solid, shade)
    clear = QColor(shade)
    clear.setAlpha(0)
    gradient.setColorAt(1.0, clear)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(centre, reach, reach)
