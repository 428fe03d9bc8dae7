"""One window owns the autosave: the first Ninetka Desktop started holds a lock beside it.

Double-clicking a saved game while the app is open starts a second process; without the lock
both would rewrite one autosave after every move and each would destroy the other's game. The
second window plays without an autosave and says so. A lock left by a process that died (a
crash, a power cut) is recognised by its process id and taken over.
"""

from __future__ import annotations

from PySide6.QtCore import QLockFile

from .paths import data_dir


def claim_autosave() -> QLockFile | None:
    """The held lock when this process may write the autosave, None when another live
    Ninetka Desktop holds it (or the data folder cannot be written)."""
    folder = data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    lock = QLockFile(str(folder / "autosave.lock"))
    # Held for the whole session: never stale by age, only when its process is gone.
    lock.setStaleLockTime(0)
    if not lock.tryLock(100):
        return None
    return lock
