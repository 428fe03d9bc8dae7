"""When a search must stop: its deadline, its work budget, or a cancellation from outside."""

from __future__ import annotations

import time
from collections.abc import Callable


class SearchStopped(Exception):
    """Raised inside a search when it must stop now; the caller keeps its best result so far."""


class SearchControl:
    """Tracks a search's budget; ``tick()`` is cheap enough to call at every node."""

    CHECK_EVERY = 256

    def __init__(
        self,
        deadline: float | None = None,
        budget: int | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> None:
        #: ``time.monotonic()`` value after which the search stops.
        self.deadline = deadline
        self.budget = budget
        self.cancelled = cancelled
        self.work = 0
        self._countdown = self.CHECK_EVERY

    def tick(self, amount: int = 1) -> None:
        """Count ``amount`` units of work; raise SearchStopped when out of budget or time."""
        self.work += amount
        if self.budget is not None and self.work >= self.budget:
            raise SearchStopped
        self._countdown -= amount
        if self._countdown <= 0:
            self._countdown = self.CHECK_EVERY
            if self.out_of_time():
                raise SearchStopped

    def out_of_time(self) -> bool:
        if self.deadline is not None and time.monotonic() >= self.deadline:
            return True
        return self.cancelled is not None and self.cancelled()

    def exhausted(self) -> bool:
        """True when the search should not start another unit of work."""
        return (self.budget is not None and self.work >= self.budget) or self.out_of_time()

    def remaining_time(self) -> float | None:
        if self.deadline is None:
            return None
        return max(0.0, self.deadline - time.monotonic())
