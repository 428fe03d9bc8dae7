"""What one finished game means for each human seat in it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..games.base import Outcome
from ..games.records import Seat
from ..games.registry import GAMES, Results

RESULTS = ("win", "draw", "loss")
#: The rule sets the tallies keep apart, by game (``GameInfo.rule_sets``): 9tka by its number
#: of players, Nine Men's Morris by flying, then each other game of the Morris family.
RULE_SETS: dict[str, tuple[str, ...]] = {
    info.statistics_key: info.rule_sets for info in GAMES.values()
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
    #: (level, score against it: 1, 0.5 or 0) for every computer opponent: the rating's input
    #: (empty in the other games of the Morris family: the levels are rated at Nine Men's).
    against: tuple[tuple[int, float], ...]


def rule_set_of(game: str, options: Mapping[str, Any]) -> str:
    return GAMES[game].rule_set_of(options)


def seat_results(
    game: str, options: Mapping[str, Any], seats: Sequence[Seat], outcome: Outcome, plies: int
) -> list[SeatResult]:
    """One result per human seat of a finished game (``seats`` in the game's seat order, as the
    outcome numbers them; ``plies`` the moves played); a game of computers only gives none."""
    place = {seat: rank for rank, seat in enumerate(outcome.ranking)}
    info = GAMES[game]
    rule_set = info.rule_set_of(options)
    # The Morris rating stands on the levels' ratings at Nine Men's Morris: the other games
    # are counted, but do not move it.
    rated = info.preset_for(options).rated
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
        score = _seat_score(info.results, outcome, index, plies)
        results.append(
            SeatResult(
                game=game,
                rule_set=rule_set,
                opponent=max((level for level, _ in against), default=None),
                result=result,
                score=score,
                against=against if rated else (),
            )
        )
    return results


def _seat_score(results: Results, outcome: Outcome, seat: int, plies: int) -> int:
    if results is Results.SECTIONS:
        return outcome.scores[seat]
    # The moves the seat made (the sides take turns, the first on the even plies).
    return (plies + 1 - seat) // 2


def _score(outcome: Outcome, place: Mapping[int, int], seat: int, other: int) -> float:
    """The seat's score against one opponent: ahead of it 1, a draw 0.5, behind it 0."""
    if outcome.winner is None:
        return 0.5
    return 1.0 if place[seat] < place[other] else 0.0
