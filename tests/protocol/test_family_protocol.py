"""The protocol's games of the Morris family: newgame with a variant and its options, status,
perft, and the computer's moves and the analysis in every game."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninetka_desktop.protocol import EngineSession


def ask(session: EngineSession, line: str) -> tuple[bool, str]:
    reply = session.handle(line)
    assert reply is not None
    return reply.ok, reply.text


def ok(session: EngineSession, line: str) -> str:
    success, text = ask(session, line)
    assert success, f"{line!r} failed: {text}"
    return text


def error(session: EngineSession, line: str) -> str:
    success, text = ask(session, line)
    assert not success, f"{line!r} should fail but answered {text!r}"
    return text


@pytest.mark.parametrize(
    ("line", "perft_3"),
    [
        ("newgame morris variant=three", 504),
        ("newgame morris variant=three diagonals=off nine_holes=on", 504),
        ("newgame morris variant=six protected_mills=off flying=on", 3_360),
        ("newgame morris variant=twelve diagonal_mills=off full_board_draw=off", 12_144),
        ("newgame morris variant=morabaraba no_return=off", 12_144),
        ("newgame morris variant=lasker men=9", 13_552),
        ("newgame morris variant=lasker", 13_552),
        ("newgame morris variant=nine flying=off", 12_144),
    ],
)
def test_newgame_starts_each_game_with_its_options(line: str, perft_3: int) -> None:
    session = EngineSession()
    assert ok(session, line) == ""
    assert ok(session, "perft 3") == str(perft_3)
    variant = line.split("variant=")[1].split()[0]
    status = ok(session, "status")
    expected = "phase=placing to_move=1 over=false"
    assert status == (expected if variant == "nine" else f"{expected} variant={variant}")


def test_status_of_nine_mens_morris_is_unchanged() -> None:
    session = EngineSession()
    ok(session, "newgame morris")
    assert ok(session, "status") == "phase=placing to_move=1 over=false"


def test_the_game_plays_by_its_own_board() -> None:
    session = EngineSession()
    ok(session, "newgame morris variant=six")
    assert len(ok(session, "legal_moves").split()) == 16
    ok(session, "play c4")
    assert "g7" in error(session, "play g7")
    ok(session, "newgame morris variant=three")
    for move in ("a1", "a2", "b1", "b2", "c1"):
        ok(session, f"play {move}")
    assert ok(session, "winner") == "1"
    assert ok(session, "status") == "phase=over to_move=2 over=true variant=three"
    assert ok(session, "legal_moves") == ""


def test_morabaraba_takes_moves_in_mssa_notation_and_answers_in_the_grid_one() -> None:
    session = EngineSession()
    ok(session, "newgame morris variant=morabaraba")
    for move in ("E1", "A6", "E2", "R5"):
        ok(session, f"play {move}")
    game = session.game
    assert [game.move_to_str(m) for m in game.move_stack] == ["a7", "d2", "d7", "e3"]
    assert "not a point" in error(session, "play E9")


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("newgame morris variant=seven", "unknown Morris game 'seven'"),
        ("newgame morris variant=three flying=on", "Three Men's Morris has no option flying"),
        ("newgame morris variant=nine no_return=on", "Nine Men's Morris has no option no_return"),
        ("newgame morris variant=six diagonals=on", "Six Men's Morris has no option diagonals"),
        ("newgame morris variant=lasker men=11", "men must be 9 or 10"),
        ("newgame morris variant=lasker men=ten", "men must be a whole number"),
        ("newgame morris variant=morabaraba no_return=maybe", "no_return must be on or off"),
        ("newgame morris colour=red", "unknown option for morris: colour"),
        ("newgame morris variant=twelve variant=six", "given twice"),
    ],
)
def test_bad_options_are_refused_and_the_game_kept(line: str, message: str) -> None:
    session = EngineSession()
    ok(session, "newgame morris variant=lasker")
    ok(session, "play a1")
    assert message in error(session, line)
    assert ok(session, "status") == "phase=placing to_move=2 over=false variant=lasker"


def test_the_computer_plays_every_game_of_the_family() -> None:
    session = EngineSession()
    ok(session, "newgame morris variant=morabaraba")
    ok(session, "play a1")
    legal = ok(session, "legal_moves").split()
    assert ok(session, "genmove level=2 seed=5") in legal
    assert ok(session, "status") == "phase=placing to_move=1 over=false variant=morabaraba"


def test_the_analysis_values_every_move_of_a_game_of_the_family() -> None:
    session = EngineSession()
    ok(session, "newgame morris variant=three")
    for move in ("a1", "b2", "a2"):
        ok(session, f"play {move}")
    legal = ok(session, "legal_moves").split()
    lines = ok(session, "analyze level=4 movetime=2000").splitlines()
    assert sorted(line.split()[0] for line in lines) == sorted(legal)
    # Black must block at a3 (and then wins); every other move lets White's mill win at once.
    assert lines[0].split()[0] == "a3"
    assert all(line.split()[1:3] == ["loss:2", "exact"] for line in lines[1:])
    assert ok(session, "status") == "phase=placing to_move=2 over=false variant=three"


def test_a_saved_game_of_the_family_loads_back(tmp_path: Path) -> None:
    path = tmp_path / "lasker.ninetka"
    session = EngineSession()
    ok(session, "newgame morris variant=lasker men=9")
    for move in ("a1", "g7", "a1-a4"):
        ok(session, f"play {move}")
    ok(session, f"savegame {path}")
    other = EngineSession()
    ok(other, f"loadgame {path}")
    assert ok(other, "status") == "phase=placing to_move=2 over=false variant=lasker"
    assert ok(other, "legal_moves") == ok(session, "legal_moves")
    assert ok(other, "showboard") == ok(session, "showboard")
