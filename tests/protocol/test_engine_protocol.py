"""The ``ninetka-engine`` text protocol, driven line by line and as a real process."""

from __future__ import annotations

import io
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.protocol import EngineSession
from ninetka_desktop.protocol.engine import serve
from ninetka_desktop.protocol.session import MAX_LINE_LENGTH, is_quit


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


# --- hardening: paths, numbers, echoed text, perft limits ---------------------------------------


def saved_board(session: EngineSession) -> str:
    ok(session, "newgame morris")
    for move in ("d6", "d2", "f6"):
        ok(session, f"play {move}")
    return ok(session, "showboard")


# Names Windows cannot hold (tabs, quotes, backslashes, trailing blanks) are POSIX-only.
posix_only = pytest.mark.skipif(os.name != "posix", reason="a file name Windows refuses")


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("savegame notes#game1.json", "notes#game1.json"),
        ("savegame   two  spaces.json  ", "two  spaces.json"),
        pytest.param("savegame\ttab\there.json\r\n", "tab\there.json", marks=posix_only),
        ("savegame # hash first.json", "# hash first.json"),
        pytest.param("savegame back\\slash.json", "back\\slash.json", marks=posix_only),
        ("savegame it's.json", "it's.json"),
        ('savegame "a  b.json"', "a  b.json"),
        ('savegame "x#y.json"', "x#y.json"),
        ("savegame 'c # d.json'", "c # d.json"),
        pytest.param('savegame "say \\"hi\\".json"', 'say "hi".json', marks=posix_only),
        pytest.param('7 savegame "  padded  "', "  padded  ", marks=posix_only),
        ("SaveGame Mixed Case.json", "Mixed Case.json"),
    ],
)
def test_paths_are_taken_from_the_raw_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, line: str, name: str
) -> None:
    monkeypatch.chdir(tmp_path)
    session = EngineSession()
    board = saved_board(session)
    reply = session.handle(line)
    assert reply is not None and reply.ok, reply
    assert [p.name for p in tmp_path.iterdir()] == [name]
    other = EngineSession()
    load_line = line.replace("savegame", "loadgame").replace("SaveGame", "LoadGame")
    ok(other, load_line)
    assert ok(other, "showboard") == board


@pytest.mark.parametrize(
    ("line", "needle"),
    [
        ('loadgame "unclosed', "usage: loadgame PATH"),
        ('savegame "a" "b"', "usage: savegame PATH"),
        ("savegame 'a' b", "usage: savegame PATH"),
        ("loadgame", "usage: loadgame PATH"),
        ("loadgame   \t ", "usage: loadgame PATH"),
        ("loadgame#x", "usage: loadgame PATH"),
        ('loadgame ""', "usage: loadgame PATH"),
        ("loadgame a\x00b.json", "NUL"),
        ("savegame a\x00b.json", "NUL"),
    ],
)
def test_bad_paths_get_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, line: str, needle: str
) -> None:
    monkeypatch.chdir(tmp_path)
    session = EngineSession()
    board = saved_board(session)
    message = error(session, line)
    assert needle in message and "internal error" not in message
    assert ok(session, "showboard") == board
    assert list(tmp_path.iterdir()) == []


def test_comment_lines_stay_comments() -> None:
    session = EngineSession()
    for line in ("# savegame x.json", "   # loadgame x.json", "#", "\t#loadgame"):
        assert session.handle(line) is None
    assert ok(session, "status # a trailing comment") == "phase=neutrals to_move=1 over=false"


def test_a_path_longer_than_a_line_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    session = EngineSession()
    assert "too long" in error(session, "savegame " + "#" * 5000)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "line",
    [
        "newgame 9tka players=\u0663",
        "newgame 9tka players=+3",
        "newgame 9tka players=0_3",
        "newgame 9tka players=2 seed=1_000",
        "newgame 9tka players=2 seed=\u0663",
        "newgame 9tka players=2 seed=--3",
        "newgame morris no_removal=0_2",
        "newgame morris no_removal=\u0663",
        "newgame morris no_removal=-3",
        "genmove level=0_2",
        "genmove level=\u0662",
        "genmove level=-1",
        "genmove movetime=1_0",
        "genmove movetime=\uff15",
        "genmove seed=\u0663",
        "genmove seed=+3",
        "perft \u0663",
        "perft 0_1",
        "perft +1",
        "perft \u00b2",
    ],
)
def test_numbers_are_ascii_digits_only(line: str) -> None:
    session = EngineSession()
    ok(session, "newgame morris")
    ok(session, "play d6")
    before = ok(session, "showboard"), ok(session, "status")
    message = error(session, line)
    assert "whole number" in message or "from" in message, message
    assert (ok(session, "showboard"), ok(session, "status")) == before


