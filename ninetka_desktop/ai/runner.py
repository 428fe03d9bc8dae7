"""Runs the AI in a worker process so the GUI thread never waits on a search.

Qt-free: the GUI wraps ``AiRunner`` and turns its callbacks into queued signals. Each request
gets an id, and ``is_current(id)`` is the one place that says whether its answer still counts:
the latest request is current until a newer one or a cancel makes it stale (answering it does
not). A stale result is dropped here, and a result that went stale on its way to the GUI thread
is dropped there by asking ``is_current`` again. Cancellation also reaches a running search
through a shared counter it polls, so the worker is free again at once.

A worker can also die (killed, out of memory) or hang. A dead worker breaks the pool at once
(``BrokenProcessPool``); a watchdog thread notices a search that has not answered within its
level's time cap plus ``HANG_GRACE_S`` (a worker the busy machine keeps waiting for a processor
gets up to ``STARVED_GRACE_S`` more: it is slow, not hung; ``worker_cpu``). Either way the
pool's processes are killed, a fresh pool is started, the current request is asked again there
(once), and ``on_restart`` is told. A request that fails on the fresh worker too is answered
with an error result, on which the computer player falls back to a legal move, so a game never
stalls.

"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import worker_cpu
from .levels import level as level_of
from .snapshot import Snapshot

#: How much longer than its time cap a search may take before its worker counts as hung.
HANG_GRACE_S = 1.0
#: How much longer still a search may take while its worker is runnable but has had less than
#: half the wall clock's time on a processor (other programs come first).
STARVED_GRACE_S = 60.0
#: How long a request may wait for a worker to start it at all (a fresh worker imports the app).
START_LIMIT_S = 20.0
#: How often the watchdog looks while a request is outstanding.
WATCH_INTERVAL_S = 0.05
#: How many times a request is asked again on a fresh worker before it is answered with an error.
RETRIES = 1
#: How long closing waits for a cancelled search to stop before killing its worker.
SHUTDOWN_WAIT_S = 2.0


@dataclass(frozen=True, slots=True)
class AiResult:
    request_id: int
    snapshot: Snapshot
    move: str | None
    error: str | None = None
    seconds: float = 0.0
    #: An analysis runner's answer, an ``analysis.PositionAnalysis`` (``move`` is then None).
    #: Typed loosely: the analysis is a layer above the AI, which runs it without knowing it.
    analysis: Any = None


ResultCallback = Callable[[AiResult], None]
#: Told (from a helper thread) why the workers were restarted.
RestartCallback = Callable[[str], None]
#: (the move or the analysis, an error, seconds).
Outcome = tuple[Any, str | None, float]
#: A worker's work on one request: (request id, snapshot, level, seed, time cap) -> outcome.
WorkerFunction = Callable[[int, Snapshot, int, int | None, float | None], Outcome]

# Set in each worker process by _init_worker: the highest cancelled request id, and the id of
# the last request the worker started. Raw (lock-free) shared ints: a worker killed while it
# held a lock would leave the lock held forever, and the GUI thread waiting on it.
_cancelled_up_to: Any = None
_started: Any = None


#: How much lower than the window's the workers' scheduling priority is (POSIX ``nice``).
WORKER_NICENESS = 19


def _init_worker(
    cancelled_up_to: Any, started: Any, tablebase_folders: list[Path] | None
) -> None:
    global _cancelled_up_to, _started
    _cancelled_up_to = cancelled_up_to
    _started = started
    if tablebase_folders is not None:
        # The folders the app chose (else the worker's first Morris move takes the defaults).
        from .morris.tablebase import use_tablebases

        use_tablebases(tablebase_folders)
    # The window's thread comes first: on a machine with two cores, searches for the move, the
    # analysis and the review would otherwise take turns with it and stall its frames.
    # Where lowering is not allowed, the searches run at the window's priority.
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(WORKER_NICENESS)
    threading.Thread(target=_exit_with_parent, name="parent-watch", daemon=True).start()


def _exit_with_parent() -> None:
    """End this worker when the app is gone. A worker waits for work on a queue whose writing
    end it holds itself, so it would never notice a killed app and would live on forever."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    parent.join()  # returns when the parent process ends, however it ends
    os._exit(0)


