"""PGN: Sanmill's dialect for the Morris games and our PGN-style text for 9tka, written and
read back with their side lines and comments over random games; Sanmill's own files read as
its reader reads them, ours read by its reader (``helpers/sanmill_pgn``, its reader worked out
from its source) into the same tree; malformed texts refused with the line and the column at
fault, within bounds of size, nesting and time."""

from __future__ import annotations

import contextlib
import datetime
import random
import time
from pathlib import Path

import pytest
from helpers.random_trees import (
    GAMES,
    MORRIS_GAMES,
    random_seats,
    random_tree,
    same_tree,
)
from helpers.sanmill_pgn import SanmillNode, parse
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.games import GameError, new_game
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.fen import read_fen
from ninetka_desktop.games.move_tree import MoveTree, Node
from ninetka_desktop.games.pasted import parse_pasted_game
from ninetka_desktop.games.pgn import MAX_DEPTH, PgnError, read_pgn, write_pgn
from ninetka_desktop.games.records import MAX_RECORD_BYTES, RecordError, Seat

DATA = Path(__file__).parent / "data" / "sanmill_pgn"
DAY = datetime.date(2026, 12, 6)


def round_trips(request: pytest.FixtureRequest) -> int:
    return 3000 if request.config.getoption("--runslow") else 400


def writable(tree: MoveTree) -> bool:
    """Whether the tree has a PGN: Three and Six Men's Morris have no FEN for a set-up start."""
    start = tree.start_state()
    if not isinstance(start, MorrisState) or start.board.num_points == 24:
        return True
    return not start.move_stack and start.men_in_hand(0) == start.men_per_side == (
        start.men_in_hand(1)
    ) and start.to_move == 0


def test_random_trees_round_trip_through_pgn(request: pytest.FixtureRequest) -> None:
    rng = random.Random(52)
    written = refused = 0
    for index in range(round_trips(request)):
        name, options = GAMES[index % len(GAMES)]
        tree = random_tree(rng, name, options)
        seats = random_seats(rng, tree)
        try:
            text = write_pgn(tree, seats, date=DAY)
        except GameError as error:
            assert "has no position string" in str(error)
            refused += 1
            continue
        record = read_pgn(text)
        assert same_tree(record.game, tree), text
        assert record.seats == seats
        assert write_pgn(record.game, record.seats, date=DAY) == text
        written += 1
    assert written > 300 and refused > 0


def sanmill_shape(node: SanmillNode) -> tuple:
    """A node of Sanmill's reader as (move, comment, children), comments joined as ours."""
    comments = [*node.starting_comments, *node.comments]
    return (node.san.lower(), " ".join(comments), tuple(sanmill_shape(c) for c in node.children))


def our_shape(node: Node) -> tuple:
    return (node.notation, node.comment, tuple(our_shape(c) for c in node.children))


def test_sanmills_reader_reads_our_morris_pgn_into_the_same_tree() -> None:
    rng = random.Random(53)
    checked = 0
    for index in range(300):
        name, options = MORRIS_GAMES[index % len(MORRIS_GAMES)]
        tree = random_tree(rng, name, options)
        try:
            text = write_pgn(tree, random_seats(rng, tree), date=DAY)
        except GameError:
            continue
        game = parse(text)
        assert tuple(sanmill_shape(c) for c in game.root.children) == tuple(
            our_shape(c) for c in tree.root.children
        ), text
        assert " ".join(game.comments) == tree.root.comment
        start = tree.start_state()
        assert isinstance(start, MorrisState)
        if "FEN" in game.headers:
            assert game.headers["SetUp"] == "1"
            state = read_fen(game.headers["FEN"], start.options())
            assert state.board_diagram() == start.board_diagram()
        assert game.headers["Variant"] == start.variant.name
        checked += 1
    assert checked > 250


@pytest.mark.parametrize("name", sorted(p.name for p in DATA.iterdir() if p.suffix != ".md"))
def test_sanmills_files_read_as_its_reader_reads_them(name: str) -> None:
    text = (DATA / name).read_bytes().decode("utf-8")  # its CR LF kept
    record = read_pgn(text)
    game = parse(text)
    assert tuple(our_shape(c) for c in record.game.root.children) == tuple(
        sanmill_shape(c) for c in game.root.children
    )
    # Sanmill's "Human" and "AI" name nobody.
    assert all(seat.name == "" for seat in record.seats)


