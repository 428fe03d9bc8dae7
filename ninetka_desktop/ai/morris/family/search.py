"""The family search's root: every legal move of a game of the Morris family (other than Nine
Men's Morris) scored by the native core (``native/engine/src/family``), best first."""

from __future__ import annotations

from ...._core import family_analyse
from ....games.morris.state import MorrisState
from ...control import SearchControl
from ...native_call import cancellation
from ..root import RootResult
from .native import from_core_move, to_core


def analyse_family(
    state: MorrisState,
    control: SearchControl,
    nodes: int,
    max_depth: int,
    margin: int = 0,
    contempt: int = 0,
    every_move: bool = False,
) -> RootResult:
    """The family search's root of ``state`` (not over): every move scored, best first; a
    draw costs the side to move ``contempt`` centi-men. With ``every_move`` (the analysis) it
    deepens until every move's result is proven, not only the best one's."""
    position = to_core(state)
    with cancellation(control.cancelled) as canceller:
        ranked, depth, searched, lines = family_analyse(
            position,
            max(1, nodes),
            max(1, max_depth),
            margin,
            control.remaining_time(),
            canceller,
            contempt,
            every_move,
        )
    control.work += searched
    moves = [(from_core_move(m), s) for m, s in ranked]
    expected = [[from_core_move(m) for m in line] for line in lines] if every_move else None
    return RootResult(moves, depth, searched, expected)


__all__ = ["analyse_family"]
