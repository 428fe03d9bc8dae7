"""The larger Morris endgame tables a player may ask for (Game ▸ Perfect Play Tables): which
sets there are, what each costs (disk, time, memory), and which files Remove deletes.

The costs are estimates from the positions the core counts: a table takes one byte a position
on disk, a build settles about ``BUILD_RATE`` positions a second (measured on a 2-core machine:
up to seven men a side took 34 minutes), and holds up to ``MEMORY_PER_POSITION`` bytes a
position of the largest pair it builds (a pair: ``a`` men against ``b`` and ``b`` against
``a``, solved together).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..._core import morris_table_files, morris_table_positions
from ...games.errors import GameError
from ...games.morris.rules import resolve_rules
from .tablebase import FULL_SET_MEN, MAX_TABLE_LIMIT, TableSet, table_set

#: The sets offered: every balance up to this many men a side (9: the whole moving phase).
MEN_CHOICES: tuple[int, ...] = (6, 7, 8, 9)
#: Remove keeps the tables up to this many men a side (those the installers ship and a game's
#: first use builds).
KEPT_MEN = FULL_SET_MEN
#: Positions a build settles a second (measured: 0.7 million on a 2-core machine).
BUILD_RATE = 700_000
#: Memory a build holds per position of the pair it builds, at most (measured: 4.5 GB for the
#: largest pair up to seven men a side, 6.1 GB at this rate).
MEMORY_PER_POSITION = 11


def buildable_set(options: Mapping[str, Any], men: int) -> TableSet | None:
    """The set up to ``men`` a side of the Morris game ``options`` choose, or None when the
    options are no such game or its count is one the tables are not built for."""
    try:
        rules = resolve_rules(options)
    except (GameError, TypeError, ValueError):
        return None
    limit = rules.no_removal_limit
    if not isinstance(limit, int) or limit > MAX_TABLE_LIMIT:
        return None
    return table_set(rules, men)


@dataclass(frozen=True, slots=True)
class Table:
    name: str
    #: Men of the side to move, and of the other side.
    a: int
    b: int
    positions: int

    @property
    def pair(self) -> tuple[int, int]:
        """The pair it is built with (the smaller side first, as the core names it)."""
        return (min(self.a, self.b), max(self.a, self.b))


def tables_of(tables: TableSet) -> list[Table]:
    """The set's tables (not its opening), in the order they are built."""
    return [
        Table(name, a, b, morris_table_positions(tables.rules, a, b))
        for name, a, b in morris_table_files(tables.rules, tables.men)
    ]


@dataclass(frozen=True, slots=True)
class Cost:
    """What building the missing tables of a set takes."""

    tables: int
    missing: int
    #: The missing tables' positions: bytes on disk, at most.
    positions: int
    seconds: float
    #: The memory the largest missing pair's build holds, at most.
    memory: int


def cost(tables: TableSet, missing: Collection[str]) -> Cost:
    """The cost of building the tables ``missing`` of ``tables``."""
    every = tables_of(tables)
    left = [t for t in every if t.name in missing]
    pairs: dict[tuple[int, int], int] = {}
    for table in left:
        pairs[table.pair] = 0
    for table in every:
        if table.pair in pairs:
            pairs[table.pair] += table.positions
    positions = sum(t.positions for t in left)
    return Cost(
        tables=len(every),
        missing=len(left),
        positions=positions,
        seconds=positions / BUILD_RATE,
        memory=max(pairs.values(), default=0) * MEMORY_PER_POSITION,
    )


def machine_memory() -> int | None:
    """The machine's memory in bytes, None where the system does not say."""
    try:
        pages = os.sysconf("SC_PHYS_PAGES")
        size = os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):
        return None
    return pages * size if pages > 0 and size > 0 else None


def removable(tables: TableSet, folder: Path, kept_men: int = KEPT_MEN) -> list[Path]:
    """The files of ``tables`` in ``folder`` that Remove deletes: the tables with more than
    ``kept_men`` men on a side, and the saved work of any of its pairs."""
    found: list[Path] = []
    for table in tables_of(tables):
        candidates = [folder / f"{table.name}.checkpoint"]
        if max(table.a, table.b) > kept_men:
            candidates.append(folder / table.name)
        found += [p for p in candidates if p.is_file() and not p.is_symlink()]
    return found


def size_of(paths: Collection[Path]) -> int:
    """Bytes the files ``paths`` take (those gone meanwhile count nothing)."""
    total = 0
    for path in paths:
        with contextlib.suppress(OSError):
            total += path.stat().st_size
    return total


def remove(paths: Collection[Path]) -> OSError | None:
    """Delete ``paths`` (one already gone is no problem); the first failure, if any."""
    problem: OSError | None = None
    for path in paths:
        try:
            path.unlink(missing_ok=True)
        except OSError as failure:
            problem = problem or failure
    return problem


__all__ = [
    "BUILD_RATE",
    "KEPT_MEN",
    "MEMORY_PER_POSITION",
    "MEN_CHOICES",
    "Cost",
    "Table",
    "buildable_set",
    "cost",
    "machine_memory",
    "removable",
    "remove",
    "size_of",
    "tables_of",
]
