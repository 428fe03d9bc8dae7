"""The autosave: round trip with a real record, corrupt files set aside, clearing."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.records import parse_record, record_to_json
from ninetka_desktop.storage import autosave_path, clear_autosave, read_autosave, write_autosave


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _game_in_progress() -> NinetkaState:
    state = NinetkaState(players=3)
    rng = random.Random(7)
    for _ in range(30):
        state.push(rng.choice(state.legal_moves()))
    return state


def test_round_trip_replays_to_the_same_position(home: Path) -> None:
    state = _game_in_progress()
    write_autosave(record_to_json(state))
    assert autosave_path().parent == home
    data, message = read_autosave()
    assert message is None
    assert data == record_to_json(state)
    replayed = parse_record(json.dumps(data)).state
    assert replayed.snapshot() == state.snapshot()


def test_missing_autosave_is_silent() -> None:
    assert read_autosave() == (None, None)


def test_clear_removes_it_and_tolerates_none() -> None:
    write_autosave(record_to_json(NinetkaState()))
    clear_autosave()
    assert not autosave_path().exists()
    clear_autosave()
    assert read_autosave() == (None, None)


@pytest.mark.parametrize("content", [b"{broken", b"[]", b'{"format": "something-else"}'])
def test_corrupt_autosave_is_set_aside(home: Path, content: bytes) -> None:
    home.mkdir()
    autosave_path().write_bytes(content)
    data, message = read_autosave()
    assert data is None
    assert message is not None
    assert "saved game" in message
    kept = list(home.glob("autosave.json.corrupt-*"))
    assert len(kept) == 1
    assert kept[0].read_bytes() == content
    assert read_autosave() == (None, None)
