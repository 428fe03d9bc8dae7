"""A naive minimax of the 9tka movement phase to the end of the game: the oracle of the
movement solver's exact values (``tests/analysis``, ``tests/protocol``)."""

from __future__ import annotations

from ninetka_desktop.games.ninetka import NinetkaState


def final_value(scores: tuple[int, ...], root: int) -> int:
    """Twice the root's lead over the best other seat; level at the top, +1 when the root is
    the latest seat among the tied (it wins the tie-break), else -1."""
    best = max(score for seat, score in enumerate(scores) if seat != root)
    lead = scores[root] - best
    if lead:
        return 2 * lead
    later_tied = any(scores[seat] == best for seat in range(root + 1, len(scores)))
    return -1 if later_tied else 1


def naive_minimax(state: NinetkaState, root: int, memo: dict[object, int]) -> int:
    """Every line to the end, the root maximising its lead (the tie-break included), every
    other seat minimising it: with 2 players each maximises its own, with 3-4 the others play
    together against the root."""
    if state.is_over():
        return final_value(state.scores(), root)
    key = (tuple(state.owner_at(i) for i in range(121)), state.to_move)
    if key not in memo:
        values = []
        for move in state.legal_moves():
            state.push(move)
            values.append(naive_minimax(state, root, memo))
            state.pop()
        memo[key] = max(values) if state.to_move == root else min(values)
    return memo[key]
