"""Random Morris positions of the moving phase that the endgame tables call won, drawn or lost,
written as lines of ``sanmill_morris.py --positions FILE``.

    python benchmarks/table_positions.py --men 4,3 --men 5,4 --count 2 --result win
                                         [--min-distance 5] [--max-distance N]
                                         [--to-move alternate] [--seed 1] [--output FILE]

``--men M,N`` is a material: M men for the side to move, N for the other side (3 to 9 each);
repeat it for several materials. For each material, ``--count`` positions are drawn: every man
on a random point (all placed, none in hand, no plies played yet without a removal), kept when
the game is not already over and the tables give the side to move ``--result`` with a distance
(plies to the next removal or the end with best play; 0 for a draw) from ``--min-distance`` to
``--max-distance``. Duplicates are skipped. The side to move is White, Black, or (``alternate``,
the default) White and Black in turn, White first, within each material.

The rules are those of ``sanmill_morris.py``: flying on, the 100-ply no-removal draw; the tables
for them are read from the user's data folder, then the installer's resources (``ninetka-tablebase
build`` writes them). A material whose table is missing stops the run with an error, and so does
one for which ``--tries`` random positions did not give ``--count`` positions.

Each position's line follows a comment naming its material, result and distance, e.g.::

    # 4v3, White to move: win in 7
    white=a1,a4,d7,g4 black=g7,g1,d1 move=white
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.ai.morris.tablebase import ensure_tablebases, probe  # noqa: E402
from ninetka_desktop.games.morris import MEN_PER_SIDE, MorrisState  # noqa: E402
from ninetka_desktop.games.morris.geometry import NUM_POINTS, point_name  # noqa: E402

#: The no-removal draw of ``sanmill_morris.py`` (its ``N_MOVE_RULE``).
NO_REMOVAL_LIMIT = 100
RESULTS = ("win", "draw", "loss")
SIDES = ("white", "black")
TO_MOVE = ("alternate", *SIDES)


class SamplingError(RuntimeError):
    """A material without its table, or without enough positions of the wanted kind."""


@dataclass(frozen=True, slots=True)
class Found:
    """A sampled position the tables call ``result`` in ``distance`` for the side to move."""

    #: Each side's men as point indices, in board order.
    white: tuple[int, ...]
    black: tuple[int, ...]
    #: 0 White, 1 Black.
    to_move: int
    result: str
    distance: int

    def line(self) -> str:
        """The position as a line of ``sanmill_morris.py --positions``."""
        white = ",".join(point_name(p) for p in self.white)
        black = ",".join(point_name(p) for p in self.black)
        return f"white={white} black={black} move={SIDES[self.to_move]}"

    def comment(self) -> str:
        mover = (self.white, self.black)[self.to_move]
        other = (self.white, self.black)[1 - self.to_move]
        verdict = "draw" if self.result == "draw" else f"{self.result} in {self.distance}"
        colour = SIDES[self.to_move].capitalize()
        return f"# {len(mover)}v{len(other)}, {colour} to move: {verdict}"


def parse_material(text: str) -> tuple[int, int]:
    """``M,N`` (men of the side to move, of the other side) as a pair; ValueError if not."""
    parts = text.split(",")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise argparse.ArgumentTypeError(f"{text!r} is not M,N (e.g. 4,3)")
    mover, other = (int(p) for p in parts)
    for men in (mover, other):
        if not 3 <= men <= MEN_PER_SIDE:
            raise argparse.ArgumentTypeError(f"{text!r}: each side has 3 to {MEN_PER_SIDE} men")
    return mover, other


def sample(
    material: tuple[int, int],
    count: int,
    result: str,
    min_distance: int,
    max_distance: int | None,
    to_move: str,
    rng: random.Random,
    tries: int,
) -> list[Found]:
    """``count`` distinct positions of ``material`` that the tables call ``result`` for the side
    to move; SamplingError when the table is missing or ``tries`` draws were not enough."""
    mover_men, other_men = material
    found: list[Found] = []
    seen: set[tuple[tuple[int, ...], tuple[int, ...], int]] = set()
    for _ in range(tries):
        if len(found) == count:
            break
        side = SIDES.index(to_move) if to_move in SIDES else len(found) % 2
        points = rng.sample(range(NUM_POINTS), mover_men + other_men)
        mover = tuple(sorted(points[:mover_men]))
        other = tuple(sorted(points[mover_men:]))
        white, black = (mover, other) if side == 0 else (other, mover)
        key = (white, black, side)
        if key in seen:
            continue
        seen.add(key)
        state = MorrisState.from_position(
            white, black, (0, 0), side, flying=True, no_removal_limit=NO_REMOVAL_LIMIT
        )
        if state.is_over():
            continue
        word = probe(state)
        if word is None:
            raise SamplingError(
                f"no table for {mover_men}v{other_men} (flying, limit {NO_REMOVAL_LIMIT}): "
                "build it with ninetka-tablebase build"
            )
        if word.result != result or word.distance < min_distance:
            continue
        if max_distance is not None and word.distance > max_distance:
            continue
        found.append(Found(white, black, side, word.result, word.distance))
    if len(found) < count:
        raise SamplingError(
            f"{mover_men}v{other_men}: only {len(found)} of {count} positions with result "
            f"{result} (distance {min_distance}..{max_distance or 'any'}) in {tries} tries"
        )
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument(
        "--men", type=parse_material, action="append", required=True, metavar="M,N",
        help="a material: M men for the side to move, N for the other (3-9 each); repeatable",
    )  # fmt: skip
    parser.add_argument("--count", type=int, default=2, help="positions per material")
    parser.add_argument(
        "--result", choices=RESULTS, default="win", help="the tables' result for the side to move"
    )
    parser.add_argument(
        "--min-distance", type=int, default=0,
        help="least plies to the next removal or the end with best play (0 for a draw)",
    )  # fmt: skip
    parser.add_argument("--max-distance", type=int, help="most such plies (default: any)")
    parser.add_argument(
        "--to-move", choices=TO_MOVE, default="alternate",
        help="the side to move; alternate: White and Black in turn, White first, per material",
    )  # fmt: skip
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--tries", type=int, default=200_000, help="random positions drawn at most per material"
    )
    parser.add_argument("--output", type=Path, help="write here instead of the standard output")
    args = parser.parse_args(argv)
    if args.count < 1 or args.tries < 1 or args.min_distance < 0:
        parser.error("--count and --tries must be positive, --min-distance 0 or more")
    if args.max_distance is not None and args.max_distance < args.min_distance:
        parser.error("--max-distance is below --min-distance")
    if args.result == "draw" and args.min_distance > 0:
        parser.error("a draw has distance 0: drop --min-distance")
    ensure_tablebases()
    rng = random.Random(args.seed)
    lines = [
        f"# table_positions.py: result {args.result}, distance {args.min_distance}.."
        f"{'any' if args.max_distance is None else args.max_distance}, seed {args.seed}, "
        f"flying, no-removal limit {NO_REMOVAL_LIMIT}"
    ]
    try:
        for material in args.men:
            for found in sample(
                material, args.count, args.result, args.min_distance, args.max_distance,
                args.to_move, rng, args.tries,
            ):  # fmt: skip
                lines.extend((found.comment(), found.line()))
    except SamplingError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    text = "\n".join(lines) + "\n"
    if args.output is None:
        sys.stdout.write(text)
    else:
        args.output.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
