"""Analysis values every legal move, and its exact values are right: 9tka against a naive
minimax written in the tests, Morris against a naive negamax's forced ends and the endgame
tables (themselves proven against a brute-force solve in the core's tests)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.morris_ai import history_counts, naive_value
from helpers.ninetka import movement_position
from helpers.ninetka_minimax import naive_minimax

from ninetka_desktop.ai.morris.root import WIN, WIN_BOUND
from ninetka_desktop.ai.morris.tablebase import probe
from ninetka_desktop.analysis import Kind, MoveValue, PositionAnalysis, Result, analyse
from ninetka_desktop.analysis.ninetka import LINE_MOVES, lead_of
from ninetka_desktop.games import GameState
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.models.analysis_model import value_words


def check_covers_every_move(state: GameState[object], result: PositionAnalysis) -> None:
    legal = sorted(state.move_to_str(m) for m in state.legal_moves())
    assert sorted(v.move for v in result.moves) == legal
    assert result.mover == state.to_move
    expected = [v.expected for v in result.moves]
    assert all(0.0 <= e <= 1.0 for e in expected)


# --- 9tka ---------------------------------------------------------------------------------------


def test_two_player_movement_leads_equal_a_naive_minimax() -> None:
    checked = 0
    for seed in range(40):
        state = movement_position(seed, 2, 7)
        result = analyse(state, 6, seconds=30)
        check_covers_every_move(state, result)
        root = state.to_move
        memo: dict[object, int] = {}
        leads = []
        for value in result.moves:
            assert value.kind is Kind.EXACT
            child = state.copy()
            child.play(value.move)
            assert value.lead == lead_of(naive_minimax(child, root, memo)), (seed, value.move)
            leads.append(value.lead)
            checked += 1
        assert leads == sorted(leads, reverse=True)
    assert checked > 100


def test_exact_values_come_with_their_line_of_best_play() -> None:
    checked = 0
    for seed in range(12):
        state = movement_position(seed, 2, 7)
        root = state.to_move
        memo: dict[object, int] = {}
        for value in analyse(state, 6, seconds=30).moves:
            child = state.copy()
            child.play(value.move)
            for move in value.line:  # each move of the line keeps the value, to its end
                child.play(move)
                assert value.lead == lead_of(naive_minimax(child, root, memo)), (seed, move)
            if len(value.line) < LINE_MOVES:
                assert child.is_over()
                scores = child.scores()
                assert value.lead == scores[root] - scores[1 - root]
            checked += 1
    assert checked > 30


def test_a_lead_is_reported_as_the_difference_in_sections() -> None:
    assert [lead_of(v) for v in (-1, 1, 2, -2, 8, -18)] == [0, 0, 1, -1, 4, -9]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_placement_phases_get_estimates_for_every_move(players: int) -> None:
    state = NinetkaState(players, "random", 5)
    rng = random.Random(players)
    for _ in range(6):
        state.push(rng.choice(state.legal_moves()))
    result = analyse(state, 3, seconds=5, seed=1)
    check_covers_every_move(state, result)
    for value in result.moves:
        assert value.kind is Kind.ESTIMATE
        assert value.basis is not None and value.basis[0] == "playouts" and value.basis[1] > 0
        if players == 2:
            assert value.sections is None
        else:
            assert value.sections is not None and len(value.sections) == players
            assert 0 < sum(value.sections) <= 9
            assert value.value_token().count(",") == players - 1
    expected = [v.expected for v in result.moves]
    assert expected == sorted(expected, reverse=True)
    best = result.moves[0]
    assert best.line, "the most visited move comes with the line the search expects"
    replay = state.copy()
    for move in (best.move, *best.line):  # a legal line, move by move
        replay.play(move)


@pytest.mark.parametrize("players", [3, 4])
def test_several_players_movement_leads_are_what_the_mover_makes_sure_of(players: int) -> None:
    checked = 0
    for seed in range(16):
        state = movement_position(seed, players, 8)
        result = analyse(state, 6, seconds=30)
        check_covers_every_move(state, result)
        root = state.to_move
        memo: dict[object, int] = {}
        leads = []
        for value in result.moves:
            assert value.kind is Kind.EXACT and value.against_all
            child = state.copy()
            child.play(value.move)
            naive = naive_minimax(child, root, memo)
            assert value.lead == lead_of(naive), (seed, value.move)
            assert (value.expected > 0.5) == (naive > 0)
            for move in value.line:  # the line keeps the value: the others' best against it
                child.play(move)
                assert naive_minimax(child, root, memo) == naive, (seed, value.move, move)
            # The sections at the end of the line the value stands on.
            assert value.sections is not None and len(value.sections) == players
            best_other = max(s for seat, s in enumerate(value.sections) if seat != root)
            assert value.lead == value.sections[root] - best_other
            leads.append(value.lead)
            checked += 1
        assert leads == sorted(leads, reverse=True)
    assert checked > 30


@pytest.mark.parametrize("players", [3, 4])
def test_a_movement_position_too_big_to_solve_in_time_gets_estimates(players: int) -> None:
    state = movement_position(3, players, 36)
    result = analyse(state, 3, seconds=0.5, seed=2)
    check_covers_every_move(state, result)
    assert all(v.kind is Kind.ESTIMATE and v.sections is not None for v in result.moves)


def test_words_of_a_guaranteed_lead() -> None:
    def words(lead: int, expected: float) -> str:
        value = MoveValue("A5-C5", Kind.EXACT, expected, lead=lead, against_all=True)
        return value_words("9tka", 3, 1, value)

    assert words(2, 0.99) == "Blue wins by at least 2, whatever the others do"
    assert words(0, 0.92) == "Blue at least ties and wins the tie-break, whatever the others do"
    assert words(0, 0.07) == "the others together can hold Blue to a tie lost on the tie-break"
    assert words(-3, 0.0) == "the others together can keep Blue 3 behind"


def test_a_finished_game_is_refused() -> None:
    state = movement_position(1, 2, 4)
    rng = random.Random(0)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    with pytest.raises(ValueError, match="over"):
        analyse(state, 6, seconds=1)


# --- Morris -------------------------------------------------------------------------------------


def moving_positions(count: int, flying: bool) -> Iterator[MorrisState]:
    """Positions of random games, every man placed, once a side is down to three men
    (mills taken whenever offered), where forced ends are near."""
    rng = random.Random(7)
    found = 0
    while found < count:
        state = MorrisState.from_options({"flying": flying})
        while not state.is_over():
            men = [state.bitboard(s).bit_count() + state.men_in_hand(s) for s in (0, 1)]
            if min(men) <= 3 and state.men_in_hand(0) == state.men_in_hand(1) == 0:
                found += 1
                yield state
                break
            moves = state.legal_moves()
            mills = [m for m in moves if m.remove is not None]
            state.push(rng.choice(mills or moves))


def forced_end(state: MorrisState, move: str, depth: int) -> int | None:
    """Plies to the end after ``move`` with best play when a naive negamax of ``depth`` plies
    sees one: positive when the mover wins, negative when it loses."""
    child = state.copy()
    child.play(move)
    value = -naive_value(child, depth - 1, 1, history_counts(state))
    if abs(value) <= WIN_BOUND:
        return None
    return WIN - value if value > 0 else -(WIN + value)


def test_forced_ends_equal_a_naive_negamax() -> None:
    seen_exact = 0
    for state in moving_positions(12, flying=False):
        result = analyse(state, 5, seconds=30)
        check_covers_every_move(state, result)
        for value in result.moves:
            naive = forced_end(state, value.move, 4)
            if value.plies is not None and value.plies <= 4:
                assert value.kind is Kind.EXACT
                signed = value.plies if value.result is Result.WIN else -value.plies
                assert naive == signed, (state.move_stack, value)
                seen_exact += 1
            elif naive is not None:
                pytest.fail(f"naive search sees {naive} after {value.move}: {value}")
    assert seen_exact > 20


def test_endgame_values_are_the_tables(three_men_tables: Path) -> None:
    rng = random.Random(11)
    results: set[Result] = set()
    points = list(range(24))
    for _ in range(25):
        men = rng.sample(points, 6)
        state = MorrisState.from_position(men[:3], men[3:], (0, 0), rng.randrange(2))
        if state.is_over() or not state.legal_moves():
            continue
        result = analyse(state, 5, seconds=10)
        check_covers_every_move(state, result)
        for rank, value in enumerate(result.moves):
            assert value.kind is Kind.EXACT
            assert value.result is not None
            child = state.copy()
            child.play(value.move)
            if child.is_over():
                assert (value.result, value.plies) == (Result.WIN, 1)
                continue
            theirs = probe(child)
            assert theirs is not None
            mine = {"win": Result.LOSS, "loss": Result.WIN, "draw": Result.DRAW}[theirs.result]
            assert value.result is mine, (state.options(), value)
            naive = forced_end(state, value.move, 2) if rank < 3 else None
            if naive is not None:
                assert (naive > 0) == (value.result is Result.WIN)
            results.add(value.result)
        ranks = [v.expected for v in result.moves]
        assert ranks == sorted(ranks, reverse=True)
    assert results == {Result.WIN, Result.DRAW, Result.LOSS}


def test_words_of_the_protocol() -> None:
    state = MorrisState.from_position(["a1", "a4", "d2"], ["g7", "g4", "f4"], (0, 0), 0)
    result = analyse(state, 4, seconds=5)
    best = result.best
    assert best.protocol_line().split()[1:3] == ["win:1", "exact"]
    assert best.move.startswith("d2-a7x")
