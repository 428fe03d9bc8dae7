"""``fen`` and ``setfen`` in the engine protocol: the current position's string, a position set
up for every game (a 9tka string, Sanmill's FEN in the Morris game being played), refusals with
the reason and the column, in a session and through real ``ninetka-engine`` processes."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from ninetka_desktop.games import new_game
from ninetka_desktop.games.position_strings import position_string
from ninetka_desktop.protocol.session import EngineSession

ROOT = Path(__file__).resolve().parents[2]
NINE_START = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1"
SET_UP = "********/********/O@O@@OO* w m s 4 0 3 0 0 0 0 0 0 0 0 0 10"


def ok(session: EngineSession, line: str) -> str:
    reply = session.handle(line)
    assert reply is not None and reply.ok, (line, reply)
    return reply.text


def refused(session: EngineSession, line: str) -> str:
    reply = session.handle(line)
    assert reply is not None and not reply.ok, (line, reply)
    return reply.text


def test_fen_prints_the_position_of_each_game():
    session = EngineSession()
    assert ok(session, "fen") == "9tka 9/11/11/11/11/11/11/11/11/11/9 y n 18,18 chosen"
    ok(session, "newgame morris")
    assert ok(session, "fen") == NINE_START
    ok(session, "play d6")
    assert ok(session, "fen") == "********/O*******/******** b p p 1 8 0 9 0 0 0 0 0 0 0 0 1"
    ok(session, "newgame morris variant=twelve")
    assert ok(session, "fen") == NINE_START.replace(" 9 ", " 12 ")
    ok(session, "newgame morris variant=three")
    assert "Sanmill's FEN describes the 24-point board" in refused(session, "fen")
    assert "unexpected argument" in refused(session, "fen now")


def test_setfen_sets_up_a_morris_position_and_plays_on():
    session = EngineSession()
    ok(session, "newgame morris")
    ok(session, "setfen " + SET_UP)
    assert ok(session, "fen") == SET_UP
    assert ok(session, "status") == "phase=moving to_move=1 over=false"
    moves = ok(session, "legal_moves").split()
    ok(session, f"play {moves[0]}")
    ok(session, "undo")
    assert ok(session, "fen") == SET_UP
    assert "no move to undo" in refused(session, "undo")  # the history starts at the set-up


def test_setfen_takes_the_rules_of_the_morris_game_being_played():
    session = EngineSession()
    twelve = NINE_START.replace(" 9 ", " 12 ")
    assert "more than the 9" in refused(session, "setfen " + twelve)  # 9tka: Nine Men's rules
    ok(session, "newgame morris variant=morabaraba")
    ok(session, "setfen " + twelve)
    assert ok(session, "status").endswith("variant=morabaraba")


def test_setfen_sets_up_9tka_from_any_game():
    session = EngineSession()
    ok(session, "newgame morris")
    text = "9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 6,6,6,6 chosen"
    reply = refused(session, "setfen " + text)
    assert "column 42" in reply  # Blue has 9 in hand with 4 players, not 6
    text = "9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 9,9,9,9 chosen"
    ok(session, "setfen " + text)
    assert ok(session, "fen") == text
    assert ok(session, "status") == "phase=neutrals to_move=2 over=false"


@pytest.mark.parametrize(
    ("argument", "reason"),
    [
        ("", "usage: setfen POSITION"),
        ("********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0", "column 57: a FEN has 17"),
        ("********/********/OO@@@*** w m s 2 0 3 0 0 0 0 0 0 0 0 0 30", "fewer than three"),
        ("********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1 #x", "column 60"),
        ("9tka 9/11/11/11/11/11/11/11/11/11/9 b n 18,18 chosen", "Yellow is to move"),
        ("********/********/******** \x1b p p 0 9 0 9 0 0 0 0 0 0 0 0 1", "not '\\x1b'"),
    ],
)
def test_setfen_refuses_with_the_reason_and_changes_nothing(argument, reason):
    session = EngineSession()
    ok(session, "newgame morris")
    ok(session, "play d6")
    before = ok(session, "fen")
    reply = session.handle(f"7 setfen {argument}")
    assert reply is not None and not reply.ok and reply.command_id == "7"
    assert reason in reply.render(), reply.render()
    assert "\n" not in reply.render().rstrip("\n")
    assert ok(session, "fen") == before


def test_random_positions_through_fen_and_setfen():
    rng = random.Random(6)
    for name, options, command in (
        ("9tka", {"players": 3}, "newgame 9tka players=3"),
        ("morris", {"variant": "lasker"}, "newgame morris variant=lasker"),
        ("morris", {}, "newgame morris"),
    ):
        state = new_game(name, options)
        session = EngineSession()
        ok(session, command)
        for _ in range(60):
            if state.is_over():
                break
            text = position_string(state)
            other = EngineSession()
            ok(other, command)
            ok(other, "setfen " + text)
            assert ok(other, "fen") == text
            assert sorted(ok(other, "legal_moves").split()) == sorted(
                state.move_to_str(m) for m in state.legal_moves()
            )
            move = rng.choice(state.legal_moves())
            ok(session, "play " + state.move_to_str(move))
            state.push(move)
            assert ok(session, "fen") == position_string(state)


def test_fen_and_setfen_through_a_real_engine():
    script = "\n".join(
        [
            "1 newgame morris",
            f"2 setfen {SET_UP}",
            "3 fen",
            "4 setfen 9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 chosen",
            "5 fen",
            "6 setfen 9tka 9/11/11/4N6/11/11/11/11/11/11/9 y n 18,18 chosen",
            "7 fen",
            "8 known_command setfen",
            "quit",
            "",
        ]
    )
    result = subprocess.run(
        [sys.executable, "-m", "ninetka_desktop.protocol.engine"],
        input=script.encode(),
        capture_output=True,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    answers = result.stdout.decode("utf-8").split("\n\n")[:-1]
    assert answers[:8] == [
        "=1 ",
        "=2 ",
        f"=3 {SET_UP}",
        "=4 ",
        "=5 9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 chosen",
        "?6 column 38: Blue is to move: neutral counters are placed in turn from seat 1",
        "=7 9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 chosen",
        "=8 true",
    ]
