"""Reading and writing the app's files when the path may point anywhere.

Records, settings and autosaves come from other people and other programs, so a path may name a
FIFO (reading would block forever), a device (``/dev/zero`` never ends), a folder, or a symlink.
The reader opens without blocking, looks at what it opened, and reads at most its limit plus one
byte. The writer keeps what the user had: it writes through a symlink to its target, refuses to
replace anything but a regular file, keeps the file's permission bits, and leaves either the old
file or the new one, never a mix.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import time
from pathlib import Path

#: A temporary file this old beside its target was left by a write that never finished.
STALE_TEMPORARY_S = 60.0

# Not every platform has these (Windows has neither); 0 leaves the flag out.
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_NOCTTY = getattr(os, "O_NOCTTY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)


class NotRegularFileError(OSError):
    """The path names a folder, a FIFO, a device or a socket, not an ordinary file."""

    def __init__(self, path: str | os.PathLike[str], kind: str) -> None:
        super().__init__(errno.EINVAL, f"{Path(path).name} is {kind}, not a regular file")
        self.kind = kind


class FileTooLargeError(OSError):
    """The file holds more bytes than its reader accepts."""

    def __init__(self, path: str | os.PathLike[str], limit: int) -> None:
        super().__init__(errno.EFBIG, f"{Path(path).name} is larger than {limit:,} bytes")
        self.limit = limit


def file_kind(mode: int) -> str:
    """What a non-regular file is, in words for an error message."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def read_regular_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at ``path`` (a symlink is followed).

    FileNotFoundError when there is none, NotRegularFileError for anything else than a regular
    file (checked on the opened descriptor, so nothing can be swapped in between), and
    FileTooLargeError past ``limit`` bytes, decided by what was read, not by the size the file
    claims. Never blocks on a FIFO or reads more than ``limit + 1`` bytes.
    """
    # O_NONBLOCK makes opening a FIFO return at once instead of waiting for a writer.
    fd = os.open(path, os.O_RDONLY | _NONBLOCK | _NOCTTY | _CLOEXEC | _BINARY)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFileError(path, file_kind(mode))
        if _NONBLOCK:
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        remaining = limit + 1
        while remaining > 0:
            chunk = os.read(fd, min(remaining, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise FileTooLargeError(path, limit)
    return data


def write_target(path: str | os.PathLike[str]) -> Path:
    """Where a write to ``path`` lands: a symlink's final target (so the link stays a link),
    else ``path`` itself. NotRegularFileError when something other than a regular file is
    there."""
    target = Path(os.path.realpath(path))
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target
    if not stat.S_ISREG(mode):
        raise NotRegularFileError(path, file_kind(mode))
    return target


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` in UTF-8, as ``atomic_write_bytes`` writes."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one.

    The new file gets the old one's permission bits, or for a new file those the umask allows;
    the temporary file is removed when anything fails (a full disk). OSError
    (NotRegularFileError among them) says why nothing was written.
    """
    target = write_target(path)
    remove_stale_temporaries(target)
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = None
    temporary, fd = _create_temporary(target)
    try:
        with os.fdopen(fd, "wb") as handle:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None and not hasattr(os, "fchmod"):
            os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    _sync_folder(target.parent)


def _create_temporary(target: Path) -> tuple[Path, int]:
    """A new file beside ``target``, named ``.NAME.RANDOM.tmp``; mode 0666 less the umask, as
    any new file the user makes (mkstemp would force 0600)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _CLOEXEC | _BINARY
    for _ in range(100):
        candidate = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        try:
            return candidate, os.open(candidate, flags, 0o666)
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary file name", str(target.parent))


def remove_stale_temporaries(target: Path, age: float = STALE_TEMPORARY_S) -> None:
    """Delete the temporary files of writes to ``target`` that a crash or a kill cut short;
    only old ones, so that another running instance's write in progress is safe."""
    cutoff = time.time() - age
    with contextlib.suppress(OSError):
        for leftover in target.parent.glob(f".{target.name}.*.tmp"):
            with contextlib.suppress(OSError):
                if leftover.is_file() and leftover.lstat().st_mtime < cutoff:
                    leftover.unlink()


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable: after a power cut the folder must name the new file.
    Windows cannot open a folder for syncing (and its renames are journalled), so skip it there."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse to sync a folder; the file itself is already on disk
    finally:
        os.close(fd)
