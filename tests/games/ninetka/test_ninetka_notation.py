"""RULES.md 1.8: notation both ways, case-insensitivity, bare slots and error messages."""

from __future__ import annotations

import pytest
from helpers.ninetka import idx, scenario

from ninetka_desktop.games.errors import IllegalMoveError, InvalidMoveError
from ninetka_desktop.games.ninetka import (
    PASS,
    MoveKind,
    NinetkaMove,
    NinetkaState,
    format_move,
    parse_notation,
)


def test_move_to_str() -> None:
    state = NinetkaState()
    assert state.move_to_str(NinetkaMove(MoveKind.NEUTRAL, idx("E6"))) == "E6"
    assert state.move_to_str(NinetkaMove(MoveKind.EDGE, idx("A7"))) == "A7"
    assert state.move_to_str(NinetkaMove(MoveKind.SLIDE, idx("A7"), idx("F7"))) == "A7-F7"
    assert state.move_to_str(PASS) == "pass"
    assert format_move(NinetkaMove(MoveKind.SLIDE, idx("E11"), idx("E10"))) == "E11-E10"


def test_parse_notation_tolerates_case_and_whitespace() -> None:
    assert parse_notation(" e6 ") == (idx("E6"),)
    assert parse_notation("a7 - f7") == (idx("A7"), idx("F7"))
    assert parse_notation("A7-f7") == (idx("A7"), idx("F7"))
    assert parse_notation("PASS") == ()
    assert parse_notation(" Pass ") == ()
    for bad in ("", "A7-", "-A7", "A7-F7-G7", "hello", "A7F7"):
        with pytest.raises(InvalidMoveError):
            parse_notation(bad)
    with pytest.raises(InvalidMoveError, match=r"^Z12 is not a cell$"):
        parse_notation("A7-z12")
    with pytest.raises(InvalidMoveError, match=r"^A1 is a corner and is never used$"):
        parse_notation("a1")


def test_parse_each_phase() -> None:
    state = NinetkaState()
    move = state.parse_move("e6")
    assert move == NinetkaMove(MoveKind.NEUTRAL, idx("E6"))
    # Parsed moves are the shared instances legal_moves() hands out.
    assert any(m is move for m in state.legal_moves())
    with pytest.raises(InvalidMoveError, match=r"^Z9 is not a cell$"):
        state.parse_move("Z9")
    state = scenario({0: ["A7"], 1: ["K7"]})
    assert state.parse_move(" a7 ") == state.parse_move("A7-J7") == state.parse_move("a7 - j7")
    assert state.parse_move("a7").target == idx("J7")
    edge = NinetkaState(2, "random", 1)
    assert edge.parse_move("k5") == NinetkaMove(MoveKind.EDGE, idx("K5"))


def test_round_trip_every_legal_move_in_a_game() -> None:
    import random

    rng = random.Random(9)
    state = NinetkaState(3)
    while moves := state.legal_moves():
        for move in moves:
            assert state.parse_move(state.move_to_str(move)) == move
            assert state.parse_move(state.move_to_str(move).lower()) == move
        state.push(rng.choice(moves))


def test_push_rejects_illegal_moves_and_leaves_state_unchanged() -> None:
    state = scenario({0: ["A7"], 1: ["K7"]})
    before = state.snapshot()
    for move in (
        NinetkaMove(MoveKind.SLIDE, idx("A7"), idx("G7")),
        NinetkaMove(MoveKind.SLIDE, idx("K7"), idx("B7")),
        NinetkaMove(MoveKind.EDGE, idx("A7")),
        NinetkaMove(MoveKind.NEUTRAL, idx("E5")),
        NinetkaMove(MoveKind.SLIDE, 500, 3),
        PASS,
    ):
        with pytest.raises(IllegalMoveError):
            state.push(move)
        assert state.snapshot() == before
    with pytest.raises(IllegalMoveError, match=r"^A7 slides to J7, not G7$"):
        state.push(NinetkaMove(MoveKind.SLIDE, idx("A7"), idx("G7")))
    # A move built by hand (not the shared instance) is accepted when legal.
    state.push(NinetkaMove(MoveKind.SLIDE, idx("A7"), idx("J7")))
    assert state.owner_at(idx("J7")) == 0


@pytest.mark.parametrize("text", ["E\u0666", "E\uff16", "F\u0665-E6", "A7-F\u0667", "E\u00b2",
                                  "E\U0001d7de"])
def test_cells_are_named_with_ascii_digits_only(text: str) -> None:
    with pytest.raises(InvalidMoveError, match="is not a cell"):
        parse_notation(text)
    with pytest.raises(InvalidMoveError):
        NinetkaState().parse_move(text)
