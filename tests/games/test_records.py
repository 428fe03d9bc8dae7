"""Game records: save, load, replay, errors, atomic writes and the text export."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.games import GameState, new_game
from ninetka_desktop.games.records import (
    FORMAT_NAME,
    MAX_RECORD_BYTES,
    RecordError,
    Seat,
    dumps_record,
    export_text,
    load_record,
    parse_record,
    record_to_json,
    save_record,
)

GAME_SETUPS: list[tuple[str, dict[str, Any]]] = [
    ("9tka", {"players": 2}),
    ("9tka", {"players": 3, "neutrals": "random", "seed": 7}),
    ("9tka", {"players": 4}),
    ("morris", {}),
    ("morris", {"flying": False, "no_removal_limit": 0}),
]


def random_game(name: str, options: dict[str, Any], plies: int, seed: int) -> GameState[Any]:
    state = new_game(name, options)
    rng = random.Random(seed)
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            break
        state.push(rng.choice(moves))
    return state


def same_game(a: GameState[Any], b: GameState[Any]) -> bool:
    return (
        a.board_diagram() == b.board_diagram()
        and list(a.move_stack) == list(b.move_stack)
        and a.phase == b.phase
        and a.to_move == b.to_move
        and a.options() == b.options()
        and a.outcome() == b.outcome()
    )


@pytest.mark.parametrize(("name", "options"), GAME_SETUPS)
def test_save_and_load_round_trip(tmp_path: Path, name: str, options: dict[str, Any]) -> None:
    state = random_game(name, options, plies=40, seed=3)
    seats = [Seat(f"Player {i + 1}", "computer" if i else "human", 4 if i else None)
             for i in range(state.num_players)]
    path = tmp_path / "game.json"
    save_record(path, state, seats)
    record = load_record(path)
    assert same_game(record.state, state)
    assert record.seats == seats


@pytest.mark.parametrize(("name", "options"), GAME_SETUPS)
def test_finished_games_carry_their_result(name: str, options: dict[str, Any]) -> None:
    state = random_game(name, options, plies=10_000, seed=1)
    assert state.is_over()
    data = record_to_json(state)
    outcome = state.outcome()
    assert outcome is not None
    assert data["result"]["scores"] == list(outcome.scores)
    assert data["format"] == FORMAT_NAME and data["version"] == 2 and data["game"] == name
    assert same_game(parse_record(json.dumps(data)).state, state)


def test_random_neutrals_record_their_seed() -> None:
    state = new_game("9tka", {"players": 2, "neutrals": "random"})
    seed = state.options()["seed"]
    assert isinstance(seed, int)
    again = parse_record(dumps_record(state)).state
    assert again.board_diagram() == state.board_diagram()


def valid_record() -> dict[str, Any]:
    state = random_game("9tka", {"players": 2}, plies=30, seed=8)
    return record_to_json(state)


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [
        (lambda d: d.update(format="chess-pgn"), "not a game record"),
        (lambda d: d.update(version=99), "unsupported record version 99"),
        (lambda d: d.update(version="1"), "unsupported record version"),
        (lambda d: d.update(game="go"), "'go'"),
        (lambda d: d.pop("game"), "names no game"),
        (lambda d: d.update(options={"players": 7}), "options are invalid"),
        (lambda d: d.update(options=[2]), "options must be"),
        (lambda d: d.update(moves="E6"), "moves must be a list"),
        (lambda d: d["moves"].__setitem__(3, d["moves"][0]), "move 4 ("),
        (lambda d: d["moves"].__setitem__(3, d["moves"][0]), "is already occupied"),
        (lambda d: d["moves"].__setitem__(12, "Q77"), "move 13 (Q77) is illegal"),
        (lambda d: d["moves"].__setitem__(0, 42), "move 1 is not text"),
        (lambda d: d.update(seats=[{"name": "A"}]), "2 seats"),
        (lambda d: d["seats"][1].update(kind="robot"), "seat 2 has kind 'robot'"),
        (lambda d: d["seats"][1].update(kind="computer", level=9), "level from 1 to 6"),
    ],
)
def test_bad_records_get_a_clear_error(mutate: Any, expected: str) -> None:
    data = valid_record()
    mutate(data)
    with pytest.raises(RecordError) as info:
        parse_record(json.dumps(data))
    assert expected in str(info.value)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (b"", "not valid JSON"),
        (b"{not json", "not valid JSON (line 1"),
        (b"\xff\xfe\x00garbage", "not UTF-8"),
        (b"[1, 2, 3]", "expected a JSON object"),
        (b"[" * 100_000, "not valid JSON"),
    ],
)
def test_files_that_are_not_records(tmp_path: Path, raw: bytes, expected: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(raw)
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert expected in str(info.value)
    assert path.read_bytes() == raw  # the user's file is left alone


def test_records_larger_than_one_mebibyte_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    with pytest.raises(RecordError, match="at most 1,048,576 bytes"):
        load_record(path)


def test_missing_file_is_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        load_record(tmp_path / "nowhere.json")


def test_atomic_save_keeps_the_old_file_when_writing_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    first = random_game("morris", {}, plies=5, seed=1)
    save_record(path, first)
    before = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_record(path, random_game("morris", {}, plies=9, seed=2))
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left


def test_text_export_numbers_the_moves_by_turn() -> None:
    state = new_game("9tka", {"players": 2})
    for move in ("E6", "F3", "H9"):
        state.play(move)
    text = export_text(state, [Seat("Ada"), Seat("Bob", "computer", 5)])
    assert "Yellow: Ada" in text and "Blue: Bob, computer level 5" in text
    assert "  1. Yellow  E6" in text
    assert "  2. Blue    F3" in text
    assert "  3. Yellow  H9" in text


def test_text_export_of_a_finished_morris_game() -> None:
    state = random_game("morris", {}, plies=10_000, seed=4)
    text = export_text(state)
    assert text.startswith("Nine Men's Morris, 2 players")
    assert "Result:" in text
    assert len([ln for ln in text.splitlines() if ln[:4].strip().endswith(".")]) == len(
        state.move_stack
    )


@settings(max_examples=40, deadline=None)
@given(
    setup=st.sampled_from(GAME_SETUPS),
    plies=st.integers(min_value=0, max_value=120),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_save_load_round_trips(setup: tuple[str, dict[str, Any]], plies: int, seed: int) -> None:
    name, options = setup
    state = random_game(name, options, plies, seed)
    assert same_game(parse_record(dumps_record(state)).state, state)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_mutated_records_load_or_fail_cleanly(data: st.DataObject) -> None:
    text = dumps_record(random_game("9tka", {"players": 2}, plies=20, seed=1))
    position = data.draw(st.integers(min_value=0, max_value=len(text) - 1))
    replacement = data.draw(st.text(max_size=3))
    mutated = text[:position] + replacement + text[position + 1 :]
    try:
        parse_record(mutated)
    except RecordError as exc:
        assert str(exc)
