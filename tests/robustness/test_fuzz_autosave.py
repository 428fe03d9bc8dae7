"""Damaged autosaves: ``read_autosave`` and ``saved_game_from_json`` never raise anything but
RecordError, a bad file is set aside with its bytes intact, what they accept is a legal game in
a consistent match, and the window's resume offer never crashes nor changes the game unless it
resumes a good one.

Counts: ``FAST_EXAMPLES`` in the normal suite, ``SLOW_EXAMPLES`` with ``--runslow``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.checks import digest, labels_show_plain_text, readable, replays_legally
from helpers.fuzz_bases import autosave_bases
from helpers.message_boxes import record_message_boxes
from helpers.mutations import (
    FAST_EXAMPLES,
    SLOW_EXAMPLES,
    fuzz_settings,
    hostile_file,
    mutated_file,
)
from hypothesis import given
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.records import RecordError
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.autosave import autosave_path, read_autosave
from ninetka_desktop.ui.game_files import SavedGame, autosave_json, saved_game_from_json
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


def check_autosave_file(raw: bytes, home: Path, tally: Counter[str]) -> SavedGame | None:
    for old in home.iterdir():
        old.unlink()
    path = autosave_path()
    path.write_bytes(raw)
    data, problem = read_autosave()
    kept = list(home.glob("autosave.json.corrupt-*"))
    if data is None:
        tally["set aside"] += 1
        assert problem is not None and readable(problem), repr(problem)[:300]
        assert not path.exists() and len(kept) == 1
        assert digest(kept[0].read_bytes()) == digest(raw)
        return None
    assert problem is None and not kept
    assert digest(path.read_bytes()) == digest(raw)
    try:
        saved = saved_game_from_json(data)
    except RecordError as exc:
        tally["refused"] += 1
        assert readable(str(exc)), repr(str(exc))[:300]
        assert digest(path.read_bytes()) == digest(raw)
        return None
    tally["resumable"] += 1
    state, match = saved.state, saved.match
    assert replays_legally(state)
    assert match.setup.game == state.game_name and match.players == state.num_players
    assert len(match.seats()) == state.num_players
    match.tournament.totals()  # the standings can be shown
    if state.is_over():
        match.record_result(state)
        if match.has_next_game():
            match.next_game()
            match.new_state()
    # Resuming rewrites the autosave at once: that must work too.
    json.dumps(autosave_json(saved.match, saved.state), ensure_ascii=False).encode("utf-8")
    return saved


def run_reader_fuzz(examples: int, home: Path) -> Counter[str]:
    tally: Counter[str] = Counter()

    @fuzz_settings(examples)
    @given(raw=mutated_file(autosave_bases()))
    def check(raw: bytes) -> None:
        check_autosave_file(raw, home, tally)

    check()
    print(f"\nautosave reader: {sum(tally.values())} files, {dict(tally)}")
    return tally


def test_damaged_autosaves_are_refused_cleanly(home: Path) -> None:
    tally = run_reader_fuzz(FAST_EXAMPLES, home)
    assert tally["set aside"] and tally["refused"] and tally["resumable"]


@pytest.mark.slow
def test_damaged_autosaves_are_refused_cleanly_thousands(home: Path) -> None:
    run_reader_fuzz(SLOW_EXAMPLES, home)


# --- through the window -------------------------------------------------------------------------


def run_resume_fuzz(
    examples: int, make_window: WindowFactory, home: Path, monkeypatch: pytest.MonkeyPatch,
    files: st.SearchStrategy[bytes] | None = None,
) -> Counter[str]:
    boxes = record_message_boxes(monkeypatch)
    warnings = boxes.warnings
    window = make_window()
    window.set_autoplay(False)
    tally: Counter[str] = Counter()

    @fuzz_settings(examples)
    @given(raw=files if files is not None else mutated_file(autosave_bases()))
    def check(raw: bytes) -> None:
        window.start_game(GameSetup())
        window.files.flush_autosave()  # the new game's autosave is on disk before it goes
        for old in home.iterdir():
            old.unlink()
        autosave_path().write_bytes(raw)
        game, match = window.game, window.game.match
        boxes.clear()
        resumed = window.files.offer_resume()
        assert boxes.all_plain()
        for text in warnings:
            assert readable(text), repr(text)[:300]
        if warnings:  # what could not be resumed is kept aside, byte for byte, and named
            kept = [p for p in home.iterdir() if p.name.startswith("autosave.json.corrupt-")]
            assert len(kept) == 1 and kept[0].read_bytes() == raw
            assert str(kept[0]) in warnings[-1]
            assert not resumed
        assert labels_show_plain_text()
        if resumed:
            tally["resumed"] += 1
            assert replays_legally(window.game.state)
            assert window.game.match is not match
        else:
            tally["not resumed"] += 1
            assert window.game is game and window.game.match is match
            assert window.game.state.move_stack == []

    check()
    print(f"\nresume offer: {sum(tally.values())} files, {dict(tally)}")
    return tally


def test_resuming_damaged_autosaves(
    qtbot: QtBot, make_window: WindowFactory, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tally = run_resume_fuzz(FAST_EXAMPLES // 2, make_window, home, monkeypatch)
    assert tally["resumed"] and tally["not resumed"]


@pytest.mark.slow
def test_resuming_damaged_autosaves_thousands(
    qtbot: QtBot, make_window: WindowFactory, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_resume_fuzz(SLOW_EXAMPLES // 3, make_window, home, monkeypatch)


def test_resuming_autosaves_with_hostile_names_and_moves(
    qtbot: QtBot, make_window: WindowFactory, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = hostile_file(autosave_bases())
    tally = run_resume_fuzz(FAST_EXAMPLES // 2, make_window, home, monkeypatch, files)
    assert tally["resumed"] and tally["not resumed"]


@pytest.mark.slow
def test_resuming_autosaves_with_hostile_names_and_moves_thousands(
    qtbot: QtBot, make_window: WindowFactory, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = hostile_file(autosave_bases())
    run_resume_fuzz(SLOW_EXAMPLES // 2, make_window, home, monkeypatch, files)
