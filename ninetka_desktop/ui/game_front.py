"""``GameFront``: everything the window shows and drives for one game, built once per game.

The window keeps one front for 9tka and one for Morris and switches between them when a match of
the other game starts: the board model, its scene, the controller, and a read-only board for
looking back at earlier positions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject

from ..controllers.ai_bridge import QtAiRunner
from ..controllers.morris.controller import MorrisController
from ..controllers.ninetka.turns import NINETKA_TURNS
from ..controllers.turn_controller import TurnController
from ..games.morris import MorrisState
from ..games.ninetka import NinetkaState
from ..models import MorrisBoardModel, MoveHistoryModel, NinetkaBoardModel, NinetkaScoreModel
from .morris.scene import MorrisScene
from .ninetka.scene import NinetkaScene


@dataclass(slots=True)
class GameFront:
    game: str
    board: NinetkaBoardModel | MorrisBoardModel
    scene: NinetkaScene | MorrisScene
    controller: TurnController
    past_board: NinetkaBoardModel | MorrisBoardModel
    past_scene: NinetkaScene | MorrisScene

    def show_past(self, state: Any) -> None:
        """Put ``state`` (a past position of this game) on the read-only board."""
        self.past_board.set_state(state)

    def scenes(self) -> tuple[NinetkaScene | MorrisScene, NinetkaScene | MorrisScene]:
        return (self.scene, self.past_scene)


def ninetka_front(
    history: MoveHistoryModel, scores: NinetkaScoreModel, runner: QtAiRunner, parent: QObject
) -> GameFront:
    board = NinetkaBoardModel(NinetkaState(), parent)
    scene = NinetkaScene(board, parent)
    controller = TurnController(
        NINETKA_TURNS, board, history, scene, scene.animationsFinished, runner, parent,
        side_models=(scores,),
    )
    past_board = NinetkaBoardModel(NinetkaState(), parent)
    past_scene = NinetkaScene(past_board, parent)
    past_scene.set_interactive(False)
    return GameFront("9tka", board, scene, controller, past_board, past_scene)


def morris_front(history: MoveHistoryModel, runner: QtAiRunner, parent: QObject) -> GameFront:
    board = MorrisBoardModel(MorrisState(), parent)
    scene = MorrisScene(board, parent)
    controller = MorrisController(board, history, scene, scene.animationsFinished, runner, parent)
    past_board = MorrisBoardModel(MorrisState(), parent)
    past_scene = MorrisScene(past_board, parent)
    past_scene.set_interactive(False)
    return GameFront("morris", board, scene, controller, past_board, past_scene)
