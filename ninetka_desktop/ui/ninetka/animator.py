"""``NinetkaAnimator``: runs the animations of one move and says once when they are done.

Every move gets exactly one ``finished``: when its last animation ends, or (queued) straight
away when it needed none or animations are off. A new move, an undo or a reset first jumps any
running animation to its end, which also reports ``finished`` for that move, so a controller
waiting on it never hangs.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
)

from ..board.animation_runner import AnimationRunner, property_animation
from .counter_item import CounterItem

DROP_MS = 200
DROP_SCALE = 1.22  # a placed counter starts a little large and settles onto the board
SLIDE_MS_PER_CELL = 150
SLIDE_MAX_MS = 700


class NinetkaAnimator(AnimationRunner):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items: list[CounterItem] = []

    def play(
        self,
        drops: list[CounterItem],
        slides: list[tuple[CounterItem, QPointF, QPointF, int]],
    ) -> None:
        """Animate placements (``drops``, already at their cells) and slides
        ``(item, start, end, cells travelled)``; report ``finished`` once."""
        self.finish_now()
        if self._speed <= 0 or not (drops or slides):
            for item, _start, end, _cells in slides:
                item.setPos(end)
            self._finishedLater.emit()
            return
        group = QParallelAnimationGroup(self)
        for item in drops:
            group.addAnimation(self._animation(item, b"opacity", 0.0, 1.0, DROP_MS))
            group.addAnimation(self._animation(item, b"scale", DROP_SCALE, 1.0, DROP_MS))
            item.setOpacity(0.0)
            item.setScale(DROP_SCALE)
        for item, start, end, cells in slides:
            duration = min(SLIDE_MS_PER_CELL * max(cells, 1), SLIDE_MAX_MS)
            group.addAnimation(self._animation(item, b"pos", start, end, duration))
            item.setPos(start)
        self._items = drops + [slide[0] for slide in slides]
        # Animated counters rise above the others while they move.
        for item in self._items:
            item.setZValue(item.zValue() + 1)
        self._start(group)

    def _animation(
        self, item: CounterItem, name: bytes, start: object, end: object, ms: int
    ) -> QAbstractAnimation:
        curve = QEasingCurve.Type.OutCubic
        return property_animation(item, name, self._ms(ms), curve, start, end)

    def _on_group_finished(self, group: QAbstractAnimation | None = None) -> None:
        self._end_group(group)
        for item in self._items:
            item.setZValue(item.zValue() - 1)
            item.setOpacity(1.0)
            item.setScale(1.0)
        self._items = []
        self.finished.emit()
