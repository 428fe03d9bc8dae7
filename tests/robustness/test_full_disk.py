"""Every writer on a real full disk (a tiny tmpfs): it fails with the system's reason, keeps the
file that was there, and leaves no temporary file behind; the lock still works."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.tiny_disk import fill, tiny_disk

from ninetka_desktop.games import new_game
from ninetka_desktop.games.file_io import atomic_write_bytes
from ninetka_desktop.games.records import save_record
from ninetka_desktop.statistics.ledger import Ledger
from ninetka_desktop.storage.settings import Settings, save_settings
from ninetka_desktop.storage.statistics_file import save_statistics


def big_game() -> object:
    state = new_game("morris", {"repetition_draw": False, "no_removal_limit": 0})
    for _ in range(400):
        state.push(state.legal_moves()[0])
    return state


WRITERS: dict[str, Callable[[Path], None]] = {
    "record": lambda home: save_record(home / "game.ninetka", big_game()),  # type: ignore[arg-type]
    "bytes": lambda home: atomic_write_bytes(home / "game.ninetka", b"x" * 100_000),
    "settings": lambda home: save_settings(Settings(recent_files=("a" * 200,) * 10)),
    "statistics": lambda home: save_statistics(Ledger()),
}


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_a_writer_on_a_full_disk_keeps_the_old_file_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, writer: str
) -> None:
    home = tmp_path / "disk"
    monkeypatch.setenv("NINETKA_HOME", str(home))
    with tiny_disk(home, size="128k"):
        old = b"the file that was there"
        for name in ("game.ninetka", "settings.json", "statistics.json"):
            (home / name).write_bytes(old)
        before = set(os.listdir(home))
        fill(home)
        with pytest.raises(OSError) as failed:
            WRITERS[writer](home)
        assert failed.value.errno == errno.ENOSPC
        assert set(os.listdir(home)) == before | {"filler"}
        for name in ("game.ninetka", "settings.json", "statistics.json"):
            assert (home / name).read_bytes() == old


def test_a_screenshot_on_a_full_disk_says_why_and_leaves_nothing(tmp_path: Path) -> None:
    disk = tmp_path / "disk"
    with tiny_disk(disk, size="64k"):
        fill(disk)
        env = dict(os.environ, NINETKA_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
        result = subprocess.run(
            [sys.executable, "-m", "ninetka_desktop", "--screenshot", str(disk / "shot.png")],
            capture_output=True, text=True, timeout=120, env=env,
        )
        assert result.returncode == 1
        assert "No space left on device" in result.stderr and "Traceback" not in result.stderr
        assert sorted(os.listdir(disk)) == ["filler"]
