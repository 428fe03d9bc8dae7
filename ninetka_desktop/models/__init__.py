"""Qt item models over the engine state: the only place engine state becomes Qt roles."""

from .board_model import BoardModel
from .history_model import MoveHistoryModel
from .morris_board_model import MorrisBoardModel
from .roles import BoardRole, CellKind, HistoryRole, MorrisRole, ScoreRole
from .score_model import ScoreModel

__all__ = [
    "BoardModel",
    "BoardRole",
    "CellKind",
    "HistoryRole",
    "MorrisBoardModel",
    "MorrisRole",
    "MoveHistoryModel",
    "ScoreModel",
    "ScoreRole",
]
