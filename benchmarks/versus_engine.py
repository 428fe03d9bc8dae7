"""Play one of our entrants in-process against another checkout's engine over the engine protocol.

    .venv/bin/python benchmarks/versus_engine.py --checkout ../old-checkout --level 6 \\
        --engine-level 6 --games 20

    .venv/bin/python benchmarks/versus_engine.py --engine-command "ninetka-engine" ...

The other engine runs as a process (``python -m ninetka_desktop.protocol.engine`` started in the
checkout with that checkout on ``PYTHONPATH``, or any ``--engine-command``) and is asked for its
moves with ``genmove level=N seed=S``; our side plays through ``arena.match.pick_move`` (a level
1-6, ``greedy`` or ``random``). Colours alternate from game to game (use an even number of
games). Every move of either side is checked by our rules library before it is played, and the
final scores are compared with the engine's own. Prints our score with a 95% interval, the Elo
difference, and both sides' median and longest move times. 2-player 9tka only.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path

from ninetka_desktop.arena.match import check_entrant, pick_move
from ninetka_desktop.arena.stats import elo_summary, wilson_interval
from ninetka_desktop.games.ninetka import NinetkaState


class EngineError(Exception):
    """The other engine answered with an error or broke the protocol."""


class Engine:
    """A protocol engine process; ``ask`` sends one command and returns its reply's text."""

    def __init__(self, command: list[str], cwd: Path | None, pythonpath: Path | None) -> None:
        env = dict(os.environ)
        if pythonpath is not None:
            env["PYTHONPATH"] = str(pythonpath)
        self._process = subprocess.Popen(
            command, cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, bufsize=1,
        )

    def ask(self, command: str) -> str:
        stdin, stdout = self._process.stdin, self._process.stdout
        assert stdin is not None and stdout is not None
        stdin.write(command + "\n")
        stdin.flush()
        lines: list[str] = []
        while True:
            line = stdout.readline()
            if not line:
                raise EngineError(f"the engine ended while answering {command!r}")
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.rstrip("\n"))
        head, text = lines[0][:1], " ".join([lines[0][1:].strip(), *lines[1:]]).strip()
        if head != "=":
            raise EngineError(f"{command!r} failed: {text}")
        return text

    def close(self) -> None:
        with contextlib.suppress(EngineError, OSError):
            self.ask("quit")
        self._process.wait(timeout=10)


def play_game(
    engine: Engine, ours: str, engine_level: int, our_seat: int, seed: int
) -> tuple[int, tuple[int, ...], list[float], list[float]]:
    """One game; (winner seat, scores, our move seconds, the engine's move seconds)."""
    state = NinetkaState(players=2)
    engine.ask("newgame 9tka players=2")
    rng = random.Random(seed)
    our_times: list[float] = []
    their_times: list[float] = []
    while not state.is_over():
        start = time.perf_counter()
        if state.to_move == our_seat:
            move = pick_move(ours, state, rng)
            our_times.append(time.perf_counter() - start)
            text = state.move_to_str(move)
            engine.ask(f"play {text}")
        else:
            text = engine.ask(f"genmove level={engine_level} seed={rng.randrange(2**31)}")
            their_times.append(time.perf_counter() - start)
            move = state.parse_move(text)
            if move not in state.legal_moves():
                raise EngineError(f"the engine played the illegal move {text!r}")
        state.push(move)
    outcome = state.outcome()
    assert outcome is not None and outcome.winner is not None
    theirs = tuple(int(s) for s in engine.ask("scores").split())
    if theirs != outcome.scores:
        raise EngineError(f"the engine counts {theirs}, our rules {outcome.scores}")
    return outcome.winner, outcome.scores, our_times, their_times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--checkout", type=Path, help="the other checkout's root directory")
    where.add_argument("--engine-command", help="the command line of the other engine")
    parser.add_argument("--python", default=sys.executable, help="python for --checkout")
    parser.add_argument("--level", default="6", help="our entrant: a level 1-6, greedy, random")
    parser.add_argument("--engine-level", type=int, default=6)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    ours = check_entrant(args.level)
    if args.checkout is not None:
        checkout = args.checkout.resolve()
        command = [args.python, "-m", "ninetka_desktop.protocol.engine"]
        engine = Engine(command, checkout, checkout)
    else:
        engine = Engine(shlex.split(args.engine_command), None, None)
    points = 0
    our_times: list[float] = []
    their_times: list[float] = []
    try:
        for index in range(args.games):
            our_seat = index % 2
            winner, scores, mine, theirs = play_game(
                engine, ours, args.engine_level, our_seat, args.seed * 7919 + index
            )
            points += winner == our_seat
            our_times += mine
            their_times += theirs
            print(
                f"game {index + 1}: ours seat {our_seat + 1}, scores {scores[0]}-{scores[1]}, "
                f"{'won' if winner == our_seat else 'lost'} (total {points}/{index + 1})",
                flush=True,
            )
    finally:
        engine.close()
    interval = wilson_interval(points, args.games)
    print(f"games: {args.games}")
    print(
        f"ours {ours} vs engine level {args.engine_level}: wins={points} "
        f"score={points / args.games:.3f} ci95=[{interval.low:.3f}, {interval.high:.3f}] "
        f"elo {elo_summary(points, args.games)}"
    )
    for name, times in (("ours", our_times), ("engine", their_times)):
        print(
            f"{name} median_move_s={statistics.median(times):.2f} max_move_s={max(times):.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
