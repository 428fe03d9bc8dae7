"""The autosave: the running game's record, rewritten after every move.

The app offers to resume it on the next start and clears it when a game ends normally. The
record itself is checked by replaying it (``games.records``); here only the file is handled.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..games.records import FORMAT_NAME, MAX_RECORD_BYTES
from .paths import data_dir, describe_bad_file, read_json_object, write_json

# The name lupdate looks for.
translate = QCoreApplication.translate

#: A temporary file of an autosave this old was left by a write that never finished.
STALE_TEMPORARY_S = 60.0


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_autosave(record_json: dict[str, Any]) -> None:
    """Replace the autosave with ``record_json`` (a dict from ``records.record_to_json``)."""
    write_json(autosave_path(), record_json)


def read_autosave() -> tuple[dict[str, Any] | None, str | None]:
    """The saved record, or None when there is none; a message when the file was unusable (it
    is then set aside, like a bad settings file)."""
    path = autosave_path()
    remove_stale_temporaries(path)
    what = translate("Storage", "saved game")
    data, problem = read_json_object(path, what, MAX_RECORD_BYTES)
    if data is not None and data.get("format") != FORMAT_NAME:
        problem = describe_bad_file(path, what, translate("Storage", "it is not a game record"))
        data = None
    if data is None:
        if not problem:
            return None, None
        return None, problem + " " + translate("Storage", "The game cannot be resumed.")
    return data, None


def remove_stale_temporaries(path: Path, age: float = STALE_TEMPORARY_S) -> None:
    """Delete the temporary files of writes that a crash cut short (``atomic_write_text``
    names them ``.NAME.*.tmp``); only old ones, so another running instance's write is safe."""
    cutoff = time.time() - age
    for leftover in path.parent.glob(f".{path.name}.*.tmp"):
        with contextlib.suppress(OSError):
            if leftover.stat().st_mtime < cutoff:
                leftover.unlink()


def clear_autosave() -> None:
    """Remove the autosave; nothing happens when there is none."""
    autosave_path().unlink(missing_ok=True)
