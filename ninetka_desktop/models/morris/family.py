"""What the app reads of a Morris game's rule set: its variant, its board, its mills.

One place for the questions the board model, the scene, the turn sentences and the dialogs ask
of any game of the family (RULES.md section 3), so they all agree on them.
"""

from __future__ import annotations

from typing import Any

from ...games.morris import MorrisState
from ...games.morris.boards import Board, Line
from ...games.morris.variants import DEFAULT_VARIANT, VARIANTS, Variant

MEN_CHOICES = (10, 9)  # Lasker Morris: "nine or better ten"


def variant_of(state: MorrisState) -> Variant:
    """The game of the family ``state`` plays."""
    return state.variant


def board_of(state: MorrisState) -> Board:
    """The board ``state`` is played on (Three Men's Morris may have dropped its diagonals)."""
    return state.board


def men_per_side(state: MorrisState) -> int:
    return state.men_per_side


def mill_lines(state: MorrisState) -> tuple[Line, ...]:
    """The board's lines that are mills (Twelve Men's Morris may keep its diagonals for moves)."""
    return state.rules.mills


def variant_options(key: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The options of the game ``key`` (``variant`` among them): its defaults, overridden by
    the valid ones of ``options`` (a remembered setup may come from an older or hand-edited
    settings file)."""
    result: dict[str, Any] = {"variant": key, **VARIANTS[key].defaults}
    for name, value in (options or {}).items():
        if name not in result or name == "variant":
            continue
        default = result[name]
        if isinstance(default, bool):
            if isinstance(value, bool):
                result[name] = value
        elif name == "men":
            if value in MEN_CHOICES and not isinstance(value, bool):
                result[name] = value
        elif isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            result[name] = value
    if key == DEFAULT_VARIANT:
        # Nine Men's Morris's options are as they were before the family (the engine's too).
        del result["variant"]
    return result
