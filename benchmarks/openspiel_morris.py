"""Morris against another program's AI: the Monte Carlo tree search bot of DeepMind's OpenSpiel.

    pip install open_spiel            # not a dependency of the app; any env with this project
    python benchmarks/openspiel_morris.py --level 6 --games 20 [--simulations 20000] [--save-dir D]
                                          [--seconds 3] [--jobs 2] [--seed 1]

Every game is played under this app's rules (RULES.md section 2) on our own ``MorrisState``; an
OpenSpiel ``nine_mens_morris`` state replays the same moves so that its bot (UCT with random
roll-outs, MCTS-Solver on) can answer. Seats alternate, so our level plays White in half the
games. Each ply checks that both engines agree on the legal moves, which also checks the point
mapping below. The rules differ only in the draws: OpenSpiel knows neither the repetition draw
nor the no-removal count (its game stops after a fixed number of turns), so our state decides
those; a game that OpenSpiel ends first is reported as a divergence, not scored.

Prints the score of our level with a 95% interval and the Elo difference, the longest move of
each side and how the games ended.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.ai import choose_move  # noqa: E402
from ninetka_desktop.arena.cli import progress, run_games, save_record  # noqa: E402
from ninetka_desktop.arena.stats import elo_summary, wilson_interval  # noqa: E402
from ninetka_desktop.games.morris import MorrisState  # noqa: E402
from ninetka_desktop.games.morris.geometry import parse_point  # noqa: E402
from ninetka_desktop.games.morris.moves import MorrisMove  # noqa: E402
from ninetka_desktop.games.records import Seat, record_to_json  # noqa: E402

#: OpenSpiel numbers the points row by row from the top left; our names in that order.
OPENSPIEL_ORDER = "a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1"
OPENSPIEL_POINTS = tuple(parse_point(name) for name in OPENSPIEL_ORDER.split(" "))
OUR_TO_OPENSPIEL = {ours: index for index, ours in enumerate(OPENSPIEL_POINTS)}
NUM_POINTS = 24


@dataclass(frozen=True, slots=True)
class Spec:
    index: int
    level: int
    #: Our level's seat: 0 White (moves first), 1 Black.
    our_seat: int
    simulations: int
    seconds: float
    seed: int


@dataclass(frozen=True, slots=True)
class Result:
    spec: Spec
    #: Our level's points: 1, 0.5 or 0; None when OpenSpiel ended the game first.
    points: float | None
    reason: str
    plies: int
    longest_ours: float
    longest_theirs: float
    #: The game as a record (``--save-dir``), our level in its seat.
    record: dict[str, Any]


def openspiel_actions(move: MorrisMove) -> list[int]:
    """Our move as OpenSpiel actions: a placement or a step, then the removal if there is one."""
    dst = OUR_TO_OPENSPIEL[move.dst]
    if move.src is None:
        actions = [dst]
    else:
        actions = [NUM_POINTS + OUR_TO_OPENSPIEL[move.src] * NUM_POINTS + dst]
    if move.remove is not None:
        actions.append(OUR_TO_OPENSPIEL[move.remove])
    return actions


def check_same_moves(ours: MorrisState, theirs: Any) -> None:
    """Both engines offer the same first actions (else the mapping or the rules differ)."""
    expected = sorted({openspiel_actions(move)[0] for move in ours.legal_moves()})
    actual = sorted(theirs.legal_actions())
    if expected != actual:
        raise AssertionError(
            f"the engines disagree after {len(ours.move_stack)} plies:\n"
            f"{ours.board_diagram()}\nours {expected}\nOpenSpiel {actual}"
        )


def their_move(bot: Any, theirs: Any) -> MorrisMove:
    """Ask OpenSpiel's bot for a whole move (it picks a removal as a second decision)."""
    player = theirs.current_player()
    first = bot.step(theirs)
    probe = theirs.clone()
    probe.apply_action(first)
    remove = None
    if not probe.is_terminal() and probe.current_player() == player:
        remove = OPENSPIEL_POINTS[bot.step(probe)]
    if first < NUM_POINTS:
        return MorrisMove(None, OPENSPIEL_POINTS[first], remove)
    src, dst = divmod(first - NUM_POINTS, NUM_POINTS)
    return MorrisMove(OPENSPIEL_POINTS[src], OPENSPIEL_POINTS[dst], remove)


