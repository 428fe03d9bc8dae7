"""Which endgame table files the folders hold whole: the header names the table the file is
named for, the size is the header's, the checksum matches (the core's ``morris_tablebase_check``).

A file that merely exists may be cut short by a full disk, damaged, or another table renamed:
the engine refuses such a file on every start, so the check that decides what to build reads
every file whole. What a file was found to be is kept for as long as the file stays the same
(its size, time and inode), so a game start checks each file once per process.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..._core import morris_tablebase_check

#: A table file's name: the board, the material or the opening, the rules' tags, the count
#: limit (``native/engine/src/mill/tablebase/file.rs``, e.g. ``morris-5v4-fly-100.ntb``).
_NAME = re.compile(
    r"[a-z][a-z-]*-(?:[3-9]v[3-9]|opening-\d{1,2}(?:-nofirst\d{1,2})?)-[a-z0-9-]+\.ntb"
)

#: (path, size, modified, inode) -> None when whole, else the reason.
_checked: dict[tuple[str, int, int, int], str | None] = {}


@dataclass(frozen=True, slots=True)
class Damaged:
    path: Path
    reason: str


def check_table_file(path: Path) -> str | None:
    """None when the file at ``path`` is the table its name says, whole; else why not."""
    found = _NAME.fullmatch(path.name)
    if found is None:
        return "not the name of a table file"
    try:
        status = os.stat(path)
    except OSError as problem:
        return problem.strerror or str(problem)
    identity = (str(path), status.st_size, status.st_mtime_ns, status.st_ino)
    if identity not in _checked:
        _checked[identity] = morris_tablebase_check(str(path))
    return _checked[identity]


@dataclass(frozen=True, slots=True)
class Installed:
    """What the folders hold of a set of tables."""

    #: The tables no folder holds whole (to build).
    missing: list[str]
    #: Files of missing tables that were found but are not whole.
    damaged: list[Damaged]


def checked_already(names: list[str], dirs: list[Path]) -> bool:
    """Whether ``installed(names, dirs)`` would read no file: every file it would look at was
    checked before, and has not changed since."""
    for name in names:
        for folder in dirs:
            path = folder / name
            if not os.path.lexists(path) or _NAME.fullmatch(name) is None:
                continue
            try:
                status = os.stat(path)
            except OSError:
                continue
            identity = (str(path), status.st_size, status.st_mtime_ns, status.st_ino)
            if identity not in _checked:
                return False
            if _checked[identity] is None:
                break
    return True


def installed(names: list[str], dirs: list[Path]) -> Installed:
    """Which of the tables ``names`` one of ``dirs`` holds whole (the engine reads the first
    whole one it finds)."""
    missing: list[str] = []
    damaged: list[Damaged] = []
    for name in names:
        found = []
        for folder in dirs:
            path = folder / name
            if not os.path.lexists(path):
                continue
            reason = check_table_file(path)
            if reason is None:
                break
            found.append(Damaged(path, reason))
        else:
            missing.append(name)
            damaged.extend(found)
    return Installed(missing, damaged)


__all__ = ["Damaged", "Installed", "check_table_file", "checked_already", "installed"]
