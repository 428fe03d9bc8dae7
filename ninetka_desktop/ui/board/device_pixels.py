"""Pictures copied pixel for pixel onto the window: what the kept pictures of resting pieces
(``piece_pictures``) and of the 9tka board's layer (``layer_picture``) share.

A picture is rendered at the painter's own scale, for the fraction of a pixel its origin falls
at, and copied onto whole device pixels: nothing is resampled, so a copy looks as drawing would.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform


def upright_scale(painter: QPainter) -> float | None:
    """How many device pixels one unit of ``painter`` covers; None where a copy would not line
    up (a rotated, mirrored or stretched view): draw directly there."""
    device = painter.deviceTransform()
    if device.isRotating() or abs(device.m11() - device.m22()) > 1e-9 or device.m11() <= 0:
        return None
    return device.m11()


def snap(position: float, steps: int) -> tuple[int, int]:
    """The whole device pixel at or before ``position``, and where in that pixel it falls, in
    ``steps``-ths of a pixel (``steps`` for the next pixel's start)."""
    whole = math.floor(position)
    return whole, round((position - whole) * steps)


def render(
    width: int, height: int, origin: QPointF, scale: float, draw: Callable[[QPainter], None]
) -> QPixmap:
    """A transparent picture of ``width`` x ``height`` pixels of what ``draw`` paints, at
    ``scale``, with the origin of its coordinates at ``origin`` (in pixels of the picture)."""
    picture = QPixmap(width, height)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(origin)
        painter.scale(scale, scale)
        draw(painter)
    finally:
        painter.end()
    return picture


def device_ratio(painter: QPainter) -> float:
    """Device pixels per logical pixel of what ``painter`` paints on."""
    return painter.device().devicePixelRatioF() if painter.device() is not None else 1.0


def copy(painter: QPainter, picture: QPixmap, left: int, top: int) -> None:
    """Copy ``picture`` with its top-left corner on the device pixel (``left``, ``top``), the
    pixel that ``painter.deviceTransform()`` maps to.

    The device transform also holds what the painter adds under its world transform: the
    device pixel ratio and, for a widget painted into its window's surface, the widget's offset
    in the window. Drawing through the inverse of that base places the picture in device pixels
    whatever the widget hierarchy; resetting the world transform alone would add the offset a
    second time (the board drawn a menu bar's height low).
    """
    painter.save()
    try:
        painter.setWorldTransform(QTransform())
        to_device_pixels, invertible = painter.deviceTransform().inverted()
        if not invertible:
            return
        painter.setWorldTransform(to_device_pixels)
        painter.drawPixmap(QPointF(left, top), picture)
    finally:
        painter.restore()
