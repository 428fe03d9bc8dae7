"""One process at a time (``storage.file_lock``) and the autosave's lock: whatever a lock
file holds or whatever stands in its place, a lock no running process holds is taken over, and
one that cannot be made is reported as what it is."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers.tiny_disk import fill, tiny_disk, use_inodes

from ninetka_desktop.app import autosave_off_notice
from ninetka_desktop.storage.autosave_lock import LOCK_NAME, claim_autosave
from ninetka_desktop.storage.file_lock import HeldLock, Refused, take_lock

POSIX = pytest.mark.skipif(os.name != "posix", reason="FIFOs, symlinks and bytes names")


def held(path: Path) -> HeldLock:
    lock = take_lock(path)
    assert isinstance(lock, HeldLock), lock
    return lock


@pytest.mark.parametrize("content", [b"", b"\x00\xff garbage\n" * 50, b"12345\nninetka\nhost\n"])
def test_a_lock_file_that_is_empty_or_garbage_is_taken_over(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "autosave.lock"
    path.write_bytes(content)
    lock = held(path)
    assert path.read_bytes() == f"{os.getpid()}\n".encode()
    assert take_lock(path) == Refused(busy=True)  # now ours, even to this process
    lock.unlock()
    held(path).unlock()


@POSIX
def test_what_stands_in_a_lock_file_s_place_is_taken_over_or_named(tmp_path: Path) -> None:
    path = tmp_path / "build.lock"
    path.mkdir()
    held(path).unlock()  # an empty folder
    path.unlink()
    os.mkfifo(path)
    held(path).unlock()  # a pipe: never waited on
    path.unlink()
    precious = tmp_path / "precious.txt"
    precious.write_text("mine")
    path.symlink_to(precious)
    held(path).unlock()  # a symlink is replaced, its target never written
    assert precious.read_text() == "mine" and not path.is_symlink()
    path.unlink()
    (path / "inside").mkdir(parents=True)
    refused = take_lock(path)
    assert isinstance(refused, Refused) and not refused.busy
    assert "build.lock" in refused.reason and (path / "inside").is_dir()


def test_a_lock_held_by_a_running_process_is_busy_and_taken_when_it_ends(tmp_path: Path) -> None:
    path = tmp_path / "autosave.lock"
    code = (
        "import sys, time; from pathlib import Path\n"
        "from ninetka_desktop.storage.file_lock import HeldLock, take_lock\n"
        "assert isinstance(take_lock(Path(sys.argv[1])), HeldLock)\n"
        "print('held', flush=True); time.sleep(60)\n"
    )
    holder = subprocess.Popen(
        [sys.executable, "-c", code, str(path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        assert take_lock(path) == Refused(busy=True)
    finally:
        holder.kill()
        holder.wait()
    held(path).unlock()  # killed: the system let go of its lock


@POSIX
def test_the_autosave_is_claimed_in_a_data_folder_whose_name_is_not_utf8(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = os.path.join(os.fsencode(tmp_path), b"caf\xe9-\xff")
    os.mkdir(home)
    monkeypatch.setenv("NINETKA_HOME", os.fsdecode(home))
    claim = claim_autosave()
    assert isinstance(claim, HeldLock), claim
    assert os.path.exists(os.path.join(home, LOCK_NAME.encode()))
    claim.unlock()


def test_a_full_disk_keeps_the_lock_and_a_disk_without_room_for_the_file_names_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "disk"
    monkeypatch.setenv("NINETKA_HOME", str(home))
    with tiny_disk(home, size="64k", inodes=64):
        fill(home)
        claim = claim_autosave()  # no byte left, but room for the (empty) file: ours
        assert isinstance(claim, HeldLock), claim
        claim.unlock()
        (home / LOCK_NAME).unlink()
        use_inodes(home)
        refused = claim_autosave()
        assert isinstance(refused, Refused) and not refused.busy
        assert "No space left on device" in refused.reason


def test_the_status_bar_names_why_the_autosave_is_off() -> None:
    assert "already open in another window" in autosave_off_notice(Refused(busy=True))
    words = autosave_off_notice(Refused(False, "autosave.lock: No space left on device"))
    assert "already open" not in words
    assert "could not be made (autosave.lock: No space left on device)" in words


def test_a_lock_left_by_a_dead_process_is_taken_over_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path))
    code = (
        "import os\nfrom ninetka_desktop.storage.autosave_lock import claim_autosave\n"
        "from ninetka_desktop.storage.file_lock import HeldLock\n"
        "assert isinstance(claim_autosave(), HeldLock); os._exit(0)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
    started = time.monotonic()
    claim = claim_autosave()
    assert isinstance(claim, HeldLock) and time.monotonic() - started < 1
    claim.unlock()
