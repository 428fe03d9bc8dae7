"""``GameAnalyser``: the analysis of every position of the game so far, filled in the
background, for the evaluation graph and the game review.

It asks its own analysis worker (apart from the computer players' and the analysis panel's)
for one position at a time, from the start of the game on, each within ``SECONDS_PER_PLY`` at
``LEVEL``'s budget, and keeps the answers by the position's snapshot: taking a move back or
playing on reuses what is known, and an answer for a position the game no longer has is kept
for when it comes back. It works only while enabled (the analysis panel is open, or a review
was asked for).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from ..ai import Snapshot
from ..ai.runner import AiResult
from ..analysis import PositionAnalysis
from ..analysis.review import MoveReview, review_move, seat_expectations
from ..controllers.ai_bridge import QtAiRunner
from ..games.base import GameState

#: The search budget of each position's look (Expert's), and its time.
LEVEL = 5
SECONDS_PER_PLY = 1.0


class GameAnalyser(QObject):
    #: A position's analysis arrived (or the game changed): the graph and marks may redraw.
    updated = Signal()
    #: Every position before a move of the game is analysed.
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = QtAiRunner(self, analysis=True)
        self.runner.resultReady.connect(self._on_result)
        self._known: dict[Snapshot, PositionAnalysis] = {}
        self._snapshot: Snapshot | None = None
        #: The snapshot of every position of the game followed, from the start to now, made
        #: once per position: the graph and the review ask for every ply after every move.
        self._prefixes: list[Snapshot] = []
        #: ``seat_expectations`` of each analysis known, kept (an analysis never changes; the
        #: snapshot's options hold the player count).
        self._expectations: dict[Snapshot, tuple[float, ...]] = {}
        #: Each move's review, by the snapshot after the move (it names the move and the
        #: position before it), once that position's analysis is known.
        self._reviews: dict[Snapshot, MoveReview] = {}
        self._players = 2
        self._outcome_values: tuple[float, ...] | None = None
        self._asked: Snapshot | None = None
        self._enabled = False

    # --- what the window tells it ---------------------------------------------------------------

    def set_enabled(self, enabled: bool) -> None:
        if enabled == self._enabled:
            return
        self._enabled = enabled
        if enabled:
            self._ask_next()
        else:
            self.runner.cancel()
            self._asked = None

    def is_enabled(self) -> bool:
        return self._enabled

    def follow(self, state: GameState[Any]) -> None:
        """Analyse ``state``'s game (its positions from the start to now)."""
        snapshot = Snapshot.of(state)
        if snapshot == self._snapshot:
            return
        self._snapshot = snapshot
        moves = snapshot.moves
        self._prefixes = [
            Snapshot(snapshot.game, snapshot.options_json, moves[:n], snapshot.start)
            for n in range(len(moves) + 1)
        ]
        self._players = state.num_players
        outcome = state.outcome()
        self._outcome_values = None if outcome is None else _final_values(outcome.scores,
                                                                            outcome.winner)
        self.updated.emit()
        if self._enabled and self._asked not in self._prefixes:
            self.runner.cancel()
            self._asked = None
        self._ask_next()

    def shutdown(self) -> None:
        self.runner.shutdown()

    # --- what it knows --------------------------------------------------------------------------

    def plies(self) -> int:
        """Moves in the game followed."""
        return 0 if self._snapshot is None else len(self._snapshot.moves)

    def analysis_before(self, ply: int) -> PositionAnalysis | None:
        """The analysis of the position before move ``ply`` (0: the start), when known."""
        prefixes = self._prefixes
        found = self._known.get(prefixes[ply]) if 0 <= ply < len(prefixes) else None
        return found if found is not None and found.moves else None

    def seat_values(self) -> list[tuple[float, ...] | None]:
        """Each position's worth to every seat (``review.seat_expectations``), from the start
        to now: None where not analysed yet; the final position of a finished game by its
        result."""
        values: list[tuple[float, ...] | None] = []
        for ply, prefix in enumerate(self._prefixes):
            expectation = self._expectations.get(prefix)
            if expectation is None and (analysis := self.analysis_before(ply)) is not None:
                expectation = seat_expectations(analysis, self._players)
                self._expectations[prefix] = expectation
            values.append(expectation)
        if self._outcome_values is not None and values:
            values[-1] = self._outcome_values
        return values

    def reviews(self) -> list[MoveReview | None]:
        """Every move's review, in order; None where its position is not analysed yet."""
        if self._snapshot is None:
            return []
        result: list[MoveReview | None] = []
        for ply, move in enumerate(self._snapshot.moves):
            after = self._prefixes[ply + 1]
            review = self._reviews.get(after)
            if review is None and (analysis := self.analysis_before(ply)) is not None:
                review = self._reviews[after] = review_move(analysis, move, ply)
            result.append(review)
        return result

    def is_complete(self) -> bool:
        return self._snapshot is not None and self._missing() is None

    # --- the work -------------------------------------------------------------------------------

    def _missing(self) -> Snapshot | None:
        prefixes = self._prefixes
        # The position now has moves only when the game goes on.
        wanted = prefixes if self._outcome_values is None else prefixes[:-1]
        return next((p for p in wanted if p not in self._known), None)

    def _ask_next(self) -> None:
        if not self._enabled or self._asked is not None:
            return
        missing = self._missing()
        if missing is None:
            if self._snapshot is not None:
                self.finished.emit()
            return
        self._asked = missing
        self.runner.request(missing, LEVEL, seed=0, time_cap=SECONDS_PER_PLY)

    def _on_result(self, result: AiResult) -> None:
        if result.snapshot != self._asked:
            return
        self._asked = None
        if result.analysis is not None:
            self._known[result.snapshot] = result.analysis
            self.updated.emit()
        else:
            # An analysis that failed is not asked again for this game: a blank in the graph.
            self._known[result.snapshot] = _NOTHING
        self._ask_next()


def _final_values(scores: tuple[int, ...], winner: int | None) -> tuple[float, ...]:
    """A finished game's worth to each seat: 1 the winner, 0 the others, a draw 0.5 each
    (2 players); the share of the sections (3-4 players)."""
    if len(scores) == 2:
        if winner is None:
            return (0.5, 0.5)
        return tuple(1.0 if seat == winner else 0.0 for seat in range(2))
    total = sum(scores)
    return tuple(s / total if total else 1.0 / len(scores) for s in scores)


_NOTHING = PositionAnalysis(0, ())


__all__ = ["LEVEL", "SECONDS_PER_PLY", "GameAnalyser"]
