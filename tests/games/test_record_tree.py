"""Records of version 2: the move tree (main line, variations, comments) and a set-up start kept
through a save and a load, over random games of every game; version 1 records still open;
damaged trees refused with the reason."""

from __future__ import annotations

import json
import random

import pytest
from helpers.random_trees import GAMES, random_seats, random_tree, same_tree

from ninetka_desktop.games import new_game
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.move_tree import MoveTree
from ninetka_desktop.games.records import (
    MAX_RECORD_BYTES,
    RecordError,
    dumps_record,
    load_record,
    parse_record,
    record_to_json,
    save_record,
)


def round_trips(request: pytest.FixtureRequest) -> int:
    return 3000 if request.config.getoption("--runslow") else 400


def test_random_trees_round_trip_through_records(request: pytest.FixtureRequest) -> None:
    rng = random.Random(51)
    variations = 0
    for index in range(round_trips(request)):
        name, options = GAMES[index % len(GAMES)]
        tree = random_tree(rng, name, options)
        seats = random_seats(rng, tree)
        text = dumps_record(tree, seats)
        record = parse_record(text)
        assert same_tree(record.game, tree)
        assert record.seats == seats
        end = tree.state_at(tree.main_line_end())
        assert record.state.board_diagram() == end.board_diagram()
        assert list(record.state.move_stack) == list(end.move_stack)
        # Written again, the same bytes.
        assert dumps_record(record.game, record.seats) == text
        variations += sum(len(node.children) > 1 for node in tree.nodes())
    assert variations > 100


def test_a_tree_saved_and_loaded(tmp_path):
    tree = MoveTree(new_game("morris", {}))
    d6, _ = tree.add_move(tree.root, "d6")
    f4, _ = tree.add_move(d6, "f4")
    f2, _ = tree.add_move(d6, "f2")
    tree.add_move(f2, "d2")
    tree.set_comment(tree.root, "From the start.")
    tree.set_comment(f2, "Also good")
    path = tmp_path / "study.ninetka"
    save_record(path, tree)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 2
    assert data["moves"] == ["d6", "f4"]
    assert data["variations"] == [[1, ["f2", "d2"]]]
    assert data["comments"] == {"0": "From the start.", "3": "Also good"}
    assert "start" not in data
    loaded = load_record(path)
    assert same_tree(loaded.game, tree)
    assert [text for _, text in loaded.state.history_in_notation()] == ["d6", "f4"]
    assert loaded.game.node(f4.id).notation == "f4"


def test_nested_variations_are_numbered_in_order():
    tree = MoveTree(new_game("9tka", {"players": 2}))
    a, _ = tree.add_move(tree.root, "E6")
    b, _ = tree.add_move(tree.root, "E5")
    c, _ = tree.add_move(tree.root, "F5")
    b2, _ = tree.add_move(b, "C3")
    b3, _ = tree.add_move(b, "D3")
    tree.add_move(b3, "H3")
    data = record_to_json(tree)
    assert data["moves"] == ["E6"]
    assert data["variations"] == [[0, ["E5", "C3"]], [0, ["F5"]], [2, ["D3", "H3"]]]
    assert same_tree(parse_record(json.dumps(data)).game, tree)
    del a, c, b2


def test_a_set_up_start_is_kept():
    state = MorrisState.from_position(
        ["a1", "a4", "a7"], ["g1", "g4", "d1"], (0, 0), 1, variant="morabaraba",
        bans=(None, None), start_ply=41, no_removal_plies=3,
    )  # fmt: skip
    tree = MoveTree(state)
    tree.add_move(tree.root, "g4-g7")
    data = record_to_json(tree)
    assert data["start"] == {
        "white": ["a1", "a4", "a7"],
        "black": ["g4", "g1", "d1"],
        "in_hand": [0, 0],
        "to_move": "black",
        "no_removal_plies": 3,
        "ply": 41,
    }
    back = parse_record(json.dumps(data))
    assert same_tree(back.game, tree)
    start = back.game.start_state()
    assert isinstance(start, MorrisState) and start.start_ply == 41


