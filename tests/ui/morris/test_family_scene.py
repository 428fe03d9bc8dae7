"""Every board of the Morris family in the scene and its model: a click at the centre of every
point plays there, the spoken descriptions and the board's name follow the game, the model
passes Qt's model tester, and the diagrams of the rules page are positions the rules reach."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.models import MorrisBoardModel, MorrisRole
from ninetka_desktop.models.morris.board import point_of, position_of_point
from ninetka_desktop.models.morris.family import variant_options
from ninetka_desktop.ui.board.view import BoardView
from ninetka_desktop.ui.morris.family_rules import FAMILY_EXAMPLES
from ninetka_desktop.ui.morris.scene import MorrisScene

#: Every game with options that change the board: Three Men's Morris without its diagonals.
GAMES: list[tuple[str, dict[str, Any]]] = [
    ("three", {}),
    ("three", {"diagonals": False}),
    ("six", {}),
    ("nine", {}),
    ("twelve", {}),
    ("morabaraba", {}),
    ("lasker", {}),
]
IDS = ["three", "three-square", "six", "nine", "twelve", "morabaraba", "lasker"]


def new_state(variant: str, **options: Any) -> MorrisState:
    return MorrisState.from_options({**variant_options(variant), **options})


def make_board(qtbot: QtBot, state: MorrisState) -> tuple[MorrisBoardModel, MorrisScene, BoardView]:
    model = MorrisBoardModel(state)
    scene = MorrisScene(model)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    scene.set_interactive(True)
    scene.set_current_seat(state.to_move)
    return model, scene, view


@pytest.mark.parametrize(("variant", "options"), GAMES, ids=IDS)
def test_a_click_at_every_points_centre_activates_that_point(
    qtbot: QtBot, variant: str, options: dict[str, Any]
) -> None:
    state = new_state(variant, **options)
    _model, scene, view = make_board(qtbot, state)
    assert scene.geometry.board is state.board
    clicked: list[int] = []
    scene.cellActivated.connect(clicked.append)
    for point in range(state.board.num_points):
        position = view.mapFromScene(scene.point_center(point))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)
    # Every point is empty and may take the first man: each click found its own point.
    assert clicked == list(range(state.board.num_points))


@pytest.mark.parametrize(("variant", "options"), GAMES, ids=IDS)
def test_the_scene_follows_the_board_of_the_game_shown(
    qtbot: QtBot, variant: str, options: dict[str, Any]
) -> None:
    model, scene, _view = make_board(qtbot, new_state("nine"))
    state = new_state(variant, **options)
    for move in state.legal_moves()[:1]:
        state.push(move)
    model.set_state(state)
    geo = scene.geometry
    assert geo.board is state.board and geo.men == state.men_per_side
    assert scene.sceneRect().contains(geo.scene_rect)
    assert model.rowCount() == model.columnCount() == state.board.size
    assert len(scene.supply_men(0)) == state.men_in_hand(0)
    assert len(scene.supply_men(1)) == state.men_in_hand(1)
    man = scene.men()[state.move_stack[0].dst]
    assert man.pos() == geo.point_position(state.move_stack[0].dst)
    assert man.radius() == geo.man_radius
    assert scene.matches_model()


@pytest.mark.parametrize(("variant", "options"), GAMES, ids=IDS)
def test_descriptions_name_every_point_of_the_board(
    qtbot: QtBot, variant: str, options: dict[str, Any]
) -> None:
    state = new_state(variant, **options)
    first = state.legal_moves()[0]
    state.push(first)
    _model, scene, view = make_board(qtbot, state)
    names = state.board.names
    for point, name in enumerate(names):
        text = scene.describe_cell(point)
        assert text.startswith(f"{name}, ")
    piece = "cow" if state.variant.cows else "man"
    assert scene.describe_cell(first.dst) == f"{names[first.dst]}, White {piece}, moved last"
    empty = next(p for p in range(len(names)) if p != first.dst)
    assert scene.describe_cell(empty).endswith("you can play here")
    with pytest.raises(ValueError):
        scene.describe_cell(len(names))
    expected = {
        "three": "Three Men's Morris board",
        "six": "Six Men's Morris board",
        "nine": "Nine Men's Morris board",
        "twelve": "Twelve Men's Morris board",
        "morabaraba": "Morabaraba board",
        "lasker": "Lasker Morris board",
    }[variant]
    assert scene.accessible_name() == expected
    assert view.accessibleName() == expected


@pytest.mark.parametrize(("variant", "options"), GAMES, ids=IDS)
def test_the_keyboard_reaches_every_point_of_the_board(
    qtbot: QtBot, variant: str, options: dict[str, Any]
) -> None:
    state = new_state(variant, **options)
    _model, scene, _view = make_board(qtbot, state)
    start = scene.next_focus(None, 0, 0)
    assert start is not None
    seen, frontier = {start}, [start]
    while frontier:
        point = frontier.pop()
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            target = scene.next_focus(point, dx, dy)
            assert target is not None
            if target not in seen:
                seen.add(target)
                frontier.append(target)
    assert seen == set(range(state.board.num_points))
    scene.set_focus_cell(state.board.num_points - 1)
    with pytest.raises(ValueError):
        scene.set_focus_cell(state.board.num_points)


@pytest.mark.parametrize(("variant", "options"), GAMES, ids=IDS)
def test_the_model_of_every_board_passes_qtmodeltester(
    qtmodeltester: Any, variant: str, options: dict[str, Any]
) -> None:
    state = new_state(variant, **options)
    for move in state.legal_moves()[:1]:
        state.push(move)
    model = MorrisBoardModel(state)
    qtmodeltester.check(model)
    board = state.board
    points = [
        point_of(row, column, board)
        for row in range(board.size)
        for column in range(board.size)
        if point_of(row, column, board) >= 0
    ]
    assert sorted(points) == list(range(board.num_points))
    for point in range(board.num_points):
        index = model.index(*position_of_point(point, board))
        assert index.data(MorrisRole.POINT) == point
        assert index.data(MorrisRole.POINT_NAME) == board.names[point]


def test_the_model_resets_to_another_board_and_back(qtmodeltester: Any) -> None:
    model = MorrisBoardModel(new_state("nine"))
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(model.rowCount()))
    for variant in ("three", "six", "twelve", "nine"):
        model.set_state(new_state(variant))
        qtmodeltester.check(model)
    assert resets == [3, 5, 7, 7]


def test_lasker_offers_placements_and_moves_at_once(qtbot: QtBot) -> None:
    state = new_state("lasker")
    for text in ("d2", "f4"):
        state.push(state.parse_move(text))
    model, _scene, _view = make_board(qtbot, state)
    board = state.board
    targets = {p for p in range(board.num_points) if model.role(p, MorrisRole.LEGAL_TARGET)}
    empty = {p for p in range(board.num_points) if state.owner_at(p) is None}
    assert targets == empty | {board.parse_point("d2")}
    model.select(board.parse_point("d2"))
    targets = {p for p in range(board.num_points) if model.role(p, MorrisRole.LEGAL_TARGET)}
    assert targets == empty  # moves to d1, d3, b2, f2 and every placement


def test_twelve_mens_mills_follow_the_diagonal_mills_option() -> None:
    for mills, last, expected in ((True, "c3xd1", {"a1", "b2", "c3"}), (False, "c3", set())):
        state = new_state("twelve", diagonal_mills=mills)
        for text in ("a1", "a4", "b2", "d1", last):
            state.push(state.parse_move(text))
        model = MorrisBoardModel(state)
        board = state.board
        milled = {board.names[p] for p in range(24) if model.role(p, MorrisRole.IN_MILL)}
        assert milled == expected


@pytest.mark.parametrize("name", list(FAMILY_EXAMPLES))
def test_the_rules_diagrams_are_positions_the_rules_reach(name: str) -> None:
    example = FAMILY_EXAMPLES[name]
    state = new_state(example.variant, **example.options)
    for text in example.moves:
        state.push(state.parse_move(text))
    board = state.board
    assert board is example.board
    white = {board.names[p] for p in range(board.num_points) if state.owner_at(p) == 0}
    black = {board.names[p] for p in range(board.num_points) if state.owner_at(p) == 1}
    assert white == set(example.white) and black == set(example.black)
    last = state.move_stack[-1]
    removed = () if last.remove is None else (board.names[last.remove],)
    assert removed == example.removed
    for mill in example.mills:
        points = tuple(board.parse_point(p) for p in mill)
        assert any(set(points) == set(line) for line in state.rules.mills)
        assert all(state.in_mill(p) for p in points)
    if example.variant == "three":
        outcome = state.outcome()
        assert outcome is not None and outcome.reason == "mill" and outcome.winner == 0
