"""The levels' ratings shipped with the app are the ones docs/STRENGTH.md derives."""

from __future__ import annotations

import re
from pathlib import Path

from ninetka_desktop.statistics.level_ratings import LEVEL_RATINGS, START_RATING, level_rating

STRENGTH = Path(__file__).resolve().parents[2] / "docs" / "STRENGTH.md"


def _documented() -> dict[str, tuple[int, ...]]:
    """The table of "The levels' ratings": a row per level, a column per game."""
    text = STRENGTH.read_text(encoding="utf-8")
    section = text.split("## The levels' ratings", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| ([1-6]) [A-Za-z]+ \| (\d+) \| (\d+) \|", section, re.MULTILINE)
    assert [int(level) for level, _, _ in rows] == [1, 2, 3, 4, 5, 6]
    return {
        "9tka": tuple(int(row[1]) for row in rows),
        "morris": tuple(int(row[2]) for row in rows),
    }


def test_the_shipped_ratings_are_the_documented_ones() -> None:
    assert _documented() == LEVEL_RATINGS


def test_each_level_stands_above_the_one_below() -> None:
    for game, ratings in LEVEL_RATINGS.items():
        assert list(ratings) == sorted(set(ratings)), game
        assert level_rating(game, 1) == START_RATING
