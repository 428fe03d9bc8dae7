"""The proof of Nine Men's Morris placing positions to the end of the placing, the tables at its
ends: its results are those of a plain minimax over the rules library with the tables at the
leaves, it gives up beyond its budget or without a table, and the levels that read tables play
and analyse by it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.built_tables import built_tables

from ninetka_desktop.ai import choose_move
from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import LEVELS
from ninetka_desktop.ai.morris.tablebase import probe, prove_placing, use_tablebases
from ninetka_desktop.analysis.morris import analyse_morris
from ninetka_desktop.analysis.values import Kind
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.moves import move_notation

#: Nine Men's Morris, White to place its last man: one placement loses, the others draw.
ONE_LOSES = (("e4", "d5", "c3"), ("f4", "d6", "d3"), (1, 1))
#: Two men each on the board, two in hand: a proof of four plies.
FOUR_PLIES = (("a1", "d1"), ("g7", "d7"), (2, 2))

RESULT = {1: "win", 0: "draw", -1: "loss"}


@pytest.fixture(scope="module")
def four_men_tables(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    yield from built_tables(tmp_path_factory, 4)


def placing(spec: tuple[tuple[str, ...], tuple[str, ...], tuple[int, int]]) -> MorrisState:
    white, black, hands = spec
    return MorrisState.from_position(white, black, in_hand=hands, to_move=0)


def minimax(state: MorrisState) -> int:
    """1, 0 or -1 for the side to move: every line to the end of the placing by the rules
    library's own moves, the tables' word at its end."""
    outcome = state.outcome()
    if outcome is not None:
        return 0 if outcome.winner is None else (1 if outcome.winner == state.to_move else -1)
    if state.phase != "placing":
        word = probe(state)
        assert word is not None, state.board_diagram()
        return {"win": 1, "draw": 0, "loss": -1}[word.result]
    best = -1
    for move in state.legal_moves():
        state.push(move)
        best = max(best, -minimax(state))
        state.pop()
        if best == 1:
            break
    return best


@pytest.mark.parametrize("spec", [ONE_LOSES, FOUR_PLIES], ids=["one-loses", "four-plies"])
def test_every_move_s_result_is_the_minimax_over_the_rules_library(
    four_men_tables: Path, spec: tuple[tuple[str, ...], tuple[str, ...], tuple[int, int]]
) -> None:
    state = placing(spec)
    proof = prove_placing(state, 10_000_000)
    assert proof.status == "proved"
    assert set(proof.moves) == set(state.legal_moves())
    moves = list(proof.moves.items()) if spec is ONE_LOSES else list(proof.moves.items())[:4]
    for move, word in moves:
        state.push(move)
        assert word == RESULT[-minimax(state)], move
        state.pop()
    if spec is ONE_LOSES:
        assert sorted(proof.moves.values()).count("loss") == 1


def test_beyond_its_budget_or_its_tables_the_proof_gives_up(four_men_tables: Path) -> None:
    state = placing(FOUR_PLIES)
    short = prove_placing(state, 100)
    assert (short.status, short.positions, short.moves) == ("budget", 100, {})
    # Three men in hand each: the placing can end with five men a side, beyond the tables.
    beyond = MorrisState.from_position(("a1",), ("g7",), in_hand=(4, 4), to_move=0)
    assert prove_placing(beyond, 10_000_000).status == "no-table"
    use_tablebases([])
    try:
        assert prove_placing(placing(ONE_LOSES), 10_000_000).status == "no-table"
    finally:
        use_tablebases([four_men_tables])


def test_the_levels_that_read_tables_keep_the_proved_result(four_men_tables: Path) -> None:
    state = placing(ONE_LOSES)
    proof = prove_placing(state, 10_000_000)
    for level in (5, 6):
        for seed in range(3):
            played = state.parse_move(choose_move(state, level, seed=seed))
            assert proof.moves[played] == "draw", (level, seed, played)


def test_the_analysis_of_a_proved_placing_position_is_exact(four_men_tables: Path) -> None:
    state = placing(ONE_LOSES)
    proof = prove_placing(state, 10_000_000)
    analysis = analyse_morris(state, LEVELS[6], SearchControl())
    assert len(analysis.moves) == len(proof.moves)
    by_text = {move_notation(move): word for move, word in proof.moves.items()}
    for value in analysis.moves:
        assert value.kind is Kind.EXACT, value
        assert value.result is not None and value.result.value == by_text[value.move], value
