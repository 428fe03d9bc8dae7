"""The autosave: the running game's record, rewritten after every move.

The app offers to resume it on the next start and clears it when a game ends normally. The
record itself is checked by replaying it (``games.records``); here only the file is handled.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..games.file_io import atomic_write_text, remove_stale_temporaries
from ..games.records import FORMAT_NAME, MAX_RECORD_BYTES, dumps_record_json
from .paths import data_dir, describe_bad_file, free_path, read_json_object, set_aside

# The name lupdate looks for.
translate = QCoreApplication.translate

def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_autosave(record_json: dict[str, Any]) -> None:
    """Replace the autosave with ``record_json`` (a dict from ``records.record_to_json``),
    written as compactly as a saved record; RecordError when the game is too long to be read
    back, OSError when the folder is not writable."""
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, dumps_record_json(record_json))


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


def set_autosave_aside(problem: str) -> str:
    """Keep an autosave that cannot be resumed (``problem`` says why) under another name, so
    that the next game does not overwrite it; the message tells the user where it is."""
    return describe_bad_file(autosave_path(), translate("Storage", "saved game"), problem)


def keep_declined_autosave() -> Path | None:
    """Rename the autosave of a game the user chose not to resume to ``autosave-DATE-TIME.json``
    beside it, a record that Open reads; None when there is none or it cannot be renamed."""
    path = autosave_path()
    if not path.exists():
        return None
    return set_aside(path, str(path.with_name("autosave-{stamp}.json")))


def keep_game(record_json: dict[str, Any]) -> Path:
    """Write a game that gives way to another (a new game, a file opened) to its own
    ``autosave-DATE-TIME.json`` beside the autosave, a record that Open reads; its path.
    RecordError or OSError when it cannot be written."""
    path = free_path(str(autosave_path().with_name("autosave-{stamp}.json")))
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, dumps_record_json(record_json))
    return path


def clear_autosave() -> None:
    """Remove the autosave; nothing happens when there is none."""
    autosave_path().unlink(missing_ok=True)
