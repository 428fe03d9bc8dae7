"""The Morris opening book: the shipped file is sound, Master plays from it with variety, and a
missing, damaged or foreign book is no book."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import random
import time
from pathlib import Path

import pytest
from helpers.mutations import fuzz_settings, mutated_file, mutated_json
from hypothesis import given
from hypothesis import strategies as st

from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import MorrisLevel, morris_level
from ninetka_desktop.ai.morris import book as book_module
from ninetka_desktop.ai.morris import choose_morris_move
from ninetka_desktop.ai.morris.book import (
    BOOK_PATH,
    FORMAT,
    VERSION,
    Book,
    book_move,
    decode_book,
    default_book,
    encode_book,
    key_state,
    load_book,
    state_key,
)
from ninetka_desktop.games.morris import MorrisState, parse_notation
from ninetka_desktop.games.morris.symmetry import SYMMETRIES, canonical, map_move

MASTER = 6


def shipped() -> Book:
    book = load_book(BOOK_PATH)
    assert book is not None, "the shipped opening book does not load"
    return book


def master(nodes: int = 3_000) -> MorrisLevel:
    """Master's policy with a small budget, for the moves it has to search."""
    return dataclasses.replace(morris_level("nine", MASTER), nodes=nodes)


@pytest.fixture
def no_cached_book() -> object:
    default_book.cache_clear()
    yield
    default_book.cache_clear()


# --- the shipped file ---------------------------------------------------------------------------


