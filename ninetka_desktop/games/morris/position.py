"""A Morris position to set up (the board editor, a pasted FEN): what it holds, and whether the
rules can reach it.

``MorrisPosition`` is the position alone: the men of each side on the board, the men in hand,
the side to move, the count of plies without a removal, Morabaraba's no-return bans and the
plies played before it. ``position_problem`` says, in words a player can read, why the rules of
a game of the family cannot reach it or why the game would already be over there (with the point
at fault where there is one); ``state_from_position`` builds the game that plays on from it.

The checks are those every game of the rules reaching the position must pass (a set-up position
has no history to replay): each side's men on the board and in hand within its number of men;
in games with a placing phase, White placing first and the sides alternating; removals only
after the remover had a mill's worth of men; Three Men's Morris never removing; the slides
without a removal counted only where slides were played; a no-return ban only in Morabaraba
and only on a man that has just moved. A position where the game would already be over (a side
with two men, the side to move blocked, a mill in Three Men's Morris, a draw count reached) is
refused too: nothing could be played from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import GameError, PositionError
from .rules import Rules, resolve_rules
from .state import COLOUR_NAMES, MorrisState

Ban = tuple[int, int] | None


@dataclass(frozen=True, slots=True)
class MorrisPosition:
    """A position of a game of the Morris family (points are indices of its board)."""

    white: frozenset[int]
    black: frozenset[int]
    in_hand: tuple[int, int]
    #: 0 White, 1 Black.
    to_move: int
    #: Slides played since the last placement or removal.
    no_removal_plies: int = 0
    #: Morabaraba: per side, ``(here, back)``: the man on ``here`` may not go straight back to
    #: ``back`` to close a mill (``MorrisState.no_return_ban``).
    bans: tuple[Ban, Ban] = (None, None)
    #: Plies before this position as Sanmill counts them (a removal is a ply of its own).
    start_ply: int = 0

    @classmethod
    def of(cls, state: MorrisState) -> MorrisPosition:
        """The position ``state`` is in (a no-return ban only while it still bans a move: its
        man in place, the point it came from empty)."""
        return cls(
            white=frozenset(_points(state.bitboard(0))),
            black=frozenset(_points(state.bitboard(1))),
            in_hand=(state.men_in_hand(0), state.men_in_hand(1)),
            to_move=state.to_move,
            no_removal_plies=state.no_removal_plies,
            bans=(standing_ban(state, 0), standing_ban(state, 1)),
            start_ply=sanmill_ply(state),
        )

    def men(self, side: int) -> frozenset[int]:
        return self.white if side == 0 else self.black


def standing_ban(state: MorrisState, side: int) -> Ban:
    """``side``'s no-return ban while it still forbids a move, else None."""
    ban = state.no_return_ban(side)
    if ban is None or state.owner_at(ban[0]) != side or state.owner_at(ban[1]) is not None:
        return None
    return ban


def sanmill_ply(state: MorrisState) -> int:
    """The plies played to reach ``state`` as Sanmill counts them: a move that removes a man is
    two plies there."""
    moves = state.move_stack
    return state.start_ply + len(moves) + sum(1 for move in moves if move.remove is not None)


def _points(bitboard: int) -> list[int]:
    return [point for point in range(bitboard.bit_length()) if bitboard >> point & 1]


def position_problem(position: MorrisPosition, options: Mapping[str, Any]) -> PositionError | None:
    """Why the game ``options`` choose cannot be set up in ``position`` (a ``PositionError``
    whose ``where`` is the point at fault, if any), or None when it can."""
    try:
        state_from_position(position, options)
    except PositionError as error:
        return error
    return None


def state_from_position(position: MorrisPosition, options: Mapping[str, Any]) -> MorrisState:
    """The game under ``options`` that plays on from ``position``; PositionError says why there
    is none (GameError for options the family does not have)."""
    rules = resolve_rules(options)
    _check(position, rules)
    try:
        state = MorrisState.from_position(
            sorted(position.white),
            sorted(position.black),
            position.in_hand,
            position.to_move,
            no_removal_plies=position.no_removal_plies,
            bans=position.bans,
            start_ply=position.start_ply,
            **options,
        )
    except PositionError:
        raise
    except GameError as error:
        raise PositionError(str(error)) from error
    outcome = state.outcome()
    if outcome is not None:
        part = {"no-removal": "clock", "two-men": "hand", "blocked": "to_move"}.get(outcome.reason)
        seat = None if outcome.winner is None else 1 - outcome.winner
        raise PositionError(
            _over_reason(state, outcome.reason, outcome.winner), part=part, seat=seat
        )
    return state


