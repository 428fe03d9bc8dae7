"""``CounterItem``: one counter, a disc with a rim, a soft shadow and its seat's shape mark.

A ``PieceItem``, drawn around its own origin; ``pos``, ``opacity`` and ``scale`` are Qt
properties a QPropertyAnimation can drive. Everything is a QPainter path, so it stays crisp at
any zoom.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..board.piece_item import PieceItem, paint_shadow
from ..board.piece_pictures import draw_picture
from ..look.theme import Mark, Palette, mark_of
from .geometry import COUNTER_RADIUS

_SHADOW_OFFSET = QPointF(0.06, 0.11)  # in radii: light from the top left
_GHOST_OPACITY = 0.45
_BLOCKED_OPACITY = 0.55
#: How far a counter's painting reaches (its shadow's edge), in radii.
_REACH = 1.25


def mark_path(mark: Mark, radius: float) -> QPainterPath:
    """The shape mark of a counter of ``radius``, centred on the origin."""
    size = radius * 0.34
    path = QPainterPath()
    if mark is Mark.DOT:
        path.addEllipse(QPointF(0, 0), size * 0.82, size * 0.82)
    elif mark is Mark.SQUARE:
        side = size * 1.45
        path.addRoundedRect(QRectF(-side / 2, -side / 2, side, side), side * 0.12, side * 0.12)
    elif mark is Mark.TRIANGLE:
        r = size * 1.15
        points = [
            QPointF(r * math.cos(math.radians(a)), r * math.sin(math.radians(a)) + r * 0.12)
            for a in (-90, 30, 150)
        ]
        path.moveTo(points[0])
        for point in points[1:]:
            path.lineTo(point)
        path.closeSubpath()
    elif mark is Mark.DIAMOND:
        r = size * 1.05
        path.moveTo(0, -r)
        path.lineTo(r * 0.8, 0)
        path.lineTo(0, r)
        path.lineTo(-r * 0.8, 0)
        path.closeSubpath()
    else:  # a neutral counter's cross, a filled outline so it scales like the other marks
        arm, width = size * 0.95, size * 0.34
        bar = QPainterPath()
        bar.addRoundedRect(QRectF(-arm, -width / 2, 2 * arm, width), width / 2, width / 2)
        path = QPainterPath()
        for angle in (45.0, -45.0):
            path = path.united(_rotated(bar, angle))
    return path


def _rotated(path: QPainterPath, degrees: float) -> QPainterPath:
    return QTransform().rotate(degrees).map(path)


class CounterItem(PieceItem):
    """A counter of ``owner`` (seat 0-3 or NEUTRAL_OWNER)."""

    def __init__(
        self,
        owner: int,
        palette: Palette,
        radius: float = COUNTER_RADIUS,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(palette, radius, parent)
        self._owner = owner
        self._blocked = False
        self._cell = -1
        #: The palette, the inputs and the look they gave last: a look is asked on every paint.
        self._look_cache: tuple[Palette, tuple[object, ...], tuple[object, ...]] | None = None

    # --- state ----------------------------------------------------------------------------------

    @property
    def owner(self) -> int:
        return self._owner

    @property
    def cell(self) -> int:
        """The engine cell this counter stands on (or is travelling to)."""
        return self._cell

    @cell.setter
    def cell(self, value: int) -> None:
        self._cell = value

    def set_owner(self, owner: int) -> None:
        if owner != self._owner:
            self._owner = owner
            self.update()

    def is_blocked(self) -> bool:
        return self._blocked

    def set_blocked(self, blocked: bool) -> None:
        if blocked == self._blocked:
            return
        self._blocked = blocked
        self.setToolTip(
            QCoreApplication.translate("BoardScene", "Blocked: this counter can never move")
            if blocked
            else ""
        )
        self.update()

    # --- painting -------------------------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Copied from a picture kept for the look, a dimmed (blocked or ghost) counter too: in
        # the movement phase most counters are blocked, and a sliding counter repaints every
        # one it passes on every frame.
        draw_picture(painter, self._look(), self._radius * _REACH, self._paint_whole)

    def _look(self) -> tuple[object, ...]:
        inputs = (self._owner, self._radius, self._ghost, self._blocked)
        cached = self._look_cache
        if cached is not None and cached[0] is self._palette and cached[1] == inputs:
            return cached[2]
        pal = self._palette
        colours = (pal.counter_colour(self._owner), pal.counter_rim(self._owner), pal.shadow)
        look = ("counter", *inputs, pal.outline_scale, tuple(colour.rgba() for colour in colours))
        self._look_cache = (pal, inputs, look)
        return look

    def _paint_whole(self, painter: QPainter) -> None:
        """The counter as it looks now: dimmed when a ghost or blocked, with the blocked badge."""
        opacity = painter.opacity()
        if self._ghost:
            painter.setOpacity(opacity * _GHOST_OPACITY)
        elif self._blocked:
            painter.setOpacity(opacity * _BLOCKED_OPACITY)
        self._paint_counter(painter)
        painter.setOpacity(opacity)
        if self._blocked and not self._ghost:
            self._paint_blocked_badge(painter, self._radius)

    def _paint_counter(self, painter: QPainter) -> None:
        """The counter itself: shadow (not for a ghost), body, groove and mark."""
        r = self._radius
        base = self._palette.counter_colour(self._owner)
        if not self._ghost:
            self._paint_shadow(painter, r)
        # The body: a gentle dome, lit from the top left.
        light = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.5)
        light.setColorAt(0.0, base.lighter(118))
        light.setColorAt(0.7, base)
        light.setColorAt(1.0, base.darker(112))
        rim = QPen(self._palette.counter_rim(self._owner), r * 0.09 * self._palette.outline_scale)
        painter.setPen(rim)
        painter.setBrush(QBrush(light))
        painter.drawEllipse(QPointF(0, 0), r * 0.955, r * 0.955)
        # An inner groove gives the disc its rim.
        painter.setPen(QPen(_with_alpha(base.darker(130), 150), r * 0.045))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r * 0.72, r * 0.72)
        # The mark, pressed in: a darker shape with a light lower edge.
        mark = mark_path(mark_of(self._owner), r)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_with_alpha(QColor(255, 255, 255), 90))
        painter.drawPath(mark.translated(0, r * 0.035))
        painter.setBrush(base.darker(175))
        painter.drawPath(mark)

    def _paint_shadow(self, painter: QPainter, r: float) -> None:
        centre = QPointF(_SHADOW_OFFSET.x() * r, _SHADOW_OFFSET.y() * r)
        paint_shadow(painter, centre, r * 1.12, QColor(self._palette.shadow), 0.78)

    def _paint_blocked_badge(self, painter: QPainter, r: float) -> None:
        # A small "no entry" badge at the top right: readable without colour.
        centre = QPointF(r * 0.62, -r * 0.62)
        badge = r * 0.36
        painter.setPen(QPen(QColor(255, 255, 255), r * 0.06))
        painter.setBrush(QColor("#3c3c3c"))
        painter.drawEllipse(centre, badge, badge)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255))
        bar = QRectF(-badge * 0.62, -badge * 0.17, badge * 1.24, badge * 0.34)
        painter.drawRoundedRect(bar.translated(centre), badge * 0.1, badge * 0.1)


def _with_alpha(colour: QColor, alpha: int) -> QColor:
    result = QColor(colour)
    result.setAlpha(alpha)
    return result
