"""``GameController``: the flow of a 9tka match as a QStateMachine.

    Playing
      Routing          -> picks the phase state for the position (or GameOver)
      Setup            neutral counters   } each: Deciding -> AwaitingHuman | AiThinking
      Placement        edge placement     }       -> Animating -> back to Routing
      Movement         slides             }
      GameOver

Every transition fires on a signal: a committed move, an AI result (through the player's
``moveChosen``), the scene's ``animationsFinished``, or ``positionReset`` after undo, redo, open
or a new game. Forced passes are played by the controller itself and announced.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtStateMachine import QState, QStateMachine

from ..games.ninetka import PASS, MoveKind, NinetkaMove, NinetkaState
from ..games.records import Seat
from ..models import BoardModel, MoveHistoryModel, ScoreModel
from ..models.roles import seat_name
from .ai_bridge import QtAiRunner
from .match import Match
from .players import ComputerPlayer, HumanPlayer, Player


def tr(text: str) -> str:
    return QCoreApplication.translate("GameController", text)


class BoardSurface(Protocol):
    """What the controller needs of the board scene."""

    def set_interactive(self, interactive: bool) -> None: ...
    def set_hint(self, cell: int | None) -> None: ...


PHASE_STATES = ("Setup", "Placement", "Movement")
#: How long a forced pass is shown before play goes on.
PASS_PAUSE_MS = 700


class GameController(QObject):
    # --- for the window -----------------------------------------------------------------------
    #: One sentence: whose turn and what to do.
    statusChanged = Signal(str)
    #: A computer seat started (True) or stopped (False) thinking.
    thinkingChanged = Signal(bool)
    #: The seat that was forced to pass.
    passAnnounced = Signal(int)
    #: The game ended; the window shows the result.
    gameFinished = Signal()
    #: Anything about the position or the history changed (undo/redo availability too).
    positionChanged = Signal()
    #: A hint for the human to move: the cell to click.
    hintReady = Signal(int)

    # --- for the state machine ----------------------------------------------------------------
    positionReset = Signal()
    toSetup = Signal()
    toPlacement = Signal()
    toMovement = Signal()
    toGameOver = Signal()
    humanToMove = Signal()
    computerToMove = Signal()
    moveCommitted = Signal()
    animationDone = Signal()

    def __init__(
        self,
        board: BoardModel,
        history: MoveHistoryModel,
        scores: ScoreModel,
        surface: BoardSurface,
        animations_finished: Any,
        runner: QtAiRunner,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.board = board
        self.history = history
        self.scores = scores
        self._surface = surface
        self._runner = runner
        self.match: Match | None = None
        self._players: list[Player] = []
        self._redo: list[NinetkaMove] = []
        self._animating = False
        self._hint_player: ComputerPlayer | None = None
        #: False keeps computer seats from moving (a still picture, e.g. for screenshots).
        self.autoplay = True
        # The player whose turn is open. Tracked here rather than read from the states' active
        # flags, because a state is not yet "active" while its entered() signal runs, and a
        # quick computer answer can arrive right then.
        self._awaiting: Player | None = None
        animations_finished.connect(self._on_animations_finished)
        self.machine = QStateMachine(self)
        self.states: dict[str, QState] = {}
        self._build_machine()

    # --- the state machine --------------------------------------------------------------------

    def _build_machine(self) -> None:
        playing = QState(self.machine)
        routing = QState(playing)
        game_over = QState(playing)
        self.states.update(Playing=playing, Routing=routing, GameOver=game_over)
        playing.setInitialState(routing)
        playing.addTransition(self.positionReset, routing)
        routing.entered.connect(lambda: QTimer.singleShot(0, self._route))
        routing.addTransition(self.toGameOver, game_over)
        game_over.entered.connect(self._on_game_over)
        for name, signal in zip(
            PHASE_STATES, (self.toSetup, self.toPlacement, self.toMovement), strict=True
        ):
            phase = QState(playing)
            deciding = QState(phase)
            awaiting = QState(phase)
            thinking = QState(phase)
            animating = QState(phase)
            phase.setInitialState(deciding)
            routing.addTransition(signal, phase)
            deciding.addTransition(self.humanToMove, awaiting)
            deciding.addTransition(self.computerToMove, thinking)
            deciding.addTransition(self.moveCommitted, animating)  # a forced pass
            awaiting.addTransition(self.moveCommitted, animating)
            thinking.addTransition(self.moveCommitted, animating)
            animating.addTransition(self.animationDone, routing)
            deciding.entered.connect(lambda: QTimer.singleShot(0, self._decide))
            awaiting.entered.connect(self._on_awaiting_human)
            thinking.entered.connect(self._on_ai_thinking)
            thinking.exited.connect(lambda: self.thinkingChanged.emit(False))
            animating.entered.connect(self._on_animating)
            self.states.update(
                {
                    name: phase,
                    f"{name}.Deciding": deciding,
                    f"{name}.AwaitingHuman": awaiting,
                    f"{name}.AiThinking": thinking,
                    f"{name}.Animating": animating,
                }
            )
        self.machine.setInitialState(playing)

    def active_state_names(self) -> set[str]:
        return {name for name, state in self.states.items() if state.active()}

    @property
    def state(self) -> NinetkaState:
        return self.board.state

    def _route(self) -> None:
        if not self.states["Routing"].active():
            return
        phase = self.state.phase
        signal = {
            "neutrals": self.toSetup,
            "edge": self.toPlacement,
            "movement": self.toMovement,
            "over": self.toGameOver,
        }[phase]
        signal.emit()

    def _decide(self) -> None:
        if not any(self.states[f"{p}.Deciding"].active() for p in PHASE_STATES):
            return
        state = self.state
        if state.legal_moves() == [PASS]:
            seat = state.to_move
            self.statusChanged.emit(
                tr("{player} cannot move and must pass.").format(player=self._player_label(seat))
            )
            self.passAnnounced.emit(seat)
            # A short pause, so that the announcement is read before play moves on.
            plies = len(state.move_stack)
            QTimer.singleShot(PASS_PAUSE_MS, lambda: self._play_pass(plies))
            return
        player = self._players[state.to_move]
        if player.is_human:
            self.humanToMove.emit()
        elif self.autoplay:
            self.computerToMove.emit()
        else:
            self.statusChanged.emit(
                tr("{player} is to move.").format(player=self._player_label(state.to_move))
            )

    def _play_pass(self, plies: int) -> None:
        still_deciding = any(self.states[f"{p}.Deciding"].active() for p in PHASE_STATES)
        if still_deciding and len(self.state.move_stack) == plies:  # nothing undone meanwhile
            self._commit(PASS)

    def _on_awaiting_human(self) -> None:
        player = self._awaiting = self._players[self.state.to_move]
        player.take_turn(self.state)
        self._surface.set_interactive(True)
        self.statusChanged.emit(self.instruction())

    def _on_ai_thinking(self) -> None:
        seat = self.state.to_move
        self._surface.set_interactive(False)
        self.thinkingChanged.emit(True)
        self.statusChanged.emit(
            tr("{player} is thinking…").format(player=self._player_label(seat))
        )
        player = self._awaiting = self._players[seat]
        player.take_turn(self.state)

    def _on_animating(self) -> None:
        if not self._animating:
            QTimer.singleShot(0, self.animationDone.emit)

    def _on_animations_finished(self) -> None:
        self._animating = False
        if any(self.states[f"{p}.Animating"].active() for p in PHASE_STATES):
            self.animationDone.emit()

    def _on_game_over(self) -> None:
        self._surface.set_interactive(False)
        if self.match is not None:
            self.match.record_result(self.state)
        self.statusChanged.emit(self.result_sentence())
        self.positionChanged.emit()
        self.gameFinished.emit()

    # --- starting and changing games -----------------------------------------------------------

    def start(self, match: Match, state: NinetkaState | None = None) -> None:
        """Play ``match`` from a new game, or from ``state`` (a resumed or opened game)."""
        self._cancel_turns()
        self.match = match
        self._make_players(match.seats())
        self._redo.clear()
        self._set_state(state if state is not None else match.new_state())
        if self.machine.isRunning():
            self.positionReset.emit()
        else:
            self.machine.start()

    def next_game(self) -> None:
        """The tournament's next game, seats rotated."""
        assert self.match is not None
        self.match.next_game()
        self.start(self.match)

    def _make_players(self, seats: tuple[Seat, ...]) -> None:
        for old in self._players:
            old.cancel()
            old.deleteLater()
        self._players = []
        for seat in seats:
            player: Player
            if seat.kind == "computer" and seat.level is not None:
                player = ComputerPlayer(self._runner, seat.level, parent=self)
            else:
                player = HumanPlayer(self)
            # Bound to the player explicitly: QObject.sender() is not reliable from Python slots.
            player.moveChosen.connect(partial(self._on_move_chosen, player))
            self._players.append(player)

    def _set_state(self, state: NinetkaState) -> None:
        self.board.set_state(state)
        self._sync_side_models()

    def _sync_side_models(self) -> None:
        self.history.sync(self.state)
        self.scores.sync(self.state)
        self.positionChanged.emit()

    # --- moves -----------------------------------------------------------------------------------

    def activate_cell(self, cell: int) -> bool:
        """A click (or Enter) on ``cell`` from the board; True when it played a move."""
        human = self._awaiting
        return isinstance(human, HumanPlayer) and human.activate(cell)

    def activate_preview(self, cell: int) -> bool:
        """True when a click on ``cell`` would play a move now (for confirm-before-playing)."""
        human = self._awaiting
        return isinstance(human, HumanPlayer) and human.move_for_cell(cell) is not None

    def human_to_move(self) -> bool:
        """True when the seat to move is a human's."""
        return bool(self._players) and self._players[self.state.to_move].is_human

    def _on_move_chosen(self, player: Player, move: NinetkaMove) -> None:
        if player is not self._awaiting or move not in self.state.legal_moves():
            return  # only the player whose turn is open may move, and only legally
        self._awaiting = None
        self._redo.clear()
        self._commit(move)

    def _commit(self, move: NinetkaMove) -> None:
        self._surface.set_interactive(False)
        self._surface.set_hint(None)
        self._animating = move.kind is not MoveKind.PASS
        self.board.play(move)
        self._sync_side_models()
        self.moveCommitted.emit()

    # --- undo, redo, hint -------------------------------------------------------------------------

    def can_undo(self) -> bool:
        return bool(self.state.move_stack) and self._has_human()

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> None:
        """Take back moves; against the computer, back to the human's previous turn."""
        if not self.can_undo():
            return
        self._cancel_turns()
        state = self.state
        self._redo.append(self.board.undo())
        # Keep going while a computer (or a forced pass) would move at once from here.
        while state.move_stack and (
            not self._players[state.to_move].is_human or state.legal_moves() == [PASS]
        ):
            self._redo.append(self.board.undo())
        self._after_jump()

    def redo(self) -> None:
        if not self._redo:
            return
        self._cancel_turns()
        self.board.play(self._redo.pop())
        while self._redo and (
            not self._players[self.state.to_move].is_human
            or self.state.legal_moves() == [PASS]
        ):
            self.board.play(self._redo.pop())
        self._after_jump()

    def _after_jump(self) -> None:
        self._animating = False
        if self.match is not None and not self.state.is_over():
            self.match.forget_result()
        self._sync_side_models()
        self.positionReset.emit()

    def request_hint(self) -> None:
        """Ask the strongest level for the human's move; ``hintReady`` brings the cell."""
        if not isinstance(self._awaiting, HumanPlayer):
            return
        if self._hint_player is None:
            self._hint_player = ComputerPlayer(self._runner, 6, seed=0, parent=self)
            self._hint_player.moveChosen.connect(self._on_hint)
        self._hint_player.take_turn(self.state)

    def _on_hint(self, move: NinetkaMove) -> None:
        if move in self.state.legal_moves() and move.kind is not MoveKind.PASS:
            self._surface.set_hint(move.cell)
            self.hintReady.emit(move.cell)

    def _cancel_turns(self) -> None:
        self._awaiting = None
        for player in self._players:
            player.cancel()
        if self._hint_player is not None:
            self._hint_player.cancel()
        self._surface.set_interactive(False)
        self._surface.set_hint(None)

    def _has_human(self) -> bool:
        return any(player.is_human for player in self._players)

    def shutdown(self) -> None:
        self._cancel_turns()
        self.machine.stop()

    # --- words for the window ---------------------------------------------------------------------

    def seats(self) -> tuple[Seat, ...]:
        return self.match.seats() if self.match is not None else ()

    def _player_label(self, seat: int) -> str:
        seats = self.seats()
        colour = seat_name("9tka", seat)
        name = seats[seat].name if seat < len(seats) else colour
        return name if name == colour else f"{name} ({colour})"

    def instruction(self) -> str:
        """What the player to move should do, in one sentence."""
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
        return tr("Game over: {player} wins with {score} sections.").format(
            player=self._player_label(outcome.winner), score=outcome.scores[outcome.winner]
        )
