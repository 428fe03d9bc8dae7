"""Three Men's Morris solved from RULES.md's lines alone (3.2: the points and the eight lines,
diagonals drawn; every line a mill, its consecutive points adjacent), in the game a history
leaves after a move: the positions the history then holds twice are draws wherever a move
reaches them (their next occurrence is the third), the others are played on. The oracle of the
analysis's exact values in repeating games (``tests/analysis/test_repeating_games.py``,
``tests/protocol/test_analyze_exact.py``)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from ninetka_desktop.games.errors import GameError
from ninetka_desktop.games.morris import MorrisState

#: RULES.md 3.2: the points and the eight lines (diagonals drawn); every line is a mill and its
#: two pairs of consecutive points are adjacent.
NAMES = ("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3")
LINES = (
    *("a1 b1 c1", "a2 b2 c2", "a3 b3 c3"),
    *("a1 a2 a3", "b1 b2 b3", "c1 c2 c3"),
    *("a1 b2 c3", "a3 b2 c1"),
)
MASKS = tuple(sum(1 << NAMES.index(p) for p in line.split()) for line in LINES)
NEIGHBOURS: dict[int, set[int]] = {p: set() for p in range(9)}
for _line in LINES:
    _a, _b, _c = (NAMES.index(p) for p in _line.split())
    for _x, _y in ((_a, _b), (_b, _c)):
        NEIGHBOURS[_x].add(_y)
        NEIGHBOURS[_y].add(_x)

#: A position of the moving phase: (the mover's men, the other's), as masks over ``NAMES``.
Position = tuple[int, int]
#: A value for the side to move: ("win" | "loss", plies to the end) or ("draw", 0).
Value = tuple[str, int]
DRAW: Value = ("draw", 0)


def slides(me: int, opp: int) -> Iterator[tuple[int, bool]]:
    """Every slide of ``me``: the men after it, and whether they stand in a line (a win)."""
    for src in range(9):
        if me >> src & 1:
            for dst in NEIGHBOURS[src]:
                if not (me | opp) >> dst & 1:
                    after = me & ~(1 << src) | 1 << dst
                    yield after, any(after & m == m for m in MASKS)


def better(a: Value, b: Value) -> bool:
    def rank(v: Value) -> int:
        kind, plies = v
        return 1000 - plies if kind == "win" else plies - 1000 if kind == "loss" else 0

    return rank(a) > rank(b)


def through(theirs: Value) -> Value:
    """The mover's value of a move to a position worth ``theirs`` to the other side."""
    kind, plies = theirs
    return {"win": ("loss", plies + 1), "loss": ("win", plies + 1)}.get(kind, DRAW)


def solve(draws: frozenset[Position]) -> dict[Position, Value]:
    """Every moving-phase position with no line standing, by rounds of look-ups: a move to a
    loss in r - 1 wins in r, only moves to wins (the slowest in r - 1) lose in r; a position
    of ``draws`` is a draw wherever a move reaches it; what no round settles is a draw."""
    sets = [m for m in range(1 << 9) if m.bit_count() == 3 and m not in MASKS]
    known: dict[Position, Value] = {}
    open_: dict[Position, list[Position]] = {}
    for me in sets:
        for opp in sets:
            if me & opp:
                continue
            if (me, opp) in draws:
                known[me, opp] = DRAW
                continue
            moves = list(slides(me, opp))
            if not moves:
                known[me, opp] = ("loss", 0)
            elif any(won for _, won in moves):
                known[me, opp] = ("win", 1)
            else:
                open_[me, opp] = [(opp, after) for after, _ in moves]
    rounds = 2
    while open_:
        found = {}
        for position, children in open_.items():
            values = [known.get(c) for c in children]
            if any(v is not None and v[0] == "loss" and v[1] == rounds - 1 for v in values):
                found[position] = ("win", rounds)
            elif all(v is not None and v[0] == "win" for v in values) and (
                max(v[1] for v in values if v is not None) == rounds - 1
            ):
                found[position] = ("loss", rounds)
        if not found and rounds > 2:
            break
        known.update(found)
        for position in found:
            del open_[position]
        rounds += 1
    return known


def mask(state: MorrisState, side: int) -> int:
    """``side``'s men as a mask over ``NAMES`` (the library numbers the points its own way)."""
    board = state.bitboard(side)
    return sum(1 << i for i, name in enumerate(NAMES) if board >> state.board.parse_point(name) & 1)


Solves = dict[frozenset[Position], dict[Position, Value]]


def truth(state: MorrisState, move: str, solves: Solves) -> Value:
    """The value of ``move`` for its mover under the rules: an end at once, or the solve of
    the game the history leaves after it, one ply down."""
    child = state.copy()
    child.play(move)
    outcome = child.outcome()
    if outcome is not None:
        if outcome.winner is None:
            return DRAW
        return ("win", 1) if outcome.winner == state.to_move else ("loss", 1)
    counts = Counter(child.position_counts())
    draws = frozenset(
        _position_of(key, child) for key, n in counts.items() if n >= 2 and _placed(key)
    )
    if draws not in solves:
        solves[draws] = solve(draws)
    known = solves[draws]
    me, opp = mask(child, child.to_move), mask(child, 1 - child.to_move)
    best: Value = ("loss", 0)
    for after, won in slides(me, opp):
        value: Value = ("win", 1) if won else through(known.get((opp, after), DRAW))
        if better(value, best):
            best = value
    return through(best)


def _placed(key: int) -> bool:
    """Whether the position of a library key has every man placed (the moving phase)."""
    return key >> 48 & 0xFF == 0


def _position_of(key: int, state: MorrisState) -> Position:
    """The position of a library key as (mover's mask, other's mask) over ``NAMES``."""
    side = key >> 56 & 1
    boards = (key & 0xFFFFFF, key >> 24 & 0xFFFFFF)
    point = state.board.parse_point
    masks = [sum(1 << i for i, n in enumerate(NAMES) if b >> point(n) & 1) for b in boards]
    return masks[side], masks[1 - side]


def repeating_game(rng: random.Random) -> MorrisState | None:
    """A Three Men's Morris game from a random position in which moves are often taken back
    (a man moved and moved back two plies later), so that positions occur twice."""
    points = rng.sample(NAMES, 6)
    try:
        state = MorrisState.from_position(
            points[:3], points[3:], (0, 0), rng.randrange(2), variant="three"
        )
    except GameError:  # a mill already stands
        return None
    if state.is_over():
        return None
    return repeating_from(state, rng)


def repeating_from(state: MorrisState, rng: random.Random) -> MorrisState | None:
    """``state`` (every man placed) played on at random, a move often taken back two plies
    later, so that positions occur twice; None when every move ended the game."""
    for _ in range(rng.randrange(8, 24)):
        moves = state.legal_moves()
        if len(state.move_stack) >= 2 and rng.random() < 0.7:
            back = state.move_stack[-2]
            undo = [m for m in moves if (m.src, m.dst) == (back.dst, back.src)]
            moves = undo or moves
        rng.shuffle(moves)
        for move in moves:
            state.push(move)
            if not state.is_over():
                break
            state.pop()
        else:
            return None
    return state
