"""The six difficulty levels.

A level's strength comes from a search budget counted in work (playouts, nodes), not seconds, so
it plays the same on a fast and a slow machine; ``time_cap`` only bounds how long a move may take.
The weaker levels also choose imperfectly among good moves (softmax ``temperature`` over the
root's values, and an ``epsilon`` chance of a random move among the better half), never through
absurd blunders. 9tka's Beginner searches not at all (0 playouts): it plays uniformly at random
or, with its ``epsilon``, at random among the better half of the moves by the search's priors,
which puts it level with the one-ply greedy player (docs/STRENGTH.md). Morris keeps its own
choice table (``ai.morris.STYLES``: the same idea plus opening variety for the strong levels);
``temperature`` and ``epsilon`` here serve 9tka.

``solver_waiting`` (9tka, 2 players): the exact movement solver (native) takes over once at most
this many counters can still move; it gets 60% of the move's time and the tree search the rest
if it does not finish. Measured on random games (this 2-core machine): at 26 waiting counters
every sampled position solved within 0.4 s, at 30 four in five within 1 s (a few take far
longer), and from the first slide (36) the median game takes several seconds. So Master (a
1.8 s share) solves from 32, Expert (0.6 s) from 27, and the others step down by strength
(20, 12, 6, 0), well inside their shares: perfect endgames are part of what separates them.
Expert's 27: the first solves of 30 random games took 0.02 s at the median and 0.67 s at
the slowest (cap 1.0 s). Master's 32: the first positions of 60 random games with at most
32 waiting counters were solved within its 1.8 s in 56 (0.2 s at the median); at most 30
gave 58 of 60 (docs/STRENGTH.md, "The movement solver").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Level:
    number: int
    name: str
    #: Hard cap on one move's thinking time, in seconds.
    time_cap: float
    #: 9tka: Monte Carlo playouts per move.
    playouts: int
    #: 9tka: solve the movement phase exactly once at most this many counters wait (2 players).
    solver_waiting: int
    #: Morris: alpha-beta node budget per move and deepest iteration.
    nodes: int
    max_depth: int
    #: 9tka: imperfect choice among the root's moves (Morris: ``ai.morris.STYLES``).
    temperature: float
    epsilon: float
    #: 9tka: trees searched, each with ``playouts`` of its own, on a thread each where a spare
    #: core allows (``ai.ninetka.threads``; else in turns on one). Two trees beat one at about
    #: the same time a move at Expert and Master (docs/STRENGTH.md, "Expert and Master search
    #: two trees").
    trees: int = 1
    #: Morris: helper threads sharing the search's table on spare cores (none where threads
    #: cannot give way); the node budget counts the main search's nodes only (docs/STRENGTH.md,
    #: "Helpers for the Morris search").
    morris_helpers: int = 0

    def __post_init__(self) -> None:
        if self.trees < 1:
            raise ValueError(f"a level searches at least one tree, not {self.trees}")
        if self.morris_helpers < 0:
            raise ValueError(f"a level has no helpers or some, not {self.morris_helpers}")


LEVELS: dict[int, Level] = {
    1: Level(1, "Beginner", 0.3, 0, 0, 300, 1, 1.00, 0.25),
    2: Level(2, "Casual", 0.4, 100, 6, 2_000, 2, 0.30, 0.10),
    3: Level(3, "Intermediate", 0.6, 1_500, 12, 6_000, 4, 0.12, 0.04),
    4: Level(4, "Advanced", 0.8, 8_000, 20, 150_000, 10, 0.05, 0.0),
    5: Level(5, "Expert", 1.0, 40_000, 27, 400_000, 40, 0.0, 0.0, trees=2, morris_helpers=1),
    6: Level(6, "Master", 3.0, 600_000, 32, 6_000_000, 60, 0.0, 0.0, trees=2, morris_helpers=1),
}

MIN_LEVEL = min(LEVELS)
MAX_LEVEL = max(LEVELS)


def level(number: int) -> Level:
    """The level numbered ``number`` (1 Beginner .. 6 Master); ValueError otherwise."""
    try:
        return LEVELS[number]
    except KeyError:
        raise ValueError(f"level must be from {MIN_LEVEL} to {MAX_LEVEL}, not {number}") from None
