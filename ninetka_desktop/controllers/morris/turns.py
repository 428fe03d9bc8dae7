"""What a turn of a Morris game means for the shared turn flow: ``MORRIS_TURNS`` and
``interpret_click``, for every game of the family.

A Morris turn can take up to three clicks: pick up a man (moving and flying), put it on its
point, and, when that closes a mill, pick the opponent's man to take. ``interpret_click`` turns
one click into one step, from the legal moves alone, so it can never build an illegal move, and
the move it completes is played without a second check. In Lasker Morris a turn may place or
move: a click on an empty point places (unless a man is picked up and may go there), a click on
one's own man picks it up.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...games.errors import GameError, IllegalMoveError
from ...games.morris import MorrisMove, MorrisState
from ...games.morris.mssa import from_mssa
from ...models.morris.family import board_of, variant_of
from ...models.roles import seat_name
from ..clicks import NOTHING, Click, Step
from ..turn_rules import GAME_OVER, Draft, SeatLabel, tr

#: The engine's reasons for the ends only some games of the family have.
MILL_WIN = "mill"  # Three Men's Morris: the first mill wins
FULL_BOARD = "full-board"  # Twelve Men's Morris, Morabaraba: a full board after placing


def endgame_count(state: MorrisState) -> bool:
    """Whether a no-removal draw came from Morabaraba's count of the endgame (10 moves while
    a player has three cows), not from the general limit."""
    limit = state.options()["no_removal_limit"]
    count = variant_of(state).endgame_limit
    return bool(count) and (limit == 0 or state.no_removal_plies < limit)


__all__ = ["MORRIS_TURNS", "NOTHING", "Click", "MorrisTurns", "Step", "interpret_click"]


def interpret_click(
    state: MorrisState, selected: int | None, pending: MorrisMove | None, point: int
) -> Click[MorrisMove]:
    """The step a click on ``point`` makes, given the man picked up and the pending move."""
    legal = state.legal_moves()
    if pending is not None:
        for move in legal:
            if (move.src, move.dst, move.remove) == (pending.src, pending.dst, point):
                return Click(Step.PLAY, move=move, judged=True)
        return NOTHING
    if not legal:
        return NOTHING
    if selected is not None:
        if point == selected:
            return Click(Step.DESELECT)
        put = _put(legal, selected, point)
        if put.step is not Step.NOTHING:
            return put
    if any(move.src == point for move in legal):
        return Click(Step.SELECT, point=point)
    # Placing from the hand (in Lasker Morris, a click on an empty point the picked-up man
    # cannot reach places a man there).
    return _put(legal, None, point)


def _put(legal: list[MorrisMove], src: int | None, dst: int) -> Click[MorrisMove]:
    """Putting a man from ``src`` (None: from the hand) on ``dst``."""
    matching = [move for move in legal if move.src == src and move.dst == dst]
    if not matching:
        return NOTHING
    if matching[0].remove is not None:  # every such move names a man to take
        return Click(Step.PENDING, move=MorrisMove(src, dst))
    return Click(Step.PLAY, move=matching[0], judged=True)


class MorrisTurns:
    """The turn rules of Nine Men's Morris (see ``turn_rules.TurnRules``). The controller adds
    the Removing state for the man a human's mill takes (``morris/controller.py``)."""

    game: str = "morris"
    phases: tuple[str, ...] = ("Placing", "Moving", "Flying")

    def phase_name(self, state: MorrisState) -> str:
        if state.is_over():
            return GAME_OVER
        if state.men_in_hand(state.to_move):  # Lasker Morris: placing or moving, both offered
            return "Placing"
        return "Flying" if state.can_fly(state.to_move) else "Moving"

    def forced_move(self, state: MorrisState) -> MorrisMove | None:
        return None  # a side that cannot move has lost

    def forced_sentence(self, state: MorrisState, label: SeatLabel) -> str:
        return ""

    def interpret_click(
        self, state: MorrisState, draft: Draft[MorrisMove], point: int
    ) -> Click[MorrisMove]:
        return interpret_click(state, draft.selected, draft.pending, point)

    def read_move(self, state: MorrisState, draft: Draft[MorrisMove], text: str) -> MorrisMove:
        pending = draft.pending
        if pending is not None:
            # A mill waits for its removal: a point names the man to take ("b4").
            if state.variant.mssa_input:
                text = from_mssa(text)
            try:
                point = board_of(state).parse_point(text)
            except GameError:
                pass
            else:
                move = MorrisMove(pending.src, pending.dst, point)
                reason = state.illegal_reason(move)
                if reason is not None:
                    raise IllegalMoveError(reason)
                return move
        return state.parse_move(text)

    def hint_cell(self, draft: Draft[MorrisMove], move: MorrisMove) -> int | None:
        if move.src is not None and draft.selected != move.src:
            return move.src  # pick this man up first
        return move.dst

    def instruction(self, state: MorrisState, draft: Draft[MorrisMove], label: SeatLabel) -> str:
        if state.is_over():
            return self.result_sentence(state, label)
        seat = state.to_move
        who = label(seat)
        cows = variant_of(state).cows
        if draft.pending is not None:
            text = (
                tr("{player} closed a mill: click one of {opponent}'s cows to shoot it.")
                if cows
                else tr("{player} closed a mill: click one of {opponent}'s men to take it.")
            )
            return text.format(player=who, opponent=seat_name("morris", 1 - seat))
        if draft.selected is not None:
            return self._move_sentence(state, draft.selected, who, cows)
        in_hand = state.men_in_hand(seat)
        movable = any(move.src is not None for move in state.legal_moves())
        if in_hand and movable:  # Lasker Morris
            return tr(
                "{player}: put a man from your hand ({count} left) on an empty point, "
                "or pick up one of your men to move it."
            ).format(player=who, count=in_hand)
        if in_hand:
            text = (
                tr("{player}: put a cow on an empty point ({count} in hand).")
                if cows
                else tr("{player}: put a man on an empty point ({count} in hand).")
            )
            return text.format(player=who, count=in_hand)
        if state.can_fly(seat):
            text = (
                tr("{player} has three cows left and may fly: pick one up.")
                if cows
                else tr("{player} has three men left and may fly: pick one up.")
            )
            return text.format(player=who)
        text = (
            tr("{player}: pick up one of your cows that can move.")
            if cows
            else tr("{player}: pick up one of your men that can move.")
        )
        return text.format(player=who)

    @staticmethod
    def _move_sentence(state: MorrisState, selected: int, who: str, cows: bool) -> str:
        """Where the man picked up may go."""
        where = board_of(state).point_name(selected)
        if state.can_fly(state.to_move):
            text = (
                tr("{player}: fly the cow from {point} to any empty point.")
                if cows
                else tr("{player}: fly the man from {point} to any empty point.")
            )
        elif state.options().get("nine_holes", False):
            text = tr("{player}: move the man from {point} to any empty point.")
        elif cows:
            text = tr("{player}: move the cow from {point} to a neighbouring empty point.")
        else:
            text = tr("{player}: move the man from {point} to a neighbouring empty point.")
        return text.format(player=who, point=where)

    def capture_sentence(self, state: MorrisState, label: SeatLabel) -> str:
        """What the last move took, when it closed a mill ("" otherwise)."""
        move = state.move_stack[-1] if state.move_stack else None
        if move is None or move.remove is None:
            return ""
        text = (
            tr("{player} closed a mill and shot the cow on {point}.")
            if variant_of(state).cows
            else tr("{player} closed a mill and took the man on {point}.")
        )
        return text.format(
            player=label(1 - state.to_move), point=board_of(state).point_name(move.remove)
        )

    def result_sentence(self, state: MorrisState, label: SeatLabel) -> str:
        outcome = state.outcome()
        if outcome is None:
            return ""
        cows = variant_of(state).cows
        if outcome.winner is None:
            return self._draw_sentence(state, outcome.reason)
        winner = label(outcome.winner)
        loser = seat_name("morris", 1 - outcome.winner)
        if outcome.reason == "blocked":
            text = tr("Game over: {player} wins, {loser} cannot move.")
        elif outcome.reason == MILL_WIN:
            text = tr("Game over: {player} wins with a mill.")
        elif cows:
            text = tr("Game over: {player} wins, {loser} is down to two cows.")
        else:
            text = tr("Game over: {player} wins, {loser} is down to two men.")
        return text.format(player=winner, loser=loser)

    @staticmethod
    def _draw_sentence(state: MorrisState, reason: str) -> str:
        if reason == "repetition":
            return tr("Game over: a draw, the same position came up for the third time.")
        if reason == FULL_BOARD:
            return tr("Game over: a draw, the board is full after placing.")
        if reason == "no-removal" and endgame_count(state):
            # %n: the plural form the language needs (lupdate needs a plain name as the count).
            count = variant_of(state).endgame_limit
            return QCoreApplication.translate(
                "GameController",
                "Game over: a draw, %n moves were played without a shot.",
                None,
                count,
            )
        limit = state.options()["no_removal_limit"]
        return QCoreApplication.translate(
            "GameController",
            "Game over: a draw, %n moves were played without a removal.",
            None,
            limit,
        )


MORRIS_TURNS = MorrisTurns()
