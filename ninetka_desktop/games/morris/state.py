"""The Nine Men's Morris position and game (RULES.md section 2), on bitboards.

Seats: 0 = White (moves first), 1 = Black. Each side's men on the board are one 24-bit int
(see ``geometry`` for the bit order).

End of the game, checked after every move in this order, so that a decisive end beats a draw
reached by the same move:

1. ``two-men``: the side that just lost a man has fewer than three (board + hand): it loses.
2. ``blocked``: the side to move has placed all its men, cannot fly and has no man with an empty
   neighbour: it loses.
3. ``repetition`` (option ``repetition_draw``): the position (both bitboards, men in hand, side to
   move) occurs for the third time: draw.
4. ``no-removal`` (option ``no_removal_limit``, 0 = off): that many plies have been played in the
   moving phase since it began or since the last removal: draw.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Self

from ..base import GameState, Outcome
from ..errors import GameError, GameOverError, IllegalMoveError
from .diagram import render_board
from .geometry import (
    ADJACENT_MASK,
    BIT,
    FULL,
    MILLS_AT,
    NUM_POINTS,
    bits,
    has_empty_neighbour,
    mill_mask,
    parse_point,
    point_name,
)
from .moves import MOVE_TABLE, MorrisMove, move_notation, parse_notation

MEN_PER_SIDE = 9
COLOUR_NAMES = ("White", "Black")
_DEFAULTS: dict[str, Any] = {"flying": True, "repetition_draw": True, "no_removal_limit": 100}

# (winner or None, reason)
_Result = tuple[int | None, str]


def _check_options(flying: Any, repetition_draw: Any, no_removal_limit: Any) -> None:
    if not isinstance(flying, bool):
        raise GameError(f"option flying must be true or false, not {flying!r}")
    if not isinstance(repetition_draw, bool):
        raise GameError(f"option repetition_draw must be true or false, not {repetition_draw!r}")
    if isinstance(no_removal_limit, bool) or not isinstance(no_removal_limit, int):
        raise GameError(f"option no_removal_limit must be a whole number, not {no_removal_limit!r}")
    if no_removal_limit < 0:
        raise GameError(f"option no_removal_limit must be 0 (off) or more, not {no_removal_limit}")


class MorrisState(GameState[MorrisMove]):
    """A game of Nine Men's Morris: the position plus the history needed for ``pop`` and draws."""

    game_name = "morris"

    def __init__(
        self, flying: bool = True, repetition_draw: bool = True, no_removal_limit: int = 100
    ) -> None:
        _check_options(flying, repetition_draw, no_removal_limit)
        self._flying = flying
        self._repetition_draw = repetition_draw
        self._limit = no_removal_limit
        self._bb = [0, 0]
        self._hand = [MEN_PER_SIDE, MEN_PER_SIDE]
        self._side = 0
        self._quiet = 0  # plies in the moving phase since it began or since the last removal
        self._moves: list[MorrisMove] = []
        self._undo: list[tuple[int, _Result | None]] = []
        self._seen: dict[int, int] = {self._key(): 1}
        self._result: _Result | None = None

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Self:
        unknown = sorted(set(options) - set(_DEFAULTS))
        if unknown:
            raise GameError(f"unknown Morris option(s): {', '.join(unknown)}")
        merged = {**_DEFAULTS, **options}
        return cls(merged["flying"], merged["repetition_draw"], merged["no_removal_limit"])

    @classmethod
    def from_position(
        cls,
        white: Iterable[int | str],
        black: Iterable[int | str],
        in_hand: tuple[int, int] = (0, 0),
        to_move: int = 0,
        *,
        no_removal_plies: int = 0,
        **options: Any,
    ) -> Self:
        """A game starting from a set-up position (points as indices or names).

        The history starts here: repetition counts begin at zero, and so does the no-removal
        counter unless ``no_removal_plies`` (moving-phase plies already played without a
        removal; only when every man is placed) says otherwise.
        """
        state = cls.from_options(options)
        boards = []
        for men in (white, black):
            board = 0
            for p in men:
                board |= BIT[parse_point(p) if isinstance(p, str) else p]
            boards.append(board)
        if boards[0] & boards[1]:
            raise GameError("a point cannot hold a white and a black man")
        if to_move not in (0, 1):
            raise GameError("to_move must be 0 (White) or 1 (Black)")
        for side in (0, 1):
            if not in_hand[side] >= 0 or boards[side].bit_count() + in_hand[side] > MEN_PER_SIDE:
                raise GameError(f"{COLOUR_NAMES[side]} cannot have more than 9 men")
        if isinstance(no_removal_plies, bool) or not isinstance(no_removal_plies, int):
            raise GameError(f"no_removal_plies must be a whole number, not {no_removal_plies!r}")
        if no_removal_plies < 0:
            raise GameError(f"no_removal_plies must be 0 or more, not {no_removal_plies}")
        if no_removal_plies and any(in_hand):
            raise GameError("no_removal_plies counts moving-phase plies: every man must be placed")
        state._bb = boards
        state._hand = list(in_hand)
        state._side = to_move
        state._quiet = no_removal_plies
        state._seen = {state._key(): 1}
        state._result = state._end_check(1 - to_move)
        return state

    def options(self) -> dict[str, Any]:
        return {
            "flying": self._flying,
            "repetition_draw": self._repetition_draw,
            "no_removal_limit": self._limit,
        }

    def copy(self) -> Self:
        new = self.__class__.__new__(self.__class__)
        new.__dict__.update(self.__dict__)
        new._bb = self._bb.copy()
        new._hand = self._hand.copy()
        new._moves = self._moves.copy()
        new._undo = self._undo.copy()
        new._seen = self._seen.copy()
        return new

    # --- state ----------------------------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return 2

    @property
    def phase(self) -> str:
        """``"placing"`` while men are in hand, then ``"moving"``; ``"over"`` once ended."""
        if self._result is not None:
            return "over"
        return "placing" if self._hand[0] or self._hand[1] else "moving"

    @property
    def to_move(self) -> int:
        return self._side

    @property
    def move_stack(self) -> Sequence[MorrisMove]:
        return tuple(self._moves)

    @property
    def flying(self) -> bool:
        return self._flying

    @property
    def no_removal_plies(self) -> int:
        """Plies played in the moving phase since it began or since the last removal."""
        return self._quiet

    def bitboard(self, side: int) -> int:
        """The men of ``side`` on the board as a bitmask (bit i = point i)."""
        return self._bb[side]

    def men_on_board(self, side: int) -> int:
        return self._bb[side].bit_count()

    def men_in_hand(self, side: int) -> int:
        return self._hand[side]

    def men_removed(self, side: int) -> int:
        """Men of ``side`` taken off the board by the opponent so far."""
        return MEN_PER_SIDE - self._hand[side] - self._bb[side].bit_count()

    def owner_at(self, point: int) -> int | None:
        """0 (White), 1 (Black) or None for an empty point."""
        bit = BIT[point]
        if self._bb[0] & bit:
            return 0
        return 1 if self._bb[1] & bit else None

    def in_mill(self, point: int) -> bool:
        """Whether the man on ``point`` stands in a mill of its own colour (False when empty)."""
        owner = self.owner_at(point)
        if owner is None:
            return False
        board = self._bb[owner]
        return any(board & m == m for m in MILLS_AT[point])

    def can_fly(self, side: int) -> bool:
        """Whether ``side`` may move to any empty point (flying on, 3 men, none in hand)."""
        return self._flying and not self._hand[side] and self._bb[side].bit_count() == 3

    def removable_points(self, side_removing: int) -> list[int]:
        """The opponent's men ``side_removing`` may take after closing a mill (RULES 2.5)."""
        return list(bits(self._removable(self._bb[1 - side_removing])))

    def repetition_count(self) -> int:
        """How often the current position has occurred so far (at least 1)."""
        return self._seen.get(self._key(), 0)

    def position_counts(self) -> dict[int, int]:
        """How often each position of the game has occurred, by ``position_key`` (a copy)."""
        return dict(self._seen)

    def position_key(self) -> int:
        """One int naming the position (boards, men in hand, side to move) for tables."""
        return self._key()

    def is_over(self) -> bool:
        return self._result is not None

    def scores(self) -> tuple[int, ...]:
        return (self._bb[0].bit_count(), self._bb[1].bit_count())

    def outcome(self) -> Outcome | None:
        if self._result is None:
            return None
        winner, reason = self._result
        ranking = (0, 1) if winner is None else (winner, 1 - winner)
        return Outcome(winner, ranking, reason, self.scores())

    # --- move generation ------------------------------------------------------------------------

    def legal_moves(self) -> list[MorrisMove]:
        if self._result is not None:
            return []
        s = self._side
        own = self._bb[s]
        opp = self._bb[1 - s]
        empty = FULL ^ own ^ opp
        table = MOVE_TABLE
        out: list[MorrisMove] = []
        removals: tuple[int, ...] | None = None
        if self._hand[s]:
            pairs: Iterable[tuple[int, int]] = ((NUM_POINTS, d) for d in bits(empty))
        elif self._flying and own.bit_count() == 3:
            targets = bits(empty)
            pairs = ((sp, d) for sp in bits(own) for d in targets)
        else:
            pairs = (
                (sp, d)
                for sp in bits(own & has_empty_neighbour(empty))
                for d in bits(ADJACENT_MASK[sp] & empty)
            )
        for sp, d in pairs:
            after = own | BIT[d]
            if sp < NUM_POINTS:
                after ^= BIT[sp]
            m1, m2 = MILLS_AT[d]
            base = (sp * NUM_POINTS + d) * (NUM_POINTS + 1)
            if (after & m1 == m1 or after & m2 == m2) and opp:
                if removals is None:
                    removals = bits(self._removable(opp))
                out.extend([table[base + r] for r in removals])
            else:
                out.append(table[base + NUM_POINTS])
        return out

    @staticmethod
    def _removable(opp: int) -> int:
        free = opp & ~mill_mask(opp)
        return free if free else opp

    def _closes_mill(self, move: MorrisMove) -> bool:
        after = self._bb[self._side] | BIT[move.dst]
        if move.src is not None:
            after ^= BIT[move.src]
        return any(after & m == m for m in MILLS_AT[move.dst])

    def illegal_reason(self, move: MorrisMove) -> str | None:
        """Why ``move`` is illegal now, in words a player can read; None when it is legal."""
        if self._result is not None:
            return "the game is over"
        s = self._side
        own, opp = self._bb[s], self._bb[1 - s]
        src, dst, rem = move.src, move.dst, move.remove
        if src is None:
            if not self._hand[s]:
                return "you have no men left to place: move one of your men, e.g. d6-d7"
        else:
            if self._hand[s]:
                return "you still have men to place"
            if not own & BIT[src]:
                return f"{point_name(src)} is not your man"
        if (own | opp) & BIT[dst]:
            return f"{point_name(dst)} is already occupied"
        if src is not None and not self.can_fly(s) and not ADJACENT_MASK[src] & BIT[dst]:
            return f"{point_name(src)} and {point_name(dst)} are not adjacent"
        closes = self._closes_mill(move)
        if rem is None:
            if closes and opp:
                example = move_notation(MorrisMove(src, dst, bits(self._removable(opp))[0]))
                return f"this move closes a mill: name the man to remove, e.g. {example}"
            return None
        if not closes:
            return "this move closes no mill, so it removes nothing"
        if not opp & BIT[rem]:
            return f"{point_name(rem)} is not an opponent's man"
        if not self._removable(opp) & BIT[rem]:
            return f"{point_name(rem)} is in a mill and may not be removed"
        return None

    # --- moves ----------------------------------------------------------------------------------

    def push(self, move: MorrisMove) -> None:
        if not isinstance(move, MorrisMove):
            raise IllegalMoveError(f"{move!r} is not a Morris move")
        reason = self.illegal_reason(move)
        if reason is not None:
            raise (GameOverError if self._result is not None else IllegalMoveError)(reason)
        self.push_unchecked(move)

    def push_unchecked(self, move: MorrisMove) -> None:
        """Play ``move`` without validation: for the AI and perft, on moves from legal_moves()."""
        s = self._side
        o = 1 - s
        bb = self._bb
        src, rem = move.src, move.remove
        self._undo.append((self._quiet, self._result))
        self._moves.append(move)
        if src is None:
            self._hand[s] -= 1
            bb[s] |= BIT[move.dst]
            self._quiet = 0
        else:
            bb[s] ^= BIT[src] | BIT[move.dst]
            self._quiet += 1
        if rem is not None:
            bb[o] ^= BIT[rem]
            self._quiet = 0
        self._side = o
        key = self._key()
        seen = self._seen
        seen[key] = seen.get(key, 0) + 1
        self._result = self._end_check(s)

    def _end_check(self, mover: int) -> _Result | None:
        # Order documented in the module docstring: decisive ends before draws.
        other = 1 - mover
        if self._bb[other].bit_count() + self._hand[other] < 3:
            return (mover, "two-men")
        if self._bb[mover].bit_count() + self._hand[mover] < 3:
            return (other, "two-men")  # only reachable from a set-up position
        if not self._hand[other] and not self.can_fly(other):
            empty = FULL ^ self._bb[0] ^ self._bb[1]
            if not self._bb[other] & has_empty_neighbour(empty):
                return (mover, "blocked")
        if self._repetition_draw and self._seen.get(self._key(), 0) >= 3:
            return (None, "repetition")
        if self._limit and self._quiet >= self._limit:
            return (None, "no-removal")
        return None

    def pop(self) -> MorrisMove:
        if not self._moves:
            raise IndexError("no move to take back")
        move = self._moves.pop()
        key = self._key()
        count = self._seen[key] - 1
        if count:
            self._seen[key] = count
        else:
            del self._seen[key]
        self._quiet, self._result = self._undo.pop()
        s = 1 - self._side
        self._side = s
        bb = self._bb
        if move.src is None:
            self._hand[s] += 1
            bb[s] ^= BIT[move.dst]
        else:
            bb[s] ^= BIT[move.src] | BIT[move.dst]
        if move.remove is not None:
            bb[1 - s] |= BIT[move.remove]
        return move

    def _key(self) -> int:
        return (
            self._bb[0]
            | self._bb[1] << 24
            | self._hand[0] << 48
            | self._hand[1] << 52
            | self._side << 56
        )

    def parse_move(self, text: str) -> MorrisMove:
        move = parse_notation(text)
        reason = self.illegal_reason(move)
        if reason is not None:
            raise (GameOverError if self._result is not None else IllegalMoveError)(reason)
        return move

    def move_to_str(self, move: MorrisMove) -> str:
        return move_notation(move)

    def history_in_notation(self, start: int = 0) -> list[tuple[int, str]]:
        # Nothing is replayed: a Morris move's notation does not depend on the position, and
        # the sides alternate, so the side to move now tells who played each move.
        moves = self._moves
        return [
            ((self._side + ply - len(moves)) % 2, move_notation(moves[ply]))
            for ply in range(start, len(moves))
        ]

    def board_diagram(self) -> str:
        cells = ["O" if self._bb[0] & b else "@" if self._bb[1] & b else "+" for b in BIT]
        lines = render_board(cells)
        if self._result is None:
            status = f"{COLOUR_NAMES[self._side]} to move ({self.phase})"
        else:
            winner, reason = self._result
            who = "draw" if winner is None else f"{COLOUR_NAMES[winner]} wins"
            status = f"game over: {who} ({reason})"
        lines.append(
            f"O White: {self.men_on_board(0)} on board, {self._hand[0]} in hand   "
            f"@ Black: {self.men_on_board(1)} on board, {self._hand[1]} in hand"
        )
        lines.append(status)
        return "\n".join(lines)


__all__ = ["COLOUR_NAMES", "MEN_PER_SIDE", "MorrisState"]
