"""The 9tka tree search: legal moves in every phase, determinism, deadlines, cancellation, the
state untouched, and the levels' choice among the root's moves."""

from __future__ import annotations

import dataclasses
import random
import sys
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import NINETKA_LEVELS as LEVELS
from ninetka_desktop.ai.levels import NinetkaLevel
from ninetka_desktop.ai.ninetka import choose_ninetka_move
from ninetka_desktop.ai.ninetka.mcts import RootMove, pick_move, run_search
from ninetka_desktop.ai.ninetka.threads import set_search_threads
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.ninetka.moves import MoveKind, NinetkaMove


def tiny(
    number: int, playouts: int = 25, time_cap: float | None = None, **changes: object
) -> NinetkaLevel:
    base = LEVELS[number]
    if time_cap is not None:
        changes["level"] = dataclasses.replace(base.level, time_cap=time_cap)
    return dataclasses.replace(base, playouts=playouts, **changes)  # type: ignore[arg-type]


def random_position(players: int, seed: int, plies: int, neutrals: str = "chosen") -> NinetkaState:
    rng = random.Random(seed)
    state = NinetkaState(players, neutrals, seed if neutrals == "random" else None)
    for _ in range(plies):
        if state.is_over():
            break
        state.push(rng.choice(state.legal_moves()))
    return state


positions = st.builds(
    random_position,
    st.sampled_from([2, 3, 4]),
    st.integers(0, 2**32),
    st.integers(0, 80),
    st.sampled_from(["chosen", "random"]),
)


@settings(max_examples=40, deadline=None)
@given(positions, st.integers(1, 6), st.integers(0, 2**16))
def test_always_a_legal_move_and_the_state_is_untouched(
    state: NinetkaState, number: int, seed: int
) -> None:
    if state.is_over():
        return
    before = state.snapshot()
    move = choose_ninetka_move(state, tiny(number), SearchControl(), random.Random(seed))
    assert move in state.legal_moves()
    assert state.snapshot() == before


@pytest.mark.parametrize(("players", "plies"), [(2, 0), (2, 20), (3, 50), (4, 60), (2, 55)])
def test_same_seed_same_move(players: int, plies: int) -> None:
    state = random_position(players, 11, plies)
    # A generous time cap: the solver's share of it must never cut one run and not the other
    # (the result is the same for a seed only while no time cap cuts the search).
    level = tiny(5, 300, time_cap=60.0)
    first = choose_ninetka_move(state, level, SearchControl(), random.Random(5))
    again = choose_ninetka_move(state, level, SearchControl(), random.Random(5))
    assert first == again


@pytest.mark.parametrize(("players", "plies"), [(2, 0), (2, 24), (3, 40)])
def test_two_trees_play_the_same_move_on_one_thread_and_two(players: int, plies: int) -> None:
    state = random_position(players, 13, plies)
    level = tiny(6, 4000, time_cap=60.0, solver_waiting=0)
    assert level.trees == 2
    moves = []
    try:
        for threads in (1, 2):
            set_search_threads(threads)
            moves.append(choose_ninetka_move(state, level, SearchControl(), random.Random(9)))
    finally:
        set_search_threads(None)
    assert moves[0] == moves[1]


def test_each_tree_gets_the_whole_budget() -> None:
    state = random_position(2, 13, 10)
    one = run_search(state, 3000, SearchControl(), 4)
    two = run_search(state, 3000, SearchControl(), 4, trees=2)
    assert one.playouts == 3000
    assert two.playouts == sum(m.visits for m in two.moves) == 6000


@pytest.mark.parametrize(("players", "plies"), [(2, 0), (2, 18), (2, 38), (3, 30), (4, 45)])
def test_stopping_once_decided_plays_the_move_of_the_full_search(players: int, plies: int) -> None:
    state = random_position(players, 21, plies, "random")
    full = run_search(state, 1500, SearchControl(), 3)
    early = run_search(state, 1500, SearchControl(), 3, stop_when_decided=True)
    assert full.playouts == sum(m.visits for m in full.moves) == 1500
    strong = LEVELS[6]
    seat = state.to_move
    assert pick_move(early.moves, seat, strong, random.Random(0)) == pick_move(
        full.moves, seat, strong, random.Random(0)
    )
    # Up to the stop both searches are the same search: the early tree is a prefix of the full one.
    assert early.playouts <= full.playouts
    for stopped, finished in zip(early.moves, full.moves, strict=True):
        assert stopped.move == finished.move
        assert stopped.visits <= finished.visits


