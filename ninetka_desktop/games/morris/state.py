"""The Morris family's position and game (RULES.md sections 2 and 3), on bitboards.

One engine plays every game of the family: the rule set (``rules.Rules``, read from the data of
``variants`` and ``boards``) says which board, how many men, and which of the rules that differ
apply. Nine Men's Morris is the default, and a game without a ``variant`` option is one.

Seats: 0 = White (moves first), 1 = Black. Each side's men on the board are one int (bit i =
point i of the board played on, see ``boards``).

End of the game, checked after every move in this order, so that a decisive end beats a draw
reached by the same move:

1. ``mill`` (Three Men's Morris): the move completed a mill: its player wins.
2. ``two-men``: the side that just lost a man has fewer than three (board + hand): it loses.
3. ``full-board`` (option ``full_board_draw``): every point is filled and every man placed: draw.
4. ``blocked``: the side to move has no legal move: it loses (a full board without the option
   above is White's loss this way).
5. ``repetition`` (option ``repetition_draw``): the position (both bitboards, men in hand, side to
   move) occurs for the third time: draw.
6. ``no-removal`` (option ``no_removal_limit``, 0 = off): that many plies have been slides since
   the last placement or removal: draw. Morabaraba ends it at 10 (``Variant.endgame_limit``) while
   either player has exactly three cows (when the limit is on at all).

Morabaraba's no-immediate-return rule keeps, per side, the one return its last move forbids
(``no_return_ban``); ``pop`` restores it. It is not part of ``position_key``: a position repeats
by its men, hands and side to move (RULES.md 2.6).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Self

from ..base import GameState, Outcome
from ..errors import GameError, GameOverError, IllegalMoveError
from .boards import Board
from .diagram import render_board
from .geometry import BIT, NUM_POINTS, bits
from .moves import MOVE_TABLE, MorrisMove, move_notation, parse_notation
from .mssa import from_mssa
from .rules import Rules, resolve_rules
from .tables import tables_for
from .variants import Variant

#: Men each side has in Nine Men's Morris (``MorrisState.men_per_side`` for the game played).
MEN_PER_SIDE = 9
COLOUR_NAMES = ("White", "Black")

# (winner or None, reason)
_Result = tuple[int | None, str]
# Morabaraba's no-immediate-return: (the point the man now stands on, the point it left).
_Ban = tuple[int, int] | None
# Sentinel of MOVE_TABLE for "no source" / "no removal": one past the largest board.
_NONE = NUM_POINTS


class MorrisState(GameState[MorrisMove]):
    """A game of the Morris family: the position plus the history needed for ``pop`` and draws.

    Read API for views and players (stable): ``variant``, ``board``, ``men_per_side``, ``rules``,
    ``phase``, ``may_place``/``may_move``, ``owner_at``, ``in_mill``, ``can_fly``,
    ``removable_points``, the men counts, ``legal_moves``, ``illegal_reason``, the notation.
    """

    game_name = "morris"

    def __init__(
        self,
        flying: bool | None = None,
        repetition_draw: bool = True,
        no_removal_limit: int = 100,
        *,
        variant: str = "nine",
        **options: Any,
    ) -> None:
        chosen: dict[str, Any] = {"variant": variant, **options}
        if flying is not None:
            chosen["flying"] = flying
        # Keep the draw options out unless they differ, so a game that lacks them cannot fail.
        if repetition_draw is not True:
            chosen["repetition_draw"] = repetition_draw
        if no_removal_limit != 100 or isinstance(no_removal_limit, bool):
            chosen["no_removal_limit"] = no_removal_limit
        self._setup(resolve_rules(chosen))

    def _setup(self, rules: Rules) -> None:
        self._rules = rules
        self._tables = tables_for(rules.board, rules.mills)
        self._flying = rules.flying
        self._repetition_draw = rules.repetition_draw
        self._limit = rules.no_removal_limit
        self._endgame_limit = rules.variant.endgame_limit if rules.no_removal_limit else 0
        self._mill_wins = rules.variant.mill_wins
        self._place_or_move = rules.variant.place_or_move
        self._men = rules.men
        self._full_board_draw = rules.full_board_draw
        # Placing is "any empty point", with no slide offered beside it (not Lasker Morris,
        # no centre rule): the generator's fast path.
        self._plain_placing = not rules.variant.place_or_move and rules.centre_opening
        # Whether a move must look at the mills before it is made (a win, a ban).
        self._mill_before = rules.no_return or rules.variant.mill_wins
        self._bb = [0, 0]
        self._hand = [rules.men, rules.men]
        self._side = 0
        self._quiet = 0  # slides since the last placement or removal
        self._bans: list[_Ban] = [None, None]
        self._start_ply = 0
        self._moves: list[MorrisMove] = []
        self._undo: list[tuple[int, _Result | None, _Ban]] = []
        self._seen: dict[int, int] = {self._key(): 1}
        self._result: _Result | None = None

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Self:
        """A new game under ``options`` (``variant`` and the game's own options; missing ones
        take the game's defaults). Unknown or foreign options raise ``GameError``."""
        state = cls.__new__(cls)
        state._setup(resolve_rules(options))
        return state

    @classmethod
    def from_position(
        cls,
        white: Iterable[int | str],
        black: Iterable[int | str],
        in_hand: tuple[int, int] = (0, 0),
        to_move: int = 0,
        *,
        no_removal_plies: int = 0,
        bans: tuple[tuple[int, int] | None, tuple[int, int] | None] = (None, None),
        start_ply: int = 0,
        **options: Any,
    ) -> Self:
        """A game starting from a set-up position (points as indices or names of the board of
        ``options``' game, Nine Men's Morris unless ``variant`` says otherwise).

        The history starts here: repetition counts begin at zero, and so does the no-removal
        counter unless ``no_removal_plies`` (slides already played since the last placement or
        removal; in a game with a placing phase only once every man is placed) says otherwise.
        ``bans`` are Morabaraba's no-immediate-return bans per side, as ``no_return_ban`` gives
        them; ``start_ply`` the plies played before this position, as Sanmill counts them (a
        removal a ply of its own; for its FEN's move number), kept as a FEN keeps it: even with
        White to move, odd with Black. Whether the rules can reach the position is
        ``games.morris.position``'s business.
        """
        state = cls.from_options(options)
        board = state.board
        boards = []
        for points in (white, black):
            bitboard = 0
            for p in points:
                bitboard |= 1 << (board.parse_point(p) if isinstance(p, str) else _point(board, p))
            boards.append(bitboard)
        if boards[0] & boards[1]:
            raise GameError("a point cannot hold a white and a black man")
        if to_move not in (0, 1):
            raise GameError("to_move must be 0 (White) or 1 (Black)")
        men = state._men
        for side in (0, 1):
            if not in_hand[side] >= 0 or boards[side].bit_count() + in_hand[side] > men:
                raise GameError(f"{COLOUR_NAMES[side]} cannot have more than {men} men")
        if isinstance(no_removal_plies, bool) or not isinstance(no_removal_plies, int):
            raise GameError(f"no_removal_plies must be a whole number, not {no_removal_plies!r}")
        if no_removal_plies < 0:
            raise GameError(f"no_removal_plies must be 0 or more, not {no_removal_plies}")
        if no_removal_plies and any(in_hand) and not state._place_or_move:
            raise GameError("no_removal_plies counts moving-phase plies: every man must be placed")
        if isinstance(start_ply, bool) or not isinstance(start_ply, int) or start_ply < 0:
            raise GameError(f"start_ply must be a whole number, 0 or more, not {start_ply!r}")
        checked_bans: list[_Ban] = [None, None]
        for side, ban in enumerate(bans):
            if ban is None:
                continue
            if not state._rules.no_return:
                raise GameError(f"{state.variant.name} has no no-return rule to ban a move")
            here, back = (_point(board, p) for p in ban)
            if not boards[side] >> here & 1 or (boards[0] | boards[1]) >> back & 1:
                raise GameError(f"{COLOUR_NAMES[side]}'s no-return ban names no man and no gap")
            checked_bans[side] = (here, back)
        if state._mill_wins and state._tables.mill_mask(boards[to_move]):
            raise GameError(f"{COLOUR_NAMES[to_move]} has a mill: the game would be over")
        state._bb = boards
        state._hand = list(in_hand)
        state._side = to_move
        state._quiet = no_removal_plies
        state._bans = checked_bans
        # As Sanmill keeps it after reading a FEN: its full-move number and the side to move.
        state._start_ply = 2 * (max(start_ply - to_move, 0) // 2) + to_move
        state._seen = {state._key(): 1}
        mover = 1 - to_move
        won = state._mill_wins and state._tables.mill_mask(boards[mover])
        state._result = (mover, "mill") if won else state._end_check(mover)
        return state

    def options(self) -> dict[str, Any]:
        """Every option of the game (``from_options`` recreates it). ``variant`` is among them
        for every game but Nine Men's Morris, the default, whose options are as they always
        were; ``variant`` tells the game in every case."""
        return dict(self._rules.options)

    def copy(self) -> Self:
        new = self.__class__.__new__(self.__class__)
        new.__dict__.update(self.__dict__)
        new._bb = self._bb.copy()
        new._hand = self._hand.copy()
        new._bans = self._bans.copy()
        new._moves = self._moves.copy()
        new._undo = self._undo.copy()
        new._seen = self._seen.copy()
        return new

    # --- the rule set ---------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rule set in force (game, board, men and every option)."""
        return self._rules

    @property
    def variant(self) -> Variant:
        """The game of the family being played."""
        return self._rules.variant

    @property
    def board(self) -> Board:
        """The board actually played on (Three Men's Morris without diagonals: ``THREE_SQUARE``)."""
        return self._rules.board

    @property
    def men_per_side(self) -> int:
        return self._men

    # --- state ----------------------------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return 2

    @property
    def phase(self) -> str:
        """``"placing"`` while either hand holds men, then ``"moving"``; ``"over"`` once ended.

        In Lasker Morris a turn may place or move in either phase: ask ``may_place`` and
        ``may_move``."""
        if self._result is not None:
            return "over"
        return "placing" if self._hand[0] or self._hand[1] else "moving"

    def may_place(self, side: int) -> bool:
        """Whether the rules let ``side``'s turn be a placement (it has men in hand)."""
        return self._hand[side] > 0

    def may_move(self, side: int) -> bool:
        """Whether the rules let ``side``'s turn be a slide (or flight) of a man on the board:
        every man placed, or in Lasker Morris any man on the board. Whether one can actually
        move is ``legal_moves``' business."""
        if self._place_or_move:
            return self._bb[side] != 0
        return not self._hand[side]

    @property
    def to_move(self) -> int:
        return self._side

    @property
    def move_stack(self) -> Sequence[MorrisMove]:
        return tuple(self._moves)

    @property
    def flying(self) -> bool:
        """Whether the flying rule is on (a side with three men, none in hand, flies)."""
        return self._flying

    @property
    def no_removal_plies(self) -> int:
        """Slides played since the last placement or removal (in the moving phase: since it
        began or since the last removal)."""
        return self._quiet

    @property
    def start_ply(self) -> int:
        """Plies played before the position the game started from, as Sanmill counts them (a
        removal is a ply of its own): 0 from the initial position."""
        return self._start_ply

    def no_return_ban(self, side: int) -> tuple[int, int] | None:
        """Morabaraba: ``(here, back)`` when ``side``'s man on ``here`` may not return to
        ``back`` this turn if that completes a mill; None when nothing is forbidden."""
        return self._bans[side]

    def bitboard(self, side: int) -> int:
        """The men of ``side`` on the board as a bitmask (bit i = point i)."""
        return self._bb[side]

    def men_on_board(self, side: int) -> int:
        return self._bb[side].bit_count()

    def men_in_hand(self, side: int) -> int:
        return self._hand[side]

    def men_removed(self, side: int) -> int:
        """Men of ``side`` taken off the board by the opponent so far."""
        return self._men - self._hand[side] - self._bb[side].bit_count()

    def owner_at(self, point: int) -> int | None:
        """0 (White), 1 (Black) or None for an empty point."""
        bit = 1 << point
        if self._bb[0] & bit:
            return 0
        return 1 if self._bb[1] & bit else None

    def in_mill(self, point: int) -> bool:
        """Whether the man on ``point`` stands in a mill of its own colour (False when empty)."""
        owner = self.owner_at(point)
        if owner is None:
            return False
        board = self._bb[owner]
        return any(board & m == m for m in self._tables.mills_at[point])

    def can_fly(self, side: int) -> bool:
        """Whether ``side``'s men may move to any empty point: flying on, 3 men on the board,
        none in hand; or Three Men's Morris's nine holes, once every man is placed."""
        if self._hand[side]:
            return False
        return self._rules.nine_holes or (self._flying and self._bb[side].bit_count() == 3)

    def removable_points(self, side_removing: int) -> list[int]:
        """The opponent's men ``side_removing`` may take after closing a mill (RULES 2.5)."""
        if self._mill_wins:
            return []
        return list(bits(self._removable(self._bb[1 - side_removing])))

    def repetition_count(self) -> int:
        """How often the current position has occurred so far (at least 1)."""
        return self._seen.get(self._key(), 0)

    def position_counts(self) -> dict[int, int]:
        """How often each position of the game has occurred, by ``position_key`` (a copy)."""
        return dict(self._seen)

    def position_key(self) -> int:
        """One int naming the position (boards, men in hand, side to move) for tables: bits 0-23
        White's men, 24-47 Black's, then four bits for each hand and one for the side."""
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
        tables = self._tables
        empty = tables.full ^ own ^ opp
        pairs: Iterable[tuple[int, int]]
        if self._hand[s] and self._plain_placing:
            pairs = ((_NONE, d) for d in bits(empty))
        else:
            pairs = self._pairs(s, own, empty)
        table = MOVE_TABLE
        mills_at = tables.mills_at
        out: list[MorrisMove] = []
        removals: list[tuple[int, ...]] = []  # the removable men, found once when needed
        if tables.width == 2:
            # Every point on at most two mills (Nine, Six, Three without diagonals): the mill
            # test unrolled, the hot loop of the search and of perft.
            for sp, d in pairs:
                after = own | BIT[d]
                if sp != _NONE:
                    after ^= BIT[sp]
                m1, m2 = mills_at[d]
                if after & m1 == m1 or after & m2 == m2:
                    self._add_mill_moves(out, sp, d, opp, removals)
                else:
                    out.append(table[(sp * NUM_POINTS + d) * (NUM_POINTS + 1) + _NONE])
        else:
            for sp, d in pairs:
                after = own | BIT[d]
                if sp != _NONE:
                    after ^= BIT[sp]
                if any(after & m == m for m in mills_at[d]):
                    self._add_mill_moves(out, sp, d, opp, removals)
                else:
                    out.append(table[(sp * NUM_POINTS + d) * (NUM_POINTS + 1) + _NONE])
        return out

    def _add_mill_moves(
        self, out: list[MorrisMove], sp: int, d: int, opp: int, removals: list[tuple[int, ...]]
    ) -> None:
        """Append the moves from ``sp`` to ``d``, which closes a mill: one per man it may
        remove, or the move alone where nothing is removed (``removals`` caches the men)."""
        if self._bans[self._side] == (sp, d):
            return  # Morabaraba's no-immediate-return
        if not removals:
            no_removal = self._mill_wins or not opp
            removals.append((_NONE,) if no_removal else bits(self._removable(opp)))
        base = (sp * NUM_POINTS + d) * (NUM_POINTS + 1)
        out.extend([MOVE_TABLE[base + r] for r in removals[0]])

    def _pairs(self, s: int, own: int, empty: int) -> list[tuple[int, int]]:
        """The (source, destination) pairs ``s`` may play, source ``_NONE`` for a placement."""
        pairs: list[tuple[int, int]] = []
        if self._hand[s]:
            targets = bits(empty)
            if s == 0 and not self._rules.centre_opening and self._hand[0] == self._men:
                centre = self._rules.board.parse_point("b2")
                targets = tuple(d for d in targets if d != centre)
            pairs = [(_NONE, d) for d in targets]
            if not self._place_or_move:
                return pairs
        if self.can_fly(s):
            targets = bits(empty)
            pairs += [(sp, d) for sp in bits(own) for d in targets]
        else:
            adjacent = self._tables.adjacent_mask
            pairs += [
                (sp, d)
                for sp in bits(own & self._tables.mobile(empty))
                for d in bits(adjacent[sp] & empty)
            ]
        return pairs

    def _removable(self, opp: int) -> int:
        if not self._rules.protected_mills:
            return opp
        free = opp & ~self._tables.mill_mask(opp)
        return free if free else opp

    def _closes_mill(self, move: MorrisMove) -> bool:
        after = self._bb[self._side] | 1 << move.dst
        if move.src is not None:
            after ^= 1 << move.src
        return any(after & m == m for m in self._tables.mills_at[move.dst])

    def illegal_reason(self, move: MorrisMove) -> str | None:
        """Why ``move`` is illegal now, in words a player can read; None when it is legal."""
        if self._result is not None:
            return "the game is over"
        board = self._rules.board
        s = self._side
        own, opp = self._bb[s], self._bb[1 - s]
        src, dst, rem = move.src, move.dst, move.remove
        for point in (src, dst, rem):
            if point is not None and point >= board.num_points:
                return f"point {point} is not on the {self.variant.name} board"
        name = board.point_name
        if src is None:
            if not self._hand[s]:
                pair = board.adjacent_pairs()[0]
                example = "d6-d7" if board.size == 7 else f"{name(pair[0])}-{name(pair[1])}"
                return f"you have no men left to place: move one of your men, e.g. {example}"
        else:
            if self._hand[s] and not self._place_or_move:
                return "you still have men to place"
            if not own & 1 << src:
                return f"{name(src)} is not your man"
        if (own | opp) & 1 << dst:
            return f"{name(dst)} is already occupied"
        if (
            src is None
            and s == 0
            and not self._rules.centre_opening
            and self._hand[0] == self._men
            and name(dst) == "b2"
        ):
            return "White's first man may not go on the centre b2"
        adjacent = self._tables.adjacent_mask
        if src is not None and not self.can_fly(s) and not adjacent[src] & 1 << dst:
            return f"{name(src)} and {name(dst)} are not adjacent"
        closes = self._closes_mill(move)
        if closes and src is not None and self._bans[s] == (src, dst):
            return (
                f"no immediate return: the man from {name(dst)} may not go straight back "
                "there to close a mill again"
            )
        if self._mill_wins:
            if rem is not None:
                return f"a mill wins the {self.variant.name} at once: nothing is removed"
            return None
        if rem is None:
            if closes and opp:
                example = move_notation(MorrisMove(src, dst, bits(self._removable(opp))[0]), board)
                return f"this move closes a mill: name the man to remove, e.g. {example}"
            return None
        if not closes:
            return "this move closes no mill, so it removes nothing"
        if not opp & 1 << rem:
            return f"{name(rem)} is not an opponent's man"
        if not self._removable(opp) & 1 << rem:
            return f"{name(rem)} is in a mill and may not be removed"
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
        src, dst, rem = move.src, move.dst, move.remove
        self._undo.append((self._quiet, self._result, self._bans[s]))
        self._moves.append(move)
        won = False
        if self._mill_before:
            left_mill = src is not None and self._closes_mill_at(bb[s], src)
            closes = self._closes_mill(move)
            won = self._mill_wins and closes
            if self._rules.no_return:
                self._bans[s] = (dst, src) if left_mill and closes and src is not None else None
        if src is None:
            self._hand[s] -= 1
            bb[s] |= 1 << dst
            self._quiet = 0
        else:
            bb[s] ^= 1 << src | 1 << dst
            self._quiet += 1
        if rem is not None:
            bb[o] ^= 1 << rem
            self._quiet = 0
        self._side = o
        key = self._key()
        seen = self._seen
        seen[key] = seen.get(key, 0) + 1
        self._result = (s, "mill") if won else self._end_check(s)

    def _closes_mill_at(self, board: int, point: int) -> bool:
        return any(board & m == m for m in self._tables.mills_at[point])

    def _end_check(self, mover: int) -> _Result | None:
        # Order documented in the module docstring: decisive ends before draws.
        other = 1 - mover
        bb, hand = self._bb, self._hand
        if bb[other].bit_count() + hand[other] < 3:
            return (mover, "two-men")
        if bb[mover].bit_count() + hand[mover] < 3:
            return (other, "two-men")  # only reachable from a set-up position
        # A side with men in hand can place them: no board of the family fills up before
        # every man is placed. So only a side with an empty hand can be stuck.
        if not hand[other]:
            empty = self._tables.full ^ bb[0] ^ bb[1]
            if not empty:
                if self._full_board_draw and not hand[mover]:
                    return (None, "full-board")
                return (mover, "blocked")
            if not self.can_fly(other) and not bb[other] & self._tables.mobile(empty):
                return (mover, "blocked")
            # ``other`` is the side to move: its moves are ``legal_moves`` (the result is
            # still unset).
            if self._bans[other] is not None and not self.legal_moves():
                return (mover, "blocked")
        if self._repetition_draw and self._seen.get(self._key(), 0) >= 3:
            return (None, "repetition")
        if self._limit and self._quiet >= self._limit:
            return (None, "no-removal")
        if (
            self._endgame_limit
            and self._quiet >= self._endgame_limit
            and 3 in (bb[0].bit_count() + hand[0], bb[1].bit_count() + hand[1])
        ):
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
        s = 1 - self._side
        self._quiet, self._result, self._bans[s] = self._undo.pop()
        self._side = s
        bb = self._bb
        if move.src is None:
            self._hand[s] += 1
            bb[s] ^= 1 << move.dst
        else:
            bb[s] ^= 1 << move.src | 1 << move.dst
        if move.remove is not None:
            bb[1 - s] |= 1 << move.remove
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
        if self._rules.variant.mssa_input:
            text = from_mssa(text)
        move = parse_notation(text, self._rules.board)
        reason = self.illegal_reason(move)
        if reason is not None:
            raise (GameOverError if self._result is not None else IllegalMoveError)(reason)
        return move

    def move_to_str(self, move: MorrisMove) -> str:
        return move_notation(move, self._rules.board)

    def history_in_notation(self, start: int = 0) -> list[tuple[int, str]]:
        # Nothing is replayed: a Morris move's notation does not depend on the position, and
        # the sides alternate, so the side to move now tells who played each move.
        moves = self._moves
        board = self._rules.board
        return [
            ((self._side + ply - len(moves)) % 2, move_notation(moves[ply], board))
            for ply in range(start, len(moves))
        ]

    def board_diagram(self) -> str:
        board = self._rules.board
        cells = [
            "O" if self._bb[0] >> p & 1 else "@" if self._bb[1] >> p & 1 else "+"
            for p in range(board.num_points)
        ]
        lines = render_board(cells, board)
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


def _point(board: Board, point: int) -> int:
    if isinstance(point, bool) or not isinstance(point, int) or not 0 <= point < board.num_points:
        raise GameError(f"{point!r} is not a point of the {board.key} board")
    return point


__all__ = ["COLOUR_NAMES", "MEN_PER_SIDE", "MorrisState"]
