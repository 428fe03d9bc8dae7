"""What analysis says about one legal move, and how the engine protocol writes it.

A value is ``exact`` when a proof stands behind it (the 9tka movement solver, the Morris endgame
tables, a forced win or loss the Morris search found to the end) and an ``estimate`` otherwise.
Every value is also an expected score for the mover in [0, 1] (``expected``), so that moves of
either kind and both games can be ranked, tinted and graphed alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Kind(Enum):
    EXACT = "exact"
    ESTIMATE = "estimate"


class Result(Enum):
    """A Morris game's end for the mover, as the protocol writes it."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


@dataclass(frozen=True, slots=True)
class MoveValue:
    """One legal move's value for the player who makes it."""

    #: The move in the game's notation.
    move: str
    kind: Kind
    #: The expected score for the mover in [0, 1] (exact values: 1 won, 0.5 drawn or level, 0 lost).
    expected: float
    #: 9tka, exact: the mover's sections minus the best other seat's at the end.
    lead: int | None = None
    #: 9tka, 3-4 players, exact: the lead is what the mover makes sure of even when all the
    #: others play together against it (their best for themselves may leave it more).
    against_all: bool = False
    #: Morris, exact: the result for the mover, and the plies to the game's end when known.
    result: Result | None = None
    plies: int | None = None
    #: 9tka, 3-4 players: the expected sections of every seat, in seat order (exact: those at
    #: the end of the line the lead is guaranteed by).
    sections: tuple[float, ...] | None = None
    #: What stands behind an estimate: ``("depth", 9)`` or ``("playouts", 1234)``.
    basis: tuple[str, int] | None = None
    #: The moves expected to follow, in notation (may be empty).
    line: tuple[str, ...] = field(default=())

    def value_token(self) -> str:
        """VALUE as the protocol's ``analyze`` writes it."""
        if self.lead is not None:
            return str(self.lead)
        if self.result is not None:
            return self.result.value if self.plies is None else f"{self.result.value}:{self.plies}"
        if self.sections is not None:
            return ",".join(f"{s:.2f}" for s in self.sections)
        return f"{self.expected:.3f}"

    def protocol_line(self) -> str:
        """``MOVE VALUE KIND [basis=N] [pv MOVES...]``."""
        words = [self.move, self.value_token(), self.kind.value]
        if self.basis is not None:
            words.append(f"{self.basis[0]}={self.basis[1]}")
        if self.line:
            words.append("pv")
            words.extend(self.line)
        return " ".join(words)


@dataclass(frozen=True, slots=True)
class PositionAnalysis:
    """Every legal move of a position, best first for ``mover``."""

    mover: int
    moves: tuple[MoveValue, ...]

    @property
    def best(self) -> MoveValue:
        return self.moves[0]

    def value_of(self, move: str) -> MoveValue | None:
        return next((m for m in self.moves if m.move == move), None)


__all__ = ["Kind", "MoveValue", "PositionAnalysis", "Result"]
