"""The rules library: 9tka and Nine Men's Morris, Qt-free.

``new_game(name, options)`` builds either game by its record/protocol name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .base import GameState, Outcome
from .errors import (
    GameError,
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    PositionError,
    RecordError,
)

GAME_NAMES = ("9tka", "morris")


def game_class(name: str) -> type[GameState[Any]]:
    """The state class of the game called ``name`` ("9tka" or "morris", or an alias)."""
    from .registry import game_info  # the registry imports both games, which import this

    return game_info(name).state_class


def new_game(name: str, options: Mapping[str, Any] | None = None) -> GameState[Any]:
    """A new game of ``name`` with the given options (defaults where absent)."""
    return game_class(name).from_options(options or {})


__all__ = [
    "GAME_NAMES",
    "GameError",
    "GameOverError",
    "GameState",
    "IllegalMoveError",
    "InvalidMoveError",
    "Outcome",
    "PositionError",
    "RecordError",
    "game_class",
    "new_game",
]
