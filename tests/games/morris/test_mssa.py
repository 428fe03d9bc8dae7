"""Morabaraba's MSSA notation on input (RULES.md 3.5): rings E (outer), A, R (inner), points 1-8
clockwise from each ring's top-left corner; the grid notation stays what the app writes."""

from __future__ import annotations

import random

import pytest

from ninetka_desktop.games.errors import GameError
from ninetka_desktop.games.morris.boards import TWELVE
from ninetka_desktop.games.morris.mssa import MSSA_POINTS, from_mssa
from ninetka_desktop.games.morris.state import MorrisState


def test_the_rules_examples() -> None:
    assert (MSSA_POINTS["E1"], MSSA_POINTS["E6"], MSSA_POINTS["A6"]) == ("a7", "d1", "d2")


def test_each_ring_runs_clockwise_from_its_top_left_corner_around_the_board() -> None:
    assert sorted(MSSA_POINTS.values()) == sorted(TWELVE.names)
    for ring in "EAR":
        points = [TWELVE.parse_point(MSSA_POINTS[f"{ring}{i}"]) for i in range(1, 9)]
        xy = [TWELVE.point_xy(p) for p in points]
        # The first is the corner with the smallest column and the largest row.
        assert xy[0] == (min(x for x, _ in xy), max(y for _, y in xy))
        for here, after in zip(points, points[1:] + points[:1], strict=True):
            assert after in TWELVE.adjacent[here]  # one step along the ring
        # Clockwise: from the top-left corner the ring goes right along the top first.
        assert xy[1][0] > xy[0][0] and xy[1][1] == xy[0][1]


def test_a_morabaraba_game_typed_in_mssa_is_the_game_in_grid_notation() -> None:
    to_mssa = {grid: mssa for mssa, grid in MSSA_POINTS.items()}
    rng = random.Random(4)
    grid = MorrisState.from_options({"variant": "morabaraba"})
    typed = grid.copy()
    while not grid.is_over() and len(grid.move_stack) < 120:
        move = rng.choice(grid.legal_moves())
        text = grid.move_to_str(move)
        mssa = "".join(to_mssa.get(part, part) for part in _split(text))
        assert typed.parse_move(mssa) == move, (text, mssa)
        grid.push(move)
        typed.push(typed.parse_move(mssa))
    assert typed.move_stack == grid.move_stack and typed.board_diagram() == grid.board_diagram()


def _split(text: str) -> list[str]:
    """``a4-b6xd7`` as ``["a4", "-", "b6", "x", "d7"]``."""
    parts, current = [], ""
    for char in text:
        if char in "-x":
            parts += [current, char]
            current = ""
        else:
            current += char
    return [*parts, current]


def test_only_capital_rings_are_mssa_and_only_in_morabaraba() -> None:
    assert from_mssa("E1-A1xR8") == "a7-b6xc4"
    assert from_mssa("E1 - A1 X R8") == "a7 - b6 X c4"
    assert from_mssa("e3 a1 E9 QE1 E10") == "e3 a1 E9 QE1 E10"
    morabaraba = MorrisState.from_options({"variant": "morabaraba"})
    assert morabaraba.move_to_str(morabaraba.parse_move("a1")) == "a1"
    assert morabaraba.move_to_str(morabaraba.parse_move("A1")) == "b6"
    for variant in ("nine", "twelve", "lasker"):
        state = MorrisState.from_options({"variant": variant})
        with pytest.raises(GameError):
            state.parse_move("R1")
