"""Input lines of bounded length, read on a thread of their own.

A line is never held in memory beyond ``limit`` bytes, however long it is, so an endless line
cannot exhaust memory. Reading on a separate thread lets the engine notice the end of its
input while a command is still computing.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import BinaryIO

#: Bytes asked for at each read; a pipe hands over what it has, up to this much.
CHUNK = 64 * 1024


@dataclass(frozen=True, slots=True)
class LongLine:
    """A line longer than the limit: only its first ``limit`` bytes are kept."""

    head: bytes


Line = bytes | LongLine


def bounded_lines(read: Callable[[int], bytes], limit: int) -> Iterator[Line]:
    """The lines that ``read`` hands out, without their ``\\n``, each at most ``limit`` bytes.

    A longer line yields one ``LongLine`` as soon as it passes the limit; the rest of it, up to
    its newline, is read and dropped. A last line without a newline is yielded too.
    """
    pending = bytearray()
    skipping = False  # inside a long line that has been reported already
    while chunk := read(CHUNK):
        start = 0
        while (end := chunk.find(b"\n", start)) >= 0:
            if not skipping:
                pending += chunk[start:end]
                yield LongLine(bytes(pending[:limit])) if len(pending) > limit else bytes(pending)
            pending.clear()
            skipping = False
            start = end + 1
        if not skipping:
            pending += chunk[start:]
            if len(pending) > limit:
                yield LongLine(bytes(pending[:limit]))
                pending.clear()
                skipping = True
    if pending and not skipping:
        yield bytes(pending)


class LineReader:
    """Reads ``source`` on a daemon thread into a short queue; iterate to take the lines.

    ``ended`` is set as soon as the end of input (or a read error) is reached, even while
    earlier lines still wait in the queue. Reading stops after a line that ``is_last`` accepts,
    without reaching (or reporting) the end.
    """

    def __init__(
        self,
        source: BinaryIO,
        limit: int,
        queue_size: int = 64,
        is_last: Callable[[Line], bool] = lambda line: False,
    ) -> None:
        self.ended = threading.Event()
        # Bounded, so a client that sends faster than commands are answered waits instead of
        # filling memory.
        self._queue: queue.Queue[Line | None] = queue.Queue(queue_size)  # None: the end
        self._closed = threading.Event()
        # read1 returns what is available instead of waiting for a full chunk.
        self._read: Callable[[int], bytes] = getattr(source, "read1", source.read)
        self._limit = limit
        self._is_last = is_last
        self._thread = threading.Thread(target=self._run, name="engine-input", daemon=True)
        self._thread.start()

    def __iter__(self) -> Iterator[Line]:
        while (item := self._queue.get()) is not None:
            yield item

    def close(self) -> None:
        """Stop the thread at its next line (one blocked in a read ends with the process)."""
        self._closed.set()

    def _run(self) -> None:
        try:
            for line in bounded_lines(self._read, self._limit):
                if not self._put(line):
                    return
                if self._is_last(line):
                    self._put(None)
                    return
        except (OSError, ValueError):
            pass  # a broken or closed input ends like an empty one
        self.ended.set()
        self._put(None)

    def _put(self, item: Line | None) -> bool:
        while not self._closed.is_set():
            try:
                self._queue.put(item, timeout=0.1)
                return True
            except queue.Full:
                continue
        return False
