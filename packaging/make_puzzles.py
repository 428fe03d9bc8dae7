"""Build the puzzle collection (ninetka_desktop/puzzles/puzzles.json).

    nice python packaging/make_puzzles.py [--seed N] [--count N] [--output PATH]

Every puzzle is a position from self-play in which exactly one move keeps the best result, and
every legal move's value is proved:

- **9tka**: 2-player games from random neutrals, both sides played by the native tree search
  (``--playouts`` playouts a move, now and then a random move for variety). In the movement
  phase, every position with ``--min-waiting`` to ``--max-waiting`` counters still able to
  move is valued by the exact movement solver (``ninetka_move_values``: every root move's final
  lead); it is kept when one move alone reaches the best value and that value wins for the
  mover (by sections, or on a level score by the tie-break).
- **Nine Men's Morris** (default rules: flying on, both draw rules): games played by the native
  alpha-beta search at a small budget, choosing at random among its moves within a margin of
  the best (and now and then any move). Every moving-phase position with at most
  ``--morris-men`` (6) men a side is set up afresh (no repetitions, the no-removal count at 0)
  and every legal move is valued by the endgame tables (won, drawn or lost); it is kept when
  one move alone wins, or alone draws where every other move loses. The tables must be built
  first, into the data folder, up to that many men a side with flying (``ninetka-tablebase
  build 6 --rules flying``: 286 MiB, about an hour and a quarter of two cores);
  the app never needs them to play a puzzle, as every move's value is stored with it.

At most ``--per-game`` positions come from one game, and a position is kept once (Morris: once
for its 16 symmetric images). The difficulty (1 easy, 2 medium, 3 hard) splits each game's
puzzles in thirds by a score: harder with more legal moves, with more moves that fall short by
little (a section less; a draw instead of a win), and with more play ahead (9tka: counters
still waiting; Morris: plies to the next removal or the end). Puzzles are numbered from the
easiest. The seed fixes every game and choice, so the same arguments write the same bytes
(``built`` in the file records them).

The shipped file: ``nice python packaging/make_puzzles.py`` with the defaults (seed 9, 180 of
each game), about four minutes on one core of a 2-core machine (9tka 3 1/2, Morris
1/2; 165 and 608 self-play games).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop._core import (  # noqa: E402
    morris_analyse,
    ninetka_move_values,
    ninetka_search,
)
from ninetka_desktop.ai.morris import native as morris_native  # noqa: E402
from ninetka_desktop.ai.morris.tablebase import missing_tables, probe, table_set_for  # noqa: E402
from ninetka_desktop.ai.ninetka import native as ninetka_native  # noqa: E402
from ninetka_desktop.games.morris import MorrisState  # noqa: E402
from ninetka_desktop.games.morris.geometry import point_name  # noqa: E402
from ninetka_desktop.games.morris.symmetry import canonical  # noqa: E402
from ninetka_desktop.games.ninetka import NinetkaState  # noqa: E402
from ninetka_desktop.puzzles.collection import (  # noqa: E402
    COLLECTION_PATH,
    decode_collection,
    encode_collection,
)
from ninetka_desktop.puzzles.puzzle import Puzzle  # noqa: E402

Log = Callable[[str], None]
#: Values for the tables' words, from the mover's side after the move.
RESULT_VALUE = {"win": 1, "draw": 0, "loss": -1}


@dataclass(frozen=True, slots=True)
class Candidate:
    game: str
    position: dict[str, Any]
    solution: str
    values: dict[str, int]
    depth: int
    score: float


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Build the puzzle collection.")
    parser.add_argument("--seed", type=int, default=9, help="seed of every game and choice")
    parser.add_argument("--count", type=int, default=180, help="puzzles of each game")
    parser.add_argument("--per-game", type=int, default=2, help="puzzles from one game at most")
    parser.add_argument("--playouts", type=int, default=400, help="9tka playouts a move")
    parser.add_argument("--min-waiting", type=int, default=8, help="9tka: fewest movable")
    parser.add_argument("--max-waiting", type=int, default=28, help="9tka: most movable")
    parser.add_argument("--nodes", type=int, default=3000, help="Morris nodes a move")
    parser.add_argument(
        "--morris-men", type=int, default=6, help="Morris: most men a side (tables up to it)"
    )
    parser.add_argument("--max-games", type=int, default=5000, help="self-play games at most")
    parser.add_argument("--output", type=Path, default=COLLECTION_PATH, help="the file")
    args = parser.parse_args(argv)
    if args.count < 3 or args.per_game < 1 or args.playouts < 1 or args.nodes < 1:
        parser.error("--count must be at least 3; --per-game, --playouts, --nodes positive")
    if not 3 <= args.morris_men <= 9:
        parser.error("--morris-men must be from 3 to 9")
    if not 2 <= args.min_waiting <= args.max_waiting <= 36:
        parser.error("--min-waiting and --max-waiting must be from 2 to 36, in order")
    return args


# --- 9tka ------------------------------------------------------------------------------------


def ninetka_candidates(args: argparse.Namespace, rng: random.Random, log: Log) -> list[Candidate]:
    found: list[Candidate] = []
    seen: set[tuple[Any, ...]] = set()
    games = 0
    while len(found) < args.count and games < args.max_games:
        games += 1
        state = NinetkaState(2, "random", rng.getrandbits(32))
        from_game: list[Candidate] = []
        while not state.is_over():
            candidate = ninetka_candidate(state, args)
            _, phase, to_move, board = ninetka_native.core_input(state)
            key = (phase, to_move, *board)
            if candidate is not None and key not in seen:
                seen.add(key)
                from_game.append(candidate)
            state.push(ninetka_self_play_move(state, args.playouts, rng))
        # Spread over the game: the first and the last found, not two neighbours.
        picked = from_game if len(from_game) <= args.per_game else spread(from_game, args)
        found.extend(picked)
        if games % 25 == 0:
            log(f"9tka: {games} games, {len(found)} puzzles")
    log(f"9tka: {games} games, {len(found)} puzzles")
    return found[: args.count]


def spread(items: list[Candidate], args: argparse.Namespace) -> list[Candidate]:
    step = (len(items) - 1) / max(1, args.per_game - 1)
    return [items[round(i * step)] for i in range(args.per_game)]


def ninetka_self_play_move(state: NinetkaState, playouts: int, rng: random.Random) -> Any:
    legal = state.legal_moves()
    if len(legal) == 1:
        return legal[0]
    if rng.random() < 0.1:
        return rng.choice(legal)
    raw = ninetka_search(ninetka_native.to_core(state), playouts, rng.getrandbits(63))
    best = max(raw["moves"], key=lambda item: item[1])
    return ninetka_native.from_core_move(best[0])


def ninetka_candidate(state: NinetkaState, args: argparse.Namespace) -> Candidate | None:
    if state.phase != "movement":
        return None
    waiting = state.movable_count(0) + state.movable_count(1)
    if not args.min_waiting <= waiting <= args.max_waiting:
        return None
    raw = ninetka_move_values(ninetka_native.to_core(state), 60.0)
    if raw is None or len(raw) < 3:
        return None
    values = {
        state.move_to_str(ninetka_native.from_core_move(move)): value for move, value in raw
    }
    ranked = sorted(values.values(), reverse=True)
    best = ranked[0]
    if best <= 0 or ranked[1] >= best:
        return None
    solution = next(move for move, value in values.items() if value == best)
    near = sum(1 for value in ranked[1:] if value >= best - 2)
    score = math.log2(len(values)) + 0.75 * near + waiting / 6
    position = {"options": state.options(), "moves": [m for _, m in state.history_in_notation()]}
    return Candidate("9tka", position, solution, values, waiting, score)


# --- Nine Men's Morris -------------------------------------------------------------------------


def morris_candidates(args: argparse.Namespace, rng: random.Random, log: Log) -> list[Candidate]:
    found: list[Candidate] = []
    seen: set[tuple[int, int, int]] = set()
    games = 0
    while len(found) < args.count and games < args.max_games:
        games += 1
        state = MorrisState()
        from_game: list[Candidate] = []
        while not state.is_over() and len(state.move_stack) < 300:
            white, black, _ = canonical(state.bitboard(0), state.bitboard(1))
            key = (white, black, state.to_move)
            if key not in seen:
                candidate = morris_candidate(state, args.morris_men)
                if candidate is not None:
                    seen.add(key)
                    from_game.append(candidate)
            state.push(morris_self_play_move(state, args.nodes, rng))
        picked = from_game if len(from_game) <= args.per_game else spread(from_game, args)
        found.extend(picked)
        if games % 50 == 0:
            log(f"Morris: {games} games, {len(found)} puzzles")
    log(f"Morris: {games} games, {len(found)} puzzles")
    return found[: args.count]


def morris_self_play_move(state: MorrisState, nodes: int, rng: random.Random) -> Any:
    ranked = morris_analyse(morris_native.to_core(state), nodes, 30, 30)["ranked"]
    if rng.random() < 0.2:
        return morris_native.from_core_move(rng.choice(ranked)[0])
    best = ranked[0][1]
    pool = [move for move, score in ranked if score >= best - 30]
    return morris_native.from_core_move(rng.choice(pool))


def morris_candidate(game: MorrisState, most_men: int) -> Candidate | None:
    """The position of ``game`` as a fresh puzzle, if the tables prove one move alone best."""
    if game.phase == "placing" or max(game.men_on_board(0), game.men_on_board(1)) > most_men:
        return None
    sides = [[point_name(p) for p in range(24) if game.bitboard(s) >> p & 1] for s in (0, 1)]
    options = game.options()
    state = MorrisState.from_position(sides[0], sides[1], (0, 0), game.to_move, **options)
    if state.is_over():
        return None
    values: dict[str, int] = {}
    distances: dict[str, int] = {}
    for move in state.legal_moves():
        child = state.copy()
        child.push(move)
        name = state.move_to_str(move)
        outcome = child.outcome()
        if outcome is not None:
            won = outcome.winner == state.to_move
            values[name] = 0 if outcome.winner is None else 1 if won else -1
            distances[name] = 1
            continue
        word = probe(child)
        if word is None:
            return None
        values[name] = -RESULT_VALUE[word.result]
        distances[name] = word.distance + 1
    ranked = sorted(values.values(), reverse=True)
    best = ranked[0]
    if len(ranked) < 2 or best < 0 or ranked[1] >= best:
        return None
    solution = next(move for move, value in values.items() if value == best)
    depth = distances[solution] if best > 0 else 0
    near = sum(1 for value in ranked[1:] if value == best - 1)
    score = math.log2(len(values)) + min(depth, 30) / 5 + 0.5 * math.log2(1 + near)
    position = {
        "options": options,
        "white": sides[0],
        "black": sides[1],
        "to_move": state.to_move,
    }
    return Candidate("morris", position, solution, values, depth, score)


# --- the collection ----------------------------------------------------------------------------


def graded(candidates: list[Candidate], prefix: str) -> list[Puzzle]:
    """Numbered from the easiest; the thirds by score are the three difficulties."""
    ordered = sorted(candidates, key=lambda c: c.score)
    third = len(ordered) / 3
    return [
        Puzzle(
            f"{prefix}-{index + 1:03d}",
            c.game,
            min(3, 1 + int(index / third)),
            c.position,
            c.solution,
            c.values,
            c.depth,
        )
        for index, c in enumerate(ordered)
    ]


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    started = time.monotonic()

    def log(text: str) -> None:
        print(f"{time.monotonic() - started:6.0f} s  {text}", file=sys.stderr, flush=True)

    missing = missing_tables(table_set_for({}, args.morris_men))
    if missing:
        log(f"missing endgame tables ({', '.join(missing)}): "
            f"ninetka-tablebase build {args.morris_men} --rules flying")
        return 1
    rng = random.Random(args.seed)
    ninetka = graded(ninetka_candidates(args, random.Random(rng.getrandbits(64)), log), "9tka")
    morris = graded(morris_candidates(args, random.Random(rng.getrandbits(64)), log), "morris")
    if len(ninetka) < args.count or len(morris) < args.count:
        log("too few puzzles: raise --max-games")
        return 1
    built = {
        "seed": args.seed,
        "count": args.count,
        "per_game": args.per_game,
        "playouts": args.playouts,
        "waiting": [args.min_waiting, args.max_waiting],
        "nodes": args.nodes,
        "morris_men": args.morris_men,
    }
    data = encode_collection(built, [*ninetka, *morris])
    decode_collection(data)  # every puzzle replayed and checked, as the app will
    temporary = args.output.with_name(args.output.name + ".tmp")
    temporary.write_bytes(data)
    os.replace(temporary, args.output)
    log(f"wrote {args.output}: {len(ninetka)} 9tka and {len(morris)} Morris puzzles, "
        f"{len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
