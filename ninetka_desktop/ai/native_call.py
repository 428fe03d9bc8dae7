"""How a ``SearchControl``'s cancellation reaches a native search.

The core polls its own deadline and a ``Canceller`` flag while it runs without the GIL; the
control's cancellation is a Python callable, so while the search runs a watcher thread polls the
callable and raises the flag when it fires.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from .._core import Canceller

#: Seconds between two looks of the watcher thread at the cancellation callable.
CANCEL_POLL = 0.02


@contextmanager
def cancellation(cancelled: Callable[[], bool] | None) -> Iterator[Canceller | None]:
    """A ``Canceller`` raised as soon as ``cancelled()`` says so, while the block runs (None
    when there is nothing to watch)."""
    if cancelled is None:
        yield None
        return
    canceller = Canceller()
    done = threading.Event()

    def watch() -> None:
        while not done.wait(CANCEL_POLL):
            if cancelled():
                canceller.cancel()
                return

    if cancelled():
        canceller.cancel()
    watcher = threading.Thread(target=watch, name="search-cancel", daemon=True)
    watcher.start()
    try:
        yield canceller
    finally:
        done.set()
        watcher.join()


__all__ = ["CANCEL_POLL", "cancellation"]
