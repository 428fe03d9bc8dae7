"""Where the app keeps its files, and the careful reading that every one of them shares.

The folders themselves (``config_dir``, ``data_dir``, the ``NINETKA_HOME`` override) are
``ninetka_desktop.folders``'s, which the Qt-free AI reads too.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

# Re-exported: the storage modules and the tests read the folders from here.
from ..folders import HOME_VARIABLE as HOME_VARIABLE
from ..folders import config_dir as config_dir
from ..folders import data_dir as data_dir
from ..games.file_io import (
    FileTooLargeError,
    NotRegularFileError,
    atomic_write_text,
    read_regular_file,
)
from ..games.records import json_depth_exceeds

# The name lupdate looks for.
translate = QCoreApplication.translate

def write_json(path: Path, data: dict[str, Any]) -> None:
    """Write ``data`` as readable JSON, atomically, creating the folder when needed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def set_aside(path: Path, pattern: str | None = None) -> Path | None:
    """Rename a file so that it is kept for a look but no longer read: to ``pattern`` with
    ``{stamp}`` replaced by the date and time, by default ``NAME.corrupt-{stamp}``; None when
    even that fails (the caller then just ignores the file)."""
    if pattern is None:
        pattern = str(path.with_name(f"{path.name}.corrupt-{{stamp}}"))
    target = free_path(pattern)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def free_path(pattern: str) -> Path:
    """A path no file has yet: ``pattern`` with ``{stamp}`` replaced by the date and time."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = Path(pattern.replace("{stamp}", stamp))
    counter = 1
    while target.exists() or target.is_symlink():  # two within one second must not collide
        target = Path(pattern.replace("{stamp}", f"{stamp}-{counter}"))
        counter += 1
    return target


def read_json_object(path: Path, what: str, max_bytes: int) -> tuple[dict[str, Any] | None, str]:
    """Read a JSON object from ``path``.

    Returns ``(data, "")`` on success, ``(None, "")`` when the file does not exist, and
    ``(None, message)`` when it exists but cannot be used; the message names ``what`` for the
    user. The bad file is set aside first, so the next start does not trip over it again.
    """
    problem = ""
    data: Any = None
    try:
        data = json.loads(read_regular_file(path, max_bytes).decode("utf-8-sig"))
    except FileNotFoundError:
        return None, ""
    except FileTooLargeError:
        problem = translate("Storage", "the file is too large")
    except NotRegularFileError:
        problem = translate("Storage", "it is not a regular file")
    except OSError as exc:
        problem = exc.strerror or str(exc)
    except UnicodeDecodeError:
        problem = translate("Storage", "the file is not UTF-8 text")
    except (ValueError, RecursionError):  # also a number of thousands of digits
        problem = translate("Storage", "the file is not valid JSON")
    if not problem and not isinstance(data, dict):
        problem = translate("Storage", "the file does not hold a JSON object")
    if not problem and json_depth_exceeds(data):
        # Nothing the app writes nests deeply; deep nesting would only trip the readers later.
        problem = translate("Storage", "the file nests too deeply")
    if not problem:
        return data, ""
    return None, describe_bad_file(path, what, problem)


def describe_bad_file(path: Path, what: str, problem: str) -> str:
    """Set ``path`` aside and say so in one user-facing message (the caller adds what happens
    next)."""
    moved = set_aside(path)
    if moved is None:
        text = translate("Storage", "The {what} could not be read ({problem}).")
    else:
        text = translate(
            "Storage", "The {what} could not be read ({problem}). The file was kept as {name}."
        )
    return (
        text.replace("{what}", what)
        .replace("{problem}", problem)
        .replace("{name}", "" if moved is None else str(moved))
    )
