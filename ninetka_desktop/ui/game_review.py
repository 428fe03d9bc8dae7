"""``GameReviewer``: Move ▸ Review the Game, the evaluation graph under the move list, the
review's marks in the move list and its summary, and "Show the Better Move".

The analysis of every position (``GameAnalyser``) runs while the review is on or the analysis
panel is open. It follows the line of the position shown (the moves to it and its own main
line on): the game, or a variation. Each move then gets the value it gave away against the best
move (``analysis.review``): a mark after the move in the list (``?!``, ``?``, ``??``), a tooltip
naming the better move, a per-player summary under the graph, and the marks and a legend in
the text export (of the game's main line). Picking a marked move in the list offers the better
move: it and the line the analysis expects after it are added to the game as a variation, and
played on the board one move at a time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from ..analysis.review import LEGEND, Mark, MoveReview, PlayerSummary, summarise
from ..games.base import GameState
from ..games.move_tree import Node
from ..games.records import colour_names
from ..models.roles import seat_name
from .evaluation_graph import EvaluationGraph
from .game_analyser import GameAnalyser

#: Milliseconds between two moves of the better line on the read-only board.
LINE_STEP_MS = 900


def tr(text: str) -> str:
    return QCoreApplication.translate("GameReview", text)


class ReviewedGame(Protocol):
    """What the review reads of the game shown, and how it adds the better line."""

    @property
    def state(self) -> GameState[Any]: ...

    def main_line_state(self) -> GameState[Any]: ...

    def add_line(self, node: Node, moves: Sequence[str]) -> list[Node]: ...


class ReviewPanel(Protocol):
    """The side panel's part the review shows itself in."""

    @property
    def graph(self) -> EvaluationGraph: ...

    @property
    def better_button(self) -> QAbstractButton: ...

    @property
    def review_summary(self) -> QLabel: ...

    def show_evaluation(self, on: bool, select: bool = False) -> None: ...


