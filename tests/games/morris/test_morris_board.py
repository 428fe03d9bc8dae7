"""RULES.md 2.1 and 2.7: the board, its points, adjacency, mills and the notation."""

from __future__ import annotations

import pytest

from ninetka_desktop.games.errors import InvalidMoveError
from ninetka_desktop.games.morris import (
    ADJACENT,
    MILL_POINTS,
    MILLS,
    POINT_NAMES,
    MorrisMove,
    MorrisState,
    parse_notation,
    parse_point,
    point_name,
    point_xy,
)

RULES_POINTS = [
    "a1",
    "a4",
    "a7",
    "d7",
    "g7",
    "g4",
    "g1",
    "d1",
    "b2",
    "b4",
    "b6",
    "d6",
    "f6",
    "f4",
    "f2",
    "d2",
    "c3",
    "c4",
    "c5",
    "d5",
    "e5",
    "e4",
    "e3",
    "d3",
]
RULES_MILLS = [
    "a1 a4 a7", "a7 d7 g7", "g7 g4 g1", "g1 d1 a1",
    "b2 b4 b6", "b6 d6 f6", "f6 f4 f2", "f2 d2 b2",
    "c3 c4 c5", "c5 d5 e5", "e5 e4 e3", "e3 d3 c3",
    "a4 b4 c4", "e4 f4 g4", "d1 d2 d3", "d5 d6 d7",
]  # fmt: skip


def names(points: tuple[int, ...] | list[int]) -> set[str]:
    return {point_name(p) for p in points}


def test_board_has_24_named_points() -> None:
    assert len(POINT_NAMES) == 24
    assert set(POINT_NAMES) == set(RULES_POINTS)
    assert [point_name(i) for i in range(24)] == list(RULES_POINTS)  # the documented order
    for i, name in enumerate(POINT_NAMES):
        assert parse_point(name) == i
        assert parse_point(name.upper()) == i
        col, row = point_xy(i)
        assert name == "abcdefg"[col] + str(row + 1)


def test_parse_point_rejects_what_is_not_a_point() -> None:
    for text in ("h9", "d4", "b1", "a0", ""):
        with pytest.raises(InvalidMoveError):
            parse_point(text)
    with pytest.raises(InvalidMoveError, match=r"^h9 is not a point of the board$"):
        parse_point("h9")
    with pytest.raises(InvalidMoveError, match=r"^H9 is not a point of the board$"):
        parse_point("H9")


def test_adjacency_follows_the_lines() -> None:
    assert names(ADJACENT[parse_point("a1")]) == {"a4", "d1"}
    assert names(ADJACENT[parse_point("d6")]) == {"d7", "d5", "b6", "f6"}
    assert names(ADJACENT[parse_point("b4")]) == {"a4", "c4", "b2", "b6"}
    assert names(ADJACENT[parse_point("e4")]) == {"e5", "e3", "f4"}
    edges = {frozenset((p, q)) for p in range(24) for q in ADJACENT[p]}
    assert len(edges) == 32  # 3 squares x 8 sides + 4 spokes x 2 segments
    for p in range(24):
        for q in ADJACENT[p]:
            assert p in ADJACENT[q]
            # neighbours share a row or a column of the 7 x 7 grid
            (x0, y0), (x1, y1) = point_xy(p), point_xy(q)
            assert x0 == x1 or y0 == y1


def test_sixteen_mills() -> None:
    assert len(MILLS) == len(MILL_POINTS) == 16
    assert {frozenset(names(m)) for m in MILL_POINTS} == {frozenset(m.split()) for m in RULES_MILLS}
    for mask, triple in zip(MILLS, MILL_POINTS, strict=True):
        assert mask == sum(1 << p for p in triple)
    for p in range(24):
        assert sum(1 for m in MILLS if m >> p & 1) == 2


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("d6", MorrisMove(None, parse_point("d6"))),
        ("d6-d7", MorrisMove(parse_point("d6"), parse_point("d7"))),
        ("a4xg7", MorrisMove(None, parse_point("a4"), parse_point("g7"))),
        ("d6-d7xb4", MorrisMove(parse_point("d6"), parse_point("d7"), parse_point("b4"))),
    ],
)
def test_notation_both_ways(text: str, move: MorrisMove) -> None:
    assert parse_notation(text) == move
    assert parse_notation(text.upper()) == move
    assert parse_notation(f"  {text.upper()} ") == move
    assert str(move) == text
    assert MorrisState().move_to_str(move) == text


@pytest.mark.parametrize("text", ["", "d6-", "d6--d7", "xg7", "d6-d7-d5", "pass", "d6 d7"])
def test_bad_notation(text: str) -> None:
    with pytest.raises(InvalidMoveError):
        parse_notation(text)


def test_bad_point_in_notation() -> None:
    with pytest.raises(InvalidMoveError, match=r"^h9 is not a point of the board$"):
        parse_notation("d6-h9")
    with pytest.raises(InvalidMoveError, match=r"^h9 is not a point of the board$"):
        MorrisState().parse_move("h9")
    with pytest.raises(InvalidMoveError):
        MorrisMove(None, 24)
