"""``ninetka-tablebase``: build, verify and list the Morris endgame tables of every game of the
family.

``ninetka-tablebase build 5`` builds every table up to five men a side (3-3 to 5-5) for Nine
Men's Morris under its default rules (flying on, the draw after 100 moves without a removal) into
the user's data folder, where Expert and Master find them; ``--game`` names another game of the
family, each under its default options (``--rules`` switches flying, ``--option`` any other of
the game's options, as ``centre_opening=off``). Three and Six Men's Morris
are solved whole: with K at their men a side the build also solves the placing phase. A build
that is stopped (Ctrl+C, or killed) resumes where it was: at the material pair it was working
on, from the work it saved on that pair (when stopped, and every ten minutes). ``verify`` checks
the retrograde invariants position by position, ``count`` says how many positions the tables of a
set hold before they are built, ``info`` lists the tables a folder holds.
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from pathlib import Path
from typing import Any

from .._core import (
    MorrisTablebaseBuild,
    morris_table_files,
    morris_table_positions,
    morris_tablebase_header,
    morris_tablebase_verify,
)
from ..ai.morris.tablebase import (
    MAX_TABLE_LIMIT,
    TableSet,
    bundled_tablebase_dir,
    table_set_for,
    user_tablebase_dir,
)
from ..command_line import Parser, folder, whole_number
from ..games.errors import GameError
from ..games.morris.rules import ALL_OPTIONS, NUMBER_OPTIONS
from ..games.morris.variants import DEFAULT_VARIANT, VARIANTS

RULES = {"flying": (True,), "no-flying": (False,), "both": (True, False)}
#: The most men a side a table holds (Nine Men's Morris's whole moving phase).
MAX_K = 9
#: Threads of a build's first pass at most.
MAX_THREADS = 64
#: The largest STEP (no table has this many positions).
MAX_STEP = 10**12


#: ``--option``'s words for on and off.
ON_OFF = {"on": True, "true": True, "off": False, "false": False}
#: Options ``--option`` does not take: the tool's own arguments set them.
OWN_OPTIONS = frozenset({"variant", "flying", "no_removal_limit"})


def game_option(text: str) -> tuple[str, bool | int]:
    """An argparse type: one of the game's options, ``NAME=on|off`` or ``NAME=NUMBER``."""
    name, sep, value = text.partition("=")
    if not sep or name not in ALL_OPTIONS - OWN_OPTIONS:
        known = ", ".join(sorted(ALL_OPTIONS - OWN_OPTIONS))
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE with NAME one of {known}")
    if name in NUMBER_OPTIONS:
        return name, whole_number(0, 99)(value)
    if value.lower() not in ON_OFF:
        raise argparse.ArgumentTypeError(f"{name} is on or off")
    return name, ON_OFF[value.lower()]


def argument_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="ninetka-tablebase", description=(__doc__ or "").split("\n\n")[1].strip()
    )
    commands = parser.add_subparsers(dest="command", required=True)

    def common(sub: argparse.ArgumentParser) -> None:
        sub.add_argument(
            "--dir", type=folder, default=None, help="the tables' folder (default: the data folder)"
        )
        sub.add_argument(
            "--game",
            choices=list(VARIANTS),
            default=DEFAULT_VARIANT,
            help="the game of the Morris family, under its default options (default nine)",
        )
        sub.add_argument(
            "--rules",
            choices=sorted(RULES),
            default=None,
            help="flying at three men or not (default: the game's own)",
        )
        sub.add_argument(
            "--limit",
            type=whole_number(0, MAX_TABLE_LIMIT),
            default=100,
            help=f"moves without a removal that draw, 0 (off) to {MAX_TABLE_LIMIT} (default 100)",
        )
        sub.add_argument(
            "--option",
            type=game_option,
            action="append",
            default=[],
            help="another of the game's options, NAME=on|off or NAME=NUMBER (repeatable)",
        )

    men = whole_number(3, MAX_K)
    build = commands.add_parser("build", help="build every table up to K men a side")
    build.add_argument("k", type=men, help=f"men a side at most, 3 to {MAX_K}")
    common(build)
    build.add_argument(
        "--threads",
        type=whole_number(1, MAX_THREADS),
        default=2,
        help=f"threads for the first pass, 1 to {MAX_THREADS} (default 2)",
    )
    verify = commands.add_parser("verify", help="check the tables against their moves")
    verify.add_argument("k", type=men, help=f"men a side at most, 3 to {MAX_K}")
    common(verify)
    verify.add_argument(
        "--step",
        type=whole_number(1, MAX_STEP),
        default=1,
        help=f"check every STEP-th position, 1 to {MAX_STEP:,} (default 1)",
    )
    verify.add_argument(
        "--present",
        action="store_true",
        help="check only the tables the folders hold (a set still being built)",
    )
    count = commands.add_parser(
        "count", help="the positions of every table up to K men a side, before building them"
    )
    count.add_argument("k", type=men, help=f"men a side at most, 3 to {MAX_K}")
    common(count)
    info = commands.add_parser("info", help="list the tables of a folder")
    info.add_argument(
        "--dir", type=folder, default=None, help="the folder (default: the data folder)"
    )
    return parser


