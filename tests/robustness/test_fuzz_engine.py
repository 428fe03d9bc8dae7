"""``ninetka-engine`` fed random lines and random bytes: every command answered with ``=`` or
``?`` in one well-framed reply, never an internal error or a traceback, and a failed command
changes nothing.

In-process through ``EngineSession`` for speed (``FAST_EXAMPLES // 2`` sessions of up to 30
lines in the normal suite, ``SLOW_EXAMPLES`` with ``--runslow``), plus one real subprocess fed
raw random bytes whose output must equal the in-process engine's.
"""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from helpers.checks import replays_legally
from helpers.fuzz_bases import played
from helpers.mutations import FAST_EXAMPLES, ODD_STRINGS, SLOW_EXAMPLES, fuzz_settings
from hypothesis import given
from hypothesis import strategies as st

from ninetka_desktop.ai import choose_move
from ninetka_desktop.games.records import save_record
from ninetka_desktop.protocol import session as session_module
from ninetka_desktop.protocol.engine import serve
from ninetka_desktop.protocol.session import MAX_LINE_LENGTH, EngineSession

COMMANDS = [
    "protocol_version", "name", "version", "list_commands", "known_command", "newgame",
    "legal_moves", "play", "undo", "genmove", "status", "scores", "winner", "showboard",
    "perft", "loadgame", "savegame", "fen", "setfen",
]
#: Commands that change the game when they succeed; every other one never changes it.
CHANGING = {"newgame", "play", "undo", "genmove", "loadgame", "setfen"}
POSITIONS = [
    "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1",
    "********/********/O@O@@OO* w m s 4 0 3 0 0 0 0 0 0 0 0 0 10",
    "********/********/O@O@@OO* w m s 4 0 3 0 0 0 0 0 0 0 0 0",
    "********/********/OO@@@*** w m s 2 0 3 0 0 0 0 0 0 0 0 0 30",
    "********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1",
    "9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 chosen",
    "9tka 9/11/11/4N6/11/11/11/11/11/11/9 y n 18,18 chosen",
    "9tka 9/11/11/11/11/11/11/11/11/11/9 y n 9,9,9,9 random:3",
    "9tka", "9TKA x", "\x1b[2J", "#", "w", "",
]
OPTION_WORDS = [
    "players=2", "players=3", "players=4", "players=5", "players=x", "players=",
    "neutrals=random", "neutrals=chosen", "neutrals=odd", "seed=7", "seed=-1",
    "seed=" + "9" * 50, "flying=on", "flying=off", "flying=maybe", "repetition=no",
    "no_removal=0", "no_removal=10", "no_removal=-3", "no_removal=99999", "level=1",
    "level=7", "movetime=5", "colour=red", "=", "a=b=c", "players=2", "players=2",
]
WHITESPACE = [" ", "  ", "\t", "\u3000", "\x0b", "\x1c", "\u2028", "\x85"]


def fingerprint(session: EngineSession) -> tuple[Any, ...]:
    game = session.game
    return (
        id(game),
        game.game_name,
        json.dumps(game.options(), sort_keys=True),
        tuple(str(move) for move in game.move_stack),
        session.finished,
    )


@st.composite
def command_line(draw: st.DrawFn, session: EngineSession, files: dict[str, str]) -> str:
    kind = draw(st.sampled_from(["command"] * 6 + ["junk", "long", "comment"]))
    if kind == "junk":
        return draw(st.text(max_size=60) | st.sampled_from(ODD_STRINGS))
    if kind == "long":
        return "play " + "A" * (MAX_LINE_LENGTH + draw(st.integers(-5, 5)))
    if kind == "comment":
        return draw(st.sampled_from(["", "   ", "# a comment", "\t#", "status # trailing"]))
    name = draw(st.sampled_from(COMMANDS))
    if draw(st.integers(0, 9)) == 0:
        name = name.upper()
    args: list[str] = []
    if name == "play":
        # The same draws whatever the position (a random seed may have changed it), so that
        # hypothesis can replay an example: an index taken modulo the legal moves.
        legal = [session.game.move_to_str(m) for m in session.game.legal_moves()]
        pick, lower, use_legal = (
            draw(st.integers(0, 10**6)), draw(st.booleans()), draw(st.integers(0, 3))
        )
        junk = draw(st.lists(st.sampled_from(["Z9", "a1", "d6xg7", "pass", "A7-F7", "", "x"]),
                             max_size=2))
        if legal and use_legal:
            move = legal[pick % len(legal)]
            args = [move.lower() if lower else move]
        else:
            args = junk
    elif name == "newgame":
        args = [draw(st.sampled_from(["9tka", "morris", "MORRIS", "ninetka", "chess", ""]))]
        args += draw(st.lists(st.sampled_from(OPTION_WORDS), max_size=4))
    elif name == "genmove":
        # Always with a short movetime: the levels' own caps would make the test slow.
        args = [f"movetime={draw(st.integers(1, 30))}"]
        args += draw(st.lists(st.sampled_from(["level=1", "level=6", "level=0", "seed=3",
                                               "seed=x", "depth=2", "movetime=9"]), max_size=2))
    elif name == "perft":
        args = draw(st.lists(st.sampled_from(["0", "1", "2", "13", "-1", "x", "1.5"]),
                             max_size=2))
    elif name in ("loadgame", "savegame"):
        choice = draw(st.sampled_from([*sorted(files), "missing.json", '"unclosed', "", "a b",
                                       "notes#1.json", "'x  y.json'", "\x1b[2J.json"]))
        args = [files.get(choice, choice)] if choice else []
        if name == "savegame" and args and args[0] in files.values():
            args = ['"saved here.json"']  # never overwrite the inputs
    elif name == "setfen":
        args = [draw(st.sampled_from(POSITIONS) | st.text(max_size=40))]
        args = [arg for arg in args if arg.strip()]
    elif name == "known_command":
        args = draw(st.lists(st.sampled_from([*COMMANDS, "nope", "QUIT"]), max_size=2))
    else:
        args = draw(st.lists(st.sampled_from(["x", "1", ""]), max_size=1))
    words = [name, *args]
    if draw(st.integers(0, 4)) == 0:
        words.insert(0, draw(st.sampled_from(["7", "0012", "٣", "²", "99999999999999999999"])))
    line = draw(st.sampled_from(WHITESPACE)).join(word for word in words if word)
    if draw(st.integers(0, 9)) == 0:
        line = draw(st.sampled_from(WHITESPACE)) + line + draw(st.sampled_from(["\r", "\n", ""]))
    return line