def test_sanmills_files_hold_what_they_say() -> None:
    save = read_pgn((DATA / "nine_save.pgn").read_bytes().decode())
    assert save.game.notation_path(save.game.main_line_end()) == [
        "d6", "f4", "d7", "b4", "d5xb4", "f6", "a1", "g1",
    ]  # fmt: skip
    b4 = save.game.main_line()[3]
    assert b4.comment == "threatens b2"
    d5 = save.game.main_line()[4]
    assert [c.notation for c in d5.parent.children] == ["d5xb4", "a7"]
    setup = read_pgn((DATA / "nine_setup_clipboard.txt").read_bytes().decode())
    start = setup.game.start_state()
    assert isinstance(start, MorrisState) and start.to_move == 1 and start.start_ply == 43
    assert setup.game.notation_path(setup.game.main_line_end()) == [
        "b4-b2", "d7-a7xe5", "f6-d6", "c4-c5",
    ]  # fmt: skip
    twelve = read_pgn((DATA / "twelve_save.pgn").read_bytes().decode())
    assert isinstance(twelve.state, MorrisState) and twelve.state.variant.key == "twelve"
    assert twelve.game.main_line()[3].comment == "blocks?"
    nested = read_pgn((DATA / "nine_nested_save.pgn").read_bytes().decode())
    d2 = nested.game.main_line()[2].next_sibling
    assert d2 is not None and d2.notation == "d2"
    # Sanmill meant b4 as Black's other answer to d2; its reader, and ours, read White's.
    assert [c.notation for c in d2.parent.children] == ["d7", "d2", "b4"]


def test_the_shape_sanmill_writes() -> None:
    tree = MoveTree(new_game("morris", {}))
    node = tree.root
    for text in ("d6", "f4", "d7", "b4", "d5xb4", "f6"):
        node, _ = tree.add_move(node, text)
    d5 = tree.main_line()[4]
    a7, _ = tree.add_move(d5.parent, "a7")
    tree.add_move(a7, "b2")
    tree.set_comment(tree.main_line()[3], "threatens b2")
    text = write_pgn(tree, [Seat("Ann"), Seat("", "computer", 3)], date=DAY)
    assert text == (
        '[Event "Ninetka Desktop"]\n'
        '[Site "?"]\n'
        '[Date "2026.12.06"]\n'
        '[Round "?"]\n'
        '[White "Ann"]\n'
        '[Black "?"]\n'
        '[Result "*"]\n'
        '[Variant "Nine Men\'s Morris"]\n'
        '[PlyCount "7"]\n'
        '[BlackType "program"]\n'
        '[BlackLevel "3"]\n'
        "\n"
        "1. d6 f4\n"
        "2. d7 b4 {threatens b2}\n"
        "3. d5xb4 (3. a7 b2) 3... f6 *\n"
    )
    record = read_pgn(text)
    assert record.seats == [Seat("Ann"), Seat("", "computer", 3)]


def test_a_set_up_start_and_a_finished_game() -> None:
    state = read_fen("********/********/O@O@@OO* w m s 4 0 3 0 0 0 0 0 0 0 0 0 10", {})
    tree = MoveTree(state)
    node = tree.root
    end = tree.start_state()
    rng = random.Random(5)
    while not end.is_over():
        move = rng.choice(end.legal_moves())
        node, _ = tree.add_move(node, move)
        end.push(move)
    text = write_pgn(tree, date=DAY)
    assert '[FEN "********/********/O@O@@OO* w m s 4 0 3 0 0 0 0 0 0 0 0 0 10"]\n' in text
    assert '[SetUp "1"]\n' in text
    result = {0: "1-0", 1: "0-1", None: "1/2-1/2"}[end.outcome().winner]
    assert f'[Result "{result}"]' in text and text.rstrip().endswith(result)
    assert same_tree(read_pgn(text).game, tree)


def test_black_to_move_first() -> None:
    state = read_fen("*@****O*/*@*@O*@*/O@O@*OO* b m s 6 0 6 0 0 0 0 0 0 0 0 2 22", {})
    tree = MoveTree(state)
    one, _ = tree.add_move(tree.root, "b4-b2")
    tree.add_move(one, "d7-a7xe5")
    other, _ = tree.add_move(tree.root, "e5-d5")
    tree.add_move(other, "d2-d1")
    text = write_pgn(tree, date=DAY)
    assert text.endswith("\n1... b4-b2 (1... e5-d5 2. d2-d1)\n2. d7-a7xe5 *\n")


def test_the_9tka_text() -> None:
    tree = MoveTree(new_game("9tka", {"players": 3, "neutrals": "random", "seed": 4}))
    a, _ = tree.add_move(tree.root, "A5")
    tree.add_move(a, "B1")
    tree.add_move(tree.root, "K5")
    tree.set_comment(tree.root, "Random neutrals.")
    tree.set_comment(a, "the left edge")
    text = write_pgn(tree, [Seat("Ann"), Seat(""), Seat("Cy", "computer", 6)], date=DAY)
    assert text == (
        '[Event "Ninetka Desktop"]\n'
        '[Site "?"]\n'
        '[Date "2026.12.06"]\n'
        '[Round "?"]\n'
        '[Game "9tka"]\n'
        '[Players "3"]\n'
        '[Neutrals "random"]\n'
        '[Seed "4"]\n'
        '[Yellow "Ann"]\n'
        '[Blue "?"]\n'
        '[Orange "Cy"]\n'
        '[OrangeType "program"]\n'
        '[OrangeLevel "6"]\n'
        '[Result "*"]\n'
        "\n"
        "{Random neutrals.} 1. A5 {the left edge} (1. K5) 2. B1 *\n"
    )
    record = read_pgn(text)
    assert same_tree(record.game, tree)
    assert parse_pasted_game(text).game.snapshot() == tree.snapshot()


