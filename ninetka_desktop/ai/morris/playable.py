"""Which games of the Morris family the computer opponent can play, and which it can analyse.

The one place the app asks (the new-game dialog offers the computer, hints follow
``computer_knows``; the analysis and the review follow ``computer_analyses``), and so do the
tests: a game the search does not know is played by two humans. The computer plays every game
of the family (Nine Men's Morris by its own search, the others by ``ai.morris.family``), and
analyses every one (``analysis``: Nine Men's Morris with its tables and lines, the others by
the family search).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...games.morris.variants import DEFAULT_VARIANT, VARIANTS

#: The games of the family (``variants.VARIANTS`` keys) the computer plays.
COMPUTER_VARIANTS: frozenset[str] = frozenset(VARIANTS)
#: The games of the family the analysis covers.
ANALYSED_VARIANTS: frozenset[str] = frozenset(VARIANTS)


def computer_plays(variant: str) -> bool:
    """Whether the computer can play the game ``variant`` of the family."""
    return variant in COMPUTER_VARIANTS


def _variant(options: Mapping[str, Any]) -> str | None:
    variant = options.get("variant", DEFAULT_VARIANT)
    return variant if isinstance(variant, str) else None


def computer_knows(game: str, options: Mapping[str, Any]) -> bool:
    """Whether the computer can play, and so hint, a game of ``game`` ("9tka", "morris") under
    ``options`` (a Morris game names its ``variant``; none is Nine Men's)."""
    if game != "morris":
        return True
    variant = _variant(options)
    return variant is not None and computer_plays(variant)


def computer_analyses(game: str, options: Mapping[str, Any]) -> bool:
    """Whether the analysis (values, lines, the review's graph) covers a game of ``game``
    under ``options``."""
    if game != "morris":
        return True
    return _variant(options) in ANALYSED_VARIANTS


__all__ = [
    "ANALYSED_VARIANTS",
    "COMPUTER_VARIANTS",
    "computer_analyses",
    "computer_knows",
    "computer_plays",
]
