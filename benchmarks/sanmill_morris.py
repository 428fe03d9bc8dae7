"""Morris against the Sanmill engine (a UCI-dialect command-line program; not part of the app).

    python benchmarks/sanmill_morris.py --level 6 --skill 15 --move-time 1 --games 10 --jobs 2
                                        [--seed 1] [--max-plies 400] [--records DIR]
                                        [--engine PATH]

Every game is played on our own ``MorrisState`` (RULES.md section 2): both sides' moves are
checked against our legal moves, and an illegal Sanmill move stops the run with an error. Our
level plays White in even-numbered games (from 0), Black in odd ones. A game ends by our rules
(win, ``repetition`` or ``no-removal`` draw), by Sanmill claiming its N-move draw
(``bestmove draw``, or ``bestmove none`` when its own rules see the game over; scored as a
draw) or at the ply cap (a draw).

Sanmill speaks one token a ply: ``d6``, ``a1-a4``, and a removal as its own ply ``xg7`` (our
``a1-a4xg7``). The engine is ``--engine``, else ``$SANMILL``, else ``sanmill`` on the PATH.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import queue
import random
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.ai import choose_move  # noqa: E402
from ninetka_desktop.arena.cli import run_games, save_record  # noqa: E402
from ninetka_desktop.games.errors import GameError  # noqa: E402
from ninetka_desktop.games.morris import MorrisMove, MorrisState  # noqa: E402
from ninetka_desktop.games.morris.geometry import parse_point, point_name  # noqa: E402
from ninetka_desktop.games.records import Seat, atomic_write_text, record_to_json  # noqa: E402

DEFAULT_ENGINE = Path(os.environ.get("SANMILL") or shutil.which("sanmill") or "sanmill")
#: Sanmill's N-move rule, matching our ``no_removal_limit``.
N_MOVE_RULE = 100
_BESTMOVE = re.compile(r"(?:^|\s)bestmove\s+(\S+)\s*$")


class SanmillError(RuntimeError):
    """The engine broke the protocol, timed out, died, or played an illegal move."""


class Sanmill:
    """One Sanmill process; lines are read by a thread so that every read has a timeout."""

    def __init__(self, path: Path, skill: int, move_time: float) -> None:
        self.move_time = move_time
        try:
            self._process = subprocess.Popen(
                [str(path)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                bufsize=1,
            )
        except OSError as exc:
            raise SanmillError(f"cannot start {path}: {exc}") from exc
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        try:
            self._send("uci")
            self._wait_for(lambda line: line.strip() == "uciok", 10.0, "uciok")
            seconds = max(0, round(move_time))
            for name, value in (
                ("SkillLevel", str(skill)),
                ("MoveTime", str(seconds)),
                ("Shuffling", "true"),
                ("NMoveRule", str(N_MOVE_RULE)),
            ):
                self._send(f"setoption name {name} value {value}")
            self._send("isready")
            lines = self._wait_for(lambda line: line.strip() == "readyok", 10.0, "readyok")
            refused = [line for line in lines if line.startswith("No such option")]
            if refused:
                raise SanmillError("engine refused an option: " + "; ".join(refused))
        except BaseException:
            self.close()
            raise

    def _read(self) -> None:
        stdout = self._process.stdout
        assert stdout is not None
        for line in stdout:
            self._lines.put(line.rstrip("\n"))
        self._lines.put(None)  # end of output: the engine has exited

    def _send(self, command: str) -> None:
        stdin = self._process.stdin
        assert stdin is not None
        try:
            stdin.write(command + "\n")
            stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise SanmillError(f"the engine is gone (sending {command!r}): {exc}") from exc

    def _wait_for(self, done: Any, timeout: float, what: str) -> list[str]:
        """Lines up to and including the first for which ``done(line)``; SanmillError on timeout."""
        deadline = time.monotonic() + timeout
        seen: list[str] = []
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise SanmillError(f"no {what} from the engine within {timeout:.0f}s")
            try:
                line = self._lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise SanmillError(f"the engine exited while we waited for {what}")
            seen.append(line)
            if done(line):
                return seen

    def best(self, tokens: list[str]) -> str:
        """Sanmill's next token (a ply, or ``draw``) after the plies ``tokens``."""
        position = "position startpos" + (" moves " + " ".join(tokens) if tokens else "")
        self._send(position)
        self._send("go")
        lines = self._wait_for(
            lambda line: _BESTMOVE.search(line) is not None,
            self.move_time * 5 + 15.0,
            "bestmove",
        )
        match = _BESTMOVE.search(lines[-1])
        assert match is not None
        return match.group(1)

    def close(self) -> None:
        """Ask the engine to quit, then kill it if it has not within two seconds."""
        process = self._process
        if process.poll() is None:
            with contextlib.suppress(SanmillError):
                self._send("quit")
            try:
                process.wait(timeout=2.0)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=5.0)
        for stream in (process.stdin, process.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()


def tokens_of(move: MorrisMove) -> list[str]:
    """Our move as Sanmill plies: ``a1-a4xg7`` is ``a1-a4`` then ``xg7``."""
    first = point_name(move.dst)
    if move.src is not None:
        first = f"{point_name(move.src)}-{first}"
    if move.remove is None:
        return [first]
    return [first, "x" + point_name(move.remove)]


def _parse_step(token: str) -> tuple[int | None, int]:
    try:
        if "-" in token:
            src, dst = token.split("-", 1)
            return parse_point(src), parse_point(dst)
        return None, parse_point(token)
    except GameError as exc:
        raise SanmillError(f"Sanmill answered {token!r}, which is not a move: {exc}") from exc


@dataclass(frozen=True, slots=True)
class Spec:
    index: int
    level: int
    #: Our level's seat: 0 White (moves first), 1 Black.
    our_seat: int
    skill: int
    move_time: float
    max_plies: int
    seed: int
    engine: str


@dataclass(slots=True)
class Result:
    spec: Spec
    #: Our level's points: 1, 0.5 or 0.
    points: float
    reason: str
    plies: int
    our_seconds: list[float] = field(default_factory=list)
    their_seconds: list[float] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)
    record: dict[str, Any] = field(default_factory=dict)


