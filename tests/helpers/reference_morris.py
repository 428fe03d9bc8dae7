"""An independent, deliberately plain reference of Nine Men's Morris, from RULES.md section 2.

Points are strings like ``"d6"``; each side's men are a set of points; side 0 is White (seat 1,
moves first), side 1 is Black (seat 2). Nothing here comes from the project's engine.

End of the game, checked after every move in this order (the project's reading):
1. a side with fewer than three men on board + in hand loses;
2. the side to move in the moving phase with no legal move loses (a side that can fly always
   has a move);
3. threefold repetition of (both sides' men, men in hand, side to move) is a draw, the starting
   position counting as an occurrence;
4. ``no_removal`` consecutive plies in the moving phase without a removal are a draw.
"""

from __future__ import annotations

from collections import Counter

# The 16 mills (RULES 2.1): 12 sides of the three squares and 4 connecting half-lines.
MILLS = [
    ("a1", "a4", "a7"), ("a7", "d7", "g7"), ("g7", "g4", "g1"), ("g1", "d1", "a1"),
    ("b2", "b4", "b6"), ("b6", "d6", "f6"), ("f6", "f4", "f2"), ("f2", "d2", "b2"),
    ("c3", "c4", "c5"), ("c5", "d5", "e5"), ("e5", "e4", "e3"), ("e3", "d3", "c3"),
    ("a4", "b4", "c4"), ("e4", "f4", "g4"), ("d1", "d2", "d3"), ("d5", "d6", "d7"),
]
POINTS = sorted({p for line in MILLS for p in line})
assert len(POINTS) == 24

# Adjacent: joined by a line with no point between = consecutive points of a mill line.
ADJACENT: dict[str, set[str]] = {p: set() for p in POINTS}
for _a, _b, _c in MILLS:
    for _x, _y in ((_a, _b), (_b, _c)):
        ADJACENT[_x].add(_y)
        ADJACENT[_y].add(_x)


# The mill lines through each point (every point lies on exactly two).
LINES_THROUGH = {p: [line for line in MILLS if p in line] for p in POINTS}
assert all(len(lines) == 2 for lines in LINES_THROUGH.values())


def in_mill(point: str, men: set[str]) -> bool:
    """Whether ``point`` is part of a full mill of ``men``."""
    return any(all(p in men for p in line) for line in LINES_THROUGH[point])


class MorrisReference:
    def __init__(self, flying: bool = True, repetition: bool = True, no_removal: int = 100) -> None:
        self.flying = flying
        self.repetition = repetition
        self.no_removal = no_removal
        self.men: list[set[str]] = [set(), set()]
        self.hand = [9, 9]
        self.side = 0  # side to move: 0 White, 1 Black
        self.quiet_plies = 0  # moving-phase plies since the moving phase began or last removal
        self.seen: Counter[tuple[object, ...]] = Counter()
        self.seen[self.key()] += 1  # the starting position counts as an occurrence
        self.result: str | None = None  # "1", "2" or "draw" once over
        self.reason = ""
        self.history: list[str] = []

    def copy(self) -> MorrisReference:
        other = MorrisReference(self.flying, self.repetition, self.no_removal)
        other.men = [set(self.men[0]), set(self.men[1])]
        other.hand = list(self.hand)
        other.side = self.side
        other.quiet_plies = self.quiet_plies
        other.seen = Counter(self.seen)
        other.result = self.result
        other.reason = self.reason
        other.history = list(self.history)
        return other

    def key(self) -> tuple[object, ...]:
        return (frozenset(self.men[0]), frozenset(self.men[1]), self.hand[0], self.hand[1],
                self.side)

    @property
    def over(self) -> bool:
        return self.result is not None

    def placing(self) -> bool:
        return self.hand[0] > 0 or self.hand[1] > 0

    def empty_points(self) -> list[str]:
        return [p for p in POINTS if p not in self.men[0] and p not in self.men[1]]

    def can_fly(self, side: int) -> bool:
        return self.flying and len(self.men[side]) == 3 and self.hand[side] == 0

    def removable(self, side: int) -> list[str]:
        """The men of ``side`` that an opponent's mill may take (RULES 2.5)."""
        theirs = self.men[side]
        free = [p for p in sorted(theirs) if not in_mill(p, theirs)]
        return free if free else sorted(theirs)

    def with_removals(self, base: str, point: str, my_men_after: set[str]) -> list[str]:
        if in_mill(point, my_men_after):
            targets = self.removable(1 - self.side)
            if targets:
                return [f"{base}x{t}" for t in targets]
        return [base]

    def moves_ignoring_end(self) -> list[str]:
        me = self.side
        moves: list[str] = []
        if self.hand[me] > 0:
            for p in self.empty_points():
                moves += self.with_removals(p, p, self.men[me] | {p})
            return moves
        empty = self.empty_points()
        for src in sorted(self.men[me]):
            targets = empty if self.can_fly(me) else [p for p in empty if p in ADJACENT[src]]
            for dst in targets:
                after = (self.men[me] - {src}) | {dst}
                moves += self.with_removals(f"{src}-{dst}", dst, after)
        return moves

    def legal_moves(self) -> list[str]:
        if self.over:
            return []
        return self.moves_ignoring_end()

    def play(self, move: str, checked: bool = True) -> None:
        if checked:
            legal = self.legal_moves()
            if move not in legal:
                raise ValueError(f"illegal move {move!r}; legal: {legal}")
        self.history.append(move)
        me, opp = self.side, 1 - self.side
        was_moving_phase = not self.placing()
        body, _, removed = move.partition("x")
        if "-" in body:
            src, dst = body.split("-")
            self.men[me].remove(src)
            self.men[me].add(dst)
        else:
            self.men[me].add(body)
            self.hand[me] -= 1
        if removed:
            self.men[opp].remove(removed)
        if was_moving_phase:
            self.quiet_plies = 0 if removed else self.quiet_plies + 1
        self.side = opp
        self.seen[self.key()] += 1
        self.check_end()

    def check_end(self) -> None:
        for side in (0, 1):
            if len(self.men[side]) + self.hand[side] < 3:
                self.result, self.reason = str(2 - side), "two men"
                return
        if not self.placing() and not self.moves_ignoring_end():
            self.result, self.reason = str(2 - self.side), "blocked"
            return
        if self.repetition and self.seen[self.key()] >= 3:
            self.result, self.reason = "draw", "repetition"
            return
        if self.no_removal > 0 and self.quiet_plies >= self.no_removal:
            self.result, self.reason = "draw", "no removal"
            return

    def status_phase(self) -> str:
        if self.over:
            return "over"
        return "placing" if self.placing() else "moving"

    def scores(self) -> list[int]:
        return [len(self.men[0]), len(self.men[1])]

    def winner(self) -> str:
        return self.result if self.result is not None else "none"


def perft(state: MorrisReference, depth: int, memo: dict[object, int] | None = None) -> int:
    """The number of legal move sequences of length ``depth`` (finished games stop early).

    Placing-phase positions are memoised: there no position can repeat and the no-removal count
    stays at zero, so the position alone decides the future.
    """
    if memo is None:
        memo = {}
    if depth == 0:
        return 1
    moves = state.legal_moves()
    if depth == 1:
        return len(moves)
    key = (state.key(), depth) if state.placing() else None
    if key is not None and key in memo:
        return memo[key]
    total = 0
    for move in moves:
        child = state.copy()
        child.play(move, checked=False)  # move comes from legal_moves()
        total += perft(child, depth - 1, memo)
    if key is not None:
        memo[key] = total
    return total
