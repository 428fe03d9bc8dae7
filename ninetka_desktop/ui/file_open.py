"""Saved games handed over by the desktop while the app runs.

On macOS a double-clicked document reaches the running app as a ``QFileOpenEvent``, not on the
command line (also at launch, once the event loop runs); the filter opens it as Game ▸ Open
would, with the same messages when it cannot be read.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


class FileOpenFilter(QObject):
    """Installed on the application; ``open_file(path)`` opens each file the system sends."""

    def __init__(self, open_file: Callable[[str], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._open_file = open_file

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                self._open_file(path)
                return True
        return super().eventFilter(watched, event)
