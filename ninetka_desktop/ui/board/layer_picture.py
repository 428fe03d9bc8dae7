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

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPixmap

from .device_pixels import copy, device_ratio, render, snap, upright_scale

#: A larger layer (a board zoomed far in) is drawn directly rather than kept.
MAX_SIDE_PIXELS = 4096
#: Where the layer's corner falls inside its pixel, in eighths of a pixel: finer than the eye
#: can tell from drawing, coarse enough that a view moved by a rounding error keeps its picture.
_OFFSET_STEPS = 8


class LayerPicture:
    def __init__(self) -> None:
        self._picture: QPixmap | None = None
        self._key: tuple[float, int, int, int, int, float] | None = None

    def invalidate(self) -> None:
        """The layer looks different now: the next paint makes the picture again."""
        self._picture = None

    def draw(self, painter: QPainter, rect: QRectF, draw: Callable[[QPainter], None]) -> None:
        """Paint what ``draw`` paints inside ``rect`` (item coordinates), from the picture."""
        scale = upright_scale(painter)
        if scale is None:
            draw(painter)
            return
        width = math.ceil(rect.width() * scale) + 2  # room for the offset and the last pixel
        height = math.ceil(rect.height() * scale) + 2
        if max(width, height) > MAX_SIDE_PIXELS:
            draw(painter)
            return
        corner = painter.deviceTransform().map(rect.topLeft())
        left, steps_x = snap(corner.x(), _OFFSET_STEPS)
        top, steps_y = snap(corner.y(), _OFFSET_STEPS)
        key = (round(scale, 5), steps_x, steps_y, width, height, device_ratio(painter))
        if self._picture is None or key != self._key:
            offset = QPointF(steps_x / _OFFSET_STEPS, steps_y / _OFFSET_STEPS)
            self._picture = render(width, height, offset - rect.topLeft() * scale, scale, draw)
            self._key = key
        copy(painter, self._picture, left, top)
