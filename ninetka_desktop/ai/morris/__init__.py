"""The computer opponent for every game of the Morris family: the native core's alpha-beta
search (``root``, one engine for the family) within the level's budget, then the level's choice
policy (``choice``). The levels are ``ai.levels.MORRIS_LEVELS``, by game and number.

A level with a ``book_margin`` (Nine Men's Morris's Master) plays from the opening book while
the game is in it (``book``: the placing phase's positions of strong play, searched far deeper
than a move's budget, default rules only), uniformly among the book's moves within that margin
of the book's best that place a man on a point with the most neighbours (``book.book_move``),
without a search; out of book it searches. A level with ``tables`` plays from the endgame tables
(``tablebase``) where they hold the position (the fastest win, the slowest loss, a move that
keeps a draw; in Three and Six Men's Morris, whose tables hold the whole game, from the first
move), and its searches score such positions exactly. A level with ``pressing`` breaks ties
among its best moves by a shorter search (``pressing``). A level with an ``overlook`` now and then
misses a forced win its search has found and plays as a search a few plies deep would (Three
Men's Morris, whose search sees the whole game within a few thousand nodes: what parts its
strong levels is how often they miss White's win). A level with a ``snare`` now and then walks
into a trap: where its search finds neither side winning, a move that loses by force but whose
win a short search cannot find (Three Men's Morris's Expert: with the centre opening forbidden
the game is a draw that its search never loses).

Apart from a snare, no policy ever picks a move that loses by force while another does not,
nor one more than ``MARGIN`` worse than the best, and a move that wins at once is always
played.
"""

from __future__ import annotations

import random

from ...games.morris.moves import MorrisMove
from ...games.morris.state import MorrisState
from ..control import SearchControl
from ..levels import MorrisLevel, Overlook, Snare
from .book import book_move, default_book
from .choice import MARGIN, pick
from .pressing import press
from .root import WIN_BOUND, RootResult, analyse


def choose_morris_move(
    state: MorrisState,
    level: MorrisLevel,
    control: SearchControl,
    rng: random.Random,
    *,
    use_book: bool = True,
) -> MorrisMove:
    """The move to play in ``state`` (a game of the family, not over) at ``level`` (the game's
    own, ``ai.levels.morris_level``); deterministic given ``rng`` while no time cap or helper
    thread changes the search. ``use_book=False`` keeps even a level with a book to its search
    (for measurements)."""
    policy = level.style
    if policy.book_margin and use_book:
        move = book_move(default_book(), state, policy.book_margin, rng)
        if move is not None:
            return move
    opening = policy.opening_margin if len(state.move_stack) < policy.opening_plies else 0
    choosy = policy.temperature > 0 or policy.epsilon > 0
    margin = MARGIN if choosy else opening
    pressing = level.pressing if not margin else None
    # Pressing searches with a margin of 1: every move tied with the best gets an exact score.
    search_margin = 1 if pressing is not None else margin

    def search(depth: int) -> RootResult:
        return analyse(
            state,
            control,
            level.nodes,
            depth,
            search_margin,
            tables=level.tables,
            helpers=level.helpers,
            contempt=level.contempt,
        )

    result = search(level.max_depth)
    trap = walked_into(state, result, level.snare, control, rng)
    if trap is not None:
        return trap
    glance = missed_win(result, level.overlook, rng)
    if glance is not None:
        result = search(glance)
    if pressing is not None:
        return press(state, result, pressing, control)
    if not margin:
        return result.ranked[0][0]
    return pick(result, policy, opening, rng)


def missed_win(result: RootResult, overlook: Overlook | None, rng: random.Random) -> int | None:
    """The depth of the glance a level that overlooks plays by when it misses the forced win its
    search has found (a search's proof, not the tables' word); None when it sees it. The chance
    is drawn only then, so every other move and level plays what its seed made it."""
    if overlook is None or result.from_tables or result.ranked[0][1] <= WIN_BOUND:
        return None
    return overlook.depth if rng.random() < overlook.chance else None


def walked_into(
    state: MorrisState,
    result: RootResult,
    snare: Snare | None,
    control: SearchControl,
    rng: random.Random,
) -> MorrisMove | None:
    """The trap a level with a ``snare`` walks into, or None: only where its search finds
    neither side winning, with the snare's chance (drawn only there, so every other move plays
    what its seed made it), and among the moves that lose by force after which a search of
    ``snare.hidden_within`` nodes finds no win for the opponent."""
    if snare is None or abs(result.ranked[0][1]) > WIN_BOUND or rng.random() >= snare.chance:
        return None
    every = analyse(state, control, snare.nodes, 60, every_move=True)
    if abs(every.ranked[0][1]) > WIN_BOUND:
        return None
    hidden = []
    for move, score in every.ranked:
        if score >= -WIN_BOUND:
            continue
        after = state.copy()
        after.push(move)
        if after.is_over():
            continue
        seen = analyse(after, control, snare.hidden_within, 60)
        if seen.ranked[0][1] <= WIN_BOUND:
            hidden.append(move)
    return rng.choice(hidden) if hidden else None


__all__ = ["choose_morris_move"]
