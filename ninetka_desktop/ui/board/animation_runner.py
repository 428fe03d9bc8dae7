"""``AnimationRunner``: one animation group at a time, at an adjustable speed, cut short on demand.

The base of both games' animators. A subclass builds a group for a move (of
``property_animation``s) and hands it to ``_start``; ``_on_group_finished`` then runs exactly
once for it, whether it ran to its end or ``finish_now`` jumped it there (a new move, an undo or
a reset does that first), so a controller waiting for the move's ``finished`` never hangs.
"""

from __future__ import annotations

from abc import abstractmethod

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPropertyAnimation, Qt, Signal


class AnimationRunner(QObject):
    #: The animations of a played move ended (subclasses say when exactly).
    finished = Signal()
    _finishedLater = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._speed = 1.0
        self._group: QAbstractAnimation | None = None
        # Queued, so a listener connected right after a move starts still hears it.
        self._finishedLater.connect(self.finished, Qt.ConnectionType.QueuedConnection)

    @property
    def speed(self) -> float:
        return self._speed

    def set_speed(self, factor: float) -> None:
        """0 = off (instant), 1 = normal, 2 = twice as fast."""
        if factor < 0:
            raise ValueError(f"animation speed must be >= 0, not {factor}")
        self._speed = float(factor)

    def is_running(self) -> bool:
        return self._group is not None

    def finish_now(self) -> None:
        """Jump the running group to its end (it then finishes as if it had run)."""
        group = self._group
        if group is None:
            return
        group.finished.disconnect(self._on_group_finished)
        group.setCurrentTime(group.totalDuration())
        group.stop()
        self._on_group_finished(group)

    def _ms(self, ms: float) -> int:
        """A duration at the current speed (at least 1 ms)."""
        return max(1, round(ms / self._speed))

    def _start(self, group: QAbstractAnimation) -> None:
        group.finished.connect(self._on_group_finished)
        self._group = group
        group.start()

    def _end_group(self, group: QAbstractAnimation | None) -> None:
        """Forget the group that ended (``group``, or the running one) and let it go."""
        group = group or self._group
        self._group = None
        if group is not None:
            group.deleteLater()

    @abstractmethod
    def _on_group_finished(self, group: QAbstractAnimation | None = None) -> None:
        """The running animation group ended: tidy up and report it once."""


def property_animation(
    target: QObject, name: bytes, ms: int, curve: QEasingCurve.Type, start: object, end: object
) -> QPropertyAnimation:
    """Animate ``target``'s Qt property ``name`` from ``start`` to ``end`` in ``ms``.

    Unparented: add it to a group at once, which then owns it (an animation nobody owns is
    collected and never runs)."""
    animation = QPropertyAnimation(target, name)
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setDuration(ms)
    animation.setEasingCurve(curve)
    return animation
