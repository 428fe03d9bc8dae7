"""One window owns the autosave: the first Ninetka Desktop started holds a lock beside it.

Double-clicking a saved game while the app is open starts a second process; without the lock
both would rewrite one autosave after every move and each would destroy the other's game. The
second window plays without an autosave and says so. The lock is the system's (``file_lock``):
it ends with its process, so a lock left by a process that died is taken over, whatever its
file holds; a lock that cannot be made (a full disk, a folder that cannot be written) is
reported as what it is, not as another window.
"""

from __future__ import annotations

from .file_lock import HeldLock, Refused, describe, take_lock
from .paths import data_dir

#: The lock file's name in the data folder.
LOCK_NAME = "autosave.lock"


def claim_autosave() -> HeldLock | Refused:
    """The held lock when this process may write the autosave; else why not: another live
    Ninetka Desktop holds it (``busy``), or the lock could not be made (``reason``)."""
    folder = data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as problem:
        return Refused(False, describe(problem))
    return take_lock(folder / LOCK_NAME)
