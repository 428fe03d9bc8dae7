"""Players: human and computer seats behind one interface (``take_turn`` + ``moveChosen``)."""

from __future__ import annotations

import random
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..ai import Snapshot
from ..ai.runner import AiResult
from ..games.base import GameState
from ..games.errors import GameError
from ..games.ninetka import MoveKind, NinetkaMove, NinetkaState
from .ai_bridge import QtAiRunner


class Player(QObject):
    #: The move this player chose for the state given to ``take_turn``.
    moveChosen = Signal(object)
    is_human = False

    def take_turn(self, state: GameState[Any]) -> None:
        """Start choosing a move for ``state``; ``moveChosen`` follows (subclasses decide how)."""

    def cancel(self) -> None:
        """Forget the turn in progress: no move will be chosen for it."""


class NinetkaHumanPlayer(Player):
    """9tka: turns the board's cell clicks into moves while it is this player's turn."""

    is_human = True

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: NinetkaState | None = None

    def take_turn(self, state: GameState[Any]) -> None:
        assert isinstance(state, NinetkaState)
        self._state = state

    def cancel(self) -> None:
        self._state = None

    def move_for_cell(self, cell: int) -> NinetkaMove | None:
        """The legal move a click on ``cell`` makes now, if any."""
        if self._state is None:
            return None
        for move in self._state.legal_moves():
            if move.kind is not MoveKind.PASS and move.cell == cell:
                return move
        return None

    def activate(self, cell: int) -> bool:
        """Play the move for ``cell``; False when the cell plays nothing now."""
        move = self.move_for_cell(cell)
        if move is None:
            return False
        self._state = None
        self.moveChosen.emit(move)
        return True


class ComputerPlayer(Player):
    """Asks the AI worker; drops any answer that is not for the position it was asked about."""

    def __init__(
        self, runner: QtAiRunner, level: int, seed: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.level = level
        self._runner = runner
        self._rng = random.Random(seed)
        self._request: int | None = None
        self._snapshot: Snapshot | None = None
        self._state: GameState[Any] | None = None
        runner.resultReady.connect(self._on_result)

    def take_turn(self, state: GameState[Any]) -> None:
        # The answer is matched by position, and may come back before ``request`` returns (a
        # quick search finishes before the runner attaches its callback), so everything it is
        # matched against is in place first.
        self._state = state
        snapshot = self._snapshot = Snapshot.of(state)
        try:
            request = self._runner.request(snapshot, self.level, seed=self._rng.randrange(2**31))
        except Exception as exc:  # no worker could be started: play on rather than freeze
            print(f"ninetka: the computer player could not think: {exc}", file=sys.stderr)
            self._on_result(AiResult(-1, snapshot, None, str(exc)))
            return
        if self._snapshot is snapshot:  # not answered already
            self._request = request

    def cancel(self) -> None:
        if self._request is not None:
            self._runner.cancel()
        self._request = self._snapshot = self._state = None

    @property
    def thinking(self) -> bool:
        return self._snapshot is not None

    def _on_result(self, result: AiResult) -> None:
        state = self._state
        if state is None or self._snapshot is None or result.snapshot != self._snapshot:
            return  # another player's answer, or a turn that was cancelled
        if Snapshot.of(state) != self._snapshot:
            return  # the position moved on: a stale answer is never applied
        self._request = self._snapshot = self._state = None
        move = None
        if result.move is not None:
            try:
                move = state.parse_move(result.move)
            except GameError as exc:  # never expected; the game must go on all the same
                print(f"ninetka: the computer chose {result.move}: {exc}", file=sys.stderr)
        if move is None:
            # The search failed: fall back to a legal move rather than stall the game.
            move = self._rng.choice(state.legal_moves())
        self.moveChosen.emit(move)