def test_negative_seeds_are_still_accepted() -> None:
    session = EngineSession()
    ok(session, "newgame 9tka players=2 neutrals=random seed=-5")
    assert ok(session, "genmove level=1 seed=-1 movetime=50")


@pytest.mark.parametrize("word", ["\u0663", "\u00b2", "\uff17", "7\u0663"])
def test_command_ids_are_ascii_digits_only(word: str) -> None:
    session = EngineSession()
    reply = session.handle(f"{word} name")
    assert reply is not None and not reply.ok and reply.command_id == ""
    assert reply.render().startswith("? unknown command")
    numbered = session.handle("0012 name")
    assert numbered is not None and numbered.render() == "=0012 Ninetka Desktop\n\n"


@pytest.mark.parametrize(
    ("bad", "shown"),
    [("\x00", "\\x00"), ("\x1b", "\\x1b"), ("\x9b", "\\x9b"), ("\x7f", "\\x7f"),
     ("\u202e", "\\u202e"), ("\u2066", "\\u2066"), ("\ud800", "\\ud800")],
)
def test_control_characters_in_echoed_input_are_escaped(bad: str, shown: str) -> None:
    session = EngineSession()
    for line in (f"frob{bad}nicate", f"play E{bad}6", f"newgame chess{bad}",
                 f"status x{bad}", f"genmove level=1{bad}", f"loadgame missing{bad}.json",
                 f"7 undo x{bad}"):
        reply = session.handle(line)
        assert reply is not None and not reply.ok, line
        rendered = reply.render()
        assert bad not in rendered and shown in rendered, (line, rendered)
        head, blank = rendered[:-2], rendered[-2:]
        assert blank == "\n\n" and head.isprintable(), (line, rendered)


def finished_morris(session: EngineSession) -> None:
    ok(session, "newgame morris no_removal=1")  # a draw at the first move without a removal
    rng = random.Random(3)
    while ok(session, "winner") == "none":
        ok(session, f"play {rng.choice(ok(session, 'legal_moves').split())}")


@pytest.mark.parametrize("depth", ["9", "13", "100"])
def test_perft_depth_is_capped(depth: str) -> None:
    session = EngineSession()
    finished_morris(session)  # here any depth would be instant
    assert "from 0 to 8" in error(session, f"perft {depth}")
    assert ok(session, "perft 8") == "0"


def test_perft_stops_past_its_position_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    from ninetka_desktop.protocol import session as session_module

    monkeypatch.setattr(session_module, "MAX_PERFT_POSITIONS", 1000)
    session = EngineSession()
    ok(session, "newgame morris")
    assert ok(session, "perft 2") == "552"  # 577 positions
    assert error(session, "perft 3") == "perft stopped: more than 1000 positions"
    assert ok(session, "status") == "phase=placing to_move=1 over=false"


def test_bounded_perft_counts_like_the_morris_perft() -> None:
    from ninetka_desktop.games.morris import perft

    rng = random.Random(8)
    for flying in ("on", "off"):
        session = EngineSession()
        ok(session, f"newgame morris flying={flying}")
        for plies in range(60):
            if ok(session, "winner") != "none":
                break
            if plies % 6 == 0:
                depth = 3 if plies < 18 else 4
                assert ok(session, f"perft {depth}") == str(perft(session.game.copy(), depth))
            ok(session, f"play {rng.choice(ok(session, 'legal_moves').split())}")


def test_perft_and_genmove_stop_once_cancelled() -> None:
    session = EngineSession(cancelled=lambda: True)
    ok(session, "newgame morris")
    started = time.monotonic()
    assert error(session, "perft 7") == "perft stopped: input closed"
    assert ok(session, "perft 2") == "552"  # too small to be worth stopping
    ok(session, "newgame 9tka players=3 neutrals=random seed=4")
    legal = ok(session, "legal_moves").split()
    move = ok(session, "genmove level=6")
    assert move in legal
    assert time.monotonic() - started < 1.0


