"""Qt item models over the engine state: the only place engine state becomes Qt roles."""

from .history_model import MoveHistoryModel
from .morris.board import MorrisBoardModel
from .ninetka.board import NinetkaBoardModel
from .ninetka.scores import NinetkaScoreModel
from .roles import BoardRole, CellKind, HistoryRole, MorrisRole, ScoreRole

__all__ = [
    "BoardRole",
    "CellKind",
    "HistoryRole",
    "MorrisBoardModel",
    "MorrisRole",
    "MoveHistoryModel",
    "NinetkaBoardModel",
    "NinetkaScoreModel",
    "ScoreRole",
]
