"""Where things are drawn in a real window: the screen's own pixels, read back from the X server.

A picture of what the player sees is taken with ``QScreen.grabWindow`` on the window's own X
window, so it holds what the window system shows (not a fresh rendering of the widget). What an
item draws is found by hiding it: the pixels that change are its drawing, and their box says
where it stands. Device pixels throughout (logical pixels times the device pixel ratio).
"""

from __future__ import annotations

import math
import shutil
import subprocess
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QEventLoop, QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView, QWidget

from ninetka_desktop.ui.main_window import MainWindow

#: How long a picture may take to settle (the window repaints, the X server shows it).
SETTLE_S = 3.0


def pump(seconds: float) -> None:
    """Run the event loop for ``seconds`` (paints and X events get through)."""
    end = time.monotonic() + seconds
    while True:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if time.monotonic() >= end:
            return
        time.sleep(0.005)


def wait_for_turn(
    window: MainWindow,
    timeout: float = 10.0,
    ready: Callable[[], bool] | None = None,
    view: QGraphicsView | None = None,
) -> None:
    """Wait until a human may play on ``window``'s board (its turn flow runs on queued
    signals) or ``ready`` says so, the layout of ``view`` (by default the window's) has
    settled and its scene stands still, and park the pointer away from the window."""
    shown = window.view if view is None else view
    deadline = time.monotonic() + timeout
    size = None

    def turn_open() -> bool:
        return any(name.endswith("AwaitingHuman") for name in window.game.active_state_names())

    while True:
        pump(0.05)
        still = not getattr(shown.scene(), "is_animating", lambda: False)()
        if (ready or turn_open)() and still and shown.viewport().size() == size:
            break
        size = shown.viewport().size()
        if time.monotonic() > deadline:
            raise AssertionError("the board never became ready for a human's move")
    xdotool("mousemove", "0", "0")


def ratio(widget: QWidget) -> float:
    return widget.devicePixelRatioF()


def offset_in_window(widget: QWidget) -> QPoint:
    """Where ``widget``'s top-left corner is in its window's device pixels."""
    origin = widget.mapTo(widget.window(), QPoint(0, 0))
    scale = ratio(widget)
    return QPoint(round(origin.x() * scale), round(origin.y() * scale))


def _grab_once(widget: QWidget) -> QImage:
    window = widget.window()
    if QGuiApplication.platformName() == "offscreen":
        # No screen to read back: the window rendered whole, as ``--screenshot`` does there.
        shot = window.grab().toImage()
    else:
        shot = window.screen().grabWindow(int(window.winId())).toImage()
    corner = offset_in_window(widget)
    scale = ratio(widget)
    region = QRect(corner.x(), corner.y(), round(widget.width() * scale),
                   round(widget.height() * scale))
    return shot.copy(region).convertToFormat(QImage.Format.Format_RGB888)


def screen_pixels(widget: QWidget) -> QImage:
    """What the screen shows of ``widget`` once it has painted every change made so far
    (RGB888, device pixels, its top-left corner at the widget's).

    The scene's changes reach the view through queued events, so those run first; then the
    widget paints at once, into its window's surface, which goes to the X server before the
    picture is read back on the same connection."""
    pump(0.02)
    widget.repaint()
    return _grab_once(widget)


def settled_pixels(widget: QWidget, quiet: float = 0.25) -> QImage:
    """What the screen shows of ``widget`` after the window has painted by itself (no
    repaint forced) and nothing changed for ``quiet`` seconds: what the window's own
    repainting left there."""
    previous: QImage | None = None
    deadline = time.monotonic() + SETTLE_S
    while True:
        pump(quiet)
        image = _grab_once(widget)
        if previous is not None and image == previous:
            return image
        if time.monotonic() > deadline:
            raise AssertionError("the window's picture never settled")
        previous = image


def difference(before: QImage, after: QImage) -> QImage:
    """Each channel's absolute difference (RGB888)."""
    if before.size() != after.size():
        raise AssertionError(f"pictures of different sizes: {before.size()} {after.size()}")
    result = before.convertToFormat(QImage.Format.Format_RGB32)
    painter = QPainter(result)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, after.convertToFormat(QImage.Format.Format_RGB32))
    painter.end()
    return result.convertToFormat(QImage.Format.Format_RGB888)


def _rows(image: QImage, area: QRect) -> Iterable[tuple[int, bytes]]:
    """The bytes of each row of ``area`` (clipped to the picture), three a pixel."""
    area = area.intersected(image.rect())
    stride = image.bytesPerLine()
    data = bytes(image.constBits())
    for y in range(area.top(), area.bottom() + 1):
        start = y * stride + area.left() * 3
        yield y, data[start : start + area.width() * 3]


def strongest(diff: QImage, area: QRect) -> int:
    """The largest channel difference inside ``area``."""
    return max((max(row) for _y, row in _rows(diff, area) if row), default=0)


def changed_box(diff: QImage, area: QRect, share: float = 0.3) -> QRectF | None:
    """The box of the pixels inside ``area`` that changed by more than ``share`` of the
    strongest change there (a soft shadow or antialiased rim left out), or None."""
    peak = strongest(diff, area)
    if peak == 0:
        return None
    threshold = int(peak * share)
    marks = bytes(1 if value > threshold else 0 for value in range(256))
    left = right = top = bottom = None
    x0 = max(area.left(), 0)
    for y, row in _rows(diff, area):
        flags = row.translate(marks)
        first = flags.find(1)
        if first < 0:
            continue
        last = flags.rfind(1)
        lo, hi = x0 + first // 3, x0 + last // 3
        left = lo if left is None else min(left, lo)
        right = hi if right is None else max(right, hi)
        top = y if top is None else top
        bottom = y
    if left is None or right is None or top is None or bottom is None:
        return None
    return QRectF(left, top, right - left + 1, bottom - top + 1)


