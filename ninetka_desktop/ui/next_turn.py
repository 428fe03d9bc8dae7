"""Work that follows a move, put off to the event loop's next turn."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


def next_turn_timer(parent: QObject, slot: Callable[[], None]) -> QTimer:
    """A single-shot timer that, once started, runs ``slot`` on the event loop's next turn.

    What follows a move (the analysis, the review, the autosave record) then waits until the
    move's first frame is drawn: the frame a move starts in is the one the window can least
    spare. Starting it again while it waits still runs ``slot`` once."""
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(0)
    timer.timeout.connect(slot)
    return timer
