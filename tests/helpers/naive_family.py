"""A deliberately naive player of the Morris family, written from RULES.md section 3 alone.

It shares nothing with the engine: the boards are the lines and spokes of RULES.md typed in by
name, the options' defaults are the rules' readings typed in again, and the state is dicts of
point names, copied for every move. Every rule is re-derived the obvious way (a player is
blocked when its list of legal moves is empty; a mill is a line whose three points one colour
holds). Slow on purpose: it is the second opinion the engine is held to.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

NINE_LINES = [
    "a1 a4 a7", "a7 d7 g7", "g7 g4 g1", "g1 d1 a1",
    "b2 b4 b6", "b6 d6 f6", "f6 f4 f2", "f2 d2 b2",
    "c3 c4 c5", "c5 d5 e5", "e5 e4 e3", "e3 d3 c3",
    "a4 b4 c4", "e4 f4 g4", "d1 d2 d3", "d5 d6 d7",
]  # fmt: skip
DIAGONAL_LINES = ["a1 b2 c3", "a7 b6 c5", "g7 f6 e5", "g1 f2 e3"]
THREE_SQUARE_LINES = ["a1 b1 c1", "a2 b2 c2", "a3 b3 c3", "a1 a2 a3", "b1 b2 b3", "c1 c2 c3"]
THREE_DIAGONAL_LINES = ["a1 b2 c3", "a3 b2 c1"]
SIX_LINES = [
    "a1 a3 a5", "a5 c5 e5", "e5 e3 e1", "e1 c1 a1",
    "b2 b3 b4", "b4 c4 d4", "d4 d3 d2", "d2 c2 b2",
]  # fmt: skip
SIX_SPOKES = ["a3 b3", "c4 c5", "d3 e3", "c1 c2"]

#: Each game's options and their defaults, as RULES.md section 3 reads them.
DEFAULTS: dict[str, dict[str, Any]] = {
    "three": {"diagonals": True, "nine_holes": False, "centre_opening": True},
    "six": {"flying": False, "protected_mills": True},
    "nine": {"flying": True},
    "twelve": {"flying": True, "diagonal_mills": True, "full_board_draw": True},
    "morabaraba": {"flying": True, "no_return": True, "full_board_draw": True},
    "lasker": {"flying": True, "men": 10},
}
MEN = {"three": 3, "six": 6, "nine": 9, "twelve": 12, "morabaraba": 12, "lasker": 10}


@dataclass
class NaiveRules:
    variant: str
    options: dict[str, Any]

    def get(self, name: str, default: Any = False) -> Any:
        merged = {"repetition_draw": True, "no_removal_limit": 100, **DEFAULTS[self.variant]}
        merged.update(self.options)
        return merged.get(name, default)

    @cached_property
    def drawn_lines(self) -> list[list[str]]:
        """Every line of the board (adjacency comes from these and the spokes)."""
        if self.variant == "three":
            diagonals = THREE_DIAGONAL_LINES if self.get("diagonals") else []
            return [line.split() for line in THREE_SQUARE_LINES + diagonals]
        if self.variant == "six":
            return [line.split() for line in SIX_LINES]
        if self.variant in ("twelve", "morabaraba"):
            return [line.split() for line in NINE_LINES + DIAGONAL_LINES]
        return [line.split() for line in NINE_LINES]

    @cached_property
    def mill_lines(self) -> list[list[str]]:
        if self.variant == "twelve" and not self.get("diagonal_mills"):
            return [line.split() for line in NINE_LINES]
        return self.drawn_lines

    @cached_property
    def points(self) -> list[str]:
        return sorted({p for line in self.drawn_lines for p in line})

    def neighbours(self, point: str) -> set[str]:
        return self.adjacency[point]

    @cached_property
    def adjacency(self) -> dict[str, set[str]]:
        return {point: self._find_neighbours(point) for point in self.points}

    def _find_neighbours(self, point: str) -> set[str]:
        result = set()
        for line in self.drawn_lines:
            for a, b in itertools.pairwise(line):
                if point == a:
                    result.add(b)
                if point == b:
                    result.add(a)
        if self.variant == "six":
            for spoke in SIX_SPOKES:
                a, b = spoke.split()
                if point == a:
                    result.add(b)
                if point == b:
                    result.add(a)
        return result

    @property
    def men(self) -> int:
        return (
            int(self.get("men", MEN[self.variant]))
            if self.variant == "lasker"
            else MEN[self.variant]
        )


def other(colour: str) -> str:
    return "B" if colour == "W" else "W"


@dataclass
class NaiveGame:
    rules: NaiveRules
    board: dict[str, str] = field(default_factory=dict)  # point -> "W" / "B"
    hand: dict[str, int] = field(default_factory=dict)
    turn: str = "W"
    quiet: int = 0
    #: Morabaraba: colour -> (where its man stands now, where it came from), for one turn.
    ban: dict[str, tuple[str, str] | None] = field(default_factory=lambda: {"W": None, "B": None})
    seen: Counter[tuple[object, ...]] = field(default_factory=Counter)
    result: tuple[str | None, str] | None = None

    @classmethod
    def start(cls, variant: str, options: dict[str, Any]) -> NaiveGame:
        rules = NaiveRules(variant, dict(options))
        game = cls(rules, hand={"W": rules.men, "B": rules.men})
        game.seen[game.key()] += 1
        return game

    def key(self) -> tuple[object, ...]:
        return (frozenset(self.board.items()), self.hand["W"], self.hand["B"], self.turn)

    def men(self, colour: str) -> list[str]:
        return [p for p, c in self.board.items() if c == colour]

    def closes_mill(self, point: str, colour: str, board: dict[str, str]) -> bool:
        return any(
            point in line and all(board.get(q) == colour for q in line)
            for line in self.rules.mill_lines
        )

    def steps(self, colour: str) -> list[tuple[str | None, str]]:
        """(from, to) pairs before any removal; from None for a placement."""
        rules = self.rules
        empty = [p for p in rules.points if p not in self.board]
        result: list[tuple[str | None, str]] = []
        if self.hand[colour] > 0:
            for p in empty:
                first_man = colour == "W" and self.hand["W"] == rules.men
                no_centre = rules.variant == "three" and not rules.get("centre_opening")
                if no_centre and first_man and p == "b2":
                    continue
                result.append((None, p))
        may_slide = self.hand[colour] == 0 or (
            rules.variant == "lasker" and len(self.men(colour)) > 0
        )
        if may_slide:
            anywhere = self.hand[colour] == 0 and (
                rules.get("nine_holes") or (rules.get("flying") and len(self.men(colour)) == 3)
            )
            for src in self.men(colour):
                for dst in empty:
                    if anywhere or dst in rules.neighbours(src):
                        result.append((src, dst))
        return result

    def legal(self, colour: str | None = None) -> list[str]:
        """Every legal move in notation (``d6``, ``d6-d7``, ``a4xg7``)."""
        colour = colour or self.turn
        if self.result is not None and colour == self.turn:
            return []
        opponent = other(colour)
        out = []
        for src, dst in self.steps(colour):
            after = dict(self.board)
            if src is not None:
                del after[src]
            after[dst] = colour
            text = dst if src is None else f"{src}-{dst}"
            mill = self.closes_mill(dst, colour, after)
            if mill and self.rules.get("no_return") and self.ban[colour] == (src, dst):
                continue
            targets = self.men(opponent)
            if not mill or self.rules.variant == "three" or not targets:
                out.append(text)
                continue
            free = [p for p in targets if not self.closes_mill(p, opponent, self.board)]
            if not self.rules.get("protected_mills", True) or not free:
                free = targets
            out.extend(f"{text}x{p}" for p in free)
        return out

    def play(self, text: str) -> None:
        assert text in self.legal(), (text, self.legal())
        colour, opponent = self.turn, other(self.turn)
        move, _, removed = text.partition("x")
        src, _, dst = move.rpartition("-")
        before = dict(self.board)
        if src:
            del self.board[src]
            self.quiet += 1
        else:
            self.hand[colour] -= 1
            self.quiet = 0
        self.board[dst] = colour
        mill = self.closes_mill(dst, colour, self.board)
        if self.rules.get("no_return"):
            left_mill = bool(src) and self.closes_mill(src, colour, before)
            self.ban[colour] = (dst, src) if src and left_mill and mill else None
        if removed:
            del self.board[removed]
            self.quiet = 0
        self.turn = opponent
        self.seen[self.key()] += 1
        self.result = self.judge(colour, mill)

    def judge(self, mover: str, mill: bool) -> tuple[str | None, str] | None:
        rules, opponent = self.rules, other(mover)
        if rules.variant == "three" and mill:
            return (mover, "mill")
        if len(self.men(opponent)) + self.hand[opponent] <= 2:
            return (mover, "two-men")
        full = len(self.board) == len(rules.points)
        if full and not any(self.hand.values()) and rules.get("full_board_draw"):
            return (None, "full-board")
        if not self.legal(opponent):
            return (mover, "blocked")
        if rules.get("repetition_draw") and self.seen[self.key()] >= 3:
            return (None, "repetition")
        limit = rules.get("no_removal_limit")
        if limit and self.quiet >= limit:
            return (None, "no-removal")
        three_men = any(len(self.men(c)) + self.hand[c] == 3 for c in "WB")
        if rules.variant == "morabaraba" and limit and three_men and self.quiet >= 10:
            return (None, "no-removal")
        return None

    def copy(self) -> NaiveGame:
        return NaiveGame(
            self.rules,
            dict(self.board),
            dict(self.hand),
            self.turn,
            self.quiet,
            dict(self.ban),
            Counter(self.seen),
            self.result,
        )


def naive_perft(game: NaiveGame, depth: int) -> int:
    if depth == 0:
        return 1
    moves = game.legal()
    if depth == 1:
        return len(moves)
    total = 0
    for text in moves:
        child = game.copy()
        child.play(text)
        total += naive_perft(child, depth - 1)
    return total


def option_sets(variant: str) -> list[dict[str, Any]]:
    """Every combination of ``variant``'s own options (men 9 or 10 for Lasker Morris)."""
    names = sorted(DEFAULTS[variant])
    choices = [(9, 10) if name == "men" else (False, True) for name in names]
    return [dict(zip(names, values, strict=True)) for values in itertools.product(*choices)]


__all__ = ["DEFAULTS", "NaiveGame", "NaiveRules", "naive_perft", "option_sets"]
