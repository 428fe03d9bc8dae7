"""Three and Six Men's Morris solved from the first move: the tables hold every position of
both games, placing phase included; Three Men's Morris's every position equals a solve written
from RULES.md's lines alone (``helpers/three_mens_solve``, with the placing phase searched to
its end here), Master plays the solutions perfectly and the analysis calls every value exact."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.morris_ai import random_position
from helpers.three_mens_solve import DRAW, Value, better, mask, solve, through

from ninetka_desktop.ai import choose_move
from ninetka_desktop.ai.morris.tablebase import TableWord, probe, use_tablebases
from ninetka_desktop.analysis import Kind, analyse
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.tablebase.cli import main as tablebase_main

THREE = {"variant": "three"}
NO_CENTRE = {"variant": "three", "centre_opening": False}
SIX = {"variant": "six"}


@pytest.fixture(scope="module")
def solved(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("solved")
    for arguments in (
        ["--game", "three"],
        ["--game", "three", "--option", "centre_opening=off"],
        ["--game", "six"],
    ):
        assert tablebase_main(["build", "6", "--dir", str(folder), *arguments]) == 0
    use_tablebases([folder])
    yield folder
    use_tablebases([])


def word(value: Value) -> TableWord:
    """A value of the solve as the tables say it (their distance counts to the next placement
    or the end: in the moving phase of Three Men's Morris, the end)."""
    kind, plies = value
    return TableWord(kind, 0 if kind == "draw" else plies)


def placing_value(state: MorrisState, moving: dict[tuple[int, int], Value]) -> Value:
    """The value of a placing position of Three Men's Morris for its side to move, every
    placement tried to the moving phase, whose values the solve gives."""
    outcome = state.outcome()
    if outcome is not None:
        return DRAW if outcome.winner is None else ("loss", 0)
    if state.phase != "placing":
        me, opp = mask(state, state.to_move), mask(state, 1 - state.to_move)
        return moving.get((me, opp), DRAW)
    best: Value = ("loss", 0)
    for move in state.legal_moves():
        state.push(move)
        value = through(placing_value(state, moving))
        state.pop()
        if better(value, best):
            best = value
    return best


def every_position(options: dict[str, object]) -> Iterator[MorrisState]:
    """Every position of a game of Three Men's Morris its placing phase reaches, once."""
    seen: set[int] = set()

    def walk(state: MorrisState) -> Iterator[MorrisState]:
        if state.position_key() in seen:
            return
        seen.add(state.position_key())
        yield state
        if state.is_over() or state.phase != "placing":
            return
        for move in state.legal_moves():
            child = state.copy()
            child.push(move)
            yield from walk(child)

    yield from walk(MorrisState.from_options(options))


@pytest.mark.parametrize("options", [THREE, NO_CENTRE])
def test_every_position_of_three_mens_morris_is_the_solve_s(
    solved: Path, options: dict[str, object]
) -> None:
    moving = solve(frozenset())
    checked = 0
    for state in every_position(options):
        if state.is_over():
            continue
        said = probe(state)
        assert said is not None, state.move_stack
        if state.phase == "placing":
            kind = placing_value(state.copy(), moving)[0]
            assert said.result == kind, (state.move_stack, said)
        else:
            # A fresh start of the moving phase: the count of moves without a removal at 0.
            fresh = MorrisState.from_position(
                [p for p in range(9) if state.bitboard(0) >> p & 1],
                [p for p in range(9) if state.bitboard(1) >> p & 1],
                (0, 0), state.to_move, **options,  # type: ignore[arg-type]
            )
            me, opp = mask(state, state.to_move), mask(state, 1 - state.to_move)
            assert probe(fresh) == word(moving.get((me, opp), DRAW)), state.move_stack
        checked += 1
    assert checked > 1_000


@pytest.mark.parametrize(
    ("options", "result"), [(THREE, "win"), (NO_CENTRE, "draw"), (SIX, "draw")]
)
def test_each_solved_game_s_value_from_the_start(
    solved: Path, options: dict[str, object], result: str
) -> None:
    said = probe(MorrisState.from_options(options))
    assert said is not None and said.result == result


def random_game(options: dict[str, object], rng: random.Random) -> MorrisState:
    """A position of a random game of up to 60 plies, the game not over."""
    state = random_position(rng.randrange(10**6), rng.randrange(60), **options)
    while state.is_over():
        state.pop()
    return state


def rank(said: TableWord | None) -> int:
    """A table's word, as good as it is for the side to move: a win, a draw, a loss."""
    assert said is not None
    return {"win": 1, "draw": 0, "loss": -1}[said.result]


@pytest.mark.parametrize("options", [THREE, NO_CENTRE, SIX])
def test_master_never_gives_a_result_away(solved: Path, options: dict[str, object]) -> None:
    rng = random.Random(7)
    for _ in range(20):
        state = random_game(options, rng)
        if state.is_over():
            continue
        before = rank(probe(state))
        child = state.copy()
        child.play(choose_move(state, 6, seed=rng.randrange(1000)))
        outcome = child.outcome()
        if outcome is not None:
            after = 0 if outcome.winner is None else 1 if outcome.winner == state.to_move else -1
        else:
            after = -rank(probe(child))
        assert after == before, (state.move_stack, before, after)


@pytest.mark.parametrize("options", [THREE, NO_CENTRE, SIX])
def test_the_analysis_calls_every_move_exact(solved: Path, options: dict[str, object]) -> None:
    rng = random.Random(11)
    for _ in range(12):
        state = random_game(options, rng)
        if state.is_over():
            continue
        values = analyse(state, 6, seconds=10).moves
        assert all(v.kind is Kind.EXACT for v in values), (state.move_stack, values[0])
