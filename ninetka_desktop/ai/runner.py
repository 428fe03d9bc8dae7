"""Runs the AI in a worker process so the GUI thread never waits on a search.

Qt-free: the GUI wraps ``AiRunner`` and turns its callback into a queued signal. Each request
gets an id; asking again or cancelling makes every earlier request stale, and a stale result is
dropped here, never delivered. Cancellation also reaches a running search through a shared
counter it polls, so the worker is free again at once.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from .snapshot import Snapshot


@dataclass(frozen=True, slots=True)
class AiResult:
    request_id: int
    snapshot: Snapshot
    move: str | None
    error: str | None = None
    seconds: float = 0.0


ResultCallback = Callable[[AiResult], None]

# Set in each worker process by _init_worker: the highest cancelled request id.
_cancelled_up_to: Any = None


def _init_worker(cancelled_up_to: Any) -> None:
    global _cancelled_up_to
    _cancelled_up_to = cancelled_up_to


def _worker_choose(
    request_id: int, snapshot: Snapshot, level: int, seed: int | None, time_cap: float | None
) -> tuple[str | None, str | None, float]:
    from . import choose_move

    def cancelled() -> bool:
        return _cancelled_up_to is not None and _cancelled_up_to.value >= request_id

    start = time.monotonic()
    deadline = None if time_cap is None else start + time_cap
    try:
        move = choose_move(snapshot, level, seed=seed, deadline=deadline, cancelled=cancelled)
    except Exception as exc:  # reported to the caller, never lost in the worker
        return None, f"{type(exc).__name__}: {exc}", time.monotonic() - start
    return move, None, time.monotonic() - start


class AiRunner:
    """One request at a time in a pool of worker processes (spawned, so frozen apps work)."""

    def __init__(self, workers: int = 1) -> None:
        context = multiprocessing.get_context("spawn")
        self._cancelled_up_to = context.Value("q", 0)
        self._pool = ProcessPoolExecutor(
            max_workers=workers,
            mp_context=context,
            initializer=_init_worker,
            initargs=(self._cancelled_up_to,),
        )
        self._lock = threading.Lock()
        self._last_id = 0
        self._current_id: int | None = None

    def request(
        self,
        snapshot: Snapshot,
        level: int,
        on_result: ResultCallback,
        seed: int | None = None,
        time_cap: float | None = None,
    ) -> int:
        """Start thinking about ``snapshot``; ``on_result`` is called (from a helper thread)
        unless the request became stale first. Any earlier request is cancelled."""
        with self._lock:
            self._cancel_locked()
            self._last_id += 1
            request_id = self._current_id = self._last_id
        future = self._pool.submit(_worker_choose, request_id, snapshot, level, seed, time_cap)
        future.add_done_callback(
            lambda done: self._deliver(request_id, snapshot, done, on_result)
        )
        return request_id

    def cancel(self) -> None:
        """Make the running request stale; its result will be dropped."""
        with self._lock:
            self._cancel_locked()

    def is_current(self, request_id: int) -> bool:
        with self._lock:
            return request_id == self._current_id

    def shutdown(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=True, cancel_futures=True)

    def _cancel_locked(self) -> None:
        if self._current_id is not None:
            with self._cancelled_up_to.get_lock():
                self._cancelled_up_to.value = self._current_id
        self._current_id = None

    def _deliver(
        self,
        request_id: int,
        snapshot: Snapshot,
        future: Future[tuple[str | None, str | None, float]],
        on_result: ResultCallback,
    ) -> None:
        with self._lock:
            if request_id != self._current_id:
                return  # stale: the position moved on or the request was cancelled
            self._current_id = None
        if future.cancelled():
            return
        exc = future.exception()
        if exc is not None:
            on_result(AiResult(request_id, snapshot, None, f"{type(exc).__name__}: {exc}"))
            return
        move, error, seconds = future.result()
        on_result(AiResult(request_id, snapshot, move, error, seconds))
