"""The movement-phase solver against a naive full-tree minimax written here from RULES.md 1.6."""

from __future__ import annotations

import random
import time

import pytest
from helpers.ninetka import movement_position

from ninetka_desktop.ai.control import SearchControl, SearchStopped
from ninetka_desktop.ai.ninetka.solver import SolverResult, movement_value, solve_movement
from ninetka_desktop.ai.ninetka.threads import set_search_threads
from ninetka_desktop.games.ninetka import PASS, MoveKind, NinetkaMove, NinetkaState


def naive_value(scores: tuple[int, ...], root: int) -> int:
    """Twice the root's lead over the best other seat; a shared top is +-1 by the latest seat."""
    if len(scores) == 2:
        v0 = 2 * (scores[0] - scores[1]) - (1 if scores[0] == scores[1] else 0)
        return v0 if root == 0 else -v0
    best_other = max(s for seat, s in enumerate(scores) if seat != root)
    if scores[root] != best_other:
        return 2 * (scores[root] - best_other)
    winner = max(seat for seat, s in enumerate(scores) if s == max(scores))
    return 1 if winner == root else -1


def naive_minimax(state: NinetkaState, root: int) -> int:
    """Every line of play to the end, no pruning: the root maximises, all others minimise."""
    if state.is_over():
        return naive_value(state.scores(), root)
    values = []
    for move in state.legal_moves():
        state.push(move)
        values.append(naive_minimax(state, root))
        state.pop()
    return max(values) if state.to_move == root else min(values)


def memo_minimax(state: NinetkaState, root: int, memo: dict[tuple[object, ...], int]) -> int:
    """The same full minimax, remembering positions by the board and the side to move."""
    if state.is_over():
        return naive_value(state.scores(), root)
    key = (tuple(state.owner_at(i) for i in range(121)), state.to_move)
    if key not in memo:
        values = []
        for move in state.legal_moves():
            state.push(move)
            values.append(memo_minimax(state, root, memo))
            state.pop()
        memo[key] = max(values) if state.to_move == root else min(values)
    return memo[key]


def unlimited() -> SearchControl:
    return SearchControl()


def test_two_player_values_match_naive_minimax() -> None:
    checked = 0
    for seed in range(60):
        state = movement_position(seed, 2, 7)
        expected = naive_minimax(state, state.to_move)
        assert movement_value(state, unlimited()) == expected, seed
        result = solve_movement(state, unlimited())
        assert result is not None and result.value == expected
        checked += 1
    assert checked == 60


def test_three_player_paranoid_matches_naive_paranoid() -> None:
    for seed in range(40):
        state = movement_position(seed, 3, 7)
        assert movement_value(state, unlimited()) == naive_minimax(state, state.to_move), seed


def test_four_player_paranoid_matches_naive_paranoid() -> None:
    for seed in range(20):
        state = movement_position(seed, 4, 6)
        assert movement_value(state, unlimited()) == naive_minimax(state, state.to_move), seed


@pytest.mark.parametrize(("players", "waiting", "seeds"), [(2, 14, 10), (3, 14, 6), (4, 12, 4)])
def test_larger_positions_match_memoised_minimax(players: int, waiting: int, seeds: int) -> None:
    for seed in range(seeds):
        state = movement_position(seed + 500, players, waiting)
        expected = memo_minimax(state, state.to_move, {})
        assert movement_value(state, unlimited()) == expected, seed


@pytest.mark.parametrize("players", [2, 3])
def test_chosen_move_reaches_the_value(players: int) -> None:
    """The returned move is legal and, replayed naively, keeps the promised value."""
    for seed in range(25):
        state = movement_position(seed + 100, players, 7)
        root = state.to_move
        result = solve_movement(state, unlimited())
        assert result is not None
        assert result.move in state.legal_moves()
        state.push(result.move)
        assert naive_minimax(state, root) == result.value
        state.pop()


def unique_winning_positions(count: int) -> list[tuple[NinetkaState, NinetkaMove]]:
    """Positions where the mover wins with exactly one move and loses with every other."""
    found: list[tuple[NinetkaState, NinetkaMove]] = []
    for seed in range(400):
        state = movement_position(seed + 1000, 2, 8)
        root = state.to_move
        winners = []
        moves = state.legal_moves()
        for move in moves:
            state.push(move)
            if naive_minimax(state, root) > 0:
                winners.append(move)
            state.pop()
        if len(winners) == 1 and len(moves) >= 3:
            found.append((state, winners[0]))
            if len(found) == count:
                break
    return found


def test_finds_the_only_winning_move() -> None:
    positions = unique_winning_positions(5)
    assert len(positions) == 5
    for state, winner in positions:
        result = solve_movement(state, unlimited())
        assert result is not None
        assert result.value > 0
        assert result.move == winner


def test_state_is_left_exactly_as_it_was() -> None:
    for players in (2, 3, 4):
        state = movement_position(7, players, 12)
        before = state.snapshot()
        solve_movement(state, SearchControl(deadline=time.monotonic() + 5))
        assert state.snapshot() == before
        solve_movement(state, SearchControl(budget=50))
        assert state.snapshot() == before


def test_tiny_budget_gives_none_and_value_raises() -> None:
    state = movement_position(3, 2, 30)
    assert solve_movement(state, SearchControl(budget=100)) is None
    with pytest.raises(SearchStopped):
        movement_value(state, SearchControl(budget=100))
    past = SearchControl(deadline=time.monotonic() - 1)
    past.CHECK_EVERY = 1
    assert solve_movement(state, past) is None


def test_forced_pass_is_the_move() -> None:
    seen = 0
    for seed in range(300):
        rng = random.Random(seed)
        state = NinetkaState(2, "random", seed)
        while not state.is_over():
            if state.phase_index == 2 and state.legal_moves() == [PASS]:
                result = solve_movement(state, unlimited())
                assert result is not None and result.move is PASS
                if sum(state.movable_count(s) for s in range(2)) <= 8:
                    assert result.value == naive_minimax(state, state.to_move)
                seen += 1
                break
            state.push(rng.choice(state.legal_moves()))
        if seen >= 5:
            break
    assert seen >= 5


def test_only_movement_phase_positions() -> None:
    state = NinetkaState(2, "random", 1)
    with pytest.raises(ValueError):
        solve_movement(state, unlimited())


def test_result_fields() -> None:
    state = movement_position(11, 2, 10)
    result = solve_movement(state, unlimited())
    assert isinstance(result, SolverResult)
    assert result.move.kind in (MoveKind.SLIDE, MoveKind.PASS)
    assert result.nodes > 0
    assert result.value == movement_value(state, unlimited())


def test_two_threads_find_the_values_one_finds() -> None:
    """The solver on two threads (the default where there are two cores) against one thread,
    on positions large enough for the threads to share nodes out; the move named keeps the
    value."""
    try:
        for seed in range(6):
            state = movement_position(40 + seed, 2, 24)
            set_search_threads(2)
            shared = solve_movement(state, unlimited())
            set_search_threads(1)
            alone = movement_value(state, unlimited())
            assert shared is not None and shared.value == alone, seed
            state.push(shared.move)
            if not state.is_over():
                assert -movement_value(state, unlimited()) == alone, seed
    finally:
        set_search_threads(None)


def test_search_threads_must_be_positive() -> None:
    with pytest.raises(ValueError):
        set_search_threads(0)
