"""The analysis as an AI runner's task: the analysis panel's and the game review's workers
analyse positions (``AiRunner(task=ANALYSE)``) instead of choosing moves."""

from __future__ import annotations

from collections.abc import Callable

from ..ai.runner import Outcome, WorkerTask, in_worker
from ..ai.snapshot import Snapshot
from . import analyse
from .values import PositionAnalysis


def analyse_in_worker(
    request_id: int, snapshot: Snapshot, level: int, seed: int | None, time_cap: float | None
) -> Outcome:
    def work(cancelled: Callable[[], bool], start: float) -> PositionAnalysis:
        return analyse(snapshot, level, seconds=time_cap, cancelled=cancelled, seed=seed)

    return in_worker(request_id, work)


#: Analysing a position, within the request's whole time cap.
ANALYSE = WorkerTask(analyse_in_worker, cap_is_whole_time=True, answers_analysis=True)

__all__ = ["ANALYSE", "analyse_in_worker"]
