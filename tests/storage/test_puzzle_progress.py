"""The puzzle progress file: saved and read back, a damaged one set aside and a fresh start."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninetka_desktop.puzzles import Progress
from ninetka_desktop.storage.puzzle_progress import load_progress, progress_path, save_progress


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path))
    return tmp_path


def test_no_file_is_fresh_progress_without_a_message(home: Path) -> None:
    assert load_progress() == (Progress(), None)


def test_saved_progress_reads_back(home: Path) -> None:
    progress = Progress({"morris-001": 1}, {"9tka-002"}, 1, 3)
    save_progress(progress)
    assert progress_path().parent == home
    assert load_progress() == (progress, None)


@pytest.mark.parametrize(
    "content",
    [b"{not json", b"[]", b'{"format": "ninetka-puzzle-progress", "version": 1}', b"\xff\xfe"],
)
def test_a_damaged_file_is_set_aside_and_progress_starts_afresh(
    home: Path, content: bytes
) -> None:
    progress_path().write_bytes(content)
    progress, message = load_progress()
    assert progress == Progress()
    assert message is not None and "starts afresh" in message
    kept = list(home.glob("puzzles.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert str(kept[0]) in message
    assert not progress_path().exists()


def test_an_oversized_file_is_set_aside(home: Path) -> None:
    progress_path().write_bytes(b" " * (2 * 1024 * 1024))
    progress, message = load_progress()
    assert progress == Progress() and message is not None and "too large" in message


def test_a_folder_in_its_place_is_not_read(home: Path) -> None:
    progress_path().mkdir()
    progress, message = load_progress()
    assert progress == Progress() and message is not None
