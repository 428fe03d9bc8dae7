"""``AutosaveWriter``: the autosave written on a thread of its own, so that the window never
waits for the disk.

A safe write ends with two ``fsync`` calls, which take a millisecond on a fast disk and can take
a tenth of a second on a slow or busy one: too long for the window's thread at every move. The
window hands the record over and goes on; the writer writes the newest record it has been
given (a record overtaken by a newer one before its turn is skipped: the newer one holds all of
it). Whoever reads, removes or renames the autosave first calls ``flush``, so that no write still
under way lands after it.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import Any

from .autosave import write_autosave

#: Told, on the writer's thread, what was written (the ``tag`` given with it) or why it was not.
WrittenCallback = Callable[[Any, Exception | None], None]


class AutosaveWriter:
    def __init__(self, written: WrittenCallback) -> None:
        self._written = written
        self._lock = threading.Condition()
        self._pending: tuple[dict[str, Any], Any] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None

    def submit(self, record_json: dict[str, Any], tag: Any = None) -> None:
        """Write ``record_json`` (from ``records.record_to_json``) soon; ``tag`` comes back to
        the callback with the outcome."""
        with self._lock:
            self._pending = (record_json, tag)
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="autosave-writer", daemon=True
                )
                self._thread.start()
            self._lock.notify_all()

    def flush(self) -> None:
        """Return once every record submitted so far is on disk (or has failed)."""
        with self._lock:
            while self._pending is not None or self._busy:
                self._lock.wait()

    def _run(self) -> None:
        # The thread ends when it has nothing left to write (a window left open idle, or
        # closed, keeps no thread); the next submit starts another.
        while True:
            with self._lock:
                if self._pending is None:
                    self._thread = None
                    return
                (record_json, tag), self._pending = self._pending, None
                self._busy = True
            problem: Exception | None = None
            try:
                write_autosave(record_json)
            except Exception as exc:  # told, never raised: the thread must live on for the next
                problem = exc
            # A callback's failure (a closed echo) must not stop the writing.
            with contextlib.suppress(Exception):
                self._written(tag, problem)
            with self._lock:
                self._busy = False
                self._lock.notify_all()
