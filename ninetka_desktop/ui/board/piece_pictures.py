"""Pictures of resting pieces: a piece at rest is drawn once per look and size into a picture
and then only copied.

A full board of men with gradients, grooves and soft shadows costs the window's thread a frame
it cannot spare when a move starts and the whole board is repainted; a copy costs almost
nothing. The picture is rendered at the painter's own scale, so it stays as sharp as drawing.
Only the painting code of the item itself draws it, so the two never look different.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter, QPixmap

from .device_pixels import copy, render, snap, upright_scale

#: Looks kept: both games' pieces in every state, at a few sizes of the window and at each
#: of the quarter-pixel offsets a piece can stand at.
MAX_PICTURES = 320
#: Larger pictures are not worth keeping (a board zoomed far in): drawn directly.
MAX_PICTURE_PIXELS = 512
#: Where in its pixel a piece's centre falls, in steps of a pixel: the picture is made for that
#: offset and copied pixel for pixel, so it is as sharp as drawing (an outline shifted by a
#: fraction of a pixel would be resampled and soften).
_OFFSET_STEPS = 4

_pictures: OrderedDict[Hashable, QPixmap] = OrderedDict()


def draw_picture(
    painter: QPainter, look: Hashable, half: float, draw: Callable[[QPainter], None]
) -> None:
    """Draw what ``draw`` paints around the origin within ``half`` of it, from the picture kept
    for ``look`` (everything the painting depends on) at the painter's scale."""
    scale = upright_scale(painter)
    if scale is None:
        draw(painter)
        return
    pixels = math.ceil(2.0 * half * scale) + 2  # room for the offset and the edge's last pixel
    if pixels > MAX_PICTURE_PIXELS:
        draw(painter)
        return
    centre = painter.deviceTransform().map(QPointF(0.0, 0.0))
    left, steps_x = snap(centre.x(), _OFFSET_STEPS)
    top, steps_y = snap(centre.y(), _OFFSET_STEPS)
    key = (look, pixels, round(scale, 4), steps_x, steps_y)
    picture = _pictures.get(key)
    half_pixels = pixels // 2
    if picture is None:
        offset = QPointF(steps_x, steps_y) / _OFFSET_STEPS
        origin = QPointF(half_pixels, half_pixels) + offset
        picture = render(pixels, pixels, origin, scale, draw)
        _pictures[key] = picture
        while len(_pictures) > MAX_PICTURES:
            _pictures.popitem(last=False)
    else:
        _pictures.move_to_end(key)
    copy(painter, picture, left - half_pixels, top - half_pixels)


def pictures_kept() -> int:
    """How many pictures are kept now (for the tests)."""
    return len(_pictures)
