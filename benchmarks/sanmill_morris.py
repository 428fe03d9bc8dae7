"""Morris against the Sanmill engine (a UCI-dialect command-line program; not part of the app).

    python benchmarks/sanmill_morris.py --level 6 --skill 15 --move-time 1 --games 10 --jobs 2
                                        [--seed 1] [--max-plies 400] [--records DIR]
                                        [--engine PATH] [--positions FILE] [--side both|mover]
                                        [--tables DIR ...]

Every game is played on our own ``MorrisState`` (RULES.md section 2): both sides' moves are
checked against our legal moves, and an illegal Sanmill move stops the run with an error. Our
level plays White in even-numbered games (from 0), Black in odd ones. A game ends by our rules
(win, ``repetition`` or ``no-removal`` draw), by Sanmill claiming its N-move draw
(``bestmove draw``, or ``bestmove none`` when its own rules see the game over; scored as a
draw) or at the ply cap (a draw).

Where the endgame tables hold the position the placing phase ends in (``--tables``: the folders
our level reads, by default the app's), each game notes what they call it for our level (won,
drawn or lost), and the summary counts the games the tables called won after the placing and
how many of them our level won: perfect play wins every one and loses none.

Sanmill speaks one token a ply: ``d6``, ``a1-a4``, and a removal as its own ply ``xg7`` (our
``a1-a4xg7``). The engine is ``--engine``, else ``$SANMILL``, else ``sanmill`` on the PATH.

Set-up positions (``--positions FILE``), for endgames: one position of the moving phase a line,
every man placed, blank lines and lines starting with ``#`` ignored::

    white=a1,a4,d7,g4 black=g7,g1,d1 move=white quiet=10

``white`` and ``black`` list the points of each side's men (3 to 9 each, RULES.md 2.1 names),
``move`` is the side to move, and the optional ``quiet`` (default 0, below 100) counts the plies
already played without a removal, which both sides' N-move counters start from. A line that is
malformed, or whose game is already over, stops the run with its line number. Each position is
played ``--games`` times (an even number, default 2), our level as White in the first, as Black
in the second, and so on; seeds differ from game to game. With ``--side mover`` our level plays
the side to move of every position in all its ``--games`` games (any number; for won positions,
whether our level converts them). Our side starts from
``MorrisState.from_position`` and Sanmill from ``position fen <FEN> moves ...`` (``sanmill_fen``;
the FEN it reads back with ``d`` is checked before every game). Repetitions and the ply cap count
from the set-up position. Each game's line, its records (``"start"`` in the JSON, the header of
the text) and the summary name the position's line number. The JSON record of such a game lists
its moves from the set-up position, so the app, whose records start from the empty board, cannot
replay it; its ``"start"`` entry holds the position.
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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.ai import choose_move  # noqa: E402
from ninetka_desktop.ai.morris.tablebase import probe, use_tablebases  # noqa: E402
from ninetka_desktop.arena.cli import run_games, save_record  # noqa: E402
from ninetka_desktop.games.errors import GameError  # noqa: E402
from ninetka_desktop.games.morris import MEN_PER_SIDE, MorrisMove, MorrisState  # noqa: E402
from ninetka_desktop.games.morris.geometry import parse_point, point_name  # noqa: E402
from ninetka_desktop.games.records import Seat, atomic_write_text, record_to_json  # noqa: E402

DEFAULT_ENGINE = Path(os.environ.get("SANMILL") or shutil.which("sanmill") or "sanmill")
#: Sanmill's N-move rule, matching our ``no_removal_limit``.
N_MOVE_RULE = 100
_BESTMOVE = re.compile(r"(?:^|\s)bestmove\s+(\S+)\s*$")
_SCORE = re.compile(r"^info score (-?\d+)")


class SanmillError(RuntimeError):
    """The engine broke the protocol, timed out, died, or played an illegal move."""


class Sanmill:
    """One Sanmill process; lines are read by a thread so that every read has a timeout."""

    def __init__(self, path: Path, skill: int, move_time: float) -> None:
        self.move_time = move_time
        #: The score of Sanmill's last ``best`` (its units: 5 a man; None when it gave none).
        self.last_score: int | None = None
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
                ("EndgameNMoveRule", str(N_MOVE_RULE)),
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

    def best(self, tokens: list[str], start: str = "startpos") -> str:
        """Sanmill's next token (a ply, or ``draw``) after the plies ``tokens`` from ``start``
        (``startpos`` or ``fen <FEN>``)."""
        position = f"position {start}" + (" moves " + " ".join(tokens) if tokens else "")
        self._send(position)
        self._send("go")
        lines = self._wait_for(
            lambda line: _BESTMOVE.search(line) is not None,
            self.move_time * 5 + 15.0,
            "bestmove",
        )
        match = _BESTMOVE.search(lines[-1])
        assert match is not None
        scores = [m.group(1) for m in map(_SCORE.match, lines) if m is not None]
        self.last_score = int(scores[-1]) if scores else None
        return match.group(1)

    def read_fen(self, fen: str) -> str:
        """The FEN that Sanmill prints (``d``) after being given the position ``fen``."""
        self._send(f"position fen {fen}")
        self._send("d")
        lines = self._wait_for(lambda line: line.startswith("Fen:"), 10.0, "its FEN (d)")
        return lines[-1].removeprefix("Fen:").strip()

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


class PositionError(ValueError):
    """A line of the positions file that is not a playable set-up position."""


_KEYS = ("white", "black", "move", "quiet")
_SIDES = ("white", "black")


@dataclass(frozen=True, slots=True)
class StartPosition:
    """A set-up position of the moving phase (every man placed), from line ``line`` of a file."""

    line: int
    #: Each side's men as point names, in board order.
    white: tuple[str, ...]
    black: tuple[str, ...]
    #: 0 White, 1 Black.
    to_move: int
    #: Moving-phase plies already played without a removal.
    quiet: int = 0

    def state(self) -> MorrisState:
        """Our game from this position, with the N-move counter at ``quiet``."""
        return MorrisState.from_position(
            self.white, self.black, (0, 0), self.to_move,
            no_removal_plies=self.quiet, no_removal_limit=N_MOVE_RULE,
        )  # fmt: skip

    def text(self) -> str:
        """The position as a line of the positions file (``quiet`` only when not 0)."""
        words = [f"white={','.join(self.white)}", f"black={','.join(self.black)}"]
        words.append(f"move={_SIDES[self.to_move]}")
        if self.quiet:
            words.append(f"quiet={self.quiet}")
        return " ".join(words)


def _side_points(value: str, key: str, problem: Callable[[str], PositionError]) -> tuple[str, ...]:
    """The sorted point names of one side's ``key=a1,a4,...``; ``problem(...)`` is raised."""
    names = value.split(",")
    points: list[int] = []
    for name in names:
        if not name:
            raise problem(f"{key}= has an empty point name (a stray comma?)")
        if name != name.lower():
            raise problem(f"{key}= names {name!r}: write points in lower case, as a1 or d7")
        try:
            point = parse_point(name)
        except GameError:
            raise problem(f"{key}= names {name!r}, which is not a point (a1 .. g7)") from None
        if point in points:
            raise problem(f"{key}= names {name} twice")
        points.append(point)
    if len(points) > MEN_PER_SIDE:
        raise problem(f"{key}= has {len(points)} men, more than {MEN_PER_SIDE}")
    if len(points) < 3:
        raise problem(f"{key}= has {len(points)} men, fewer than 3")
    return tuple(point_name(p) for p in sorted(points))


