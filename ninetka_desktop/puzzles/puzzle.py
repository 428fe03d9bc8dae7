"""One puzzle: a position, the one move that keeps the best result, and every move's value.

Values are integers on one scale per game, for the player to move:

- 9tka (2 players, movement phase): the movement solver's value, twice the final lead in
  sections, a level score +1 when the tie-break (the later seat) favours the mover, -1 when not.
- Morris: +1 won, 0 drawn, -1 lost, as the endgame tables prove it.

The position is rebuilt through the rules library (``games/``), the one source of legality:
9tka from its options and the moves from the start, Morris from the men on the board.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..games.base import GameState
from ..games.errors import GameError
from ..games.morris import MorrisState
from ..games.ninetka import NinetkaState
from ..games.registry import GAMES as GAME_INFO
from ..games.registry import Results, game_info, preset_of

#: The games with puzzles, by key.
GAMES = tuple(key for key, info in GAME_INFO.items() if any(p.puzzles for p in info.presets))
#: Difficulty grades: 1 easy, 2 medium, 3 hard.
DIFFICULTIES = (1, 2, 3)


class Outcome(Enum):
    """The best result the solution keeps, for its player."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


@dataclass(frozen=True, slots=True)
class Goal:
    """What the solution achieves, ready to be put in words."""

    outcome: Outcome
    #: 9tka: the final lead in sections (0 for a level score decided by the tie-break).
    lead: int | None = None


@dataclass(frozen=True, slots=True)
class Puzzle:
    id: str
    game: str
    difficulty: int
    #: The position as stored: 9tka ``{"options", "moves"}``, Morris ``{"options", "white",
    #: "black", "to_move"}`` (points by name).
    position: Mapping[str, Any]
    #: The one best move, in notation.
    solution: str
    #: Every legal move's value (see the module's docstring), by notation.
    values: Mapping[str, int]
    #: Morris: plies from the solution to the next removal or the end (the tables'
    #: distance); 9tka: the counters still waiting. A measure of depth for the grading.
    depth: int

    def state(self) -> GameState[Any]:
        """A fresh game at the puzzle's position (GameError if the stored position is not
        one the rules allow)."""
        return build_state(self.game, self.position)

    @property
    def goal(self) -> Goal:
        return goal_of(self.game, self.values[self.solution])

    def goal_of(self, move: str) -> Goal | None:
        """What ``move`` keeps (None for a move that is not legal here)."""
        value = self.values.get(move)
        return None if value is None else goal_of(self.game, value)


def goal_of(game: str, value: int) -> Goal:
    """A value (see the module's docstring) as a result and a lead."""
    if game_info(game).results is Results.WIN_DRAW_LOSS:
        outcome = Outcome.WIN if value > 0 else Outcome.LOSS if value < 0 else Outcome.DRAW
        return Goal(outcome)
    lead = 0 if abs(value) == 1 else value // 2
    return Goal(Outcome.WIN if value > 0 else Outcome.LOSS, lead)


def build_state(game: str, position: Mapping[str, Any]) -> GameState[Any]:
    """The game a stored position names, replayed through the rules (GameError when the rules
    refuse it; the caller has checked the fields' types)."""
    return _BUILDERS[game](position)


def _ninetka_state(position: Mapping[str, Any]) -> NinetkaState:
    state = NinetkaState.from_options(position["options"])
    for move in position["moves"]:
        state.play(move)
    return state


def _morris_state(position: Mapping[str, Any]) -> MorrisState:
    morris = MorrisState.from_position(
        position["white"], position["black"], (0, 0), position["to_move"], **position["options"]
    )
    if not preset_of(morris).puzzles:
        # The puzzles are solved by Nine Men's Morris's endgame tables.
        raise GameError(f"a puzzle is a Nine Men's Morris position, not {morris.variant.name}")
    return morris


#: How each game's stored position is rebuilt, by the game's key.
_BUILDERS: dict[str, Callable[[Mapping[str, Any]], GameState[Any]]] = {
    "9tka": _ninetka_state,
    "morris": _morris_state,
}


__all__ = ["DIFFICULTIES", "GAMES", "Goal", "Outcome", "Puzzle", "build_state", "goal_of"]