def test_version_1_records_still_open():
    data = {
        "format": "ninetka-record",
        "version": 1,
        "game": "morris",
        "options": {},
        "moves": ["d6", "f4"],
        # Keys of later versions mean nothing in version 1.
        "variations": "ignored",
    }
    record = parse_record(json.dumps(data))
    assert record.game.notation_path(record.game.main_line_end()) == ["d6", "f4"]
    assert len(record.game) == 3


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(variations={}), "variations must be a list"),
        (lambda d: d.update(variations=[[0]]), r"variation 1 must be \[position"),
        (lambda d: d.update(variations=[[0, []]]), "variation 1 must be"),
        (lambda d: d.update(variations=[[9, ["d2"]]]), "position 9, which is not there"),
        (lambda d: d.update(variations=[[0, [7]]]), "variation 1, move 1 is not text"),
        (lambda d: d.update(variations=[[0, ["d6"]]]), "d6 is given twice"),
        (lambda d: d.update(variations=[[1, ["zz"]]]), r"variation 1, move 1 \(zz\) is illegal"),
        (lambda d: d.update(variations=[[1, ["d6"]]]), "already occupied"),
        (lambda d: d.update(comments=[]), "comments must be a JSON object"),
        (lambda d: d.update(comments={"x": "a"}), "not a position number"),
        (lambda d: d.update(comments={"9": "a"}), "position 9, which is not there"),
        (lambda d: d.update(comments={"1": 5}), "is not text"),
        (lambda d: d.update(comments={"1": "a } b"}), "the comment after move 1"),
        (lambda d: d.update(comments={"0": "\x07"}), "the comment on the start"),
        (lambda d: d.update(start="9tka"), "start must be a JSON object"),
        (lambda d: d.update(start={"white": ["a1"], "to_move": "red"}), "to_move must be"),
        (lambda d: d.update(start={"white": ["z9"], "to_move": "white"}), "z9 is not a point"),
        (lambda d: d.update(start={"oops": 1}), "unknown entry"),
        (
            lambda d: d.update(start={"white": ["a1", "a4"], "black": [], "to_move": "white"}),
            "fewer than three",
        ),
    ],
)
def test_damaged_trees_are_refused(change, message):
    tree = MoveTree(new_game("morris", {}))
    d6, _ = tree.add_move(tree.root, "d6")
    tree.add_move(d6, "f4")
    data = record_to_json(tree)
    change(data)
    with pytest.raises(RecordError, match=message):
        parse_record(json.dumps(data))


def test_a_9tka_start_must_fit_the_options():
    tree = random_tree(random.Random(3), "9tka", {"players": 3})
    data = record_to_json(tree)
    data["start"] = "9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 chosen"
    with pytest.raises(RecordError, match="does not fit its options"):
        parse_record(json.dumps(data))
    data["start"] = "9tka nonsense"
    with pytest.raises(RecordError, match="start position"):
        parse_record(json.dumps(data))


def test_many_variations_read_in_time_proportional_to_the_moves():
    # A long main line with a one-move variation at every position: each is read without
    # replaying the line from the start.
    state = new_game("morris", {"flying": False, "repetition_draw": False, "no_removal_limit": 0})
    rng = random.Random(8)
    tree = MoveTree(state)
    node = tree.root
    replay = tree.start_state()
    for _ in range(3000):
        moves = [m for m in replay.legal_moves() if m.remove is None] or replay.legal_moves()
        if len(moves) < 2:
            break
        first, second = rng.sample(moves, 2)
        tree.add_move(node, second)
        node, _ = tree.add_move(node, first)
        replay.push(first)
    text = dumps_record(tree)
    assert len(text) < MAX_RECORD_BYTES
    import time

    began = time.perf_counter()
    record = parse_record(text)
    assert time.perf_counter() - began < 20
    assert len(record.game) == len(tree) > 1000
