"""Running a native search (which releases the GIL) under a ``SearchControl``.

The core polls its own deadline and a ``Canceller`` flag; the control's cancellation is a Python
callable, so while a search runs on a helper thread this one polls the callable and raises the
flag when it fires.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from .._core import Canceller
from .control import SearchControl

T = TypeVar("T")

#: Seconds between two looks at the control's cancellation while a native search runs.
POLL_SECONDS = 0.01


def run_native(search: Callable[[float | None, Canceller], T], control: SearchControl) -> T:
    """``search(seconds, canceller)`` with the control's remaining time and cancellation."""
    canceller = Canceller()
    seconds = control.remaining_time()
    cancelled = control.cancelled
    if cancelled is None:
        return search(seconds, canceller)
    if cancelled():
        canceller.cancel()
        return search(seconds, canceller)
    box: list[T] = []
    failure: list[BaseException] = []

    def work() -> None:
        try:
            box.append(search(seconds, canceller))
        except BaseException as error:  # handed to the caller's thread below
            failure.append(error)

    thread = threading.Thread(target=work, name="native-search", daemon=True)
    thread.start()
    while thread.is_alive():
        thread.join(POLL_SECONDS)
        if not canceller.cancelled and cancelled():
            canceller.cancel()
    if failure:
        raise failure[0]
    return box[0]


__all__ = ["POLL_SECONDS", "run_native"]
