"""Keeping a window's texts whole when it is made small.

Qt sizes a window from its layout's minimum, which does not ask how tall its word-wrapped texts
grow when the window is narrow: made small, it squeezes them and cuts lines off. ``keep_height``
keeps a widget's minimum height at what its layout needs for its width now, so the window can
be made narrower only by growing taller. ``table_width`` is the width a table needs to show
every column whole.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractItemView, QStyle, QTableView, QWidget


class _HeightKeeper(QObject):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._widget = widget
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest, QEvent.Type.Show):
            self.update()
        return False

    def update(self) -> None:
        widget = self._widget
        layout = widget.layout()
        if layout is None or not layout.hasHeightForWidth():
            return
        needed = max(layout.totalMinimumSize().height(), layout.totalHeightForWidth(widget.width()))
        if needed != widget.minimumHeight():
            widget.setMinimumHeight(needed)


def keep_height(widget: QWidget) -> None:
    """From now on, ``widget`` (a window, or a part of one with a fixed width) is never lower
    than its word-wrapped texts need at its width."""
    _HeightKeeper(widget).update()


def table_width(table: QTableView) -> int:
    """The width ``table`` needs to show each column's heading and cells whole, with its frame,
    its row heading and room for a vertical scroll bar."""
    model = table.model()
    header = table.horizontalHeader()
    grid = 1 if table.showGrid() else 0
    width = 2 * table.frameWidth()
    width += table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, table)
    if table.verticalHeader().isVisible():
        width += table.verticalHeader().sizeHint().width()
    for column in range(model.columnCount()):
        if not table.isColumnHidden(column):
            cells = cells_width(table, column, range(model.rowCount()))
            width += max(header.sectionSizeHint(column), cells + grid)
    return width


def cells_width(view: QAbstractItemView, column: int, rows: range) -> int:
    """The widest of the cells of ``column`` in ``rows``, as the view's delegate sizes them."""
    model = view.model()
    return max(
        (view.sizeHintForIndex(model.index(row, column)).width() for row in rows), default=0
    )


__all__ = ["cells_width", "keep_height", "table_width"]
