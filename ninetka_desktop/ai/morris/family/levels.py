"""The six levels in the rest of the Morris family: a search budget and a choice policy each.

Nine Men's Morris keeps its tuned budgets (``ai.levels``) and styles (``ai.morris.STYLES``);
the other games search with the family's core. Its evaluation is untuned, so the levels are
spaced by depth and nodes (about five times more from one level to the next at the top) and by
how loosely they choose (``Style``: softmax temperature in men, epsilon, opening variety).
From Advanced up a draw costs the side to move a little (``contempt``), so that a strong level
keeps playing for a win instead of repeating the position. Time caps stay the levels' own
(``Level.time_cap``).

Three Men's Morris is searched to its end within a few hundred thousand nodes, so there the
levels have budgets of their own (``THREE_BUDGETS``), and no level has contempt: the game is a
draw with best play once the centre opening is forbidden, and a level that shuns the draw walks
into a lost position. With the centre opening allowed White wins by force within nine plies;
a search of about 4,000 nodes finds that win from the empty board, so Expert and Advanced are
held below it by nodes rather than depth (docs/STRENGTH.md: depth 4 and 5 are either side of
it, with no level between), Beginner to Intermediate by depth.

Six Men's Morris has levels of its own from Advanced up (``SIX_LEVELS``): its deep searches
value most moves of a blocked middle game alike, so Master breaks such ties by a shorter search
(``pressing``), and Expert and Advanced sit one step lower than elsewhere, so that each level
still scores over 60% against the one below.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ...levels import Level
from ..choice import Style
from .pressing import Pressing


@dataclass(frozen=True, slots=True)
class FamilyLevel:
    #: Alpha-beta nodes per move and the deepest iteration.
    nodes: int
    max_depth: int
    style: Style
    #: Centi-men a draw costs the side to move.
    contempt: int = 0
    #: Breaks ties among the best moves by a shorter search (``pressing``); None: the first.
    pressing: Pressing | None = None


#: By level number (1 Beginner .. 6 Master).
FAMILY_LEVELS: dict[int, FamilyLevel] = {
    1: FamilyLevel(300, 1, Style(0.60, 0.25, 0, 0)),
    2: FamilyLevel(2_000, 2, Style(0.30, 0.10, 0, 0)),
    3: FamilyLevel(4_000, 3, Style(0.12, 0.04, 0, 0)),
    4: FamilyLevel(100_000, 8, Style(0.05, 0.0, 4, 10), contempt=10),
    5: FamilyLevel(500_000, 40, Style(0.0, 0.0, 6, 10), contempt=20),
    6: FamilyLevel(2_500_000, 60, Style(0.0, 0.0, 6, 10), contempt=20),
}

#: Three Men's Morris: the nodes and the deepest iteration by level number.
THREE_BUDGETS: dict[int, tuple[int, int]] = {
    1: (300, 1),
    2: (2_000, 2),
    3: (4_000, 3),
    4: (1_500, 60),
    5: (3_000, 60),
    6: (2_500_000, 60),
}


#: Six Men's Morris: its own levels from Advanced up. Master presses (``pressing``), and the
#: levels below it sit one step lower than elsewhere: with the shared budgets Expert already
#: held every game against Master to the 100-move draw (docs/STRENGTH.md).
SIX_LEVELS: dict[int, FamilyLevel] = {
    4: FamilyLevel(20_000, 5, Style(0.05, 0.0, 4, 10), contempt=10),
    5: FAMILY_LEVELS[4],  # the other games' Advanced
    6: FamilyLevel(
        2_500_000, 60, Style(0.0, 0.0, 6, 10), contempt=20, pressing=Pressing(100_000, 8)
    ),
}


def family_level(level: Level, variant_key: str = "") -> FamilyLevel:
    """The family's budget and policy for ``level`` (by its number) in the game
    ``variant_key``."""
    known = [n for n in FAMILY_LEVELS if n <= level.number]
    number = max(known) if known else min(FAMILY_LEVELS)
    chosen = FAMILY_LEVELS[number]
    if variant_key == "three":
        nodes, depth = THREE_BUDGETS[number]
        return dataclasses.replace(chosen, nodes=nodes, max_depth=depth, contempt=0)
    if variant_key == "six":
        return SIX_LEVELS.get(number, chosen)
    return chosen


__all__ = ["FAMILY_LEVELS", "SIX_LEVELS", "THREE_BUDGETS", "FamilyLevel", "family_level"]
