"""The move tree: variations, promotion, main lines, deletion, comments, replay through the
rules, by example and against a plain model under random operations."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.games import IllegalMoveError, InvalidMoveError, new_game
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.move_tree import (
    MAX_COMMENT_LENGTH,
    MoveTree,
    Node,
    clean_comment,
    comment_problem,
)


def morris_tree() -> MoveTree:
    return MoveTree(new_game("morris", {}))


def test_a_new_tree_is_its_root():
    tree = morris_tree()
    assert len(tree) == 1
    assert tree.root.id == 0 and 0 in tree and tree.node(0) is tree.root
    assert tree.root.is_root() and tree.root.is_main_line()
    assert tree.main_line() == [] and tree.main_line_end() is tree.root
    assert tree.path(tree.root) == []
    assert tree.state_at(tree.root).move_stack == ()
    assert tree.game_name == "morris"


def test_add_move_makes_the_main_line_then_variations():
    tree = morris_tree()
    d6, created = tree.add_move(tree.root, "d6")
    assert created and d6.notation == "d6" and d6.ply == 1 and d6.mover == 0
    f4, _ = tree.add_move(d6, "F4")  # notation is read case-insensitively, kept canonical
    assert f4.notation == "f4" and f4.mover == 1
    d2, created = tree.add_move(tree.root, "d2")
    assert created and tree.root.children == [d6, d2]
    assert d2.row == 1 and d6.row == 0 and d6.next_sibling is d2 and d2.previous_sibling is d6
    assert not d2.is_main_line() and d2.variation_start() is d2
    assert tree.main_line() == [d6, f4]
    assert tree.notation_path(f4) == ["d6", "f4"]


def test_the_same_move_again_is_the_existing_child():
    tree = morris_tree()
    first, _ = tree.add_move(tree.root, "d6")
    again, created = tree.add_move(tree.root, "d6")
    assert again is first and not created and len(tree) == 2
    move = tree.state_at(tree.root).parse_move("d6")
    by_value, created = tree.add_move(tree.root, move)
    assert by_value is first and not created


def test_illegal_and_malformed_moves_change_nothing():
    tree = morris_tree()
    node, _ = tree.add_move(tree.root, "d6")
    before = tree.snapshot()
    with pytest.raises(IllegalMoveError, match="already occupied"):
        tree.add_move(node, "d6")
    with pytest.raises(InvalidMoveError):
        tree.add_move(node, "zz9")
    with pytest.raises(IllegalMoveError):
        tree.add_move(node, tree.state_at(tree.root).parse_move("d6"))
    assert tree.snapshot() == before


def test_state_at_replays_the_path():
    tree = MoveTree(new_game("9tka", {"players": 2}))
    node = tree.root
    for text in ("E6", "C3", "E3"):
        node, _ = tree.add_move(node, text)
    state = tree.state_at(node)
    assert [state.move_to_str(m) for m in state.move_stack] == ["E6", "C3", "E3"]
    assert tree.start_state().move_stack == []


def test_promote_moves_a_variation_up_one_place():
    tree = morris_tree()
    a, _ = tree.add_move(tree.root, "d6")
    b, _ = tree.add_move(tree.root, "d2")
    c, _ = tree.add_move(tree.root, "a1")
    deep, _ = tree.add_move(c, "g7")
    deeper, _ = tree.add_move(deep, "a4")
    assert tree.promote(deeper) == (tree.root, 2, 1)  # the variation holding it: from c
    assert tree.root.children == [a, c, b]
    assert tree.promote(deeper) == (tree.root, 1, 0)
    assert tree.root.children == [c, a, b] and deeper.is_main_line()
    assert tree.promote(deeper) is None  # on the main line: nothing to do


def test_promote_works_on_the_innermost_variation():
    tree = morris_tree()
    a, _ = tree.add_move(tree.root, "d6")
    main, _ = tree.add_move(a, "f4")
    side, _ = tree.add_move(a, "f2")
    tree.add_move(tree.root, "d2")
    assert tree.promote(side) == (a, 1, 0)
    assert a.children == [side, main] and side.is_main_line()


def test_make_main_line_lifts_every_step():
    tree = morris_tree()
    a, _ = tree.add_move(tree.root, "d6")
    b, _ = tree.add_move(tree.root, "d2")
    b1, _ = tree.add_move(b, "f4")
    b2, _ = tree.add_move(b, "f2")
    b3, _ = tree.add_move(b, "a1")
    leaf, _ = tree.add_move(b3, "g7")
    moved = tree.make_main_line(leaf)
    assert moved == [(tree.root, 1), (b, 2)]
    assert tree.root.children == [b, a] and b.children == [b3, b1, b2]
    assert tree.main_line() == [b, b3, leaf] and leaf.is_main_line()
    assert tree.make_main_line(leaf) == []


def test_delete_removes_the_subtree_and_keeps_ids_stable():
    tree = morris_tree()
    a, _ = tree.add_move(tree.root, "d6")
    a1, _ = tree.add_move(a, "f4")
    b, _ = tree.add_move(tree.root, "d2")
    b1, _ = tree.add_move(b, "f2")
    ids = {node.id for node in tree.nodes()}
    assert tree.delete(a) == (tree.root, 0)
    assert tree.root.children == [b] and b.is_main_line()
    assert a.id not in tree and a1.id not in tree and len(tree) == 3
    assert tree.node(b1.id) is b1
    with pytest.raises(ValueError):
        tree.add_move(a, "f4")  # a deleted node belongs to no tree
    with pytest.raises(ValueError):
        tree.delete(tree.root)
    new, _ = tree.add_move(tree.root, "d6")
    assert new.id not in ids  # ids are never reused


def test_nodes_of_another_tree_are_refused():
    tree, other = morris_tree(), morris_tree()
    stranger, _ = other.add_move(other.root, "d6")
    for operation in (tree.promote, tree.make_main_line, tree.delete, tree.path, tree.state_at):
        with pytest.raises(ValueError):
            operation(stranger)


def test_comments_are_cleaned_and_bounded():
    tree = morris_tree()
    node, _ = tree.add_move(tree.root, "d6")
    tree.set_comment(node, "  a strong\r\nstart\tplace  ")
    assert node.comment == "a strong\nstart place"
    tree.set_comment(tree.root, "The start.")
    assert tree.root.comment == "The start."
    for bad in ("x" * (MAX_COMMENT_LENGTH + 1), "a } b", "bell \x07", "rtl \u202e", "nul \x00"):
        with pytest.raises(ValueError):
            tree.set_comment(node, bad)
    assert node.comment == "a strong\nstart place"
    tree.set_comment(node, "")
    assert node.comment == ""
    assert comment_problem(clean_comment("x" * MAX_COMMENT_LENGTH)) is None


def test_from_state_keeps_the_set_up_start():
    state = MorrisState.from_position(["a1", "a4"], ["g7"], in_hand=(7, 8), to_move=1)
    state.play("d6")
    tree = MoveTree.from_state(state)
    assert tree.notation_path(tree.main_line_end()) == ["d6"]
    assert tree.start_state().men_on_board(0) == 2
    assert tree.state_at(tree.main_line_end()).bitboard(1) == state.bitboard(1)


def test_from_state_rebuilds_a_long_game():
    state = new_game("9tka", {"players": 3, "neutrals": "random", "seed": 5})
    rng = random.Random(1)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    tree = MoveTree.from_state(state)
    end = tree.state_at(tree.main_line_end())
    assert end.is_over() and end.scores() == state.scores()
    assert len(tree.main_line()) == len(state.move_stack)


def test_a_tree_needs_a_start_without_history():
    state = new_game("morris", {})
    state.play("d6")
    with pytest.raises(ValueError):
        MoveTree(state)


# --- random operations against a plain model --------------------------------------------------


class Model:
    """The tree as nested lists of [notation, comment, children]."""

    def __init__(self) -> None:
        self.root: list = ["", "", []]


def model_of(tree: MoveTree) -> list:
    def build(node: Node) -> list:
        return [node.notation, node.comment, [build(child) for child in node.children]]

    return build(tree.root)


def find(model: list, path: list[int]) -> list:
    for row in path:
        model = model[2][row]
    return model


def rows_of(node: Node) -> list[int]:
    rows = []
    while node.parent is not None:
        rows.append(node.row)
        node = node.parent
    return rows[::-1]


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(["9tka", "morris"]))
def test_random_operations_agree_with_a_plain_model(rng: random.Random, game: str) -> None:
    options = {"players": rng.choice([2, 3, 4])} if game == "9tka" else {}
    tree = MoveTree(new_game(game, options))
    model: list = ["", "", []]
    for _ in range(60):
        node = rng.choice(list(tree.nodes()))
        path = rows_of(node)
        here = find(model, path)
        action = rng.random()
        if action < 0.5:
            state = tree.state_at(node)
            if state.is_over():
                continue
            move = rng.choice(state.legal_moves())
            text = state.move_to_str(move)
            child, created = tree.add_move(node, text if rng.random() < 0.5 else move)
            existing = [c for c in here[2] if c[0] == text]
            assert created == (not existing)
            if created:
                here[2].append([text, "", []])
            assert child.parent is node and child.notation == text
            assert tree.state_at(child).move_stack[-1] == move
        elif action < 0.65:
            moved = tree.promote(node)
            start = None
            for depth in range(len(path), 0, -1):
                if path[depth - 1] != 0:
                    start = depth
                    break
            if start is None:
                assert moved is None
            else:
                parent = find(model, path[: start - 1])
                row = path[start - 1]
                assert moved is not None and moved[1:] == (row, row - 1)
                parent[2][row - 1], parent[2][row] = parent[2][row], parent[2][row - 1]
        elif action < 0.75:
            tree.make_main_line(node)
            for depth in range(1, len(path) + 1):
                parent = find(model, path[: depth - 1])
                parent[2].insert(0, parent[2].pop(path[depth - 1]))
                path[depth - 1] = 0
            assert node.is_main_line()
        elif action < 0.85 and node.parent is not None:
            tree.delete(node)
            parent = find(model, path[:-1])
            del parent[2][path[-1]]
        else:
            text = rng.choice(["", "good", "line\nbreak", "déjà vu"])
            tree.set_comment(node, text)
            here[1] = text
        assert model_of(tree) == model
        assert len(tree) == len(list(tree.nodes()))
        for each in tree.nodes():
            assert tree.node(each.id) is each
            assert each.ply == len(tree.path(each))