def parse_position_line(text: str, line: int) -> StartPosition:
    """The position of ``text``, line ``line`` of a positions file; PositionError naming the line
    when it is malformed or its game is already over."""

    def problem(message: str) -> PositionError:
        return PositionError(f"line {line}: {message}")

    values: dict[str, str] = {}
    for word in text.split():
        key, equals, value = word.partition("=")
        if not equals:
            raise problem(f"{word!r} is not key=value (keys: {', '.join(_KEYS)})")
        if key not in _KEYS:
            raise problem(f"unknown key {key!r} (keys: {', '.join(_KEYS)})")
        if key in values:
            raise problem(f"{key}= is given twice")
        values[key] = value
    for key in ("white", "black", "move"):
        if key not in values:
            raise problem(f"{key}= is missing")
    white = _side_points(values["white"], "white", problem)
    black = _side_points(values["black"], "black", problem)
    both = sorted(set(white) & set(black), key=parse_point)
    if both:
        raise problem(f"{', '.join(both)} holds a white and a black man")
    if values["move"] not in _SIDES:
        raise problem(f"move= must be white or black, not {values['move']!r}")
    quiet_text = values.get("quiet", "0")
    if not quiet_text.isdigit() or not quiet_text.isascii():
        raise problem(f"quiet= must be a whole number of plies, not {quiet_text!r}")
    quiet = int(quiet_text)
    if quiet >= N_MOVE_RULE:
        raise problem(f"quiet={quiet} reaches the {N_MOVE_RULE}-ply no-removal draw already")
    position = StartPosition(line, white, black, _SIDES.index(values["move"]), quiet)
    try:
        outcome = position.state().outcome()
    except GameError as exc:
        raise problem(str(exc)) from exc
    if outcome is not None:
        raise problem(f"the game is already over here ({outcome.reason})")
    return position


