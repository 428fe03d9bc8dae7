"""The statistics file: the ledger of tallies and ratings in the data folder.

Every finished game reads the file, adds to it and writes it back atomically, so two windows of
the app never undo each other's counts. A file that cannot be read is set aside (kept for a look,
like a bad settings file) and a new ledger starts; the message says so.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..games.file_io import remove_stale_temporaries
from ..statistics.ledger import Ledger, LedgerError
from ..statistics.results import SeatResult
from .paths import data_dir, describe_bad_file, read_json_object, write_json

# The name lupdate looks for.
translate = QCoreApplication.translate

#: Totals stay small; a file this large was not written by the app.
MAX_STATISTICS_BYTES = 1024 * 1024


def statistics_path() -> Path:
    return data_dir() / "statistics.json"


def load_statistics() -> tuple[Ledger, str | None]:
    """The ledger, and a message for the user when the file had to be set aside (then an empty
    ledger); no file yet is an empty ledger without a message."""
    path = statistics_path()
    remove_stale_temporaries(path)
    what = translate("Storage", "statistics file")
    data, problem = read_json_object(path, what, MAX_STATISTICS_BYTES)
    if data is not None:
        try:
            return Ledger.from_json(data), None
        except LedgerError:
            problem = describe_bad_file(
                path, what, translate("Storage", "it holds no statistics this app can read")
            )
    if not problem:
        return Ledger(), None
    return Ledger(), problem + " " + translate("Storage", "The statistics start again from here.")


def save_statistics(ledger: Ledger) -> None:
    """Write the ledger atomically (OSError when the folder is not writable)."""
    write_json(statistics_path(), ledger.to_json())


def record_results(results: Iterable[SeatResult], day: str) -> str | None:
    """Add a finished game's results to the file; a message when the old file was set aside.
    OSError when it cannot be written."""
    ledger, problem = load_statistics()
    ledger.add(results, day)
    save_statistics(ledger)
    return problem


def reset_statistics() -> None:
    """Forget every tally and rating (OSError when the file cannot be removed)."""
    statistics_path().unlink(missing_ok=True)
