"""Perft: the number of move sequences of a given length, to test move generation."""

from __future__ import annotations

from .state import MorrisState


def perft(state: MorrisState, depth: int) -> int:
    """How many sequences of ``depth`` legal turns start here (a move with its removal is one
    turn; a finished game has no continuations). ``state`` is left as it was."""
    if depth <= 0:
        return 1
    moves = state.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    push, pop = state.push_unchecked, state.pop
    for move in moves:
        push(move)
        total += perft(state, depth - 1)
        pop()
    return total


def perft_divide(state: MorrisState, depth: int) -> dict[str, int]:
    """Perft per first move, keyed by notation: to find where two generators disagree."""
    result: dict[str, int] = {}
    for move in state.legal_moves():
        state.push_unchecked(move)
        result[state.move_to_str(move)] = perft(state, depth - 1)
        state.pop()
    return result


__all__ = ["perft", "perft_divide"]
