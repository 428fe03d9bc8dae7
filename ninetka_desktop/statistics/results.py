"""What one finished game means for each human seat in it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..games.base import Outcome
from ..games.records import Seat

RESULTS = ("win", "draw", "loss")
#: The rule sets the tallies keep apart: 9tka by its number of players, Morris by flying.
RULE_SETS: dict[str, tuple[str, ...]] = {
    "9tka": ("2", "3", "4"),
    "morris": ("flying", "no-flying"),
}


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One human seat's game, as the statistics count it."""

    game: str
    rule_set: str
    #: The strongest computer level among the seat's opponents; None when all were people.
    opponent: int | None
    result: str
    #: 9tka: the sections the seat held at the end. Morris: the moves the seat made.
    score: int
    #: (level, score against it: 1, 0.5 or 0) for every computer opponent: the rating's input.
    against: tuple[tuple[int, float], ...]


def rule_set_of(game: str, options: Mapping[str, Any]) -> str:
    if game == "9tka":
        return str(options.get("players", 2))
    return "flying" if options.get("flying", True) else "no-flying"


def seat_results(
    game: str, options: Mapping[str, Any], seats: Sequence[Seat], outcome: Outcome, plies: int
) -> list[SeatResult]:
    """One result per human seat of a finished game (``seats`` in the game's seat order, as the
    outcome numbers them; ``plies`` the moves played); a game of computers only gives none."""
    place = {seat: rank for rank, seat in enumerate(outcome.ranking)}
    results = []
    for index, seat in enumerate(seats):
        if seat.kind != "human":
            continue
        against = tuple(
            (other.level, _score(outcome, place, index, other_index))
            for other_index, other in enumerate(seats)
            if other_index != index and other.kind == "computer" and other.level is not None
        )
        won = outcome.winner == index
        result = "draw" if outcome.winner is None else ("win" if won else "loss")
        # Morris: the moves the seat made (the sides take turns, the first on the even plies).
        score = outcome.scores[index] if game == "9tka" else (plies + 1 - index) // 2
        results.append(
            SeatResult(
                game=game,
                rule_set=rule_set_of(game, options),
                opponent=max((level for level, _ in against), default=None),
                result=result,
                score=score,
                against=against,
            )
        )
    return results


def _score(outcome: Outcome, place: Mapping[int, int], seat: int, other: int) -> float:
    """The seat's score against one opponent: ahead of it 1, a draw 0.5, behind it 0."""
    if outcome.winner is None:
        return 0.5
    return 1.0 if place[seat] < place[other] else 0.0
