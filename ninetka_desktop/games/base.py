"""The interface every game state of the rules library offers.

Modelled on python-chess: immutable move values, ``legal_moves()``, ``push``/``pop``,
``copy()``, ``outcome()``. The protocol, the records, the AI and the Qt models are written
against this interface only, so both games share them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Self, TypeVar

from .errors import GameOverError, IllegalMoveError

MoveT = TypeVar("MoveT")


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended.

    ``winner`` is a 0-based seat, or ``None`` for a draw. ``ranking`` lists every seat from first
    to last. ``reason`` is a short machine-readable word (9tka: ``"score"`` or ``"tie-break"``;
    Morris: ``"two-men"``, ``"blocked"``, ``"repetition"``, ``"no-removal"``).
    """

    winner: int | None
    ranking: tuple[int, ...]
    reason: str
    scores: tuple[int, ...]


class GameState(ABC, Generic[MoveT]):
    """A position plus its history; mutable through ``push``/``pop`` only."""

    #: The game's name in records and in the protocol: ``"9tka"`` or ``"morris"``.
    game_name: ClassVar[str]

    # --- construction -------------------------------------------------------------------------

    @classmethod
    @abstractmethod
    def from_options(cls, options: Mapping[str, Any]) -> Self:
        """A new game from the options stored in a record (unknown keys raise GameError)."""

    @abstractmethod
    def options(self) -> dict[str, Any]:
        """The options that recreate this game's start with ``from_options`` (JSON-safe)."""

    @abstractmethod
    def copy(self) -> Self:
        """An independent copy, history included."""

    # --- state ----------------------------------------------------------------------------------

    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @property
    @abstractmethod
    def phase(self) -> str:
        """The phase's name as the protocol prints it (``"over"`` once the game ended)."""

    @property
    @abstractmethod
    def to_move(self) -> int:
        """The 0-based seat whose turn it is."""

    @property
    @abstractmethod
    def move_stack(self) -> Sequence[MoveT]:
        """Every move played so far, oldest first."""

    @abstractmethod
    def legal_moves(self) -> list[MoveT]:
        """Every legal move now (empty once the game is over)."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """9tka: sections held per seat now. Morris: men on the board per side."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else ``None``."""

    # --- moves ----------------------------------------------------------------------------------

    @abstractmethod
    def push(self, move: MoveT) -> None:
        """Play a legal move; raises IllegalMoveError (and changes nothing) otherwise."""

    @abstractmethod
    def push_unchecked(self, move: MoveT) -> None:
        """Play a move already judged legal in this very position (one from ``legal_moves()``
        or ``parse_move()``) without judging it again; anything else corrupts the state."""

    @abstractmethod
    def pop(self) -> MoveT:
        """Take back the last move and return it; IndexError when there is none."""

    @abstractmethod
    def illegal_reason(self, move: MoveT) -> str | None:
        """Why ``move`` is illegal now, in words a player can read; None when it is legal.

        Decided from the position alone, without building the list of legal moves: a move is
        legal exactly when it is in ``legal_moves()``.
        """

    def is_legal(self, move: MoveT) -> bool:
        """Whether ``move`` may be played now (the engine's one legality check)."""
        return self.illegal_reason(move) is None

    @abstractmethod
    def parse_move(self, text: str) -> MoveT:
        """The legal move ``text`` names in this position.

        Raises InvalidMoveError for text that is not notation, IllegalMoveError for a move the
        rules forbid here, with a message a player can read.
        """

    @abstractmethod
    def move_to_str(self, move: MoveT) -> str:
        """The move in the notation of RULES.md."""

    @abstractmethod
    def board_diagram(self) -> str:
        """A plain-text picture of the board for terminals and the protocol's ``showboard``."""

    # --- shared conveniences --------------------------------------------------------------------

    def play(self, text: str) -> MoveT:
        """Parse ``text`` in notation and push it; returns the move played."""
        if self.is_over():
            raise GameOverError("the game is over")
        move = self.parse_move(text)
        self.push(move)
        return move

    def taken_back(self) -> tuple[Self, list[MoveT]]:
        """A copy of this game taken back to the position it started in, and the moves played
        from there, oldest first."""
        start = self.copy()
        # Counted once: a state's move_stack may be a copy, and asking it every move would make
        # taking back a long game quadratic.
        moves = [start.pop() for _ in range(len(start.move_stack))]
        moves.reverse()
        return start, moves

    def history_in_notation(self, start: int = 0) -> list[tuple[int, str]]:
        """The moves played from ply ``start`` on, each with the seat that played it, in
        notation.

        Here each move is written in the position it was played in, by taking moves back on a
        copy (notation may depend on the position). Both games override this: their notation
        does not, and their states remember who played each move, so they replay nothing.
        """
        replay = self.copy()
        written = []
        for _ in range(max(len(replay.move_stack) - start, 0)):
            move = replay.pop()
            written.append((replay.to_move, replay.move_to_str(move)))
        written.reverse()
        return written

    def require_legal(self, move: MoveT) -> None:
        """Raise IllegalMoveError unless ``move`` is legal now."""
        if self.is_over():
            raise GameOverError("the game is over")
        if not self.is_legal(move):
            raise IllegalMoveError(f"{self.move_to_str(move)} is not a legal move now")
