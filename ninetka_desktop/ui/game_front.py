"""``GameFront``: everything the window shows and drives for one game, built once per game.

The window keeps one front for 9tka and one for Morris and switches between them when a match of
the other game starts: the board model, its scene and the controller, which shows any position
of the game's move tree on that board.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from ..controllers.ai_bridge import QtAiRunner
from ..controllers.morris.controller import MorrisController
from ..controllers.ninetka.turns import NINETKA_TURNS
from ..controllers.turn_controller import TurnController
from ..games.morris import MorrisState
from ..games.ninetka import NinetkaState
from ..models import MorrisBoardModel, NinetkaBoardModel, NinetkaScoreModel
from ..models.move_tree_model import MoveTreeModel
from .morris.scene import MorrisScene
from .ninetka.scene import NinetkaScene


@dataclass(slots=True)
class GameFront:
    game: str
    board: NinetkaBoardModel | MorrisBoardModel
    scene: NinetkaScene | MorrisScene
    controller: TurnController

    def scenes(self) -> tuple[NinetkaScene | MorrisScene, ...]:
        return (self.scene,)


def ninetka_front(
    moves: MoveTreeModel, scores: NinetkaScoreModel, runner: QtAiRunner, parent: QObject
) -> GameFront:
    board = NinetkaBoardModel(NinetkaState(), parent)
    scene = NinetkaScene(board, parent)
    controller = TurnController(
        NINETKA_TURNS, board, moves, scene, scene.animationsFinished, runner, parent,
        side_models=(scores,),
    )
    return GameFront("9tka", board, scene, controller)


def morris_front(moves: MoveTreeModel, runner: QtAiRunner, parent: QObject) -> GameFront:
    board = MorrisBoardModel(MorrisState(), parent)
    scene = MorrisScene(board, parent)
    controller = MorrisController(board, moves, scene, scene.animationsFinished, runner, parent)
    return GameFront("morris", board, scene, controller)
