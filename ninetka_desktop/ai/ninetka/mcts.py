"""The 9tka Monte Carlo tree search, run by the native core, and the choice of the move to play.

The search itself (PUCT selection with the knowledge priors, expansion on a leaf's second visit,
playouts with the playout policy, max^n backup of one reward per player) lives in
``native/engine/src/ninetka/mcts.rs`` and runs without the GIL. It returns the root's statistics
per legal move; ``pick_move`` turns them into the move a level plays (the most visited, or for
weaker levels an imperfect choice among the nearly-as-good moves).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..._core import ninetka_search
from ...games.ninetka.moves import NinetkaMove
from ...games.ninetka.state import NinetkaState
from ..control import SearchControl
from ..levels import NinetkaLevel
from ..native_call import cancellation
from .native import from_core_move, to_core
from .threads import search_threads

#: Weaker levels choose among moves whose value is at most this far below the most visited one.
BLUNDER_MARGIN = 0.08
#: ... and which got at least this share of its visits.
MIN_VISIT_SHARE = 0.1


@dataclass(frozen=True, slots=True)
class RootMove:
    """One root move and the playouts through it."""

    move: NinetkaMove
    visits: int
    prior: float
    #: Summed rewards per seat.
    totals: tuple[float, ...]
    #: The moves the search expects after this one (its most visited path below it).
    line: tuple[NinetkaMove, ...] = ()

    def mean(self, seat: int) -> float:
        return self.totals[seat] / self.visits if self.visits else 0.0


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The root's moves in legal-move order, and the search's work."""

    moves: list[RootMove]
    playouts: int
    plies: int
    nodes: int


def run_search(
    state: NinetkaState,
    playouts: int,
    control: SearchControl,
    seed: int,
    stop_when_decided: bool = False,
    trees: int = 1,
) -> SearchResult:
    """The native tree search from ``state`` for ``playouts`` playouts in each of ``trees``
    trees (their root statistics added up; one tree of them all when each would get fewer
    than the core's minimum, 2,000), or until ``control``'s deadline or cancellation stops it
    (a search stopped before it began has all-zero visits). The trees grow on the threads of
    ``threads.search_threads``; the result does not depend on how many.

    With ``stop_when_decided`` the search also stops once the most visited root move can no
    longer be overtaken within the budget: a level that plays the most visited move then plays
    exactly the move of the full search, sooner. The same seed gives the same result unless
    ``control`` cuts the search short. ``state`` is left unchanged."""
    position = to_core(state)
    with cancellation(control.cancelled) as canceller:
        raw = ninetka_search(
            position,
            playouts * trees,
            seed,
            control.remaining_time(),
            canceller,
            stop_when_decided,
            trees=trees,
            threads=search_threads(),
        )
    control.work += raw["playouts"]
    moves = [
        RootMove(
            from_core_move(move), visits, prior, tuple(totals), tuple(map(from_core_move, line))
        )
        for (move, visits, prior, totals), line in zip(raw["moves"], raw["lines"], strict=True)
    ]
    return SearchResult(moves, raw["playouts"], raw["plies"], raw["nodes"])


def plays_most_visited(level: NinetkaLevel) -> bool:
    """Whether ``level`` always plays the root's most visited move (no imperfect choice), so its
    search may stop once that move is decided."""
    return level.temperature <= 0 and level.epsilon <= 0


def pick_move(
    children: Sequence[RootMove], seat: int, level: NinetkaLevel, rng: random.Random
) -> NinetkaMove:
    """The root move to play: the most visited, or for weaker levels an imperfect choice among
    the moves that are nearly as good (softmax over values, epsilon among the better half)."""
    assert children
    visited = [c for c in children if c.visits] or list(children)
    best = max(visited, key=lambda c: (c.visits, c.mean(seat), c.prior))
    if plays_most_visited(level):
        return best.move
    floor = best.mean(seat) - BLUNDER_MARGIN
    good = [
        c for c in visited if c.visits >= MIN_VISIT_SHARE * best.visits and c.mean(seat) >= floor
    ]
    good.sort(key=lambda c: (-c.mean(seat), -c.prior))
    if level.epsilon > 0 and rng.random() < level.epsilon:
        return rng.choice(good[: (len(good) + 1) // 2]).move
    if level.temperature <= 0:
        return best.move
    top = good[0].mean(seat)
    weights = [math.exp((c.mean(seat) - top) / level.temperature) for c in good]
    pick = rng.random() * sum(weights)
    for child, weight in zip(good, weights, strict=True):
        pick -= weight
        if pick <= 0:
            return child.move
    return good[-1].move


__all__ = ["RootMove", "SearchResult", "pick_move", "plays_most_visited", "run_search"]
