"""A real full disk for the tests: a tiny tmpfs mounted over a folder (root on Linux only;
elsewhere the test that needs one is skipped), and ways to fill it."""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def tiny_disk(folder: Path, size: str = "256k", inodes: int | None = None) -> Iterator[Path]:
    """``folder`` as a tmpfs of ``size`` bytes (``inodes`` files at most), unmounted after."""
    if not sys.platform.startswith("linux") or os.geteuid() != 0:
        pytest.skip("a tiny tmpfs needs root on Linux")
    folder.mkdir(parents=True, exist_ok=True)
    options = f"size={size}" + (f",nr_inodes={inodes}" if inodes else "")
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip(f"no tmpfs could be mounted: {mounted.stderr.decode(errors='replace')}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(folder: Path) -> None:
    """Writes into ``folder`` until its disk is full."""
    block = b"\0" * 4096
    with open(folder / "filler", "ab", buffering=0) as handle:
        try:
            while True:
                handle.write(block)
        except OSError as problem:
            assert problem.errno == errno.ENOSPC, problem


def use_inodes(folder: Path) -> None:
    """Makes files in ``folder`` until no more can be made."""
    for n in range(100_000):
        try:
            (folder / f"inode-{n}").touch()
        except OSError as problem:
            assert problem.errno == errno.ENOSPC, problem
            return
    raise AssertionError("the disk never ran out of files")
