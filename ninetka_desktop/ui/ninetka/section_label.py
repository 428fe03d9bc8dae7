"""``SectionLabel``: the name of the section under the pointer or the keyboard focus.

The score table counts by section (SW, S, SE, W, C, E, NW, N, NE, RULES.md 1.1); the board
names the section being pointed at in a small tab in the gutter on its top edge, so the names
can be found on the board without crowding it while nobody looks.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...games.ninetka import SECTION_NAMES
from ..look.theme import Palette
from . import geometry as geo

#: The tab's size on the screen, whatever the board's scale: readable in the smallest window,
#: where it reaches a little over the gutter, and never a blot in a large one.
TAB_HEIGHT = 15.0
TAB_MIN_WIDTH = 26.0
FONT_PIXELS = 11


def tab_anchor(section: int) -> QPointF:
    """Where the tab naming ``section`` is centred: in the gutter above it."""
    cells = geo.section_rect(section)
    return QPointF(cells.center().x(), cells.top() - geo.GUTTER / 2)


def _font() -> QFont:
    font = QFont()
    font.setPixelSize(FONT_PIXELS)
    font.setWeight(QFont.Weight.DemiBold)
    return font


class SectionLabel(QGraphicsItem):
    def __init__(self, palette: Palette, z: float) -> None:
        super().__init__()
        self._palette = palette
        self._section: int | None = None
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Drawn in screen pixels at its anchor, not scaled with the board.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setVisible(False)

    def section(self) -> int | None:
        """The section named now (None: none)."""
        return self._section

    def text(self) -> str:
        return "" if self._section is None else SECTION_NAMES[self._section]

    def set_section(self, section: int | None) -> None:
        if section == self._section:
            return
        self.prepareGeometryChange()
        self._section = section
        if section is not None:
            self.setPos(tab_anchor(section))
        self.setVisible(section is not None)

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        self.update()

    def _tab(self) -> QRectF:
        """The tab around its anchor, in screen pixels."""
        width = max(TAB_MIN_WIDTH, QFontMetricsF(_font()).horizontalAdvance(self.text()) + 12.0)
        return QRectF(-width / 2, -TAB_HEIGHT / 2, width, TAB_HEIGHT)

    def boundingRect(self) -> QRectF:
        if self._section is None:
            return QRectF()
        return self._tab().adjusted(-1.0, -1.0, 1.0, 1.0)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self._section is None:
            return
        pal = self._palette
        rect = self._tab()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rim = QColor(pal.label)
        rim.setAlpha(140)
        painter.setPen(QPen(rim, 1.0 * pal.outline_scale))
        painter.setBrush(pal.board)
        painter.drawRoundedRect(rect, TAB_HEIGHT / 2, TAB_HEIGHT / 2)
        painter.setFont(_font())
        painter.setPen(pal.label)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text())