def in_worker(request_id: int, work: Callable[[Callable[[], bool], float], Any]) -> Outcome:
    """Run ``work(cancelled, start)`` for ``request_id`` in this worker: marks the request
    started, and reports an exception as an error instead of losing it in the worker."""
    if _started is not None:
        _started.value = request_id

    def cancelled() -> bool:
        return _cancelled_up_to is not None and _cancelled_up_to.value >= request_id

    start = time.monotonic()
    try:
        value = work(cancelled, start)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as exc:  # a panic in the native core is a BaseException too
        return None, f"{type(exc).__name__}: {exc}", time.monotonic() - start
    return value, None, time.monotonic() - start


def _worker_choose(
    request_id: int, snapshot: Snapshot, level: int, seed: int | None, time_cap: float | None
) -> Outcome:
    from . import choose_move

    def work(cancelled: Callable[[], bool], start: float) -> str:
        deadline = None if time_cap is None else start + time_cap
        return choose_move(snapshot, level, seed=seed, deadline=deadline, cancelled=cancelled)

    return in_worker(request_id, work)


@dataclass(frozen=True, slots=True)
class WorkerTask:
    """What a runner's workers do with a request."""

    #: A module-level function (the workers are spawned processes: it is sent by name).
    run: WorkerFunction
    #: Whether a request's time cap is the whole time, even beyond the level's cap (an
    #: analysis), rather than only a shorter cap (a move).
    cap_is_whole_time: bool = False
    #: Whether the answer is an analysis (``AiResult.analysis``) rather than a move.
    answers_analysis: bool = False


#: Choosing the computer's move: the runner's task unless told otherwise.
CHOOSE_MOVE = WorkerTask(_worker_choose)


@dataclass(slots=True)
class _Job:
    request_id: int
    snapshot: Snapshot
    level: int
    seed: int | None
    time_cap: float | None
    on_result: ResultCallback
    #: Seconds the search may run, once started, before its worker counts as hung.
    limit: float
    attempts: int = 0
    submitted_at: float = 0.0
    started_at: float | None = None
    #: The workers' processor time when the search started (None where the system does not
    #: say).
    cpu_at_start: float | None = None
    future: Future[Outcome] | None = None
    pool: _Pool | None = None


class _Pool:
    """One generation of worker processes with its own shared counters."""

    def __init__(self, workers: int) -> None:
        from .morris.tablebase import registered_tablebase_dirs

        context = multiprocessing.get_context("spawn")
        self.cancelled_up_to = context.RawValue("q", 0)
        self.started = context.RawValue("q", 0)
        self.executor = ProcessPoolExecutor(
            max_workers=workers,
            mp_context=context,
            initializer=_init_worker,
            initargs=(self.cancelled_up_to, self.started, registered_tablebase_dirs()),
        )
        #: request id -> job, for every search submitted here that has not finished.
        self.jobs: dict[int, _Job] = {}

    def processes(self) -> list[multiprocessing.process.BaseProcess]:
        return list((self.executor._processes or {}).values())

    def pids(self) -> list[int]:
        return [p.pid for p in self.processes() if p.pid is not None]

    def kill(self) -> None:
        """Stop the processes now (a hung one will not listen to anything gentler). The
        executor's own thread reaps them: joining here too would race it for the exit status."""
        for process in self.processes():
            with contextlib.suppress(OSError, ValueError):  # already gone or closed
                process.kill()
        self.executor.shutdown(wait=False, cancel_futures=True)


def _starved(pool: _Pool, job: _Job, ran: float) -> bool:
    """Whether ``job``'s search, ``ran`` seconds since it started and past its limit, is only
    waiting for a processor: its worker runnable, with less than half of that time on one (a
    busy machine), and not yet ``STARVED_GRACE_S`` past the limit."""
    if job.cpu_at_start is None or ran > job.limit + STARVED_GRACE_S:
        return False
    usage = worker_cpu.total(pool.pids())
    if usage is None:
        return False
    return usage.runnable and usage.cpu_seconds - job.cpu_at_start < ran / 2


