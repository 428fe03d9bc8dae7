"""Paths that point somewhere unexpected: FIFOs, devices, folders, symlinks, files too large.

Reading never blocks and never reads past its limit; writing keeps what the user had (a link
stays a link, a file keeps its permission bits) and refuses to replace anything but a regular
file. Every case is made for real in a temporary folder.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from ninetka_desktop.games import GameState, new_game
from ninetka_desktop.games.file_io import (
    STALE_TEMPORARY_S,
    FileTooLargeError,
    NotRegularFileError,
    atomic_write_text,
    read_regular_file,
)
from ninetka_desktop.games.records import (
    MAX_RECORD_BYTES,
    RecordError,
    dumps_record,
    load_record,
    parse_record,
    save_record,
)
from ninetka_desktop.storage.autosave import autosave_path, read_autosave
from ninetka_desktop.storage.settings import Settings, load_settings, settings_path

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and devices are POSIX")


def fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def run_python(code: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    """``code`` in a fresh interpreter, so that a hang is a timeout here, not a stuck suite."""
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout
    )


# --- reading ------------------------------------------------------------------------------------


@posix_only
def test_reading_a_fifo_refuses_at_once(tmp_path: Path) -> None:
    pipe = fifo(tmp_path / "game.json")
    started = time.monotonic()
    with pytest.raises(NotRegularFileError, match="pipe"):
        read_regular_file(pipe, 100)
    assert time.monotonic() - started < 5


@posix_only
def test_reading_a_device_refuses_without_reading_it(tmp_path: Path) -> None:
    link = tmp_path / "autosave.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(NotRegularFileError, match="device"):
        read_regular_file(link, 100)


def test_reading_a_folder_refuses(tmp_path: Path) -> None:
    with pytest.raises((NotRegularFileError, PermissionError)):
        read_regular_file(tmp_path, 100)


def test_reading_stops_one_byte_past_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 1000)
    assert read_regular_file(path, 1000) == b"x" * 1000
    with pytest.raises(FileTooLargeError):
        read_regular_file(path, 999)


@posix_only
def test_load_record_refuses_special_files_quickly(tmp_path: Path) -> None:
    pipe = fifo(tmp_path / "pipe.json")
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    code = (
        "from ninetka_desktop.games.records import load_record, RecordError\n"
        f"for path in ({str(pipe)!r}, {str(zero)!r}, {str(tmp_path)!r}):\n"
        "    try:\n"
        "        load_record(path)\n"
        "    except RecordError as exc:\n"
        "        print('refused:', exc)\n"
    )
    result = run_python(code)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 3 and all(line.startswith("refused: cannot read") for line in lines)


@posix_only
def test_a_settings_fifo_is_set_aside_not_waited_for(tmp_path: Path) -> None:
    code = (
        "import os\n"
        f"os.environ['NINETKA_HOME'] = {str(tmp_path)!r}\n"
        "from ninetka_desktop.storage.settings import load_settings, settings_path\n"
        "os.mkfifo(settings_path())\n"
        "settings, problem = load_settings()\n"
        "print(settings.theme, '|', problem)\n"
    )
    result = run_python(code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("system | ") and "regular file" in result.stdout
    assert [p.name.startswith("settings.json.corrupt-") for p in tmp_path.iterdir()] == [True]


@posix_only
def test_an_autosave_linked_to_dev_zero_is_set_aside(home: Path) -> None:
    autosave_path().symlink_to("/dev/zero")
    data, problem = read_autosave()
    assert data is None and problem is not None and "regular file" in problem
    kept = list(home.glob("autosave.json.corrupt-*"))
    assert len(kept) == 1 and os.readlink(kept[0]) == "/dev/zero"
    assert str(kept[0]) in problem


def test_settings_read_back_from_a_symlink(home: Path, tmp_path: Path) -> None:
    real = tmp_path / "real-settings.json"
    real.write_text('{"theme": "dark"}', encoding="utf-8")
    settings_path().symlink_to(real)
    settings, problem = load_settings()
    assert problem is None and settings.theme == "dark"


# --- writing ------------------------------------------------------------------------------------


def test_saving_through_a_symlink_writes_its_target(tmp_path: Path) -> None:
    target = tmp_path / "games" / "real.json"
    target.parent.mkdir()
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    atomic_write_text(link, "new")
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text(encoding="utf-8") == "new"


def test_saving_through_a_dangling_symlink_creates_its_target(tmp_path: Path) -> None:
    target = tmp_path / "later.json"
    link = tmp_path / "link.json"
    link.symlink_to(target)
    atomic_write_text(link, "made")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "made"


@posix_only
def test_saving_over_a_fifo_is_refused_and_leaves_it(tmp_path: Path) -> None:
    pipe = fifo(tmp_path / "pipe.json")
    with pytest.raises(NotRegularFileError, match="not a regular file"):
        atomic_write_text(pipe, "text")
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe.json"]


@posix_only
def test_saving_over_a_device_is_refused(tmp_path: Path) -> None:
    device = tmp_path / "null"
    try:
        os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except PermissionError:
        device = Path("/dev/null")  # not root: the real one, which cannot be replaced anyway
    with pytest.raises(NotRegularFileError, match="device"):
        atomic_write_text(device, "text")
    assert stat.S_ISCHR(device.lstat().st_mode)


def test_saving_over_a_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "game.json"
    folder.mkdir()
    with pytest.raises(NotRegularFileError, match="folder"):
        atomic_write_text(folder, "text")
    assert folder.is_dir()


@posix_only
def test_saving_keeps_the_permission_bits(tmp_path: Path) -> None:
    path = tmp_path / "shared.json"
    path.write_text("old", encoding="utf-8")
    path.chmod(0o644)
    atomic_write_text(path, "new")
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
    path.chmod(0o640)
    atomic_write_text(path, "newer")
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


@posix_only
def test_a_new_file_follows_the_umask(tmp_path: Path) -> None:
    old = os.umask(0o027)
    try:
        atomic_write_text(tmp_path / "new.json", "text")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o640


def test_a_failed_write_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")

    def broken_replace(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space"):
        atomic_write_text(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_temporaries_of_a_killed_save_are_cleaned_by_the_next(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    stale = tmp_path / ".game.json.dead.tmp"
    fresh = tmp_path / ".game.json.busy.tmp"  # another instance may be writing it right now
    for leftover in (stale, fresh):
        leftover.write_text("half", encoding="utf-8")
    old = time.time() - STALE_TEMPORARY_S - 5
    os.utime(stale, (old, old))
    atomic_write_text(path, "whole")
    assert not stale.exists() and fresh.exists()


def test_a_killed_save_leaves_no_temporary_after_the_next_start(tmp_path: Path) -> None:
    """A save process killed mid-write, then the temporary aged: the next save removes it."""
    path = tmp_path / "game.json"
    code = (
        "import os, signal\n"
        "from ninetka_desktop.games import file_io\n"
        "real = file_io.os.fsync\n"
        "def die(fd):\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n"
        "file_io.os.fsync = die\n"
        f"file_io.atomic_write_text({str(path)!r}, 'x' * 1000)\n"
    )
    run_python(code)
    leftovers = list(tmp_path.glob(".game.json.*.tmp"))
    assert leftovers, "the killed write left its temporary file"
    old = time.time() - STALE_TEMPORARY_S - 5
    for leftover in leftovers:
        os.utime(leftover, (old, old))
    save_record(path, new_game("9tka", {"players": 2}))
    assert not list(tmp_path.glob(".game.json.*.tmp"))
    assert load_record(path).state.num_players == 2


# --- what is saved can be opened ----------------------------------------------------------------


#: Eighteen placements that close no mill, then a white and a black man that step to and fro.
SAFE_PLACEMENTS = (
    "f6", "f2", "a4", "b4", "e5", "d5", "c3", "d6", "d3", "d1", "d2", "g4", "c4", "g7", "b2",
    "a7", "a1", "e3",
)
SHUTTLE = ("c4-c5", "b4-b6", "c5-c4", "b6-b4")


def long_morris_game(plies: int) -> GameState[Any]:
    """A Morris game without draw rules, ``plies`` plies long."""
    state = new_game("morris", {"flying": False, "repetition_draw": False, "no_removal_limit": 0})
    for text in SAFE_PLACEMENTS:
        state.play(text)
    # Counted here: a Morris state's move_stack is a copy, and asking it every ply is quadratic.
    for ply in range(plies - len(SAFE_PLACEMENTS)):
        state.play(SHUTTLE[ply % 4])
    return state


def test_a_long_game_without_draw_rules_saves_and_opens(tmp_path: Path) -> None:
    """The indented format took about 13 bytes a move, so a Morris game of 100,000 plies (draw
    rules off) saved to more than the 1 MiB load limit and could never be opened again."""
    state = long_morris_game(100_000)
    path = tmp_path / "long.json"
    save_record(path, state)
    assert path.stat().st_size <= MAX_RECORD_BYTES
    assert len(load_record(path).state.move_stack) == 100_000


def test_a_game_too_long_to_open_is_not_saved(tmp_path: Path) -> None:
    state = long_morris_game(140_000)
    path = tmp_path / "too-long.json"
    path.write_text("the old file", encoding="utf-8")
    with pytest.raises(RecordError, match="too long to save"):
        save_record(path, state)
    assert path.read_text(encoding="utf-8") == "the old file"


def test_the_longest_games_of_the_default_rules_round_trip() -> None:
    """Under the default options no game can outgrow the limit: 9tka ends by itself, and a
    Morris game with both draw rules on is at most 18 placements plus 100 plies between each of
    its at most 14 removals. Written with the longest move texts, that is far below 1 MiB."""
    worst_plies = 18 + 15 * 100
    longest_move = "d6-d7xb4"
    estimate = len(dumps_record(new_game("morris", {}))) + worst_plies * (len(longest_move) + 4)
    assert estimate < MAX_RECORD_BYTES // 20
    state = long_morris_game(worst_plies)
    again = parse_record(dumps_record(state))
    assert len(again.state.move_stack) == worst_plies


def test_settings_keep_their_file_mode(home: Path) -> None:
    from ninetka_desktop.storage.settings import save_settings

    save_settings(Settings(theme="dark"))
    if os.name == "posix":
        settings_path().chmod(0o644)
        save_settings(Settings(theme="light"))
        assert stat.S_IMODE(settings_path().stat().st_mode) == 0o644
    assert load_settings()[0].theme == "light"
