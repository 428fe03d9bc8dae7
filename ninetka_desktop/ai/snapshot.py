"""A picklable, hashable picture of a game for the AI: game, options and moves in notation.

The AI works on snapshots, not on live states, so that a search can run in another process and
a result can be matched against the position it was computed for.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..games import GameState, new_game


@dataclass(frozen=True, slots=True)
class Snapshot:
    game: str
    options_json: str
    moves: tuple[str, ...]

    @classmethod
    def of(cls, state: GameState[Any]) -> Snapshot:
        return cls(
            game=state.game_name,
            options_json=json.dumps(state.options(), sort_keys=True),
            moves=tuple(text for _, text in state.history_in_notation()),
        )

    def to_state(self) -> GameState[Any]:
        """The position, rebuilt by replaying the moves through the engine."""
        state = new_game(self.game, json.loads(self.options_json))
        for text in self.moves:
            state.play(text)
        return state
