"""``LayerPicture``: the unchanging layer of a board (plate, cells, wells, labels) drawn once
into a picture and then only copied.

While a counter slides across the board, every frame repaints the board under it; drawing a
hundred antialiased cells with gradients each time costs the window's thread most of a frame.
The picture is made at the painter's own scale and pixel offset, so a copy is pixel for pixel
what drawing would give. It is made again when the view's scale changes or its owner says the
layer changed (a new section holder, a theme).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

#: A larger layer (a board zoomed far in) is drawn directly rather than kept.
MAX_SIDE_PIXELS = 4096
#: Where the layer's corner falls inside its pixel, in eighths of a pixel: finer than the eye
#: can tell from drawing, coarse enough that a view moved by a rounding error keeps its picture.
_OFFSET_STEPS = 8


class LayerPicture:
    def __init__(self) -> None:
        self._picture: QPixmap | None = None
        self._key: tuple[float, int, int, int, int, float] | None = None
        #: How many times the picture was made (for the tests).
        self.renders = 0

    def invalidate(self) -> None:
        """The layer looks different now: the next paint makes the picture again."""
        self._picture = None

    def draw(self, painter: QPainter, rect: QRectF, draw: Callable[[QPainter], None]) -> None:
        """Paint what ``draw`` paints inside ``rect`` (item coordinates), from the picture."""
        device = painter.deviceTransform()
        if device.isRotating() or abs(device.m11() - device.m22()) > 1e-9 or device.m11() <= 0:
            draw(painter)  # a rotated or mirrored view: a copy would not line up
            return
        scale = device.m11()
        corner = device.map(rect.topLeft())
        left, top = math.floor(corner.x()), math.floor(corner.y())
        steps_x = round((corner.x() - left) * _OFFSET_STEPS)
        steps_y = round((corner.y() - top) * _OFFSET_STEPS)
        width = math.ceil(rect.width() * scale) + 2  # room for the offset and the last pixel
        height = math.ceil(rect.height() * scale) + 2
        if max(width, height) > MAX_SIDE_PIXELS:
            draw(painter)
            return
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        key = (round(scale, 5), steps_x, steps_y, width, height, ratio)
        if self._picture is None or key != self._key:
            offset = QPointF(steps_x / _OFFSET_STEPS, steps_y / _OFFSET_STEPS)
            self._picture = self._render(width, height, scale, offset, rect, draw)
            self._key = key
        painter.save()
        try:
            # In the device's own pixels: the copy lands on whole pixels, nothing is resampled.
            painter.setWorldTransform(QTransform())
            painter.drawPixmap(
                QRectF(left / ratio, top / ratio, width / ratio, height / ratio),
                self._picture,
                QRectF(0, 0, width, height),
            )
        finally:
            painter.restore()

    def _render(
        self,
        width: int,
        height: int,
        scale: float,
        offset: QPointF,
        rect: QRectF,
        draw: Callable[[QPainter], None],
    ) -> QPixmap:
        self.renders += 1
        picture = QPixmap(width, height)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.translate(offset)
            painter.scale(scale, scale)
            painter.translate(-rect.topLeft())
            draw(painter)
        finally:
            painter.end()
        return picture
