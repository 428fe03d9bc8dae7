"""``TurnController``: the flow of every game's turns, as a QStateMachine.

    Playing
      Routing          -> picks the phase state for the position (or GameOver)
      <each phase>     Deciding -> AwaitingHuman | AiThinking -> Animating -> back to Routing
      GameOver

The game's turn rules (``turn_rules.TurnRules``: ``ninetka/turns.py``, ``morris/turns.py``) name
the phases and answer what differs between the games: which phase a position is in, a move
played by itself (a 9tka pass), what a click means, where a hint points, the status sentences.
This class supplies the rest: the players, starting and resuming matches, clicks and their
confirmation, committing moves, the move tree and walking it, hints and the game's end. Every
transition fires
on a signal: a committed move, an AI result (the player's ``moveChosen``), the scene's
``animationsFinished``, or ``positionReset`` after undo, redo, a jump in the tree, open or a new
game. Morris adds one state of its own, the removal a human's mill asks for
(``morris/controller.py``).

The game is a move tree (``games.move_tree``, shown by ``MoveTreeModel``): the board shows one
of its positions, ``node``. A move played there is added to the tree: at the end of a line it
goes on with it, at an earlier position it starts a variation and the moves after stay. Undo
and redo walk the tree, ``go_to`` jumps in it. The game itself is the main line: the seats play
as set up only at its end; anywhere else (an earlier position, a variation) and in a study the
board is a study board, every seat played by hand (``by_hand``), and the computer waits. Undo on
the main line is the game's take-back: a different move played there goes on with the game (it
becomes the main line) and the moves taken back stay as a variation. A game ends for the match,
its result dialog and the statistics only when a move played at the end of the main line ends
it.

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
from ..games.move_tree import MoveTree, Node
from ..games.records import Seat, start_to_json
from ..games.seat_names import own_name
from ..models.move_tree_model import MoveTreeModel
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
    #: A move played at an earlier position started a variation: its first node.
    variationStarted = Signal(object)
    #: A move played after Undo went on with the game: its node; the moves taken back are a
    #: variation now.
    gameRetaken = Signal(object)

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
        moves: MoveTreeModel,
        surface: BoardSurface,
        animations_finished: Any,
        runner: QtAiRunner,
        parent: QObject | None = None,
        side_models: Sequence[SideModel] = (),
    ) -> None:
        super().__init__(parent)
        self.rules = rules
        self.board = board
        #: The game's move tree, shown in the move list; every change of it goes through here.
        self.moves = moves
        #: The position of the tree the board shows.
        self.node: Node = moves.tree.root
        #: The nodes Undo went back from, the last one first to redo.
        self._redo_path: list[Node] = []
        #: Whether the position shown was reached by a move played (not a walk in the tree).
        self._arrived_by_move = False
        #: Whether Undo brought the board back along the game's main line (a move now goes on
        #: with the game, not into a variation).
        self._taking_back = False
        #: Whether the game starts from a set-up position (not counted in the statistics).
        self._set_up_start = False
        self._side_models = tuple(side_models)
        self._surface = surface
        self._runner = runner
        self.match: Match | None = None
        self._players: list[Player] = []
        #: Plays every seat on the study board: its moves come from the board's clicks.
        self._by_hand = HumanPlayer(parent=self)
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
        player = self._player_at(state.to_move)
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
        self._awaiting = self._player_at(self.state.to_move)
        self._surface.set_interactive(True)
        self.statusChanged.emit(self.instruction())

    def _on_ai_thinking(self) -> None:
        seat = self.state.to_move
        self._surface.set_interactive(False)
        self.thinkingChanged.emit(True)
        self.statusChanged.emit(
            tr("{player} is thinking…").format(player=self._player_label(seat))
        )
        player = self._awaiting = self._player_at(seat)
        player.take_turn(self.state)

    def _on_animations_finished(self) -> None:
        if self._any_active("Animating"):
            self.animationDone.emit()

    def _on_game_over(self) -> None:
        self._surface.set_interactive(False)
        the_game = self.at_game_end()
        if self.match is not None and the_game:
            self.match.record_result(self.state)
        self.statusChanged.emit(self.result_sentence())
        self.positionChanged.emit()
        # A walk back to the end, a variation or a study ends no game: no result to show.
        if the_game and self._arrived_by_move and not self.is_study():
            self.gameFinished.emit()

    # --- starting and changing games -----------------------------------------------------------

    def start(
        self, match: Match, game: GameState[Any] | MoveTree | None = None
    ) -> None:
        """Play ``match`` from a new game, or go on with ``game`` (a resumed or opened game: a
        state, whose moves become the main line, or a whole move tree) at its main line's end."""
        self._cancel_turns()
        self._live = True
        self.match = match
        self._make_players(match.seats())
        self._redo_path.clear()
        # A game opened or resumed at its end ends there as it did when played (a tournament's
        # result dialog comes again; the statistics know it from a game played here).
        self._arrived_by_move = True
        self._taking_back = False
        if isinstance(game, MoveTree):
            tree = game
            state = tree.state_at(tree.main_line_end())
        else:
            state = game if game is not None else match.new_state()
            tree = MoveTree.from_state(state)
        self._set_up_start = start_to_json(tree.start_state()) is not None
        self.moves.set_tree(tree)
        self.node = tree.main_line_end()
        self._set_state(state)
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
        return bool(self._players) and self._player_at(self.state.to_move).is_human

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
        redo = self._redo_target()
        # Both games keep who played each move and write it without replaying anything.
        [(mover, notation)] = self.state.history_in_notation(len(self.state.move_stack) - 1)
        child, created = self.moves.add_move(self.node, move, notation, mover)
        if child is redo and self._redo_path and self._redo_path[-1] is child:
            self._redo_path.pop()
        else:
            self._redo_path.clear()
        self.node = child
        self._arrived_by_move = True
        # After Undo any other move goes on with the game, one tried before in a variation too.
        retaken = self._taking_back and child.row > 0
        if retaken:
            self.moves.make_main_line(child)
            if self.match is not None:
                self.match.forget_result()  # the game goes on: an ending taken back is gone
        if self.at_game_end():
            self._taking_back = False
        self._surface.set_interactive(False)
        self._surface.set_hint(None)  # the confirmation ring or a hint
        if self._hint_player is not None:
            self._hint_player.cancel()  # a hint still on its way was for this position
        self._sync_side_models()
        if self._human_turn_next():
            # The board keeps a click made while the move is shown for that turn, so the
            # sentence says whose turn it is from now on, not after the animation.
            self.statusChanged.emit(self.instruction())
        if retaken:
            self.gameRetaken.emit(child)
        elif created and child.parent is not None and child.row > 0:
            self.variationStarted.emit(child)
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

    # --- the tree: walking it, undo and redo ------------------------------------------------------

    def at_game_end(self) -> bool:
        """Whether the board shows the end of the game's main line: the game as it stands."""
        return not self.node.children and self.node.is_main_line()

    def taking_back(self) -> bool:
        """Whether Undo brought the board back along the game's main line: a move played here
        goes on with the game."""
        return self._taking_back and self.node.is_main_line() and not self.is_study()

    def is_study(self) -> bool:
        """Whether the match is a study (every seat by hand, nothing counted)."""
        return self.match is not None and self.match.study

    def by_hand(self) -> bool:
        """Whether every seat is played by hand now: a study, or any position but the game's
        end (an earlier one, a variation), where the computer waits."""
        return self.is_study() or not self.at_game_end()

    def counts_in_statistics(self) -> bool:
        """Whether a game ended here counts: not a study, and from the game's own start."""
        return not self.is_study() and not self._set_up_start

    def main_line_state(self) -> GameState[Any]:
        """The game as it stands: the position at the end of the main line."""
        if self.at_game_end():
            state: GameState[Any] = self.state
            return state
        tree = self.moves.tree
        return tree.state_at(tree.main_line_end())

    def _player_at(self, seat: int) -> Player:
        """Who plays ``seat`` now: its player at the game's end, else the hand."""
        return self._by_hand if self.by_hand() else self._players[seat]

    def can_undo(self) -> bool:
        return self.node.parent is not None and (self._has_human() or self.by_hand())

    def can_redo(self) -> bool:
        return bool(self.node.children)

    def _skipped_on_undo(self) -> bool:
        """Undo and redo go on past this position: a forced move plays here, or on the main
        line a computer seat of the game is to move (undo goes back to a human's turn)."""
        state = self.state
        if self.rules.forced_move(state) is not None:
            return True
        player = self._players[state.to_move]
        return not player.is_human and self.node.is_main_line()

    def undo(self) -> None:
        """Go back a move; on the game's main line against the computer, back to the human's
        previous turn. The moves gone back over stay in the tree, for Redo."""
        if not self.can_undo():
            return
        self._cancel_turns()
        self._taking_back = self.node.is_main_line()
        self._step_back()
        while self.node.parent is not None and self._skipped_on_undo():
            self._step_back()
        self._after_jump()

    def redo(self) -> None:
        """Forward along the line Undo came back from, else along the main line from here."""
        target = self._redo_target()
        if target is None:
            return
        self._cancel_turns()
        self._step_forward(target)
        while (target := self._redo_target()) is not None and self._skipped_on_undo():
            self._step_forward(target)
        self._after_jump()

    def go_to(self, node: Node) -> None:
        """Show ``node``'s position (a move picked in the list, the graph, the review): the
        board is a study board there unless it is the game's end."""
        if node is self.node or node.id not in self.moves.tree:
            return
        self._cancel_turns()
        self._taking_back = False
        old = self.node
        if node.parent is old:
            self._step_forward(node)
        elif old.parent is node:
            self._step_back()
        else:
            self.board.set_state(self.moves.tree.state_at(node))
            self.node = node
            # Coming back up the line walked, Redo goes down it again.
            path = self.moves.tree.path(old)
            if node.parent is None or (node.ply <= len(path) and path[node.ply - 1] is node):
                self._redo_path = path[node.ply:][::-1]
            else:
                self._redo_path = []
        self._after_jump()

    def _redo_target(self) -> Node | None:
        path = self._redo_path
        if path and path[-1].parent is self.node and path[-1].id in self.moves.tree:
            return path[-1]
        return self.node.main_child

    def _step_back(self) -> None:
        parent = self.node.parent
        assert parent is not None
        self._redo_path.append(self.node)
        self.board.undo()
        self.node = parent

    def _step_forward(self, child: Node) -> None:
        if self._redo_path and self._redo_path[-1] is child:
            self._redo_path.pop()
        else:
            self._redo_path.clear()
        self.board.play(child.move, judged=True)
        self.node = child

    def _after_jump(self) -> None:
        self._arrived_by_move = False
        # The new position's sentence at once, before its turn is routed.
        over = self.state.is_over()
        self.statusChanged.emit(self.result_sentence() if over else self.instruction())
        self._sync_side_models()
        self.positionReset.emit()

    # --- the tree: changing it --------------------------------------------------------------------

    def promote(self, node: Node) -> None:
        """Move the variation holding ``node`` one place up (from the second place, it becomes
        the main line of its position)."""
        self._cancel_turns()
        if self.moves.promote(node):
            self._after_tree_edit()

    def make_main_line(self, node: Node) -> None:
        """Make ``node``'s line the game's main line: at its end the game goes on."""
        self._cancel_turns()
        if self.moves.make_main_line(node):
            self._after_tree_edit()

    def delete_variation(self, node: Node) -> None:
        """Delete the variation holding ``node`` (from where it leaves its line); the board
        goes back to where it left, when it showed a move of it."""
        start = node.variation_start()
        if start is None or start.parent is None:
            return
        shown = self.node
        while shown is not start and shown.parent is not None:
            shown = shown.parent
        if shown is start:
            self.go_to(start.parent)
        self._cancel_turns()
        self.moves.delete(start)
        self._redo_path = [n for n in self._redo_path if n.id in self.moves.tree]
        self._after_tree_edit()

    def add_line(self, node: Node, moves: Sequence[str]) -> list[Node]:
        """Add ``moves`` (in notation) to the tree as a line from ``node``, the board left as
        it is: their nodes, as far as they are legal moves (a suggested line may end early)."""
        state = self.moves.tree.state_at(node)
        added = []
        for text in moves:
            if state.is_over():
                break
            try:
                move = state.parse_move(text)
            except GameError:
                break
            mover = state.to_move
            node, _created = self.moves.add_move(node, move, state.move_to_str(move), mover)
            state.push_unchecked(move)  # parse_move judged it legal here
            added.append(node)
        if added:
            self.positionChanged.emit()
        return added

    def set_comment(self, node: Node, text: str) -> None:
        """The comment on ``node``'s position (ValueError with the reason for a text that
        cannot be one)."""
        self.moves.set_comment(node, text)
        self.positionChanged.emit()

    def _after_tree_edit(self) -> None:
        """The game's end may be another position now: its result is the match's, and the
        turn is decided again (at the game's end the computer plays again)."""
        self._taking_back = False
        if self.match is not None:
            end = self.main_line_state()
            if end.is_over():
                self.match.record_result(end)
            else:
                self.match.forget_result()
        self._arrived_by_move = False
        self.positionChanged.emit()
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
        for player in (*self._players, self._by_hand):
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
