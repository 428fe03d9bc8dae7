"""``NinetkaController``: the flow of a 9tka match as a QStateMachine.

    Playing
      Routing          -> picks the phase state for the position (or GameOver)
      Setup            neutral counters   } each: Deciding -> AwaitingHuman | AiThinking
      Placement        edge placement     }       -> Animating -> back to Routing
      Movement         slides             }
      GameOver

Forced passes are played by the controller itself and announced. A click means one move or
none (``ninetka_input``). What every game's flow shares (players, clicks, undo, redo, hints, the
game's end) lives in ``TurnController``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtStateMachine import QState

from ..games.ninetka import PASS, MoveKind, NinetkaMove, NinetkaState
from ..models import MoveHistoryModel, NinetkaBoardModel, NinetkaScoreModel
from .ai_bridge import QtAiRunner
from .clicks import Click
from .ninetka_input import interpret_click
from .turn_controller import GAME_OVER, BoardSurface, TurnController, tr

__all__ = ["PASS_PAUSE_MS", "PHASE_STATES", "BoardSurface", "NinetkaController"]

PHASE_STATES = ("Setup", "Placement", "Movement")
#: How long a forced pass is shown before play goes on.
PASS_PAUSE_MS = TurnController.FORCED_PAUSE_MS


class NinetkaController(TurnController):
    GAME = "9tka"
    PHASES = PHASE_STATES

    def __init__(
        self,
        board: NinetkaBoardModel,
        history: MoveHistoryModel,
        scores: NinetkaScoreModel,
        surface: BoardSurface,
        animations_finished: Any,
        runner: QtAiRunner,
        parent: QObject | None = None,
    ) -> None:
        self.scores = scores
        super().__init__(board, history, surface, animations_finished, runner, parent)

    def _build_phases(self, playing: QState, routing: QState) -> None:
        for name in PHASE_STATES:
            self._add_turn_phase(name, playing, routing)

    @property
    def state(self) -> NinetkaState:
        state = self.board.state
        assert isinstance(state, NinetkaState)
        return state

    def _phase_name(self, state: NinetkaState) -> str:
        return {
            "neutrals": "Setup",
            "edge": "Placement",
            "movement": "Movement",
            "over": GAME_OVER,
        }[state.phase]

    def _forced_move(self, state: NinetkaState) -> NinetkaMove | None:
        # A pass is legal only when it is the one legal move.
        return PASS if state.is_legal(PASS) else None

    def _announce_forced(self, state: NinetkaState) -> None:
        seat = state.to_move
        self.statusChanged.emit(
            tr("{player} cannot move and must pass.").format(player=self._player_label(seat))
        )
        self.passAnnounced.emit(seat)

    def _sync_side_models(self) -> None:
        self.scores.sync(self.state)
        super()._sync_side_models()

    # --- clicks ----------------------------------------------------------------------------------

    def _interpret_click(self, cell: int) -> Click[NinetkaMove]:
        return interpret_click(self.state, cell)

    def _hint_cell(self, move: NinetkaMove) -> int | None:
        return None if move.kind is MoveKind.PASS else move.cell

    # --- words -----------------------------------------------------------------------------------

    def instruction(self) -> str:
        state = self.state
        who = self._player_label(state.to_move)
        if state.phase == "neutrals":
            return tr("{player}: put a neutral counter on an empty core cell of a section "
                      "that has none yet.").format(player=who)
        if state.phase == "edge":
            return tr("{player}: put one of your counters on an empty edge slot.").format(
                player=who
            )
        if state.phase == "movement":
            return tr("{player}: click one of your waiting counters to slide it in.").format(
                player=who
            )
        return self.result_sentence()

    def result_sentence(self) -> str:
        outcome = self.state.outcome()
        if outcome is None or outcome.winner is None:
            return ""
        score = outcome.scores[outcome.winner]
        # %n: the plural form the language needs (lupdate needs a plain name as the count).
        return QCoreApplication.translate(
            "GameController", "Game over: {player} wins with %n sections.", None, score
        ).format(player=self._player_label(outcome.winner))
