"""Sanmill's move and score at each of one side's moves of a recorded Morris game.

    python benchmarks/sanmill_second_opinion.py RECORD [--side white|black] [--from N] [--to N]
                                                [--skill 30] [--move-time 1] [--engine PATH]

RECORD is a game record of the app (``sanmill_morris.py --records DIR`` writes them). For each
ply in ``[--from, --to)`` where ``--side`` (by default the computer seat of the record) is to
move, Sanmill is given the game up to that ply and asked for its move, checked by our rules
as in a match (``sanmill_morris.whole_move``: a move that closes a mill is asked again for its
removal). One line a ply: the move played, Sanmill's, its score (Sanmill's units, 5 a man, for
the side to move) and ``same`` or ``other``, then the count of each. What it tells: whether a
game was lost by moves the other engine would have played too.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sanmill_morris import (  # noqa: E402
    DEFAULT_ENGINE,
    Sanmill,
    SanmillError,
    tokens_of,
    whole_move,
)

from ninetka_desktop.games.morris import MorrisState  # noqa: E402
from ninetka_desktop.games.records import RecordError, load_record  # noqa: E402

SIDES = {"white": 0, "black": 1}


def opinions(
    engine: Sanmill, state: MorrisState, side: int, first: int, last: int
) -> list[tuple[int, str, str, int | None]]:
    """``(ply, played, Sanmill's move, its score)`` at each of ``side``'s plies in range."""
    game = MorrisState.from_options(state.options())
    tokens: list[str] = []
    found = []
    for ply, move in enumerate(state.move_stack):
        if first <= ply < last and game.to_move == side:
            token = engine.best(tokens)
            score = engine.last_score  # before a removal's own question
            theirs = whole_move(engine, game, tokens, token)
            answer = token if theirs is None else game.move_to_str(theirs)
            found.append((ply, game.move_to_str(move), answer, score))
        tokens.extend(tokens_of(move))
        game.push(move)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("record", type=Path)
    parser.add_argument("--side", choices=sorted(SIDES), help="default: the computer seat")
    parser.add_argument("--from", dest="first", type=int, default=0, help="first ply")
    parser.add_argument("--to", dest="last", type=int, default=10_000, help="ply after the last")
    parser.add_argument("--skill", type=int, default=30)
    parser.add_argument("--move-time", type=float, default=1.0)
    parser.add_argument("--engine", type=Path, default=DEFAULT_ENGINE)
    args = parser.parse_args(argv)
    try:
        record = load_record(args.record)
    except RecordError as exc:
        parser.error(f"{args.record}: {exc}")
    state = record.state
    if not isinstance(state, MorrisState) or state.variant.key != "nine":
        parser.error(f"{args.record}: not a game of Nine Men's Morris")
    if args.side is not None:
        side = SIDES[args.side]
    else:
        computers = [i for i, seat in enumerate(record.seats) if seat.kind == "computer"]
        if len(computers) != 1:
            parser.error("the record has no single computer seat: give --side")
        side = computers[0]
    try:
        engine = Sanmill(args.engine, args.skill, args.move_time)
    except SanmillError as exc:
        print(f"sanmill_second_opinion.py: {exc}", file=sys.stderr)
        return 1
    try:
        found = opinions(engine, state, side, args.first, args.last)
    finally:
        engine.close()
    same = 0
    for ply, played, theirs, score in found:
        verdict = "same" if theirs == played else "other"
        same += verdict == "same"
        shown = "-" if score is None else f"{score:+d}"
        print(f"ply {ply:3d}  played {played:10s} sanmill {theirs:10s} {shown:>4s}  {verdict}")
    print(f"same {same} other {len(found) - same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
