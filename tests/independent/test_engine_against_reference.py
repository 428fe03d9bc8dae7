"""Cross-check the real console engine against the independent references, through its protocol.

Random games are chosen from the *reference's* legal moves and sent with ``play``; after every
move the engine's ``legal_moves``, ``status``, ``scores``, ``winner`` and ``showboard`` are
compared with the reference. A few illegal moves per game must be refused with ``?`` and leave
the state unchanged; now and then an ``undo`` is checked against a replay of the shorter record.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import reference_morris as rm
from helpers import reference_ninetka as rn

ROOT = Path(__file__).resolve().parents[2]
STATS: Counter[str] = Counter()  # games / plies compared per configuration
OVER_TO_MOVE: Counter[str] = Counter()  # what `status` says for to_move once a game is over


class Engine:
    """The console engine as a subprocess; one command at a time, GTP-style replies."""

    def __init__(self, timeout: float = 1800.0) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ninetka_desktop.protocol.engine"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            bufsize=1,
        )
        self.watchdog = threading.Timer(timeout, self.proc.kill)
        self.watchdog.daemon = True
        self.watchdog.start()

    def ask_many(self, lines: list[str]) -> list[tuple[bool, str]]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        for line in lines:
            assert "\n" not in line
        self.proc.stdin.write("".join(line + "\n" for line in lines))
        self.proc.stdin.flush()
        replies = []
        for line in lines:
            first = self.proc.stdout.readline()
            if not first:
                raise RuntimeError(f"engine died (or timed out) after {line!r}")
            first = first.rstrip("\n")
            assert first[:1] in ("=", "?"), (line, first)
            body = [first[2:]]
            while True:
                nxt = self.proc.stdout.readline()
                if not nxt:
                    raise RuntimeError(f"engine died mid-reply to {line!r}")
                if nxt == "\n":
                    break
                body.append(nxt.rstrip("\n"))
            replies.append((first[0] == "=", "\n".join(body)))
        return replies

    def ask(self, line: str) -> tuple[bool, str]:
        return self.ask_many([line])[0]

    def ok(self, line: str) -> str:
        good, text = self.ask(line)
        assert good, f"{line!r} failed: {text}"
        return text

    def close(self) -> None:
        try:
            self.ask("quit")
            self.proc.wait(timeout=10)
        finally:
            self.watchdog.cancel()
            if self.proc.poll() is None:
                self.proc.kill()


@pytest.fixture(scope="module")
def engine() -> Iterator[Engine]:
    eng = Engine()
    yield eng
    eng.close()


@pytest.fixture(scope="module", autouse=True)
def report() -> Iterator[None]:
    yield
    if STATS:
        print("\ncompared (independent reference vs engine):")
        for key in sorted(STATS):
            print(f"  {key}: {STATS[key]}")
        print(f"  to_move reported once over: {dict(OVER_TO_MOVE)}")


# --- reading the engine's answers ----------------------------------------------------------------

STATUS_RE = re.compile(r"phase=(\w+) to_move=(\d+) over=(true|false)")


def engine_state(eng: Engine) -> dict[str, object]:
    replies = eng.ask_many(["legal_moves", "status", "scores", "winner", "showboard"])
    for (good, text), cmd in zip(replies, ["legal_moves", "status", "scores", "winner", "board"],
                                 strict=True):
        assert good, f"{cmd} failed: {text}"
    legal_text, status_text, scores_text, winner_text, board_text = (t for _, t in replies)
    m = STATUS_RE.fullmatch(status_text.strip())
    assert m, status_text
    return {
        "legal": legal_text.split(),
        "phase": m.group(1),
        "to_move": int(m.group(2)),
        "over": m.group(3) == "true",
        "scores": [int(x) for x in scores_text.split()],
        "winner": winner_text.strip(),
        "board": board_text,
    }


NINETKA_SYMBOLS = {"Y": 1, "B": 2, "O": 3, "G": 4, "N": "N"}


def parse_ninetka_board(text: str) -> dict[str, str | int]:
    lines = text.split("\n")
    top = next(i for i, line in enumerate(lines) if line.split() == list(rn.FILES))
    board: dict[str, str | int] = {}
    for k in range(11):
        row = 11 - k
        line = lines[top + 1 + k]
        assert int(line[:2]) == row, line
        for col in range(11):
            ch = line[4 + 2 * col] if 4 + 2 * col < len(line) else " "
            cell = rn.name(col, row)
            if ch in NINETKA_SYMBOLS:
                board[cell] = NINETKA_SYMBOLS[ch]
            else:
                assert ch in ".o " or cell in rn.CORNERS, (cell, ch, line)
    return board


HAND_RE = re.compile(r"White: (\d+) on board, (\d+) in hand.*Black: (\d+) on board, (\d+) in hand")


def parse_morris_board(text: str) -> tuple[set[str], set[str], list[int]]:
    lines = [line for line in text.split("\n") if line.strip()]
    start = next(i for i, line in enumerate(lines) if line.startswith("7 "))
    white, black = set(), set()
    for p in rm.POINTS:
        col, rank = "abcdefg".index(p[0]), int(p[1])
        line = lines[start + (7 - rank) * 2]
        assert line.startswith(f"{rank} "), line
        ch = line[2 + 4 * col]
        if ch == "O":
            white.add(p)
        elif ch == "@":
            black.add(p)
        else:
            assert ch in "+-|", (p, ch, line)
    m = next(HAND_RE.search(line) for line in lines if HAND_RE.search(line))
    assert m is not None
    assert (int(m.group(1)), int(m.group(3))) == (len(white), len(black)), text
    return white, black, [int(m.group(2)), int(m.group(4))]


# --- comparing ---------------------------------------------------------------------------------


def compare_common(got: dict[str, object], ref_legal: list[str], phase: str, to_move: int,
                   scores: list[int], winner: str, context: str) -> None:
    legal = got["legal"]
    assert isinstance(legal, list)
    assert len(legal) == len(set(legal)), f"duplicate legal moves {context}: {legal}"
    missing, extra = set(ref_legal) - set(legal), set(legal) - set(ref_legal)
    assert not missing and not extra, (
        f"legal_moves differ {context}: engine lacks {sorted(missing)}, has extra {sorted(extra)}"
    )
    assert got["phase"] == phase, f"phase {got['phase']} != {phase} {context}"
    assert got["over"] == (phase == "over"), f"over flag {got['over']} {context}"
    if phase != "over":
        assert got["to_move"] == to_move, f"to_move {got['to_move']} != {to_move} {context}"
    assert got["scores"] == scores, f"scores {got['scores']} != {scores} {context}"
    assert got["winner"] == winner, f"winner {got['winner']} != {winner} {context}"


def compare_ninetka(eng: Engine, ref: rn.NinetkaReference, context: str) -> None:
    got = engine_state(eng)
    compare_common(got, ref.legal_moves(), ref.status_phase(), ref.to_move, ref.scores(),
                   ref.winner(), context)
    board = parse_ninetka_board(str(got["board"]))
    assert board == ref.board, f"board differs {context}"
    if ref.over:
        OVER_TO_MOVE[f"9tka to_move={got['to_move']}"] += 1


def compare_morris(eng: Engine, ref: rm.MorrisReference, context: str) -> None:
    got = engine_state(eng)
    compare_common(got, ref.legal_moves(), ref.status_phase(), ref.side + 1, ref.scores(),
                   ref.winner(), context + f" (reference: {ref.reason or 'going on'})")
    white, black, hand = parse_morris_board(str(got["board"]))
    assert (white, black, hand) == (ref.men[0], ref.men[1], ref.hand), f"board differs {context}"
    if ref.over:
        OVER_TO_MOVE[f"morris to_move={got['to_move']}"] += 1


# --- illegal moves -------------------------------------------------------------------------------

JUNK = ["Z9", "A0", "B12", "L5", "xyz", "A7-", "-F7", "A7-F7-G7", "E6E6", "11", "A", "d6-",
        "-d6", "d6x", "x", "d4", "h1", "a0", "a8", "d6-d7-d6", "a1-", "0", "-"]


def ninetka_illegal_candidates(ref: rn.NinetkaReference, rng: random.Random) -> list[str]:
    cands = [*JUNK, "A1", "K11", "pass", "PASS", *rng.sample(rn.ALL_CELLS, 8)]
    for move in ref.legal_moves():
        if "-" in move:
            slot, land = move.split("-")
            dc, dr = rn.direction(slot)
            col, row = rn.parse(land)
            for step in (-1, 1, 2):
                c2, r2 = col + step * dc, row + step * dr
                if 0 <= c2 <= 10 and 1 <= r2 <= 11:
                    cands.append(f"{slot}-{rn.name(c2, r2)}")
            cands.append(f"{land}-{slot}")
    for slot in rn.SLOTS:
        if slot in ref.board:
            cands.append(slot)
            if ref.phase == "movement":
                land = ref.landing(slot)
                if land is not None:
                    cands.append(f"{slot}-{land}")  # another player's slide
                else:
                    dc, dr = rn.direction(slot)
                    col, row = rn.parse(slot)
                    cands.append(f"{slot}-{rn.name(col + dc, row + dr)}")  # a blocked counter
    cands += [c.lower() for c in cands[:]]
    return sorted({c for c in cands if c and not ref.accepts(c)})


def morris_illegal_candidates(ref: rm.MorrisReference, rng: random.Random) -> list[str]:
    cands = [*JUNK, "pass", *rng.sample(rm.POINTS, 6)]
    pts = rm.POINTS
    for _ in range(6):
        a, b, c = rng.sample(pts, 3)
        cands += [f"{a}-{b}", f"{a}x{b}", f"{a}-{b}x{c}"]
    me, opp = ref.side, 1 - ref.side
    for move in ref.legal_moves():
        base, _, removed = move.partition("x")
        if removed:
            cands.append(base)  # a mill without its removal
            cands += [f"{base}x{p}" for p in pts]  # every other target, own men and empties too
        else:
            cands += [f"{base}x{p}" for p in rng.sample(pts, 3)]
            if "-" not in base:
                cands.append(f"{base}-{rng.choice(pts)}")
    for src in ref.men[me] | ref.men[opp]:
        cands += [f"{src}-{p}" for p in rng.sample(pts, 4)]
    legal = set(ref.legal_moves())
    return sorted({c for c in cands if c and c not in legal})


def probe_illegal(eng: Engine, candidates: list[str], rng: random.Random, count: int,
                  compare: object, context: str) -> int:
    chosen = rng.sample(candidates, min(count, len(candidates)))
    if not chosen:
        return 0
    replies = eng.ask_many([f"play {c}" for c in chosen])
    for c, (good, text) in zip(chosen, replies, strict=True):
        assert not good, f"engine accepted illegal move {c!r} {context}"
        assert text.strip(), f"empty error for {c!r} {context}"
    assert callable(compare)
    compare(f"after illegal {chosen} {context}")  # state unchanged
    return len(chosen)


# --- games -------------------------------------------------------------------------------------


def read_neutrals(eng: Engine) -> list[str]:
    board = parse_ninetka_board(eng.ok("showboard"))
    assert set(board.values()) == {"N"}, board
    return sorted(board)


def play_ninetka_game(eng: Engine, players: int, neutrals: str, seed: int,
                      illegal_probes: int = 3, undo_rate: float = 0.03) -> int:
    rng = random.Random(seed)
    label = f"9tka players={players} neutrals={neutrals}"
    command = f"newgame 9tka players={players} neutrals={neutrals}"
    if neutrals == "random":
        command += f" seed={seed}"
    eng.ok(command)

    def fresh() -> rn.NinetkaReference:
        r = rn.NinetkaReference(players)
        if neutrals == "random":
            r.set_random_neutrals(placed)
        return r

    placed: list[str] = []
    if neutrals == "random":
        placed = read_neutrals(eng)
        eng.ok(command)  # the same seed must give the same placement
        assert read_neutrals(eng) == placed, f"seed {seed} is not reproducible"
    ref = fresh()
    context = f"[{command}; moves: {' '.join(ref.history)}]"
    compare_ninetka(eng, ref, context)
    probe_plies = set(rng.sample(range(100), illegal_probes))
    ply = 0
    while not ref.over:
        ctx = f"[{command}; moves: {' '.join(ref.history)}]"
        if ply in probe_plies:
            cands = ninetka_illegal_candidates(ref, rng)
            STATS[f"{label}: illegal moves"] += probe_illegal(
                eng, cands, rng, 3, lambda c: compare_ninetka(eng, ref, c), ctx)
        move = rng.choice(ref.legal_moves())
        written = move
        if rng.random() < 0.2:
            written = move.lower()
        if ref.phase == "movement" and "-" in move and rng.random() < 0.3:
            written = move.split("-")[0]  # the bare slot (RULES 1.8)
        good, text = eng.ask(f"play {written}")
        assert good, f"engine refused {written!r} ({move}): {text} {ctx}"
        ref.play(move)
        ply += 1
        compare_ninetka(eng, ref, f"[{command}; moves: {' '.join(ref.history)}]")
        if rng.random() < undo_rate:
            eng.ok("undo")
            shorter = fresh()
            for m in ref.history[:-1]:
                shorter.play(m)
            compare_ninetka(eng, shorter, f"after undo [{command}; moves: {' '.join(ref.history)}]")
            eng.ok(f"play {ref.history[-1]}")
            compare_ninetka(eng, ref, f"after redo [{command}; moves: {' '.join(ref.history)}]")
            STATS[f"{label}: undos"] += 1
    end_cands = ninetka_illegal_candidates(ref, rng)
    STATS[f"{label}: illegal moves"] += probe_illegal(
        eng, end_cands, rng, 3, lambda c: compare_ninetka(eng, ref, c), "after the end")
    STATS[f"{label}: games"] += 1
    STATS[f"{label}: plies"] += ply
    STATS[f"{label}: passes"] += ref.history.count("pass")
    if ref.scores().count(max(ref.scores())) > 1:
        STATS[f"{label}: won on the latest-seat tie-break"] += 1
    return ply


def choose_morris_move(ref: rm.MorrisReference, rng: random.Random,
                       style: tuple[float, float]) -> str:
    """A random legal move; ``style`` = (chance to undo one's last slide, chance to stay quiet)."""
    legal = ref.legal_moves()
    back, quiet_bias = style
    if ref.placing():
        return rng.choice(legal)
    quiet = [m for m in legal if "x" not in m]
    # Shuffle back and forth to provoke repetitions and long quiet stretches.
    if len(ref.history) >= 2 and rng.random() < back:
        last = ref.history[-2].partition("x")[0]
        if "-" in last:
            a, b = last.split("-")
            if f"{b}-{a}" in quiet:
                return f"{b}-{a}"
    if quiet and rng.random() < quiet_bias:
        return rng.choice(quiet)
    return rng.choice(legal)


def play_morris_game(eng: Engine, options: str, seed: int, illegal_probes: int = 3,
                     undo_rate: float = 0.02, max_plies: int = 600) -> int:
    rng = random.Random(seed)
    opts = dict(o.split("=") for o in options.split())
    flying = opts.get("flying", "on") == "on"
    repetition = opts.get("repetition", "on") == "on"
    no_removal = int(opts.get("no_removal", "100"))
    style = (rng.choice([0.0, 0.1, 0.3]), rng.choice([0.0, 0.5, 0.8]))
    if seed % 3 == 0:
        style = (0.6, 0.8)  # a strong shuffler: repetitions and quiet stretches
    command = f"newgame morris {options}".strip()
    label = f"morris {options or '(defaults)'}"
    eng.ok(command)

    def fresh() -> rm.MorrisReference:
        return rm.MorrisReference(flying=flying, repetition=repetition, no_removal=no_removal)

    ref = fresh()
    compare_morris(eng, ref, f"[{command}]")
    probe_plies = set(rng.sample(range(60), illegal_probes))
    ply = 0
    while not ref.over and ply < max_plies:
        ctx = f"[{command}; moves: {' '.join(ref.history)}]"
        if ply in probe_plies:
            cands = morris_illegal_candidates(ref, rng)
            STATS[f"{label}: illegal moves"] += probe_illegal(
                eng, cands, rng, 3, lambda c: compare_morris(eng, ref, c), ctx)
        if any("x" in m for m in ref.legal_moves()):
            theirs = ref.men[1 - ref.side]
            if theirs and all(rm.in_mill(p, theirs) for p in theirs):
                STATS[f"{label}: mills where every opponent man is in a mill"] += 1
        move = choose_morris_move(ref, rng, style)
        good, text = eng.ask(f"play {move}")
        assert good, f"engine refused {move!r}: {text} {ctx}"
        ref.play(move)
        ply += 1
        compare_morris(eng, ref, f"[{command}; moves: {' '.join(ref.history)}]")
        if rng.random() < undo_rate:
            eng.ok("undo")
            shorter = fresh()
            for m in ref.history[:-1]:
                shorter.play(m)
            compare_morris(eng, shorter, f"after undo [{command}; moves: {' '.join(ref.history)}]")
            eng.ok(f"play {ref.history[-1]}")
            compare_morris(eng, ref, f"after redo [{command}; moves: {' '.join(ref.history)}]")
            STATS[f"{label}: undos"] += 1
        if ply % 50 == 0 and not ref.over:
            # perft through the protocol from the middle of a game, against the reference.
            depth = 2 if ref.placing() else 3
            assert int(eng.ok(f"perft {depth}")) == rm.perft(ref, depth), ctx
            STATS[f"{label}: mid-game perft"] += 1
    if ref.over:
        STATS[f"{label}: ended by {ref.reason}"] += 1
        end_cands = morris_illegal_candidates(ref, rng)
        STATS[f"{label}: illegal moves"] += probe_illegal(
            eng, end_cands, rng, 3, lambda c: compare_morris(eng, ref, c), "after the end")
        assert eng.ok("perft 1") == "0"
    STATS[f"{label}: games"] += 1
    STATS[f"{label}: plies"] += ply
    return ply


# --- the tests ---------------------------------------------------------------------------------

NINETKA_CONFIGS = [(2, "chosen", 4), (2, "random", 3), (3, "chosen", 4), (3, "random", 3),
                   (4, "chosen", 3), (4, "random", 3)]
MORRIS_CONFIGS = [("", 5), ("flying=off", 4), ("repetition=off", 3), ("no_removal=10", 3),
                  ("repetition=off no_removal=1", 2), ("repetition=off no_removal=0", 3)]


@pytest.mark.parametrize(("players", "neutrals", "games"), NINETKA_CONFIGS)
def test_ninetka_random_games(engine: Engine, players: int, neutrals: str, games: int) -> None:
    for game in range(games):
        play_ninetka_game(engine, players, neutrals, seed=1000 * players + game)


@pytest.mark.parametrize(("options", "games"), MORRIS_CONFIGS)
def test_morris_random_games(engine: Engine, options: str, games: int) -> None:
    for game in range(games):
        play_morris_game(engine, options, seed=7000 + game)


@pytest.mark.parametrize(
    ("depth", "expected"), [(1, 24), (2, 552), (3, 12144), (4, 255024), (5, None)]
)
def test_morris_perft_from_the_start(engine: Engine, depth: int, expected: int | None) -> None:
    engine.ok("newgame morris")
    want = rm.perft(rm.MorrisReference(), depth) if expected is None else expected
    assert expected is None or rm.perft(rm.MorrisReference(), depth) == expected
    assert int(engine.ok(f"perft {depth}")) == want


@pytest.mark.slow
def test_many_random_games() -> None:
    # Ten batches of seeds in one test (a normal run reports one skip), an engine process each.
    for batch in range(10):
        eng = Engine()
        try:
            for i in range(15):
                seed = 100_000 + 1000 * batch + i
                players = 2 + i % 3
                play_ninetka_game(eng, players, "random" if i % 2 else "chosen", seed,
                                  illegal_probes=2, undo_rate=0.01)
                options = [o for o, _ in MORRIS_CONFIGS][i % len(MORRIS_CONFIGS)]
                for extra in ("", "" if "flying" in options else " flying=off"):
                    play_morris_game(eng, (options + extra).strip(), seed, illegal_probes=2,
                                     undo_rate=0.01)
        finally:
            eng.close()


# --- targeted Morris endings ---------------------------------------------------------------------


def placement_moves(white: list[str], black: list[str]) -> list[str]:
    return [p for pair in zip(white, black, strict=True) for p in pair]


def play_sequence(eng: Engine, options: str, moves: list[str]) -> rm.MorrisReference:
    opts = dict(o.split("=") for o in options.split())
    ref = rm.MorrisReference(flying=opts.get("flying", "on") == "on",
                             repetition=opts.get("repetition", "on") == "on",
                             no_removal=int(opts.get("no_removal", "100")))
    command = f"newgame morris {options}".strip()
    eng.ok(command)
    for move in moves:
        good, text = eng.ask(f"play {move}")
        assert good, f"engine refused {move!r}: {text} [{command}; moves: {' '.join(ref.history)}]"
        ref.play(move)
        compare_morris(eng, ref, f"[{command}; moves: {' '.join(ref.history)}]")
    return ref


# No mills; after the last placement every White man is hemmed in (empty: e3 e4 f2 f4 f6 g7).
WHITE_HEMMED = placement_moves(["a4", "a7", "b2", "b6", "c3", "c5", "d1", "d5", "g1"],
                               ["a1", "b4", "c4", "d2", "d3", "d6", "d7", "e5", "g4"])
# No mills; White's first slide c3-d3 leaves every Black man without a move.
BLACK_HEMMED = placement_moves(["a4", "b4", "c3", "d2", "d6", "d7", "e4", "f6", "g1"],
                               ["a1", "a7", "b2", "d1", "e3", "f2", "f4", "g4", "g7"])


@pytest.mark.parametrize("options", ["", "flying=off", "no_removal=1"])
def test_blocked_at_the_start_of_the_moving_phase(engine: Engine, options: str) -> None:
    ref = play_sequence(engine, options, WHITE_HEMMED)
    assert (ref.winner(), ref.reason) == ("2", "blocked")


@pytest.mark.parametrize("options", ["", "flying=off", "no_removal=1", "no_removal=1 flying=off"])
def test_blocked_beats_the_no_removal_draw(engine: Engine, options: str) -> None:
    # With no_removal=1 the first quiet ply reaches the limit, and it also blocks Black:
    # the reading checks "blocked" before the draw rules, so White wins.
    ref = play_sequence(engine, options, [*BLACK_HEMMED, "c3-d3"])
    assert (ref.winner(), ref.reason) == ("1", "blocked")


@pytest.mark.parametrize("repetition", ["on", "off"])
def test_the_position_after_the_last_placement_counts_for_repetition(
    engine: Engine, repetition: str
) -> None:
    # From the position after placing (BLACK_HEMMED without c3-d3), both sides shuffle one man
    # back and forth; the post-placement position then occurs a 3rd time after 8 plies.
    probe = rm.MorrisReference()
    for m in BLACK_HEMMED:
        probe.play(m)
    shuffle = find_shuffle(probe)
    ref = play_sequence(engine, f"repetition={repetition}", BLACK_HEMMED + shuffle * 2)
    if repetition == "on":
        assert (ref.winner(), ref.reason) == ("draw", "repetition")
    else:
        assert ref.winner() == "none"


def find_shuffle(ref: rm.MorrisReference) -> list[str]:
    """Four quiet slides a-b, c-d, b-a, d-c that end nothing and bring the position back."""
    for w in ref.legal_moves():
        if "x" in w:
            continue
        one = ref.copy()
        one.play(w)
        for b in one.legal_moves():
            a1, b1 = w.split("-")
            c1, d1 = b.split("-") if "x" not in b else ("", "")
            if not c1:
                continue
            seq = [w, b, f"{b1}-{a1}", f"{d1}-{c1}"]
            trial = ref.copy()
            try:
                for m in seq:
                    trial.play(m)
            except ValueError:
                continue
            if not trial.over:
                return seq
    raise AssertionError("no shuffle found")


def test_a_mill_may_take_any_man_when_all_are_in_mills(engine: Engine) -> None:
    # Black's only men a1 a4 a7 form a mill; White's b2 d2 f2 then may take any of them.
    moves = ["b2", "a1", "d2", "a4", "c3", "a7xc3"]
    ref = play_sequence(engine, "", moves)
    assert {m for m in ref.legal_moves() if m.startswith("f2")} == {"f2xa1", "f2xa4", "f2xa7"}
    ref = play_sequence(engine, "", [*moves, "f2xa4"])
    assert ref.men[1] == {"a1", "a7"} and ref.hand == [5, 6]
