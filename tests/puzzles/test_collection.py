"""The shipped puzzle collection: its size and grades, every puzzle replayed and re-proved where
it is cheap, and the strict reader's refusals."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from helpers.built_tables import built_tables

from ninetka_desktop._core import ninetka_move_values
from ninetka_desktop.ai.morris.tablebase import probe
from ninetka_desktop.ai.ninetka.native import from_core_move, to_core
from ninetka_desktop.analysis import Kind, Result, analyse
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.puzzles import (
    Collection,
    CollectionError,
    Outcome,
    Puzzle,
    default_collection,
)
from ninetka_desktop.puzzles.collection import (
    COLLECTION_PATH,
    MAX_BYTES,
    decode_collection,
    encode_collection,
    load_collection,
)


@pytest.fixture(scope="module")
def collection() -> Collection:
    return default_collection()


def test_at_least_150_puzzles_of_each_game_in_three_grades(collection: Collection) -> None:
    for game in ("9tka", "morris"):
        puzzles = collection.of(game)
        assert len(puzzles) >= 150
        for difficulty in (1, 2, 3):
            assert len(collection.of(game, difficulty)) >= 40
        # Numbered from the easiest: the grades never go down along the ids.
        grades = [p.difficulty for p in sorted(puzzles, key=lambda p: p.id)]
        assert grades == sorted(grades)


def test_every_puzzle_replays_to_a_game_that_goes_on(collection: Collection) -> None:
    for puzzle in collection.puzzles:
        state = puzzle.state()
        assert not state.is_over()
        assert state.parse_move(puzzle.solution) in state.legal_moves()
        others = [v for m, v in puzzle.values.items() if m != puzzle.solution]
        assert others and max(others) < puzzle.values[puzzle.solution]


def test_every_9tka_puzzle_is_a_winning_movement_position(collection: Collection) -> None:
    for puzzle in collection.of("9tka"):
        state = puzzle.state()
        assert isinstance(state, NinetkaState)
        assert state.num_players == 2 and state.phase == "movement"
        assert puzzle.goal.outcome is Outcome.WIN


def proved_again(puzzle: Puzzle) -> None:
    state = puzzle.state()
    assert isinstance(state, NinetkaState)
    raw = ninetka_move_values(to_core(state), 60.0)
    assert raw is not None, puzzle.id
    solved = {state.move_to_str(from_core_move(move)): value for move, value in raw}
    assert solved == dict(puzzle.values), puzzle.id


def test_a_sample_of_9tka_puzzles_is_proved_again_by_the_solver(collection: Collection) -> None:
    for puzzle in collection.of("9tka")[::6]:
        proved_again(puzzle)


@pytest.mark.slow
def test_every_9tka_puzzle_is_proved_again_by_the_solver(collection: Collection) -> None:
    for puzzle in collection.of("9tka"):
        proved_again(puzzle)


def test_morris_puzzles_are_set_up_afresh_under_the_default_rules(
    collection: Collection,
) -> None:
    for puzzle in collection.of("morris"):
        state = puzzle.state()
        assert isinstance(state, MorrisState)
        assert state.options() == MorrisState().options()
        assert state.phase != "placing" and state.no_removal_plies == 0
        assert max(state.men_on_board(0), state.men_on_board(1)) <= 6
        assert puzzle.goal.outcome in (Outcome.WIN, Outcome.DRAW)


@pytest.fixture(scope="module")
def three_men_tables(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    yield from built_tables(tmp_path_factory, 3)


def test_three_against_three_morris_puzzles_are_proved_again_by_the_tables(
    collection: Collection, three_men_tables: Path
) -> None:
    checked = 0
    for puzzle in collection.of("morris"):
        state = puzzle.state()
        assert isinstance(state, MorrisState)
        if (state.men_on_board(0), state.men_on_board(1)) != (3, 3):
            continue
        for move in state.legal_moves():
            child = state.copy()
            child.push(move)
            outcome = child.outcome()
            if outcome is not None:
                won = outcome.winner == state.to_move
                value = 0 if outcome.winner is None else 1 if won else -1
            else:
                word = probe(child)
                assert word is not None
                value = {"win": -1, "draw": 0, "loss": 1}[word.result]
            assert puzzle.values[state.move_to_str(move)] == value, puzzle.id
        checked += 1
    assert checked >= 5


def test_what_the_search_proves_of_a_sample_of_morris_puzzles_agrees(
    collection: Collection,
) -> None:
    """Without the tables: every move the search proves won or lost (a forced end) has that
    value in the puzzle, and the search proves no move but the solution a win."""
    proofs = 0
    for puzzle in collection.of("morris")[::20]:
        analysis = analyse(puzzle.state(), 6, seconds=1.0)
        for value in analysis.moves:
            if value.kind is not Kind.EXACT or value.result is None:
                continue
            proofs += 1
            expected = {Result.WIN: 1, Result.DRAW: 0, Result.LOSS: -1}[value.result]
            assert puzzle.values[value.move] == expected, (puzzle.id, value.move)
    assert proofs >= 10


# --- the strict reader -----------------------------------------------------------------------


def shipped_bytes() -> bytes:
    return COLLECTION_PATH.read_bytes()


def refused(data: bytes) -> str:
    with pytest.raises(CollectionError) as caught:
        decode_collection(data)
    return str(caught.value)


def test_the_shipped_bytes_are_what_the_encoder_writes(collection: Collection) -> None:
    assert encode_collection(collection.built, collection.puzzles) == shipped_bytes()


def test_a_changed_byte_breaks_the_checksum() -> None:
    data = bytearray(shipped_bytes())
    index = data.index(b'"difficulty":2')
    data[index + len(b'"difficulty":')] = ord("3")
    assert "checksum" in refused(bytes(data))


def test_damaged_text_is_refused_with_its_reason() -> None:
    assert "not valid JSON" in refused(shipped_bytes()[:-100])
    assert "not UTF-8" in refused(b"\xff\xfe" + shipped_bytes())
    assert "not a puzzle collection" in refused(b"[]")
    doc = json.loads(shipped_bytes())
    doc["version"] = 2
    assert "version" in refused(json.dumps(doc).encode())


def test_a_wrong_solution_is_refused_even_with_a_good_checksum(
    collection: Collection,
) -> None:
    puzzle = collection.of("morris")[0]
    wrong = next(m for m in puzzle.values if m != puzzle.solution)
    damaged = replace(puzzle, solution=wrong)
    message = refused(encode_collection(collection.built, [damaged]))
    assert puzzle.id in message and "only best move" in message


def test_values_that_are_not_the_legal_moves_are_refused(collection: Collection) -> None:
    puzzle = collection.of("9tka")[0]
    values = dict(puzzle.values)
    values["A2-B2"] = -18
    message = refused(encode_collection(collection.built, [replace(puzzle, values=values)]))
    assert "legal moves" in message


def test_a_position_the_rules_refuse_is_refused(collection: Collection) -> None:
    puzzle = collection.of("9tka")[0]
    moves = list(puzzle.position["moves"])
    moves[20] = moves[19]  # a slot already taken
    position = {**puzzle.position, "moves": moves}
    message = refused(encode_collection(collection.built, [replace(puzzle, position=position)]))
    assert "does not replay" in message


def test_an_oversized_file_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    path.write_bytes(b" " * (MAX_BYTES + 1))
    with pytest.raises(CollectionError, match="larger than"):
        load_collection(path)


def test_a_missing_file_a_folder_and_a_fifo_are_refused(tmp_path: Path) -> None:
    with pytest.raises(CollectionError, match="missing"):
        load_collection(tmp_path / "none.json")
    with pytest.raises(CollectionError, match="folder"):
        load_collection(tmp_path)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo"
        os.mkfifo(fifo)
        with pytest.raises(CollectionError, match="pipe"):
            load_collection(fifo)
