"""The ``ninetka-engine`` text protocol, driven line by line and as a real process."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.protocol import EngineSession
from ninetka_desktop.protocol.engine import serve


def ask(session: EngineSession, line: str) -> tuple[bool, str]:
    reply = session.handle(line)
    assert reply is not None
    rendered = reply.render()
    assert rendered.endswith("\n\n")
    assert rendered[0] in "=?"
    return reply.ok, reply.text


def ok(session: EngineSession, line: str) -> str:
    success, text = ask(session, line)
    assert success, f"{line!r} failed: {text}"
    return text


def error(session: EngineSession, line: str) -> str:
    success, text = ask(session, line)
    assert not success, f"{line!r} should fail but answered {text!r}"
    return text


def test_identity_commands() -> None:
    session = EngineSession()
    assert ok(session, "protocol_version") == "1"
    assert ok(session, "name")
    assert ok(session, "version")
    commands = ok(session, "list_commands").split("\n")
    for name in ("newgame", "legal_moves", "play", "undo", "genmove", "status", "scores",
                 "winner", "showboard", "perft", "loadgame", "savegame", "quit"):
        assert name in commands


def test_replies_are_framed_gtp_style_with_ids() -> None:
    session = EngineSession()
    reply = session.handle("7 name")
    assert reply is not None
    assert reply.render().startswith("=7 ")
    bad = session.handle("12 frobnicate")
    assert bad is not None
    assert bad.render() == "?12 unknown command: frobnicate\n\n"
    assert session.handle("   ") is None
    assert session.handle("# a comment") is None


def test_ninetka_game_through_the_protocol() -> None:
    session = EngineSession()
    ok(session, "newgame 9tka players=2")
    assert ok(session, "status") == "phase=neutrals to_move=1 over=false"
    moves = ok(session, "legal_moves").split()
    assert "E6" in moves and "B2" not in moves and all(m == m.upper() for m in moves)
    ok(session, "play e6")
    assert ok(session, "status") == "phase=neutrals to_move=2 over=false"
    assert "already" in error(session, "play E6")
    assert "E6" not in ok(session, "legal_moves").split()
    ok(session, "undo")
    assert "E6" in ok(session, "legal_moves").split()
    rng = random.Random(5)
    while ok(session, "winner") == "none":
        legal = ok(session, "legal_moves").split()
        ok(session, f"play {rng.choice(legal)}")
    assert ok(session, "status").endswith("over=true")
    assert ok(session, "legal_moves") == ""
    scores = [int(s) for s in ok(session, "scores").split()]
    assert len(scores) == 2 and sum(scores) <= 9
    assert ok(session, "winner") in ("1", "2")
    assert "over" in error(session, "genmove")


def test_ninetka_slides_are_written_in_full_and_pass_is_offered() -> None:
    session = EngineSession()
    ok(session, "newgame 9tka players=3 neutrals=random seed=11")
    assert ok(session, "status").startswith("phase=edge")
    saw_slide = False
    rng = random.Random(2)
    while ok(session, "winner") == "none":
        legal = ok(session, "legal_moves").split()
        if ok(session, "status").startswith("phase=movement"):
            assert all("-" in m for m in legal) or legal == ["pass"]
            saw_slide = True
        ok(session, f"play {rng.choice(legal)}")
    assert saw_slide


def test_random_neutrals_are_reproducible_from_the_seed() -> None:
    first, second = EngineSession(), EngineSession()
    ok(first, "newgame 9tka players=4 neutrals=random seed=99")
    ok(second, "newgame 9tka players=4 neutrals=random seed=99")
    assert ok(first, "showboard") == ok(second, "showboard")


def test_morris_game_through_the_protocol() -> None:
    session = EngineSession()
    ok(session, "newgame morris")
    assert ok(session, "status") == "phase=placing to_move=1 over=false"
    moves = ok(session, "legal_moves").split()
    assert len(moves) == 24 and all(m == m.lower() for m in moves)
    for move in ("a1", "b2", "a4", "b4"):
        ok(session, f"play {move}")
    assert "remove" in error(session, "play a7")
    assert "a7xb2" in ok(session, "legal_moves").split()
    ok(session, "play A7xB2")
    assert ok(session, "scores") == "3 1"
    assert ok(session, "perft 1") == str(len(ok(session, "legal_moves").split()))


def test_morris_perft_from_the_start() -> None:
    session = EngineSession()
    ok(session, "newgame morris flying=off")
    assert ok(session, "perft 3") == "12144"
    assert ok(session, "status") == "phase=placing to_move=1 over=false"
    ok(session, "newgame 9tka players=2")
    assert "morris" in error(session, "perft 2")


def test_genmove_is_legal_and_reproducible() -> None:
    # Level 1's budget ends its search long before its time cap even on a loaded machine; the
    # same seed gives the same move only when the budget, not the clock, stops the search.
    a, b = EngineSession(), EngineSession()
    for session in (a, b):
        ok(session, "newgame 9tka players=2")
    for _ in range(20):
        legal = ok(a, "legal_moves").split()
        move = ok(a, "genmove level=1 seed=4")
        assert move in legal
        assert ok(b, "genmove level=1 seed=4") == move


@pytest.mark.parametrize(
    "line",
    [
        "newgame",
        "newgame chess",
        "newgame 9tka",
        "newgame 9tka players=5",
        "newgame 9tka players=two",
        "newgame 9tka players=2 neutrals=many",
        "newgame 9tka players=2 colour=red",
        "newgame morris flying=maybe",
        "play",
        "play Z99",
        "play E6 E7",
        "undo now",
        "genmove level=9",
        "genmove speed=3",
        "perft",
        "perft -1",
        "loadgame",
        "savegame",
        "status extra",
    ],
)
def test_bad_commands_get_an_error_and_change_nothing(line: str) -> None:
    session = EngineSession()
    ok(session, "newgame 9tka players=3")
    ok(session, "play E6")
    before = (ok(session, "showboard"), ok(session, "status"), ok(session, "legal_moves"))
    message = error(session, line)
    assert message and "internal error" not in message
    assert (ok(session, "showboard"), ok(session, "status"), ok(session, "legal_moves")) == before


def test_undo_with_no_moves_is_an_error() -> None:
    session = EngineSession()
    assert "no move" in error(session, "undo")


def test_save_and_load_through_the_protocol(tmp_path: Path) -> None:
    session = EngineSession()
    ok(session, "newgame morris")
    for move in ("d6", "d2", "f6"):
        ok(session, f"play {move}")
    path = tmp_path / "game one.json"
    ok(session, f'savegame "{path}"')
    board = ok(session, "showboard")
    other = EngineSession()
    ok(other, f'loadgame "{path}"')
    assert ok(other, "showboard") == board
    assert ok(other, "status") == ok(session, "status")
    message = error(other, f"loadgame {tmp_path / 'missing.json'}")
    assert "cannot" in message
    assert ok(other, "showboard") == board


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_never_crash_the_engine(data: bytes) -> None:
    source = io.BytesIO(b"newgame 9tka players=2\n" + data + b"\nstatus\n")
    sink = io.StringIO()
    serve(source, sink)
    assert "internal error" not in sink.getvalue()
    answers = [a for a in sink.getvalue().split("\n\n") if a]
    assert all(answer[0] in "=?" for answer in answers)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(["play", "undo", "newgame", "legal_moves", "genmove", "perft",
                                 "status", "E6", "a1", "players=3", "morris", "9tka", "x", "-",
                                 "level=1", "seed=3", "pass", "A7-F7", "d6-d7xb4"]),
                max_size=6))
def test_random_command_lines_never_crash(words: list[str]) -> None:
    session = EngineSession()
    reply = session.handle(" ".join(words))
    if reply is not None:
        assert "internal error" not in reply.text


def test_the_console_script_speaks_the_protocol() -> None:
    script = "name\nnewgame morris\nplay d6\nstatus\nbogus\nquit\nname\n"
    result = subprocess.run(
        [sys.executable, "-m", "ninetka_desktop.protocol.engine"],
        input=script.encode(),
        capture_output=True,
        timeout=60,
        check=True,
    )
    out = result.stdout.decode()
    answers = out.split("\n\n")
    assert answers[0] == "= Ninetka Desktop"
    assert answers[1] == "= "
    assert answers[3] == "= phase=placing to_move=2 over=false"
    assert answers[4].startswith("? unknown command")
    assert answers[5] == "= "
    assert answers[6] == ""  # nothing is answered after quit