def count_changed(diff: QImage, area: QRect, threshold: int) -> int:
    """How many pixels inside ``area`` changed by more than ``threshold`` in some channel."""
    marks = bytes(1 if value > threshold else 0 for value in range(256))
    total = 0
    for _y, row in _rows(diff, area):
        flags = row.translate(marks)
        # A pixel counts once however many of its channels changed.
        total += sum(1 for i in range(0, len(flags), 3) if flags[i : i + 3] != b"\0\0\0") if (
            b"\1" in flags
        ) else 0
    return total


def in_device_pixels(view: QGraphicsView, scene_point: QPointF) -> QPointF:
    """Where ``scene_point`` falls in the view's viewport, in device pixels (unrounded)."""
    point = view.viewportTransform().map(scene_point)
    scale = ratio(view.viewport())
    return QPointF(point.x() * scale, point.y() * scale)


def scene_scale(view: QGraphicsView) -> float:
    """Device pixels per scene unit."""
    return view.transform().m11() * ratio(view.viewport())


@dataclass(frozen=True)
class Drawn:
    """Where an item's drawing was found: its box and the box's centre (device pixels)."""

    box: QRectF

    @property
    def centre(self) -> QPointF:
        return self.box.center()


def where_drawn(
    view: QGraphicsView,
    items: Iterable[QGraphicsItem],
    around: Callable[[QGraphicsItem], QRectF],
    share: float = 0.3,
) -> dict[QGraphicsItem, Drawn | None]:
    """Hide ``items`` together and find each one's drawing inside ``around(item)`` (device
    pixels): the pixels that changed. None for an item whose area did not change."""
    chosen = [item for item in items if item.isVisible()]
    before = screen_pixels(view.viewport())
    for item in chosen:
        item.setVisible(False)
    try:
        after = screen_pixels(view.viewport())
    finally:
        for item in chosen:
            item.setVisible(True)
    diff = difference(before, after)
    found: dict[QGraphicsItem, Drawn | None] = {}
    for item in chosen:
        box = changed_box(diff, around(item).toAlignedRect(), share)
        found[item] = None if box is None else Drawn(box)
    return found


#: How far a drawing's centre may stray from its place, in device pixels: the box of an
#: antialiased disc is whole pixels, and a scale of 1.5 puts the board at half a pixel.
TOLERANCE = 1.6
#: ... and in diameters: a soft shadow to the lower right widens a piece's box a little.
SHADOW_SHARE = 0.08


def piece_radius(item: QGraphicsItem) -> float:
    """The radius of the round piece ``item`` (its shape), in scene units."""
    return item.shape().boundingRect().width() / 2 * item.scale()


def square(centre: QPointF, half: float) -> QRectF:
    return QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)


def pieces_astray(view: QGraphicsView, pieces: list[QGraphicsItem]) -> list[str]:
    """Where ``pieces`` are not drawn centred on their places, whole (a box a diameter wide)."""
    to_device = scene_scale(view)

    def around(item: QGraphicsItem) -> QRectF:
        return square(in_device_pixels(view, item.scenePos()), 1.3 * piece_radius(item) * to_device)

    found = where_drawn(view, pieces, around)
    misplaced = []
    for item, drawn in found.items():
        place = in_device_pixels(view, item.scenePos())
        diameter = 2 * piece_radius(item) * to_device
        if drawn is None:
            misplaced.append(f"nothing drawn at {place}")
            continue
        off = math.hypot(drawn.centre.x() - place.x(), drawn.centre.y() - place.y())
        wide = drawn.box.width() / diameter
        if off > max(TOLERANCE, SHADOW_SHARE * diameter) or not 0.9 <= wide <= 1.2:
            misplaced.append(f"at {place}: drawn {drawn.box} ({off:.1f} px off)")
    return misplaced


# --- real pointer events (the X server's, through xdotool) ------------------------------------


def xdotool(*args: str) -> None:
    path = shutil.which("xdotool")
    if path is None:
        raise AssertionError("xdotool is needed for real pointer events")
    subprocess.run([path, *args], check=True, timeout=20)


def window_device_point(widget: QWidget, device_point: QPointF) -> tuple[int, int]:
    """A device pixel of ``widget`` as a position in its window's X window."""
    corner = offset_in_window(widget)
    return round(corner.x() + device_point.x()), round(corner.y() + device_point.y())


def move_pointer(widget: QWidget, device_point: QPointF, settle: float = 0.05) -> None:
    """Move the real pointer onto ``device_point`` of ``widget``, then let the window take
    the motion for ``settle`` seconds."""
    x, y = window_device_point(widget, device_point)
    xdotool("mousemove", "--window", str(int(widget.window().winId())), "--sync", str(x), str(y))
    pump(settle)


def real_click(widget: QWidget, device_point: QPointF) -> None:
    """A real left click on ``device_point`` of ``widget``."""
    move_pointer(widget, device_point)
    xdotool("click", "1")
    pump(0.05)


def real_drag(widget: QWidget, start: QPointF, end: QPointF, steps: int = 12) -> None:
    """Press the left button on ``start``, move in ``steps`` to ``end``, release there."""
    move_pointer(widget, start)
    xdotool("mousedown", "1")
    pump(0.05)
    for step in range(1, steps + 1):
        share = step / steps
        move_pointer(
            widget,
            QPointF(
                start.x() + (end.x() - start.x()) * share,
                start.y() + (end.y() - start.y()) * share,
            ),
            settle=0.01,
        )
    xdotool("mouseup", "1")
    pump(0.1)
