"""Players: the seats of a match. A computer seat chooses its move when asked (``take_turn``,
then ``moveChosen``); a human seat only marks whose clicks count (the controller reads them)."""

from __future__ import annotations

import random
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..ai import Snapshot
from ..ai.runner import AiResult
from ..games.base import GameState
from ..games.errors import GameError
from .ai_bridge import QtAiRunner


class Player(QObject):
    #: The move this player chose for the state given to ``take_turn``.
    moveChosen = Signal(object)
    is_human = False

    def take_turn(self, state: GameState[Any]) -> None:
        """Start choosing a move for ``state``; ``moveChosen`` follows (subclasses decide how)."""

    def cancel(self) -> None:
        """Forget the turn in progress: no move will be chosen for it."""


class HumanPlayer(Player):
    """A human seat, the same for every game: its moves come from the board's clicks, which the
    controller reads through the game's turn rules while this seat's turn is open."""

    is_human = True


class ComputerPlayer(Player):
    """Asks the AI worker; plays the answer to its own request, recognised by the request id
    alone (the runner has already dropped answers that went stale)."""

    def __init__(
        self, runner: QtAiRunner, level: int, seed: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.level = level
        self._runner = runner
        self._rng = random.Random(seed)
        #: The request of the open turn (None while it is being made or after the answer).
        self._request: int | None = None
        #: The position of the open turn, None once answered or cancelled.
        self._state: GameState[Any] | None = None
        # Answers that arrive inside ``request`` (a runner may answer at once), matched by id
        # as soon as ``request`` has returned it.
        self._early: list[AiResult] | None = None
        runner.resultReady.connect(self._on_result)

    def take_turn(self, state: GameState[Any]) -> None:
        self._state = state
        self._request = None
        self._early = []
        snapshot = Snapshot.of(state)
        try:
            request = self._runner.request(snapshot, self.level, seed=self._rng.randrange(2**31))
        except Exception as exc:  # no worker could be started: play on rather than freeze
            print(f"ninetka: the computer player could not think: {exc}", file=sys.stderr)
            self._early = None
            self._play_answer(AiResult(-1, snapshot, None, str(exc)))
            return
        early, self._early = self._early, None
        if self._state is state:  # not cancelled meanwhile
            self._request = request
            for result in early:
                self._on_result(result)

    def cancel(self) -> None:
        if self._request is not None:
            self._runner.cancel(self._request)
        self._request = self._state = self._early = None

    @property
    def thinking(self) -> bool:
        return self._state is not None

    def _on_result(self, result: AiResult) -> None:
        if self._early is not None:
            self._early.append(result)
        elif self._request is not None and result.request_id == self._request:
            self._play_answer(result)

    def _play_answer(self, result: AiResult) -> None:
        state = self._state
        if state is None:
            return
        self._request = self._state = None
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
