"""Pasted games: every form a player copies is replayed like a record, and text that holds no
game is refused with a reason that names the place."""

from __future__ import annotations

import contextlib
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.games import new_game
from ninetka_desktop.games.base import GameState
from ninetka_desktop.games.errors import RecordError
from ninetka_desktop.games.morris.move_lists import PLAYOK_POINTS, read_move_list
from ninetka_desktop.games.pasted import parse_pasted_game
from ninetka_desktop.games.records import Seat, dumps_record, export_text, record_to_json


def random_game(game: str, options: dict[str, Any], seed: int, plies: int) -> GameState[Any]:
    state = new_game(game, options)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_over():
            break
        state.push(rng.choice(state.legal_moves()))
    return state


GAMES = [
    ("9tka", {"players": 2}),
    ("9tka", {"players": 3, "neutrals": "random", "seed": -7}),
    ("9tka", {"players": 4}),
    ("morris", {}),
    ("morris", {"flying": False, "no_removal_limit": 40, "repetition_draw": False}),
]


@settings(max_examples=25, deadline=None)
@given(
    kind=st.sampled_from(GAMES),
    seed=st.integers(0, 10_000),
    plies=st.integers(0, 400),
)
def test_the_text_export_pastes_back_as_the_same_game(
    kind: tuple[str, dict[str, Any]], seed: int, plies: int
) -> None:
    game, options = kind
    state = random_game(game, options, seed, plies)
    seats = [Seat(f"P{i}, the 1st") for i in range(state.num_players - 1)]
    seats.append(Seat("Computer", "computer", 4))
    record = parse_pasted_game(export_text(state, seats))
    assert record_to_json(record.state, record.seats) == record_to_json(state, seats)


def test_a_saved_game_pastes_as_itself() -> None:
    state = random_game("morris", {}, 3, 60)
    record = parse_pasted_game("\n  " + dumps_record(state) + "\n")
    assert record_to_json(record.state) == record_to_json(state)


def test_a_sanmill_list_with_tags_comments_variations_and_annotations() -> None:
    text = """[Event "Club (final); round 2"]
[White "Ann"]
[Black "?"]
[Result "1-0"]

1. d6 f4 {a quiet start} 2. d7 b4 3. d5 xb4 (3... a1 4. a4) f6!? 4. $1
1-0"""
    record = parse_pasted_game(text)
    assert [m for _, m in record.state.history_in_notation()] == [
        "d6", "f4", "d7", "b4", "d5xb4", "f6",
    ]  # fmt: skip
    assert [s.name for s in record.seats] == ["Ann", ""]  # Black has no name: shown as Black


def test_a_bare_list_without_numbers() -> None:
    record = parse_pasted_game("d6 f4 d7 b4 d5xb4")
    assert record.state.history_in_notation()[-1] == (0, "d5xb4")


def test_playok_numbers_the_points_row_by_row_from_the_top_left() -> None:
    assert PLAYOK_POINTS[:4] == ("a7", "d7", "g7", "b6")
    assert PLAYOK_POINTS[9:15] == ("a4", "b4", "c4", "e4", "f4", "g4")
    assert PLAYOK_POINTS[-1] == "g1"
    record = parse_pasted_game('[Site "PlayOK"]\n1. 5 13 2. 2 19 3. 8x13 21 1/2-1/2')
    assert [m for _, m in record.state.history_in_notation()] == [
        "d6", "e4", "d7", "b2", "d5xe4", "f2",
    ]  # fmt: skip


def test_playok_slides_and_removals() -> None:
    # Every man placed, then slides: the list is the engine's own game written in numbers.
    state = random_game("morris", {}, 11, 70)
    number = {name: str(i) for i, name in enumerate(PLAYOK_POINTS, start=1)}
    tokens = []
    for ply, (_, move) in enumerate(state.history_in_notation()):
        if ply % 2 == 0:
            tokens.append(f"{ply // 2 + 1}.")
        tokens.append(
            "".join(number.get(part, part) for part in _split_points(move))
        )
    record = parse_pasted_game(" ".join(tokens))
    assert record_to_json(record.state) == record_to_json(state)


def _split_points(move: str) -> list[str]:
    """``a1-a4xd7`` as ``["a1", "-", "a4", "x", "d7"]``."""
    parts: list[str] = []
    for char in move:
        if char in "-x":
            parts.append(char)
        elif parts and parts[-1] not in "-x":
            parts[-1] += char
        else:
            parts.append(char)
    return parts


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "no text"),
        ("   \n\t ", "no text"),
        ("Dear diary, today I lost.", "not a game"),
        ("1. d6 d6", "move 2 (d6) is illegal: d6 is already occupied"),
        ("1. 5 25", "25 is not a point"),
        ("1. xd6", "starts with a removal"),
        ("1. d6 f4x", "'f4x' is not a Morris move"),
        ('[FEN "********/********/******** w p p 9 0 9 0"]\n1. d6', "column 47: a FEN has 17"),
        ("1. d6 f4 2. d7 b4 3. d5xa1", "move 5 (d5xa1) is illegal"),
        ("1. 5 13 2. 2 19 3. 8x1", "move 5 (8x1, that is d5xa7) is illegal"),
        ("9tka, 2 players\nYellow: A\nBlue: B\n\n  1. Yellow  Z9", "move 1 (Z9)"),
        ("9tka, 2 players\nthe rest", "line 2 is neither a player nor a move"),
        ("9tka, 2 players\nOptions: players=7", "options are invalid"),
        ("Nine Men's Morris, 2 players\nOptions: flying", "not an option"),
        ("9tka, 2 players\nYellow: A\u202eB\nBlue: B", "text-direction control"),
        ('{"format": "other"}', "not a game record"),
        ("x" * 2_000_000, "too long"),
    ],
)
def test_text_without_a_game_is_refused_with_the_reason(text: str, reason: str) -> None:
    with pytest.raises(RecordError, match=None) as caught:
        parse_pasted_game(text)
    assert reason in str(caught.value)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from("123456789x-. []{}()\"abcdefgAG!?$\n;"), max_size=80))
def test_any_text_is_a_game_or_a_record_error(text: str) -> None:
    with contextlib.suppress(RecordError):  # anything else escaping is the failure
        parse_pasted_game(text)


def test_tags_keep_quotes_and_bad_names_leave_the_seats_unnamed() -> None:
    tags = read_move_list('[White "Ann \\"the fox\\""] [Black "B"] 1. d6').tags
    assert tags["White"] == 'Ann "the fox"'
    record = parse_pasted_game('[White "A\u0007"] [Black "B"] 1. d6')
    assert [s.name for s in record.seats] == ["", "B"]
