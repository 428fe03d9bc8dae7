"""The Morris computer opponent. Nine Men's Morris: the native core's alpha-beta search
(``root``), then a level's choice policy. The other games of the family (Three, Six and Twelve
Men's Morris, Morabaraba, Lasker Morris) go to the family's own search (``family``), with the
same choice policy (``choice``).

The search budget is the level's ``nodes`` and ``max_depth``. How a level then chooses among the
root's moves is Morris's own (``STYLES``, by level number; the ``temperature`` and ``epsilon`` of
``Level`` belong to 9tka's tuning and are not read here):

- softmax over the root scores in men (``temperature`` men per factor e), and with chance
  ``epsilon`` uniformly among the better half of the moves within one man of the best;
- in the first ``opening_plies`` plies of a game, uniformly among the moves within
  ``opening_margin`` centi-men of the best, so that even the deterministic levels do not play
  the same game again and again from the empty board;
- with a ``book_margin`` (Master), while the game is in the opening book (``book``: the placing
  phase's positions of strong play, searched far deeper than a move's budget, default rules
  only), uniformly among the book's moves within that margin of the book's best that place a
  man on a point with the most neighbours (``book.book_move``), without a search; out of book
  it searches as above.

No policy ever picks a move that loses by force while another does not, nor one more than
``MARGIN`` worse than the best, and a move that wins at once is always played.

Expert and Master search with a helper thread on the spare core (``Level.morris_helpers``).
Expert and Master (``TABLE_LEVEL`` and up) use the endgame tables (``tablebase``): where every
man is placed and a table holds the material, they play perfectly (the fastest win, the slowest
loss, a move that keeps a draw), and their searches score such positions exactly.
"""

from __future__ import annotations

import random

from ...games.morris.moves import MorrisMove
from ...games.morris.state import MorrisState
from ..control import SearchControl
from ..levels import Level
from .book import book_move, default_book
from .choice import MARGIN, Style, pick
from .native import OtherVariantError
from .root import analyse

#: The first level that plays from the endgame tables.
TABLE_LEVEL = 5


#: Per level number; a level without an entry plays like the nearest one below. Advanced (4)
#: chooses more loosely than Intermediate: it searches two or three plies deeper, and with the
#: tighter choice it had (0.05, 0) Expert scored only 56% against it over 200 games (the bar is
#: 60%); with this one 84.5%, and it still beats Intermediate in 69.5% (docs/STRENGTH.md).
#: Only Master plays from the opening book: Expert opening with Master's book would narrow the
#: gap between the two top levels, and Expert's ladder results were measured without it.
STYLES: dict[int, Style] = {
    1: Style(0.60, 0.20, 0, 0),
    2: Style(0.30, 0.10, 0, 0),
    3: Style(0.12, 0.04, 0, 0),
    4: Style(0.30, 0.05, 4, 10),
    5: Style(0.0, 0.0, 6, 10),
    6: Style(0.0, 0.0, 6, 10, book_margin=10),
}


def style(level: Level) -> Style:
    """The choice policy of ``level`` (by its number)."""
    known = [n for n in STYLES if n <= level.number]
    return STYLES[max(known)] if known else STYLES[min(STYLES)]


def choose_morris_move(
    state: MorrisState,
    level: Level,
    control: SearchControl,
    rng: random.Random,
    *,
    use_book: bool = True,
) -> MorrisMove:
    """The move to play in ``state`` (not over) at ``level``; deterministic given ``rng``.
    ``use_book=False`` keeps even a level with a book to its search (for measurements). The
    other games of the family go to their own search (``family``)."""
    if state.variant.key != "nine":
        from .family import choose_family_move

        return choose_family_move(state, level, control, rng)
    policy = style(level)
    if policy.book_margin and use_book:
        move = book_move(default_book(), state, policy.book_margin, rng)
        if move is not None:
            return move
    opening = policy.opening_margin if len(state.move_stack) < policy.opening_plies else 0
    choosy = policy.temperature > 0 or policy.epsilon > 0
    margin = MARGIN if choosy else opening
    tables = level.number >= TABLE_LEVEL
    result = analyse(
        state,
        control,
        level.nodes,
        level.max_depth,
        margin,
        tables=tables,
        helpers=level.morris_helpers,
    )
    if not margin:
        return result.ranked[0][0]
    return pick(result, policy, opening, rng)


__all__ = [
    "STYLES",
    "TABLE_LEVEL",
    "OtherVariantError",
    "Style",
    "choose_morris_move",
    "style",
]
