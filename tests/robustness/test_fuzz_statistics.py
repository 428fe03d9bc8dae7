"""Damaged statistics files: never an exception, always a usable ledger, a readable message when
the file had to be set aside, and the file's bytes never changed (a bad file is only renamed to
``statistics.json.corrupt-…`` and keeps its content); the next game is counted into a new file.

Counts: ``FAST_EXAMPLES`` in the normal suite, ``SLOW_EXAMPLES`` with ``--runslow``.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from helpers.checks import digest, readable
from helpers.mutations import FAST_EXAMPLES, SLOW_EXAMPLES, fuzz_settings, mutated_file
from hypothesis import given

from ninetka_desktop.statistics.ledger import Ledger
from ninetka_desktop.statistics.results import SeatResult
from ninetka_desktop.storage.statistics_file import (
    load_statistics,
    record_results,
    statistics_path,
)

WIN = SeatResult("9tka", "2", 4, "win", 6, ((4, 1.0),))


def statistics_bases() -> tuple[dict[str, Any], ...]:
    """Valid ledgers to damage: a small one, and one with every game, rule set and result."""
    small = Ledger()
    small.add([WIN], "2026-12-03")
    full = Ledger()
    for day in ("2026-11-30", "2026-12-01", "2026-12-02"):
        full.add(
            [
                WIN,
                SeatResult("9tka", "4", 2, "loss", 1, ((2, 1.0), (2, 0.0), (6, 0.0))),
                SeatResult("9tka", "3", None, "win", 5, ()),
                SeatResult("morris", "flying", 6, "draw", 41, ((6, 0.5),)),
                SeatResult("morris", "no-flying", 1, "win", 23, ((1, 1.0),)),
            ],
            day,
        )
    return small.to_json(), full.to_json()


def check_statistics_file(raw: bytes, home: Path, tally: Counter[str]) -> None:
    for old in home.iterdir():
        old.unlink()
    path = statistics_path()
    path.write_bytes(raw)
    ledger, problem = load_statistics()
    kept = list(home.glob("statistics.json.corrupt-*"))
    if problem is None:
        tally["read"] += 1
        assert path.exists() and digest(path.read_bytes()) == digest(raw)
        assert not kept
    else:
        tally["set aside"] += 1
        assert readable(problem), repr(problem)[:300]
        assert not path.exists() and len(kept) == 1
        assert digest(kept[0].read_bytes()) == digest(raw)  # renamed, never rewritten
        assert ledger.is_empty()
    # Whatever was read adds up and takes the next game.
    for tally_row in ledger.tallies.values():
        assert tally_row.won + tally_row.drawn + tally_row.lost == tally_row.played
    before = ledger.tallies.get(("9tka", "2", 4))
    played = 0 if before is None else before.played
    record_results([WIN], "2026-12-04")
    after, again = load_statistics()
    assert again is None
    assert after.tallies[("9tka", "2", 4)].played == played + 1


def run_statistics_fuzz(examples: int, home: Path) -> Counter[str]:
    tally: Counter[str] = Counter()

    @fuzz_settings(examples)
    @given(raw=mutated_file(statistics_bases()))
    def check(raw: bytes) -> None:
        check_statistics_file(raw, home, tally)

    check()
    print(f"\nstatistics loader: {dict(tally)}")
    return tally


def test_damaged_statistics_never_break_the_count(home: Path) -> None:
    tally = run_statistics_fuzz(FAST_EXAMPLES, home)
    assert tally["set aside"] and tally["read"]


@pytest.mark.slow
def test_damaged_statistics_never_break_the_count_thousands(home: Path) -> None:
    run_statistics_fuzz(SLOW_EXAMPLES, home)