def _over_reason(state: MorrisState, reason: str, winner: int | None) -> str:
    if winner is None:
        if reason == "full-board":
            return "the board is full with every man placed: the game would already be drawn"
        return "the moves without a removal reach the game's limit: it would already be drawn"
    loser = COLOUR_NAMES[1 - winner]
    if reason == "two-men":
        return f"{loser} has fewer than three men: the game would already be over"
    if reason == "mill":
        return f"{COLOUR_NAMES[winner]} has a mill: the game would already be won"
    return f"{loser}, to move, cannot move: the game would already be over"


def _check(position: MorrisPosition, rules: Rules) -> None:
    board = rules.board
    variant = rules.variant
    men = rules.men
    name = board.point_name
    for side in (0, 1):
        for point in position.men(side):
            if type(point) is not int or not 0 <= point < board.num_points:
                raise PositionError(f"{point!r} is not a point of the {variant.name} board")
    both = position.white & position.black
    if both:
        point = min(both)
        raise PositionError(f"{name(point)} holds a white and a black man", where=point)
    if position.to_move not in (0, 1):
        raise PositionError("the side to move must be White or Black", part="to_move")
    for value, what, part, seat in (
        (position.no_removal_plies, "the count of moves without a removal", "clock", None),
        (position.start_ply, "the number of plies played", "ply", None),
        *((count, "a count of men in hand", "hand", seat) for seat, count in enumerate(
            position.in_hand
        )),
    ):
        if type(value) is not int or value < 0:
            raise PositionError(f"{what} must be a whole number, 0 or more", part=part, seat=seat)
    on_board = (len(position.white), len(position.black))
    placed = (men - position.in_hand[0], men - position.in_hand[1])
    for side in (0, 1):
        colour = COLOUR_NAMES[side]
        if on_board[side] + position.in_hand[side] > men:
            raise PositionError(
                f"{colour} has {on_board[side]} men on the board and {position.in_hand[side]} in "
                f"hand, more than the {men} of {variant.name}",
                part="hand",
                seat=side,
            )
        removed = placed[side] - on_board[side]
        if variant.mill_wins and removed:
            raise PositionError(
                f"{colour} has {on_board[side]} men on the board and {position.in_hand[side]} in "
                f"hand: {variant.name} never removes a man, so they must make {men}",
                part="hand",
                seat=side,
            )
        if removed and placed[1 - side] < 3:
            raise PositionError(
                f"{colour} has lost {_men(removed)}, but {COLOUR_NAMES[1 - side]} has placed "
                f"only {placed[1 - side]}: a mill takes three",
                part="hand",
                seat=side,
            )
    placing = any(position.in_hand)
    if placing and not variant.place_or_move:
        # White places first and the sides alternate until every man is placed.
        expected = placed[1] + position.to_move
        if placed[0] != expected:
            raise PositionError(
                f"White has placed {placed[0]} men and Black {placed[1]}: with "
                f"{COLOUR_NAMES[position.to_move]} to move, White must have placed {expected}, "
                "since the sides place in turn from White",
                part="hand",
                seat=0 if position.to_move == 1 else 1,
            )
        for side in (0, 1):
            removed = placed[side] - on_board[side]
            # Only placements have closed mills so far: one removal a placement, the first
            # after the remover's third man.
            if removed > max(placed[1 - side] - 2, 0):
                raise PositionError(
                    f"{COLOUR_NAMES[side]} has lost {_men(removed)}, more than "
                    f"{COLOUR_NAMES[1 - side]}'s {placed[1 - side]} placements can have taken",
                    part="hand",
                    seat=side,
                )
        if position.no_removal_plies:
            raise PositionError(
                "no man has moved yet while men are being placed: the count of moves without a "
                "removal must be 0",
                part="clock",
            )
    for side, ban in enumerate(position.bans):
        if ban is None:
            continue
        colour = COLOUR_NAMES[side]
        if not rules.no_return:
            raise PositionError(
                f"{variant.name} (with these rules) has no no-return rule", part="ban", seat=side
            )
        here, back = ban
        for point in ban:
            if type(point) is not int or not 0 <= point < board.num_points:
                raise PositionError(
                    f"{point!r} is not a point of the {variant.name} board", part="ban", seat=side
                )
        if here not in position.men(side):
            raise PositionError(
                f"{colour}'s no-return ban is for a man on {name(here)}, and none is there",
                where=here,
                part="ban",
                seat=side,
            )
        if back in position.white | position.black:
            raise PositionError(
                f"{colour}'s no-return ban keeps a man from {name(back)}, which is taken",
                where=back,
                part="ban",
                seat=side,
            )
        if position.in_hand[side] and not variant.place_or_move:
            raise PositionError(
                f"{colour} has men to place, so none of its men has moved yet",
                part="ban",
                seat=side,
            )


def _men(count: int) -> str:
    return "1 man" if count == 1 else f"{count} men"


__all__ = [
    "MorrisPosition",
    "position_problem",
    "sanmill_ply",
    "standing_ban",
    "state_from_position",
]
