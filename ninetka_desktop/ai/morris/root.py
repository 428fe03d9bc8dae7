"""The root search of the native core: every root move gets a score, best first.

The core (``native/engine/src/morris``) runs iterative deepening with principal-variation
search, a transposition table, killer and history ordering, late-move reductions, a quiescence
search of mill closings and the draw rules inside the tree. Strong levels search the root with a
null window around the best move (only the best score is exact). Levels that choose among good
moves pass a ``margin``: every move within it of the best gets an exact score, the others only
"worse than best - margin".
"""

from __future__ import annotations

from dataclasses import dataclass

from ..._core import morris_analyse
from ...games.morris.moves import MorrisMove
from ...games.morris.state import MorrisState
from ..control import SearchControl
from ..native_call import cancellation
from .native import from_core_move, to_core
from .tablebase import ensure_tablebases

#: One man, the evaluation's unit (scores are in centi-men).
MAN = 100
WIN = 1_000_000
#: Scores beyond this are wins or losses found by the search (ply-adjusted).
WIN_BOUND = WIN - 1_000
#: An endgame table's win in d plies to the next removal or the end scores ``TB_WIN - d``.
TB_WIN = 900_000
#: A table's win that the game's history may have made a draw (a position that can come again
#: has occurred twice: its next occurrence draws) scores ``SOFT_WIN - d``, below every proven
#: result, above every evaluation (``native/engine/src/morris/history.rs``).
SOFT_WIN = 800_000
#: Scores beyond this either way are results, proven or soft.
SOFT_BOUND = SOFT_WIN - 1_000


@dataclass(frozen=True, slots=True)
class RootResult:
    #: ``(move, score)`` for every legal move, best first.
    ranked: list[tuple[MorrisMove, int]]
    #: Deepest iteration completed (0: none, the order is the move generator's).
    depth: int
    #: Nodes searched.
    nodes: int
    #: The family's analysis: the line expected after each ranked move, in the same order.
    lines: list[list[MorrisMove]] | None = None


def analyse(
    state: MorrisState,
    control: SearchControl,
    nodes: int,
    max_depth: int,
    margin: int = 0,
    *,
    plain: bool = False,
    tables: bool = False,
    helpers: int = 0,
) -> RootResult:
    """Search ``state`` within ``nodes`` nodes (and the control's deadline and cancellation) up
    to ``max_depth``; ``plain`` turns reductions and quiescence off (a naive negamax's values);
    ``tables`` answers the positions the endgame tables hold from them (``tablebase``);
    ``helpers`` threads on spare cores share the search's table (the result then varies from
    run to run)."""
    if tables:
        ensure_tablebases()
    position = to_core(state)
    with cancellation(control.cancelled) as canceller:
        ranked, depth, searched = morris_analyse(
            position,
            max(1, nodes),
            max(1, max_depth),
            margin,
            control.remaining_time(),
            canceller,
            plain,
            tables=tables,
            helpers=helpers,
        )
    control.work += searched
    return RootResult([(from_core_move(m), s) for m, s in ranked], depth, searched)


__all__ = ["MAN", "SOFT_BOUND", "SOFT_WIN", "TB_WIN", "WIN", "WIN_BOUND", "RootResult", "analyse"]
