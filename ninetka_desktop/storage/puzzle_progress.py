"""The puzzle progress file in the data folder (``puzzles.json``).

Written at once after every solved or given-up puzzle, atomically. A file that cannot be read
is set aside (kept for a look, like a bad statistics file) and the progress starts afresh; the
message says so.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..games.file_io import remove_stale_temporaries
from ..puzzles.progress import Progress, ProgressError
from .paths import data_dir, describe_bad_file, read_json_object, write_json

# The name lupdate looks for.
translate = QCoreApplication.translate

#: A few ids and counts; a file this large was not written by the app.
MAX_PROGRESS_BYTES = 1024 * 1024


def progress_path() -> Path:
    return data_dir() / "puzzles.json"


def load_progress() -> tuple[Progress, str | None]:
    """The progress, and a message for the user when the file had to be set aside (then
    fresh progress); no file yet is fresh progress without a message."""
    path = progress_path()
    remove_stale_temporaries(path)
    what = translate("Storage", "puzzle progress file")
    data, problem = read_json_object(path, what, MAX_PROGRESS_BYTES)
    if data is not None:
        try:
            return Progress.from_json(data), None
        except ProgressError:
            problem = describe_bad_file(
                path, what, translate("Storage", "it holds no puzzle progress this app can read")
            )
    if not problem:
        return Progress(), None
    return Progress(), problem + " " + translate("Storage", "Your puzzle progress starts afresh.")


def save_progress(progress: Progress) -> None:
    """Write the progress atomically (OSError when the folder is not writable)."""
    write_json(progress_path(), progress.to_json())
