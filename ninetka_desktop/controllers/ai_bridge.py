"""``QtAiRunner``: the AI worker pool seen from the GUI thread, as Qt signals.

The worker's callback runs on a helper thread; emitting a signal from there queues the call into
the GUI thread, so slots connected to ``resultReady`` always run on the GUI thread. The same
goes for ``workerRestarted``, sent when a worker died or hung and was replaced.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..ai import Snapshot
from ..ai.runner import AiResult, AiRunner


class QtAiRunner(QObject):
    #: An AiResult for the current request; stale results are never emitted.
    resultReady = Signal(object)
    #: The worker process died or stopped responding and was restarted (the reason, for logs).
    workerRestarted = Signal(str)

    def __init__(self, parent: QObject | None = None, workers: int = 1) -> None:
        super().__init__(parent)
        self._runner: AiRunner | None = None
        self._workers = workers

    def _pool(self) -> AiRunner:
        # Started on first use: spawning the worker costs a second, not worth paying at launch
        # for a hot-seat game between humans.
        if self._runner is None:
            self._runner = AiRunner(self._workers, on_restart=self._restarted)
        return self._runner

    def request(
        self, snapshot: Snapshot, level: int, seed: int | None = None, time_cap: float | None = None
    ) -> int:
        return self._pool().request(snapshot, level, self._deliver, seed=seed, time_cap=time_cap)

    def cancel(self) -> None:
        if self._runner is not None:
            self._runner.cancel()


    def worker_pids(self) -> list[int]:
        """The live worker processes' ids (none before the first request)."""
        return [] if self._runner is None else self._runner.worker_pids()

    def shutdown(self) -> None:
        if self._runner is not None:
            self._runner.shutdown()
            self._runner = None

    def _deliver(self, result: AiResult) -> None:
        self.resultReady.emit(result)

    def _restarted(self, reason: str) -> None:
        self.workerRestarted.emit(reason)
