"""MorrisBoardModel: qtmodeltester, roles per point, and the human's move in progress."""

from __future__ import annotations

from typing import Any

import pytest

from ninetka_desktop.games.morris import MorrisMove, MorrisState, parse_point
from ninetka_desktop.models import MorrisBoardModel, MorrisRole
from ninetka_desktop.models.morris.board import point_of, position_of_point
from ninetka_desktop.models.roles import EMPTY_OWNER


def p(name: str) -> int:
    return parse_point(name)


def role(model: MorrisBoardModel, name: str, which: MorrisRole) -> Any:
    return model.data(model.index_of_point(p(name)), which)


def played(*moves: str, **options: Any) -> MorrisState:
    state = MorrisState.from_options(options)
    for text in moves:
        state.push(state.parse_move(text))
    return state


def test_model_passes_qtmodeltester(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = MorrisBoardModel(played("a1", "d7", "a4"))
    qtmodeltester.check(model)
    model.play(model.state.parse_move("g1"))
    model.select(None)
    qtmodeltester.check(model)


def test_grid_maps_every_point_once() -> None:
    seen = {point_of(r, c) for r in range(7) for c in range(7)} - {-1}
    assert seen == set(range(24))
    for point in range(24):
        assert point_of(*position_of_point(point)) == point
    assert position_of_point(p("a7")) == (0, 0)
    assert position_of_point(p("g1")) == (6, 6)


def test_cells_that_are_not_points_are_disabled() -> None:
    model = MorrisBoardModel(MorrisState())
    index = model.index(0, 1)  # b7 is no point
    assert not model.flags(index)
    assert model.data(index, MorrisRole.POINT) == -1
    assert model.data(model.index_of_point(p("d6")), MorrisRole.POINT_NAME) == "d6"


def test_placing_targets_every_empty_point_and_marks_the_last_move() -> None:
    model = MorrisBoardModel(played("a1", "d7"))
    assert role(model, "a1", MorrisRole.OWNER) == 0
    assert role(model, "d7", MorrisRole.OWNER) == 1
    assert role(model, "g7", MorrisRole.LEGAL_TARGET)
    assert not role(model, "a1", MorrisRole.LEGAL_TARGET)
    assert role(model, "d7", MorrisRole.LAST_MOVE) == "to"


def test_pending_mill_shows_the_man_and_the_removable_men(qtbot) -> None:  # type: ignore[no-untyped-def]
    # White has a1 and a4; placing a7 closes the mill on the left side.
    model = MorrisBoardModel(played("a1", "d7", "a4", "g7"))
    pending = MorrisMove(None, p("a7"))
    with qtbot.waitSignal(model.pendingChanged) as blocker:
        model.set_pending(pending)
    assert blocker.args == [pending]
    assert role(model, "a7", MorrisRole.OWNER) == 0
    assert role(model, "a7", MorrisRole.IN_MILL)
    assert model.men_in_hand(0) == 6  # the pending man has left White's supply
    assert role(model, "d7", MorrisRole.REMOVABLE) and role(model, "g7", MorrisRole.REMOVABLE)
    assert not role(model, "g1", MorrisRole.LEGAL_TARGET)  # only removals now
    model.play(model.state.parse_move("a7xd7"))
    assert role(model, "d7", MorrisRole.OWNER) == EMPTY_OWNER
    assert role(model, "d7", MorrisRole.LAST_MOVE) == "removed"
    assert model.pending is None
    assert model.men_taken_by(0) == 1


def test_withdrawing_a_pending_move_restores_the_board() -> None:
    model = MorrisBoardModel(played("a1", "d7", "a4", "g7"))
    before = [model.role(point, MorrisRole.OWNER) for point in range(24)]
    model.set_pending(MorrisMove(None, p("a7")))
    model.set_pending(None)
    assert [model.role(point, MorrisRole.OWNER) for point in range(24)] == before
    assert model.men_in_hand(0) == 7


@pytest.fixture
def moving_state() -> MorrisState:
    return MorrisState.from_position(["a1", "a4", "d1"], ["g7", "g4", "d7", "b6"], to_move=0,
                                     flying=False)


def test_selection_targets_destinations_and_other_men(moving_state: MorrisState) -> None:
    model = MorrisBoardModel(moving_state)
    assert role(model, "a4", MorrisRole.LEGAL_TARGET)  # a man that can move
    assert not role(model, "b4", MorrisRole.LEGAL_TARGET)
    model.select(p("a4"))
    assert role(model, "a4", MorrisRole.SELECTED)
    assert role(model, "b4", MorrisRole.LEGAL_TARGET)  # its neighbour
    assert role(model, "d1", MorrisRole.LEGAL_TARGET)  # pick another man instead
    assert not role(model, "a4", MorrisRole.LEGAL_TARGET)


def test_data_changed_names_only_changed_cells(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = MorrisBoardModel(MorrisState())
    changed: list[int] = []
    model.dataChanged.connect(
        lambda top, _bottom, _roles: changed.append(point_of(top.row(), top.column()))
    )
    model.play(model.state.parse_move("d6"))
    assert p("d6") in changed
    # every empty point stays a target, so only d6 changes
    assert set(changed) == {p("d6")}