def their_move(engine: Sanmill, state: MorrisState, tokens: list[str]) -> MorrisMove | None:
    """Sanmill's whole move, checked against our legal moves; None when it claims a draw or
    answers ``none`` (its own rules, e.g. its count of repetitions, ended the game drawn)."""
    token = engine.best(tokens)
    if token in ("draw", "none"):
        return None
    where = f"after {len(state.move_stack)} moves ({' '.join(tokens) or 'start'})"
    if token.startswith("x"):
        raise SanmillError(f"Sanmill answered a removal {token!r} {where}, but no mill was closed")
    src, dst = _parse_step(token)
    legal = state.legal_moves()
    candidates = [m for m in legal if m.src == src and m.dst == dst]
    if not candidates:
        raise SanmillError(
            f"Sanmill played the illegal move {token!r} {where}:\n{state.board_diagram()}"
        )
    if all(m.remove is None for m in candidates):
        return candidates[0]
    removal = engine.best([*tokens, token])
    if not removal.startswith("x"):
        raise SanmillError(
            f"Sanmill closed a mill with {token!r} {where} but answered {removal!r}, no removal"
        )
    try:
        removed = parse_point(removal[1:])
    except GameError as exc:
        raise SanmillError(f"Sanmill answered {removal!r}, not a removal: {exc}") from exc
    for move in candidates:
        if move.remove == removed:
            return move
    raise SanmillError(
        f"Sanmill played the illegal removal {token} {removal} {where}:\n{state.board_diagram()}"
    )


