"""The engine against a second, deliberately naive generator written from the rules text.

The naive side uses point names, sets and dicts only, copies its whole state for every move and
re-derives everything (mills, adjacency) from the 16 lines listed in RULES.md 2.1.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from ninetka_desktop.games.morris import MorrisState, perft, perft_divide

LINES = [
    line.split()
    for line in [
        "a1 a4 a7", "a7 d7 g7", "g7 g4 g1", "g1 d1 a1",
        "b2 b4 b6", "b6 d6 f6", "f6 f4 f2", "f2 d2 b2",
        "c3 c4 c5", "c5 d5 e5", "e5 e4 e3", "e3 d3 c3",
        "a4 b4 c4", "e4 f4 g4", "d1 d2 d3", "d5 d6 d7",
    ]
]  # fmt: skip
POINTS = sorted({p for line in LINES for p in line})
NEIGHBOURS = {
    p: {line[i + d] for line in LINES for i in range(3) if line[i] == p for d in (-1, 1)
        if 0 <= i + d < 3}
    for p in POINTS
}  # fmt: skip


@dataclass
class Naive:
    """A Morris game kept the slow, obvious way."""

    board: dict[str, str]  # point -> "W" / "B"
    hand: dict[str, int]
    turn: str = "W"
    flying: bool = True
    repetition: bool = True
    limit: int = 100
    quiet: int = 0
    history: list[tuple[object, ...]] = field(default_factory=list)
    result: str | None = None

    def key(self) -> tuple[object, ...]:
        return (frozenset(self.board.items()), self.hand["W"], self.hand["B"], self.turn)

    def other(self, colour: str) -> str:
        return "B" if colour == "W" else "W"

    def men(self, colour: str) -> list[str]:
        return [p for p, c in self.board.items() if c == colour]

    def in_mill(self, point: str, colour: str, board: dict[str, str]) -> bool:
        return any(point in line and all(board.get(q) == colour for q in line) for line in LINES)

    def steps(self, colour: str) -> list[tuple[str | None, str]]:
        empty = [p for p in POINTS if p not in self.board]
        mine = self.men(colour)
        if self.hand[colour] > 0:
            return [(None, d) for d in empty]
        if self.flying and len(mine) == 3:
            return [(s, d) for s in mine for d in empty]
        return [(s, d) for s in mine for d in NEIGHBOURS[s] if d not in self.board]

    def moves(self) -> set[str]:
        if self.result is not None:
            return set()
        me, opp = self.turn, self.other(self.turn)
        theirs = self.men(opp)
        free = [p for p in theirs if not self.in_mill(p, opp, self.board)]
        victims = free or theirs
        out = set()
        for s, d in self.steps(me):
            after = dict(self.board)
            if s is not None:
                del after[s]
            after[d] = me
            text = d if s is None else f"{s}-{d}"
            if self.in_mill(d, me, after) and theirs:
                out |= {f"{text}x{v}" for v in victims}
            else:
                out.add(text)
        return out

    def play(self, text: str) -> Naive:
        new = Naive(
            dict(self.board),
            dict(self.hand),
            self.turn,
            self.flying,
            self.repetition,
            self.limit,
            self.quiet,
            [*self.history],
            None,
        )
        me, opp = self.turn, self.other(self.turn)
        move, _, victim = text.partition("x")
        src, _, dst = move.rpartition("-")
        if src:
            del new.board[src]
            new.quiet += 1
        else:
            new.hand[me] -= 1
            new.quiet = 0
        new.board[dst] = me
        if victim:
            del new.board[victim]
            new.quiet = 0
        new.turn = opp
        new.history.append(new.key())
        if len(new.men(opp)) + new.hand[opp] < 3:
            new.result = "two-men"
        elif new.hand[opp] == 0 and not new.steps(opp):
            new.result = "blocked"
        elif new.repetition and new.history.count(new.key()) >= 3:
            new.result = "repetition"
        elif new.limit and new.quiet >= new.limit:
            new.result = "no-removal"
        return new


def naive_start(
    white: str = "",
    black: str = "",
    hand: tuple[int, int] = (9, 9),
    turn: str = "W",
    **options: object,
) -> Naive:
    board = {p: "W" for p in white.split()} | {p: "B" for p in black.split()}
    game = Naive(board, {"W": hand[0], "B": hand[1]}, turn)
    for name, value in options.items():
        attribute = {"repetition_draw": "repetition", "no_removal_limit": "limit"}.get(name, name)
        setattr(game, attribute, value)
    game.history = [game.key()]
    return game


def naive_perft(game: Naive, depth: int) -> int:
    if depth == 0:
        return 1
    moves = game.moves()
    if depth == 1:
        return len(moves)
    return sum(naive_perft(game.play(m), depth - 1) for m in moves)


def both(
    white: str, black: str, hand: tuple[int, int] = (0, 0), to_move: int = 0, **options: object
) -> tuple[MorrisState, Naive]:
    engine = MorrisState.from_position(white.split(), black.split(), hand, to_move, **options)
    return engine, naive_start(white, black, hand, "WB"[to_move], **options)


def test_naive_board_matches_the_rules() -> None:
    assert len(POINTS) == 24
    assert sum(len(n) for n in NEIGHBOURS.values()) == 64


@pytest.mark.parametrize(("depth", "count"), [(1, 24), (2, 552), (3, 12144), (4, 255024)])
def test_perft_from_the_start(depth: int, count: int) -> None:
    assert perft(MorrisState(), depth) == count


def test_naive_perft_from_the_start() -> None:
    assert naive_perft(naive_start(), 3) == 12144


def test_perft_5_from_the_start_agrees_with_the_naive_divide() -> None:
    # Depth 5 is the first with mills (White's third man); compare per first move, sampled.
    state = MorrisState()
    divide = perft_divide(state, 5)
    assert sum(divide.values()) == perft(state, 5)
    for first in ["a1", "d6", "e4"]:
        assert divide[first] == naive_perft(naive_start().play(first), 4)


MIDGAMES = [
    # moving phase, both sides can close mills, one Black mill stands (protected men)
    ("a1 a4 d7 f4 e3 c4 b2", "g7 g4 g1 d2 e5 c5 b6", (0, 0), 0, {}),
    ("a1 a4 d7 f4 e3 c4 b2", "g7 g4 g1 d2 e5 c5 b6", (0, 0), 1, {"flying": False}),
    # Black has only mill men: any may be taken
    ("a1 a4 d7 d1 f4 e3", "g7 g4 g1 c3 c4 c5", (0, 0), 0, {}),
    # late placing into moving, with removals pending
    ("a1 a4 d6 f6", "g7 d7 d2 c3", (2, 2), 0, {}),
]
FLYING = [
    ("a1 a4 f4", "g7 g4 d2 e5 c5 b6", (0, 0), 0, {}),  # White flies
    ("a1 a4 f4", "g7 g4 d2", (0, 0), 1, {}),  # both fly
    ("a1 a4 f4", "g7 g4 d2 e5", (0, 0), 0, {"flying": False}),
]


@pytest.mark.parametrize(("white", "black", "hand", "to_move", "options"), MIDGAMES)
def test_perft_midgame_against_naive(
    white: str, black: str, hand: tuple[int, int], to_move: int, options: dict[str, object]
) -> None:
    engine, naive = both(white, black, hand, to_move, **options)
    for depth in (1, 2, 3):
        assert perft(engine, depth) == naive_perft(naive, depth)


@pytest.mark.parametrize(("white", "black", "hand", "to_move", "options"), FLYING)
def test_perft_flying_against_naive(
    white: str, black: str, hand: tuple[int, int], to_move: int, options: dict[str, object]
) -> None:
    engine, naive = both(white, black, hand, to_move, **options)
    for depth in (1, 2, 3):
        assert perft(engine, depth) == naive_perft(naive, depth)


def test_perft_depth_4_midgame_against_naive() -> None:
    engine, naive = both(*MIDGAMES[0][:4])
    assert perft(engine, 4) == naive_perft(naive, 4)


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"flying": False},
        {"no_removal_limit": 12},
        {"repetition_draw": False, "no_removal_limit": 30},
    ],
)
def test_random_games_against_naive(options: dict[str, object]) -> None:
    rng = random.Random(repr(options))
    for _ in range(8):
        engine = MorrisState.from_options(options)
        naive = naive_start("", "", (9, 9), "W", **options)
        while True:
            expected = naive.moves()
            assert {engine.move_to_str(m) for m in engine.legal_moves()} == expected
            assert engine.is_over() == (naive.result is not None)
            if not expected:
                outcome = engine.outcome()
                assert outcome is not None
                assert outcome.reason == naive.result
                break
            text = rng.choice(sorted(expected))
            engine.play(text)
            naive = naive.play(text)


@pytest.mark.parametrize(
    ("white", "black", "options", "line", "reason"),
    [
        ("a4 d1 d7 f4", "a1 a7 g7", {"flying": False}, ["f4-g4"], "blocked"),
        ("a1 b2 c3", "g7 f6 e5", {}, ["a1-a4", "g7-g4", "a4-a1", "g4-g7"] * 2, "repetition"),
        (
            "a1 b2 c3",
            "g7 f6 e5",
            {"repetition_draw": False, "no_removal_limit": 6},
            ["a1-a4", "g7-g4", "a4-a1", "g4-g7", "a1-a4", "g7-g4"],
            "no-removal",
        ),
        ("a1 a4 d7 f4", "g7 g1 e5", {}, ["d7-a7xe5"], "two-men"),
    ],
)
def test_game_ends_agree_with_naive(
    white: str, black: str, options: dict[str, object], line: list[str], reason: str
) -> None:
    engine, naive = both(white, black, **options)  # type: ignore[arg-type]
    for text in line:
        assert {engine.move_to_str(m) for m in engine.legal_moves()} == naive.moves()
        engine.play(text)
        naive = naive.play(text)
    outcome = engine.outcome()
    assert outcome is not None
    assert outcome.reason == naive.result == reason
    assert engine.legal_moves() == [] and naive.moves() == set()


@pytest.mark.parametrize(("white", "black", "hand", "to_move", "options"), MIDGAMES + FLYING)
def test_random_games_from_midgames_against_naive(
    white: str, black: str, hand: tuple[int, int], to_move: int, options: dict[str, object]
) -> None:
    rng = random.Random(white + black)
    for _ in range(3):
        engine, naive = both(white, black, hand, to_move, **options)
        while naive.result is None:
            expected = naive.moves()
            assert {engine.move_to_str(m) for m in engine.legal_moves()} == expected
            text = rng.choice(sorted(expected))
            engine.play(text)
            naive = naive.play(text)
        assert engine.outcome() is not None
        assert engine.outcome().reason == naive.result  # type: ignore[union-attr]
        assert engine.legal_moves() == []
