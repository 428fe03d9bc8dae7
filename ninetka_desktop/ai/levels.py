"""The six difficulty levels of every game, in one place: a level is a limit (the work a move
may do, counted in playouts or nodes, a depth, a time cap) plus a style (how it chooses among
the root's moves), looked up by game, preset and level number.

A level's strength comes from a search budget counted in work, not seconds, so it plays the same
on a fast and a slow machine; ``Level.time_cap`` only bounds how long a move may take. The
weaker levels also choose imperfectly among good moves, never through absurd blunders.

**9tka** (``NinetkaLevel``): Monte Carlo playouts, a softmax ``temperature`` over the root's
values and an ``epsilon`` chance of a random move among the better half. Beginner searches not
at all (0 playouts): it plays uniformly at random or, with its ``epsilon``, at random among the
better half of the moves by the search's priors, which puts it level with the one-ply greedy
player (docs/STRENGTH.md). ``solver_waiting`` (2 players): the exact movement solver (native)
takes over once at most this many counters can still move; it gets 60% of the move's time and
the tree search the rest if it does not finish. Measured on random games (this 2-core machine):
at 26 waiting counters every sampled position solved within 0.4 s, at 30 four in five within
1 s (a few take far longer), and from the first slide (36) the median game takes several
seconds. So Master (a 1.8 s share) solves from 32, Expert (0.6 s) from 27, and the others step
down by strength (20, 12, 6, 0), well inside their shares: perfect endgames are part of what
separates them. Expert's 27: the first solves of 30 random games took 0.02 s at the median and
0.67 s at the slowest (cap 1.0 s). Master's 32: the first positions of 60 random games with at
most 32 waiting counters were solved within its 1.8 s in 56 (0.2 s at the median); at most 30
gave 58 of 60 (docs/STRENGTH.md, "The movement solver").

**Morris** (``MorrisLevel``, by the game of the family: ``MORRIS_LEVELS``): alpha-beta nodes and
a deepest iteration, helper threads, the endgame tables, a contempt for draws, and a ``Style``:

- softmax over the root scores in men (``temperature`` men per factor e), and with chance
  ``epsilon`` uniformly among the better half of the moves within one man of the best;
- in the first ``opening_plies`` plies of a game, uniformly among the moves within
  ``opening_margin`` centi-men of the best, so that even the deterministic levels do not play
  the same game again and again from the empty board;
- with a ``book_margin`` (Nine Men's Morris's Master), while the game is in the opening book,
  uniformly among the book's moves within that margin of its best (``ai.morris.book``).

Nine Men's Morris's levels are tuned (docs/STRENGTH.md, "Nine Men's Morris: the native
search"): Advanced chooses more loosely than Intermediate (it searches two or three plies
deeper, and with the tighter choice it had, 0.05 men and no random pick, Expert scored only 56%
against it over 200 games; with this one 84.5%, and it still beats Intermediate in 69.5%); only
Master plays from the book (Expert opening with it would narrow the gap between the two top
levels, and Expert's ladder results were measured without it). Expert and Master search with a
helper thread on the spare core and play from the endgame tables.

The other games' levels are spaced by depth and nodes (Master searches twelve times Expert's
nodes: on the one engine five times no longer parted them) and by how loosely they choose; from
Advanced up a draw costs the side to move a little (``contempt``), so that a strong level keeps
playing for a win instead of repeating the position. Three Men's Morris is searched to its end
within a few thousand nodes, so there the levels have budgets of their own and no contempt: the
game is a draw with best play once the centre opening is forbidden, and a level that shuns the
draw walks into a lost position. With the centre opening allowed White wins by force within nine
plies, and every search from Advanced up finds the rest of that win once the centre is taken, so
the levels are told apart by how they place their first men and how often they miss a win:
Intermediate plays the game's first three plies at random among the moves within two men of its
best (nearly any), Advanced the first two (each side's first man), and Expert misses a forced
win its search has found at six moves in ten (``Overlook``), playing as a two-ply search would
(docs/STRENGTH.md, "Three Men's Morris: the first men and the missed win"); where neither side
wins, it walks into a lost position at eight moves in ten where one is hidden from a search of
1,000 nodes (``Snare``): with the centre opening forbidden the game is a draw that no search
of Expert's loses, and only such a trap lets Master, who plays the game's solution, win.
Six Men's Morris has levels of its own from Advanced up: its deep searches
value most moves of a blocked middle game alike, so Master breaks such ties by a shorter search
(``Pressing``), and Expert and Advanced sit one step lower than elsewhere, so that each level
still scores over 60% against the one below; only Master plays the game's solution.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Level:
    """A level as the player picks it, the same in every game."""

    number: int
    name: str
    #: Hard cap on one move's thinking time, in seconds.
    time_cap: float


@dataclass(frozen=True, slots=True)
class OfLevel:
    """A game's budget and choice for one of the levels."""

    level: Level

    @property
    def number(self) -> int:
        return self.level.number

    @property
    def time_cap(self) -> float:
        return self.level.time_cap