def test_an_over_long_line_is_answered_once_and_the_next_line_is_read() -> None:
    data = b"play " + b"A" * 100_000 + b"\nname\n#" + b"x" * 100_000 + b"\nversion\n"
    sink = io.StringIO()
    serve(io.BytesIO(data), sink)
    replies = sink.getvalue().split("\n\n")[:-1]
    assert replies[:2] == ["? line too long (more than 4096 characters)", "= Ninetka Desktop"]
    assert len(replies) == 3 and replies[2].startswith("= ")


def test_lines_of_many_byte_characters_are_measured_in_characters() -> None:
    session_line = "play " + "\u0142" * 4000  # 8000 bytes but 4005 characters: not too long
    sink = io.StringIO()
    serve(io.BytesIO(session_line.encode() + b"\n"), sink)
    assert "too long" not in sink.getvalue()
    assert sink.getvalue().startswith("? ")


def test_the_end_of_input_stops_a_computing_perft() -> None:
    sink = io.StringIO()
    serve(io.BytesIO(b"newgame morris\nperft 5\nname\n"), sink)  # 1.3 s of work, uncut
    assert sink.getvalue().split("\n\n")[:-1] == [
        "= ", "? perft stopped: input closed", "= Ninetka Desktop"
    ]


def test_input_is_not_read_past_quit_so_a_script_gets_every_answer_in_full() -> None:
    sink = io.StringIO()
    serve(io.BytesIO(b"newgame morris\nperft 4\n7 QUIT\nname\n"), sink)
    assert sink.getvalue().split("\n\n")[:-1] == ["= ", "= 255024", "=7 "]


@pytest.mark.parametrize(
    ("line", "expected"),
    [("quit", True), ("  QUIT  # bye", True), ("7 quit", True), ("quit now", True),
     ("#quit", False), ("quitting", False), ("\u0663 quit", False), ("name quit", False),
     ("quit " + "x" * MAX_LINE_LENGTH, False)],
)
def test_quit_lines_are_told_apart_as_handle_reads_them(line: str, expected: bool) -> None:
    assert is_quit(line) is expected
    session = EngineSession()
    session.handle(line)
    assert session.finished is expected


def test_analyze_values_every_legal_move_best_first() -> None:
    session = EngineSession()
    ok(session, "newgame morris")
    lines = ok(session, "analyze movetime=2000 level=3").split("\n")
    legal = ok(session, "legal_moves").split()
    assert sorted(line.split()[0] for line in lines) == sorted(legal)
    values = []
    for line in lines:
        _, value, kind, basis, *rest = line.split()
        assert kind == "estimate" and basis.startswith("depth=")
        assert rest == [] or rest[0] == "pv"
        values.append(float(value))
    assert values == sorted(values, reverse=True) and all(0 <= v <= 1 for v in values)
    assert ok(session, "legal_moves").split() == legal  # the game is left as it was


def test_analyze_gives_exact_leads_in_a_small_9tka_endgame() -> None:
    session = EngineSession()
    ok(session, "newgame 9tka players=2 neutrals=random seed=3")
    rng = random.Random(3)
    while "phase=movement" not in ok(session, "status") or len(
        ok(session, "legal_moves").split()
    ) > 4:
        ok(session, "play " + rng.choice(ok(session, "legal_moves").split()))
    lines = ok(session, "analyze movetime=5000").split("\n")
    assert len(lines) == len(ok(session, "legal_moves").split())
    leads = [int(line.split()[1]) for line in lines]
    assert all(line.split()[2] == "exact" for line in lines)
    assert leads == sorted(leads, reverse=True)


def test_analyze_refuses_bad_options_and_finished_games() -> None:
    session = EngineSession()
    for line in ("analyze level=0", "analyze level=7", "analyze movetime=0",
                 "analyze movetime=x", "analyze depth=3", "analyze level"):
        error(session, line)
    ok(session, "newgame 9tka players=2")
    rng = random.Random(5)
    while ok(session, "winner") == "none":
        ok(session, "play " + rng.choice(ok(session, "legal_moves").split()))
    assert "over" in error(session, "analyze movetime=100")
    assert "analyze" in ok(session, "list_commands").split("\n")
