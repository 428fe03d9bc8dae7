"""An AI worker that dies or hangs: noticed within the time cap plus the grace, replaced, and the
game goes on; the pool works afterwards.

Hanging uses ``helpers.hanging_worker`` in place of the runner's worker function (its file, named
in the environment the spawned worker inherits, says how many searches are to hang).
Timings are printed (``pytest -s``) for the record.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers.checks import gone
from helpers.hanging_worker import HANG_VARIABLE, hang_then_choose
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ninetka_desktop.ai import Snapshot, worker_cpu
from ninetka_desktop.ai import runner as runner_module
from ninetka_desktop.ai.levels import level
from ninetka_desktop.ai.runner import HANG_GRACE_S, AiResult, AiRunner, WorkerTask
from ninetka_desktop.games import new_game
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="uses SIGKILL and /proc (Linux)"
)

#: What the machine may add on top of cap + grace: the watchdog's poll, spawning a worker.
SLACK_S = 1.5


class Inbox:
    def __init__(self) -> None:
        self.results: list[AiResult] = []
        self.times: list[float] = []
        self.arrived = threading.Event()

    def __call__(self, result: AiResult) -> None:
        self.results.append(result)
        self.times.append(time.monotonic())
        self.arrived.set()


class Restarts:
    def __init__(self) -> None:
        self.times: list[float] = []
        self.reasons: list[str] = []

    def __call__(self, reason: str) -> None:
        self.times.append(time.monotonic())
        self.reasons.append(reason)


@pytest.fixture
def hang_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Set before the runner spawns its worker, which inherits the environment."""
    path = tmp_path / "hang"
    monkeypatch.setenv(HANG_VARIABLE, str(path))
    monkeypatch.setattr(runner_module, "CHOOSE_MOVE", WorkerTask(hang_then_choose))
    return path


@pytest.fixture
def restarts() -> Restarts:
    return Restarts()


@pytest.fixture
def runner(restarts: Restarts) -> Iterator[AiRunner]:
    pool = AiRunner(workers=1, on_restart=restarts)
    yield pool
    pool.shutdown()


def wait_for_pid(runner: AiRunner, timeout: float = 20.0) -> int:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pids = runner.worker_pids()
        if pids:
            return pids[0]
        time.sleep(0.01)
    raise AssertionError("no worker process started")


def assert_healthy(runner: AiRunner, old_pid: int) -> None:
    """A new request is answered by a new worker process."""
    inbox = Inbox()
    state = new_game("morris")
    runner.request(Snapshot.of(state), 1, inbox, seed=2)
    assert inbox.arrived.wait(30)
    (result,) = inbox.results
    assert result.error is None and result.move is not None
    state.play(result.move)
    assert runner.worker_pids() and old_pid not in runner.worker_pids()


def test_a_killed_worker_is_replaced_and_the_request_answered(
    runner: AiRunner, restarts: Restarts
) -> None:
    state = new_game("9tka", {"players": 2})
    inbox = Inbox()
    cap = 1.5  # Master would think 3 s; a shorter cap keeps the test quick
    runner.request(Snapshot.of(state), 6, inbox, seed=1, time_cap=cap)
    pid = wait_for_pid(runner)
    time.sleep(0.5)  # well into the search
    assert not inbox.arrived.is_set()
    killed = time.monotonic()
    os.kill(pid, signal.SIGKILL)
    assert inbox.arrived.wait(cap + HANG_GRACE_S + SLACK_S + cap)
    (result,) = inbox.results
    assert result.error is None and result.move is not None
    state.play(result.move)  # a legal move
    assert len(restarts.times) == 1 and "died" in restarts.reasons[0]
    noticed = restarts.times[0] - killed
    answered = inbox.times[0] - killed
    print(f"\nworker killed: restart after {noticed:.3f} s, answer after {answered:.3f} s")
    assert noticed < HANG_GRACE_S
    assert gone(pid)
    assert_healthy(runner, pid)
    assert runner.restarts == 1


def test_a_hung_worker_is_noticed_within_the_cap_and_replaced(
    hang_file: Path, runner: AiRunner, restarts: Restarts
) -> None:
    warm_up = Inbox()  # the worker is started first: its start-up is not part of the timing
    runner.request(Snapshot.of(new_game("9tka", {"players": 2})), 1, warm_up, seed=1)
    assert warm_up.arrived.wait(30)
    pid = wait_for_pid(runner)
    hang_file.write_text("1")
    state = new_game("morris")
    inbox = Inbox()
    cap = level(1).time_cap
    asked = time.monotonic()
    runner.request(Snapshot.of(state), 1, inbox, seed=5)
    assert inbox.arrived.wait(cap + HANG_GRACE_S + SLACK_S + cap + SLACK_S)
    assert not hang_file.exists()  # the hook did hang one search
    (result,) = inbox.results
    assert result.error is None and result.move is not None
    state.play(result.move)
    assert len(restarts.times) == 1 and "responding" in restarts.reasons[0]
    noticed = restarts.times[0] - asked
    print(f"\nworker hung: restart after {noticed:.3f} s, answer after "
          f"{inbox.times[0] - asked:.3f} s (cap {cap} s + grace {HANG_GRACE_S} s)")
    assert cap + HANG_GRACE_S <= noticed <= cap + HANG_GRACE_S + SLACK_S
    assert gone(pid)
    assert_healthy(runner, pid)


