"""``MoveTreeModel`` shows a move tree as the move list's rows: the main line at the top, each
position's alternatives hanging under its first move. Checked against a plain reading of the
tree after every change of random trees of both games, with the model tester watching every
signal; a move played is one inserted row, never a reset."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from ninetka_desktop.games.base import GameState
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.move_tree import MoveTree, Node
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.models import HistoryRole
from ninetka_desktop.models.move_tree_model import MOVE, NUMBER, PLAYER, MoveTreeModel


def expected_rows(tree: MoveTree, anchor: Node | None) -> list[Node]:
    """The rows under ``anchor`` (None: the top), read plainly from the tree."""
    if anchor is None:
        return tree.main_line()
    parent = anchor.parent
    if parent is None or parent.children[0] is not anchor:
        return []
    rows: list[Node] = []
    for start in parent.children[1:]:
        rows += [start, *tree.main_line(start)]
    return rows


def shown_rows(model: MoveTreeModel, parent: Any) -> list[int]:
    return [
        model.index(row, NUMBER, parent).data(HistoryRole.NODE)
        for row in range(model.rowCount(parent))
    ]


def assert_shows(model: MoveTreeModel) -> None:
    tree = model.tree
    pending: list[tuple[Node | None, Any]] = [(None, model.index(-1, 0))]
    seen = 0
    while pending:
        anchor, parent = pending.pop()
        expected = expected_rows(tree, anchor)
        assert shown_rows(model, parent) == [node.id for node in expected]
        for row, node in enumerate(expected):
            index = model.index(row, NUMBER, parent)
            assert model.parent(index) == parent
            assert model.index_of_node(node).row() == row
            assert model.index(row, MOVE, parent).data() == node.notation + model.mark(node)
            assert index.data() == str(node.ply)
            assert model.index(row, PLAYER, parent).data(HistoryRole.SEAT) == node.mover
            assert index.data(HistoryRole.MAIN_LINE) == node.is_main_line()
            pending.append((node, index))
        seen += len(expected)
    assert seen == len(tree) - 1  # every move once


def random_node(tree: MoveTree, rng: random.Random) -> Node:
    return rng.choice(list(tree.nodes()))


def play_random(model: MoveTreeModel, rng: random.Random) -> Node | None:
    tree = model.tree
    node = random_node(tree, rng)
    state = tree.state_at(node)
    moves = state.legal_moves()
    if not moves:
        return None
    move = rng.choice(moves)
    return model.add_move(node, move, state.move_to_str(move), state.to_move)[0]


GAMES: list[GameState[Any]] = [
    NinetkaState(players=3),
    MorrisState(),
    MorrisState.from_options({"variant": "three"}),
]


@pytest.mark.parametrize("start", GAMES, ids=lambda s: s.game_name)
def test_rows_follow_every_change(qtmodeltester: ModelTester, start: GameState[Any]) -> None:
    model = MoveTreeModel()
    model.set_tree(MoveTree(start.copy()))
    qtmodeltester.check(model, force_py=True)
    rng = random.Random(7)
    inserts: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserts.append((first, last)))
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    for step in range(100):
        roll = rng.random()
        tree = model.tree
        if roll < 0.75 or len(tree) < 4:
            before = len(tree)
            inserts.clear()
            child = play_random(model, rng)
            if child is not None and len(tree) > before:
                row = model.index_of_node(child).row()
                assert inserts == [(row, row)]
                assert not resets
        else:
            node = random_node(tree, rng)
            if node.parent is None:
                continue
            if roll < 0.85:
                model.promote(node)
            elif roll < 0.93:
                model.make_main_line(node)
                assert node.is_main_line()
            else:
                parent = model.delete(node)
                assert node.id not in tree and parent.id in tree
            resets.clear()
        if step % 10 == 0 or roll >= 0.75:
            assert_shows(model)
    assert_shows(model)


def test_a_move_played_again_is_no_new_row() -> None:
    model = MoveTreeModel()
    model.set_tree(MoveTree(MorrisState()))
    state = MorrisState()
    first, created = model.add_move(model.tree.root, state.parse_move("d6"), "d6", 0)
    assert created
    again, created = model.add_move(model.tree.root, state.parse_move("d6"), "d6", 0)
    assert again is first and not created
    assert model.rowCount() == 1


def test_variations_are_italic_and_comments_shown(qtmodeltester: ModelTester) -> None:
    model = MoveTreeModel()
    model.set_tree(MoveTree(MorrisState()))
    qtmodeltester.check(model, force_py=True)
    root = model.tree.root
    start = MorrisState()
    main, _ = model.add_move(root, start.parse_move("d6"), "d6", 0)
    side, _ = model.add_move(root, start.parse_move("f4"), "f4", 0)
    assert model.index_of_node(side).parent() == model.index_of_node(main).siblingAtColumn(0)
    assert model.index_of_node(side).data(int(HistoryRole.MAIN_LINE)) is False
    assert model.index_of_node(main).data(HistoryRole.MAIN_LINE) is True
    changed: list[int] = []
    model.dataChanged.connect(lambda top, _bottom, _roles: changed.append(top.row()))
    before = model.revision
    model.set_comment(side, "  a quieter start\r\n")
    assert side.comment == "a quieter start"
    assert changed and model.revision > before
    assert model.index_of_node(side).data(HistoryRole.COMMENT) == "a quieter start"
    assert "a quieter start" in model.index_of_node(side).data(Qt.ItemDataRole.ToolTipRole)
    with pytest.raises(ValueError):
        model.set_comment(side, "}")
    assert side.comment == "a quieter start"


def test_review_marks_by_node() -> None:
    model = MoveTreeModel()
    model.set_tree(MoveTree(MorrisState()))
    start = MorrisState()
    node, _ = model.add_move(model.tree.root, start.parse_move("d6"), "d6", 0)
    model.set_review({node.id: "?"}, {node.id: "Better: f4"})
    assert model.index_of_node(node).data() == "d6?"
    assert model.index_of_node(node).data(HistoryRole.MARK) == "?"
    model.set_review({}, {})
    assert model.index_of_node(node).data() == "d6"
