"""A worker search that hangs on demand, for the tests of a hung AI worker.

``hang_then_choose`` stands in for the runner's worker function (the tests monkeypatch
``ai.runner.CHOOSE_MOVE`` with a task that runs it; the spawned worker unpickles it from here by
name). When
``HANG_VARIABLE`` names a file that exists, the search counts it down (the file may hold a
number, default 1; it is deleted at zero) and then sleeps forever; otherwise it searches as the
app does. The environment reaches the spawned worker; a monkeypatch in the test process would not.
"""

from __future__ import annotations

import os
import time

from ninetka_desktop.ai import Snapshot, runner

HANG_VARIABLE = "NINETKA_TEST_HANG_FILE"


def hang_then_choose(
    request_id: int, snapshot: Snapshot, level: int, seed: int | None, time_cap: float | None
) -> tuple[str | None, str | None, float]:
    if _countdown():
        if runner._started is not None:
            runner._started.value = request_id  # started, as the watchdog sees it
        while True:
            time.sleep(3600)
    return runner._worker_choose(request_id, snapshot, level, seed, time_cap)


def _countdown() -> bool:
    """Whether this search is to hang."""
    path = os.environ.get(HANG_VARIABLE)
    if not path:
        return False
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read().strip()
        left = int(text) if text else 1
        if left > 1:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(str(left - 1))
        else:
            os.remove(path)
    except (OSError, ValueError):
        return False
    return True
