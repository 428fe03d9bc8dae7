"""An analysis runner answered in the test's own process: a short look at once, no worker
process and no waiting (for tests of what the window shows, not of the analysis itself)."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from ninetka_desktop.ai import Snapshot
from ninetka_desktop.ai.runner import AiResult
from ninetka_desktop.analysis import analyse
from ninetka_desktop.controllers.ai_bridge import QtAiRunner


def analyse_here(runner: QtAiRunner) -> None:
    """Answer ``runner``'s requests in this process with a short look (level 1, 20 ms)."""

    def request(
        snapshot: Snapshot, level: int, seed: int | None = None, time_cap: float | None = None
    ) -> int:
        try:
            result = AiResult(0, snapshot, None, analysis=analyse(snapshot, 1, 0.02, seed=0))
        except ValueError as exc:  # the game is over
            result = AiResult(0, snapshot, None, error=str(exc))
        # With the runner as its context: dropped if the window goes first.
        QTimer.singleShot(0, runner, lambda: runner.resultReady.emit(result))
        return 0

    runner.request = request  # type: ignore[method-assign]
    runner.cancel = lambda request_id=None: None  # type: ignore[method-assign]
