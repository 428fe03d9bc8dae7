"""A picklable, hashable picture of a game for the AI: game, options, the set-up position it
started from (if any) and the moves in notation.

The AI works on snapshots, not on live states, so that a search can run in another process and
a result can be matched against the position it was computed for.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..games import GameState, new_game
from ..games.morris.position import MorrisPosition
from ..games.registry import game_info, info_of
from ..games.starts import NinetkaStart

#: A set-up start as a snapshot holds it: 9tka's occupied cells (cell, owner) and the seat to
#: move; a Morris position; None for the game's own start.
StartKey = NinetkaStart | MorrisPosition | None


@dataclass(frozen=True, slots=True)
class Snapshot:
    game: str
    options_json: str
    moves: tuple[str, ...]
    #: The set-up position the moves start from (None: the game's own start).
    start: StartKey = None

    @classmethod
    def of(cls, state: GameState[Any]) -> Snapshot:
        return cls(
            game=state.game_name,
            options_json=json.dumps(state.options(), sort_keys=True),
            moves=tuple(text for _, text in state.history_in_notation()),
            start=start_key(state),
        )

    def to_state(self) -> GameState[Any]:
        """The position, rebuilt by replaying the moves through the engine."""
        state = start_state(self.game, json.loads(self.options_json), self.start)
        for text in self.moves:
            state.play(text)
        return state


def start_key(state: GameState[Any]) -> StartKey:
    """The set-up position ``state``'s game started from; None when it started as its game
    does."""
    return info_of(state).start_of(state)  # type: ignore[return-value]


def start_state(game: str, options: dict[str, Any], start: StartKey) -> GameState[Any]:
    """A new game from ``start`` (checked when it was set up, so only built here)."""
    if start is None:
        return new_game(game, options)
    return game_info(game).from_start(options, start)
