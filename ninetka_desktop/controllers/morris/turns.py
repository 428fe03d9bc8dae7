"""What a Nine Men's Morris turn means for the shared turn flow: ``MORRIS_TURNS`` and
``interpret_click``.

A Morris turn can take up to three clicks: pick up a man (moving and flying), put it on its
point, and, when that closes a mill, pick the opponent's man to take. ``interpret_click`` turns
one click into one step, from the legal moves alone, so it can never build an illegal move, and
the move it completes is played without a second check.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...games.errors import GameError, IllegalMoveError
from ...games.morris import MorrisMove, MorrisState, parse_point, point_name
from ...models.roles import seat_name
from ..clicks import NOTHING, Click, Step
from ..turn_rules import GAME_OVER, Draft, SeatLabel, tr

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
    if legal[0].src is None:  # placing
        return _put(legal, None, point)
    if selected is not None:
        if point == selected:
            return Click(Step.DESELECT)
        put = _put(legal, selected, point)
        if put.step is not Step.NOTHING:
            return put
    if any(move.src == point for move in legal):
        return Click(Step.SELECT, point=point)
    return NOTHING


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
        if state.phase == "placing":
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
            try:
                point = parse_point(text)
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
        seat = state.to_move
        who = label(seat)
        if state.is_over():
            return self.result_sentence(state, label)
        if draft.pending is not None:
            return tr("{player} closed a mill: click one of {opponent}'s men to take it.").format(
                player=who, opponent=seat_name("morris", 1 - seat)
            )
        if state.phase == "placing":
            return tr("{player}: put a man on an empty point ({count} in hand).").format(
                player=who, count=state.men_in_hand(seat)
            )
        if draft.selected is not None:
            where = point_name(draft.selected)
            if state.can_fly(seat):
                return tr("{player}: fly the man from {point} to any empty point.").format(
                    player=who, point=where
                )
            return tr("{player}: move the man from {point} to a neighbouring empty point.").format(
                player=who, point=where
            )
        if state.can_fly(seat):
            return tr("{player} has three men left and may fly: pick one up.").format(player=who)
        return tr("{player}: pick up one of your men that can move.").format(player=who)

    def capture_sentence(self, state: MorrisState, label: SeatLabel) -> str:
        """What the last move took, when it closed a mill ("" otherwise)."""
        move = state.move_stack[-1] if state.move_stack else None
        if move is None or move.remove is None:
            return ""
        return tr("{player} closed a mill and took the man on {point}.").format(
            player=label(1 - state.to_move), point=point_name(move.remove)
        )

    def result_sentence(self, state: MorrisState, label: SeatLabel) -> str:
        outcome = state.outcome()
        if outcome is None:
            return ""
        if outcome.winner is None:
            if outcome.reason == "repetition":
                return tr("Game over: a draw, the same position came up for the third time.")
            limit = state.options()["no_removal_limit"]
            # %n: the plural form the language needs (lupdate needs a plain name as the count).
            return QCoreApplication.translate(
                "GameController",
                "Game over: a draw, %n moves were played without a removal.",
                None,
                limit,
            )
        winner = label(outcome.winner)
        loser = seat_name("morris", 1 - outcome.winner)
        if outcome.reason == "blocked":
            return tr("Game over: {player} wins, {loser} cannot move.").format(
                player=winner, loser=loser
            )
        return tr("Game over: {player} wins, {loser} is down to two men.").format(
            player=winner, loser=loser
        )


MORRIS_TURNS = MorrisTurns()
