"""Items drawn over either board: hover highlight, keyboard focus frame, hint ring.

Each is a single reusable item the scene moves from cell to cell, so hovering never creates or
destroys items. They draw around the outline function each game's scene passes (9tka:
``ninetka/overlays.cell_outline``, Morris: ``morris/overlays.point_outline``).
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..look.theme import Palette
from .pulse import Pulse

HOVER_FADE_MS = 100
HINT_PULSE_MS = 1100
_OVERLAY_MARGIN = 16.0  # room around the outline for the widest glow and pen

#: ``outline(cell, grow)``: the shape of a cell grown by ``grow`` scene units.
Outline = Callable[[int, float], QPainterPath]


class _CellOverlay(QGraphicsObject):
    """An overlay that outlines one cell; hidden while its cell is None. A subclass paints
    around the cell's outline (``_paint_around``)."""

    def __init__(self, palette: Palette, z: float, outline: Outline) -> None:
        super().__init__()
        self._palette = palette
        self._outline = outline
        self._cell: int | None = None
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def cell(self) -> int | None:
        return self._cell

    def outline(self, cell: int, grow: float) -> QPainterPath:
        """The shape this overlay draws around (shared with the analysis badges)."""
        return self._outline(cell, grow)

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        self.update()

    def set_cell(self, cell: int | None) -> None:
        if cell == self._cell:
            return
        self.prepareGeometryChange()
        self._cell = cell
        self.setVisible(cell is not None)
        self.update()

    def boundingRect(self) -> QRectF:
        if self._cell is None:
            return QRectF()
        m = _OVERLAY_MARGIN
        return self._outline(self._cell, 0.0).boundingRect().adjusted(-m, -m, m, m)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._cell is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_around(painter, self._cell)

    @abstractmethod
    def _paint_around(self, painter: QPainter, cell: int) -> None:
        """Paint this overlay around ``cell``."""


class HighlightItem(_CellOverlay):
    """The hover glow on a legal target; fades in quickly."""

    def __init__(self, palette: Palette, z: float, outline: Outline) -> None:
        super().__init__(palette, z, outline)
        self._fade = QPropertyAnimation(self, b"opacity", self)
        self._fade.setStartValue(0.0)
        self._fade.setEndValue(1.0)
        self._fade.setEasingCurve(QEasingCurve.Type.OutQuad)
        self.speed = 1.0

    def set_cell(self, cell: int | None) -> None:
        previous = self.cell()
        super().set_cell(cell)
        if cell is None or cell == previous:
            return
        self._fade.stop()
        if self.speed <= 0:
            self.setOpacity(1.0)
            return
        self._fade.setDuration(max(1, round(HOVER_FADE_MS / self.speed)))
        self.setOpacity(0.0)
        self._fade.start()

    def _paint_around(self, painter: QPainter, cell: int) -> None:
        colour = QColor(self._palette.highlight)
        painter.setPen(QPen(self._palette.focus.lighter(115), 2.5 * self._palette.outline_scale))
        painter.setBrush(colour)
        painter.drawPath(self._outline(cell, 2.0))


class FocusFrameItem(_CellOverlay):
    """The keyboard focus frame: a two-tone outline that reads on any cell colour."""

    def _paint_around(self, painter: QPainter, cell: int) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        scale = self._palette.outline_scale
        outline = self._outline(cell, 5.0)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 6.0 * scale))
        painter.drawPath(outline)
        painter.setPen(QPen(self._palette.focus, 3.0 * scale))
        painter.drawPath(outline)


class HintItem(_CellOverlay):
    """A suggested cell: a ring that breathes (static when animations are off)."""

    def __init__(self, palette: Palette, z: float, outline: Outline) -> None:
        super().__init__(palette, z, outline)
        self._pulse = Pulse(self, HINT_PULSE_MS)
        self.animated = True

    def set_cell(self, cell: int | None) -> None:
        super().set_cell(cell)
        self._pulse.stop()
        if cell is not None and self.animated:
            self._pulse.start()

    def _paint_around(self, painter: QPainter, cell: int) -> None:
        pulse = self._pulse.value
        painter.setBrush(Qt.BrushStyle.NoBrush)
        glow = QColor(self._palette.hint)
        glow.setAlpha(round(60 + 80 * pulse))
        painter.setPen(QPen(glow, 4.0 + 5.0 * pulse))
        painter.drawPath(self._outline(cell, 4.0 + 3.0 * pulse))
        painter.setPen(QPen(self._palette.hint, 2.5, Qt.PenStyle.DashLine))
        painter.drawPath(self._outline(cell, 3.0))
