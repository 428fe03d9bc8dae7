"""The root search of the native core, for every game of the family: every root move gets a
score, best first.

The core (``native/engine/src/mill``) runs iterative deepening with principal-variation search,
a transposition table, killer and history ordering, late-move reductions, a quiescence search
of mill closings and the draw rules inside the tree. Strong levels search the root with a null
window around the best move (only the best score is exact). Levels that choose among good moves
pass a ``margin``: every move within it of the best gets an exact score, the others only
"worse than best - margin". The analysis (``every_move``) scores every move exactly, with the
line it expects after each, and deepens until each is proven or the budget ends.
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
#: Scores beyond this either way are the tables' results reached by the search.
TB_BOUND = TB_WIN - 1_000
#: A table's win that the game's history may have made a draw (a position that can come again
#: has occurred twice: its next occurrence draws) scores ``SOFT_WIN - d``, below every proven
#: result, above every evaluation (``native/engine/src/mill/history.rs``).
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
    #: The analysis's: the line expected after each ranked move, in the same order.
    lines: list[list[MorrisMove]] | None = None
    #: The scores are the endgame tables' own (a position they hold), not a search's.
    from_tables: bool = False


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
    contempt: int = 0,
    every_move: bool = False,
    weights: list[int] | None = None,
) -> RootResult:
    """Search ``state`` (a game of the family, not over) within ``nodes`` nodes (and the
    control's deadline and cancellation) up to ``max_depth``; ``plain`` turns reductions and
    quiescence off (a naive negamax's values); ``tables`` answers the positions the endgame
    tables hold from them (``tablebase``); ``helpers`` threads on spare cores share the search's
    table (the result then varies from run to run); a draw costs the side to move ``contempt``
    centi-men; ``every_move`` is the analysis's search; ``weights`` replace the game's own."""
    if tables:
        ensure_tablebases()
    position = to_core(state)
    with cancellation(control.cancelled) as canceller:
        raw = morris_analyse(
            position,
            max(1, nodes),
            max(1, max_depth),
            margin,
            control.remaining_time(),
            canceller,
            plain=plain,
            weights=weights,
            tables=tables,
            helpers=helpers,
            contempt=contempt,
            every_move=every_move,
        )
    searched = int(raw["nodes"])
    control.work += searched
    ranked = [(from_core_move(m), int(s)) for m, s in raw["ranked"]]
    lines = [[from_core_move(m) for m in line] for line in raw["lines"]] if every_move else None
    return RootResult(ranked, int(raw["depth"]), searched, lines, bool(raw["from_tables"]))


__all__ = [
    "MAN",
    "SOFT_BOUND",
    "SOFT_WIN",
    "TB_BOUND",
    "TB_WIN",
    "WIN",
    "WIN_BOUND",
    "RootResult",
    "analyse",
]
