"""``QtAiRunner``: the AI worker pool seen from the GUI thread, as Qt signals.

The worker's callback runs on a helper thread (or, for a search that ended first, inside
``request``); it is always queued into the GUI thread, so ``resultReady`` never fires inside
``request`` and its slots always run on the GUI thread. There the request id decides: a result
is emitted only while ``AiRunner.is_current`` says its request still counts, so an answer that
went stale on its way (a newer request, a cancel) is dropped by id, and nothing is replayed to
find out. ``workerRestarted`` is sent when a worker died or hung and was replaced.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal

from ..ai import Snapshot
from ..ai.runner import AiResult, AiRunner
from ..analysis.worker import ANALYSE


class QtAiRunner(QObject):
    #: An AiResult for the current request; stale results are never emitted.
    resultReady = Signal(object)
    #: The worker process died or stopped responding and was restarted (the reason, for logs).
    workerRestarted = Signal(str)
    _arrived = Signal(object)

    def __init__(
        self, parent: QObject | None = None, workers: int = 1, analysis: bool = False
    ) -> None:
        super().__init__(parent)
        self._runner: AiRunner | None = None
        self._workers = workers
        self._analysis = analysis
        self._arrived.connect(self._on_arrived, Qt.ConnectionType.QueuedConnection)

    def _pool(self) -> AiRunner:
        # Started on first use: spawning the worker costs a second, not worth paying at launch
        # for a hot-seat game between humans.
        if self._runner is None:
            task = ANALYSE if self._analysis else None  # None: choosing moves
            self._runner = AiRunner(self._workers, on_restart=self._restarted, task=task)
        return self._runner

    def request(
        self, snapshot: Snapshot, level: int, seed: int | None = None, time_cap: float | None = None
    ) -> int:
        return self._pool().request(snapshot, level, self._deliver, seed=seed, time_cap=time_cap)

    def cancel(self, request_id: int | None = None) -> None:
        """Make the current request stale (only if it is ``request_id``, when given)."""
        if self._runner is not None:
            self._runner.cancel(request_id)

    def is_current(self, request_id: int) -> bool:
        """Whether an answer to ``request_id`` still counts (see ``AiRunner.is_current``)."""
        return self._runner is not None and self._runner.is_current(request_id)

    def worker_pids(self) -> list[int]:
        """The live worker processes' ids (none before the first request)."""
        return [] if self._runner is None else self._runner.worker_pids()

    def shutdown(self) -> None:
        if self._runner is not None:
            self._runner.shutdown()
            self._runner = None

    def _deliver(self, result: AiResult) -> None:
        self._arrived.emit(result)  # any thread: queued into the GUI thread

    def _on_arrived(self, result: AiResult) -> None:
        if self.is_current(result.request_id):
            self.resultReady.emit(result)

    def _restarted(self, reason: str) -> None:
        self.workerRestarted.emit(reason)
