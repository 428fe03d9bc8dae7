"""A controller wired to the real models, with a stand-in for the board scene."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject, QTimer, Signal

from ninetka_desktop.controllers.ai_bridge import QtAiRunner
from ninetka_desktop.controllers.game_controller import GameController
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.models import BoardModel, MoveHistoryModel, ScoreModel


class FakeSurface(QObject):
    """Finishes every move's 'animation' on the next event-loop turn, like a fast scene."""

    animationsFinished = Signal()

    def __init__(self, board: BoardModel) -> None:
        super().__init__()
        self.interactive = False
        self.hint: int | None = None
        board.movePlayed.connect(lambda move: QTimer.singleShot(5, self.animationsFinished.emit))

    def set_interactive(self, interactive: bool) -> None:
        self.interactive = interactive

    def set_hint(self, cell: int | None) -> None:
        self.hint = cell


@pytest.fixture(scope="session")
def ai_runner() -> Iterator[QtAiRunner]:
    runner = QtAiRunner(workers=1)
    yield runner
    runner.shutdown()


@pytest.fixture
def controller(qtbot: object, ai_runner: QtAiRunner) -> Iterator[GameController]:
    board = BoardModel(NinetkaState())
    surface = FakeSurface(board)
    game = GameController(
        board, MoveHistoryModel(), ScoreModel(board.state), surface,
        surface.animationsFinished, ai_runner,
    )
    game.surface = surface  # type: ignore[attr-defined]
    yield game
    game.shutdown()
