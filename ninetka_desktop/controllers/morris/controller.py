"""``MorrisController``: the shared turn flow with the removal a mill adds.

    Playing
      Routing          -> picks the phase state for the position (or GameOver)
      Placing          men from the hand      } each: Deciding -> AwaitingHuman | AiThinking
      Moving           slides along lines     }       -> Animating -> back to Routing
      Flying           a side with three men  }
      Removing         AwaitingHuman: a human closed a mill and picks the man to take;
                       Animating: any move that takes a man (the computer's too) is shown
      GameOver

A human's turn is built click by click (``turns.interpret_click``): the man picked up and a move
waiting for its removal live in the board model, so the scene shows them; the move is committed
whole. Everything else, the sentences included, is the shared flow's and ``MORRIS_TURNS``'.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtStateMachine import QState

from ...games.morris import MorrisMove, MorrisState
from ...models import MorrisBoardModel
from ...models.move_tree_model import MoveTreeModel
from ..ai_bridge import QtAiRunner
from ..clicks import Click, Step
from ..turn_controller import BoardSurface, TurnController
from ..turn_rules import Draft
from .turns import MORRIS_TURNS


class MorrisController(TurnController):
    #: A human's move closed a mill: the man to take is to be picked.
    millClosed = Signal()
    #: The pending move was withdrawn (undo or Escape while picking the man to take).
    removalWithdrawn = Signal()
    #: A move that takes a man was committed.
    captureCommitted = Signal()

    def __init__(
        self,
        board: MorrisBoardModel,
        moves: MoveTreeModel,
        surface: BoardSurface,
        animations_finished: Any,
        runner: QtAiRunner,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(
            MORRIS_TURNS, board, moves, surface, animations_finished, runner, parent
        )
        #: The board model, with the man picked up and the move waiting for its removal.
        self.morris_board = board
        self.morris_rules = MORRIS_TURNS

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
        self.phase_names.append("Removing")
        self.states.update(
            {"Removing": removing, "Removing.AwaitingHuman": picking, "Removing.Animating": showing}
        )
        for name in self.rules.phases:
            self._add_turn_phase(name, playing, routing)
            self.states[f"{name}.AwaitingHuman"].addTransition(self.millClosed, removing)
            # A mill move typed by name comes whole, with its removal.
            self.states[f"{name}.AwaitingHuman"].addTransition(self.captureCommitted, showing)
            self.states[f"{name}.AiThinking"].addTransition(self.captureCommitted, showing)

    @property
    def state(self) -> MorrisState:
        state = self.board.state
        assert isinstance(state, MorrisState)
        return state

    def _committed_signal(self, move: MorrisMove) -> Any:
        return self.moveCommitted if move.remove is None else self.captureCommitted

    def _on_picking(self) -> None:
        self._surface.set_interactive(True)
        self.statusChanged.emit(self.instruction())

    def _on_capture_shown(self) -> None:
        sentence = self.morris_rules.capture_sentence(self.state, self._player_label)
        if sentence:
            self.statusChanged.emit(sentence)

    # --- clicks ----------------------------------------------------------------------------------

    def _draft(self) -> Draft[MorrisMove]:
        board = self.morris_board
        return Draft(board.selected, board.pending)

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