def table_sets(
    game: str, rules: str | None, limit: int, k: int, chosen: list[tuple[str, bool | int]]
) -> list[TableSet]:
    """The sets ``build`` and ``verify`` work on: the game under its default options, flying
    as ``rules`` says (where the game has the option) and the ``chosen`` options, up to ``k``
    men a side. GameError names an option the game does not have."""
    offers_flying = "flying" in VARIANTS[game].defaults
    flyings: tuple[bool | None, ...] = RULES[rules] if rules and offers_flying else (None,)
    sets = []
    for flying in flyings:
        options: dict[str, Any] = {"variant": game, "no_removal_limit": limit, **dict(chosen)}
        if flying is not None:
            options["flying"] = flying
        sets.append(table_set_for(options, k))
    return sets


def _describe(tables: TableSet, limit: int) -> str:
    rules = f"flying {'on' if tables.flying else 'off'}, limit {limit or 'off'}"
    return f"{VARIANTS[tables.rules.preset].name}, {rules}"


def _peak_memory_mib() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1 << 20) if sys.platform == "darwin" else peak / 1024


def _bar(fraction: float, width: int = 30) -> str:
    filled = round(max(0.0, min(1.0, fraction)) * width)
    return "[" + "#" * filled + "-" * (width - filled) + "]"


#: Signals that stop a build with its work saved (SIGTERM: a logout, `kill`).
_STOP_SIGNALS = [signal.SIGINT, signal.SIGTERM]


def _build(dir: Path, tables: TableSet, limit: int, threads: int, also: list[Path]) -> int:
    rules = _describe(tables, limit)
    solved = " and the placing phase" if tables.opening else ""
    print(
        f"Building the tables up to {tables.men} men a side{solved} ({rules}) into {dir}",
        flush=True,
    )
    started = time.monotonic()
    build = MorrisTablebaseBuild(
        str(dir), tables.rules, tables.men, threads, [str(d) for d in also], tables.opening
    )

    def stop(signum: int, frame: object) -> None:
        # The build saves the pair's work and ends; the loop below then says so.
        build.stop()

    previous = {s: signal.signal(s, stop) for s in _STOP_SIGNALS}
    try:
        error = _follow(build, started)
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)
    if error is not None:
        print(f"ninetka-tablebase: the build failed: {error}", file=sys.stderr)
        return 1
    memory = _peak_memory_mib()
    used = f", peak memory {memory:.0f} MiB" if memory is not None else ""
    took = time.monotonic() - started
    if build.stopped():
        print(
            f"Stopped after {took:.1f} s{used}; the work is saved: "
            "run the same command again to resume.",
            flush=True,
        )
        return 130
    print(f"Done in {took:.1f} s{used}.", flush=True)
    return 0


