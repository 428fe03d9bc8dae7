"""The native 9tka tree search (``ninetka_search``): the root's statistics cover exactly the
legal moves of random 2-4 player positions, a seed fixes the result, a deadline or a raised
canceller stops it at once (also on two threads), and it runs without the GIL."""

from __future__ import annotations

import random
import threading
import time

import pytest

from ninetka_desktop._core import Canceller, ninetka_search
from ninetka_desktop.ai.ninetka.native import from_core_move, to_core
from ninetka_desktop.games.ninetka import NinetkaState


def random_position(players: int, seed: int, plies: int) -> NinetkaState:
    state = NinetkaState(players=players, neutrals=("chosen", "random")[seed % 2], seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_over():
            break
        state.push(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_root_holds_every_legal_move_and_only_those(players: int) -> None:
    rng = random.Random(players)
    for seed in range(25):
        state = random_position(players, seed, rng.randrange(0, 80))
        if state.is_over():
            continue
        result = ninetka_search(to_core(state), 300, seed)
        moves = [from_core_move(m) for m, _, _, _ in result["moves"]]
        assert sorted(moves, key=str) == sorted(state.legal_moves(), key=str)
        assert result["playouts"] == 300
        assert sum(visits for _, visits, _, _ in result["moves"]) == 300
        for _, visits, prior, totals in result["moves"]:
            assert len(totals) == players
            assert 0 <= prior <= 1
            assert all(0 <= t <= visits for t in totals)


def test_the_same_seed_gives_the_same_search() -> None:
    position = to_core(random_position(3, 4, 30))
    first = ninetka_search(position, 2000, 7)
    assert ninetka_search(position, 2000, 7) == first
    assert ninetka_search(position, 2000, 8) != first


def test_a_search_of_two_trees_spends_its_budget_and_repeats_on_any_threads() -> None:
    position = to_core(random_position(2, 6, 20))
    first = ninetka_search(position, 6000, 3, trees=2, threads=2)
    assert first["playouts"] == sum(visits for _, visits, _, _ in first["moves"]) == 6000
    assert ninetka_search(position, 6000, 3, trees=2, threads=2) == first
    assert ninetka_search(position, 6000, 3, trees=2, threads=1) == first
    assert ninetka_search(position, 6000, 3, trees=2) == first
    assert ninetka_search(position, 6000, 3, trees=1) != first


def test_a_finished_game_has_no_moves() -> None:
    state = random_position(2, 5, 300)
    assert state.is_over()
    assert ninetka_search(to_core(state), 100, 1)["moves"] == []


def test_a_deadline_stops_a_long_search() -> None:
    position = to_core(NinetkaState(players=2))
    start = time.monotonic()
    result = ninetka_search(position, 10**9, 1, seconds=0.1)
    assert time.monotonic() - start < 0.5
    assert 0 < result["playouts"] < 10**9


def test_a_canceller_stops_the_search_from_another_thread() -> None:
    position = to_core(NinetkaState(players=4))
    canceller = Canceller()
    timer = threading.Timer(0.1, canceller.cancel)
    timer.start()
    start = time.monotonic()
    result = ninetka_search(position, 10**9, 1, canceller=canceller)
    assert time.monotonic() - start < 0.5
    assert result["playouts"] > 0
    raised = Canceller()
    raised.cancel()
    assert ninetka_search(position, 10**9, 1, canceller=raised)["playouts"] == 0


def test_the_search_releases_the_gil() -> None:
    ticks = 0
    done = threading.Event()

    def count() -> None:
        nonlocal ticks
        while not done.is_set():
            ticks += 1
            time.sleep(0.001)

    thread = threading.Thread(target=count)
    thread.start()
    try:
        ninetka_search(to_core(NinetkaState(players=2)), 10**9, 1, seconds=0.3)
    finally:
        done.set()
        thread.join()
    assert ticks > 50
