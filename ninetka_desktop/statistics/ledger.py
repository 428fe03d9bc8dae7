"""The ledger: every tally and rating the statistics keep, and its JSON form.

The file holds totals, not a list of games, so it stays small however much is played. Reading is
strict: a ledger that does not parse as a whole raises ``LedgerError`` (the caller sets the file
aside and starts a new one) rather than keeping half of it. Keys a later version may add are
ignored.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..games.records import MAX_LEVEL
from ..games.registry import GAMES, Results
from .elo import rating_change
from .level_ratings import START_RATING, level_rating
from .results import RESULTS, RULE_SETS, SeatResult

FORMAT_NAME = "ninetka-statistics"
FORMAT_VERSION = 1
#: The rating plot shows at most this many points: the latest games.
MAX_HISTORY = 500
#: Far more than anyone plays; a larger count is no count this app wrote.
_MAX_COUNT = 10**9
_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


class LedgerError(ValueError):
    """The statistics file's content is not a ledger."""


@dataclass(slots=True)
class Tally:
    """One row of the statistics: a game, its rule set and an opponent level."""

    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    #: Wins in a row up to the last game, and the longest such run.
    streak: int = 0
    best_streak: int = 0
    #: 9tka: the most sections held at the end of a game. Morris: the fewest moves to a win.
    best_score: int | None = None

    def add(self, game: str, result: SeatResult) -> None:
        self.played += 1
        if result.result == "win":
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
            if result.result == "draw":
                self.drawn += 1
            else:
                self.lost += 1
        if GAMES[game].results is Results.SECTIONS:  # the most sections held
            self.best_score = max(self.best_score or 0, result.score)
        elif result.result == "win" and (  # the fewest moves to a win
            self.best_score is None or result.score < self.best_score
        ):
            self.best_score = result.score

    def merged(self, other: Tally, game: str) -> Tally:
        """Both tallies' games together (the streaks of the first are not continued)."""
        scores = [s for s in (self.best_score, other.best_score) if s is not None]
        most = GAMES[game].results is Results.SECTIONS
        best = (max if most else min)(scores) if scores else None
        return Tally(
            played=self.played + other.played,
            won=self.won + other.won,
            drawn=self.drawn + other.drawn,
            lost=self.lost + other.lost,
            streak=max(self.streak, other.streak),
            best_streak=max(self.best_streak, other.best_streak),
            best_score=best,
        )


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """The rating after a rated game, and the day it was played (ISO date)."""

    day: str
    rating: float


@dataclass(slots=True)
class Rating:
    value: float = START_RATING
    games: int = 0
    history: list[RatingPoint] = field(default_factory=list)


#: A tally's key: game, rule set, the opponent level (None: people only).
TallyKey = tuple[str, str, int | None]


