"""Qt item models over the engine state: the only place engine state becomes Qt roles."""

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
    "NinetkaBoardModel",
    "NinetkaScoreModel",
    "ScoreRole",
]
