"""The garbage collector runs on the window's thread only.

Python collects reference cycles on whichever thread happens to allocate when a collection is
due: the autosave's writer, the thread that unpickles the computer's answers. A cycle that holds
a Qt object (a scene kept alive by a closure, say) is then deleted on that thread, and a running
animation it owned is taken off that thread's animation timer instead of the window's, which
goes on stepping a deleted animation and crashes. So the automatic collector is switched off and
the window's thread collects on a timer, by the same thresholds the automatic one uses.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the window's thread looks whether a collection is due.
INTERVAL_MS = 250
_INSTALLED = "ninetkaMainThreadCollector"


class MainThreadCollector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(collect_if_due)
        self._timer.start()
        gc.disable()


def install() -> None:
    """Switch the automatic collector off and collect on the window's thread from now on
    (once per application; with no application yet, nothing changes)."""
    app = QCoreApplication.instance()
    if app is None or threading.current_thread() is not threading.main_thread():
        return
    if app.property(_INSTALLED):
        return
    MainThreadCollector(app)  # owned by the application, for as long as it runs
    app.setProperty(_INSTALLED, True)


def collect_if_due() -> int | None:
    """Collect the generation the automatic collector would collect now (on this thread);
    the generation collected, or None when none was due."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = [
        generation
        for generation in (2, 1, 0)
        if thresholds[generation] and counts[generation] > thresholds[generation]
    ]
    if not due:
        return None
    gc.collect(due[0])
    return due[0]
