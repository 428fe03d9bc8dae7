"""A stand-in for the board scene, for driving the controller without drawing."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ninetka_desktop.controllers.ninetka.turns import NINETKA_TURNS
from ninetka_desktop.controllers.turn_controller import TurnController
from ninetka_desktop.models import NinetkaBoardModel, NinetkaScoreModel
from ninetka_desktop.models.move_tree_model import MoveTreeModel


class FakeSurface(QObject):
    """Finishes every move's 'animation' on the next event-loop turn, like a fast scene."""

    animationsFinished = Signal()

    def __init__(self, board: NinetkaBoardModel) -> None:
        super().__init__()
        self.interactive = False
        self.hint: int | None = None
        board.movePlayed.connect(lambda move: QTimer.singleShot(5, self.animationsFinished.emit))

    def set_interactive(self, interactive: bool) -> None:
        self.interactive = interactive

    def set_hint(self, cell: int | None) -> None:
        self.hint = cell


def ninetka_controller(board: NinetkaBoardModel, surface: Any, runner: Any) -> TurnController:
    """A 9tka turn flow on ``board``, as the window builds it, drawing on ``surface``."""
    return TurnController(
        NINETKA_TURNS, board, MoveTreeModel(), surface, surface.animationsFinished, runner,
        side_models=(NinetkaScoreModel(board.state),),
    )