def _follow(build: MorrisTablebaseBuild, started: float) -> str | None:
    """Shows ``build``'s progress until it finishes (a bar on a terminal, a line a table
    otherwise); returns its error, if any."""
    interactive = sys.stderr.isatty()
    last_pair: tuple[int, int] | None = None
    pair_started = started
    while True:
        pair, done, total, scanned, settled, positions, distance, finished, error = build.poll()
        if pair != last_pair:
            if last_pair is not None and not interactive:
                _say_done(last_pair, pair_started)
            pair_started = time.monotonic()
        last_pair = pair
        if interactive and pair is not None and positions:
            phase = scanned / positions if scanned < positions else 1.0
            line = (
                f"\r{_bar((done + phase) / total)} table {_part(pair)} ({done}/{total}), "
                f"{positions:,} positions, settled {settled:,}, distance {distance}   "
            )
            print(line, end="", file=sys.stderr, flush=True)
        if finished:
            break
        time.sleep(0.25)
    if interactive:
        print(file=sys.stderr)
    elif last_pair is not None and error is None and not build.stopped():
        # The last table was built too: no other pair followed to say so.
        _say_done(last_pair, pair_started)
    return error


def _say_done(pair: tuple[int, int], started: float) -> None:
    print(f"  {_part(pair)} done ({time.monotonic() - started:.1f} s)", flush=True)


def _part(pair: tuple[int, int]) -> str:
    """A table's name in the output: its pair, or the opening (``(0, 0)``)."""
    return "placing" if pair == (0, 0) else f"{pair[0]}-{pair[1]}"


def _verify(dirs: list[Path], tables: TableSet, limit: int, step: int, present: bool) -> int:
    checked = left_out = 0
    for name, a, b in morris_table_files(tables.rules, tables.men, tables.opening):
        if present and not any((d / name).exists() for d in dirs):
            left_out += 1
            continue
        try:
            n = morris_tablebase_verify([str(d) for d in dirs], tables.rules, a, b, step)
        except ValueError as problem:
            print(f"ninetka-tablebase: {_part((a, b))}: {problem}", file=sys.stderr)
            return 1
        print(f"  {_part((a, b))}: {n:,} positions agree with their moves", flush=True)
        checked += n
    tables_word = "table" if left_out == 1 else "tables"
    not_built = f" ({left_out} {tables_word} not built yet left out)" if left_out else ""
    print(f"All {checked:,} positions checked agree{not_built}.")
    return 0


def _count(tables: TableSet, limit: int) -> int:
    """Each table's positions (as the tables count them: the side to move's men up to the
    board's symmetries) and the set's, with what one byte a position would take."""
    print(f"Up to {tables.men} men a side ({_describe(tables, limit)}):")
    total = 0
    for _, a, b in morris_table_files(tables.rules, tables.men):
        positions = morris_table_positions(tables.rules, a, b)
        print(f"  {_part((a, b))}: {positions:,} positions", flush=True)
        total += positions
    print(f"In all {total:,} positions, {total / (1 << 30):.2f} GiB at one byte a position.")
    return 0


def _info(dir: Path) -> int:
    files = sorted(dir.glob("*.ntb")) if dir.is_dir() else []
    if not files:
        print(f"No tables in {dir}.")
        return 0
    for path in files:
        try:
            header = morris_tablebase_header(str(path))
        except ValueError as problem:
            print(f"{path.name}: not readable ({problem})")
            continue
        part = header["part"]
        what = (
            f"the placing phase of {header['men']} men a side"
            if part == "opening"
            else f"{part[0]} men to move against {part[1]}"
        )
        flying, limit = header["flying"], header["limit"]
        print(
            f"{path.name}: {header['board']} board, {what}, flying {'on' if flying else 'off'}, "
            f"limit {limit or 'off'}, {header['positions']:,} positions, built in "
            f"{header['seconds']:.1f} s"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    args = argument_parser().parse_args(argv)
    dir = args.dir if args.dir is not None else user_tablebase_dir()
    # With the data folder, the tables an installer ships count too (they are not built again).
    shipped = bundled_tablebase_dir()
    also = [shipped] if args.dir is None and shipped is not None else []
    if args.command == "info":
        return max(_info(d) for d in [dir, *also])
    try:
        sets = table_sets(args.game, args.rules, args.limit, args.k, args.option)
    except GameError as problem:
        argument_parser().error(str(problem))
    for tables in sets:
        if args.command == "build":
            status = _build(dir, tables, args.limit, args.threads, also)
        elif args.command == "count":
            status = _count(tables, args.limit)
        else:
            status = _verify([dir, *also], tables, args.limit, args.step, args.present)
        if status:
            return status
    return 0


if __name__ == "__main__":
    sys.exit(main())
