"""Where did a level lose its 2-player 9tka games? The exact solver judges the arena's records.

    python benchmarks/lost_games.py RECORDS_DIR --level 6 [--waiting 25 28] [--seconds 20]

For every saved game (``ninetka-arena ... --save-dir RECORDS_DIR``) that ``--level`` lost, the
movement phase is replayed and, at the first position with at most W waiting counters (for
each W of ``--waiting``), solved exactly for that level's seat. "lost" at a level's own
``solver_waiting`` means the game was already gone when the solver took over: the tree search
of the earlier phases lost it; "won"/"drawn" there means the loss came later (the solver never
loses a won position, so that would be a bug). The larger W show how far back it was decided.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.ai.control import SearchControl  # noqa: E402
from ninetka_desktop.ai.ninetka.solver import movement_value  # noqa: E402
from ninetka_desktop.games.errors import RecordError  # noqa: E402
from ninetka_desktop.games.ninetka import NinetkaState  # noqa: E402
from ninetka_desktop.games.records import load_record  # noqa: E402

PHASE_MOVEMENT = 2


def verdict(value: int) -> str:
    """The solver's value for a seat in words (2 * lead, a tie decided by the tie-break)."""
    return "won" if value > 0 else "lost"


def waiting(state: NinetkaState) -> int:
    return state.movable_count(0) + state.movable_count(1)


def first_with_waiting(final: NinetkaState, limit: int) -> NinetkaState | None:
    """The game's first movement position with at most ``limit`` waiting counters (waiting
    counters only ever leave in the movement phase, so walk back while the bound holds)."""
    state = final.copy()
    while state.is_over() and state.move_stack:
        state.pop()
    found = None
    while state.phase_index == PHASE_MOVEMENT and waiting(state) <= limit:
        found = state.copy()
        if not state.move_stack:
            break
        state.pop()
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("records", type=Path)
    parser.add_argument("--level", type=int, default=6)
    parser.add_argument("--waiting", type=int, nargs="+", default=[25, 28])
    parser.add_argument(
        "--seconds", type=float, default=20.0, help="wall-clock limit per solve (busy: more)"
    )
    args = parser.parse_args(argv)
    games = lost = 0
    tally: dict[int, dict[str, int]] = {w: {} for w in args.waiting}
    for path in sorted(args.records.glob("*.json")):
        try:
            record = load_record(path)
        except RecordError as exc:
            print(f"{path.name}: skipped ({exc})")
            continue
        levels = [seat.level for seat in record.seats]
        if args.level not in levels or not isinstance(record.state, NinetkaState):
            continue
        if record.state.num_players != 2:
            continue
        games += 1
        seat = levels.index(args.level)
        outcome = record.state.outcome()
        if outcome is None or outcome.winner == seat:
            continue
        lost += 1
        words = []
        final = record.state
        assert isinstance(final, NinetkaState)
        for limit in args.waiting:
            position = first_with_waiting(final, limit)
            if position is None:
                words.append(f"<={limit}: never")
                tally[limit]["never"] = tally[limit].get("never", 0) + 1
                continue
            started = time.monotonic()
            control = SearchControl(deadline=started + args.seconds)
            try:
                value = movement_value(position.copy(), control)
            except Exception:  # SearchStopped: too big for the time given
                words.append(f"<={limit}: unsolved")
                tally[limit]["unsolved"] = tally[limit].get("unsolved", 0) + 1
                continue
            mine = value if position.to_move == seat else -value
            said = verdict(mine)
            tally[limit][said] = tally[limit].get(said, 0) + 1
            words.append(f"<={limit}: {said} ({time.monotonic() - started:.1f} s)")
        print(f"{path.name}: level {args.level} lost {outcome.scores}; " + ", ".join(words))
    print(f"\nlevel {args.level} lost {lost} of {games} games")
    for limit, counts in tally.items():
        print(f"first position with <= {limit} waiting: {counts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
