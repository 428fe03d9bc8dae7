"""The position being set up in Game ▸ Set Up Position…, for each kind of game: what the board
editor changes (a piece put on or taken off a cell or point, the side to move, the men in hand)
and what it makes of it: a board to show, whether the rules can reach it
(``games.ninetka.position``, ``games.morris.position``: a ``PositionError`` with the reason and
the cell, point or part at fault) and the game that plays on from it.

A draft holds anything the board can show, so the player can pass through positions the rules
cannot reach on the way to one they can; only what the board cannot hold at all is refused at
once (a 9tka neutral counter off the core, more men of a side than the game has), with the
reason in the player's language.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...games.errors import GameError, PositionError
from ...games.morris import MorrisState
from ...games.morris.position import MorrisPosition, position_problem, state_from_position
from ...games.ninetka import NEUTRAL, NinetkaState
from ...games.ninetka.geometry import IS_CORE, IS_FIELD, IS_SLOT, NUM_CELLS
from ...games.ninetka.position import NinetkaPosition
from ...games.ninetka.position import position_problem as ninetka_problem
from ...games.ninetka.position import state_from_position as ninetka_from_position
from ...models.roles import seat_name

#: The piece that empties a cell or point, in the editor's palette (seats are 0, 1, ...).
REMOVE = -1
#: 9tka's neutral counter in the palette.
NEUTRAL_PIECE = NEUTRAL


def tr(text: str) -> str:
    return QCoreApplication.translate("PositionSetup", text)


class NinetkaDraft:
    """A 9tka position being set up: the players, the counters on the board, the seat to move.
    Neutral counters are "chosen" (how they came no longer matters in a set-up game)."""

    game = "9tka"

    def __init__(self, players: int, cells: dict[int, int] | None = None, to_move: int = 0):
        self.players = players
        self.cells: dict[int, int] = dict(cells or {})
        self.to_move = to_move

    @classmethod
    def of_state(cls, state: NinetkaState) -> NinetkaDraft:
        position = NinetkaPosition.of(state)
        return cls(state.num_players, dict(position.cells), state.to_move)

    def seats(self) -> int:
        return self.players

    def pieces(self) -> list[int]:
        """The palette: each seat's counter, the neutral one, and the eraser."""
        return [*range(self.players), NEUTRAL_PIECE, REMOVE]

    def put(self, cell: int, piece: int) -> str | None:
        """Put ``piece`` on ``cell`` (the same piece again, or ``REMOVE``, empties it); why
        not, when the board cannot hold it there."""
        if not 0 <= cell < NUM_CELLS or not (IS_FIELD[cell] or IS_SLOT[cell]):
            return tr("That is not a cell of the board.")
        if piece == REMOVE or self.cells.get(cell) == piece:
            self.cells.pop(cell, None)
            return None
        if piece == NEUTRAL_PIECE and not IS_CORE[cell]:
            return tr("Neutral counters stand on the core cells only (the inner 7 x 7).")
        self.cells[cell] = piece
        return None

    def clear(self) -> None:
        self.cells.clear()
        self.to_move = 0

    def position(self) -> NinetkaPosition:
        return NinetkaPosition(self.players, dict(self.cells), self.to_move)

    def display_state(self) -> NinetkaState:
        """The board as drawn (whether or not the rules can reach it)."""
        return NinetkaState.from_position(self.players, dict(self.cells), self.to_move)

    def problem(self) -> PositionError | None:
        return ninetka_problem(self.position())

    def play_state(self) -> NinetkaState:
        """The game that plays on from here (PositionError when there is none)."""
        return ninetka_from_position(self.position())

    def summary(self) -> str:
        """The position in a few words, for the line under the board."""
        state = self.display_state()
        phase = {
            "neutrals": tr("neutral counters are placed"),
            "edge": tr("counters are placed on the edge"),
        }.get(state.phase, tr("counters slide"))
        return tr("{player} to move; {phase}.").replace(
            "{player}", seat_name("9tka", self.to_move)).replace("{phase}", phase)