def read_positions(path: Path) -> list[StartPosition]:
    """Every position of the file at ``path``; PositionError naming the file and line."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PositionError(f"cannot read {path}: {exc}") from exc
    positions: list[StartPosition] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        try:
            positions.append(parse_position_line(stripped, number))
        except PositionError as exc:
            raise PositionError(f"{path}, {exc}") from None
    if not positions:
        raise PositionError(f"{path} holds no position")
    return positions


#: The points in the order of Sanmill's FEN board: the inner, middle and outer square, each
#: from the midpoint of its top side clockwise.
FEN_POINTS: tuple[tuple[str, ...], ...] = (
    ("d5", "e5", "e4", "e3", "d3", "c3", "c4", "c5"),
    ("d6", "f6", "f4", "f2", "d2", "b2", "b4", "b6"),
    ("d7", "g7", "g4", "g1", "d1", "a1", "a4", "a7"),
)


def sanmill_fen(state: MorrisState) -> str:
    """Sanmill's FEN of ``state``, a position of the moving phase with every man placed.

    Fields: the board (``O`` white, ``@`` black, ``*`` empty; the squares of FEN_POINTS split
    by ``/``), the side to move (``w``/``b``), phase ``m`` (moving), action ``s`` (select a man),
    men on board and in hand of White and of Black, men each side has to remove (0 0), the last
    mill's from/to squares of White and of Black (0 0 0 0), the formed-mills mask (0), the
    N-move counter (our ``no_removal_plies``) and the move number: that of the placing's 18 plies
    and the counted plies, as a FEN-only detail.
    """
    if state.men_in_hand(0) or state.men_in_hand(1) or state.is_over():
        raise ValueError("only a game going on in the moving phase has a Sanmill FEN here")
    owners = {None: "*", 0: "O", 1: "@"}
    board = "/".join(
        "".join(owners[state.owner_at(parse_point(name))] for name in ring) for ring in FEN_POINTS
    )
    side = state.to_move
    quiet = state.no_removal_plies
    ply = 2 * MEN_PER_SIDE + quiet
    ply += (ply + side) % 2  # White moves at even plies, Black at odd ones
    fullmove = 1 + (ply - side) // 2
    counts = f"{state.men_on_board(0)} 0 {state.men_on_board(1)} 0 0 0 0 0 0 0 0"
    return f"{board} {'wb'[side]} m s {counts} {quiet} {fullmove}"


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
    #: The set-up position the game starts from; None: the empty board.
    start: StartPosition | None = None
    #: The folders of the endgame tables our level reads; None: the app's.
    tables: tuple[str, ...] | None = None


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
    #: What the tables call the position the placing phase ended in, for our level: "won",
    #: "drawn" or "lost"; "" when they do not hold it (or the game started after the placing).
    after_placing: str = ""


def table_verdict(state: MorrisState, our_seat: int) -> str:
    """What the endgame tables call ``state`` for the side ``our_seat``; "" when they lack it."""
    word = probe(state)
    if word is None:
        return ""
    if word.result == "draw":
        return "drawn"
    ours = (word.result == "win") == (state.to_move == our_seat)
    return "won" if ours else "lost"


def their_move(
    engine: Sanmill, state: MorrisState, tokens: list[str], start: str = "startpos"
) -> MorrisMove | None:
    """Sanmill's whole move, checked against our legal moves; None when it claims a draw or
    answers ``none`` (its own rules, e.g. its count of repetitions, ended the game drawn).
    ``tokens`` are the plies played from ``start`` (``startpos`` or ``fen <FEN>``)."""
    return whole_move(engine, state, tokens, engine.best(tokens, start), start)


def whole_move(
    engine: Sanmill, state: MorrisState, tokens: list[str], token: str, start: str = "startpos"
) -> MorrisMove | None:
    """``their_move`` from Sanmill's first ply ``token``, already asked for: checked, and its
    removal asked for when it closes a mill."""
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
    removal = engine.best([*tokens, token], start)
    if removal in ("draw", "none"):
        # Its N-move count ran out as the mill closed: a claim, scored as a draw like any other.
        return None
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
    rng = random.Random(spec.seed)
    tokens: list[str] = []
    result = Result(spec, 0.5, "", 0)
    position = spec.start
    state = MorrisState(no_removal_limit=N_MOVE_RULE) if position is None else position.state()
    fen = None if position is None else sanmill_fen(state)
    start = "startpos" if fen is None else f"fen {fen}"
    if spec.tables is not None:
        use_tablebases([Path(folder) for folder in spec.tables])
    placing = state.phase == "placing"
    engine = Sanmill(Path(spec.engine), spec.skill, spec.move_time)
    try:
        if position is not None:
            assert fen is not None
            echoed = engine.read_fen(fen)
            if echoed != fen:
                raise SanmillError(
                    f"Sanmill read the position of line {position.line} as {echoed!r}, not {fen!r}"
                )
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
                move = their_move(engine, state, tokens, start)
                result.their_seconds.append(time.perf_counter() - started)
                if move is None:
                    reason = "sanmill-claims-draw"
                    break
            assert move is not None
            state.push(move)
            tokens.extend(tokens_of(move))
            if placing and state.phase != "placing":
                placing = False
                if state.phase == "moving":
                    result.after_placing = table_verdict(state, spec.our_seat)
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
    if position is not None:
        result.record["start"] = {
            "line": position.line, "position": position.text(), "sanmill_fen": fen,
        }  # fmt: skip
    return result


def write_record(folder: Path, result: Result) -> None:
    """``game-NNNN.json`` (a record the app opens, when the game started from the empty board)
    and ``game-NNNN.txt`` (the move list, after the set-up position's line when there is one)."""
    save_record(folder, result.spec.index, result.record)
    colour = ("White", "Black")[result.spec.our_seat]
    start = result.spec.start
    lines = [
        f"# level {result.spec.level} as {colour} vs Sanmill skill {result.spec.skill}: "
        f"{result.points:g}, {result.reason}, {result.plies} plies",
    ]
    first = 0  # the ply that White's first move would be: Black's moves are odd plies
    if start is not None:
        lines.append(f"# from position line {start.line}: {start.text()}")
        first = start.to_move
    lines.extend(
        f"{ply // 2 + 1}{'.' if ply % 2 == 0 else '...'} {text}"
        for ply, text in enumerate(result.moves, start=first)
    )
    atomic_write_text(folder / f"game-{result.spec.index + 1:04d}.txt", "\n".join(lines) + "\n")


def _tally(results: list[Result]) -> tuple[int, int, int]:
    """Our wins, draws and losses."""
    wins = sum(r.points == 1.0 for r in results)
    losses = sum(r.points == 0.0 for r in results)
    return wins, len(results) - wins - losses, losses


def summary(results: list[Result]) -> list[str]:
    """The totals, then, for games from set-up positions, one line a position."""
    wins, draws, losses = _tally(results)
    score = 100.0 * (wins + 0.5 * draws) / len(results) if results else 0.0
    ours = [s for r in results for s in r.our_seconds] or [0.0]
    theirs = [s for r in results for s in r.their_seconds] or [0.0]
    endings: dict[str, int] = {}
    for result in results:
        endings[result.reason] = endings.get(result.reason, 0) + 1
    lines = [
        f"wins {wins} draws {draws} losses {losses} score {score:.1f}%",
        f"our time per move: median {statistics.median(ours):.2f}s max {max(ours):.2f}s "
        f"(Sanmill: median {statistics.median(theirs):.2f}s max {max(theirs):.2f}s)",
        "endings: " + " ".join(f"{k}={v}" for k, v in sorted(endings.items())),
    ]
    called = {
        verdict: [r for r in results if r.after_placing == verdict]
        for verdict in ("won", "drawn", "lost")
    }
    if any(called.values()):
        unknown = sum(r.spec.start is None and not r.after_placing for r in results)
        lines.append(
            "the tables after the placing: "
            + "; ".join(
                f"{verdict} {len(games)} (our level won {won}, drew {drew}, lost {lost})"
                for verdict, games in called.items()
                for won, drew, lost in [_tally(games)]
            )
            + f"; not in the tables {unknown}"
        )
    by_line: dict[int, list[Result]] = {}
    for result in results:
        if result.spec.start is not None:
            by_line.setdefault(result.spec.start.line, []).append(result)
    for line, games in sorted(by_line.items()):
        games.sort(key=lambda r: r.spec.index)
        won, drawn, lost = _tally(games)
        colours = "; ".join(
            f"as {colour} " + " ".join(f"{r.points:g} ({r.reason})" for r in games
                                       if r.spec.our_seat == seat)
            for seat, colour in enumerate(("White", "Black"))
            if any(r.spec.our_seat == seat for r in games)
        )  # fmt: skip
        lines.append(f"position line {line}: wins {won} draws {drawn} losses {lost}; {colours}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--level", type=int, default=6, help="our level, 1-6")
    parser.add_argument("--skill", type=int, default=15, help="Sanmill's SkillLevel, 1-30")
    parser.add_argument("--move-time", type=float, default=1.0, help="Sanmill's seconds a move")
    parser.add_argument(
        "--games", type=int, default=2,
        help="games to play; with --positions, games per position (with --side both, even: "
        "half with each colour, our level White first)",
    )  # fmt: skip
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=400, help="a draw after this many")
    parser.add_argument("--records", type=Path, help="write each game's moves to this folder")
    parser.add_argument("--engine", type=Path, default=DEFAULT_ENGINE)
    parser.add_argument(
        "--positions", type=Path, metavar="FILE",
        help="start from set-up positions of the moving phase, one a line: "
        "'white=a1,a4,d7,g4 black=g7,g1,d1 move=white [quiet=N]' (N: plies already played "
        "without a removal, default 0); blank lines and lines starting with # are skipped",
    )  # fmt: skip
    parser.add_argument(
        "--tables", type=Path, nargs="+", metavar="DIR",
        help="the folders of the endgame tables our level reads (default: the app's)",
    )  # fmt: skip
    parser.add_argument(
        "--side", choices=("both", "mover"), default="both",
        help="with --positions, our level's side: both (alternating colours, --games even) or "
        "mover (the side to move of each position in every game, e.g. to convert won positions)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    if not 1 <= args.level <= 6:
        parser.error("--level must be from 1 to 6")
    if args.games < 1 or args.jobs < 1 or args.max_plies < 1 or args.move_time <= 0:
        parser.error("--games, --jobs, --max-plies and --move-time must be positive")
    if args.side == "mover" and args.positions is None:
        parser.error("--side mover needs --positions")
    if args.positions is not None and args.side == "both" and args.games % 2:
        parser.error("with --positions, --games must be even (as many games with each colour)")
    starts: list[StartPosition | None] = [None]
    if args.positions is not None:
        try:
            starts = list(read_positions(args.positions))
        except PositionError as exc:
            parser.error(str(exc))
    if not args.engine.is_file():
        parser.error(f"no engine at {args.engine}")

    def our_seat(index: int, start: StartPosition | None) -> int:
        return start.to_move if args.side == "mover" and start is not None else index % 2

    specs = [
        Spec(
            i, args.level, our_seat(i, start), args.skill, args.move_time, args.max_plies,
            args.seed * 100_003 + i, str(args.engine), start,
            None if args.tables is None else tuple(str(d) for d in args.tables),
        )
        for i, start in enumerate(s for s in starts for _ in range(args.games))
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
            origin = (
                "" if result.spec.start is None else f" (position line {result.spec.start.line})"
            )
            print(
                f"game {result.spec.index + 1}{origin}: level {args.level} as {colour} "
                f"vs Sanmill skill {args.skill}: {result.points:g} ({result.reason}, "
                f"{result.plies} plies, our max move {max(result.our_seconds, default=0):.2f}s"
                + (f"; the tables after the placing: {result.after_placing}"
                   if result.after_placing else "")
                + ")",
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
