"""The computer opponent for the Morris family beyond Nine Men's Morris (Three, Six and Twelve
Men's Morris, Morabaraba, Lasker Morris): the native core's family search (``native``,
``native/engine/src/family``) with each level's budget and choice policy (``levels``).

``plays(variant_key)`` answers whether the computer can play a game of the family; Nine Men's
Morris is played by its own search (``ai.morris``), which routes every other game here.
"""

from __future__ import annotations

import random

from ...._core import family_analyse
from ....games.morris.moves import MorrisMove
from ....games.morris.state import MorrisState
from ....games.morris.variants import VARIANTS
from ...control import SearchControl
from ...levels import Level
from ...native_call import cancellation
from ..choice import MARGIN, pick
from ..playable import computer_plays
from ..root import RootResult
from .levels import FAMILY_LEVELS, THREE_BUDGETS, FamilyLevel, family_level
from .native import from_core_move, to_core
from .pressing import press

#: The games this package plays (Nine Men's Morris has its own search).
FAMILY_GAMES = frozenset(key for key in VARIANTS if key != "nine")


def plays(variant_key: str) -> bool:
    """Whether the computer can play the Morris game ``variant_key`` (``"three"``, ...); the
    app asks ``ai.morris.playable.computer_plays``, which answers the same."""
    return computer_plays(variant_key)


def analyse_family(
    state: MorrisState,
    control: SearchControl,
    nodes: int,
    max_depth: int,
    margin: int = 0,
    contempt: int = 0,
    every_move: bool = False,
) -> RootResult:
    """The family search's root of ``state`` (not over): every move scored, best first; a
    draw costs the side to move ``contempt`` centi-men. With ``every_move`` (the analysis) it
    deepens until every move's result is proven, not only the best one's."""
    position = to_core(state)
    with cancellation(control.cancelled) as canceller:
        ranked, depth, searched, lines = family_analyse(
            position,
            max(1, nodes),
            max(1, max_depth),
            margin,
            control.remaining_time(),
            canceller,
            contempt,
            every_move,
        )
    control.work += searched
    moves = [(from_core_move(m), s) for m, s in ranked]
    expected = [[from_core_move(m) for m in line] for line in lines] if every_move else None
    return RootResult(moves, depth, searched, expected)


def choose_family_move(
    state: MorrisState, level: Level, control: SearchControl, rng: random.Random
) -> MorrisMove:
    """The move to play in ``state`` (a game of the family, not over) at ``level``;
    deterministic given ``rng`` while no time cap cuts the search short."""
    budget = family_level(level, state.variant.key)
    policy = budget.style
    opening = policy.opening_margin if len(state.move_stack) < policy.opening_plies else 0
    choosy = policy.temperature > 0 or policy.epsilon > 0
    margin = MARGIN if choosy else opening
    if budget.pressing is not None and not margin:
        # A margin of 1 makes every move tied with the best exact, for the tie-break.
        result = analyse_family(state, control, budget.nodes, budget.max_depth, 1, budget.contempt)
        return press(state, result, budget.pressing, control)
    result = analyse_family(state, control, budget.nodes, budget.max_depth, margin, budget.contempt)
    if not margin:
        return result.ranked[0][0]
    return pick(result, policy, opening, rng)


__all__ = [
    "FAMILY_GAMES",
    "FAMILY_LEVELS",
    "THREE_BUDGETS",
    "FamilyLevel",
    "analyse_family",
    "choose_family_move",
    "family_level",
    "plays",
]