class GameReviewer(QObject):
    """The review, given what it needs of the window rather than the window.

    ``window`` is the widget the action belongs to; ``side`` the panel the graph, the summary
    and "Show the Better Move" are on. ``game()`` is asked each time (the game shown changes
    with the game played); ``set_review(marks, notes)`` marks the moves in the list of the
    game shown; ``show_node(node)`` and ``show_ply(ply)`` show a position as picking it in
    the list does; ``show_status(text, ms)`` says something in the status bar.
    ``analysis_on`` is whether View ▸ Analysis is on as the reviewer is made;
    ``analysis_switched`` is then told each switch (the analysis runs for the graph too)."""

    def __init__(
        self,
        window: QWidget,
        side: ReviewPanel,
        *,
        game: Callable[[], ReviewedGame],
        set_review: Callable[[dict[int, str], dict[int, str]], None],
        show_node: Callable[[Node], None],
        show_ply: Callable[[int], None],
        show_status: Callable[[str, int], None],
        analysis_on: bool = False,
    ) -> None:
        super().__init__(window)
        self._side = side
        self._game = game
        self._set_review = set_review
        self._show_node = show_node
        self._show_ply = show_ply
        self._show_status = show_status
        self._analysis_on = analysis_on
        self.analyser = GameAnalyser(self)
        self.analyser.updated.connect(self._show)
        self.analyser.finished.connect(self._on_finished)
        self.action = QAction(tr("Re&view the Game"), window)
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence("Ctrl+Shift+R"))
        self.action.toggled.connect(self._on_toggled)
        side.graph.plyClicked.connect(self._on_graph_ply)
        side.better_button.clicked.connect(self._play_better)
        #: The moves of the line followed, from the first (the graph's plies, the review's rows).
        self._moves: list[Node] = []
        #: The move shown (its index in the line), None at the line's start or off it.
        self._row: int | None = None
        #: The better line still to be played on the board, and the step played last.
        self._line: list[Node] = []
        self._stepped: Node | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(LINE_STEP_MS)
        self._timer.timeout.connect(self._step)
        self._told_complete: object = None

    # --- what the window tells it ---------------------------------------------------------------

    def follow(self, state: GameState[Any], moves: list[Node]) -> None:
        """Review ``state``'s game: the end of the line followed, whose moves are ``moves``."""
        self._moves = list(moves)
        self.analyser.follow(state)
        self._show()

    def analysis_switched(self, on: bool) -> None:
        """View ▸ Analysis was switched on or off."""
        self._analysis_on = on
        self._update_enabled()

    def _on_graph_ply(self, ply: int) -> None:
        self._show_ply(ply)  # the graph's last point is the line's end

    def showing(self, node: Node) -> None:
        """The board shows ``node``'s position; a walk of the player's own stops the better
        line being played."""
        if node is not self._stepped:
            self._timer.stop()
            self._line = []
        self._stepped = None
        on_line = 0 < node.ply <= len(self._moves) and self._moves[node.ply - 1] is node
        self._row = node.ply - 1 if on_line else None
        self._side.graph.show_cursor(node.ply)
        self._refresh_better_button()

    def is_on(self) -> bool:
        """Whether the review's marks and summary are shown (Move ▸ Review the Game)."""
        return self.action.isChecked()

    def export_marks(self) -> tuple[dict[int, str], list[str]]:
        """The marks by move and the lines (summary, legend) the text export adds, when the
        review is on."""
        if not self.is_on():
            return {}, []
        game = self._game()
        if any(not node.is_main_line() for node in self._moves[-1:]):
            return {}, []  # the review is of a variation, not of the game exported
        reviews = [r for r in self.analyser.reviews() if r is not None]
        marks = {r.ply: r.mark.value for r in reviews if r.mark is not Mark.NONE}
        state = game.main_line_state()
        notes = ["Review:"]
        colours = colour_names(state)
        for s in summarise(reviews, state.num_players):
            notes.append(
                f"  {colours[s.seat]}: {s.blunders} ??, {s.mistakes} ?, {s.inaccuracies} ?! "
                f"in {s.moves} moves (expected score given away: {s.lost:.2f})"
            )
        notes.append(LEGEND)
        return marks, notes

    def shutdown(self) -> None:
        self._timer.stop()
        self.analyser.shutdown()

    # --- showing --------------------------------------------------------------------------------

    def _on_toggled(self, checked: bool) -> None:
        self._update_enabled()
        if checked:
            self._side.show_evaluation(True, select=True)

    def _update_enabled(self) -> None:
        on = self.action.isChecked() or self._analysis_on
        self.analyser.set_enabled(on)
        self._side.show_evaluation(on)
        self._show()

    def _show(self) -> None:
        side = self._side
        state = self._game().state
        side.graph.show_values(state.game_name, self.analyser.seat_values())
        reviews = self.analyser.reviews() if self.is_on() else []
        marks: dict[int, str] = {}
        notes: dict[int, str] = {}
        line = self._moves
        for review in reviews:
            if review is not None and review.mark is not Mark.NONE and review.ply < len(line):
                node_id = line[review.ply].id
                marks[node_id] = review.mark.value
                notes[node_id] = _note(review)
        self._set_review(marks, notes)
        known = [r for r in reviews if r is not None]
        if self.is_on() and known:
            lines = [_summary_line(state.game_name, s) for s in summarise(known, state.num_players)]
            if len(known) < len(reviews):
                lines.append(tr("Reviewing… {done} of {count} moves").format(
                    done=len(known), count=len(reviews)))
            side.review_summary.setText("\n".join(lines))
        side.review_summary.setVisible(self.is_on() and bool(known))
        self._refresh_better_button()

    def _on_finished(self) -> None:
        snapshot = self.analyser.plies(), id(self._game().state)
        played = bool(self._game().state.move_stack)  # a new game has nothing to review
        if self.is_on() and played and snapshot != self._told_complete:
            self._told_complete = snapshot
            self._show_status(tr("The review of the game is complete."), 5000)

    def _refresh_better_button(self) -> None:
        row = self._row
        review = None
        if row is not None and self.is_on():
            reviews = self.analyser.reviews()
            review = reviews[row] if 0 <= row < len(reviews) else None
        shown = review is not None and review.mark is not Mark.NONE
        self._side.better_button.setVisible(shown)

    # --- the better move ------------------------------------------------------------------------

    def _play_better(self) -> None:
        """Add the better move and the line the analysis expects after it as a variation at
        the position before the marked move, and play it there move by move."""
        row = self._row
        if row is None or row >= len(self._moves):
            return
        analysis = self.analyser.analysis_before(row)
        before = self._moves[row].parent
        if analysis is None or before is None:
            return
        best = analysis.best
        added = self._game().add_line(before, [best.move, *best.line])
        if not added:
            return
        self._show_node(before)
        self._line = added
        self._show_status(
            tr("Before move {number}: the better move is {move}. It and the line the analysis "
               "expects after it are kept as a variation.").format(number=row + 1,
                                                                    move=best.move),
            10_000,
        )
        self._timer.start()

    def _step(self) -> None:
        if not self._line:
            self._timer.stop()
            return
        node = self._line.pop(0)
        self._stepped = node
        self._show_node(node)


def _note(review: MoveReview) -> str:
    return tr("Better: {move}").format(move=review.best.move)


def _summary_line(game: str, summary: PlayerSummary) -> str:
    return tr("{player}: {blunders} ??, {mistakes} ?, {inaccuracies} ?! in {moves} moves").format(
        player=seat_name(game, summary.seat), blunders=summary.blunders,
        mistakes=summary.mistakes, inaccuracies=summary.inaccuracies, moves=summary.moves)


__all__ = ["LINE_STEP_MS", "GameReviewer"]
