"""``MorrisController``: the flow of a Nine Men's Morris game as a QStateMachine.

    Playing
      Routing          -> picks the phase state for the position (or GameOver)
      Placing          men from the hand      } each: Deciding -> AwaitingHuman | AiThinking
      Moving           slides along lines     }       -> Animating -> back to Routing
      Flying           a side with three men  }
      Removing         AwaitingHuman: a human closed a mill and picks the man to take;
                       Animating: any move that takes a man (the computer's too) is shown
      GameOver

A human's turn is built click by click (``morris_input``): the man picked up and a move waiting
for its removal live in the board model, so the scene shows them; the move is committed whole.
The human seat and the way a click reaches it are shared with 9tka (``TurnController``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtStateMachine import QState

from ..games.morris import MorrisMove, MorrisState, point_name
from ..models import MorrisBoardModel
from ..models.roles import seat_name
from .clicks import Click, Step
from .morris_input import interpret_click
from .turn_controller import GAME_OVER, TurnController, tr

MORRIS_PHASES = ("Placing", "Moving", "Flying")


class MorrisController(TurnController):
    #: A human's move closed a mill: the man to take is to be picked.
    millClosed = Signal()
    #: The pending move was withdrawn (undo or Escape while picking the man to take).
    removalWithdrawn = Signal()
    #: A move that takes a man was committed.
    captureCommitted = Signal()

    GAME = "morris"
    PHASES = (*MORRIS_PHASES, "Removing")

    @property
    def morris_board(self) -> MorrisBoardModel:
        """The board model, with the man picked up and the move waiting for its removal."""
        board = self.board
        assert isinstance(board, MorrisBoardModel)
        return board

    # --- the state machine --------------------------------------------------------------------

    def _build_phases(self, playing: QState, routing: QState) -> None:
        removing = QState(playing)
        picking = QState(removing)
        showing = QState(removing)
        removing.setInitialState(picking)
        picking.addTransition(self.captureCommitted, showing)
        picking.addTransition(self.removalWithdrawn, routing)
        showing.addTransition(self.animationDone, routing)
        picking.entered.connect(self._on_picking)
        showing.entered.connect(self._on_capture_shown)
        self.states.update(
            {"Removing": removing, "Removing.AwaitingHuman": picking, "Removing.Animating": showing}
        )
        for name in MORRIS_PHASES:
            self._add_turn_phase(name, playing, routing)
            self.states[f"{name}.AwaitingHuman"].addTransition(self.millClosed, removing)
            self.states[f"{name}.AiThinking"].addTransition(self.captureCommitted, showing)

    @property
    def state(self) -> MorrisState:
        state = self.board.state
        assert isinstance(state, MorrisState)
        return state

    def _phase_name(self, state: MorrisState) -> str:
        if state.is_over():
            return GAME_OVER
        if state.phase == "placing":
            return "Placing"
        return "Flying" if state.can_fly(state.to_move) else "Moving"

    def _committed_signal(self, move: MorrisMove) -> Any:
        return self.moveCommitted if move.remove is None else self.captureCommitted

    def _on_picking(self) -> None:
        self._surface.set_interactive(True)
        self.statusChanged.emit(self.instruction())

    def _on_capture_shown(self) -> None:
        move = self.state.move_stack[-1] if self.state.move_stack else None
        if move is not None and move.remove is not None:
            mover = 1 - self.state.to_move
            self.statusChanged.emit(
                tr("{player} closed a mill and took the man on {point}.").format(
                    player=self._player_label(mover), point=point_name(move.remove)
                )
            )

    # --- clicks ----------------------------------------------------------------------------------

    def _interpret_click(self, point: int) -> Click[MorrisMove]:
        board = self.morris_board
        return interpret_click(self.state, board.selected, board.pending, point)

    def _take_step(self, click: Click[MorrisMove]) -> None:
        board = self.morris_board
        if click.step is Step.SELECT:
            board.select(click.point)
            self.statusChanged.emit(self.instruction())
        elif click.step is Step.DESELECT:
            board.select(None)
            self.statusChanged.emit(self.instruction())
        elif click.step is Step.PENDING:
            board.set_pending(click.move)
            self.millClosed.emit()

    def withdraw_removal(self) -> bool:
        """Take back the move that waits for its removal; True when there was one."""
        if self.morris_board.pending is None or not self._is_active("Removing.AwaitingHuman"):
            return False
        self.morris_board.set_pending(None)
        self._cancel_turns()
        self.removalWithdrawn.emit()
        return True

    def cancel_partial_move(self) -> bool:
        """Escape: forget a click waiting for its confirmation, else withdraw a pending mill,
        else put down the man picked up."""
        if super().cancel_partial_move() or self.withdraw_removal():
            return True
        if self.morris_board.selected is None or not self._any_active("AwaitingHuman"):
            return False
        self.morris_board.select(None)
        self.statusChanged.emit(self.instruction())
        return True

    def undo(self) -> None:
        if not self.withdraw_removal():
            super().undo()

    def can_undo(self) -> bool:
        return self.morris_board.pending is not None or super().can_undo()

    def _hint_allowed(self) -> bool:
        return super()._hint_allowed() and self.morris_board.pending is None

    def _hint_cell(self, move: MorrisMove) -> int | None:
        if move.src is not None and self.morris_board.selected != move.src:
            return move.src  # pick this man up first
        return move.dst

    def _cancel_turns(self) -> None:
        super()._cancel_turns()
        board = self.morris_board
        if board.pending is not None or board.selected is not None:
            # Deferred: the scene animates a withdrawn pending move back.
            QTimer.singleShot(0, lambda: self._clear_partial(board))

    def _clear_partial(self, board: MorrisBoardModel) -> None:
        if self._awaiting is None:
            board.set_pending(None)
            board.select(None)

    # --- words -----------------------------------------------------------------------------------

    def instruction(self) -> str:
        state = self.state
        seat = state.to_move
        who = self._player_label(seat)
        if state.is_over():
            return self.result_sentence()
        board = self.morris_board
        if board.pending is not None:
            return tr("{player} closed a mill: click one of {opponent}'s men to take it.").format(
                player=who, opponent=seat_name("morris", 1 - seat)
            )
        if state.phase == "placing":
            return tr("{player}: put a man on an empty point ({count} in hand).").format(
                player=who, count=state.men_in_hand(seat)
            )
        if board.selected is not None:
            where = point_name(board.selected)
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

    def result_sentence(self) -> str:
        state = self.state
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
        winner = self._player_label(outcome.winner)
        loser = seat_name("morris", 1 - outcome.winner)
        if outcome.reason == "blocked":
            return tr("Game over: {player} wins, {loser} cannot move.").format(
                player=winner, loser=loser
            )
        return tr("Game over: {player} wins, {loser} is down to two men.").format(
            player=winner, loser=loser
        )