def play(spec: Spec) -> Result:
    import pyspiel  # imported here so that the module loads (and says what to install) without it

    game = pyspiel.load_game("nine_mens_morris")
    evaluator = pyspiel.RandomRolloutEvaluator(1, spec.seed)
    bot = pyspiel.MCTSBot(
        game, evaluator, 2.0, spec.simulations, 1000, True, spec.seed, False,
        pyspiel.ChildSelectionPolicy.UCT, spec.seconds,
    )  # fmt: skip
    ours = MorrisState()
    theirs = game.new_initial_state()
    rng = random.Random(spec.seed)
    longest = [0.0, 0.0]  # ours, theirs
    while not ours.is_over():
        if theirs.is_terminal():
            record = game_record(ours, spec)
            return Result(spec, None, "openspiel-ended", len(ours.move_stack), *longest, record)
        check_same_moves(ours, theirs)
        started = time.perf_counter()
        if ours.to_move == spec.our_seat:
            move = ours.parse_move(choose_move(ours, spec.level, seed=rng.randrange(2**31)))
            side = 0
        else:
            move = their_move(bot, theirs)
            side = 1
        longest[side] = max(longest[side], time.perf_counter() - started)
        ours.push(move)  # raises IllegalMoveError if OpenSpiel's bot broke our rules
        for action in openspiel_actions(move):
            theirs.apply_action(action)
    outcome = ours.outcome()
    assert outcome is not None
    points = 0.5 if outcome.winner is None else float(outcome.winner == spec.our_seat)
    record = game_record(ours, spec)
    return Result(spec, points, outcome.reason, len(ours.move_stack), *longest, record)


def game_record(state: MorrisState, spec: Spec) -> dict[str, Any]:
    seats = [Seat(f"Level {spec.level}", "computer", spec.level), Seat("OpenSpiel MCTS")]
    if spec.our_seat == 1:
        seats.reverse()
    return record_to_json(state, seats)


def summary(results: list[Result], level: int) -> list[str]:
    scored = [r for r in results if r.points is not None]
    points = sum(r.points for r in scored if r.points is not None)
    wins = sum(r.points == 1.0 for r in scored)
    losses = sum(r.points == 0.0 for r in scored)
    games = len(scored)
    share = points / games if games else 0.0
    interval = wilson_interval(points, games)
    endings: dict[str, int] = {}
    for result in results:
        endings[result.reason] = endings.get(result.reason, 0) + 1
    as_white = [r for r in scored if r.spec.our_seat == 0]
    white_points = sum(r.points for r in as_white if r.points is not None)
    return [
        f"games: {games} scored, {len(results) - games} ended by OpenSpiel first",
        f"level {level}: wins={wins} draws={games - wins - losses} losses={losses} "
        f"score={share:.3f} ci95=[{interval.low:.3f}, {interval.high:.3f}] "
        f"(as White {white_points:g}/{len(as_white)})",
        f"elo level {level} - openspiel: {elo_summary(points, games)}",
        f"max_move_s: level {level} {max((r.longest_ours for r in results), default=0):.2f}, "
        f"openspiel {max((r.longest_theirs for r in results), default=0):.2f}",
        "endings: " + " ".join(f"{k}={v}" for k, v in sorted(endings.items())),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", type=int, default=6)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--simulations", type=int, default=20000, help="OpenSpiel's MCTS budget")
    parser.add_argument(
        "--seconds", type=float, default=3.0, help="OpenSpiel's wall-clock cap per decision"
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--save-dir", type=Path, help="write every game's record here")
    args = parser.parse_args(argv)
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print("OpenSpiel is not installed: pip install open_spiel", file=sys.stderr)
        return 2
    specs = [
        Spec(i, args.level, i % 2, args.simulations, args.seconds, args.seed * 100_003 + i)
        for i in range(args.games)
    ]
    if args.save_dir:
        args.save_dir.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    results: list[Result] = []
    for result in run_games(specs, args.jobs, play):
        results.append(result)
        if args.save_dir:
            save_record(args.save_dir, result.spec.index, result.record)
        progress(len(results), len(specs), started)
    sys.stderr.write("\n")
    for result in sorted(results, key=lambda r: r.spec.index):
        colour = ("White", "Black")[result.spec.our_seat]
        print(
            f"game {result.spec.index + 1}: level {args.level} as {colour} "
            f"scored {result.points}, {result.reason} after {result.plies} plies"
        )
    for line in summary(results, args.level):
        print(line)
    print(f"wall_s: {time.monotonic() - started:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
