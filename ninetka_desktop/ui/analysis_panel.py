"""View ▸ Analysis: every legal move of the position shown, valued, as a ranked list on a tab
beside the move list and as badges on the board.

The analysis runs in its own worker process (``QtAiRunner`` with ``analysis=True``), apart from
the computer players' worker, so the window never waits and a computer game goes on meanwhile.
It refines while the position stands (``PASSES``: a quick look, Master's budget, a long look)
and starts again from the quick look when the position changes; an answer for a position no
longer shown is dropped (by request id in the runner, and by snapshot here).
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..ai import Snapshot
from ..ai.runner import AiResult
from ..analysis import Kind, MoveValue, PositionAnalysis, Result
from ..controllers.ai_bridge import QtAiRunner
from ..games.base import GameState
from ..games.morris.moves import MorrisMove
from ..games.ninetka.moves import MoveKind, NinetkaMove
from ..models.analysis_model import LINE, MOVE, VALUE, AnalysisModel
from ..models.plain_tooltip import plain_tooltip
from .board.badges import Badge
from .plain_text import PlainLabel

#: (level, seconds) of each look at one position, quick first.
PASSES: tuple[tuple[int, float], ...] = ((4, 0.4), (6, 3.0), (6, 15.0))


def tr(text: str) -> str:
    return QCoreApplication.translate("Analysis", text)


class BadgeScene(Protocol):
    """What the panel needs of a board scene (``GameScene``)."""

    def set_badges(self, badges: dict[int, Badge]) -> None: ...


def badge_text(value: MoveValue) -> str:
    """A value in two or three characters: "+2" / "-1" (9tka exact), "+7" / "-" / "="
    (Morris exact: won, lost, drawn, with the plies when known), "63" (an estimate, percent)."""
    if value.lead is not None:
        return f"{value.lead:+d}" if value.lead else "0"
    if value.result is not None:
        sign = {Result.WIN: "+", Result.LOSS: "\u2212", Result.DRAW: "="}[value.result]
        known = value.plies is not None and value.result is not Result.DRAW
        return f"{sign}{value.plies}" if known else sign
    return str(round(100 * value.expected))


def badge_cell(state: GameState[Any], notation: str) -> int | None:
    """The cell a move's badge sits on: where a 9tka counter goes or slides from, where a
    Morris man lands."""
    move = state.parse_move(notation)
    if isinstance(move, NinetkaMove):
        return None if move.kind is MoveKind.PASS else move.cell
    if isinstance(move, MorrisMove):
        return move.dst
    return None


def badges_for(state: GameState[Any], analysis: PositionAnalysis) -> dict[int, Badge]:
    """One badge per cell, for the best move starting or landing there (moves come best
    first, so the first one seen at a cell is its best)."""
    badges: dict[int, Badge] = {}
    for rank, value in enumerate(analysis.moves):
        cell = badge_cell(state, value.move)
        if cell is not None and cell not in badges:
            badges[cell] = Badge(badge_text(value), best=rank == 0)
    return badges


class AnalysisPanel(QWidget):
    """The ranked list, on a tab beside the move list while View ▸ Analysis is on
    (``action``); the badges go on the board shown meanwhile, whichever tab is in front."""

    #: A row of the list was activated: the move's notation (the window may show it).
    moveActivated = Signal(str)
    #: View ▸ Analysis was switched on (True) or off.
    switched = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis")
        self.setAccessibleName(tr("Analysis"))
        #: View ▸ Analysis: checked while the analysis runs.
        self.action = QAction(tr("Analysis"), self)
        self.action.setCheckable(True)
        self.action.toggled.connect(self._switched)
        self.model = AnalysisModel(self)
        self.runner = QtAiRunner(self, analysis=True)
        self.runner.resultReady.connect(self._on_result)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        self.status = PlainLabel("", self)
        self.status.setWordWrap(True)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        # Move and value only, the value wrapped in the column's width (four players' shares
        # are long); the line of the move picked, or of the best, is written out below.
        self.table.setColumnHidden(LINE, True)
        self.table.setWordWrap(True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(MOVE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(VALUE, QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName(tr("Moves ranked by the analysis"))
        # Room for the best two moves at the least (a window of the smallest size has no more).
        line = self.fontMetrics().height() + 6
        self.table.verticalHeader().setMinimumSectionSize(line)
        heading = self.table.horizontalHeader().sizeHint().height()
        self.table.setMinimumHeight(heading + 2 * line + 2 * self.table.frameWidth())
        self.table.activated.connect(self._on_activated)
        self.line = PlainLabel("", self)
        self.line.setWordWrap(True)
        self.line.setAccessibleName(tr("Expected line"))
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._show_line())
        self.model.modelReset.connect(self._show_line)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.line)
        self._state: GameState[Any] | None = None
        self._snapshot: Snapshot | None = None
        self._scene: BadgeScene | None = None
        self._pass = 0
        self._settled = False

    def is_on(self) -> bool:
        """Whether View ▸ Analysis is on."""
        return self.action.isChecked()

    def set_on(self, on: bool) -> None:
        self.action.setChecked(on)

    def _switched(self, on: bool) -> None:
        self.switched.emit(on)
        self._restart()

    # --- what the window tells it ---------------------------------------------------------------

    def follow(self, state: GameState[Any] | None, scene: BadgeScene | None) -> None:
        """Analyse ``state`` (a copy is kept), shown on ``scene``; None: nothing to analyse."""
        snapshot = None if state is None else Snapshot.of(state)
        if snapshot == self._snapshot and scene is self._scene:
            return
        self._clear_badges()
        self._state = None if state is None else state.copy()
        self._snapshot = snapshot
        self._scene = scene
        self._restart()

    def is_settled(self) -> bool:
        """Whether the last pass is shown (nothing more will come for this position)."""
        return self._settled

    def shutdown(self) -> None:
        self.runner.shutdown()

    # --- the passes -----------------------------------------------------------------------------

    def _restart(self) -> None:
        self.runner.cancel()
        self._pass = 0
        self._settled = False
        state = self._state
        self.model.show("9tka", 2, None)
        self._clear_badges()
        if not self.is_on():
            return
        if state is None:
            self.status.setText(tr("No position to analyse."))
            return
        if state.is_over():
            self.status.setText(tr("The game is over."))
            return
        self.status.setText(tr("Analysing…"))
        self._request()

    def _request(self) -> None:
        assert self._snapshot is not None
        level, seconds = PASSES[self._pass]
        self.runner.request(self._snapshot, level, seed=0, time_cap=seconds)

    def _on_result(self, result: AiResult) -> None:
        state = self._state
        if state is None or result.snapshot != self._snapshot or not self.is_on():
            return
        if result.analysis is None:
            # The reason is the engine's own words, in English: kept for the curious, under the
            # pointer, while the sentence is the player's language.
            self.status.setText(
                tr("The analysis stopped on an error. It starts again at the next move.")
            )
            self.status.setToolTip(plain_tooltip(result.error or ""))
            return
        self.status.setToolTip("")
        analysis = result.analysis
        self.model.show(state.game_name, state.num_players, analysis)
        if self._scene is not None:
            self._scene.set_badges(badges_for(state, analysis))
        exact = analysis.best.kind is Kind.EXACT
        finished = exact or self._pass + 1 >= len(PASSES)
        if finished:
            self._settled = True
            self.status.setText(tr("Exact.") if exact else tr("Done."))
        else:
            self.status.setText(tr("Looking deeper…"))
            self._pass += 1
            self._request()

    def _show_line(self) -> None:
        """The line the analysis expects after the move picked in the list, or the best."""
        analysis = self.model.analysis()
        if analysis is None or not analysis.moves:
            self.line.setText("")
            return
        row = self.table.currentIndex().row()
        value = analysis.moves[row if 0 <= row < len(analysis.moves) else 0]
        self.line.setText(
            tr("Expected line after {move}: {line}").format(
                move=value.move, line=" ".join(value.line) or "\u2014"
            )
        )

    def _clear_badges(self) -> None:
        if self._scene is not None:
            self._scene.set_badges({})

    def _on_activated(self, index: QModelIndex) -> None:
        analysis = self.model.analysis()
        if analysis is not None and 0 <= index.row() < len(analysis.moves):
            self.moveActivated.emit(analysis.moves[index.row()].move)


__all__ = ["PASSES", "AnalysisPanel", "badge_cell", "badge_text", "badges_for"]
