"""Damaged game records: the loader refuses them with a clear RecordError, never crashes, never
touches the file, and through the window's Open never changes the game being played.

The normal suite runs ``FAST_EXAMPLES`` examples per test (fixed seed); ``--runslow`` runs
``SLOW_EXAMPLES`` (see mutations.py; both can be set through environment variables).
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.checks import labels_show_plain_text, readable, replays_legally
from helpers.fuzz_bases import record_bases
from helpers.message_boxes import record_message_boxes
from helpers.mutations import (
    FAST_EXAMPLES,
    SLOW_EXAMPLES,
    fuzz_settings,
    hostile_file,
    mutated_file,
)
from hypothesis import given
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.records import (
    FORMAT_VERSION,
    GameRecord,
    RecordError,
    dumps_record,
    load_record,
    parse_record,
)
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def load_checked(raw: bytes, path: Path, tally: Counter[str]) -> GameRecord | None:
    """Load ``raw`` from ``path`` and from memory; check every promise; the record or None."""
    path.write_bytes(raw)
    before = digest(path)
    outcome: GameRecord | RecordError
    try:
        outcome = load_record(path)
    except RecordError as exc:
        outcome = exc
    assert digest(path) == before, "loading changed the file"
    try:
        again: GameRecord | RecordError = parse_record(raw)
    except RecordError as exc:
        again = exc
    if isinstance(outcome, RecordError):
        tally["refused"] += 1
        assert readable(str(outcome)), repr(str(outcome))[:300]
        assert isinstance(again, RecordError) and str(again) == str(outcome)
        return None
    tally["loaded"] += 1
    assert isinstance(again, GameRecord)
    assert list(again.state.move_stack) == list(outcome.state.move_stack)
    assert replays_legally(outcome.state)
    assert len(outcome.seats) == outcome.state.num_players
    # What loads can be saved again (the autosave does it at once) and reads back the same.
    text = dumps_record(outcome.state, outcome.seats)
    text.encode("utf-8")
    assert list(parse_record(text).state.move_stack) == list(outcome.state.move_stack)
    return outcome


def run_loader_fuzz(examples: int, tmp_path: Path) -> Counter[str]:
    tally: Counter[str] = Counter()
    path = tmp_path / "game.json"

    @fuzz_settings(examples)
    @given(raw=mutated_file(record_bases()))
    def check(raw: bytes) -> None:
        load_checked(raw, path, tally)

    check()
    print(f"\nrecord loader: {sum(tally.values())} files, {dict(tally)}")
    return tally


def test_damaged_records_are_refused_cleanly(tmp_path: Path) -> None:
    tally = run_loader_fuzz(FAST_EXAMPLES, tmp_path)
    assert tally["refused"] > FAST_EXAMPLES // 3  # the mutations do damage most files


@pytest.mark.slow
def test_damaged_records_are_refused_cleanly_thousands(tmp_path: Path) -> None:
    run_loader_fuzz(SLOW_EXAMPLES, tmp_path)


def test_known_nasty_records(tmp_path: Path) -> None:
    """Cases the fuzzer found once, kept as plain examples."""
    base = json.dumps(record_bases()[0])
    head = '{"format": "ninetka-record", "version": 1, "game": "9tka", '
    nasty = [
        (head + '"options": {"players": ' + "9" * 5000 + "}}").encode(),  # > 4300 digits
        base.replace('"Ann"', '"\\ud800"').encode(),  # a lone surrogate in a name
        (head + '"moves": [' + "[" * 900 + "]" * 900 + "]}").encode(),
        (head + '"options": {"players": ' + "[" * 950 + "]" * 950 + "}}").encode(),
        base.replace('"human"', '"' + "x" * 100_000 + '"').encode(),
        base.replace(f'"version": {FORMAT_VERSION}', '"version": 1e999').encode(),
    ]
    tally: Counter[str] = Counter()
    for raw in nasty:
        assert load_checked(raw, tmp_path / "nasty.json", tally) is None
    assert tally["refused"] == len(nasty)


# --- through the window -------------------------------------------------------------------------


def run_open_fuzz(
    examples: int, qtbot: QtBot, make_window: WindowFactory, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Counter[str]:
    boxes = record_message_boxes(monkeypatch)
    warnings = boxes.warnings
    window = make_window()
    window.set_autoplay(False)  # nothing moves by itself between the checks
    window.start_game(GameSetup())
    path = tmp_path / "opened.json"
    tally: Counter[str] = Counter()

    @fuzz_settings(examples)
    @given(raw=mutated_file(record_bases()))
    def check(raw: bytes) -> None:
        path.write_bytes(raw)
        before = digest(path)
        game, front, match = window.game, window.front, window.game.match
        moves = list(game.state.move_stack)
        options = game.state.options()
        boxes.clear()
        window.files.open_game(str(path))
        assert digest(path) == before
        assert boxes.all_plain()
        if warnings:
            tally["refused"] += 1
            assert len(warnings) == 1 and readable(warnings[0])
            assert window.front is front and window.game is game and game.match is match
            assert list(game.state.move_stack) == moves and game.state.options() == options
        else:
            tally["opened"] += 1
            record = load_record(path)
            assert list(window.game.state.move_stack) == list(record.state.move_stack)
            assert [s.name for s in window.game.seats()] == [s.name for s in record.seats]
            assert replays_legally(window.game.state)

    check()
    print(f"\nOpen in the window: {sum(tally.values())} files, {dict(tally)}")
    return tally


def test_opening_damaged_records_never_changes_the_game(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tally = run_open_fuzz(FAST_EXAMPLES // 3, qtbot, make_window, tmp_path, monkeypatch)
    assert tally["refused"] and tally["opened"]


@pytest.mark.slow
def test_opening_damaged_records_never_changes_the_game_thousands(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_open_fuzz(SLOW_EXAMPLES // 3, qtbot, make_window, tmp_path, monkeypatch)


# --- hostile names and moves ----------------------------------------------------------------------


def run_hostile_open(
    examples: int, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Counter[str]:
    """Records whose names or moves are markup, control characters or endless images: loaded
    or refused as any record, and through Open shown as plain text wherever they appear."""
    boxes = record_message_boxes(monkeypatch)
    window = make_window()
    window.set_autoplay(False)
    window.start_game(GameSetup())
    path = tmp_path / "hostile.json"
    tally: Counter[str] = Counter()

    @fuzz_settings(examples)
    @given(raw=hostile_file(record_bases()))
    def check(raw: bytes) -> None:
        load_checked(raw, path, tally)
        boxes.clear()
        window.files.open_game(str(path))
        assert boxes.all_plain() and all(readable(text) for text in boxes.texts)
        assert labels_show_plain_text()

    check()
    print(f"\nhostile records: {sum(tally.values())} files, {dict(tally)}")
    return tally


def test_hostile_names_and_moves_in_records(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tally = run_hostile_open(FAST_EXAMPLES // 3, make_window, tmp_path, monkeypatch)
    assert tally["refused"] and tally["loaded"]


@pytest.mark.slow
def test_hostile_names_and_moves_in_records_thousands(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_hostile_open(SLOW_EXAMPLES // 3, make_window, tmp_path, monkeypatch)
