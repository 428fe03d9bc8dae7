"""``PuzzleSession``: one puzzle on a board of its own, played by clicks and judged.

The session builds each game's front (board model, scene, turn controller) apart from the main
window's, so a puzzle never touches the game being played, its autosave or the statistics.
The player to move is a human seat; the other seat is a computer that never moves
(``autoplay`` off), and the controller stops once a move is in, so the board takes exactly
one move per try. A wrong move stays on the board for a moment and is then taken back; the
solution, when shown, is played on the board from the puzzle's position.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, QTimer, Signal

from ...controllers.ai_bridge import QtAiRunner
from ...controllers.match import Match
from ...controllers.turn_controller import TurnController
from ...controllers.turn_rules import NO_DRAFT
from ...games.ninetka import NinetkaState
from ...games.records import Seat
from ...games.setup import GameSetup
from ...models import NinetkaScoreModel
from ...models.move_tree_model import MoveTreeModel
from ...puzzles import Puzzle
from ..game_front import GameFront
from ..games import GAMES


class PuzzleSession(QObject):
    #: A move was played for the puzzle: its notation and whether it is the solution.
    moveJudged = Signal(str, bool)
    #: The solution was played on the board after being asked for.
    solutionShown = Signal(str)
    #: The front shown changed (another game): the view shows its scene.
    frontChanged = Signal()
    #: The controller's sentence about the move in progress (a Morris mill waiting...).
    statusChanged = Signal(str)

    #: How long a wrong move stays on the board before it is taken back.
    TAKE_BACK_MS = 1200

    def __init__(self, runner: QtAiRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        scores = NinetkaScoreModel(NinetkaState(), self)
        self.fronts: dict[str, GameFront] = {
            key: kind.make_front(MoveTreeModel(self), scores, runner, self)
            for key, kind in GAMES.items()
        }
        for front in self.fronts.values():
            controller = front.controller
            front.scene.cellActivated.connect(controller.activate_cell)
            # Bound to the controller: QObject.sender() is not reliable from Python slots.
            controller.positionChanged.connect(partial(self._on_position_changed, controller))
            controller.statusChanged.connect(partial(self._on_status, controller))
            controller.machine.stopped.connect(partial(self._on_stopped, controller))
            for name in controller.phase_names:
                awaiting = controller.states.get(f"{name}.AwaitingHuman")
                if awaiting is not None:
                    awaiting.entered.connect(self._on_turn_open)
        self.front = self.fronts["morris"]
        self.puzzle: Puzzle | None = None
        self._match: Match | None = None
        #: The seat the puzzle is for (once its move is in, the other seat is to move).
        self._mover = 0
        self._start_plies = 0
        #: True once the try's move is in (until the position is set up again).
        self._moved = False
        #: The solution is to be played as soon as the human's turn opens.
        self._revealing = False
        # A controller's state machine stops asynchronously: a restart asked for meanwhile
        # waits for ``stopped``, as starting a machine that is still stopping would leave it
        # stopped with the new position and no turn open.
        self._stopping = False
        self._restart_pending = False
        self._take_back = QTimer(self)
        self._take_back.setSingleShot(True)
        self._take_back.setInterval(self.TAKE_BACK_MS)
        self._take_back.timeout.connect(self.restart)

    def set_animation_speed(self, speed: float) -> None:
        for front in self.fronts.values():
            front.scene.set_animation_speed(speed)

    def set_theme(self, name: str) -> None:
        for front in self.fronts.values():
            for scene in front.scenes():
                scene.set_theme(name)

    # --- playing --------------------------------------------------------------------------------

    def start(self, puzzle: Puzzle) -> None:
        """Set ``puzzle``'s position up for its first try."""
        self._take_back.stop()
        front = self.fronts[puzzle.game]
        if front is not self.front:
            self.front.controller.shutdown()
            self._stopping = self._restart_pending = False  # that machine is left behind
            self.front = front
            self.frontChanged.emit()
        self.puzzle = puzzle
        mover = self._mover = puzzle.state().to_move
        # Unnamed: the seats go by their colours.
        seats = tuple(
            Seat("", "human" if s == mover else "computer", None if s == mover else 1)
            for s in (0, 1)
        )
        options = puzzle.position["options"]
        self._match = Match(GameSetup(puzzle.game, dict(options), seats))
        self.front.controller.autoplay = False
        self.restart()

    def restart(self) -> None:
        """The puzzle's position again, the human to move (after a wrong move, or a reveal)."""
        self._take_back.stop()
        if self.puzzle is None or self._match is None:
            return
        if self._stopping:
            self._restart_pending = True
            return
        state = self.puzzle.state()
        self._start_plies = len(state.move_stack)
        self._moved = False
        self.front.controller.start(self._match, state)

    def show_solution(self, at_once: bool = True) -> None:
        """Play the solution on the board from the puzzle's position: now, or (``at_once``
        False, just after a wrong move) once that move is taken back."""
        self._revealing = True
        if at_once:
            self.restart()

    def hint(self) -> int | None:
        """Ring the solution's first cell (where the counter or man to move stands); the
        cell, or None without a puzzle."""
        if self.puzzle is None:
            return None
        controller = self.front.controller
        move = controller.state.parse_move(self.puzzle.solution)
        cell = controller.rules.hint_cell(NO_DRAFT, move)
        self.front.scene.set_hint(cell)
        return cell

    def stop(self) -> None:
        self._take_back.stop()
        self._revealing = self._restart_pending = False
        self.front.controller.shutdown()

    def mover(self) -> int:
        """The seat the puzzle is for, also after its move is in."""
        return self._mover

    # --- reacting to the board ------------------------------------------------------------------

    def _on_turn_open(self) -> None:
        if self._revealing and self.puzzle is not None:
            solution = self.puzzle.solution
            # After the turn's own entered() handlers: the controller opens the turn first.
            QTimer.singleShot(0, lambda: self.front.controller.play_named(solution))

    def _on_status(self, controller: TurnController, text: str) -> None:
        if controller is self.front.controller and not self._moved:
            self.statusChanged.emit(text)

    def _on_position_changed(self, controller: TurnController) -> None:
        if controller is not self.front.controller or self.puzzle is None or self._moved:
            return
        state = controller.state
        if len(state.move_stack) != self._start_plies + 1:
            return
        self._moved = True
        move = state.move_to_str(state.move_stack[-1])
        # One move a try: no turn opens after it (stopped once the controller has finished
        # closing this one).
        QTimer.singleShot(0, self._close_turns)
        if self._revealing:
            self._revealing = False
            self.solutionShown.emit(move)
            return
        right = move == self.puzzle.solution
        self.moveJudged.emit(move, right)
        if not right:
            self._take_back.start()

    def _close_turns(self) -> None:
        if self._moved:
            controller = self.front.controller
            controller.shutdown()
            self._stopping = controller.machine.isRunning()

    def _on_stopped(self, controller: TurnController) -> None:
        if controller is not self.front.controller or not self._stopping:
            return
        self._stopping = False
        if self._restart_pending:
            self._restart_pending = False
            self.restart()
