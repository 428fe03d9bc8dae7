"""Game review, Qt-free: how much each move of a game gave away against the best move, from
the analysis of the position before it.

The value lost is measured in the analysis's own terms: where both the best and the played
move are exact, by the result (a won game let slip to a draw or a loss) and, in 9tka, by the
final lead in sections; otherwise by the expected score for the mover. Marks follow the
chess convention: ``?!`` an inaccuracy, ``?`` a mistake, ``??`` a blunder.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from .values import Kind, MoveValue, PositionAnalysis

#: Expected score lost (for estimates) from which a move is marked.
INACCURACY_LOSS = 0.05
MISTAKE_LOSS = 0.10
BLUNDER_LOSS = 0.20
#: 9tka exact: sections of final lead given away while the result stays (a mistake from 2).
MISTAKE_SECTIONS = 2


class Mark(Enum):
    NONE = ""
    INACCURACY = "?!"
    MISTAKE = "?"
    BLUNDER = "??"


@dataclass(frozen=True, slots=True)
class MoveReview:
    #: The move's index in the game (0: the first move).
    ply: int
    mover: int
    played: MoveValue
    best: MoveValue
    #: Expected score given away, in [0, 1].
    lost: float
    #: 9tka, both exact: sections of final lead given away.
    lost_sections: int | None
    mark: Mark

    @property
    def exact(self) -> bool:
        return self.played.kind is Kind.EXACT and self.best.kind is Kind.EXACT


def review_move(analysis: PositionAnalysis, played: str, ply: int) -> MoveReview:
    """The review of ``played`` (notation) in the position ``analysis`` is of."""
    value = analysis.value_of(played)
    if value is None:
        raise ValueError(f"{played} is not a legal move of the analysed position")
    best = analysis.best
    lost = max(0.0, best.expected - value.expected)
    sections = None
    if best.lead is not None and value.lead is not None:
        sections = max(0, best.lead - value.lead)
    return MoveReview(ply, analysis.mover, value, best, lost, sections, _mark(best, value, lost))


def _mark(best: MoveValue, played: MoveValue, lost: float) -> Mark:
    if played.move == best.move:
        return Mark.NONE
    if best.kind is Kind.EXACT and played.kind is Kind.EXACT:
        if played.result is not None and best.result is not None:
            # Morris: only the result counts; a slower win is no mistake.
            drop = _RANK[best.result.value] - _RANK[played.result.value]
            return (Mark.NONE, Mark.MISTAKE, Mark.BLUNDER)[max(0, min(drop, 2))]
        if played.lead is not None and best.lead is not None:
            if (played.expected > 0.5) != (best.expected > 0.5):
                return Mark.BLUNDER  # the game's winner changes
            gap = best.lead - played.lead
            if gap >= MISTAKE_SECTIONS:
                return Mark.MISTAKE
            return Mark.INACCURACY if gap > 0 else Mark.NONE
    if lost >= BLUNDER_LOSS:
        return Mark.BLUNDER
    if lost >= MISTAKE_LOSS:
        return Mark.MISTAKE
    if lost >= INACCURACY_LOSS:
        return Mark.INACCURACY
    return Mark.NONE


_RANK = {"win": 2, "draw": 1, "loss": 0}


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    seat: int
    moves: int
    inaccuracies: int
    mistakes: int
    blunders: int
    #: Expected score given away over the player's moves, summed.
    lost: float


def summarise(reviews: Sequence[MoveReview], players: int) -> list[PlayerSummary]:
    """One summary per seat, in seat order."""
    summaries = []
    for seat in range(players):
        mine = [r for r in reviews if r.mover == seat]
        count = {mark: sum(1 for r in mine if r.mark is mark) for mark in Mark}
        summaries.append(
            PlayerSummary(
                seat,
                len(mine),
                count[Mark.INACCURACY],
                count[Mark.MISTAKE],
                count[Mark.BLUNDER],
                sum(r.lost for r in mine),
            )
        )
    return summaries


def seat_expectations(analysis: PositionAnalysis, players: int) -> tuple[float, ...]:
    """What the position is worth to each seat with the best move: 2 players, the expected
    score; 3-4 players, the expected share of the sections (the estimate's sections over their
    sum, or the mover's expected score shared evenly by the rest when none are given)."""
    best = analysis.best
    if players == 2:
        mover = best.expected
        return (mover, 1.0 - mover) if analysis.mover == 0 else (1.0 - mover, mover)
    if best.sections is not None and sum(best.sections) > 0:
        total = sum(best.sections)
        return tuple(s / total for s in best.sections)
    rest = (1.0 - best.expected) / (players - 1)
    return tuple(best.expected if s == analysis.mover else rest for s in range(players))


LEGEND = (
    "Marks: ?! an inaccuracy, ? a mistake, ?? a blunder: the value the move gave away against "
    "the best move, by the analysis of the position before it."
)


__all__ = [
    "LEGEND",
    "Mark",
    "MoveReview",
    "PlayerSummary",
    "review_move",
    "seat_expectations",
    "summarise",
]