def check_reply(session: EngineSession, line: str, tally: Counter[str]) -> None:
    before = fingerprint(session)
    reply = session.handle(line)
    content = line.replace("\t", " ").split("#", 1)[0].strip()
    if not content:
        assert reply is None, line
        assert fingerprint(session) == before
        tally["ignored"] += 1
        return
    assert reply is not None, line
    text = reply.render()
    assert text[0] in "=?" and text.endswith("\n\n") and "\n\n" not in text[:-2], text
    assert "internal error" not in text and "Traceback" not in text, (line, text)
    words = content.split()
    numbered = words[0].isascii() and words[0].isdigit()
    command = words[1] if numbered and len(words) > 1 else words[0]
    if not reply.ok:
        tally["failed"] += 1
        assert "\n" not in text[:-2] and text[:-2].isprintable(), text
        assert fingerprint(session) == before, f"the failed command {line!r} changed the game"
    else:
        tally["answered"] += 1
        if command.lower() not in CHANGING and command.lower() != "quit":
            assert fingerprint(session) == before, f"{line!r} changed the game"
    assert replays_legally(session.game)


def record_files(folder: Path) -> dict[str, str]:
    good = folder / "good game.json"
    save_record(good, played("morris", {}, 30, 1))
    bad = folder / "bad.json"
    bad.write_text('{"format": "ninetka-record", "version": 1, "game": "9tka", "moves": ["Z9"]}')
    return {"good": f'"{good}"', "bad": str(bad), "dir": str(folder)}


def deterministic_genmove(monkeypatch: pytest.MonkeyPatch) -> None:
    """genmove through the real AI, but at Beginner's work budget and a fixed seed: a move cut
    short by the clock would make the sessions, and so hypothesis's draws, irreproducible."""

    def choose(
        game: Any, level: int, seed: int | None = None, deadline: Any = None,
        cancelled: Any = None,
    ) -> str:
        return choose_move(game, 1, seed=0 if seed is None else seed)

    monkeypatch.setattr(session_module, "choose_move", choose)


def run_session_fuzz(examples: int, folder: Path) -> Counter[str]:
    files = record_files(folder)
    tally: Counter[str] = Counter()

    @fuzz_settings(examples)
    @given(data=st.data())
    def check(data: st.DataObject) -> None:
        session = EngineSession()
        for _ in range(data.draw(st.integers(1, 30))):
            if session.finished:
                break
            check_reply(session, data.draw(command_line(session, files)), tally)
        tally["sessions"] += 1

    check()
    print(f"\nengine session: {dict(tally)}")
    return tally


def test_random_commands_never_break_the_session(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # savegame writes relative paths here
    deterministic_genmove(monkeypatch)
    tally = run_session_fuzz(FAST_EXAMPLES // 2, tmp_path)
    assert tally["failed"] and tally["answered"] and tally["ignored"]


@pytest.mark.slow
def test_random_commands_never_break_the_session_thousands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    deterministic_genmove(monkeypatch)
    run_session_fuzz(SLOW_EXAMPLES, tmp_path)


def random_input(seed: int, size: int) -> bytes:
    """Raw random bytes with some real commands mixed in (deterministic ones only)."""
    rng = random.Random(seed)
    chunks = []
    commands = [b"newgame morris", b"play d6", b"status", b"legal_moves", b"showboard",
                b"newgame 9tka players=3", b"play E6", b"undo", b"scores", b"perft 1"]
    while sum(map(len, chunks)) < size:
        if rng.random() < 0.3:
            chunks.append(rng.choice(commands) + b"\n")
        else:
            chunks.append(rng.randbytes(rng.randint(1, 200)))
    data = b"".join(chunks)
    return data.replace(b"quit", b"qu1t")  # the whole input is to be read


def test_engine_process_fed_random_bytes(tmp_path: Path) -> None:
    data = random_input(2024, 256 * 1024)
    done = subprocess.run(
        [sys.executable, "-m", "ninetka_desktop.protocol.engine"],
        input=data, capture_output=True, timeout=120, cwd=tmp_path,
    )
    assert done.returncode == 0
    assert done.stderr == b"", done.stderr[-2000:]
    expected = io.StringIO()
    serve(io.BytesIO(data), expected)
    output = done.stdout.decode("utf-8")
    assert output == expected.getvalue()
    replies = output.split("\n\n")[:-1]
    lines = [raw.decode("utf-8", errors="replace") for raw in data.split(b"\n")]
    asked = [ln for ln in lines if ln.replace("\t", " ").split("#", 1)[0].strip()]
    assert len(replies) == len(asked)
    assert all(reply.lstrip("\n")[0] in "=?" for reply in replies)
    assert "internal error" not in output
    print(f"\nengine process: {len(data)} random bytes, {len(asked)} lines answered "
          f"({sum(r.lstrip(chr(10)).startswith('=') for r in replies)} with =)")
