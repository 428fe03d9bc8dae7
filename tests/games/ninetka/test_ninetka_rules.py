"""RULES.md 1.3-1.6: the three phases, slides, passing, the end, scoring and the winner."""

from __future__ import annotations

import random

import pytest
from helpers.ninetka import fill_edge, idx, place_neutrals, random_game, scenario

from ninetka_desktop.games.errors import GameOverError, IllegalMoveError
from ninetka_desktop.games.ninetka import (
    NEUTRAL,
    PASS,
    MoveKind,
    NinetkaMove,
    NinetkaState,
    cell_name,
    is_core,
    rank_seats,
    section_of,
)


@pytest.mark.parametrize(("players", "per_seat"), [(2, [5, 4]), (3, [3, 3, 3]), (4, [3, 2, 2, 2])])
def test_neutral_phase_turn_order(players: int, per_seat: list[int]) -> None:
    state = NinetkaState(players)
    seats = []
    rng = random.Random(players)
    for _ in range(9):
        assert state.phase == "neutrals"
        seats.append(state.to_move)
        state.push(rng.choice(state.legal_moves()))
    assert seats == [i % players for i in range(9)]
    assert [seats.count(s) for s in range(players)] == per_seat
    # Phase 2 starts with seat 1 (index 0) whoever placed the last neutral counter.
    assert state.phase == "edge" and state.to_move == 0


