"""Checking table files off the window's thread: a perfect-play set's files are read whole
(``ai.morris.table_files``), gigabytes for the largest, and a window that waited for them would
freeze. ``TableCensus`` checks the files of the sets asked about on a thread of its own, one run
at a time, and says when it is done; the results are kept for as long as each file stays the
same, so whoever asks next gets them without reading a file."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..ai.morris.table_files import checked_already, installed


class TableCensus(QObject):
    #: Every file of the sets last asked about is checked.
    finished = Signal()
    #: A run's thread is done (emitted there, received in the window's thread).
    _done = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._done.connect(self._ended)
        self._thread: threading.Thread | None = None
        #: Asked again while a run went on: one more run once it ends.
        self._again: list[tuple[list[str], list[Path]]] | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None

    @staticmethod
    def ready(names: list[str], dirs: list[Path]) -> bool:
        """Whether the files of ``names`` in ``dirs`` can be looked at without reading any."""
        return checked_already(names, dirs)

    def check(self, sets: Sequence[tuple[list[str], list[Path]]]) -> None:
        """Check the files of ``sets`` (names, folders) in the background; ``finished`` once
        done (a run already going on checks them after its own)."""
        wanted = [(list(names), list(dirs)) for names, dirs in sets]
        if self._thread is not None:
            self._again = wanted
            return
        self._thread = threading.Thread(
            target=self._run, args=(wanted,), name="table-census", daemon=True
        )
        self._thread.start()

    def _run(self, sets: list[tuple[list[str], list[Path]]]) -> None:
        try:
            for names, dirs in sets:
                installed(names, dirs)
        finally:
            # Queued to the window's thread (the census lives there); gone when the app ended
            # meanwhile.
            with contextlib.suppress(RuntimeError):
                self._done.emit()

    def _ended(self) -> None:
        self._thread = None
        again, self._again = self._again, None
        if again is not None:
            self.check(again)
            return
        self.finished.emit()