class MorrisDraft:
    """A position of a game of the Morris family being set up: the men of each side on the
    board and in hand, the side to move, under the game's ``options``."""

    game = "morris"

    def __init__(
        self,
        options: dict[str, Any],
        white: set[int] | None = None,
        black: set[int] | None = None,
        in_hand: tuple[int, int] | None = None,
        to_move: int = 0,
    ) -> None:
        self.options = dict(options)
        initial = MorrisState.from_options(self.options)
        self.men = initial.men_per_side
        self.num_points = initial.board.num_points
        self.men_on: list[set[int]] = [set(white or ()), set(black or ())]
        self.in_hand = list(in_hand) if in_hand is not None else [self.men, self.men]
        self.to_move = to_move

    @classmethod
    def of_state(cls, state: MorrisState) -> MorrisDraft:
        position = MorrisPosition.of(state)
        return cls(state.options(), set(position.white), set(position.black),
                   position.in_hand, position.to_move)

    def seats(self) -> int:
        return 2

    def pieces(self) -> list[int]:
        return [0, 1, REMOVE]

    def put(self, point: int, piece: int) -> str | None:
        """Put a man of side ``piece`` on ``point`` (the same again, or ``REMOVE``, empties
        it): it comes from the hand while the side has men there. Why not, when the side has
        all its men on the board."""
        if not 0 <= point < self.num_points:
            return tr("That is not a point of the board.")
        owner = next((side for side in (0, 1) if point in self.men_on[side]), None)
        if piece == REMOVE or owner == piece:
            if owner is not None:
                self.men_on[owner].discard(point)
            return None
        if owner is not None:
            self.men_on[owner].discard(point)
        side = piece
        if len(self.men_on[side]) + self.in_hand[side] >= self.men:
            if self.in_hand[side] == 0:
                if owner is not None:
                    self.men_on[owner].add(point)
                return tr("{side} has all its {men} men on the board.").replace(
                    "{side}", seat_name("morris", side)).replace("{men}", str(self.men))
            self.in_hand[side] -= 1
        self.men_on[side].add(point)
        return None

    def set_in_hand(self, side: int, count: int) -> None:
        """``count`` men in ``side``'s hand, as many as the men off the board allow."""
        self.in_hand[side] = max(0, min(count, self.men - len(self.men_on[side])))

    def clear(self) -> None:
        self.men_on = [set(), set()]
        self.in_hand = [self.men, self.men]
        self.to_move = 0

    def position(self) -> MorrisPosition:
        return MorrisPosition(
            frozenset(self.men_on[0]), frozenset(self.men_on[1]),
            (self.in_hand[0], self.in_hand[1]), self.to_move,
        )

    def display_state(self) -> MorrisState:
        """The board as drawn: the game's rules refuse to build a position in which the side
        to move already has a winning mill (Three Men's Morris), so that one is drawn with the
        other side to move."""
        for to_move in (self.to_move, 1 - self.to_move):
            try:
                return MorrisState.from_position(
                    sorted(self.men_on[0]), sorted(self.men_on[1]),
                    (self.in_hand[0], self.in_hand[1]), to_move, **self.options,
                )
            except GameError:
                continue
        return MorrisState.from_options(self.options)

    def problem(self) -> PositionError | None:
        return position_problem(self.position(), self.options)

    def play_state(self) -> MorrisState:
        return state_from_position(self.position(), self.options)

    def summary(self) -> str:
        phase = tr("men are placed") if any(self.in_hand) else tr("men move")
        return tr("{player} to move; {phase}.").replace(
            "{player}", seat_name("morris", self.to_move)).replace("{phase}", phase)


Draft = NinetkaDraft | MorrisDraft

__all__ = ["NEUTRAL_PIECE", "REMOVE", "Draft", "MorrisDraft", "NinetkaDraft"]
