"""``QtAiRunner`` in the GUI thread: a result is emitted only while its request id is current,
so an answer that went stale on its way is dropped by id."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ninetka_desktop.ai import Snapshot
from ninetka_desktop.ai.runner import AiResult
from ninetka_desktop.controllers.ai_bridge import QtAiRunner
from ninetka_desktop.games import new_game


def test_a_result_for_an_old_request_id_is_never_emitted(
    qtbot: QtBot, ai_runner: QtAiRunner
) -> None:
    received: list[AiResult] = []

    def receive(result: AiResult) -> None:
        received.append(result)

    ai_runner.resultReady.connect(receive)
    try:
        old_snapshot = Snapshot.of(new_game("morris"))
        old = ai_runner.request(old_snapshot, 1, seed=1)
        state = new_game("morris")
        state.play("d6")
        new = ai_runner.request(Snapshot.of(state), 1, seed=1)
        # The old request's answer, as if it had left the worker just before the newer request
        # was made: it reaches the GUI thread, where its id is no longer current.
        ai_runner._deliver(AiResult(old, old_snapshot, "a1"))
        assert received == []  # queued, never delivered inside the call
        qtbot.waitUntil(lambda: any(r.request_id == new for r in received), timeout=30_000)
        qtbot.wait(50)
        assert [r.request_id for r in received] == [new]
    finally:
        ai_runner.resultReady.disconnect(receive)
