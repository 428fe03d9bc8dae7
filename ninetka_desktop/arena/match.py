"""One arena game between entrants: levels ``1``-``6``, ``greedy`` or ``random``.

``greedy`` is the one-ply baseline of either game (``ai.baselines.greedy_move``; for Morris it
closes a mill whenever it can and removes the man that breaks most two-in-a-rows).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from ..ai import choose_move
from ..ai.baselines import greedy_move, random_move
from ..ai.levels import LEVELS
from ..games import GameState, new_game
from ..games.quoting import excerpt
from ..games.records import Seat, record_to_json

BASELINES = ("greedy", "random")


def check_entrant(name: str) -> str:
    """``name`` normalised; ValueError for an unknown entrant."""
    key = name.strip().lower()
    if key in BASELINES or (key.isdigit() and int(key) in LEVELS):
        return key
    raise ValueError(f"unknown entrant {excerpt(name)}: use a level 1-6, greedy or random")


@dataclass(frozen=True, slots=True)
class GameSpec:
    index: int
    game: str
    options: dict[str, Any]
    #: The entrant sitting in each seat for this game.
    seats: tuple[str, ...]
    seed: int


@dataclass(slots=True)
class GameResult:
    spec: GameSpec
    #: Points per seat: 1 for the winner, 0.5 each for a draw, else 0.
    points: tuple[float, ...]
    scores: tuple[int, ...]
    reason: str
    plies: int
    #: Per seat, the thinking time of each of its moves, in seconds.
    move_seconds: tuple[tuple[float, ...], ...]
    record: dict[str, Any] = field(default_factory=dict)


def pick_move(entrant: str, state: GameState[Any], rng: random.Random) -> Any:
    if entrant == "random":
        return random_move(state, rng)
    if entrant == "greedy":
        return greedy_move(state, rng)
    return state.parse_move(choose_move(state, int(entrant), seed=rng.randrange(2**31)))


def play_game(spec: GameSpec) -> GameResult:
    state = new_game(spec.game, spec.options)
    rng = random.Random(spec.seed)
    players = state.num_players
    move_seconds: list[list[float]] = [[] for _ in range(players)]
    while not state.is_over():
        seat = state.to_move
        start = time.perf_counter()
        move = pick_move(spec.seats[seat], state, rng)
        spent = time.perf_counter() - start
        state.push(move)
        move_seconds[seat].append(spent)
    outcome = state.outcome()
    assert outcome is not None
    if outcome.winner is None:
        points = tuple(1.0 / players for _ in range(players))
    else:
        points = tuple(1.0 if seat == outcome.winner else 0.0 for seat in range(players))
    seats = [_seat(entrant) for entrant in spec.seats]
    return GameResult(
        spec=spec,
        points=points,
        scores=outcome.scores,
        reason=outcome.reason,
        plies=len(state.move_stack),
        move_seconds=tuple(tuple(times) for times in move_seconds),
        record=record_to_json(state, seats),
    )


def _seat(entrant: str) -> Seat:
    if entrant.isdigit():
        level = LEVELS[int(entrant)]
        return Seat(f"{level.name} ({level.number})", "computer", level.number)
    return Seat(entrant.capitalize(), "human")