@dataclass(slots=True)
class Ledger:
    tallies: dict[TallyKey, Tally] = field(default_factory=dict)
    ratings: dict[str, Rating] = field(default_factory=dict)

    def add(self, results: Iterable[SeatResult], day: str) -> None:
        """Count each result; results against the computer move that game's rating."""
        for result in results:
            key = (result.game, result.rule_set, result.opponent)
            self.tallies.setdefault(key, Tally()).add(result.game, result)
            if not result.against:
                continue
            rating = self.ratings.setdefault(result.game, Rating())
            opponents = [(float(level_rating(result.game, lvl)), s) for lvl, s in result.against]
            rating.value += rating_change(rating.value, rating.games, opponents)
            rating.games += 1
            rating.history.append(RatingPoint(day, round(rating.value, 1)))
            del rating.history[:-MAX_HISTORY]

    def rating(self, game: str) -> Rating:
        """The game's rating; a new one (nothing played yet) when there is none."""
        return self.ratings.get(game, Rating())

    def rows(self, game: str) -> list[tuple[TallyKey, Tally]]:
        """The game's tallies in a stable order: by rule set, then people, then level."""
        order = RULE_SETS[game]
        keys = [key for key in self.tallies if key[0] == game]
        keys.sort(key=lambda k: (order.index(k[1]), -1 if k[2] is None else k[2]))
        return [(key, self.tallies[key]) for key in keys]

    def total(self, game: str) -> Tally:
        total = Tally()
        for _, tally in self.rows(game):
            total = total.merged(tally, game)
        return total

    def is_empty(self) -> bool:
        return not self.tallies and not self.ratings

    # --- JSON -----------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "tallies": [
                {
                    "game": game,
                    "rule_set": rule_set,
                    "opponent": opponent,
                    "played": t.played,
                    "won": t.won,
                    "drawn": t.drawn,
                    "lost": t.lost,
                    "streak": t.streak,
                    "best_streak": t.best_streak,
                    "best_score": t.best_score,
                }
                for (game, rule_set, opponent), t in self.tallies.items()
            ],
            "ratings": {
                game: {
                    "value": round(r.value, 3),
                    "games": r.games,
                    "history": [[p.day, p.rating] for p in r.history],
                }
                for game, r in self.ratings.items()
            },
        }

    @classmethod
    def from_json(cls, data: Any) -> Ledger:
        """The ledger ``to_json`` wrote; LedgerError for anything else."""
        if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
            raise LedgerError("it is not a statistics file")
        version = data.get("version")
        if type(version) is not int or version < 1:
            raise LedgerError("it has no version")
        ledger = cls()
        for item in _list(data.get("tallies", []), "tallies"):
            key, tally = _tally(item)
            if key in ledger.tallies:
                raise LedgerError("a row is listed twice")
            ledger.tallies[key] = tally
        ratings = data.get("ratings", {})
        if not isinstance(ratings, dict):
            raise LedgerError("the ratings are not an object")
        for game, item in ratings.items():
            if game not in RULE_SETS:
                raise LedgerError(f"a rating of an unknown game {game!r}")
            ledger.ratings[game] = _rating(item)
        return ledger


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise LedgerError(f"the {what} are not a list")
    return value


def _count(item: dict[str, Any], name: str, allow_none: bool = False) -> Any:
    value = item.get(name)
    if value is None and allow_none:
        return None
    if type(value) is not int or not 0 <= value <= _MAX_COUNT:
        raise LedgerError(f"{name} is not a count")
    return value


def _tally(item: Any) -> tuple[TallyKey, Tally]:
    if not isinstance(item, dict):
        raise LedgerError("a row is not an object")
    game, rule_set, opponent = item.get("game"), item.get("rule_set"), item.get("opponent")
    if not isinstance(game, str) or game not in RULE_SETS or rule_set not in RULE_SETS[game]:
        raise LedgerError("a row names no known game and rule set")
    if opponent is not None and not (type(opponent) is int and 1 <= opponent <= MAX_LEVEL):
        raise LedgerError("a row names no computer level")
    tally = Tally(*(_count(item, n) for n in ("played", "won", "drawn", "lost")))
    tally.streak = _count(item, "streak")
    tally.best_streak = _count(item, "best_streak")
    tally.best_score = _count(item, "best_score", allow_none=True)
    if tally.won + tally.drawn + tally.lost != tally.played or not (
        tally.streak <= tally.best_streak <= tally.won
    ):
        raise LedgerError("a row's counts do not add up")
    return (game, rule_set, opponent), tally


def _rating(item: Any) -> Rating:
    if not isinstance(item, dict):
        raise LedgerError("a rating is not an object")
    value: Any = item.get("value")
    if not _is_rating(value):
        raise LedgerError("a rating is not a number")
    history = []
    for point in _list(item.get("history", []), "rating history")[-MAX_HISTORY:]:
        if not (isinstance(point, list) and len(point) == 2):
            raise LedgerError("a point of the rating history is malformed")
        day, rating = point
        if not (isinstance(day, str) and _DAY.fullmatch(day)):
            raise LedgerError("a point of the rating history has no date")
        if not _is_rating(rating):
            raise LedgerError("a point of the rating history is not a number")
        history.append(RatingPoint(day, float(rating)))
    return Rating(float(value), _count(item, "games"), history)


def _is_rating(value: Any) -> bool:
    """A finite number within reach of the scale (no game moves a rating by more than 40)."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return False
    # Compared first: a JSON integer of a thousand digits does not convert to a float.
    return -10_000 <= value <= 20_000 and math.isfinite(value)


__all__ = ["RESULTS", "Ledger", "LedgerError", "Rating", "RatingPoint", "Tally"]