class AiRunner:
    """One request at a time in a pool of worker processes (spawned, so frozen apps work).

    ``task`` says what the workers do: choose moves, or (``analysis.worker.ANALYSE``) analyse
    positions, where a request's ``time_cap`` is the analysis's whole time, even beyond the
    level's cap, and its answer comes in ``AiResult.analysis``."""

    def __init__(
        self,
        workers: int = 1,
        on_restart: RestartCallback | None = None,
        task: WorkerTask | None = None,
    ) -> None:
        # Looked up here, not bound as the default: a test may stand in its own worker.
        self._task = task if task is not None else CHOOSE_MOVE
        self._workers = workers
        self._on_restart = on_restart
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._pool = _Pool(workers)
        self._last_id = 0
        #: The latest request, until a newer one or a cancel: the only one whose answer counts.
        self._current_id: int | None = None
        self._cancel_mark = 0
        self._closed = False
        #: How many times the workers were replaced after dying or hanging.
        self.restarts = 0
        self._watchdog = threading.Thread(target=self._watch, name="ai-watchdog", daemon=True)
        self._watchdog.start()

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
        cap = level_of(level).time_cap
        if time_cap is not None:
            cap = time_cap if self._task.cap_is_whole_time else min(cap, time_cap)
        with self._lock:
            if self._closed:
                raise RuntimeError("the AI runner was shut down")
            self._cancel_locked()
            self._last_id += 1
            request_id = self._current_id = self._last_id
            job = _Job(request_id, snapshot, level, seed, time_cap, on_result, cap + HANG_GRACE_S)
            old: _Pool | None = None
            try:
                future = self._submit_locked(job)
            except BrokenProcessPool:
                # The worker died while idle: nothing was lost, but a fresh pool is needed.
                old = self._replace_pool_locked()
                future = self._submit_locked(job)
        if old is not None:
            self._after_restart(old, "the AI worker process had stopped")
        future.add_done_callback(lambda done: self._deliver(job, done))
        return request_id

    def cancel(self, request_id: int | None = None) -> None:
        """Make the current request stale (only if it is ``request_id``, when given); its
        result will be dropped."""
        with self._lock:
            if request_id is None or request_id == self._current_id:
                self._cancel_locked()

    def is_current(self, request_id: int) -> bool:
        """Whether an answer to ``request_id`` still counts: no newer request and no cancel
        since (whether it was answered already does not matter)."""
        with self._lock:
            return self._is_current_locked(request_id)

    def worker_pids(self) -> list[int]:
        """The process ids of the live workers (started on the first request)."""
        with self._lock:
            processes = self._pool.processes()
        return [p.pid for p in processes if p.pid is not None and p.is_alive()]

    def shutdown(self) -> None:
        with self._lock:
            self._cancel_locked()
            self._closed = True
            self._wake.notify_all()
            pool = self._pool
            futures = [job.future for job in pool.jobs.values() if job.future is not None]
        # A cancelled search stops within moments; one that does not is hung and is killed,
        # so that closing the window never waits on it.
        if wait(futures, timeout=SHUTDOWN_WAIT_S).not_done:
            pool.kill()
        pool.executor.shutdown(wait=True, cancel_futures=True)
        self._watchdog.join(timeout=5)

    # --- internals ----------------------------------------------------------------------------

    def _is_current_locked(self, request_id: int) -> bool:
        return request_id == self._current_id

    def _cancel_locked(self) -> None:
        if self._current_id is not None:
            self._cancel_mark = self._current_id
            self._pool.cancelled_up_to.value = self._cancel_mark
        self._current_id = None

    def _submit_locked(self, job: _Job) -> Future[Outcome]:
        pool = self._pool
        work = self._task.run
        future = pool.executor.submit(
            work, job.request_id, job.snapshot, job.level, job.seed, job.time_cap
        )
        job.attempts += 1
        job.submitted_at = time.monotonic()
        job.started_at = None
        job.cpu_at_start = None
        job.future = future
        job.pool = pool
        pool.jobs[job.request_id] = job
        self._wake.notify_all()
        return future

    def _replace_pool_locked(self) -> _Pool:
        """Start a fresh pool in place of the current one, which is returned for killing."""
        old = self._pool
        self._pool = _Pool(self._workers)
        self._pool.cancelled_up_to.value = self._cancel_mark
        self.restarts += 1
        return old

    def _after_restart(self, old: _Pool, reason: str) -> None:
        old.kill()
        print(f"ninetka: {reason}; AI worker restarted", file=sys.stderr)
        if self._on_restart is not None:
            self._on_restart(reason)

    def _restart(self, pool: _Pool, reason: str, culprit: _Job | None = None) -> None:
        """Replace ``pool`` (if it is still the live one) and ask the current request again;
        with a ``culprit``, only if that search is still outstanding (it may just have ended)."""
        failed: _Job | None = None
        future: Future[Outcome] | None = None
        with self._lock:
            if pool is not self._pool or self._closed:
                return  # already replaced, or closing anyway
            if culprit is not None and pool.jobs.get(culprit.request_id) is not culprit:
                return
            current = pool.jobs.get(self._current_id) if self._current_id is not None else None
            self._replace_pool_locked()
            if current is not None:
                if current.attempts <= RETRIES:
                    future = self._submit_locked(current)
                else:
                    failed = current
        self._after_restart(pool, reason)
        if future is not None and current is not None:
            job = current
            future.add_done_callback(lambda done: self._deliver(job, done))
        if failed is not None:
            failed.on_result(
                AiResult(failed.request_id, failed.snapshot, None, f"{reason}; gave up")
            )

    def _deliver(self, job: _Job, future: Future[Outcome]) -> None:
        with self._lock:
            pool = job.pool
            if job.future is not future or pool is None or pool is not self._pool:
                return  # a superseded attempt, or its pool was replaced meanwhile
            broken = not future.cancelled() and isinstance(future.exception(), BrokenProcessPool)
            if not broken:
                pool.jobs.pop(job.request_id, None)
                if not self._is_current_locked(job.request_id):
                    return  # stale: the position moved on or the request was cancelled
        if future.cancelled():
            return
        if broken:
            self._restart(pool, "the AI worker process died")
            return
        exc = future.exception()
        if exc is not None:
            failure = f"{type(exc).__name__}: {exc}"
            job.on_result(AiResult(job.request_id, job.snapshot, None, failure))
            return
        value, error, seconds = future.result()
        if self._task.answers_analysis:
            result = AiResult(job.request_id, job.snapshot, None, error, seconds, analysis=value)
        else:
            result = AiResult(job.request_id, job.snapshot, value, error, seconds)
        job.on_result(result)

    def _watch(self) -> None:
        """The watchdog: restart the workers when a search overruns its cap plus the grace."""
        while True:
            with self._lock:
                while not self._closed and not self._pool.jobs:
                    self._wake.wait()
                if self._closed:
                    return
                pool = self._pool
                hung = self._overdue_locked(pool, time.monotonic())
            if hung is not None:
                self._restart(pool, "the AI worker process stopped responding", hung)
            with self._lock:
                if not self._closed:
                    self._wake.wait(WATCH_INTERVAL_S)

    @staticmethod
    def _overdue_locked(pool: _Pool, now: float) -> _Job | None:
        started = pool.started.value
        for job in pool.jobs.values():
            if job.started_at is None and started >= job.request_id:
                job.started_at = now  # within one watch interval of the real start
                usage = worker_cpu.total(pool.pids())
                job.cpu_at_start = None if usage is None else usage.cpu_seconds
            if job.started_at is not None:
                ran = now - job.started_at
                if ran > job.limit and not _starved(pool, job, ran):
                    return job
            elif now - job.submitted_at > START_LIMIT_S:
                return job
        return None