def test_a_finished_9tka_game_names_its_winner() -> None:
    state = new_game("9tka", {"players": 2, "neutrals": "random", "seed": 9})
    rng = random.Random(9)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    text = write_pgn(state, date=DAY)
    outcome = state.outcome()
    assert outcome is not None and outcome.winner is not None
    assert f'[Result "{("Yellow", "Blue")[outcome.winner]}"]' in text
    assert "[Scores " in text and text.rstrip().endswith("*")
    assert read_pgn(text).state.outcome() == outcome


def test_a_set_up_9tka_start() -> None:
    from ninetka_desktop.games.position_strings import read_position_string

    start = read_position_string("9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 chosen")
    tree = MoveTree(start)
    tree.add_move(tree.root, "E5")
    text = write_pgn(tree, date=DAY)
    assert '[FEN "9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 chosen"]' in text
    assert same_tree(read_pgn(text).game, tree)
    bad = text.replace('[Players "2"]', '[Players "3"]')
    with pytest.raises(PgnError, match="the position says players 2"):
        read_pgn(bad)


def test_three_and_six_mens_morris_from_the_start_but_not_set_up() -> None:
    for variant in ("three", "six"):
        tree = MoveTree(new_game("morris", {"variant": variant}))
        tree.add_move(tree.root, "b2" if variant == "three" else "c4")
        text = write_pgn(tree, date=DAY)
        record = read_pgn(text)
        assert isinstance(record.state, MorrisState) and record.state.variant.key == variant
        state = MorrisState.from_position(["a1"], ["c3"], (2, 2), 0, variant="three")
        if variant == "three":
            with pytest.raises(GameError, match="no position string"):
                write_pgn(MoveTree(state))


def nested_tree(depth: int) -> MoveTree:
    """A Lasker Morris game whose last move is ``depth`` variations deep."""
    options = {"variant": "lasker", "repetition_draw": False, "no_removal_limit": 0}
    rng = random.Random(depth)
    while True:
        tree = MoveTree(new_game("morris", options))
        node = tree.root
        state = tree.start_state()
        for _ in range(depth):
            quiet = [m for m in state.legal_moves() if m.remove is None]
            moves = quiet if len(quiet) > 1 else state.legal_moves()
            if len(moves) < 2:
                break
            first, second = rng.sample(moves, 2)
            tree.add_move(node, first)
            node, _ = tree.add_move(node, second)  # a variation, one deeper each time
            state.push(second)
        else:
            return tree


def test_variations_deeper_than_pgn_takes_are_not_written() -> None:
    deepest = nested_tree(MAX_DEPTH)
    assert same_tree(read_pgn(write_pgn(deepest)).game, deepest)
    with pytest.raises(GameError, match="nest 65 deep"):
        write_pgn(nested_tree(MAX_DEPTH + 1))


def test_a_variation_opening_on_a_removal_takes_another_man() -> None:
    record = read_pgn("1. d6 f4 2. d7 b4 3. d5xb4 (xf4) f6")
    third = record.game.main_line()[4]
    assert [c.notation for c in third.parent.children] == ["d5xb4", "d5xf4"]


def test_removals_apart_and_upper_case() -> None:
    record = read_pgn("1. D6 F4 2. D7 B4 3. D5 xB4")
    assert record.game.notation_path(record.game.main_line_end())[-1] == "d5xb4"


def test_the_morris_game_can_come_from_the_caller() -> None:
    text = "1. a1 g7 2. b2 f6 3. c3xf6"  # a diagonal mill: not Nine Men's Morris
    with pytest.raises(PgnError, match="closes no mill"):
        read_pgn(text)
    record = read_pgn(text, {"variant": "twelve"})
    assert isinstance(record.state, MorrisState) and record.state.variant.key == "twelve"
    # The file's own Variant tag wins over the caller's.
    with pytest.raises(PgnError):
        read_pgn('[Variant "Nine Men\'s Morris"]\n' + text, {"variant": "twelve"})
    record = read_pgn('[Options "flying=False"]\n1. d6', {"variant": "lasker"})
    assert record.state.options()["flying"] is False


