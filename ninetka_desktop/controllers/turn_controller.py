"""``TurnController``: the flow of every game's turns, as a QStateMachine.

    Playing
      Routing          -> picks the phase state for the position (or GameOver)
      <each phase>     Deciding -> AwaitingHuman | AiThinking -> Animating -> back to Routing
      GameOver

The game's turn rules (``turn_rules.TurnRules``: ``ninetka/turns.py``, ``morris/turns.py``) name
the phases and answer what differs between the games: which phase a position is in, a move
played by itself (a 9tka pass), what a click means, where a hint points, the status sentences.
This class supplies the rest: the players, starting and resuming matches, clicks and their
confirmation, committing moves, undo and redo, hints and the game's end. Every transition fires
on a signal: a committed move, an AI result (the player's ``moveChosen``), the scene's
``animationsFinished``, or ``positionReset`` after undo, redo, open or a new game. Morris adds
one state of its own, the removal a human's mill asks for (``morris/controller.py``).

One path for a click: the scene emits the cell; while a human seat's turn is open,
``activate_cell`` asks the rules what it means and commits the move it names. Each move is
judged legal once, by the engine: a 9tka click names its move and the engine's ``push`` judges
it; a Morris click is read against the legal moves (picking a man up and a mill need them), and
a computer's answer is judged by ``parse_move``; those two are played without a second check.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtStateMachine import QSignalTransition, QState, QStateMachine

from ..games.base import GameState
from ..games.errors import GameError, IllegalMoveError
from ..games.records import Seat
from ..games.seat_names import own_name
from ..models import MoveHistoryModel
from ..models.roles import seat_name
from .ai_bridge import QtAiRunner
from .clicks import Click, Step
from .match import Match
from .players import ComputerPlayer, HumanPlayer, Player
from .turn_rules import GAME_OVER, NO_DRAFT, Draft, TurnRules, tr


def confirm_prompt() -> str:
    # Under the window's context, where this text was always translated.
    return QCoreApplication.translate("MainWindow", "Click the same place again to play there.")


class BoardSurface(Protocol):
    """What the controller needs of the board scene."""

    def set_interactive(self, interactive: bool) -> None: ...
    def set_hint(self, cell: int | None) -> None: ...


class GameBoard(Protocol):
    """What the controller needs of the board model."""

    @property
    def state(self) -> Any: ...
    def play(self, move: Any, judged: bool = False) -> None: ...
    def undo(self) -> Any: ...
    def set_state(self, state: Any) -> None: ...


class SideModel(Protocol):
    """A model that follows the position after each move (9tka's score table)."""

    def sync(self, state: Any) -> None: ...


class RouteTransition(QSignalTransition):
    """Routing's way into one state: taken when ``routed`` carries that state's name, so one
    signal serves every phase of every game."""

    def __init__(self, routed: Any, name: str, source: QState) -> None:
        super().__init__(routed, source)
        self._name = name

    def eventTest(self, event: QEvent) -> bool:
        if not super().eventTest(event):
            return False
        assert isinstance(event, QStateMachine.SignalEvent)
        return bool(event.arguments()[0] == self._name)


class TurnController(QObject):
    # --- for the window -----------------------------------------------------------------------
    #: One sentence: whose turn and what to do.
    statusChanged = Signal(str)
    #: A computer seat started (True) or stopped (False) thinking.
    thinkingChanged = Signal(bool)
    #: The seat that was forced to pass (9tka).
    passAnnounced = Signal(int)
    #: The game ended; the window shows the result.
    gameFinished = Signal()
    #: Anything about the position or the history changed (undo/redo availability too).
    positionChanged = Signal()
    #: A hint for the human to move: the cell or point to click.
    hintReady = Signal(int)

    # --- for the state machine ----------------------------------------------------------------
    positionReset = Signal()
    #: Routing chose the state for the position: a phase's name, or "GameOver".
    routed = Signal(str)
    humanToMove = Signal()
    computerToMove = Signal()
    moveCommitted = Signal()
    animationDone = Signal()

    def __init__(
        self,
        rules: TurnRules,
        board: GameBoard,
        history: MoveHistoryModel,
        surface: BoardSurface,
        animations_finished: Any,
        runner: QtAiRunner,
        parent: QObject | None = None,
        side_models: Sequence[SideModel] = (),
    ) -> None:
        super().__init__(parent)
        self.rules = rules
        self.board = board
        self.history = history
        self._side_models = tuple(side_models)
        self._surface = surface
        self._runner = runner
        self.match: Match | None = None
        self._players: list[Player] = []
        self._redo: list[Any] = []
        self._hint_player: ComputerPlayer | None = None
        #: False keeps computer seats from moving (a still picture, e.g. for screenshots).
        self.autoplay = True
        #: True: a click that would complete a move only shows it (with the hint ring); a
        #: second click on the same place plays it. The steps before (a Morris man picked up,
        #: a mill waiting for its removal) can be taken back anyway, so they need no second.
        self.confirm_moves = False
        # The cell shown for confirmation, waiting for its second click.
        self._confirming: int | None = None
        # The player whose turn is open. Tracked here rather than read from the states' active
        # flags, because a state is not yet "active" while its entered() signal runs, and a
        # quick computer answer can arrive right then.
        self._awaiting: Player | None = None
        # False once shut down (another game took the window). A stopped QStateMachine leaves
        # its states flagged active, so state.active() alone would let a late timer or
        # animation of this game play on unseen, and sync the shared move list to it.
        self._live = False
        animations_finished.connect(self._on_animations_finished)
        self.machine = QStateMachine(self)
        self.states: dict[str, QState] = {}
        #: The phase states built, each with some of Deciding / AwaitingHuman / AiThinking /
        #: Animating.
        self.phase_names: list[str] = []
        self._routes: list[RouteTransition] = []
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
        self._add_route(routing, GAME_OVER, game_over)
        game_over.entered.connect(self._on_game_over)
        self._build_phases(playing, routing)
        self.machine.setInitialState(playing)

    def _build_phases(self, playing: QState, routing: QState) -> None:
        """Add the game's phase states under ``playing``, entered from ``routing``."""
        for name in self.rules.phases:
            self._add_turn_phase(name, playing, routing)

    def _add_route(self, routing: QState, name: str, target: QState) -> None:
        transition = RouteTransition(self.routed, name, routing)
        transition.setTargetState(target)
        # Kept: should the Python wrapper go, Qt would call the base eventTest (always true).
        self._routes.append(transition)

    def _add_turn_phase(self, name: str, playing: QState, routing: QState) -> QState:
        """A phase entered from Routing when it routes to ``name``: Deciding, then AwaitingHuman or
        AiThinking, then Animating after the committed move, then back to Routing."""
        phase = QState(playing)
        deciding = QState(phase)
        awaiting = QState(phase)
        thinking = QState(phase)
        animating = QState(phase)
        phase.setInitialState(deciding)
        self._add_route(routing, name, phase)
        deciding.addTransition(self.humanToMove, awaiting)
        deciding.addTransition(self.computerToMove, thinking)
        deciding.addTransition(self.moveCommitted, animating)  # a forced move
        awaiting.addTransition(self.moveCommitted, animating)
        thinking.addTransition(self.moveCommitted, animating)
        # The scene reports every played move's end exactly once (also a move it does not
        # animate, such as a 9tka pass, or when animations are off), so Animating just waits.
        animating.addTransition(self.animationDone, routing)
        deciding.entered.connect(lambda: QTimer.singleShot(0, self._decide))
        awaiting.entered.connect(self._on_awaiting_human)
        thinking.entered.connect(self._on_ai_thinking)
        thinking.exited.connect(lambda: self.thinkingChanged.emit(False))
        self.phase_names.append(name)
        self.states.update(
            {
                name: phase,
                f"{name}.Deciding": deciding,
                f"{name}.AwaitingHuman": awaiting,
                f"{name}.AiThinking": thinking,
                f"{name}.Animating": animating,
            }
        )
        return phase

    def active_state_names(self) -> set[str]:
        return {name for name in self.states if self._is_active(name)}

    def _is_active(self, name: str) -> bool:
        return self._live and self.states[name].active()

    def _any_active(self, substate: str) -> bool:
        """Whether ``substate`` (e.g. "Animating") of any phase that has one is active."""
        names = (f"{phase}.{substate}" for phase in self.phase_names)
        return any(name in self.states and self._is_active(name) for name in names)

    @property
    def state(self) -> Any:
        return self.board.state

    def _route(self) -> None:
        if not self._is_active("Routing"):
            return
        self.routed.emit(self.rules.phase_name(self.state))

    def _decide(self) -> None:
        if not self._any_active("Deciding"):
            return
        state = self.state
        forced = self.rules.forced_move(state)
        if forced is not None:
            self._announce_forced(state)
            # A short pause, so that the announcement is read before play moves on.
            plies = len(state.move_stack)
            QTimer.singleShot(self.FORCED_PAUSE_MS, lambda: self._play_forced(plies, forced))
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

    #: How long a forced move is announced before it is played.
    FORCED_PAUSE_MS = 700

    def _announce_forced(self, state: Any) -> None:
        """Say why the controller moves by itself."""
        self.statusChanged.emit(self.rules.forced_sentence(state, self._player_label))
        self.passAnnounced.emit(state.to_move)

    def _play_forced(self, plies: int, move: Any) -> None:
        # Only if nothing was undone or opened meanwhile: a late timer may meet another
        # position, so the move is asked for again (which judges it) rather than trusted.
        state = self.state
        if (
            self._any_active("Deciding")
            and len(state.move_stack) == plies
            and self.rules.forced_move(state) == move
        ):
            self._commit(move, judged=True)

    def _on_awaiting_human(self) -> None:
        # The human seat's turn is open while ``_awaiting`` names it; its clicks reach
        # activate_cell.
        self._awaiting = self._players[self.state.to_move]
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

    def _on_animations_finished(self) -> None:
        if self._any_active("Animating"):
            self.animationDone.emit()

    def _on_game_over(self) -> None:
        self._surface.set_interactive(False)
        if self.match is not None:
            self.match.record_result(self.state)
        self.statusChanged.emit(self.result_sentence())
        self.positionChanged.emit()
        self.gameFinished.emit()

    # --- starting and changing games -----------------------------------------------------------

    def start(self, match: Match, state: GameState[Any] | None = None) -> None:
        """Play ``match`` from a new game, or from ``state`` (a resumed or opened game)."""
        self._cancel_turns()
        self._live = True
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
                # Bound to the player explicitly: QObject.sender() is not reliable from Python
                # slots.
                player.moveChosen.connect(partial(self._on_move_chosen, player))
            else:
                player = HumanPlayer(parent=self)  # its moves come from activate_cell
            self._players.append(player)

    def _set_state(self, state: Any) -> None:
        self.board.set_state(state)
        self._sync_side_models()

    def _sync_side_models(self) -> None:
        state = self.state
        for model in self._side_models:
            model.sync(state)
        self.history.sync(state)
        self.positionChanged.emit()

    # --- moves -----------------------------------------------------------------------------------

    def activate_cell(self, cell: int) -> bool:
        """A click (or Enter) on ``cell`` from the board; True when it did something."""
        if self.confirm_moves and self._confirming != cell and self.activate_preview(cell):
            self._confirming = cell
            self._surface.set_hint(cell)
            self.statusChanged.emit(confirm_prompt())
            return True
        self._drop_confirmation()
        if self._open_human() is None:
            return False
        click = self._interpret_click(cell)
        if click.step is Step.PLAY:
            try:
                self.board.play(click.move, click.judged)
            except IllegalMoveError:
                return False  # e.g. a 9tka click on a filled cell: nothing changed
            self._after_move(click.move)
            return True
        if click.step is Step.NOTHING:
            return False
        self._take_step(click)
        return True

    def play_named(self, text: str) -> str | None:
        """Play the move ``text`` names in notation (typed by name) for the human to move:
        None when it was played, else why not, in the engine's own words."""
        if self._open_human() is None:
            return tr("It is not a human player's turn.")
        try:
            move = self.rules.read_move(self.state, self._draft(), text)
        except GameError as exc:
            return str(exc)
        self._commit(move, judged=True)  # read_move judged it; a waiting confirmation goes too
        return None

    def activate_preview(self, cell: int) -> bool:
        """True when a click on ``cell`` would complete a legal move now (for confirmation)."""
        if self._open_human() is None:
            return False
        click = self._interpret_click(cell)
        return click.step is Step.PLAY and (click.judged or self.state.is_legal(click.move))

    def cancel_partial_move(self) -> bool:
        """Escape: forget a click waiting for its confirmation; True when there was one."""
        if self._confirming is None:
            return False
        self._drop_confirmation()
        self.statusChanged.emit(self.instruction())
        return True

    def _drop_confirmation(self) -> None:
        if self._confirming is not None:
            self._confirming = None
            self._surface.set_hint(None)

    def _open_human(self) -> HumanPlayer | None:
        """The human seat whose turn is open, if any."""
        human = self._awaiting
        return human if isinstance(human, HumanPlayer) else None

    def _interpret_click(self, cell: int) -> Click[Any]:
        """What a click on ``cell`` means now, with the move in progress."""
        return self.rules.interpret_click(self.state, self._draft(), cell)

    def _draft(self) -> Draft[Any]:
        """The human's move in progress (none: a 9tka move is one click)."""
        return NO_DRAFT

    def _take_step(self, click: Click[Any]) -> None:
        """Show a step of a move in progress (a Morris man picked up, a pending mill)."""

    def human_to_move(self) -> bool:
        """True when the seat to move is a human's."""
        return bool(self._players) and self._players[self.state.to_move].is_human

    def _on_move_chosen(self, player: Player, move: Any) -> None:
        if player is not self._awaiting:
            return  # only the player whose turn is open may move
        # A computer seat's move was parsed by the engine in this position (or taken from its
        # legal moves), and the position cannot have changed while its turn was open.
        self._commit(move, judged=True)

    def _commit(self, move: Any, judged: bool = False) -> None:
        """Play ``move`` for the seat whose turn is open; IllegalMoveError, and nothing
        changed, when the engine refuses it (``judged``: it was found legal already)."""
        self.board.play(move, judged)
        self._after_move(move)

    def _after_move(self, move: Any) -> None:
        """Close the turn ``move`` ended and tell the state machine.

        The push comes before this, because it is where an unjudged move is judged and it
        raises before anything changed; for the length of the model's own signals the scene
        still shows the closed turn's marks, and nothing reads them in between."""
        self._awaiting = None
        self._confirming = None
        self._redo.clear()  # before the side models' positionChanged: redo is gone now
        self._surface.set_interactive(False)
        self._surface.set_hint(None)  # the confirmation ring or a hint
        if self._hint_player is not None:
            self._hint_player.cancel()  # a hint still on its way was for this position
        self._sync_side_models()
        if self._human_turn_next():
            # The board keeps a click made while the move is shown for that turn, so the
            # sentence says whose turn it is from now on, not after the animation.
            self.statusChanged.emit(self.instruction())
        self._committed_signal(move).emit()

    def _human_turn_next(self) -> bool:
        """Whether the position after a move opens a human's turn (no end, no forced move)."""
        state = self.state
        return (
            not state.is_over()
            and self.human_to_move()
            and self.rules.forced_move(state) is None
        )

    def _committed_signal(self, move: Any) -> Any:
        """The signal that tells the state machine ``move`` was committed."""
        return self.moveCommitted

    # --- undo, redo, hint -------------------------------------------------------------------------

    def can_undo(self) -> bool:
        return bool(self.state.move_stack) and self._has_human()

    def can_redo(self) -> bool:
        return bool(self._redo)

    def _skipped_on_undo(self) -> bool:
        """Undo and redo go on past this position: a computer or a forced move plays here."""
        state = self.state
        forced = self.rules.forced_move(state) is not None
        return forced or not self._players[state.to_move].is_human

    def undo(self) -> None:
        """Take back moves; against the computer, back to the human's previous turn."""
        if not self.can_undo():
            return
        self._cancel_turns()
        self._redo.append(self.board.undo())
        while self.state.move_stack and self._skipped_on_undo():
            self._redo.append(self.board.undo())
        self._after_jump()

    def redo(self) -> None:
        if not self._redo:
            return
        self._cancel_turns()
        self.board.play(self._redo.pop())
        while self._redo and self._skipped_on_undo():
            self.board.play(self._redo.pop())
        self._after_jump()

    def _after_jump(self) -> None:
        if self.match is not None and not self.state.is_over():
            self.match.forget_result()
        self._sync_side_models()
        self.positionReset.emit()

    def request_hint(self) -> None:
        """Ask the strongest level for the human's move; ``hintReady`` brings the cell."""
        if not self._hint_allowed():
            return
        if self._hint_player is None:
            self._hint_player = ComputerPlayer(self._runner, 6, seed=0, parent=self)
            self._hint_player.moveChosen.connect(self._on_hint)
        self._hint_player.take_turn(self.state)

    def _hint_allowed(self) -> bool:
        return self._awaiting is not None and self._awaiting.is_human

    def _on_hint(self, move: Any) -> None:
        # The hint's request is cancelled whenever the position changes, so its answer is for
        # this position: the hint player parsed it here, in the engine.
        cell = self.rules.hint_cell(self._draft(), move)
        if cell is not None:
            self._surface.set_hint(cell)
            self.hintReady.emit(cell)

    def _cancel_turns(self) -> None:
        self._awaiting = None
        self._confirming = None
        for player in self._players:
            player.cancel()
        if self._hint_player is not None:
            self._hint_player.cancel()
        self._surface.set_interactive(False)
        self._surface.set_hint(None)

    def _has_human(self) -> bool:
        return any(player.is_human for player in self._players)

    def shutdown(self) -> None:
        self._live = False
        self._cancel_turns()
        self.machine.stop()

    # --- words for the window ---------------------------------------------------------------------

    def seats(self) -> tuple[Seat, ...]:
        return self.match.seats() if self.match is not None else ()

    def own_names(self) -> tuple[str, ...]:
        """Each seat's player's own name ("": none, the seat goes by its colour). A player
        without one who has moved on to another seat of a tournament goes by the colour of
        their first seat, in the language of the moment."""
        match = self.match
        if match is None:
            return ()
        game = self.rules.game
        names = []
        for seat, player in enumerate(match.players_in_seats()):
            name = own_name(game, player, match.setup.seats[player].name)
            names.append(name or (seat_name(game, player) if player != seat else ""))
        return tuple(names)

    def _player_label(self, seat: int) -> str:
        names = self.own_names()
        colour = seat_name(self.rules.game, seat)
        name = names[seat] if seat < len(names) else ""
        return f"{name} ({colour})" if name else colour

    def instruction(self) -> str:
        """What the player to move should do, in one sentence."""
        return self.rules.instruction(self.state, self._draft(), self._player_label)

    def result_sentence(self) -> str:
        """How the game ended, in one sentence ("" while it goes on)."""
        return self.rules.result_sentence(self.state, self._player_label)
