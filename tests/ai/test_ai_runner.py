"""The worker-process runner: results arrive, stale ones are dropped, cancel reaches the search."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from ninetka_desktop.ai import Snapshot, choose_move
from ninetka_desktop.ai.runner import AiResult, AiRunner
from ninetka_desktop.games import new_game


@pytest.fixture(scope="module")
def runner() -> Iterator[AiRunner]:
    pool = AiRunner(workers=1)
    yield pool
    pool.shutdown()


class Inbox:
    def __init__(self) -> None:
        self.results: list[AiResult] = []
        self.arrived = threading.Event()

    def __call__(self, result: AiResult) -> None:
        self.results.append(result)
        self.arrived.set()


def test_a_result_arrives_and_is_legal(runner: AiRunner) -> None:
    state = new_game("morris")
    state.play("d6")
    inbox = Inbox()
    snapshot = Snapshot.of(state)
    request = runner.request(snapshot, 2, inbox, seed=1)
    assert inbox.arrived.wait(60)
    (result,) = inbox.results
    assert result.request_id == request and result.snapshot == snapshot and result.error is None
    assert result.move is not None
    state.play(result.move)
    assert result.move == choose_move(snapshot, 2, seed=1)


def test_a_newer_request_makes_the_older_one_stale(runner: AiRunner) -> None:
    old, new = Inbox(), Inbox()
    runner.request(Snapshot.of(new_game("9tka", {"players": 2})), 6, old, seed=3)
    state = new_game("morris")
    runner.request(Snapshot.of(state), 1, new, seed=3)
    assert new.arrived.wait(60)
    assert not old.arrived.wait(1.0)
    assert old.results == []


def test_a_cancelled_request_never_answers(runner: AiRunner) -> None:
    inbox = Inbox()
    request = runner.request(Snapshot.of(new_game("9tka", {"players": 4})), 6, inbox)
    assert runner.is_current(request)
    runner.cancel()
    assert not runner.is_current(request)
    # The cancelled search stops early, so the worker answers the next request promptly.
    follow_up = Inbox()
    runner.request(Snapshot.of(new_game("morris")), 1, follow_up, seed=0)
    assert follow_up.arrived.wait(20)
    assert inbox.results == []


def test_errors_come_back_as_results(runner: AiRunner) -> None:
    broken = Snapshot("morris", "{}", ("a1", "a1"))  # the second move is illegal
    inbox = Inbox()
    runner.request(broken, 1, inbox)
    assert inbox.arrived.wait(60)
    (result,) = inbox.results
    assert result.move is None and result.error and "occupied" in result.error


def test_an_answered_request_stays_current_until_a_newer_one_or_a_cancel(
    runner: AiRunner,
) -> None:
    """The GUI thread asks ``is_current`` again when an answer reaches it, so answering does
    not end a request's turn; only a newer request or a cancel of that very id does."""
    inbox = Inbox()
    request = runner.request(Snapshot.of(new_game("morris")), 1, inbox, seed=0)
    assert inbox.arrived.wait(60)
    assert runner.is_current(request)
    runner.cancel(request - 1)  # an older request: nothing changes
    assert runner.is_current(request)
    runner.cancel(request)
    assert not runner.is_current(request)


class _NativePanic(BaseException):
    """Stands for the native core's PanicException, which is a BaseException."""


def test_a_panic_in_the_search_comes_back_as_an_error() -> None:
    from ninetka_desktop.ai import runner as runner_module

    def panics(cancelled: object, start: float) -> None:
        raise _NativePanic("a move keeps the node's value")

    value, error, _seconds = runner_module.in_worker(1, panics)
    assert value is None
    assert error == "_NativePanic: a move keeps the node's value"

    def interrupted(cancelled: object, start: float) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        runner_module.in_worker(2, interrupted)
