"""``ChipHeader``: a table's row header that shows each seat's chip (its colour and shape mark)
instead of its name, so a table of seats takes the width of a chip, not of the longest colour
name in the language spoken. The name stays the section's text for screen readers, and its
tooltip (the model's ``ToolTipRole``) shows it whole."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QWidget

from .dialogs.seat_rows import ChipPainter
from .look.theme import Palette


class ChipHeader(QHeaderView):
    def __init__(self, chip: ChipPainter, palette: Palette, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self._chip = chip
        self._palette = palette
        self._pictures: dict[tuple[int, int], QPixmap] = {}

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        self._pictures.clear()
        self.viewport().update()

    def _size(self) -> int:
        # As tall as a line of the table's text: the rows keep their height.
        return self.fontMetrics().height()

    def _margin(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        side = self._size() + 2 * self._margin()
        return QSize(side + 2 * self._margin(), side)

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = rect
        option.section = logicalIndex
        option.text = ""
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        size = self._size()
        key = (logicalIndex, size)
        if key not in self._pictures:
            self._pictures[key] = self._chip(logicalIndex, size, self._palette)
        corner = rect.center() - QPoint(size // 2, size // 2) + QPoint(1, 1)
        painter.drawPixmap(QRect(corner, QSize(size, size)), self._pictures[key])


__all__ = ["ChipHeader"]
