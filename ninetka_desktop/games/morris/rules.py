"""A game's rule set: a ``Variant`` of the family plus the options chosen for it, checked.

``resolve_rules`` is where untrusted options (records, the protocol, the new-game dialog) meet the
rules: an unknown option, an option the chosen game does not offer, or a value of the wrong kind
is a ``GameError`` with a sentence a player can read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import GameError
from .boards import DIAGONALS, Board, Line
from .variants import DEFAULT_VARIANT, VARIANTS, Variant, board_for

#: Every option name any game of the family offers (plus ``variant`` itself).
ALL_OPTIONS: frozenset[str] = frozenset(
    {"variant"} | {name for v in VARIANTS.values() for name in v.defaults}
)
#: Options that are numbers; every other option is on/off.
NUMBER_OPTIONS: frozenset[str] = frozenset({"no_removal_limit", "men"})
_MEN_CHOICES = (9, 10)


@dataclass(frozen=True, slots=True)
class Rules:
    """What the engine reads: the game, its board, and every rule the options settle."""

    variant: Variant
    #: The board actually played on (Three Men's Morris without diagonals: ``THREE_SQUARE``).
    board: Board
    #: The lines that are mills (Twelve Men's Morris may keep its diagonals for moves only).
    mills: tuple[Line, ...]
    men: int
    flying: bool
    repetition_draw: bool
    no_removal_limit: int
    #: A man moves to any empty point (Three Men's Morris's "nine holes").
    nine_holes: bool
    #: White's first man may go on the centre (Three Men's Morris).
    centre_opening: bool
    #: Men in a mill are protected while the opponent has others (RULES.md 2.5).
    protected_mills: bool
    #: A full board when placing ends is drawn (else White, blocked, loses).
    full_board_draw: bool
    #: Morabaraba's no-immediate-return rule.
    no_return: bool
    #: Every option with its value: what ``options()`` returns. ``variant`` is written for every
    #: game but Nine Men's Morris, whose options stay what they were before the family (records,
    #: the opening book and the native core compare them).
    options: dict[str, Any]


def _check_bool(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise GameError(f"option {name} must be true or false, not {value!r}")
    return value


def _check_number(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise GameError(f"option {name} must be a whole number, not {value!r}")
    if name == "men" and value not in _MEN_CHOICES:
        raise GameError(f"option men must be 9 or 10, not {value}")
    if value < 0:
        raise GameError(f"option {name} must be 0 (off) or more, not {value}")
    return value


def variant_of(options: Mapping[str, Any]) -> Variant:
    """The game ``options`` name (no ``variant``: Nine Men's Morris, as in older records)."""
    key = options.get("variant", DEFAULT_VARIANT)
    if not isinstance(key, str) or key not in VARIANTS:
        raise GameError(
            f"unknown Morris game {key!r} (choose one of {', '.join(VARIANTS)})"
            if isinstance(key, str)
            else f"option variant must be a game's name, not {key!r}"
        )
    return VARIANTS[key]


def resolve_rules(options: Mapping[str, Any]) -> Rules:
    """The rule set ``options`` choose (missing options take the game's defaults)."""
    variant = variant_of(options)
    unknown = sorted(set(options) - ALL_OPTIONS)
    if unknown:
        raise GameError(f"unknown Morris option(s): {', '.join(unknown)}")
    foreign = sorted(set(options) - set(variant.defaults) - {"variant"})
    if foreign:
        raise GameError(f"{variant.name} has no option {', '.join(foreign)}")
    merged: dict[str, Any] = {"variant": variant.key, **variant.defaults}
    for name, value in options.items():
        if name == "variant":
            continue
        merged[name] = (
            _check_number(name, value) if name in NUMBER_OPTIONS else _check_bool(name, value)
        )
    board = board_for(variant, merged)
    mills = board.lines
    if not merged.get("diagonal_mills", True):
        mills = tuple(line for line in board.lines if line not in DIAGONALS)
    return Rules(
        variant=variant,
        board=board,
        mills=mills,
        men=merged.get("men", variant.men),
        flying=merged.get("flying", False),
        repetition_draw=merged["repetition_draw"],
        no_removal_limit=merged["no_removal_limit"],
        nine_holes=merged.get("nine_holes", False),
        centre_opening=merged.get("centre_opening", True),
        protected_mills=merged.get("protected_mills", True),
        full_board_draw=merged.get("full_board_draw", False),
        no_return=merged.get("no_return", False),
        options=merged if variant.key != DEFAULT_VARIANT else _without_variant(merged),
    )


def _without_variant(options: dict[str, Any]) -> dict[str, Any]:
    return {name: value for name, value in options.items() if name != "variant"}


__all__ = ["ALL_OPTIONS", "NUMBER_OPTIONS", "Rules", "resolve_rules", "variant_of"]
