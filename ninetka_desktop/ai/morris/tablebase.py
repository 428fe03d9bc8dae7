"""The Morris endgame tables from the AI's side, for every game of the family: where they are
read from, which ones a game reads, and what they say.

The native core builds, maps and probes them (``native/engine/src/mill/tablebase``); the strong
levels' searches and the analysis answer every position the tables hold from them. A game's
set holds the moving phase up to ``FULL_SET_MEN`` men a side (its own men where it has fewer);
in the games solved whole (``SOLVED_GAMES``: Three and Six Men's Morris) every table of its men
and the solution of its placing phase. Tables are read from the user's data folder
(``tablebases/``, where ``ninetka-tablebase build`` puts them by default) and then from the
``resources/tablebases`` folder an installer ships.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..._core import (
    MorrisRules,
    MorrisTablebaseBuild,
    morris_placing_proof,
    morris_table_files,
    morris_tablebase_dirs,
    morris_tablebase_probe,
)
from ...folders import data_dir, resources_dir
from ...games.morris.moves import MorrisMove
from ...games.morris.rules import Rules, resolve_rules
from ...games.morris.state import MorrisState
from ...games.morris.variants import VARIANTS
from .native import core_rules, from_core_move, to_core
from .table_files import Installed, installed

#: The folder name under the data folder and under resources.
FOLDER = "tablebases"
#: The tables an installer ships and a background build completes: every balance up to this
#: many men a side.
FULL_SET_MEN = 5
#: The longest count of moves without a removal tables are built for: distances are stored up
#: to 127 plies, and a larger count could not tell a win from a draw.
MAX_TABLE_LIMIT = 126
#: The games whose whole state space the tables hold: every balance of their men and the
#: placing phase (``ninetka-tablebase build`` solves them, the installers ship them).
SOLVED_GAMES: frozenset[str] = frozenset(v.key for v in VARIANTS.values() if v.solved_whole)

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


def registered_tablebase_dirs() -> list[Path] | None:
    """The folders this process pointed the core at, None before it did (an AI worker is given
    them, so that it reads the tables the app chose, not only the default folders)."""
    return None if _registered is None else list(_registered)


def ensure_tablebases() -> None:
    """Register the default folders once per process (the AI worker's first Morris move)."""
    if _registered is None:
        use_tablebases()


@dataclass(frozen=True, slots=True)
class TableSet:
    """The tables a game reads: its rules as the core has them, every balance up to ``men`` a
    side, and (``opening``) the solution of its placing phase."""

    rules: MorrisRules
    men: int
    opening: bool
    #: Flying at three men (for the words of the status bar and the tool).
    flying: bool

    def names(self) -> list[str]:
        """The file names of the set, as the core names them."""
        return [name for name, _, _ in morris_table_files(self.rules, self.men, self.opening)]


def table_set(rules: Rules, men: int | None = None) -> TableSet:
    """The tables a game of ``rules`` reads: up to ``men`` a side (by default its full set:
    ``FULL_SET_MEN``, or all of a solved game, its opening included)."""
    solved = rules.variant.solved_whole
    if men is None:
        men = rules.men if solved else FULL_SET_MEN
    men = min(men, rules.men)
    opening = solved and men >= rules.men and not rules.variant.place_or_move
    return TableSet(core_rules(rules), men, opening, rules.flying)


def table_set_for(options: Mapping[str, Any], men: int | None = None) -> TableSet:
    """``table_set`` of the game ``options`` choose (a record's or a setup's)."""
    return table_set(resolve_rules(options), men)


def full_set_for(options: Mapping[str, Any], men: int = FULL_SET_MEN) -> TableSet:
    """The set the strong levels of the game ``options`` choose read: all of a solved game,
    else every balance up to ``men`` a side."""
    rules = resolve_rules(options)
    return table_set(rules, None if rules.variant.solved_whole else men)


#: A build of tables running in the core's threads; ``poll()`` reports its progress.
TableBuild = MorrisTablebaseBuild


def start_build(
    folder: Path, tables: TableSet, threads: int = 1, low_priority: bool = False
) -> TableBuild:
    """Start building ``tables`` into ``folder`` (the tables already shipped are read, not
    built again); ``low_priority``: every thread of it gives way to the machine's other work
    (a build of hours in the background of the window)."""
    shipped = [str(d) for d in [bundled_tablebase_dir()] if d is not None]
    return MorrisTablebaseBuild(
        str(folder), tables.rules, tables.men, threads, shipped, tables.opening, low_priority
    )


def shipped_sets() -> list[TableSet]:
    """The tables an installer carries: Nine Men's Morris's under its default rules, and the
    whole of Three (with and without the centre opening) and Six Men's Morris."""
    games: list[dict[str, Any]] = [
        {},
        {"variant": "three"},
        {"variant": "three", "centre_opening": False},
        {"variant": "six"},
    ]
    return [table_set_for(options) for options in games]


def installed_tables(tables: TableSet, dirs: list[Path] | None = None) -> Installed:
    """Which tables of ``tables`` none of ``dirs`` (by default the tables folders) holds whole
    (header, size and checksum checked), and the damaged files among them."""
    return installed(tables.names(), tablebase_dirs() if dirs is None else dirs)


def missing_tables(tables: TableSet, dirs: list[Path] | None = None) -> list[str]:
    """The tables of ``tables`` that none of ``dirs`` (by default the tables folders) holds
    whole."""
    return installed_tables(tables, dirs).missing


@dataclass(frozen=True, slots=True)
class TableWord:
    #: "win", "draw" or "loss" for the side to move.
    result: str
    #: Plies to the next removal, placement or end with best play (0 for a draw).
    distance: int


def probe(state: MorrisState) -> TableWord | None:
    """What the tables say of ``state`` (under its own rules), or None."""
    ensure_tablebases()
    word = morris_tablebase_probe(to_core(state))
    return None if word is None else TableWord(word[0], word[1])


@dataclass(frozen=True, slots=True)
class PlacingProof:
    """A placing position followed to the end of its placing, the tables at every end."""

    #: "proved", or why not: "budget" (more positions than allowed), "no-table" (an end no
    #: table holds, or rules the proof does not cover), "stopped".
    status: str
    #: Positions of the placing solved (each once, symmetric ones as one).
    positions: int
    #: When proved: every legal move with its result for the side to move ("win", "draw",
    #: "loss").
    moves: dict[MorrisMove, str]


def prove_placing(state: MorrisState, budget: int) -> PlacingProof:
    """Every move of ``state``, a placing position of a game whose placing phase has no table
    of its own, proved won, drawn or lost, with at most ``budget`` positions solved (the
    levels that read tables do this before they search, within an eighth of their nodes)."""
    ensure_tablebases()
    status, positions, moves = morris_placing_proof(to_core(state), budget)
    return PlacingProof(
        status, positions, {from_core_move(move): word for move, word in moves}
    )


__all__ = [
    "FULL_SET_MEN",
    "MAX_TABLE_LIMIT",
    "SOLVED_GAMES",
    "PlacingProof",
    "TableBuild",
    "TableSet",
    "TableWord",
    "bundled_tablebase_dir",
    "ensure_tablebases",
    "full_set_for",
    "installed_tables",
    "missing_tables",
    "probe",
    "prove_placing",
    "shipped_sets",
    "start_build",
    "table_set",
    "table_set_for",
    "tablebase_dirs",
    "use_tablebases",
    "user_tablebase_dir",
]
