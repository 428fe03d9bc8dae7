"""The analysis of the Morris family's other games: every legal move valued, and the exact
values (forced ends found by the family search) equal to a naive negamax over the rules
library."""

from __future__ import annotations

import random

import pytest

from ninetka_desktop.analysis import Kind, Result, analyse
from ninetka_desktop.games.morris import MorrisState

#: Plies the naive negamax looks ahead.
HORIZON = 5


def forced(state: MorrisState, depth: int, memo: dict[tuple[int, int], int]) -> int:
    """For the side to move: ``+n`` when it wins by force within ``depth`` plies (``n`` plies
    with best play), ``-n`` when it loses, 0 when no end is forced so soon (or a draw)."""
    outcome = state.outcome()
    if outcome is not None:
        if outcome.winner is None:
            return 0
        return 1000 if outcome.winner == state.to_move else -1000  # marks, turned into plies below
    if depth == 0:
        return 0
    key = (state.position_key(), depth)
    if key not in memo:
        best: int | None = None
        for move in state.legal_moves():
            state.push_unchecked(move)
            child = forced(state, depth - 1, memo)
            state.pop()
            value = _one_ply_up(child)
            if best is None or _better(value, best):
                best = value
        assert best is not None
        memo[key] = best
    return memo[key]


def _one_ply_up(child: int) -> int:
    """The child's value (for the other side) seen one ply earlier, for the side to move."""
    if child in (1000, -1000):  # the game ended with the move just made
        return 1 if child == -1000 else -1
    if child > 0:
        return -(child + 1)
    if child < 0:
        return -child + 1
    return 0


def _better(a: int, b: int) -> bool:
    """Whether value ``a`` is better than ``b``: a win beats the rest (a sooner one more), a
    loss is worst (a later one less bad)."""

    def rank(v: int) -> tuple[int, int]:
        return (1, -v) if v > 0 else (-1, -v) if v < 0 else (0, 0)

    return rank(a) > rank(b)


def random_positions(options: dict[str, object], count: int, seed: int) -> list[MorrisState]:
    """Positions of random games after a few plies, or for Six Men's Morris after placing,
    where removals leave few men and forced ends are near."""
    rng = random.Random(seed)
    found = []
    plies = (14, 40) if options["variant"] == "six" else (2, 14)
    while len(found) < count:
        state = MorrisState.from_options(options)
        for _ in range(rng.randrange(*plies)):
            if state.is_over():
                break
            state.push(rng.choice(state.legal_moves()))
        if not state.is_over():
            found.append(state)
    return found


# Without the repetition draw: a position's value then depends on the position alone, so the
# naive search may remember it (the draw itself is the rules library's, tested on its own).
@pytest.mark.parametrize(
    "options",
    [
        {"variant": "three", "repetition_draw": False},
        {"variant": "three", "nine_holes": True, "repetition_draw": False},
        {"variant": "six", "repetition_draw": False},
    ],
)
def test_forced_ends_equal_a_naive_negamax(options: dict[str, object]) -> None:
    exact = 0
    for state in random_positions(options, 30, seed=3):
        result = analyse(state, 5, seconds=20)
        assert sorted(v.move for v in result.moves) == sorted(
            map(state.move_to_str, state.legal_moves())
        )
        memo: dict[tuple[int, int], int] = {}
        for value in result.moves:
            child = state.copy()
            child.play(value.move)
            naive = _one_ply_up(forced(child, HORIZON - 1, memo))
            if value.kind is Kind.EXACT:
                assert value.plies is not None
                signed = value.plies if value.result is Result.WIN else -value.plies
                if value.plies <= HORIZON:
                    assert naive == signed, (state.move_stack, value)
                    exact += 1
                else:
                    assert naive == 0 or abs(naive) == value.plies, (state.move_stack, value)
            else:
                assert naive == 0, f"the naive search sees {naive} after {value.move}: {value}"
    assert exact > 30


@pytest.mark.parametrize("variant", ["three", "six", "twelve", "morabaraba", "lasker"])
def test_every_move_comes_with_the_line_the_search_expects(variant: str) -> None:
    with_line = finished = 0
    for state in random_positions({"variant": variant}, 6, seed=5):
        for value in analyse(state, 4, seconds=20).moves:
            child = state.copy()
            child.play(value.move)
            for move in value.line:  # a legal line, move by move
                assert not child.is_over(), (state.move_stack, value)
                child.play(move)
            with_line += bool(value.line)
            if value.kind is Kind.EXACT and value.plies is not None and child.is_over():
                # A forced end's line, when it reaches the end, ends it as announced.
                outcome = child.outcome()
                assert outcome is not None
                assert (outcome.winner == state.to_move) == (value.result is Result.WIN)
                finished += 1
        assert with_line, "the moves come with lines"
    assert with_line > 12
