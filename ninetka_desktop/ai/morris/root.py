"""Iterative deepening at the root: every root move gets a score, best first.

Strong levels search the root with a null window around the best move (only the best score is
exact). Levels that choose among good moves pass a ``margin``: every move within it of the best
gets an exact score, the others only "worse than best - margin".
"""

from __future__ import annotations

from dataclasses import dataclass

from ...games.morris.state import MorrisState
from ..control import SearchControl, SearchStopped
from .search import INF, WIN, WIN_BOUND, Searcher


@dataclass(frozen=True, slots=True)
class RootResult:
    #: ``(move index, score)`` for every legal move, best first.
    ranked: list[tuple[int, int]]
    #: Deepest iteration completed (0: none, the order is the move generator's).
    depth: int
    #: Nodes searched.
    nodes: int


def analyse(
    state: MorrisState, control: SearchControl, nodes: int, max_depth: int, margin: int = 0
) -> RootResult:
    """Search ``state`` within ``nodes`` nodes (and the control's deadline) up to ``max_depth``."""
    searcher = Searcher(state, control)
    order = searcher.root_moves()
    start = control.work
    win = searcher.immediate_win(order)
    if win is not None:
        return RootResult([(win, WIN - 1)], 0, 0)
    scores = dict.fromkeys(order, 0)
    completed = 0
    saved_budget = control.budget
    limit = start + max(1, nodes)
    control.budget = limit if saved_budget is None else min(saved_budget, limit)
    try:
        for depth in range(1, max(1, max_depth) + 1):
            current: dict[int, int] = {}
            try:
                _iterate(searcher, order, depth, margin, current)
            except SearchStopped:
                # A partial iteration still counts once its first (the previous best) move is
                # searched: any move that scored above it is better.
                if order[0] in current:
                    scores.update(current)
                    completed = depth
                break
            scores = current
            completed = depth
            order = sorted(order, key=lambda m: -scores[m])  # stable: ties keep the old order
            best = scores[order[0]]
            if best > WIN_BOUND or best < -WIN_BOUND:
                break  # proven: a forced win, or every move loses (the slowest is chosen)
    finally:
        control.budget = saved_budget
    ranked = sorted(((m, scores[m]) for m in order), key=lambda ms: -ms[1])
    return RootResult(ranked, completed, control.work - start)


def _iterate(
    searcher: Searcher, order: list[int], depth: int, margin: int, out: dict[int, int]
) -> None:
    best = -INF
    for m in order:
        if best == -INF:
            score = searcher.search_move(m, depth, -INF, INF)
        elif margin:
            score = searcher.search_move(m, depth, best - margin, INF)
        else:
            score = searcher.search_move(m, depth, best, best + 1)
            if score > best:
                score = searcher.search_move(m, depth, best, INF)
        out[m] = score
        if score > best:
            best = score


__all__ = ["RootResult", "analyse"]
