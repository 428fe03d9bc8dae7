"""One process at a time: a lock file held with the operating system's own lock.

The system lets go of the lock when its process ends, however it ends (a crash, a kill, a
power cut), so a lock is held exactly while its process runs: what the file holds does not
matter. An empty file (a crash between making the file and writing it), one holding garbage,
one an older version left, or a symlink, pipe or empty folder in its place is no one's lock and
is taken over. What can stop a lock being taken is said as what it is: another running process
holds it (``Refused.busy``), or the file cannot be made (a full disk, a folder that cannot be
written, a folder of that name with something in it) with the system's reason.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from dataclasses import dataclass
from pathlib import Path

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt
else:
    import fcntl

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)


@dataclass(frozen=True, slots=True)
class Refused:
    """Why a lock was not taken."""

    #: Another running process holds it.
    busy: bool
    #: When not busy: what stood in the way, in the system's words.
    reason: str = ""


class HeldLock:
    """A lock this process holds until ``unlock`` (or its end)."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    def unlock(self) -> None:
        """Let go of the lock (the file stays: removing it could let two processes in)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)  # closing the only descriptor releases the system's lock


def take_lock(path: Path) -> HeldLock | Refused:
    """The lock at ``path`` for this process, or why it cannot be had. Never waits."""
    try:
        fd = _open_lock_file(path)
    except OSError as problem:
        return Refused(False, describe(problem))
    try:
        _lock(fd)
    except OSError as problem:
        os.close(fd)
        if problem.errno in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, errno.EDEADLK):
            return Refused(True)
        return Refused(False, describe(problem))
    _note_holder(fd)
    return HeldLock(path, fd)


def describe(problem: OSError) -> str:
    """An OSError in the system's words, with the name it concerns."""
    words = problem.strerror or str(problem)
    name = problem.filename
    return f"{Path(os.fsdecode(name)).name}: {words}" if name is not None else words


def _open_lock_file(path: Path) -> int:
    """A descriptor of the regular file at ``path``, made when missing; anything else in its
    place (a symlink, a pipe, an empty folder) is removed first."""
    flags = os.O_RDWR | os.O_CREAT | _NOFOLLOW | _NONBLOCK | _CLOEXEC | _BINARY
    for _ in range(3):
        try:
            mode = os.lstat(path).st_mode
        except FileNotFoundError:
            mode = None
        if mode is not None and not stat.S_ISREG(mode):
            _remove_foreign(path, mode)
            continue
        try:
            fd = os.open(path, flags, 0o644)
        except FileExistsError:
            continue
        except OSError as problem:
            if problem.errno in (errno.ELOOP, errno.EISDIR, errno.ENXIO):
                continue  # changed under us into something else: look again
            raise
        if stat.S_ISREG(os.fstat(fd).st_mode):
            return fd
        os.close(fd)
    raise OSError(errno.EEXIST, "something else keeps taking the lock file's place", str(path))


def _remove_foreign(path: Path, mode: int) -> None:
    """Removes what is not a lock file; a folder only when empty (its contents are not ours),
    else OSError naming it."""
    if stat.S_ISDIR(mode):
        try:
            os.rmdir(path)
        except OSError as problem:
            raise OSError(
                problem.errno, "a folder of this name is in the way", str(path)
            ) from problem
    else:
        os.unlink(path)


def _lock(fd: int) -> None:
    if sys.platform == "win32":  # pragma: no cover - Windows
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _note_holder(fd: int) -> None:
    """Writes the holder's process id, for people looking; a full disk does not matter."""
    try:
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
    except OSError:
        pass


__all__ = ["HeldLock", "Refused", "describe", "take_lock"]
