"""The Morris one-ply greedy baseline and its place in ninetka-arena."""

from __future__ import annotations

import random

import pytest

from ninetka_desktop.ai.baselines import greedy_move, morris_greedy_move, two_in_a_rows
from ninetka_desktop.arena.cli import main
from ninetka_desktop.arena.match import GameSpec, play_game
from ninetka_desktop.games.morris import MorrisState, parse_point


def test_it_closes_an_available_mill() -> None:
    # White a1 a4 (a7 empty): a1-a4-a7 closes by placing a7; Black has men to take.
    state = MorrisState.from_position(["a1", "a4"], ["d7", "g4"], in_hand=(5, 5))
    for seed in range(20):
        move = morris_greedy_move(state, random.Random(seed))
        assert move.dst == parse_point("a7") and move.remove is not None
        assert greedy_move(state, random.Random(seed)) == move  # the arena's entry point


def test_it_closes_a_mill_by_sliding_in_the_moving_phase() -> None:
    # White b2 b4 with b6 empty; its man on d6 steps to b6 and closes b2-b4-b6 (no other mill).
    state = MorrisState.from_position(["b2", "b4", "d6", "g1"], ["a7", "g7", "d1", "f4"])
    for seed in range(20):
        move = morris_greedy_move(state, random.Random(seed))
        assert (move.src, move.dst) == (parse_point("d6"), parse_point("b6"))
        assert move.remove is not None


def test_its_removal_breaks_the_opponents_two_in_a_row() -> None:
    # White closes a1-a4-a7 with a7. Black: g7 g4 (two on g7-g4-g1, g1 empty) and lone men
    # d2 and f6 far from any pair; only g7 or g4 break the two-in-a-row.
    state = MorrisState.from_position(["a1", "a4"], ["g7", "g4", "d2", "f6"], in_hand=(5, 5))
    assert two_in_a_rows(state, 1) == 1
    seen = set()
    for seed in range(30):
        move = morris_greedy_move(state, random.Random(seed))
        assert move.dst == parse_point("a7")
        assert move.remove in {parse_point("g7"), parse_point("g4")}
        seen.add(move.remove)
        state.push(move)
        assert two_in_a_rows(state, 1) == 0
        state.pop()
    assert len(seen) == 2  # the tie is broken at random


def test_its_removal_prefers_the_man_on_two_pairs() -> None:
    # Black d5 is on two open pairs: c5-d5 (e5 empty) and d5-d6 (d7 empty). Removing d5
    # breaks both; c5 or d6 only one.
    state = MorrisState.from_position(["a1", "a4"], ["c5", "d5", "d6", "g1"], in_hand=(5, 5))
    assert two_in_a_rows(state, 1) == 2
    for seed in range(20):
        move = morris_greedy_move(state, random.Random(seed))
        assert move.remove == parse_point("d5")


def test_a_pair_blocked_by_the_closing_man_does_not_count() -> None:
    # Black d7 g7 would be a two-in-a-row on a7-d7-g7, but White's a7 closes its mill and
    # fills the third point; Black's f2 d2 pair (b2 empty) stays open: the removal is f2 or d2.
    state = MorrisState.from_position(["a1", "a4"], ["d7", "g7", "f2", "d2"], in_hand=(5, 5))
    assert two_in_a_rows(state, 1) == 2
    for seed in range(20):
        move = morris_greedy_move(state, random.Random(seed))
        assert move.dst == parse_point("a7")
        assert move.remove in {parse_point("f2"), parse_point("d2")}


def test_without_a_mill_it_plays_a_seeded_random_legal_move() -> None:
    state = MorrisState()
    first = [morris_greedy_move(state, random.Random(7)) for _ in range(3)]
    assert first[0] == first[1] == first[2]
    assert len({morris_greedy_move(state, random.Random(s)) for s in range(40)}) > 5


@pytest.mark.parametrize("seed", range(12))
def test_never_illegal_over_random_games(seed: int) -> None:
    rng = random.Random(seed)
    state = MorrisState()
    while not state.is_over() and len(state.move_stack) < 400:
        if state.to_move == seed % 2:
            move = morris_greedy_move(state, rng)
            assert move in state.legal_moves()
        else:
            move = rng.choice(state.legal_moves())
        state.push(move)  # push checks the move again


def test_greedy_beats_random_in_the_arena(capsys: pytest.CaptureFixture[str]) -> None:
    seatings = [("greedy", "random"), ("random", "greedy")]
    results = [play_game(GameSpec(i, "morris", {}, seatings[i % 2], i)) for i in range(6)]
    greedy_points = sum(r.points[r.spec.seats.index("greedy")] for r in results)
    assert greedy_points >= 4.5
    assert main(["--game", "morris", "greedy", "random", "--games", "2", "--jobs", "1",
                 "--quiet"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "greedy: seats=2" in out and "elo greedy - random" in out
