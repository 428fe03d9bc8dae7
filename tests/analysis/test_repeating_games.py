"""Exact means exact in games whose positions repeat (RULES.md 2.6: the third occurrence of a
position draws, the second does not).

Three Men's Morris is solved from RULES.md's lines alone (``helpers/three_mens_solve``), in the
game a history leaves after a move. Every value the analysis calls exact in random games full
of repetitions must be the solve's. For Nine Men's Morris the
core's own tests do the same against a brute-force solve of three men against three
(``native/engine/src/mill/history_tests.rs``); here the analysis and the strong levels meet
the endgame tables through the rules library's histories.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from helpers.three_mens_solve import Solves, repeating_game, truth

from ninetka_desktop.ai import choose_move
from ninetka_desktop.ai.morris.tablebase import probe
from ninetka_desktop.analysis import Kind, MoveValue, Result, analyse
from ninetka_desktop.games.morris import MorrisState


def test_three_mens_morris_exact_values_are_the_rules_own_in_repeating_games() -> None:
    rng = random.Random(4)
    solves: Solves = {}
    exact = doubled = 0
    for _ in range(160):
        state = repeating_game(rng)
        if state is None:
            continue
        doubled += any(n >= 2 for n in state.position_counts().values())
        for value in analyse(state, 5, seconds=20).moves:
            if value.kind is not Kind.EXACT:
                continue
            kind, plies = truth(state, value.move, solves)
            said = value.result.value if value.result else None
            assert (said, value.plies) == (kind, plies), (state.move_stack, value)
            exact += 1
    assert exact > 100 and doubled > 30, (exact, doubled)


# --- Nine Men's Morris and its tables -----------------------------------------------------------


def played(start: MorrisState, moves: str) -> MorrisState:
    for text in moves.split():
        start.play(text)
    return start


def values(state: MorrisState) -> dict[str, MoveValue]:
    return {v.move: v for v in analyse(state, 6, seconds=20).moves}


#: White b2 f6 a4 against Black c3 c4 d6, Black to move; then a cycle back to White b2 a1 a4,
#: where a1-f6 leads to the game's first position again.
FIRST = (["b2", "f6", "a4"], ["c3", "c4", "d6"])
CYCLE = "d6-g7 f6-a1 g7-d6"


def test_a_move_into_a_position_seen_once_keeps_its_value(three_men_tables: Path) -> None:
    state = played(MorrisState.from_position(*FIRST, (0, 0), 1), CYCLE)
    said = values(state)["a1-f6"]
    # Black mills at once with d6-c5 and wins: not the draw a second occurrence is not.
    assert (said.kind, said.result) == (Kind.EXACT, Result.LOSS)
    assert said.line[:1] == ("d6-c5xa4",)


def test_the_third_occurrence_is_a_draw_and_a_doubled_history_is_solved_again(
    three_men_tables: Path,
) -> None:
    state = played(MorrisState.from_position(*FIRST, (0, 0), 1), f"{CYCLE} a1-f6 {CYCLE}")
    said = values(state)
    assert (said["a1-f6"].kind, said["a1-f6"].result) == (Kind.EXACT, Result.DRAW)
    # A mill against three men wins whatever the history.
    assert (said["b2-a7xc3"].kind, said["b2-a7xc3"].result) == (Kind.EXACT, Result.WIN)
    # Three men against three is solved again with the positions seen twice drawn (the tables
    # alone know no history), so every move's value is proved; a line that ends the game ends
    # it as its value says, by the rules library's own judgement.
    mover = state.to_move
    ended = 0
    for move, value in said.items():
        assert value.kind is Kind.EXACT, (move, value)
        after = state.copy()
        for step in (move, *value.line):
            after.play(step)
        if not after.is_over():
            continue
        ended += 1
        winner = after.outcome().winner
        expected = {Result.WIN: mover, Result.LOSS: 1 - mover, Result.DRAW: None}[value.result]
        assert winner == expected, (move, value.line, after.outcome())
    assert ended > len(said) // 2


#: No flying: White g7 d3 a1 against Black e4 g1 d5, White to move. a1-d1 loses by the
#: tables; every other move draws, and the evaluation likes a1-d1 best.
NO_FLYING = (["g7", "d3", "a1"], ["e4", "g1", "d5"])


def test_the_strong_levels_never_take_a_loss_for_a_draw_of_a_second_occurrence(
    three_men_tables: Path,
) -> None:
    after = MorrisState.from_position(
        [p.replace("a1", "d1") for p in NO_FLYING[0]], NO_FLYING[1], (0, 0), 1, flying=False
    )
    # Black steps away and back while White goes back to a1: the game has seen a1-d1's
    # position once.
    for reply in after.legal_moves():
        state = after.copy()
        state.push(reply)
        back = [m for m in state.legal_moves() if state.move_to_str(m) == "d1-a1"]
        if not back:
            continue
        state.push(back[0])
        undo = [m for m in state.legal_moves() if (m.src, m.dst) == (reply.dst, reply.src)]
        if undo and not state.is_over():
            state.push(undo[0])
            break
    else:
        pytest.fail("no way back")
    assert not state.is_over()
    assert sorted(state.position_counts().values()) == [1, 1, 1, 1]
    assert values(state)["a1-d1"].result is Result.LOSS
    for level in (5, 6):
        for seed in range(4):
            move = choose_move(state, level, seed=seed)
            child = state.copy()
            child.play(move)
            word = probe(child)
            assert word is not None and word.result == "draw", (level, move, word)