@dataclass(frozen=True, slots=True)
class NinetkaLevel(OfLevel):
    #: Monte Carlo playouts per move.
    playouts: int
    #: Solve the movement phase exactly once at most this many counters wait (2 players).
    solver_waiting: int
    #: Imperfect choice among the root's moves.
    temperature: float
    epsilon: float
    #: Trees searched, each with ``playouts`` of its own, on a thread each where a spare core
    #: allows (``ai.ninetka.threads``; else in turns on one). Two trees beat one at about the
    #: same time a move at Expert and Master (docs/STRENGTH.md, "Expert and Master search two
    #: trees").
    trees: int = 1

    def __post_init__(self) -> None:
        if self.trees < 1:
            raise ValueError(f"a level searches at least one tree, not {self.trees}")


@dataclass(frozen=True, slots=True)
class Style:
    """How a Morris level chooses among the root's scored moves (``ai.morris.choice``)."""

    #: Softmax temperature over the root scores, in men (0: always the best move).
    temperature: float
    #: Chance of a uniform pick among the better half of the moves within one man of the best.
    epsilon: float
    #: Plies from the start of the game during which ``opening_margin`` applies.
    opening_plies: int
    #: Centi-men: a uniform pick among the moves this close to the best, in the opening.
    opening_margin: int
    #: Centi-men: play from the opening book, uniformly among its moves this close to its best
    #: (0: no book).
    book_margin: int = 0


@dataclass(frozen=True, slots=True)
class Pressing:
    """Among root moves the deep search values exactly alike, play the one after which a
    shorter search leaves the opponent the least (``ai.morris.pressing``)."""

    #: Nodes and deepest iteration of the search after each tied move.
    nodes: int
    max_depth: int
    #: At most this many tied moves are compared (in the deep search's order).
    candidates: int = 8


@dataclass(frozen=True, slots=True)
class Overlook:
    """Now and then a level misses a forced win its search has found: with ``chance``, it plays
    as a search only ``depth`` plies deep would (its choice on that search), as a player who
    knows the game's tactics misses a win a few moves deep at times (``ai.morris``). Where its
    search finds no forced win, it plays as without."""

    chance: float
    depth: int

    def __post_init__(self) -> None:
        if not 0.0 <= self.chance <= 1.0 or self.depth < 1:
            raise ValueError(f"an overlook has a chance in [0, 1] and a depth of 1 or more: {self}")


@dataclass(frozen=True, slots=True)
class Snare:
    """Now and then a level walks into a deep trap: where its search finds neither side winning,
    with ``chance`` it plays a move that loses by force but after which a search of
    ``hidden_within`` nodes finds no win for the opponent, as a player who sees a game's short
    tactics falls for a long one (``ai.morris``). The losing moves come from a search of every
    move (``nodes``); where none is hidden that well, it plays as without."""

    chance: float
    hidden_within: int
    nodes: int = 20_000

    def __post_init__(self) -> None:
        if not 0.0 <= self.chance <= 1.0 or self.hidden_within < 1 or self.nodes < 1:
            raise ValueError(
                f"a snare has a chance in [0, 1] and searches of a node or more: {self}"
            )


@dataclass(frozen=True, slots=True)
class MorrisLevel(OfLevel):
    #: Alpha-beta nodes per move and the deepest iteration.
    nodes: int
    max_depth: int
    style: Style
    #: Centi-men a draw costs the side to move.
    contempt: int = 0
    #: Helper threads sharing the search's table on spare cores (none where threads cannot
    #: give way); the node budget counts the main search's nodes only (docs/STRENGTH.md,
    #: "Helpers for the Morris search").
    helpers: int = 0
    #: Plays from the endgame tables (and a solved game's solution) where they hold the
    #: position, and scores the positions they hold exactly in its search.
    tables: bool = False
    #: Breaks ties among the best moves by a shorter search; None: the first.
    pressing: Pressing | None = None
    #: Misses a forced win now and then; None: never.
    overlook: Overlook | None = None
    #: Walks into a deep trap now and then; None: never.
    snare: Snare | None = None

    def __post_init__(self) -> None:
        if self.helpers < 0:
            raise ValueError(f"a level has no helpers or some, not {self.helpers}")


LEVELS: dict[int, Level] = {
    1: Level(1, "Beginner", 0.3),
    2: Level(2, "Casual", 0.4),
    3: Level(3, "Intermediate", 0.6),
    4: Level(4, "Advanced", 0.8),
    5: Level(5, "Expert", 1.0),
    6: Level(6, "Master", 3.0),
}

MIN_LEVEL = min(LEVELS)
MAX_LEVEL = max(LEVELS)

