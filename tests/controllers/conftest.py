"""A controller wired to the real models, with a stand-in for the board scene."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers.controllers import FakeSurface, ninetka_controller

from ninetka_desktop.controllers.ai_bridge import QtAiRunner
from ninetka_desktop.controllers.turn_controller import TurnController
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.models import NinetkaBoardModel


@pytest.fixture(scope="session")
def ai_runner() -> Iterator[QtAiRunner]:
    runner = QtAiRunner(workers=1)
    yield runner
    runner.shutdown()


@pytest.fixture
def controller(qtbot: object, ai_runner: QtAiRunner) -> Iterator[TurnController]:
    board = NinetkaBoardModel(NinetkaState())
    surface = FakeSurface(board)
    game = ninetka_controller(board, surface, ai_runner)
    game.surface = surface  # type: ignore[attr-defined]
    yield game
    game.shutdown()
