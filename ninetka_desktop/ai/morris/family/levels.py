"""The six levels in the rest of the Morris family: a search budget and a choice policy each.

Nine Men's Morris keeps its tuned budgets (``ai.levels``) and styles (``ai.morris.STYLES``);
the other games search with the family's core, whose nodes cost about as much, but whose
evaluation is untuned, so the levels are spaced by depth and by how loosely they choose
(``Style``: softmax temperature in men, epsilon, opening variety) rather than by the node
counts alone. Time caps stay the levels' own (``Level.time_cap``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...levels import Level
from ..choice import Style


@dataclass(frozen=True, slots=True)
class FamilyLevel:
    #: Alpha-beta nodes per move and the deepest iteration.
    nodes: int
    max_depth: int
    style: Style


#: By level number (1 Beginner .. 6 Master).
FAMILY_LEVELS: dict[int, FamilyLevel] = {
    1: FamilyLevel(300, 1, Style(0.60, 0.25, 0, 0)),
    2: FamilyLevel(2_000, 2, Style(0.30, 0.10, 0, 0)),
    3: FamilyLevel(8_000, 4, Style(0.12, 0.04, 0, 0)),
    4: FamilyLevel(60_000, 8, Style(0.05, 0.0, 4, 10)),
    5: FamilyLevel(400_000, 40, Style(0.0, 0.0, 6, 10)),
    6: FamilyLevel(2_000_000, 60, Style(0.0, 0.0, 6, 10)),
}


def family_level(level: Level) -> FamilyLevel:
    """The family's budget and policy for ``level`` (by its number)."""
    known = [n for n in FAMILY_LEVELS if n <= level.number]
    return FAMILY_LEVELS[max(known)] if known else FAMILY_LEVELS[min(FAMILY_LEVELS)]


__all__ = ["FAMILY_LEVELS", "FamilyLevel", "family_level"]