def play(spec: Spec) -> Result:
    state = MorrisState(no_removal_limit=N_MOVE_RULE)
    rng = random.Random(spec.seed)
    tokens: list[str] = []
    result = Result(spec, 0.5, "", 0)
    engine = Sanmill(Path(spec.engine), spec.skill, spec.move_time)
    try:
        reason = ""
        while not state.is_over():
            if len(state.move_stack) >= spec.max_plies:
                reason = "ply-cap"
                break
            started = time.perf_counter()
            if state.to_move == spec.our_seat:
                text = choose_move(state, spec.level, seed=rng.randrange(2**31))
                move: MorrisMove | None = state.parse_move(text)  # checked by our rules
                result.our_seconds.append(time.perf_counter() - started)
            else:
                move = their_move(engine, state, tokens)
                result.their_seconds.append(time.perf_counter() - started)
                if move is None:
                    reason = "sanmill-claims-draw"
                    break
            assert move is not None
            state.push(move)
            tokens.extend(tokens_of(move))
    finally:
        engine.close()
    outcome = state.outcome()
    if outcome is not None:
        reason = outcome.reason
        result.points = 0.5 if outcome.winner is None else float(outcome.winner == spec.our_seat)
    result.reason = reason
    result.plies = len(state.move_stack)
    result.moves = [text for _, text in state.history_in_notation()]
    seats = [Seat(f"Level {spec.level}", "computer", spec.level), Seat(f"Sanmill {spec.skill}")]
    if spec.our_seat == 1:
        seats.reverse()
    result.record = record_to_json(state, seats)
    return result


def write_record(folder: Path, result: Result) -> None:
    """``game-NNNN.json`` (a record the app opens) and ``game-NNNN.txt`` (the move list)."""
    save_record(folder, result.spec.index, result.record)
    colour = ("White", "Black")[result.spec.our_seat]
    lines = [
        f"# level {result.spec.level} as {colour} vs Sanmill skill {result.spec.skill}: "
        f"{result.points:g}, {result.reason}, {result.plies} plies",
        *(f"{ply // 2 + 1}{'.' if ply % 2 == 0 else '...'} {text}"
          for ply, text in enumerate(result.moves)),
    ]  # fmt: skip
    atomic_write_text(folder / f"game-{result.spec.index + 1:04d}.txt", "\n".join(lines) + "\n")


def summary(results: list[Result]) -> list[str]:
    wins = sum(r.points == 1.0 for r in results)
    losses = sum(r.points == 0.0 for r in results)
    draws = len(results) - wins - losses
    score = 100.0 * (wins + 0.5 * draws) / len(results) if results else 0.0
    ours = [s for r in results for s in r.our_seconds] or [0.0]
    theirs = [s for r in results for s in r.their_seconds] or [0.0]
    endings: dict[str, int] = {}
    for result in results:
        endings[result.reason] = endings.get(result.reason, 0) + 1
    return [
        f"wins {wins} draws {draws} losses {losses} score {score:.1f}%",
        f"our time per move: median {statistics.median(ours):.2f}s max {max(ours):.2f}s "
        f"(Sanmill: median {statistics.median(theirs):.2f}s max {max(theirs):.2f}s)",
        "endings: " + " ".join(f"{k}={v}" for k, v in sorted(endings.items())),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--level", type=int, default=6, help="our level, 1-6")
    parser.add_argument("--skill", type=int, default=15, help="Sanmill's SkillLevel, 1-30")
    parser.add_argument("--move-time", type=float, default=1.0, help="Sanmill's seconds a move")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=400, help="a draw after this many")
    parser.add_argument("--records", type=Path, help="write each game's moves to this folder")
    parser.add_argument("--engine", type=Path, default=DEFAULT_ENGINE)
    args = parser.parse_args(argv)
    if not 1 <= args.level <= 6:
        parser.error("--level must be from 1 to 6")
    if args.games < 1 or args.jobs < 1 or args.max_plies < 1 or args.move_time <= 0:
        parser.error("--games, --jobs, --max-plies and --move-time must be positive")
    if not args.engine.is_file():
        parser.error(f"no engine at {args.engine}")
    specs = [
        Spec(
            i, args.level, i % 2, args.skill, args.move_time, args.max_plies,
            args.seed * 100_003 + i, str(args.engine),
        )
        for i in range(args.games)
    ]  # fmt: skip
    if args.records:
        args.records.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    results: list[Result] = []
    try:
        for result in run_games(specs, args.jobs, play):
            results.append(result)
            if args.records:
                write_record(args.records, result)
            colour = ("White", "Black")[result.spec.our_seat]
            print(
                f"game {result.spec.index + 1}: level {args.level} as {colour} "
                f"vs Sanmill skill {args.skill}: {result.points:g} ({result.reason}, "
                f"{result.plies} plies, our max move {max(result.our_seconds, default=0):.2f}s)",
                flush=True,
            )
    except SanmillError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    for line in summary(results):
        print(line)
    print(f"wall {time.monotonic() - started:.0f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
