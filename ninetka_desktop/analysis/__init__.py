"""Analysis, Qt-free: every legal move of a position valued for its mover, best first.

``analyse(position, level, seconds)`` runs the level's search budget (the 9tka tree search's
playouts, the Morris search's nodes in the game of the family played) within ``seconds``;
exact values come from the 9tka movement solver (2 players) and from the Morris endgame tables
(every position of Three and Six Men's Morris) and forced ends. The protocol's ``analyze``,
the analysis panel, the evaluation graph and the game review all read it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ..ai.control import SearchControl
from ..ai.levels import Level, ninetka_level
from ..ai.levels import level as level_of
from ..ai.snapshot import Snapshot
from ..games import GameState
from ..games.morris import MorrisState
from ..games.ninetka.state import NinetkaState
from .values import Kind, MoveValue, PositionAnalysis, Result

#: The strongest level's budget unless told otherwise.
DEFAULT_LEVEL = 6


def analyse(
    position: Snapshot | GameState[Any],
    level_number: int = DEFAULT_LEVEL,
    seconds: float | None = None,
    cancelled: Callable[[], bool] | None = None,
    seed: int | None = None,
) -> PositionAnalysis:
    """Every legal move of ``position`` valued, best first, within ``seconds`` (the level's
    time cap when None). Raises ValueError when the game is over."""
    state = position.to_state() if isinstance(position, Snapshot) else position.copy()
    if state.is_over():
        raise ValueError("the game is over: there is no move to analyse")
    chosen = level_of(level_number)
    budget = chosen.time_cap if seconds is None else seconds
    control = SearchControl(deadline=time.monotonic() + budget, cancelled=cancelled)
    return _ANALYSERS[state.game_name](state, chosen, control, seed)


def _morris(
    state: MorrisState, level: Level, control: SearchControl, seed: int | None
) -> PositionAnalysis:
    from .morris import analyse_morris

    return analyse_morris(state, level, control)


def _ninetka(
    state: NinetkaState, level: Level, control: SearchControl, seed: int | None
) -> PositionAnalysis:
    from .ninetka import analyse_ninetka

    return analyse_ninetka(state, ninetka_level(level.number), control, seed)


#: Each game's analysis, by the game's key (imported when first used).
_ANALYSERS: dict[str, Callable[[Any, Level, SearchControl, int | None], PositionAnalysis]] = {
    "9tka": _ninetka,
    "morris": _morris,
}


__all__ = ["DEFAULT_LEVEL", "Kind", "MoveValue", "PositionAnalysis", "Result", "analyse"]
