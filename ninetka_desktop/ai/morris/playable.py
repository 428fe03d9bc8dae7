"""Which games of the Morris family the computer opponent can play.

The one place the app asks (the new-game dialog offers the computer, hints, the analysis and
the review follow it, and so do the tests): a game the search does not know is played by two
humans. The family's search enables the others by answering here (``COMPUTER_VARIANTS``, or
``computer_plays`` asking the family search's own ``plays``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...games.morris.variants import DEFAULT_VARIANT

#: The games of the family (``variants.VARIANTS`` keys) the computer plays.
COMPUTER_VARIANTS: frozenset[str] = frozenset({"nine"})


def computer_plays(variant: str) -> bool:
    """Whether the computer can play the game ``variant`` of the family."""
    return variant in COMPUTER_VARIANTS


def computer_knows(game: str, options: Mapping[str, Any]) -> bool:
    """Whether the computer can play, and so hint and analyse, a game of ``game`` ("9tka",
    "morris") under ``options`` (a Morris game names its ``variant``; none is Nine Men's)."""
    if game != "morris":
        return True
    variant = options.get("variant", DEFAULT_VARIANT)
    return isinstance(variant, str) and computer_plays(variant)
