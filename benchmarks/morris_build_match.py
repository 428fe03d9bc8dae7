"""Two builds of the app play a level of a Morris game against each other, each through its own
``ninetka-engine`` process, colours alternating; the rules library here checks every move.

For measuring a change of the engine against the code before it: check the earlier commit out
beside this one and build its core there (docs/STRENGTH.md, "One engine for the family"):

    git worktree add /tmp/ninetka-before COMMIT
    (cd /tmp/ninetka-before/native && cargo build --release &&
     cp target/release/lib_core.so ../ninetka_desktop/_core.abi3.so)
    .venv/bin/python benchmarks/morris_build_match.py --before /tmp/ninetka-before \\
        --level 6 --games 40 --seed 1

Both engines read the tables of the same data folder (``--home``, by default the user's).
Games come in pairs that share their seeds, this checkout's build White in the first and Black in
the second: the seeds choose the book's line, and a line can favour one colour, so a seed played
by one colour only would measure the seed rather than the build (two copies of one build scored
20% against each other over ten unpaired games). The seeds come from ``--seed``, so the same
command plays the same games as far as the searches are deterministic (helper threads are not).
Prints a line a game and a summary: the score of this checkout's build (``--after``) with its
95% Wilson interval and both builds' move times.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.games.morris import MorrisState  # noqa: E402

#: Plies after which a game that no rule has ended is scored a draw (the rules' draws come
#: first in practice).
MAX_PLIES = 600


class Engine:
    """One ``ninetka-engine`` process of the checkout ``root``."""

    def __init__(self, root: Path, home: Path | None) -> None:
        env = {**os.environ, "PYTHONPATH": str(root), "QT_QPA_PLATFORM": "offscreen"}
        if home is not None:
            env["NINETKA_HOME"] = str(home)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "ninetka_desktop.protocol.engine"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=root,
        )
        self.times: list[float] = []

    def ask(self, command: str) -> str:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError(f"the engine ended while answering {command!r}")
            if line == "\n" and lines:
                break
            lines.append(line.rstrip("\n"))
        answer = "\n".join(lines)
        if not answer.startswith("="):
            raise RuntimeError(f"{command!r}: {answer}")
        return answer[1:].strip()

    def close(self) -> None:
        with contextlib.suppress(RuntimeError, OSError):
            self.ask("quit")
        self.process.wait(timeout=30)


@dataclass
class Tally:
    wins: int = 0
    draws: int = 0
    losses: int = 0
    endings: dict[str, int] = field(default_factory=dict)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def score(self) -> float:
        return (self.wins + 0.5 * self.draws) / self.games


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def play_game(
    engines: tuple[Engine, Engine], options: list[str], level: int, seed: int
) -> tuple[int | None, str, int]:
    """One game, ``engines[0]`` White: the winner (0, 1, None) for the colours, the reason and
    the plies."""
    for engine in engines:
        engine.ask(" ".join(["newgame", "morris", *options]))
    state = MorrisState.from_options(_options(options))
    while not state.is_over() and len(state.move_stack) < MAX_PLIES:
        mover, other = engines[state.to_move], engines[1 - state.to_move]
        started = time.monotonic()
        # genmove plays the move in the mover's own game too.
        move = mover.ask(f"genmove level={level} seed={seed * 1_000 + len(state.move_stack)}")
        mover.times.append(time.monotonic() - started)
        state.play(move)  # the rules library checks every move
        other.ask(f"play {move}")
    outcome = state.outcome()
    if outcome is None:
        return None, "plies", len(state.move_stack)
    return outcome.winner, outcome.reason, len(state.move_stack)


def _options(words: list[str]) -> dict[str, object]:
    options: dict[str, object] = {}
    for word in words:
        name, _, value = word.partition("=")
        flags = {"on": True, "off": False}
        options[name] = flags.get(value, int(value) if value.isdigit() else value)
    return options


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--before", type=Path, required=True, help="the other checkout")
    parser.add_argument("--after", type=Path, default=ROOT, help="this checkout (default)")
    parser.add_argument("--level", type=int, default=6)
    parser.add_argument("--games", type=int, default=40, help="an even number: pairs of games")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--home", type=Path, default=None, help="NINETKA_HOME for both")
    parser.add_argument(
        "--option", action="append", default=[], help="newgame morris's KEY=VALUE (repeatable)"
    )
    args = parser.parse_args(argv)
    if args.games % 2:
        parser.error("--games must be even: each seed is played once with each colour")
    after, before = Engine(args.after, args.home), Engine(args.before, args.home)
    tally = Tally()
    started = time.monotonic()
    try:
        for g in range(args.games):
            after_white = g % 2 == 0
            pair = (after, before) if after_white else (before, after)
            game_seed = args.seed * 10_000 + g // 2  # a pair of games per seed
            winner, reason, plies = play_game(pair, args.option, args.level, game_seed)
            after_side = 0 if after_white else 1
            if winner is None:
                tally.draws += 1
                result = "draw"
            elif winner == after_side:
                tally.wins += 1
                result = "after wins"
            else:
                tally.losses += 1
                result = "before wins"
            tally.endings[reason] = tally.endings.get(reason, 0) + 1
            colour = "White" if after_white else "Black"
            line = f"game {g + 1}: after as {colour}, {result} ({reason}, {plies} plies)"
            print(line, flush=True)
    finally:
        after.close()
        before.close()
    low, high = wilson(tally.score, tally.games)
    endings = " ".join(f"{k}={v}" for k, v in sorted(tally.endings.items()))
    print(
        f"after against before, level {args.level}: {tally.wins} wins, {tally.draws} draws, "
        f"{tally.losses} losses of {tally.games}: {100 * tally.score:.1f}% "
        f"(95% {100 * low:.1f}-{100 * high:.1f}%); endings {endings}"
    )
    for name, engine in (("after", after), ("before", before)):
        times = engine.times
        print(
            f"{name}'s moves: {statistics.median(times):.2f} s median, {max(times):.2f} s "
            f"longest, {len(times)} moves"
        )
    print(f"{time.monotonic() - started:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
