"""Which games of the Morris family the computer opponent can play.

The one place the app asks (the new-game dialog offers the computer, the window and the tests
follow it): a game the search does not know is played by two humans.
"""

from __future__ import annotations

#: The games of the family (``variants.VARIANTS`` keys) the computer plays.
COMPUTER_VARIANTS: frozenset[str] = frozenset({"nine"})


def computer_plays(variant: str) -> bool:
    """Whether the computer can play the game ``variant`` of the family."""
    return variant in COMPUTER_VARIANTS
