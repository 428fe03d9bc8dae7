"""Counting finished games into the statistics file, once each.

A game counts when it ends in this window after having been played here: a finished game opened
from a file, or one that ends again after an undo past its end, does not count (again). Only the
game's own end counts: the controller reports a game finished only when a move played at the end
of its main line ends it, never in a variation or at a position walked back to; a study, and a
game from a set-up position, never count. Only human seats count (each of them, so a hot-seat
game counts for both players), and only the computer opponents move the rating.
"""

from __future__ import annotations

import datetime
import weakref
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..controllers.match import Match
from ..controllers.turn_controller import TurnController
from ..statistics.results import seat_results
from ..storage.statistics_file import record_results


def tr(text: str) -> str:
    return QCoreApplication.translate("Statistics", text)


class StatisticsKeeper(QObject):
    """The counting, given what it needs of the window rather than the window.

    ``unattended()`` is asked at each game's end (a soak run sets it after the window is
    made; its games do not count); ``show_status(text, ms)`` says a problem with the file in
    the status bar."""

    #: A game was added to the file (the statistics dialog, if open, shows it).
    recorded = Signal()

    def __init__(
        self,
        *,
        unattended: Callable[[], bool],
        show_status: Callable[[str, int], None],
        enabled: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._unattended = unattended
        self._show_status = show_status
        self.enabled = enabled
        # Per match, the games seen running here ("live") and those already counted.
        self._games: weakref.WeakKeyDictionary[Match, dict[int, str]] = (
            weakref.WeakKeyDictionary()
        )
        #: The last problem with the file, for the statistics dialog to repeat.
        self.problem: str | None = None

    def watch(self, controller: TurnController) -> None:
        controller.positionChanged.connect(lambda: self._on_position(controller))
        controller.gameFinished.connect(lambda: self._on_finished(controller))

    def _on_position(self, controller: TurnController) -> None:
        match = controller.match
        if match is None or controller.state.is_over():
            return
        self._games.setdefault(match, {}).setdefault(match.game_index, "live")

    def _on_finished(self, controller: TurnController) -> None:
        match, state = controller.match, controller.state
        outcome = state.outcome()
        if match is None or outcome is None:
            return
        games = self._games.setdefault(match, {})
        if games.get(match.game_index) != "live":
            return
        games[match.game_index] = "counted"
        if not self.enabled or self._unattended() or not controller.counts_in_statistics():
            return
        setup = match.setup
        results = seat_results(
            setup.game, setup.options, controller.seats(), outcome, len(state.move_stack)
        )
        if not results:
            return
        try:
            problem = record_results(results, datetime.date.today().isoformat())
        except OSError as exc:
            problem = tr("The statistics could not be saved: {error}").format(
                error=exc.strerror or exc
            )
        self.problem = problem
        if problem:
            self._show_status(problem, 20_000)
        self.recorded.emit()
