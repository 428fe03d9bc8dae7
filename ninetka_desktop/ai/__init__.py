"""Computer opponents, Qt-free: ``choose_move(snapshot, level, seed=None, deadline=None)``.

9tka plays by Monte Carlo tree search with an exact movement-phase solver (``ai.ninetka``);
Morris by alpha-beta (``ai.morris``). ``AiRunner`` runs either in a worker process.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from ..games import GameState
from ..games.morris.state import MorrisState
from ..games.ninetka.state import NinetkaState
from ..games.registry import preset_of
from .control import SearchControl, SearchStopped
from .levels import LEVELS, MAX_LEVEL, MIN_LEVEL, Level, level, morris_level, ninetka_level
from .snapshot import Snapshot

Position = Snapshot | GameState[Any]

#: Share of a level's time cap kept back from the search for finishing the move (picking among
#: the root's moves, a collection by the garbage collector, a busy machine), so that the whole
#: move stays within the cap.
WRAP_UP_SHARE = 0.08


def choose_move(
    position: Position,
    level_number: int,
    seed: int | None = None,
    deadline: float | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> str:
    """The computer's move in ``position`` at the given level, in notation.

    ``deadline`` is a ``time.monotonic()`` value; the level's own time cap applies too, so the
    answer always comes within it. The same seed gives the same move (as long as no cap cuts the
    search short). Raises ValueError when the game is over.
    """
    started = time.monotonic()
    state = position.to_state() if isinstance(position, Snapshot) else position.copy()
    moves = state.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    chosen_level = level(level_number)
    if len(moves) == 1:
        return state.move_to_str(moves[0])
    cap = started + chosen_level.time_cap * (1.0 - WRAP_UP_SHARE)
    control = SearchControl(
        deadline=cap if deadline is None else min(cap, deadline), cancelled=cancelled
    )
    rng = random.Random(seed)
    move = _CHOOSERS[state.game_name](state, level_number, control, rng)
    return state.move_to_str(move)


def _morris_move(
    state: MorrisState, level_number: int, control: SearchControl, rng: random.Random
) -> Any:
    from .morris import choose_morris_move

    budget = morris_level(preset_of(state).key, level_number)
    return choose_morris_move(state, budget, control, rng)


def _ninetka_move(
    state: NinetkaState, level_number: int, control: SearchControl, rng: random.Random
) -> Any:
    from .ninetka import choose_ninetka_move

    return choose_ninetka_move(state, ninetka_level(level_number), control, rng)


#: Each game's search, by the game's key (imported when first used: a worker loads one).
_CHOOSERS: dict[str, Callable[[Any, int, SearchControl, random.Random], Any]] = {
    "9tka": _ninetka_move,
    "morris": _morris_move,
}


__all__ = [
    "LEVELS",
    "MAX_LEVEL",
    "MIN_LEVEL",
    "WRAP_UP_SHARE",
    "Level",
    "SearchControl",
    "SearchStopped",
    "Snapshot",
    "choose_move",
    "level",
]
