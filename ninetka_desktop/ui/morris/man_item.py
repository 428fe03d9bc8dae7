"""``MorrisManItem``: one White or Black man, a turned disc with a groove, a rim and a shadow.

A ``PieceItem``, drawn around its own origin. Besides ``pos``, ``opacity`` and ``scale`` it has
four Qt properties the animations drive:

- ``travel`` (0..1): how far along its current route (``set_route``) the man has gone;
- ``lift`` (0..1): how high it is off the board: it grows a little and its shadow drifts away;
- ``size``: its resting scale (men taken off the board rest a little smaller);
- ``alarm`` (0..1): a red flash, for the man being taken.

The marks that come from the model (in a mill, selected, may be picked up) are plain flags.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..board.piece_item import PieceItem, paint_shadow
from ..board.piece_pictures import draw_picture
from ..look.theme import Palette
from .geometry import MAN_RADIUS
from .style import MorrisAccents, accents

LIFT_GROWTH = 0.16  # a man at full lift is this much larger
SELECTED_LIFT = 0.45  # a picked-up man hovers this high
_GHOST_OPACITY = 0.42
#: How far a resting man's painting reaches (its shadow's edge, 1.2 radii), in radii.
_RESTING_REACH = 1.25


class MorrisManItem(PieceItem):
    """A man of ``side`` (0 White, 1 Black)."""

    REACH = 1.65  # the shadow of a lifted man reaches this far

    def __init__(
        self,
        side: int,
        palette: Palette,
        parent: QGraphicsItem | None = None,
        radius: float = MAN_RADIUS,
    ) -> None:
        super().__init__(palette, radius, parent)
        self._side = side
        self._accents = accents(palette)
        self._in_mill = False
        self._chosen = False  # "selected" is taken by QGraphicsItem
        self._pickable = False
        self._travel = 0.0
        self._route: QPainterPath | None = None
        self._lift = 0.0
        self._size = 1.0
        self._alarm = 0.0

    # --- state ----------------------------------------------------------------------------------

    @property
    def side(self) -> int:
        return self._side

    def set_side(self, side: int) -> None:
        if side != self._side:
            self._side = side
            self.update()

    def set_palette(self, palette: Palette) -> None:
        self._accents = accents(palette)
        super().set_palette(palette)

    def radius(self) -> float:
        return self._radius

    def set_radius(self, radius: float) -> None:
        """Another size of board: the man follows its grid."""
        if radius != self._radius:
            self.prepareGeometryChange()
            self._radius = radius
            self.update()

    def in_mill(self) -> bool:
        return self._in_mill

    def is_chosen(self) -> bool:
        """Picked up by the player to move (the model's SELECTED role)."""
        return self._chosen

    def is_pickable(self) -> bool:
        return self._pickable

    def set_marks(self, in_mill: bool, chosen: bool, pickable: bool) -> None:
        if (in_mill, chosen, pickable) == (self._in_mill, self._chosen, self._pickable):
            return
        self._in_mill, self._chosen, self._pickable = in_mill, chosen, pickable
        self._apply_scale()
        self.update()

    # --- animated properties --------------------------------------------------------------------

    def set_route(self, route: QPainterPath | None) -> None:
        """The way the next ``travel`` animation follows (None: the man stays where it is)."""
        self._route = route
        self._travel = 0.0
        if route is not None:
            self.setPos(route.pointAtPercent(0.0))

    def route(self) -> QPainterPath | None:
        return self._route

    def _get_travel(self) -> float:
        return self._travel

    def _set_travel(self, value: float) -> None:
        self._travel = value
        if self._route is not None:
            self.setPos(self._route.pointAtPercent(min(max(value, 0.0), 1.0)))

    travel = Property(float, _get_travel, _set_travel)

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self._lift = value
        self._apply_scale()
        self.update()

    lift = Property(float, _get_lift, _set_lift)

    def _get_size(self) -> float:
        return self._size

    def _set_size(self, value: float) -> None:
        self._size = value
        self._apply_scale()

    size = Property(float, _get_size, _set_size)

    def resting_size(self) -> float:
        """The ``size`` property's value (the scale before any lift)."""
        return self._size

    def _get_alarm(self) -> float:
        return self._alarm

    def _set_alarm(self, value: float) -> None:
        self._alarm = value
        self.update()

    alarm = Property(float, _get_alarm, _set_alarm)

    def alarm_level(self) -> float:
        return self._alarm

    def lift_level(self) -> float:
        return self._lift

    def rest(self, position: QPointF, size: float) -> None:
        """Stand still at ``position``: no route, no lift, no flash."""
        self._route = None
        self._travel = 0.0
        self._lift = 0.0
        self._alarm = 0.0
        self._size = size
        self.setPos(position)
        self.setOpacity(1.0)
        self._apply_scale()
        self.update()

    def _effective_lift(self) -> float:
        return max(self._lift, SELECTED_LIFT if self._chosen else 0.0)

    def _apply_scale(self) -> None:
        self.setScale(self._size * (1.0 + LIFT_GROWTH * self._effective_lift()))

    # --- painting -------------------------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self._radius
        pal, acc = self._palette, self._accents
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._at_rest():
            draw_picture(painter, self._resting_look(), r * _RESTING_REACH, self._paint_resting)
            if self._pickable:
                self._paint_pickable(painter, r, acc)
            return
        if self._ghost:
            painter.setOpacity(painter.opacity() * _GHOST_OPACITY)
        else:
            self._paint_shadow(painter, r)
        if self._chosen and not self._ghost:
            # A glow under the lifted man, so the one in hand stands out from those that could be.
            glow = QColor(pal.focus)
            glow.setAlpha(70)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawEllipse(QPointF(0, 0), r * 1.3, r * 1.3)
        elif self._pickable and not self._ghost:
            self._paint_pickable(painter, r, acc)
        self._paint_body(painter, r, pal.morris_men[self._side], pal.morris_men_edge[self._side])
        if self._in_mill and not self._ghost:
            self._paint_mill_ring(painter, r, acc)
        if self._chosen and not self._ghost:
            painter.setPen(QPen(QColor(255, 255, 255, 220), r * 0.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r * 1.08, r * 1.08)
            painter.setPen(QPen(pal.focus, r * 0.12))
            painter.drawEllipse(QPointF(0, 0), r * 1.08, r * 1.08)
        if self._alarm > 0:
            self._paint_alarm(painter, r, acc)

    def _at_rest(self) -> bool:
        """Standing still with nothing on it that moves: drawn from a kept picture."""
        return not (self._ghost or self._chosen or self._lift or self._alarm)

    def _resting_look(self) -> tuple[object, ...]:
        pal, acc = self._palette, self._accents
        colours = (
            pal.morris_men[self._side],
            pal.morris_men_edge[self._side],
            pal.shadow,
            acc.mill,
            acc.mill_border(),
        )
        rgba = tuple(colour.rgba() for colour in colours)
        return ("morris man", self._radius, pal.outline_scale, self._in_mill, rgba)

    def _paint_resting(self, painter: QPainter) -> None:
        """The resting man without the marks drawn over its picture (pickable)."""
        r, pal = self._radius, self._palette
        self._paint_shadow(painter, r)
        self._paint_body(painter, r, pal.morris_men[self._side], pal.morris_men_edge[self._side])
        if self._in_mill:
            self._paint_mill_ring(painter, r, self._accents)

    def _paint_pickable(self, painter: QPainter, r: float, acc: MorrisAccents) -> None:
        # Drawn outside the rim, so it reads as "this one can be picked up", not as a mark.
        painter.setPen(QPen(acc.pickable, r * 0.07))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r * 1.12, r * 1.12)

    def _paint_shadow(self, painter: QPainter, r: float) -> None:
        lift = self._effective_lift()
        # Light from the top left: the shadow falls to the bottom right, further when lifted.
        centre = QPointF(r * (0.05 + 0.16 * lift), r * (0.10 + 0.24 * lift))
        reach = r * (1.10 + 0.12 * lift)
        shade = QColor(self._palette.shadow)
        shade.setAlphaF(shade.alphaF() * (1.0 - 0.35 * lift))
        paint_shadow(painter, centre, reach, shade, 0.80 - 0.12 * lift)

    def _paint_body(self, painter: QPainter, r: float, base: QColor, edge: QColor) -> None:
        dark = base.lightnessF() < 0.5
        # A gentle dome lit from the top left; a dark man needs a stronger sheen to read.
        light = QRadialGradient(QPointF(-r * 0.38, -r * 0.42), r * 1.55)
        light.setColorAt(0.0, base.lighter(190 if dark else 104))
        light.setColorAt(0.55, base)
        light.setColorAt(1.0, base.darker(104 if dark else 112))
        painter.setPen(QPen(edge, r * 0.075 * self._palette.outline_scale))
        painter.setBrush(QBrush(light))
        painter.drawEllipse(QPointF(0, 0), r * 0.96, r * 0.96)
        # The turned groove: a dark line with a light one just below it, as if cut in.
        groove = r * 0.64
        shade = QColor(edge)
        shade.setAlpha(150 if dark else 120)
        glint = QColor(255, 255, 255, 46 if dark else 150)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(glint, r * 0.05))
        painter.drawEllipse(QPointF(0, r * 0.035), groove, groove)
        painter.setPen(QPen(shade, r * 0.05))
        painter.drawEllipse(QPointF(0, 0), groove, groove)

    def _paint_mill_ring(self, painter: QPainter, r: float, acc: MorrisAccents) -> None:
        # A gold inlay in the groove: the man is safe in a mill.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(acc.mill_border(), r * 0.17 * self._palette.outline_scale))
        painter.drawEllipse(QPointF(0, 0), r * 0.64, r * 0.64)
        painter.setPen(QPen(acc.mill, r * 0.11))
        painter.drawEllipse(QPointF(0, 0), r * 0.64, r * 0.64)

    def _paint_alarm(self, painter: QPainter, r: float, acc: MorrisAccents) -> None:
        wash = QColor(acc.danger)
        wash.setAlphaF(0.45 * self._alarm)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(wash)
        painter.drawEllipse(QPointF(0, 0), r * 0.96, r * 0.96)
        ring = QColor(acc.danger)
        ring.setAlphaF(min(1.0, 0.35 + 0.65 * self._alarm))
        painter.setPen(QPen(ring, r * (0.08 + 0.08 * self._alarm)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        grow = 1.08 + 0.14 * self._alarm
        painter.drawEllipse(QPointF(0, 0), r * grow, r * grow)