def test_neutral_placement_is_core_only_one_per_section() -> None:
    state = NinetkaState(2)
    moves = state.legal_moves()
    assert len(moves) == 49
    assert all(m.kind is MoveKind.NEUTRAL and is_core(m.cell) for m in moves)
    state.play("F6")  # section C
    assert all(section_of(m.cell) != 4 for m in state.legal_moves())
    with pytest.raises(IllegalMoveError, match=r"^section C already has its neutral counter$"):
        state.parse_move("E5")
    with pytest.raises(IllegalMoveError, match=r"^F6 is already occupied$"):
        state.parse_move("F6")
    with pytest.raises(IllegalMoveError, match=r"^B2 is not a core cell$"):
        state.parse_move("B2")
    with pytest.raises(IllegalMoveError, match=r"^A5 is not a core cell$"):
        state.parse_move("A5")
    place_neutrals(state, ["C3", "F4", "H3", "C6", "I6", "D9", "F8", "H9"])
    neutrals = [i for i in range(121) if state.owner_at(i) == NEUTRAL]
    assert sorted(section_of(c) for c in neutrals) == list(range(9))  # type: ignore[type-var]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_edge_phase_fills_36_slots_then_movement_starts_with_seat_0(players: int) -> None:
    state = NinetkaState(players, "random", 3)
    rng = random.Random(5)
    seats = []
    while state.phase == "edge":
        seats.append(state.to_move)
        moves = state.legal_moves()
        assert all(m.kind is MoveKind.EDGE and state.owner_at(m.cell) is None for m in moves)
        assert len(moves) == 36 - len(seats) + 1
        state.push(rng.choice(moves))
    assert seats == [i % players for i in range(36)]
    assert all(state.counters_in_hand(s) == 0 for s in range(players))
    assert all(len(state.waiting_slots(s)) == 36 // players for s in range(players))
    assert state.phase == "movement" and state.to_move == 0


def test_edge_phase_errors() -> None:
    state = NinetkaState(2, "random", 1)
    state.play("b1")
    with pytest.raises(IllegalMoveError, match=r"^B1 is already occupied$"):
        state.parse_move("B1")
    with pytest.raises(IllegalMoveError, match=r"^B2 is not an edge slot$"):
        state.parse_move("B2")
    with pytest.raises(IllegalMoveError, match=r"^you cannot pass now$"):
        state.parse_move("pass")
    with pytest.raises(IllegalMoveError, match="movement phase"):
        state.parse_move("A7-F7")


def test_slides_stop_before_counters_and_opposite_slot() -> None:
    # Neutrals C3 F4 H3 C6 F6 I6 D9 F8 H9.
    state = scenario({0: ["A7", "B1", "A6", "J11"], 1: ["K7", "A10", "B11", "J1"]})
    assert state.phase == "movement" and state.to_move == 0
    landing = {cell_name(s): state.landing_cell(s) for s in range(121)}
    assert landing["A6"] == idx("B6")  # stops before the neutral on C6
    assert landing["A7"] == idx("J7")  # row empty: stops before the counter waiting in K7
    assert landing["B1"] == idx("B10")  # column B empty: stops before B11
    assert landing["E5"] is None  # not a slot
    moves = {str(m) for m in state.legal_moves()}
    assert {"A6-B6", "A7-J7", "B1-B10", "J11-J2"} <= moves
    assert all(state.owner_at(m.cell) == 0 for m in state.legal_moves())

    assert state.play("a7") == NinetkaMove(MoveKind.SLIDE, idx("A7"), idx("J7"))
    assert state.owner_at(idx("J7")) == 0 and state.owner_at(idx("A7")) is None
    # K7's first field cell J7 is now occupied: blocked for good.
    assert state.landing_cell(idx("K7")) is None
    with pytest.raises(IllegalMoveError, match=r"^K7 is blocked$"):
        state.parse_move("K7")
    # Own counter: J11 now stops before J7.
    assert state.landing_cell(idx("J11")) == idx("J8")
    # Opponent's counter: J1 travels up column J and stops before J7.
    assert state.landing_cell(idx("J1")) == idx("J6")
    with pytest.raises(IllegalMoveError, match=r"^A6 is not your counter$"):
        state.parse_move("A6")
    with pytest.raises(IllegalMoveError, match=r"^A7 is empty$"):
        state.parse_move("A7")
    with pytest.raises(IllegalMoveError, match=r"^J1 slides to J6, not J5$"):
        state.parse_move("J1-J5")
    state.play("J1-J6")
    state.play("B1-B10")  # blocks A10 (row 10) and B11 (column B), both Blue's
    with pytest.raises(IllegalMoveError, match=r"^A10 is blocked$"):
        state.parse_move("A10")
    assert state.landing_cell(idx("B11")) is None
    # Counters in the field never move again: they are not slots.
    with pytest.raises(IllegalMoveError, match=r"^J6 is not an edge slot$"):
        state.parse_move("J6")


def test_blocked_and_wrong_landing_messages() -> None:
    state = NinetkaState(2)
    place_neutrals(state, ["C3", "F4", "H3", "C6", "G7", "I6", "D9", "F8", "H9"])
    fill_edge(state, {0: ["A6", "B11"], 1: ["A7"]})
    state.play("A6")  # to B6, before the neutral on C6
    with pytest.raises(IllegalMoveError, match=r"^A7 slides to F7, not G7$"):
        state.parse_move("A7-G7")
    assert str(state.parse_move("A7")) == "A7-F7"
    state.play("K2")  # some Blue move
    state.play("B11")  # down column B, stops on B7 before B6
    assert state.owner_at(idx("B7")) == 0
    with pytest.raises(IllegalMoveError, match=r"^A7 is blocked$"):
        state.parse_move("A7")


def _find_pass(players: int) -> NinetkaState:
    for seed in range(200):
        rng = random.Random(seed)
        state = NinetkaState(players, "random", seed)
        while moves := state.legal_moves():
            if moves == [PASS]:
                return state
            state.push(rng.choice(moves))
    raise AssertionError("no forced pass found")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_forced_pass_is_recorded(players: int) -> None:
    state = _find_pass(players)
    seat = state.to_move
    assert state.phase == "movement"
    assert state.movable_count(seat) == 0
    assert any(state.movable_count(s) for s in range(players))
    with pytest.raises(IllegalMoveError, match=r"^you must pass$"):
        state.parse_move("B1")
    played = state.play("PASS")
    assert played == PASS and state.move_stack[-1] == PASS and str(played) == "pass"
    assert state.to_move == (seat + 1) % players or state.is_over()
    state.pop()
    assert state.to_move == seat and state.legal_moves() == [PASS]


def test_cannot_pass_when_able_to_move() -> None:
    state = scenario({})
    with pytest.raises(IllegalMoveError, match=r"^you cannot pass now$"):
        state.parse_move("pass")
    with pytest.raises(IllegalMoveError, match=r"^you cannot pass now$"):
        state.push(PASS)
    with pytest.raises(IllegalMoveError, match=r"^you cannot pass now$"):
        NinetkaState().parse_move("pass")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_game_ends_when_nobody_can_move(players: int) -> None:
    state = random_game(players, seed=players)
    assert state.is_over() and state.phase == "over" and state.legal_moves() == []
    for seat in range(players):
        assert state.movable_count(seat) == 0
        assert all(state.landing_cell(s) is None for s in state.waiting_slots(seat))
    assert state.outcome() is not None
    with pytest.raises(GameOverError):
        state.parse_move("pass")
    with pytest.raises(GameOverError):
        state.play("A7")
    with pytest.raises(GameOverError):
        state.push(PASS)
    state.pop()
    assert state.phase == "movement" and not state.is_over() and state.outcome() is None


def test_scoring_neutral_counts_for_nobody_and_shared_means_nobody() -> None:
    state = scenario({0: ["A7", "B1"], 1: ["J1", "K2"]})
    assert state.scores() == (0, 0)
    assert state.section_holders() == (None,) * 9
    state.play("A7")  # J7, section E, which also holds the neutral on I6
    east = 5
    assert state.section_counts()[east] == [1, 0]
    assert state.section_holders()[east] == 0
    assert state.scores() == (1, 0)
    state.play("J1")  # J6, section E: 1 each, shared highest
    assert state.section_counts()[east] == [1, 1]
    assert state.section_holders()[east] is None
    assert state.scores() == (0, 0)
    state.play("B1")  # B10, section NW
    assert state.scores() == (1, 0)
    state.play("K2")  # row 2 leftwards, all empty: stops on B2 before A2
    assert state.owner_at(idx("B2")) == 1
    assert state.scores() == (1, 1)


def test_ranking_and_tie_break() -> None:
    assert rank_seats([3, 3]) == (1, 0)  # 2-player tie: Blue wins
    assert rank_seats([4, 2]) == (0, 1)
    assert rank_seats([2, 5, 5, 1]) == (2, 1, 0, 3)
    assert rank_seats([1, 1, 1]) == (2, 1, 0)
    assert rank_seats([0, 3, 1, 3]) == (3, 1, 2, 0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_outcome_of_finished_games(players: int) -> None:
    reasons = set()
    for seed in range(60):
        state = random_game(players, "random", seed, seed)
        outcome = state.outcome()
        assert outcome is not None
        scores = state.scores()
        assert outcome.scores == scores
        assert outcome.ranking == rank_seats(scores)
        assert outcome.winner == outcome.ranking[0]
        top = max(scores)
        tied = [s for s in range(players) if scores[s] == top]
        assert outcome.winner == max(tied)  # the latest seat among the tied
        assert outcome.reason == ("tie-break" if len(tied) > 1 else "score")
        reasons.add(outcome.reason)
        if players == 2 and len(tied) > 1:
            assert outcome.winner == 1
    assert reasons == {"score", "tie-break"}
