"""The Morris endgame tables from the AI's side: where they are read from, and what they say.

The native core builds, maps and probes them (``native/engine/src/morris/tablebase``); the
strong levels' searches answer every position the tables hold from them. Tables are read from
the user's data folder (``tablebases/``, where ``ninetka-tablebase build`` puts them by
default) and then from the ``resources/tablebases`` folder an installer ships.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..._core import morris_tablebase_dirs, morris_tablebase_probe
from ...folders import data_dir, resources_dir
from ...games.morris.state import MorrisState
from .native import to_core
from .table_files import Installed, installed

#: The folder name under the data folder and under resources.
FOLDER = "tablebases"

_registered: list[Path] | None = None


def user_tablebase_dir() -> Path:
    """Where the user's tables live: ``tablebases`` in the app's data folder."""
    return data_dir() / FOLDER


def bundled_tablebase_dir() -> Path | None:
    """The tables an installer ships (``resources/tablebases``), None without resources."""
    base = resources_dir()
    return None if base is None else base / FOLDER


def tablebase_dirs() -> list[Path]:
    shipped = bundled_tablebase_dir()
    return [user_tablebase_dir()] + ([] if shipped is None else [shipped])


def use_tablebases(dirs: list[Path] | None = None) -> None:
    """Point the core at ``dirs`` (by default ``tablebase_dirs()``); nothing is read until a
    search probes. Called again with other folders, the tables loaded before are forgotten."""
    global _registered
    chosen = tablebase_dirs() if dirs is None else list(dirs)
    if chosen != _registered:
        morris_tablebase_dirs([str(d) for d in chosen])
        _registered = chosen


def ensure_tablebases() -> None:
    """Register the default folders once per process (the AI worker's first Morris move)."""
    if _registered is None:
        use_tablebases()


#: The tables an installer ships and a background build completes: every balance up to this
#: many men a side.
FULL_SET_MEN = 5
#: The count limit the tables are built for (the rules' default: 100 moves without a removal).
TABLE_LIMIT = 100


def table_names(k: int, flying: bool, limit: int = TABLE_LIMIT) -> list[str]:
    """The file names of every table up to ``k`` men a side (``native/.../file.rs``)."""
    fly = "fly" if flying else "nofly"
    return [f"morris-{a}v{b}-{fly}-{limit}.ntb" for a in range(3, k + 1) for b in range(3, k + 1)]


def installed_tables(
    flying: bool,
    k: int = FULL_SET_MEN,
    limit: int = TABLE_LIMIT,
    dirs: list[Path] | None = None,
) -> Installed:
    """Which tables up to ``k`` men a side none of ``dirs`` (by default the tables folders)
    holds whole (header, size and checksum checked), and the damaged files among them."""
    return installed(table_names(k, flying, limit), tablebase_dirs() if dirs is None else dirs)


def missing_tables(
    flying: bool,
    k: int = FULL_SET_MEN,
    limit: int = TABLE_LIMIT,
    dirs: list[Path] | None = None,
) -> list[str]:
    """The tables up to ``k`` men a side that none of ``dirs`` (by default the tables
    folders) holds whole."""
    return installed_tables(flying, k, limit, dirs).missing


@dataclass(frozen=True, slots=True)
class TableWord:
    #: "win", "draw" or "loss" for the side to move.
    result: str
    #: Plies to the next removal or the end with best play (0 for a draw).
    distance: int


def probe(state: MorrisState) -> TableWord | None:
    """What the tables say of ``state`` (every man placed, under its own rules), or None."""
    ensure_tablebases()
    word = morris_tablebase_probe(to_core(state))
    return None if word is None else TableWord(word[0], word[1])


__all__ = [
    "FULL_SET_MEN",
    "TABLE_LIMIT",
    "TableWord",
    "bundled_tablebase_dir",
    "ensure_tablebases",
    "installed_tables",
    "missing_tables",
    "probe",
    "table_names",
    "tablebase_dirs",
    "use_tablebases",
    "user_tablebase_dir",
]
