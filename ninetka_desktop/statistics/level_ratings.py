"""The computer levels' ratings, one Elo scale per game, as measured in docs/STRENGTH.md.

The section "The levels' ratings" there derives them: Beginner is anchored at 1000 and every
level above stands the measured Elo difference above the level below it (its score against that
level in the ladder's games). A test reads the table there and checks it against this one.
"""

from __future__ import annotations

from ..games.records import MAX_LEVEL

#: Where a new player's rating starts: level with Beginner, the first opponent most people pick.
START_RATING = 1000.0

#: Level 1 to 6 of each game, in order.
LEVEL_RATINGS: dict[str, tuple[int, ...]] = {
    "9tka": (1000, 1676, 2014, 2352, 2690, 2858),
    "morris": (1000, 1531, 2167, 2358, 2828, 2962),
}


def level_rating(game: str, level: int) -> int:
    """The rating of computer ``level`` (1-6) at ``game`` ("9tka" or "morris")."""
    if not 1 <= level <= MAX_LEVEL:
        raise ValueError(f"no computer level {level}")
    return LEVEL_RATINGS[game][level - 1]