NINETKA_LEVELS: dict[int, NinetkaLevel] = {
    1: NinetkaLevel(LEVELS[1], 0, 0, 1.00, 0.25),
    2: NinetkaLevel(LEVELS[2], 100, 6, 0.30, 0.10),
    3: NinetkaLevel(LEVELS[3], 1_500, 12, 0.12, 0.04),
    4: NinetkaLevel(LEVELS[4], 8_000, 20, 0.05, 0.0),
    5: NinetkaLevel(LEVELS[5], 40_000, 27, 0.0, 0.0, trees=2),
    6: NinetkaLevel(LEVELS[6], 600_000, 32, 0.0, 0.0, trees=2),
}

_NINE = {
    1: MorrisLevel(LEVELS[1], 300, 1, Style(0.60, 0.20, 0, 0)),
    2: MorrisLevel(LEVELS[2], 2_000, 2, Style(0.30, 0.10, 0, 0)),
    3: MorrisLevel(LEVELS[3], 6_000, 4, Style(0.12, 0.04, 0, 0)),
    4: MorrisLevel(LEVELS[4], 150_000, 10, Style(0.30, 0.05, 4, 10)),
    5: MorrisLevel(LEVELS[5], 400_000, 40, Style(0.0, 0.0, 6, 10), helpers=1, tables=True),
    6: MorrisLevel(
        LEVELS[6], 6_000_000, 60, Style(0.0, 0.0, 6, 10, book_margin=10), helpers=1, tables=True
    ),
}

#: Twelve Men's Morris, Morabaraba and Lasker Morris.
_LARGER = {
    1: MorrisLevel(LEVELS[1], 300, 1, Style(0.60, 0.25, 0, 0)),
    2: MorrisLevel(LEVELS[2], 2_000, 2, Style(0.30, 0.10, 0, 0)),
    3: MorrisLevel(LEVELS[3], 4_000, 3, Style(0.12, 0.04, 0, 0)),
    4: MorrisLevel(LEVELS[4], 100_000, 8, Style(0.05, 0.0, 4, 10), contempt=10),
    # At 500,000 nodes Expert scored 49% against Master on the one engine (docs/STRENGTH.md).
    5: MorrisLevel(LEVELS[5], 200_000, 40, Style(0.0, 0.0, 6, 10), contempt=20, tables=True),
    6: MorrisLevel(LEVELS[6], 2_500_000, 60, Style(0.0, 0.0, 6, 10), contempt=20, tables=True),
}


def _three(number: int, nodes: int, depth: int) -> MorrisLevel:
    return dataclasses.replace(
        _LARGER[number], nodes=nodes, max_depth=depth, contempt=0, tables=number == 6
    )


_THREE = {
    1: _three(1, 300, 1),
    2: _three(2, 2_000, 2),
    # The first men decide Three Men's Morris: the levels below Expert place them loosely.
    3: dataclasses.replace(_three(3, 4_000, 3), style=Style(0.30, 0.10, 3, 200)),
    4: dataclasses.replace(
        _three(4, 300, 60),
        style=dataclasses.replace(_LARGER[4].style, opening_plies=2, opening_margin=200),
    ),
    # Expert misses wins and, where the game is even, falls for traps Advanced cannot see
    # through (docs/STRENGTH.md, "Three Men's Morris: Expert falls for deep traps").
    5: dataclasses.replace(
        _three(5, 3_000, 60), overlook=Overlook(0.6, 2), snare=Snare(0.8, 1_000)
    ),
    6: _three(6, 2_500_000, 60),
}

_SIX = {
    **{n: _LARGER[n] for n in (1, 2, 3)},
    4: MorrisLevel(LEVELS[4], 20_000, 5, Style(0.05, 0.0, 4, 10), contempt=10),
    # The other games' Advanced at 40,000 nodes: at 100,000 it drew Master too often once
    # Master played the solution (docs/STRENGTH.md, "What is below the bar").
    5: dataclasses.replace(_LARGER[4], level=LEVELS[5], nodes=40_000),
    6: dataclasses.replace(_LARGER[6], pressing=Pressing(100_000, 8)),
}

#: Every game of the Morris family's levels, by the game's key (``Variant.key``) and number.
MORRIS_LEVELS: dict[str, dict[int, MorrisLevel]] = {
    "nine": _NINE,
    "three": _THREE,
    "six": _SIX,
    "twelve": _LARGER,
    "morabaraba": _LARGER,
    "lasker": _LARGER,
}


def level(number: int) -> Level:
    """The level numbered ``number`` (1 Beginner .. 6 Master); ValueError otherwise."""
    try:
        return LEVELS[number]
    except KeyError:
        raise ValueError(f"level must be from {MIN_LEVEL} to {MAX_LEVEL}, not {number}") from None


def ninetka_level(number: int) -> NinetkaLevel:
    """9tka's budget and choice for the level numbered ``number``."""
    return NINETKA_LEVELS[level(number).number]


def morris_level(game: str, number: int) -> MorrisLevel:
    """The budget and choice of the level numbered ``number`` in the Morris game ``game``
    (``Variant.key``); ValueError for an unknown game or level."""
    try:
        table = MORRIS_LEVELS[game]
    except KeyError:
        raise ValueError(f"no levels for the Morris game {game!r}") from None
    return table[level(number).number]