def refused(text: str, line: int, column: int, match: str) -> None:
    with pytest.raises(PgnError) as caught:
        read_pgn(text)
    error = caught.value
    assert (error.line, error.column) == (line, column), str(error)
    assert match in str(error), str(error)
    assert str(error).startswith(f"line {line}, column {column}: ")


@pytest.mark.parametrize(
    ("text", "line", "column", "match"),
    [
        ("1. d6 {never closed", 1, 7, "never closed"),
        ("1. d6 f4)", 1, 9, "closes no variation"),
        ("(1. d6)", 1, 1, "before any move"),
        ("1. d6 (f4", 1, 8, "never closed"),
        ("1. d6 ()", 1, 8, "without a move"),
        ('1. d6\n[White "x"]', 2, 1, "a tag after the moves"),
        ('[White "a"]\n[White "b"]\n1. d6', 2, 1, "given twice"),
        ('[Variant "El Filja"]\n1. d6', 1, 1, "not a game played here"),
        ('[Options "flying=maybe"]\n1. d6', 1, 1, "has the value"),
        ('[Options "wings=True"]\n1. d6', 1, 1, "the game's rules"),
        ("1. d6 d6", 1, 7, "move 2 (d6) is illegal: d6 is already occupied"),
        ("1. d6 f4 (d2 d6)", 1, 14, "move of a variation 3 (d6) is illegal"),
        ("1. d6 f4 (f4)", 1, 11, "f4 is given twice"),
        ("1. d6\n2. f4 *\n3. d7", 3, 4, "one game a text"),
        ("1. d6 (f4 *)", 1, 11, "result inside a variation"),
        ("1. d6 #", 1, 7, "is not part of a game"),
        ("1. d6 12", 1, 7, "not a move number"),
        ("1. d6 $1234", 1, 7, "annotation"),
        ("1. " + "d" * 40, 1, 4, "too long to be a move"),
        ('[Event "' + "e" * 300 + '"]', 1, 1, "too long"),
        ("[Event unquoted]", 1, 1, "a tag is written"),
        ('[SetUp "2"]\n1. d6', 1, 1, "SetUp"),
        ('[FEN "********/********/******** w p q 0 9 0 9 0 0 0 0 0 0 0 0 1"]', 1, 38, "action"),
        ('[FEN  "********/********/******** w p q 0 9 0 9 0 0 0 0 0 0 0 0 1"]', 1, 39, "action"),
        ('[Game "chess"]', 1, 1, "not played here"),
        ('[Game "9tka"]\n[Players "5"]', 2, 1, "2, 3 or 4"),
        ('[Game "9tka"]\n1. A5 {' + "x" * 2100 + "}", 2, 7, "at most 2000"),
        ("xd6", 1, 1, "starts with a removal"),
        ("1. zz9", 1, 4, "move 1 (zz9) is illegal"),
        ('[WhiteType "program"]\n1. d6', 1, 1, "a computer seat needs a level"),
    ],
)
def test_malformed_pgn_is_refused_at_its_line_and_column(text, line, column, match):
    refused(text, line, column, match)


def test_nesting_is_bounded() -> None:
    text = "1. d6 " + "(d2 " * (MAX_DEPTH + 1) + ")" * (MAX_DEPTH + 1)
    with pytest.raises(PgnError, match=f"nest more than {MAX_DEPTH} deep") as caught:
        read_pgn(text)
    assert caught.value.column == 6 + 4 * MAX_DEPTH + 1


def test_size_and_time_are_bounded() -> None:
    with pytest.raises(RecordError, match="too long"):
        read_pgn("d6 " * (MAX_RECORD_BYTES // 3 + 1))
    for hostile in (
        "1. d6 " + "{" + "x" * (MAX_RECORD_BYTES - 100),
        "1. d6 " + "(" * 200_000,
        "1. d6 " + ";" * 300_000 + "\n",
        "1. d6 f4 " + "(d2) " * 150_000,
        "%" + "\n%" * 300_000,
        "1. d6 " + "!" * 400_000,
    ):
        began = time.perf_counter()
        with contextlib.suppress(RecordError):
            read_pgn(hostile)
        assert time.perf_counter() - began < 10, hostile[:30]


PGN_CHARACTERS = '123456789x-.[]{}()"abcdefgAGK!?$\n\r;%* pF'


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(PGN_CHARACTERS), max_size=120))
def test_any_text_is_a_game_or_a_pgn_error(text: str) -> None:
    with contextlib.suppress(RecordError):
        read_pgn(text)
    with contextlib.suppress(RecordError):
        read_pgn('[Game "9tka"]\n' + text)


def test_errors_quote_only_a_short_escaped_piece() -> None:
    with pytest.raises(PgnError) as caught:
        read_pgn("1. d6 \x1b[31m" + "y" * 1000)
    message = str(caught.value)
    assert "\x1b" not in message and len(message) <= 300
