"""The computer opponent for the Morris family beyond Nine Men's Morris (Three, Six and Twelve
Men's Morris, Morabaraba, Lasker Morris): the native core's family search (``search``,
``native``, ``native/engine/src/family``) with each level's budget and choice policy
(``levels``).

``plays(variant_key)`` answers whether the computer can play a game of the family; Nine Men's
Morris is played by its own search (``ai.morris``), which routes every other game here.
"""

from __future__ import annotations

import random

from ....games.morris.moves import MorrisMove
from ....games.morris.state import MorrisState
from ....games.morris.variants import VARIANTS
from ...control import SearchControl
from ...levels import Level
from ..choice import MARGIN, pick
from ..playable import computer_plays
from .levels import FAMILY_LEVELS, THREE_BUDGETS, FamilyLevel, family_level
from .pressing import press
from .search import analyse_family

#: The games this package plays (Nine Men's Morris has its own search).
FAMILY_GAMES = frozenset(key for key in VARIANTS if key != "nine")


def plays(variant_key: str) -> bool:
    """Whether the computer can play the Morris game ``variant_key`` (``"three"``, ...); the
    app asks ``ai.morris.playable.computer_plays``, which answers the same."""
    return computer_plays(variant_key)


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
    pressing = budget.pressing if not margin else None
    # Pressing searches with a margin of 1: every move tied with the best gets an exact score.
    search_margin = 1 if pressing is not None else margin
    result = analyse_family(
        state, control, budget.nodes, budget.max_depth, search_margin, budget.contempt
    )
    if pressing is not None:
        return press(state, result, pressing, control)
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
