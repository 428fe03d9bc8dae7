"""``choose_move`` gives the search only part of the level's time cap: the rest is kept for
finishing the move, so a move never takes longer than its level promises."""

from __future__ import annotations

import time
from typing import Any

import pytest

from ninetka_desktop.ai import WRAP_UP_SHARE, choose_move, level
from ninetka_desktop.ai import morris as morris_ai
from ninetka_desktop.ai import ninetka as ninetka_ai
from ninetka_desktop.games import new_game


def record_deadlines(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[float]:
    """Replace the game's search by one that notes the deadline it gets and plays a legal move."""
    deadlines: list[float] = []

    def record_deadline(state: Any, chosen: Any, control: Any, rng: Any) -> Any:
        deadlines.append(control.deadline)
        return state.legal_moves()[0]

    monkeypatch.setattr(module, name, record_deadline)
    return deadlines


@pytest.mark.parametrize(
    ("game", "module", "name"),
    [
        ("9tka", ninetka_ai, "choose_ninetka_move"),
        ("morris", morris_ai, "choose_morris_move"),
    ],
)
@pytest.mark.parametrize("number", [1, 5, 6])
def test_the_search_stops_before_the_cap(
    monkeypatch: pytest.MonkeyPatch, game: str, module: Any, name: str, number: int
) -> None:
    deadlines = record_deadlines(monkeypatch, module, name)
    before = time.monotonic()
    choose_move(new_game(game, {}), number, seed=1)
    cap = level(number).time_cap
    assert len(deadlines) == 1
    assert deadlines[0] <= before + cap * (1 - WRAP_UP_SHARE) + 0.05
    assert deadlines[0] >= before + cap * (1 - WRAP_UP_SHARE) - 0.05
    assert 0 < WRAP_UP_SHARE < 0.2


def test_a_sooner_deadline_from_the_caller_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    deadlines = record_deadlines(monkeypatch, ninetka_ai, "choose_ninetka_move")
    soon = time.monotonic() + 0.1
    choose_move(new_game("9tka", {}), 6, seed=1, deadline=soon)
    assert deadlines == [soon]
