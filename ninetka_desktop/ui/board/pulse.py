"""``Pulse``: a value that breathes 0 -> 1 -> 0 in a loop and repaints its item at each step.

The hint ring of both boards and the Morris marks on men that may be taken breathe with it.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QVariantAnimation
from PySide6.QtWidgets import QGraphicsObject


class Pulse:
    def __init__(self, item: QGraphicsObject, period_ms: int) -> None:
        self._item = item
        self._value = 0.0
        # Owned by the item, so it lives exactly as long as what it repaints.
        self._animation = QVariantAnimation(item)
        self._animation.setStartValue(0.0)
        self._animation.setKeyValueAt(0.5, 1.0)
        self._animation.setEndValue(0.0)
        self._animation.setDuration(period_ms)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._animation.setLoopCount(-1)
        self._animation.valueChanged.connect(self._on_value_changed)

    @property
    def value(self) -> float:
        """0 at rest, 1 at the height of a breath."""
        return self._value

    def is_running(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def start(self) -> None:
        """Start breathing from 0 (no change while it breathes)."""
        self._animation.start()

    def stop(self, rest: float = 0.0) -> None:
        """Stop breathing and hold ``rest`` (without a repaint: the caller repaints)."""
        self._animation.stop()
        self._value = rest

    def _on_value_changed(self, value: float) -> None:
        self._value = float(value)
        self._item.update()
