"""``ninetka-arena``: play computer entrants against each other and report their strength.

    ninetka-arena --game 9tka 6 5 --games 200 --jobs 2 --save-dir games/
    ninetka-arena --game 9tka 6 greedy greedy greedy --games 100
    ninetka-arena --game morris 4 3 --games 200
    ninetka-arena --game morris 3 greedy --games 100

Seats rotate from game to game, so every entrant plays every seat equally often (use a number of
games divisible by the number of seats). Prints each entrant's points with a 95% confidence
interval and, for two entrants, the Elo difference. Each game is set up when a worker is free
for it, so a large --games costs memory only as its games are played; --jobs never starts more
processes than there are games or processors.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import queue
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar, overload

from ..ai.ninetka.threads import set_search_threads
from ..command_line import Parser, folder, whole_number
from ..games.records import atomic_write_text
from ..games.registry import GAMES, game_info
from .match import GameResult, GameSpec, check_entrant, play_game
from .stats import elo_summary, wilson_interval

Spec = TypeVar("Spec")
Result = TypeVar("Result")

#: Games in one run at most.
MAX_GAMES = 1_000_000
#: Worker processes asked for at most (fewer run: never more than the games or the CPUs).
MAX_JOBS = 1024
#: Seeds are whole numbers within a signed 64-bit range.
SEEDS = (-(2**63), 2**63 - 1)


class GameSpecs(Sequence[GameSpec]):
    """The games of a run, each set up when it is asked for (none is kept)."""

    def __init__(self, args: argparse.Namespace) -> None:
        self._entrants = tuple(check_entrant(name) for name in args.entrants)
        players = len(self._entrants)
        info = game_info(args.game)
        if players not in info.player_counts:
            raise ValueError(f"{info.key} takes {_entrant_counts(info.player_counts)}")
        self._options: dict[str, Any] = {}
        if info.players_option is not None:
            self._options[info.players_option] = players
        if "neutrals" in info.option_names:  # 9tka's --neutrals
            self._options["neutrals"] = args.neutrals
        self._game: str = args.game
        self._games: int = args.games
        self._seed: int = args.seed
        self._random_neutrals = self._options.get("neutrals") == "random"

    def __len__(self) -> int:
        return self._games

    @overload
    def __getitem__(self, index: int) -> GameSpec: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[GameSpec]: ...
    def __getitem__(self, index: int | slice) -> GameSpec | Sequence[GameSpec]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if not -len(self) <= index < len(self):
            raise IndexError(index)
        index %= len(self)
        players = len(self._entrants)
        seats = tuple(self._entrants[(seat + index) % players] for seat in range(players))
        options = dict(self._options)
        if self._random_neutrals:
            options["seed"] = self._seed * 100_003 + index
        return GameSpec(index, self._game, options, seats, self._seed * 7919 + index)


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}


def _entrant_counts(counts: tuple[int, ...]) -> str:
    """"exactly two entrants", "two to four entrants, one per seat"."""
    if len(counts) == 1:
        return f"exactly {_NUMBER_WORDS[counts[0]]} entrants"
    low, high = _NUMBER_WORDS[counts[0]], _NUMBER_WORDS[counts[-1]]
    return f"{low} to {high} entrants, one per seat"


def build_specs(args: argparse.Namespace) -> GameSpecs:
    """The games ``args`` ask for; ValueError for entrants the game does not take."""
    return GameSpecs(args)


def worker_count(jobs: int, games: int) -> int:
    """The worker processes to start for ``jobs`` asked: no more than the games or the CPUs."""
    return max(1, min(jobs, games, multiprocessing.cpu_count()))


def run_games(
    specs: Iterable[Spec], jobs: int, play: Callable[[Spec], Result]
) -> Iterator[Result]:
    """``play`` every spec, in ``jobs`` worker processes; results in the order they finish.
    Only a few specs a worker are handed out ahead, so a long run holds few at a time."""
    if jobs <= 1:
        yield from map(play, specs)
        return
    context = multiprocessing.get_context("spawn")
    # The games share the cores: the searches of each get its share, not all of them.
    share = max(1, multiprocessing.cpu_count() // jobs)
    finished: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()
    waiting = iter(specs)
    with context.Pool(jobs, initializer=set_search_threads, initargs=(share,)) as pool:

        def hand_out() -> bool:
            spec = next(waiting, None)
            if spec is None:
                return False
            pool.apply_async(
                play,
                (spec,),
                callback=lambda result: finished.put((True, result)),
                error_callback=lambda error: finished.put((False, error)),
            )
            return True

        out = sum(hand_out() for _ in range(2 * jobs))
        while out:
            ok, value = finished.get()
            out -= 1
            if not ok:
                raise value
            out += hand_out()
            yield value


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
    parser = Parser(prog="ninetka-arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("entrants", nargs="+", help="one per seat: a level 1-6, greedy or random")
    parser.add_argument("--game", choices=tuple(GAMES), default="9tka")
    parser.add_argument(
        "--games",
        type=whole_number(1, MAX_GAMES),
        default=20,
        help=f"games to play, 1 to {MAX_GAMES:,} (default 20)",
    )
    parser.add_argument(
        "--jobs",
        type=whole_number(1, MAX_JOBS),
        default=max(1, multiprocessing.cpu_count()),
        help=f"games at a time, 1 to {MAX_JOBS} (default: the CPUs); never more worker "
        "processes than games or CPUs",
    )
    parser.add_argument("--neutrals", choices=("chosen", "random"), default="chosen")
    parser.add_argument(
        "--seed",
        type=whole_number(*SEEDS),
        default=1,
        help="a whole number within 64 bits, signed (default 1)",
    )
    parser.add_argument(
        "--save-dir", type=folder, help="write every game's record into this folder"
    )
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
        try:
            args.save_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            parser.error(f"argument --save-dir: {exc.strerror or exc}")
    results: list[GameResult] = []
    started = time.monotonic()
    for result in run_games(specs, worker_count(args.jobs, len(specs)), play_game):
        if args.save_dir:
            try:
                save_record(args.save_dir, result.spec.index, result.record)
            except OSError as exc:
                print(f"\nninetka-arena: a record could not be saved: {exc}", file=sys.stderr)
                return 1
        result.record = {}  # saved or not wanted: a long run keeps only the tallies
        results.append(result)
        if not args.quiet:
            progress(len(results), len(specs), started)
    if not args.quiet:
        sys.stderr.write("\n")
    entrants = [check_entrant(name) for name in args.entrants]
    print("\n".join(summarise(results, entrants)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
