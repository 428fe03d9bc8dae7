"""A controller wired to the real models, with a stand-in for the board scene."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers.controllers import FakeSurface

from ninetka_desktop.controllers.ai_bridge import QtAiRunner
from ninetka_desktop.controllers.ninetka import NinetkaController
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.models import MoveHistoryModel, NinetkaBoardModel, NinetkaScoreModel


@pytest.fixture(scope="session")
def ai_runner() -> Iterator[QtAiRunner]:
    runner = QtAiRunner(workers=1)
    yield runner
    runner.shutdown()


@pytest.fixture
def controller(qtbot: object, ai_runner: QtAiRunner) -> Iterator[NinetkaController]:
    board = NinetkaBoardModel(NinetkaState())
    surface = FakeSurface(board)
    game = NinetkaController(
        board, MoveHistoryModel(), NinetkaScoreModel(board.state), surface,
        surface.animationsFinished, ai_runner,
    )
    game.surface = surface  # type: ignore[attr-defined]
    yield game
    game.shutdown()
