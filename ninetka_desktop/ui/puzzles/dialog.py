"""``PuzzleDialog`` (Game ▸ Puzzles…): the puzzle's board beside its task, the verdicts, the
hint and the progress.

A try is one move on the board (clicks, the keyboard, or a move typed by name). The right move
solves the puzzle and offers the next one; a wrong one is taken back with the reason and costs a
try; after ``MAX_TRIES`` wrong tries, or on Show Solution, the solution is played on the board
and the puzzle counts as not solved. Progress is written at once.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...controllers.ai_bridge import QtAiRunner
from ...puzzles import DIFFICULTIES, MAX_TRIES, Collection, Progress, Puzzle
from ...storage.puzzle_progress import save_progress
from ..board.view import BoardView
from ..games import GAMES
from ..live_label import LiveLabel
from ..plain_text import PlainLabel, bold
from ..whole_text import keep_height
from . import words
from .session import PuzzleSession
from .words import game_title, tr


class PuzzleDialog(QDialog):
    def __init__(
        self,
        collection: Collection,
        progress: Progress,
        runner: QtAiRunner,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.collection = collection
        self.progress = progress
        self.puzzle: Puzzle | None = None
        #: Wrong tries at the puzzle shown; None once it is over (solved or shown).
        self.wrong: int | None = 0
        self.setWindowTitle(tr("Puzzles"))
        self.resize(1100, 760)
        self.session = PuzzleSession(runner, self)
        self.view = BoardView(self.session.front.scene, self)

        self.game_box = QComboBox(self)
        for key in GAMES:
            self.game_box.addItem(game_title(key), key)
        self.game_box.setAccessibleName(tr("Game"))
        self.difficulty_box = QComboBox(self)
        for difficulty in DIFFICULTIES:
            self.difficulty_box.addItem(words.difficulty_name(difficulty), difficulty)
        self.difficulty_box.setAccessibleName(tr("Difficulty"))
        choice = QFormLayout()
        choice.addRow(tr("&Game:"), self.game_box)
        choice.addRow(tr("&Difficulty:"), self.difficulty_box)

        self.title = bold(PlainLabel())
        self.title.setAccessibleName(tr("Puzzle"))
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.task = bold(LiveLabel(tr("Task"), self))
        self.verdict = LiveLabel(tr("Verdict"), self)
        self.instruction = LiveLabel(tr("What to do now"), self)
        self.tries = PlainLabel()
        self.tries.setAccessibleName(tr("Tries"))
        self.hint_button = QPushButton(tr("&Hint"), self)
        self.hint_button.setToolTip(tr("Ring the counter or man to move"))
        self.solution_button = QPushButton(tr("Show &Solution"), self)
        self.next_button = QPushButton(tr("&Next Puzzle"), self)
        self.close_button = QPushButton(tr("Close"), self)
        buttons = QHBoxLayout()
        for button in (self.hint_button, self.solution_button, self.next_button):
            buttons.addWidget(button)
        for button in (self.hint_button, self.solution_button, self.next_button,
                       self.close_button):
            # Enter on the board plays there; only Next, once a puzzle is over, takes it.
            button.setAutoDefault(False)
        self.solved_label = PlainLabel()
        self.solved_label.setAccessibleName(tr("Solved"))
        self.solved_label.setWordWrap(True)
        self.streak_label = PlainLabel()
        self.streak_label.setAccessibleName(tr("Streak"))
        self.notice = PlainLabel()
        self.notice.setWordWrap(True)
        self.notice.setAccessibleName(tr("Notice"))
        self.notice.hide()

        panel = QVBoxLayout()
        panel.addLayout(choice)
        panel.addSpacing(12)
        panel.addWidget(self.title)
        panel.addWidget(self.task)
        panel.addSpacing(6)
        panel.addWidget(self.instruction)
        panel.addWidget(self.verdict)
        panel.addWidget(self.tries)
        panel.addSpacing(6)
        panel.addLayout(buttons)
        panel.addSpacing(12)
        panel.addWidget(bold(PlainLabel(tr("Progress"))))
        panel.addWidget(self.solved_label)
        panel.addWidget(self.streak_label)
        panel.addWidget(self.notice)
        panel.addStretch(1)
        panel.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        side = QWidget(self)
        side.setLayout(panel)
        # As wide as its buttons need in the language spoken, and tall enough for its texts.
        side.setFixedWidth(max(340, panel.totalMinimumSize().width()))
        keep_height(side)
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(side)

        self.game_box.currentIndexChanged.connect(lambda _: self.next_puzzle())
        self.difficulty_box.currentIndexChanged.connect(lambda _: self.next_puzzle())
        self.hint_button.clicked.connect(self.hint)
        self.solution_button.clicked.connect(self.show_solution)
        self.next_button.clicked.connect(lambda: self.next_puzzle(after_current=True))
        self.close_button.clicked.connect(self.close)
        self.session.moveJudged.connect(self._on_move_judged)
        self.session.solutionShown.connect(self._on_solution_shown)
        self.session.frontChanged.connect(lambda: self.view.setScene(self.session.front.scene))
        self.session.statusChanged.connect(self._on_status)
        self.view.moveTyped.connect(self._on_move_typed)

    # --- choosing -------------------------------------------------------------------------------

    def game(self) -> str:
        return str(self.game_box.currentData())

    def difficulty(self) -> int:
        return int(self.difficulty_box.currentData())

    def choose(self, game: str, difficulty: int | None = None) -> None:
        """Show the next unsolved puzzle of ``game`` (and ``difficulty``, else the current)."""
        blocked = [self.game_box.blockSignals(True), self.difficulty_box.blockSignals(True)]
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))
        if difficulty is not None:
            self.difficulty_box.setCurrentIndex(max(0, self.difficulty_box.findData(difficulty)))
        self.game_box.blockSignals(blocked[0])
        self.difficulty_box.blockSignals(blocked[1])
        self.next_puzzle()

    def next_puzzle(self, after_current: bool = False) -> None:
        """The first unsolved puzzle of the chosen game and difficulty (after the one shown,
        with ``after_current``); when all are solved, the next one again."""
        pool = self.collection.of(self.game(), self.difficulty())
        after = self.puzzle.id if after_current and self.puzzle is not None else None
        puzzle = self.progress.next_puzzle(pool, after)
        if puzzle is None and pool:
            ids = [p.id for p in pool]
            index = ids.index(after) + 1 if after in ids else 0
            puzzle = pool[index % len(pool)]
            self._set_notice(
                tr("Every puzzle of this game and difficulty is solved: here they come again.")
            )
        if puzzle is not None:
            self.show_puzzle(puzzle)

    def show_puzzle(self, puzzle: Puzzle) -> None:
        """Set ``puzzle`` up for its first try (its game and difficulty chosen above)."""
        self.puzzle = puzzle
        self.wrong = 0
        for box, value in ((self.game_box, puzzle.game), (self.difficulty_box, puzzle.difficulty)):
            blocked = box.blockSignals(True)
            box.setCurrentIndex(max(0, box.findData(value)))
            box.blockSignals(blocked)
        self.session.start(puzzle)
        number = puzzle.id.rsplit("-", 1)[1].lstrip("0")
        self.title.setText(
            tr("Puzzle {number} · {difficulty}").format(
                number=number, difficulty=words.difficulty_name(puzzle.difficulty)
            )
        )
        if puzzle.id in self.progress.solved:
            self.title.setText(self.title.text() + " " + tr("(solved before)"))
        self.task.setText(words.task(puzzle, self.session.mover()))
        self.verdict.setText("")
        self._show_tries()
        self._set_buttons(playing=True)
        self._show_progress()
        self.view.setFocus()

    # --- playing --------------------------------------------------------------------------------

    def hint(self) -> None:
        if self.wrong is None or self.session.hint() is None:
            return
        self.verdict.setText(tr("Hint: the ringed one moves."))

    def show_solution(self) -> None:
        """Give up: the solution is played on the board and the puzzle counts as missed."""
        if self.puzzle is None or self.wrong is None:
            return
        self._finish(solved=False)
        self.session.show_solution()

    def _on_move_typed(self, typed: str) -> None:
        problem = self.session.front.controller.play_named(typed)
        if problem is not None:
            self.verdict.setText(
                tr("{move} was not played: {reason}").format(move=typed, reason=problem)
            )

    def _on_move_judged(self, move: str, right: bool) -> None:
        puzzle = self.puzzle
        if puzzle is None or self.wrong is None:
            return
        if right:
            tries = self.wrong + 1
            self._finish(solved=True)
            self.verdict.setText(words.solved(move))
            self._set_notice("")
            self.progress.record_solved(puzzle.id, tries)
            self._save()
            self.next_button.setFocus()
            return
        self.wrong += 1
        text = words.verdict(puzzle, move, self.session.mover())
        if self.wrong >= MAX_TRIES:
            self._finish(solved=False)
            # The wrong move is taken back first; then the solution is played.
            self.session.show_solution(at_once=False)
            text += " " + tr("Three tries are up: here is the solution.")
        # The tries left are counted on their own line, below.
        self.verdict.setText(text)
        self._show_tries()

    def _on_status(self, text: str) -> None:
        """What to do now, while the puzzle is being played; once it is over, nothing."""
        self.instruction.setText(text if self.wrong is not None else "")

    def _on_solution_shown(self, move: str) -> None:
        if self.puzzle is not None:
            self.verdict.setText(words.revealed(move))
            self.next_button.setFocus()

    def _finish(self, solved: bool) -> None:
        """The puzzle is over: counted, the buttons for the next one."""
        if self.wrong is None or self.puzzle is None:
            return
        self.wrong = None
        self.instruction.setText("")  # the task's instruction is done with
        if not solved:
            self.progress.record_missed(self.puzzle.id)
            self._save()
        self.tries.setText("")
        self._set_buttons(playing=False)
        self._show_progress()

    def _save(self) -> None:
        try:
            save_progress(self.progress)
        except OSError as exc:
            self._set_notice(
                tr("Your puzzle progress could not be saved: {error}").format(
                    error=exc.strerror or exc
                )
            )
        self._show_progress()

    # --- showing --------------------------------------------------------------------------------

    def _set_buttons(self, playing: bool) -> None:
        self.hint_button.setEnabled(playing)
        self.solution_button.setEnabled(playing)
        self.next_button.setDefault(not playing)

    def _show_tries(self) -> None:
        if self.wrong is not None:
            self.tries.setText(words.tries_left(MAX_TRIES - self.wrong, MAX_TRIES))

    def _show_progress(self) -> None:
        game = self.game()
        puzzles = self.collection.of(game)
        parts = [
            tr("{difficulty} {solved}/{total}").format(
                difficulty=words.difficulty_name(d),
                solved=self.progress.solved_count(self.collection.of(game, d)),
                total=len(self.collection.of(game, d)),
            )
            for d in DIFFICULTIES
        ]
        self.solved_label.setText(
            tr("{game}: solved {solved} of {total} ({parts}).").format(
                game=game_title(game),
                solved=self.progress.solved_count(puzzles),
                total=len(puzzles),
                parts=", ".join(parts),
            )
        )
        self.streak_label.setText(
            tr("Streak: {streak} in a row (best {best}).").format(
                streak=self.progress.streak, best=self.progress.best_streak
            )
        )

    def _set_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def set_notice(self, text: str) -> None:
        """A message above the rest for a while (a progress file set aside)."""
        self._set_notice(text)

    def done(self, result: int) -> None:
        self.session.stop()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.stop()
        super().closeEvent(event)
