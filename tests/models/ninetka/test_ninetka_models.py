"""The 9tka models: structure (qtmodeltester), roles, and exact change notifications."""

from __future__ import annotations

import random
from typing import Any

from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.move_tree import MoveTree
from ninetka_desktop.games.ninetka import NinetkaState, parse_cell
from ninetka_desktop.models import (
    BoardRole,
    CellKind,
    HistoryRole,
    NinetkaBoardModel,
    NinetkaScoreModel,
    ScoreRole,
)
from ninetka_desktop.models.move_tree_model import MoveTreeModel
from ninetka_desktop.models.ninetka.board import cell_of, position_of
from ninetka_desktop.models.roles import EMPTY_OWNER, NEUTRAL_OWNER


def role_at(model: NinetkaBoardModel, name: str, role: BoardRole) -> Any:
    return model.data(model.index_of_cell(parse_cell(name)), role)


def play_random(state: NinetkaState, plies: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            return
        state.push(rng.choice(moves))


def test_board_model_passes_the_model_tester(qtmodeltester: ModelTester) -> None:
    state = NinetkaState(players=3)
    model = NinetkaBoardModel(state)
    qtmodeltester.check(model, force_py=True)
    rng = random.Random(1)
    while not state.is_over():
        model.play(rng.choice(state.legal_moves()))
    qtmodeltester.check(model, force_py=True)


def test_rows_run_from_rank_11_down_and_columns_from_file_a() -> None:
    assert position_of(parse_cell("B11")) == (0, 1)
    assert position_of(parse_cell("K2")) == (9, 10)
    assert cell_of(*position_of(parse_cell("E6"))) == parse_cell("E6")
    model = NinetkaBoardModel(NinetkaState())
    assert model.data(model.index(0, 1)) == "B11"
    assert role_at(model, "E6", BoardRole.CELL_KIND) == CellKind.CORE
    assert role_at(model, "B2", BoardRole.CELL_KIND) == CellKind.FIELD
    assert role_at(model, "A5", BoardRole.CELL_KIND) == CellKind.SLOT
    assert model.data(model.index(0, 0), BoardRole.CELL_KIND) == CellKind.CORNER
    assert role_at(model, "E6", BoardRole.SECTION) == 4
    assert role_at(model, "A5", BoardRole.SECTION) == -1


def test_legal_targets_follow_the_phase() -> None:
    state = NinetkaState(players=2)
    model = NinetkaBoardModel(state)
    assert role_at(model, "E6", BoardRole.LEGAL_TARGET) is True
    assert role_at(model, "B2", BoardRole.LEGAL_TARGET) is False  # not core
    assert role_at(model, "A5", BoardRole.LEGAL_TARGET) is False  # slots come later
    model.play(state.parse_move("E6"))
    assert role_at(model, "E6", BoardRole.OWNER) == NEUTRAL_OWNER
    assert role_at(model, "F6", BoardRole.LEGAL_TARGET) is False  # section C is done
    assert role_at(model, "C3", BoardRole.LEGAL_TARGET) is True


def test_a_move_reports_exactly_the_cells_it_changed(qtbot: QtBot) -> None:
    state = NinetkaState(players=2, neutrals="random", seed=5)
    model = NinetkaBoardModel(state)
    changed: list[int] = []
    model.dataChanged.connect(
        lambda top, bottom, roles: changed.append(cell_of(top.row(), top.column()))
    )
    model.play(state.parse_move("A5"))
    # Only A5 changes: it is now occupied and no longer a legal target.
    assert changed == [parse_cell("A5")]
    assert role_at(model, "A5", BoardRole.OWNER) == 0
    assert role_at(model, "B5", BoardRole.OWNER) == EMPTY_OWNER


def test_waiting_counters_show_their_landing_cell_and_blocking() -> None:
    state = NinetkaState(players=2, neutrals="random", seed=5)
    play_random(state, 36, seed=2)
    assert state.phase == "movement"
    model = NinetkaBoardModel(state)
    for slot in state.waiting_slots(0) + state.waiting_slots(1):
        index = model.index_of_cell(slot)
        landing = state.landing_cell(slot)
        assert model.data(index, BoardRole.BLOCKED) is (landing is None)
        expected = "" if landing is None else model.data(model.index_of_cell(landing))
        assert model.data(index, BoardRole.LANDING) == expected


def test_undo_restores_every_role() -> None:
    state = NinetkaState(players=4)
    model = NinetkaBoardModel(state)
    play_random(state, 30, seed=3)
    model.set_state(state)
    before = [
        [model.data(model.index(r, c), role) for role in BoardRole]
        for r in range(11)
        for c in range(11)
    ]
    model.play(state.legal_moves()[0])
    model.undo()
    after = [
        [model.data(model.index(r, c), role) for role in BoardRole]
        for r in range(11)
        for c in range(11)
    ]
    assert after == before


def test_move_list_model(qtmodeltester: ModelTester) -> None:
    state = NinetkaState(players=2)
    play_random(state, 12, seed=4)
    history = MoveTreeModel()
    history.set_tree(MoveTree.from_state(state))
    qtmodeltester.check(history, force_py=True)
    assert history.rowCount() == 12
    first = history.index(0, 2)
    assert history.data(first) == state.move_to_str(state.move_stack[0])
    assert history.data(history.index(0, 1)) == "Yellow"
    assert history.data(history.index(1, 1), HistoryRole.SEAT) == 1


def test_score_model(qtmodeltester: ModelTester) -> None:
    state = NinetkaState(players=3, neutrals="random", seed=9)
    scores = NinetkaScoreModel(state)
    qtmodeltester.check(scores, force_py=True)
    play_random(state, 10_000, seed=6)
    scores.sync(state)
    for seat in range(3):
        assert scores.data(scores.index(seat, 9)) == str(state.scores()[seat])
        for section, counts in enumerate(state.section_counts()):
            index = scores.index(seat, section)
            assert scores.data(index) == str(counts[seat])
            assert scores.data(index, ScoreRole.HOLDS) == (state.section_holders()[section] == seat)
    qtmodeltester.check(scores, force_py=True)
