"""The statistics file: counted games kept, a damaged file set aside and reported, Reset."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ninetka_desktop.statistics.results import SeatResult
from ninetka_desktop.storage.statistics_file import (
    MAX_STATISTICS_BYTES,
    load_statistics,
    record_results,
    reset_statistics,
    statistics_path,
)

WIN = SeatResult("9tka", "2", 3, "win", 5, ((3, 1.0),))
LOSS = SeatResult("morris", "no-flying", None, "loss", 30, ())


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path))
    return tmp_path


def test_no_file_is_an_empty_ledger_without_a_word() -> None:
    ledger, problem = load_statistics()
    assert problem is None
    assert ledger.is_empty()


def test_games_add_up_across_writes(home: Path) -> None:
    assert record_results([WIN], "2026-12-01") is None
    assert record_results([WIN, LOSS], "2026-12-02") is None
    ledger, problem = load_statistics()
    assert problem is None
    assert ledger.tallies[("9tka", "2", 3)].won == 2
    assert ledger.tallies[("morris", "no-flying", None)].lost == 1
    assert ledger.rating("9tka").games == 2
    assert [p.name for p in home.iterdir()] == ["statistics.json"]  # no temporary file left
    assert json.loads(statistics_path().read_text(encoding="utf-8"))["version"] == 1


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe\x00garbage",
        b"[1, 2, 3]",
        b'{"format": "ninetka-statistics", "version": 1, "tallies": [{"game": "9tka"}]}',
        b'{"format": "ninetka-record", "version": 1}',
    ],
)
def test_a_damaged_file_is_set_aside_reported_and_replaced(home: Path, content: bytes) -> None:
    statistics_path().write_bytes(content)
    ledger, problem = load_statistics()
    assert ledger.is_empty()
    assert problem is not None
    assert "statistics file" in problem
    assert "start again" in problem
    kept = [p for p in home.iterdir() if p.name.startswith("statistics.json.corrupt-")]
    assert len(kept) == 1
    assert kept[0].read_bytes() == content  # kept as it was, for a look
    assert str(kept[0]) in problem
    # The next game starts a new file; the damaged one stays where it was put.
    assert record_results([WIN], "2026-12-03") is None
    assert load_statistics()[0].tallies[("9tka", "2", 3)].played == 1
    assert kept[0].exists()


def test_a_game_after_damage_reports_the_damage_once(home: Path) -> None:
    statistics_path().write_text("{", encoding="utf-8")
    assert record_results([WIN], "2026-12-03") is not None
    assert record_results([WIN], "2026-12-03") is None
    assert load_statistics()[0].tallies[("9tka", "2", 3)].played == 2


def test_a_file_too_large_is_not_read(home: Path) -> None:
    statistics_path().write_bytes(b" " * (MAX_STATISTICS_BYTES + 1))
    ledger, problem = load_statistics()
    assert ledger.is_empty()
    assert problem is not None and "too large" in problem


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX matter")
def test_a_named_pipe_in_its_place_is_not_opened(home: Path) -> None:
    os.mkfifo(statistics_path())  # reading it would wait for a writer forever
    ledger, problem = load_statistics()
    assert ledger.is_empty()
    assert problem is not None and "not a regular file" in problem


def test_reset_forgets_everything(home: Path) -> None:
    record_results([WIN], "2026-12-03")
    reset_statistics()
    assert load_statistics() == (load_statistics()[0], None)
    assert load_statistics()[0].is_empty()
    reset_statistics()  # nothing to forget is no error


def test_an_unwritable_folder_raises_oserror(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("NINETKA_HOME", str(blocker / "inside"))
    with pytest.raises(OSError):
        record_results([WIN], "2026-12-03")
