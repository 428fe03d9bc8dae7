"""Computer players accept only the answer to their own request, recognised by its id, however
quickly it comes."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from pytestqt.qtbot import QtBot

from ninetka_desktop.ai import Snapshot
from ninetka_desktop.ai.runner import AiResult
from ninetka_desktop.controllers.players import ComputerPlayer
from ninetka_desktop.games.ninetka import NinetkaState


class InstantRunner(QObject):
    """Answers inside ``request``, as the real runner does when the search ends first."""

    resultReady = Signal(object)

    def __init__(self, move: str) -> None:
        super().__init__()
        self.move = move
        self.next_id = 0
        self.cancelled = 0

    def request(self, snapshot: Snapshot, level: int, seed: int | None = None) -> int:
        self.next_id += 1
        self.resultReady.emit(AiResult(self.next_id, snapshot, self.move))
        return self.next_id

    def cancel(self, request_id: int | None = None) -> None:
        self.cancelled += 1


def test_an_answer_that_arrives_before_request_returns_is_played(qtbot: QtBot) -> None:
    runner = InstantRunner("E6")
    player = ComputerPlayer(runner, 3)  # type: ignore[arg-type]
    chosen: list[object] = []
    player.moveChosen.connect(chosen.append)
    state = NinetkaState()
    player.take_turn(state)
    assert [str(m) for m in chosen] == ["E6"]
    assert not player.thinking


def test_an_answer_for_an_old_request_id_is_dropped(qtbot: QtBot) -> None:
    """The answer to a request made for an earlier position (then cancelled, as undo does) is
    recognised by its id and dropped, even though its move would be legal now."""
    runner = InstantRunner("E6")
    ids = iter([6, 7])
    runner.request = lambda snapshot, level, seed=None: next(ids)  # type: ignore[method-assign]
    player = ComputerPlayer(runner, 3)  # type: ignore[arg-type]
    chosen: list[object] = []
    player.moveChosen.connect(chosen.append)
    state = NinetkaState()
    player.take_turn(state)  # request 6
    player.cancel()
    assert runner.cancelled == 1
    state.play("F5")
    player.take_turn(state)  # request 7
    assert player.thinking
    runner.resultReady.emit(AiResult(6, Snapshot.of(NinetkaState()), "E6"))  # before F5
    assert chosen == [] and player.thinking
    runner.resultReady.emit(AiResult(8, Snapshot.of(state), "E6"))  # someone else's request
    assert chosen == [] and player.thinking
    runner.resultReady.emit(AiResult(7, Snapshot.of(state), "C3"))
    assert [str(m) for m in chosen] == ["C3"]
    runner.resultReady.emit(AiResult(7, Snapshot.of(state), "E6"))  # answered already
    assert [str(m) for m in chosen] == ["C3"] and not player.thinking


def test_a_runner_that_cannot_start_still_gets_a_legal_move(qtbot: QtBot) -> None:
    runner = InstantRunner("E6")

    def broken(snapshot: Snapshot, level: int, seed: int | None = None) -> int:
        raise RuntimeError("no worker process")

    runner.request = broken  # type: ignore[method-assign]
    player = ComputerPlayer(runner, 3)  # type: ignore[arg-type]
    chosen: list[object] = []
    player.moveChosen.connect(chosen.append)
    state = NinetkaState()
    player.take_turn(state)
    assert len(chosen) == 1 and chosen[0] in state.legal_moves()


def test_an_illegal_answer_is_replaced_by_a_legal_move(qtbot: QtBot) -> None:
    runner = InstantRunner("B2")  # not a core cell: never legal in the neutral phase
    player = ComputerPlayer(runner, 3)  # type: ignore[arg-type]
    chosen: list[object] = []
    player.moveChosen.connect(chosen.append)
    state = NinetkaState()
    player.take_turn(state)
    assert len(chosen) == 1 and chosen[0] in state.legal_moves()
