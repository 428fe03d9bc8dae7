"""Movement-phase positions of the solver benchmark's games, one per line, for the native
``solver_bench`` example (``native/engine/examples/solver_bench.rs``).

    .venv/bin/python benchmarks/solver_positions.py [--games 9] [--lowest 30] > positions.txt

Each line is ``seed waiting players phase to_move`` and the 121 cell values, for every ply of
the random 2-player games of ``ai_speed.py --solver-only`` (random neutrals, seeds 0..N-1,
random moves) from the first slide down to ``--lowest`` waiting counters.
"""

from __future__ import annotations

import argparse

from ai_speed import movement_start

from ninetka_desktop.ai.ninetka.native import core_input


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=9)
    parser.add_argument("--lowest", type=int, default=30)
    args = parser.parse_args()
    for seed in range(args.games):
        state, rng = movement_start(seed)
        while not state.is_over():
            waiting = state.movable_count(0) + state.movable_count(1)
            if waiting < args.lowest:
                break
            players, phase, to_move, board = core_input(state)
            print(seed, waiting, players, phase, to_move, " ".join(map(str, board)))
            state.push(rng.choice(state.legal_moves()))


if __name__ == "__main__":
    main()
