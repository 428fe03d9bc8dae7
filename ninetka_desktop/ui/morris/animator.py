"""``MorrisAnimator``: carries Morris men along their routes and says once when a move is done.

One ``run`` animates one step of the game: the travels of its men together (a placement from
the supply, a slide along a line, a flight in an arc), then, if the move took a man, that man
flashes and leaves for the captor's side (``landed`` says when the travellers arrived, so the
mill they closed can show before its victim goes).

``stopped`` follows every run (also an instant one), so the scene can put every man at its
home; ``finished`` follows only runs that report, i.e. played moves, exactly once each: when
the last animation ends, or queued straight away when nothing moves or animations are off. A
new run first jumps a running one to its end.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtGui import QPainterPath

from ..board.animation_runner import AnimationRunner, property_animation
from .man_item import MorrisManItem


class Way(Enum):
    """How a man travels; each way has its own route shape, pace and lift."""

    PLACE = "place"  # from the supply onto a point
    RETURN = "return"  # back into the supply (a withdrawn placement)
    SLIDE = "slide"  # along a line to a neighbouring point
    FLY = "fly"  # to any point, in an arc
    CAPTURE = "capture"  # off the board to the captor's side


@dataclass(frozen=True)
class _Pace:
    base_ms: float
    ms_per_unit: float  # per scene unit travelled
    min_ms: int
    max_ms: int
    lift: float  # peak lift on the way
    bend: float  # how far the route bows out, as a share of its length


_PACES = {
    Way.PLACE: _Pace(200, 0.55, 280, 540, 0.55, 0.10),
    Way.RETURN: _Pace(180, 0.5, 240, 480, 0.40, -0.10),
    Way.SLIDE: _Pace(120, 0.9, 180, 420, 0.0, 0.0),
    Way.FLY: _Pace(320, 0.45, 420, 640, 1.0, 0.30),
    Way.CAPTURE: _Pace(240, 0.45, 320, 600, 0.7, 0.14),
}
FLASH_MS = 420  # the man about to be taken flashes this long before it leaves
MOVING_Z = 4.5  # a travelling man passes over the others


@dataclass(frozen=True)
class Travel:
    item: MorrisManItem
    end: QPointF
    way: Way
    end_size: float = 1.0


def route(start: QPointF, end: QPointF, bend: float) -> QPainterPath:
    """A straight line, or a gentle curve bowing ``bend`` x its length (upwards when it can)."""
    path = QPainterPath(start)
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = math.hypot(dx, dy)
    if bend == 0 or length < 1.0:
        path.lineTo(end)
        return path
    normal = QPointF(dy / length, -dx / length)
    if normal.y() > 0 or (abs(normal.y()) < 1e-6 and normal.x() > 0):
        normal = -normal  # bow up (or left): the way a hand lifts a man
    control = (start + end) / 2 + normal * (length * bend * 2)
    path.quadTo(control, end)
    return path


class MorrisAnimator(AnimationRunner):
    # ``finished``: the animations of a played move ended (exactly once per reporting run).
    #: Any run ended (also an instant one, and one that was cut short).
    stopped = Signal()
    #: The travelling men of a run arrived; only the man being taken still moves.
    landed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items: list[MorrisManItem] = []
        self._taking: MorrisManItem | None = None
        self._report = False

    def moving(self) -> list[MorrisManItem]:
        """The men of the running animation."""
        return list(self._items)

    def run(self, travels: list[Travel], removal: Travel | None, report: bool) -> None:
        """Animate ``travels`` together, then ``removal``; ``report`` for a played move."""
        self.finish_now()
        steps = [*travels, *([removal] if removal is not None else [])]
        if self._speed <= 0 or not steps:
            for travel in steps:
                travel.item.rest(travel.end, travel.end_size)
            self.stopped.emit()
            if report:
                self._finishedLater.emit()
            return
        group = QSequentialAnimationGroup(self)
        if travels:
            together = QParallelAnimationGroup()
            for travel in travels:
                together.addAnimation(self._travel(travel))
            group.addAnimation(together)
            if removal is not None:
                together.finished.connect(self._on_landed)
        if removal is not None:
            group.addAnimation(self._flash(removal.item))
            group.addAnimation(self._travel(removal))
        self._items = [travel.item for travel in steps]
        self._taking = None if removal is None else removal.item
        for item in self._items:
            item.setZValue(MOVING_Z)
        self._report = report
        self._start(group)

    # --- building -------------------------------------------------------------------------------

    def _travel(self, travel: Travel) -> QParallelAnimationGroup:
        item, pace = travel.item, _PACES[travel.way]
        start = item.pos()
        path = route(start, travel.end, pace.bend)
        item.set_route(path)
        ms = self._ms(
            min(max(pace.base_ms + pace.ms_per_unit * path.length(), pace.min_ms), pace.max_ms)
        )
        # Added to the run's group, which owns it: an unowned animation is collected.
        group = QParallelAnimationGroup()
        fly = travel.way is Way.FLY
        curve = QEasingCurve.Type.InOutCubic if fly else QEasingCurve.Type.OutCubic
        group.addAnimation(property_animation(item, b"travel", ms, curve, 0.0, 1.0))
        if pace.lift > 0:
            lift = property_animation(item, b"lift", ms, QEasingCurve.Type.InOutSine, 0.0, 0.0)
            lift.setKeyValueAt(0.4, pace.lift)
            group.addAnimation(lift)
        if travel.end_size != item.resting_size():
            group.addAnimation(
                property_animation(item, b"size", ms, curve, item.resting_size(), travel.end_size)
            )
        if travel.way is Way.CAPTURE:
            ease_out = QEasingCurve.Type.OutQuad  # the flash fades as the man leaves
            group.addAnimation(property_animation(item, b"alarm", ms // 2 + 1, ease_out, 1.0, 0.0))
        return group

    def _flash(self, item: MorrisManItem) -> QPropertyAnimation:
        curve = QEasingCurve.Type.Linear
        flash = property_animation(item, b"alarm", self._ms(FLASH_MS), curve, 0.0, 1.0)
        flash.setKeyValueAt(0.3, 1.0)
        flash.setKeyValueAt(0.6, 0.4)
        return flash

    def _on_landed(self) -> None:
        if self._group is not None and self._taking is not None:
            self._items = [self._taking]
            self.landed.emit()

    def _on_group_finished(self, group: QAbstractAnimation | None = None) -> None:
        self._end_group(group)
        self._taking = None
        items, self._items = self._items, []
        report, self._report = self._report, False
        for item in items:
            item.rest(item.pos(), item.resting_size())
        self.stopped.emit()
        if report:
            self.finished.emit()
