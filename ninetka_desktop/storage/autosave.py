"""The autosave: the running game's record, rewritten after every move.

The app offers to resume it on the next start and clears it when a game ends normally. The
record itself is checked by replaying it (``games.records``); here only the file is handled.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..games.records import FORMAT_NAME, MAX_RECORD_BYTES
from .paths import data_dir, describe_bad_file, read_json_object, write_json

# The name lupdate looks for.
translate = QCoreApplication.translate


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_autosave(record_json: dict[str, Any]) -> None:
    """Replace the autosave with ``record_json`` (a dict from ``records.record_to_json``)."""
    write_json(autosave_path(), record_json)


def read_autosave() -> tuple[dict[str, Any] | None, str | None]:
    """The saved record, or None when there is none; a message when the file was unusable (it
    is then set aside, like a bad settings file)."""
    path = autosave_path()
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


def clear_autosave() -> None:
    """Remove the autosave; nothing happens when there is none."""
    autosave_path().unlink(missing_ok=True)
