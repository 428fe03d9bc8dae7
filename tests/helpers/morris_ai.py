"""Helpers shared by the Morris AI tests: random positions and a naive reference search."""

from __future__ import annotations

import random
from collections import Counter

from ninetka_desktop._core import morris_weights
from ninetka_desktop.ai.morris.root import WIN
from ninetka_desktop.games.morris import MorrisState

from .morris_evaluation import evaluate


def weights(state: MorrisState) -> list[int]:
    """The evaluation's weights of ``state``'s game."""
    return morris_weights(state.variant.key)


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


def naive_value(
    state: MorrisState, depth: int, ply: int, game: Counter[int], path: set[int] | None = None
) -> int:
    """Plain negamax on the engine with the search's rules: decisive ends, then a draw by
    repetition (a position of the path below the root again, or the third occurrence of one
    of ``game``'s, which counts the game's positions, the root included), the no-removal
    limit or a full board, then the evaluation."""
    path = set() if path is None else path
    side = state.to_move
    result = state.outcome()
    if result is not None and result.winner is not None:
        return WIN - ply if result.winner == side else ply - WIN
    key = state.position_key()
    repeated = key in path or game[key] >= 2
    if ply and state.options()["repetition_draw"] and repeated:
        return 0
    if result is not None:
        return 0
    if depth == 0:
        return evaluate(state, weights(state))
    if ply:
        path.add(key)
    best = -10 * WIN
    for move in state.legal_moves():
        state.push_unchecked(move)
        best = max(best, -naive_value(state, depth - 1, ply + 1, game, path))
        state.pop()
    if ply:
        path.discard(key)
    return best


def history_counts(state: MorrisState) -> Counter[int]:
    """How often each position of the game so far occurred, by engine key (the current one
    included)."""
    copy = state.copy()
    counts = Counter([copy.position_key()])
    while copy.move_stack:
        copy.pop()
        counts[copy.position_key()] += 1
    return counts
