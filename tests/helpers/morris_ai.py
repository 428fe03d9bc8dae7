"""Helpers shared by the Morris AI tests: random positions and a naive reference search."""

from __future__ import annotations

import random

from ninetka_desktop._core import morris_weights
from ninetka_desktop.ai.morris.root import WIN
from ninetka_desktop.games.morris import MorrisState

from .morris_evaluation import evaluate

WEIGHTS = morris_weights()


def play_out(state: MorrisState, choices: list[int]) -> MorrisState:
    for c in choices:
        moves = state.legal_moves()
        if not moves:
            break
        state.push(moves[c % len(moves)])
    return state


def random_position(seed: int, plies: int, **options: object) -> MorrisState:
    rng = random.Random(seed)
    state = MorrisState.from_options(options)
    return play_out(state, [rng.randrange(1000) for _ in range(plies)])


def naive_value(state: MorrisState, depth: int, ply: int, seen: set[int]) -> int:
    """Plain negamax on the engine with the search's rules: decisive ends, then a repeated
    position (within the path or history) or the no-removal limit is a draw, then the evaluation.
    """
    side = state.to_move
    result = state.outcome()
    if result is not None and result.reason in ("two-men", "blocked"):
        return WIN - ply if result.winner == side else ply - WIN
    key = state.position_key()
    if ply and state.options()["repetition_draw"] and key in seen:
        return 0
    if result is not None:
        return 0
    if depth == 0:
        return evaluate(
            state.bitboard(side),
            state.bitboard(1 - side),
            state.men_in_hand(side),
            state.men_in_hand(1 - side),
            state.flying,
            WEIGHTS,
        )
    seen.add(key)
    best = -10 * WIN
    for move in state.legal_moves():
        state.push_unchecked(move)
        best = max(best, -naive_value(state, depth - 1, ply + 1, seen))
        state.pop()
    if ply:
        seen.discard(key)
    return best


def history_positions(state: MorrisState) -> set[int]:
    """Engine keys of every position of the game so far."""
    copy = state.copy()
    keys = {copy.position_key()}
    while copy.move_stack:
        copy.pop()
        keys.add(copy.position_key())
    return keys
