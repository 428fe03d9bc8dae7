"""``ninetka-arena``: play computer entrants against each other and report their strength.

    ninetka-arena --game 9tka 6 5 --games 200 --jobs 2 --save-dir games/
    ninetka-arena --game 9tka 6 greedy greedy greedy --games 100
    ninetka-arena --game morris 4 3 --games 200
    ninetka-arena --game morris 3 greedy --games 100

Seats rotate from game to game, so every entrant plays every seat equally often (use a number of
games divisible by the number of seats). Prints each entrant's points with a 95% confidence
interval and, for two entrants, the Elo difference.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from ..ai.ninetka.threads import set_search_threads
from ..games.records import atomic_write_text
from .match import GameResult, GameSpec, check_entrant, play_game
from .stats import elo_summary, wilson_interval

Spec = TypeVar("Spec")
Result = TypeVar("Result")


def build_specs(args: argparse.Namespace) -> list[GameSpec]:
    entrants = tuple(check_entrant(name) for name in args.entrants)
    players = len(entrants)
    if args.game == "morris":
        if players != 2:
            raise SystemExit("ninetka-arena: morris takes exactly two entrants")
        options: dict[str, Any] = {}
    else:
        if not 2 <= players <= 4:
            raise SystemExit("ninetka-arena: 9tka takes two to four entrants, one per seat")
        options = {"players": players, "neutrals": args.neutrals}
    specs = []
    for index in range(args.games):
        seats = tuple(entrants[(seat + index) % players] for seat in range(players))
        game_options = dict(options)
        if args.game == "9tka" and args.neutrals == "random":
            game_options["seed"] = args.seed * 100_003 + index
        specs.append(GameSpec(index, args.game, game_options, seats, args.seed * 7919 + index))
    return specs


def run_games(
    specs: Sequence[Spec], jobs: int, play: Callable[[Spec], Result]
) -> Iterator[Result]:
    """``play`` every spec, in ``jobs`` worker processes; results in the order they finish."""
    if jobs <= 1:
        yield from map(play, specs)
        return
    context = multiprocessing.get_context("spawn")
    # The games share the cores: the searches of each get its share, not all of them.
    share = max(1, multiprocessing.cpu_count() // jobs)
    with context.Pool(jobs, initializer=set_search_threads, initargs=(share,)) as pool:
        yield from pool.imap_unordered(play, specs)


def save_record(folder: Path, index: int, record: dict[str, Any]) -> None:
    """Game ``index`` (from 0) as ``game-NNNN.json`` in ``folder``."""
    name = f"game-{index + 1:04d}.json"
    atomic_write_text(folder / name, json.dumps(record, indent=1) + "\n")


def progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = width * done // max(total, 1)
    elapsed = time.monotonic() - started
    eta = elapsed / done * (total - done) if done else 0.0
    bar = "#" * filled + "-" * (width - filled)
    sys.stderr.write(f"\r[{bar}] {done}/{total} games, {elapsed:.0f}s elapsed, ~{eta:.0f}s left")
    sys.stderr.flush()


def summarise(results: Sequence[GameResult], entrants: Sequence[str]) -> list[str]:
    points: dict[str, float] = defaultdict(float)
    games: dict[str, int] = defaultdict(int)
    wins: dict[str, int] = defaultdict(int)
    move_seconds: dict[str, list[float]] = defaultdict(list)
    reasons: dict[str, int] = defaultdict(int)
    for result in results:
        reasons[result.reason] += 1
        for seat, entrant in enumerate(result.spec.seats):
            games[entrant] += 1
            points[entrant] += result.points[seat]
            wins[entrant] += result.points[seat] == 1.0
            move_seconds[entrant].extend(result.move_seconds[seat])
    lines = [f"games: {len(results)}"]
    for entrant in dict.fromkeys(entrants):
        n = games[entrant]
        interval = wilson_interval(points[entrant], n)
        share = points[entrant] / n if n else 0.0
        times = move_seconds[entrant] or [0.0]
        lines.append(
            f"{entrant}: seats={n} wins={wins[entrant]} points={points[entrant]:g} "
            f"score={share:.3f} ci95=[{interval.low:.3f}, {interval.high:.3f}] "
            f"median_move_s={statistics.median(times):.2f} max_move_s={max(times):.2f}"
        )
    distinct = list(dict.fromkeys(entrants))
    if len(distinct) == 2 and len(entrants) == 2:
        first = distinct[0]
        lines.append(f"elo {first} - {distinct[1]}: {elo_summary(points[first], games[first])}")
    lines.append("endings: " + " ".join(f"{k}={v}" for k, v in sorted(reasons.items())))
    return lines


def argument_parser() -> argparse.ArgumentParser:
    """The command line of ``ninetka-arena`` (its man page, packaging/man/ninetka-arena.1)."""
    parser = argparse.ArgumentParser(prog="ninetka-arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("entrants", nargs="+", help="one per seat: a level 1-6, greedy or random")
    parser.add_argument("--game", choices=("9tka", "morris"), default="9tka")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=max(1, multiprocessing.cpu_count()))
    parser.add_argument("--neutrals", choices=("chosen", "random"), default="chosen")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--save-dir", type=Path, help="write every game's record here")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = argument_parser()
    args = parser.parse_args(argv)
    try:
        specs = build_specs(args)
    except ValueError as exc:
        parser.error(str(exc))
    if args.save_dir:
        args.save_dir.mkdir(parents=True, exist_ok=True)
    results: list[GameResult] = []
    started = time.monotonic()
    for result in run_games(specs, args.jobs, play_game):
        results.append(result)
        if args.save_dir:
            save_record(args.save_dir, result.spec.index, result.record)
        if not args.quiet:
            progress(len(results), len(specs), started)
    if not args.quiet:
        sys.stderr.write("\n")
    entrants = [check_entrant(name) for name in args.entrants]
    print("\n".join(summarise(results, entrants)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
