"""Speed of the computer opponents, one figure per line.

    .venv/bin/python benchmarks/ai_speed.py [--games N]

- ``9tka-2p playouts_per_s``: playouts of the whole native tree search (``ninetka_search``:
  selection, expansion with the priors, the playout with the playout policy, backup) per
  second, from the start of a 2-player game, searched as Expert and Master search: two trees,
  on the core's default threads (two where the machine has two cores and a helper can give
  way, else one); ``tree_search_one_tree`` one tree on one thread, as the levels below them
  search; ``9tka-Np tree_search_mixed playouts_per_s`` (one tree)
  the same from positions after 0, 20 and 50 random plies (the playouts get shorter as the game
  goes on). ``naive_python``: uniformly random playouts from the start through the rules library
  (``NinetkaState.push_unchecked``), the like-for-like pure-Python baseline, and the ratio.
- ``9tka-2p native_policy playouts_per_s`` / ``native_uniform``: bare playouts of the core
  (``ninetka_playouts``, no tree) with the playout policy / uniformly random moves, and their
  ratios to the naive ones. ``--native-only`` prints these lines alone.
- ``morris nodes_per_s``: nodes per second of the native core's alpha-beta (searches of
  2,000,000 nodes).
- ``solver ...``: for random 2-player games (random neutrals, seeds 0..N-1, random moves), the
  exact movement solver (native) is asked at each ply from the first slide on, with a cap of
  1.5 s and of 3 s, until it first solves the position; per game that gives the number of
  waiting movable counters then (36 at the first slide), and the line
  ``solver_waiting_within_3s: N`` is the median of those numbers for the 3 s cap (36: the
  solver solves the movement phase from its first slide), followed by the median time of
  those first solves. ``--solver-only`` prints these lines alone.
- ``LEVEL move_s median/max``: seconds per move of ``choose_move`` over sampled positions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from ninetka_desktop.ai import SearchControl, choose_move
from ninetka_desktop.ai.levels import LEVELS
from ninetka_desktop.ai.morris.root import analyse
from ninetka_desktop.ai.ninetka.solver import solve_movement
from ninetka_desktop.games import GameState, new_game
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import NinetkaState


def random_position(game: str, options: dict[str, Any], plies: int, seed: int) -> GameState[Any]:
    state = new_game(game, options)
    rng = random.Random(seed)
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            break
        state.push(rng.choice(moves))
    return state


def tree_search_playouts_per_second(
    players: int,
    plies: tuple[int, ...] = (0,),
    playouts: int = 200_000,
    trees: int = 1,
) -> float:
    """Playouts of the native tree search per second, over searches of ``trees`` trees (on the
    core's default threads) from random positions after ``plies`` random moves."""
    from ninetka_desktop._core import ninetka_search
    from ninetka_desktop.ai.ninetka.native import to_core

    ninetka_search(to_core(NinetkaState(players=players)), 2000, 0)  # warm-up
    total_playouts, total_time = 0, 0.0
    for seed, count in enumerate(plies):
        state = random_position("9tka", {"players": players}, count, seed)
        assert isinstance(state, NinetkaState)
        position = to_core(state)
        start = time.perf_counter()
        result = ninetka_search(position, playouts, seed, trees=trees)
        total_time += time.perf_counter() - start
        total_playouts += result["playouts"]
    return total_playouts / total_time


def naive_python_playouts_per_second(players: int, seconds: float = 2.0) -> float:
    """Uniformly random games played to the end through the rules library, per second."""
    rng = random.Random(1)
    start_state = NinetkaState(players=players)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = start_state.copy()
        while not state.is_over():
            state.push_unchecked(rng.choice(state.legal_moves()))
        games += 1
    return games / (time.perf_counter() - start)


def native_playouts_per_second(players: int, n: int = 200_000, uniform: bool = False) -> float:
    """Playouts of the native core (``ninetka_playouts``) from the start, per second."""
    from ninetka_desktop._core import ninetka_playouts
    from ninetka_desktop.ai.ninetka.native import to_core

    position = to_core(NinetkaState(players=players))
    ninetka_playouts(position, 1000, 0, uniform=uniform)  # warm-up
    start = time.perf_counter()
    stats = ninetka_playouts(position, n, 1, uniform=uniform)
    return stats["playouts"] / (time.perf_counter() - start)


def print_native_figures() -> None:
    levels = tree_search_playouts_per_second(2, trees=2)
    naive = naive_python_playouts_per_second(2)
    print(f"9tka-2p playouts_per_s: {levels:.0f}", flush=True)
    print(f"9tka-2p naive_python playouts_per_s: {naive:.1f}", flush=True)
    print(f"9tka-2p tree_search/naive_python ratio: {levels / naive:.0f}", flush=True)
    one = tree_search_playouts_per_second(2)
    print(f"9tka-2p tree_search_one_tree playouts_per_s: {one:.0f}", flush=True)
    print(f"9tka-2p tree_search_one_tree/naive_python ratio: {one / naive:.0f}", flush=True)
    native = native_playouts_per_second(2)
    uniform = native_playouts_per_second(2, uniform=True)
    print(f"9tka-2p native_policy playouts_per_s: {native:.0f}", flush=True)
    print(f"9tka-2p native_uniform playouts_per_s: {uniform:.0f}", flush=True)
    print(f"9tka-2p native_policy/naive_python ratio: {native / naive:.0f}", flush=True)
    print(f"9tka-2p native_uniform/naive_python ratio: {uniform / naive:.0f}", flush=True)


def morris_nodes_per_second() -> float:
    nodes, seconds = 0, 0.0
    for seed, plies in enumerate((0, 12, 30)):
        state = random_position("morris", {}, plies, seed)
        assert isinstance(state, MorrisState)
        start = time.perf_counter()
        result = analyse(state, SearchControl(), nodes=2_000_000, max_depth=60)
        seconds += time.perf_counter() - start
        nodes += result.nodes
    return nodes / seconds


def movement_start(seed: int) -> tuple[NinetkaState, random.Random]:
    """The solver benchmark's game ``seed`` (2 players, random neutrals, random moves) at its
    first slide, and the random moves that go on from there."""
    state = NinetkaState(players=2, neutrals="random", seed=seed)
    rng = random.Random(seed)
    while state.phase != "movement":
        state.push(rng.choice(state.legal_moves()))
    return state, rng


def first_solve(seed: int, cap: float) -> tuple[int, float, int] | None:
    """(waiting counters, seconds, nodes) at the first movement-phase ply the solver solves in
    time."""
    state, rng = movement_start(seed)
    while not state.is_over():
        waiting = state.movable_count(0) + state.movable_count(1)
        start = time.perf_counter()
        result = solve_movement(state, SearchControl(deadline=time.monotonic() + cap))
        seconds = time.perf_counter() - start
        if result is not None:
            return waiting, seconds, result.nodes
        state.push(rng.choice(state.legal_moves()))
    return None


def print_solver_figures(games: int) -> None:
    for cap in (1.5, 3.0):
        found = [r for seed in range(games) if (r := first_solve(seed, cap))]
        if not found:
            continue
        waiting = statistics.median(w for w, _, _ in found)
        seconds = statistics.median(s for _, s, _ in found)
        if cap == 3.0:
            rate = sum(n for _, _, n in found) / sum(s for _, s, _ in found)
            print(f"solver_waiting_within_3s: {waiting:g}")
            print(f"solver first_solve_3s median_s: {seconds:.2f}")
            print(f"solver first_solve_3s nodes_per_s: {rate:.0f}", flush=True)
        else:
            print(f"solver waiting_at_first_solve_{cap}s median: {waiting:g}")
            print(f"solver first_solve_{cap}s median_s: {seconds:.2f}", flush=True)


def move_times(game: str, options: dict[str, Any], level: int, samples: int) -> list[float]:
    times = []
    for seed in range(samples):
        plies = (0, 8, 20, 40, 50, 60)[seed % 6]
        state = random_position(game, options, plies, seed)
        if state.is_over():
            continue
        start = time.perf_counter()
        choose_move(state, level, seed=seed)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=9, help="games for the solver figures")
    parser.add_argument("--samples", type=int, default=12, help="positions per level timing")
    parser.add_argument(
        "--native-only", action="store_true", help="only the native playout figures"
    )
    parser.add_argument("--solver-only", action="store_true", help="only the solver figures")
    args = parser.parse_args()
    if args.solver_only:
        print_solver_figures(args.games)
        return
    print_native_figures()
    if args.native_only:
        return
    for players in (2, 3, 4):
        mixed = tree_search_playouts_per_second(players, (0, 20, 50), 50_000)
        print(f"9tka-{players}p tree_search_mixed playouts_per_s: {mixed:.0f}", flush=True)
    print(f"morris nodes_per_s: {morris_nodes_per_second():.0f}", flush=True)
    print_solver_figures(args.games)
    for level in (4, 5, 6):
        for label, game, options in (("9tka-2p", "9tka", {"players": 2}), ("morris", "morris", {})):
            times = move_times(game, options, level, args.samples)
            name = LEVELS[level].name
            print(f"{label} {name} move_s median: {statistics.median(times):.2f} "
                  f"max: {max(times):.2f}", flush=True)


if __name__ == "__main__":
    main()
