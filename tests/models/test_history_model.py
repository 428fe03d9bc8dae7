"""``MoveHistoryModel`` follows the game incrementally: a row appended for each move pushed, a
row removed for each move taken back, nothing replayed, and the model tester satisfied."""

from __future__ import annotations

import random

import pytest
from pytestqt.modeltest import ModelTester

from ninetka_desktop.games.base import GameState
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.models import HistoryRole, MoveHistoryModel


class Changes:
    """The structural signals the model sends."""

    def __init__(self, model: MoveHistoryModel) -> None:
        self.log: list[tuple[str, int, int]] = []
        model.rowsInserted.connect(lambda _parent, a, b: self.log.append(("insert", a, b)))
        model.rowsRemoved.connect(lambda _parent, a, b: self.log.append(("remove", a, b)))
        model.modelReset.connect(lambda: self.log.append(("reset", 0, 0)))

    def take(self) -> list[tuple[str, int, int]]:
        log, self.log = self.log, []
        return log


def rows(model: MoveHistoryModel) -> list[tuple[int, str]]:
    return [
        (model.data(model.index(row, 0), HistoryRole.SEAT), model.data(model.index(row, 2)))
        for row in range(model.rowCount())
    ]


def forbid_replays(monkeypatch: pytest.MonkeyPatch, cls: type[GameState[object]]) -> None:
    def replayed(*args: object) -> None:
        raise AssertionError("the history model replayed the game")

    for name in ("copy", "pop", "push", "push_unchecked"):
        monkeypatch.setattr(cls, name, replayed)


def test_each_move_pushed_or_taken_back_is_one_row(
    qtmodeltester: ModelTester, monkeypatch: pytest.MonkeyPatch
) -> None:
    history = MoveHistoryModel()
    qtmodeltester.check(history, force_py=True)
    changes = Changes(history)
    state = NinetkaState(players=3, neutrals="random", seed=2)
    rng = random.Random(2)
    history.sync(state)
    changes.take()
    while not state.is_over():
        if state.move_stack and rng.random() < 0.25:
            state.pop()
            expected = [("remove", len(state.move_stack), len(state.move_stack))]
        else:
            state.push(rng.choice(state.legal_moves()))
            expected = [("insert", len(state.move_stack) - 1, len(state.move_stack) - 1)]
        with monkeypatch.context() as patch:
            forbid_replays(patch, NinetkaState)
            history.sync(state)
        assert changes.take() == expected
        assert rows(history) == state.history_in_notation()
    qtmodeltester.check(history, force_py=True)


def test_another_game_with_the_same_moves_gets_its_own_players(
    qtmodeltester: ModelTester,
) -> None:
    history = MoveHistoryModel()
    qtmodeltester.check(history, force_py=True)
    two, three = NinetkaState(players=2), NinetkaState(players=3)
    for text in ("E6", "C3", "H8"):
        two.play(text)
        three.play(text)
    history.sync(two)
    assert [seat for seat, _ in rows(history)] == [0, 1, 0]
    history.sync(three)  # a new game of other options: the rows themselves are compared
    assert rows(history) == three.history_in_notation()
    assert [seat for seat, _ in rows(history)] == [0, 1, 2]
    history.sync(two.copy())
    assert rows(history) == two.history_in_notation()


def test_a_game_of_the_other_kind_resets_the_rows(qtmodeltester: ModelTester) -> None:
    history = MoveHistoryModel()
    qtmodeltester.check(history, force_py=True)
    changes = Changes(history)
    ninetka = NinetkaState()
    ninetka.play("E6")
    history.sync(ninetka)
    morris = MorrisState()
    for text in ("d6", "d2"):
        morris.play(text)
    changes.take()
    history.sync(morris)
    assert changes.take() == [("reset", 0, 0)]
    assert rows(history) == [(0, "d6"), (1, "d2")]
    assert history.data(history.index(1, 1)) == "Black"