def test_the_shipped_book_is_small_and_its_checksum_matches() -> None:
    data = BOOK_PATH.read_bytes()
    assert len(data) < 1_000_000
    doc = json.loads(data)
    assert doc["format"] == FORMAT and doc["version"] == VERSION
    body = {name: value for name, value in doc.items() if name != "sha256"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    assert hashlib.sha256(text.encode("ascii")).hexdigest() == doc["sha256"]


def test_the_shipped_book_is_for_the_default_rules_and_holds_the_empty_board() -> None:
    book = shipped()
    assert book.rules == MorrisState().options()
    assert book.lookup(MorrisState())
    assert len(book.positions) > 50


def test_every_entry_is_canonical_in_the_placing_phase_and_its_moves_are_legal() -> None:
    book = shipped()
    for key, (depth, moves) in book.positions.items():
        state = key_state(key, book.rules)
        assert state.phase == "placing"
        assert canonical(state.bitboard(0), state.bitboard(1))[2] == 0, key
        assert depth > 0
        legal = set(state.legal_moves())
        assert moves and all(move in legal for move, _ in moves), key


def test_no_line_of_the_shipped_book_refutes_its_entry() -> None:
    # The book was repaired (packaging/make_morris_book.py --repair): from the ply it was
    # checked from, no position's value backed up through the book's own lines (a deeper
    # search down the line) falls more than the margin below its entry's best.
    book = shipped()
    first, margin = book.built["verify_from"], book.built["verify_margin"]
    states = {key: key_state(key, book.rules) for key in book.positions}

    def placed(state: MorrisState) -> int:
        return 18 - state.men_in_hand(0) - state.men_in_hand(1)

    backed: dict[str, int] = {}
    for key in sorted(states, key=lambda key: -placed(states[key])):
        values = []
        for move, score in book.positions[key][1]:
            child = states[key].copy()
            child.push(move)
            child_key = state_key(child)[0]
            values.append(-backed[child_key] if child_key in backed else score)
        backed[key] = max(values)
    refuted = [
        key
        for key, (_, moves) in book.positions.items()
        if placed(states[key]) >= first and backed[key] < max(s for _, s in moves) - margin
    ]
    assert not refuted


def test_the_entry_that_lost_five_games_holds_only_the_move_that_holds() -> None:
    # Master against Sanmill, seed 901: after d7 or c5 here White is blocked in the moving
    # phase; the checked book keeps d1 alone.
    state = MorrisState()
    line = "d6 d2 f4 b4 f6 d5 e4 g4 f2xg4 g4 b6xd2 d2 c3 g7 e3 g1xe3"
    for text in line.split(" "):
        state.push(state.parse_move(text))
    found = shipped().lookup(state)
    assert found is not None
    assert [state.move_to_str(move) for move, _ in found] == ["d1"]


def test_a_book_position_is_found_through_every_symmetry() -> None:
    book = shipped()
    for key in sorted(book.positions)[:20]:
        state = key_state(key, book.rules)
        stored = dict(book.positions[key][1])
        for sym in range(len(SYMMETRIES)):
            perm = SYMMETRIES[sym]
            image = MorrisState.from_position(
                [perm[p] for p in range(24) if state.bitboard(0) >> p & 1],
                [perm[p] for p in range(24) if state.bitboard(1) >> p & 1],
                (state.men_in_hand(0), state.men_in_hand(1)),
                state.to_move,
            )
            assert state_key(image)[0] == key
            found = book.lookup(image)
            assert found is not None
            assert dict(found) == {map_move(m, sym): s for m, s in stored.items()}


# --- playing from it ----------------------------------------------------------------------------


def test_master_plays_a_book_move_without_searching(no_cached_book: object) -> None:
    state = MorrisState()
    book_moves = {m for m, _ in shipped().lookup(state) or []}
    control = SearchControl()
    move = choose_morris_move(state, master(), control, random.Random(3))
    assert move in book_moves
    assert control.work == 0


def test_different_seeds_give_different_first_moves_and_a_seed_the_same(
    no_cached_book: object,
) -> None:
    def first(seed: int) -> str:
        rng = random.Random(seed)
        return str(choose_morris_move(MorrisState(), master(), SearchControl(), rng))

    assert len({first(seed) for seed in range(30)}) > 1
    assert first(11) == first(11)


def test_master_follows_the_book_as_long_as_the_game_stays_in_it(no_cached_book: object) -> None:
    book = shipped()
    state = MorrisState()
    rng = random.Random(8)
    plies = 0
    while book.lookup(state):
        move = choose_morris_move(state, master(), SearchControl(), rng)
        assert move in {m for m, _ in book.lookup(state) or []}
        state.push(move)
        plies += 1
    assert plies >= 4


def test_master_opens_on_a_point_with_four_neighbours(no_cached_book: object) -> None:
    # The book scores all 16 first placements alike; the crossing points of the middle ring
    # are the only ones with four neighbours.
    crossings = {parse_notation(p) for p in ("b4", "d2", "d6", "f4")}
    firsts = {
        choose_morris_move(MorrisState(), master(), SearchControl(), random.Random(seed))
        for seed in range(40)
    }
    assert firsts == crossings


def test_the_book_choice_stays_within_the_margin_of_the_best() -> None:
    book = shipped()
    for key in sorted(book.positions)[:40]:
        state = key_state(key, book.rules)
        found = book.lookup(state) or []
        best = max(s for _, s in found)
        for seed in range(5):
            move = book_move(book, state, 10, random.Random(seed))
            assert move is not None and dict(found)[move] >= best - 10


def test_other_rules_are_out_of_book_and_master_searches(no_cached_book: object) -> None:
    book = shipped()
    for options in ({"flying": False}, {"repetition_draw": False}, {"no_removal_limit": 50}):
        state = MorrisState.from_options(options)
        assert book.lookup(state) is None
        control = SearchControl()
        move = choose_morris_move(state, master(), control, random.Random(1))
        assert move in state.legal_moves()
        assert control.work > 0


def test_out_of_book_master_searches(no_cached_book: object) -> None:
    state = MorrisState()
    for text in ("a1", "a4", "a7", "g1"):  # not strong play: off the book at once
        state.push(parse_notation(text))
    assert shipped().lookup(state) is None
    control = SearchControl()
    choose_morris_move(state, master(), control, random.Random(1))
    assert control.work > 0


def test_expert_does_not_use_the_book(no_cached_book: object) -> None:
    control = SearchControl()
    lv = dataclasses.replace(morris_level("nine", 5), nodes=3_000)
    choose_morris_move(MorrisState(), lv, control, random.Random(1))
    assert control.work > 0


# --- a missing, damaged or foreign book ---------------------------------------------------------


def _rules() -> dict[str, object]:
    return MorrisState().options()


def test_a_missing_book_is_no_book(tmp_path: Path) -> None:
    assert load_book(tmp_path / "nothing.json") is None
    assert load_book(tmp_path) is None  # a folder


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_a_book_that_is_a_pipe_a_device_or_too_large_is_no_book_at_once(tmp_path: Path) -> None:
    # Read as every other file the user or the system can replace: only a regular file, never
    # past its limit, and a FIFO with no writer is not waited on.
    fifo = tmp_path / "opening_book.json"
    os.mkfifo(fifo)
    started = time.monotonic()
    assert load_book(fifo) is None
    assert time.monotonic() - started < 2
    device = tmp_path / "zero.json"
    device.symlink_to("/dev/zero")
    assert load_book(device) is None
    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:
        handle.truncate(book_module.MAX_BYTES + 1)  # sparse: nothing is written
    assert load_book(huge) is None


def test_damaged_bytes_are_no_book() -> None:
    data = BOOK_PATH.read_bytes()
    middle = len(data) // 2
    flipped = data[:middle] + bytes([data[middle] ^ 0x01]) + data[middle + 1 :]
    for bad in (b"", data[:middle], flipped, b"\xff\xfe" + data, b"[]", b"null", b"{}"):
        assert decode_book(bad) is None


def test_another_version_or_format_is_no_book() -> None:
    doc = json.loads(BOOK_PATH.read_bytes())
    for field, value in (("version", VERSION + 1), ("format", "something else")):
        body = {k: v for k, v in doc.items() if k != "sha256"} | {field: value}
        text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        body["sha256"] = hashlib.sha256(text.encode("ascii")).hexdigest()
        assert decode_book(json.dumps(body).encode()) is None


def test_a_well_signed_book_with_an_illegal_move_is_ignored_in_that_position() -> None:
    key, _ = state_key(MorrisState())
    taken = parse_notation("a1")
    after = MorrisState()
    after.push(taken)
    bad = {key: (3, ((taken, 50),)), state_key(after)[0]: (3, ((parse_notation("a1-a4"), 0),))}
    book = decode_book(encode_book(_rules(), {}, bad))
    assert book is not None
    assert book.lookup(MorrisState()) is not None
    for sym in range(len(SYMMETRIES)):  # the stored slide is illegal in every image
        image = MorrisState()
        image.push(map_move(taken, sym))
        assert book.lookup(image) is None


def test_master_plays_on_without_a_usable_book(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_cached_book: object
) -> None:
    damaged = tmp_path / "opening_book.json"
    damaged.write_bytes(BOOK_PATH.read_bytes()[:-40])
    for path in (damaged, tmp_path / "missing.json"):
        monkeypatch.setattr(book_module, "BOOK_PATH", path)
        default_book.cache_clear()
        control = SearchControl()
        move = choose_morris_move(MorrisState(), master(), control, random.Random(2))
        assert move in MorrisState().legal_moves()
        assert control.work > 0


def _small_book_doc() -> dict[str, object]:
    entries = {}
    state = MorrisState()
    for text in ("d6", "f4", "b4"):
        key, _ = state_key(state)
        entries[key] = (5, ((parse_notation(text), 20), (parse_notation("a1"), 15)))
        state.push(parse_notation(text))
    doc: dict[str, object] = json.loads(encode_book(_rules(), {"plies": 3}, entries))
    return doc


@fuzz_settings(60)
@given(st.data())
def test_fuzzed_files_never_raise(data: st.DataObject) -> None:
    raw = data.draw(mutated_file([_small_book_doc()]))
    book = decode_book(raw)
    if book is not None:
        assert book.lookup(MorrisState()) is None or all(
            m in MorrisState().legal_moves() for m, _ in book.lookup(MorrisState()) or []
        )


@fuzz_settings(60)
@given(st.data())
def test_fuzzed_but_well_signed_files_are_checked_field_by_field(data: st.DataObject) -> None:
    doc = _small_book_doc()
    body = data.draw(mutated_json({k: v for k, v in doc.items() if k != "sha256"}))
    if isinstance(body, dict):
        try:
            text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        except (ValueError, RecursionError):
            return
        body["sha256"] = hashlib.sha256(text.encode("ascii")).hexdigest()
    try:
        raw = json.dumps(body).encode()
    except (ValueError, RecursionError):
        return
    book = decode_book(raw)
    if book is None:
        return
    state = MorrisState()
    for _ in range(3):
        found = book.lookup(state)
        if found is not None:
            assert {m for m, _ in found} <= set(state.legal_moves())
            move = book_move(book, state, 10, random.Random(0))
            assert move in state.legal_moves()
        state.push(state.legal_moves()[0])