def test_a_worker_kept_waiting_by_a_busy_machine_is_not_taken_for_hung(
    hang_file: Path, runner: AiRunner, restarts: Restarts, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past its cap, a worker that is runnable but has had little processor time (other
    programs came first) is given time; once it sleeps without answering, it is hung."""
    warm_up = Inbox()
    runner.request(Snapshot.of(new_game("9tka", {"players": 2})), 1, warm_up, seed=1)
    assert warm_up.arrived.wait(30)
    hang_file.write_text("1")
    busy = [True]  # what the system is made to say of the (in truth sleeping) worker

    def told(pids: list[int]) -> worker_cpu.WorkerUsage | None:
        found = real_total(pids)
        if found is None or not busy[0]:
            return found
        return worker_cpu.WorkerUsage(True, 0.0)  # runnable, and no processor time at all

    real_total = worker_cpu.total
    monkeypatch.setattr(worker_cpu, "total", told)
    inbox = Inbox()
    cap = level(1).time_cap
    runner.request(Snapshot.of(new_game("morris")), 1, inbox, seed=5)
    time.sleep(cap + HANG_GRACE_S + SLACK_S)
    assert not restarts.times and not inbox.arrived.is_set()  # starved: waited for
    busy[0] = False  # now the system tells the truth: the worker sleeps
    resumed = time.monotonic()
    assert inbox.arrived.wait(SLACK_S + cap + SLACK_S)
    assert len(restarts.times) == 1 and restarts.times[0] - resumed < SLACK_S
    (result,) = inbox.results
    assert result.error is None and result.move is not None


def test_the_system_tells_a_running_worker_from_a_sleeping_one() -> None:
    here = worker_cpu.usage(os.getpid())
    assert here is not None and here.runnable and here.cpu_seconds > 0
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        time.sleep(0.5)
        asleep = worker_cpu.usage(sleeper.pid)
        assert asleep is not None and not asleep.runnable and asleep.cpu_seconds < 5
    finally:
        sleeper.kill()
        sleeper.wait()
    assert worker_cpu.usage(sleeper.pid) is None  # gone: nothing to say


def test_a_request_that_fails_on_the_fresh_worker_too_gets_an_error(
    hang_file: Path, runner: AiRunner, restarts: Restarts
) -> None:
    hang_file.write_text("2")  # the first search and its retry both hang
    inbox = Inbox()
    runner.request(Snapshot.of(new_game("morris")), 1, inbox, seed=5)
    pid = wait_for_pid(runner)
    limit = level(1).time_cap + HANG_GRACE_S + SLACK_S
    assert inbox.arrived.wait(2 * limit)
    (result,) = inbox.results
    assert result.move is None and result.error and "gave up" in result.error
    assert len(restarts.times) == 2
    assert_healthy(runner, pid)


def test_a_worker_that_died_while_idle_is_replaced_on_the_next_request(
    runner: AiRunner, restarts: Restarts
) -> None:
    inbox = Inbox()
    runner.request(Snapshot.of(new_game("morris")), 1, inbox, seed=1)
    assert inbox.arrived.wait(30)
    pid = wait_for_pid(runner)
    os.kill(pid, signal.SIGKILL)
    assert gone(pid)
    time.sleep(0.3)  # the pool's own thread notices the death
    assert_healthy(runner, pid)
    assert len(restarts.times) == 1


def test_closing_does_not_wait_for_a_hung_worker(hang_file: Path) -> None:
    hang_file.write_text("1")
    pool = AiRunner(workers=1)
    inbox = Inbox()
    pool.request(Snapshot.of(new_game("morris")), 6, inbox)
    pid = wait_for_pid(pool)
    time.sleep(0.3)
    started = time.monotonic()
    pool.shutdown()
    assert time.monotonic() - started < 5
    assert gone(pid)


# --- in the window: the game goes on -----------------------------------------------------------

WindowFactory = Callable[..., MainWindow]


def computer_game(game: str) -> GameSetup:
    if game == "morris":
        return GameSetup("morris", {}, (Seat("A", "computer", 1), Seat("B", "computer", 1)))
    seats = (Seat("A", "computer", 1), Seat("B", "computer", 1))
    return GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, seats)


def thinking(window: MainWindow) -> bool:
    return any(name.endswith("AiThinking") for name in window.game.active_state_names())


@pytest.mark.parametrize("fault", ["kill", "hang"])
def test_the_game_goes_on_after_a_worker_fault(
    qtbot: QtBot, make_window: WindowFactory, hang_file: Path, fault: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(QMessageBox, "exec", lambda *a: 0)
    window = make_window()
    messages: list[str] = []
    window.statusBar().messageChanged.connect(messages.append)
    restarts: list[str] = []
    window.runner.workerRestarted.connect(restarts.append)
    # A first game starts the worker; then the fault strikes at a computer turn.
    window.start_game(computer_game("morris"))
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) >= 4, timeout=30_000)
    pid = window.runner.worker_pids()[0]
    if fault == "hang":
        hang_file.write_text("1")
    window.start_game(computer_game("9tka"))
    qtbot.waitUntil(lambda: thinking(window), timeout=10_000)
    struck = time.monotonic()
    if fault == "kill":
        os.kill(pid, signal.SIGKILL)
    cap = level(1).time_cap
    qtbot.waitUntil(lambda: bool(restarts), timeout=int((cap + HANG_GRACE_S + SLACK_S) * 1000))
    noticed = time.monotonic() - struck
    # The game goes on: moves keep coming from the fresh worker.
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) >= 6, timeout=30_000)
    print(f"\n{fault} in the window: noticed after {noticed:.3f} s")
    text = "The computer player stopped responding and was restarted."
    assert messages.count(text) == 1
    assert len(restarts) == 1
    assert window.runner.worker_pids() and pid not in window.runner.worker_pids()
    assert gone(pid)