def test_stopping_once_decided_saves_playouts() -> None:
    # Early in the movement phase one slide stands out: the search needs far fewer playouts.
    state = random_position(2, 21, 38, "random")
    early = run_search(state, 3000, SearchControl(), 3, stop_when_decided=True)
    assert early.playouts < 3000


@pytest.mark.parametrize("plies", [0, 20, 50])
def test_returns_soon_after_the_deadline(plies: int) -> None:
    state = random_position(2, 3, plies)
    level = tiny(6, 10**7, solver_waiting=0)
    start = time.monotonic()
    move = choose_ninetka_move(state, level, SearchControl(deadline=start + 0.2), random.Random(1))
    assert time.monotonic() - start < 0.6
    assert move in state.legal_moves()


def test_cancel_stops_the_search_at_once() -> None:
    state = random_position(4, 8, 30)
    level = tiny(6, 10**7)
    start = time.monotonic()
    move = choose_ninetka_move(
        state, level, SearchControl(cancelled=lambda: True), random.Random(1)
    )
    assert time.monotonic() - start < 0.3
    assert move in state.legal_moves()


def test_a_cancellation_during_the_search_stops_it_soon() -> None:
    # The core searches without the GIL; a helper thread passes the caller's flag on to it.
    state = random_position(2, 8, 10)
    level = tiny(6, 10**7, solver_waiting=0)
    start = time.monotonic()
    flip = start + 0.2
    move = choose_ninetka_move(
        state, level, SearchControl(cancelled=lambda: time.monotonic() > flip), random.Random(1)
    )
    assert 0.2 <= time.monotonic() - start < 0.6
    assert move in state.legal_moves()


def test_beginner_plays_without_search_and_varies() -> None:
    state = random_position(2, 9, 12)
    control = SearchControl()
    rng = random.Random(2)
    picks = {choose_ninetka_move(state, LEVELS[1], control, rng) for _ in range(60)}
    assert LEVELS[1].playouts == 0
    assert control.work == 0
    assert picks <= set(state.legal_moves())
    assert len(picks) > 5


def test_a_single_legal_move_is_played_without_search() -> None:
    state = random_position(2, 4, 44)  # the last edge placement: one free slot
    assert len(state.legal_moves()) == 1
    control = SearchControl()
    assert choose_ninetka_move(state, LEVELS[6], control, random.Random(0)) in state.legal_moves()
    assert control.work == 0


def test_game_over_is_an_error() -> None:
    state = random_position(2, 5, 200)
    assert state.is_over()
    with pytest.raises(ValueError):
        choose_ninetka_move(state, LEVELS[1], SearchControl(), random.Random(0))


def test_plays_without_the_solver_module(monkeypatch: pytest.MonkeyPatch) -> None:
    # A None entry in sys.modules makes the import raise ImportError.
    monkeypatch.setitem(sys.modules, "ninetka_desktop.ai.ninetka.solver", None)
    state = random_position(2, 6, 62)
    assert state.phase_index == 2
    move = choose_ninetka_move(state, tiny(6, 50), SearchControl(), random.Random(0))
    assert move in state.legal_moves()


def _move(number: int) -> NinetkaMove:
    return NinetkaMove(MoveKind.EDGE, number + 1)


def _root(values: list[float], visits: list[int]) -> list[RootMove]:
    return [
        RootMove(_move(number), count, 0.25, (value * count, (1 - value) * count))
        for number, (value, count) in enumerate(zip(values, visits, strict=True))
    ]


@pytest.mark.parametrize("number", [1, 2, 3, 4])
def test_weaker_levels_vary_but_never_blunder(number: int) -> None:
    # Move 0 and 1 are close, move 2 loses clearly, move 3 was hardly looked at.
    root = _root([0.62, 0.60, 0.20, 0.65], [500, 400, 300, 5])
    rng = random.Random(number)
    picks = {pick_move(root, 0, LEVELS[number], rng) for _ in range(300)}
    assert picks <= {_move(0), _move(1)}
    if LEVELS[number].temperature >= 0.1:
        assert picks == {_move(0), _move(1)}


@pytest.mark.parametrize("number", [5, 6])
def test_strong_levels_play_the_most_visited_move(number: int) -> None:
    root = _root([0.62, 0.60, 0.20, 0.65], [500, 400, 300, 5])
    assert pick_move(root, 0, LEVELS[number], random.Random(0)) == _move(0)


def test_a_level_searches_at_least_one_tree() -> None:
    with pytest.raises(ValueError):
        tiny(5, trees=0)
