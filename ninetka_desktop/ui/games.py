"""The games the app plays, by key: one ``GameKind`` descriptor each.

A new game adds its descriptor here; the window, the panels and the dialogs find everything
else through it.
"""

from __future__ import annotations

from .game_kind import GameKind
from .morris.kind import MORRIS
from .ninetka.kind import NINETKA

GAMES: dict[str, GameKind] = {kind.key: kind for kind in (NINETKA, MORRIS)}


def game_kind(key: str) -> GameKind:
    """The descriptor of the game ``key`` ("9tka" or "morris"); KeyError for another."""
    return GAMES[key]
