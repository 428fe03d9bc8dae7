"""Set-up starts: the position a game set up by hand started from, as a small hashable value,
and the game rebuilt from it (the AI's snapshots carry it to a worker process)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from .morris import MorrisState
from .morris.position import MorrisPosition
from .ninetka import NinetkaState
from .ninetka.geometry import NUM_CELLS

S = TypeVar("S", NinetkaState, MorrisState)

#: 9tka's set-up start: its occupied cells (cell, owner) and the seat to move.
NinetkaStart = tuple[tuple[tuple[int, int], ...], int]


def _first_position(state: S) -> tuple[S, S]:
    """``state``'s game taken back to its start, and a new game under its options."""
    start, _moves = state.taken_back()
    return start, type(state).from_options(state.options())


def ninetka_start(state: NinetkaState) -> NinetkaStart | None:
    start, initial = _first_position(state)
    cells = _ninetka_cells(start)
    if cells == _ninetka_cells(initial) and start.to_move == initial.to_move:
        return None
    return cells, start.to_move


def ninetka_from_start(options: Mapping[str, Any], start: NinetkaStart) -> NinetkaState:
    cells, to_move = start
    return NinetkaState.from_position(
        options.get("players", 2),
        dict(cells),
        to_move,
        neutrals=options.get("neutrals", "chosen"),
        seed=options.get("seed"),
    )


def morris_start(state: MorrisState) -> MorrisPosition | None:
    start, initial = _first_position(state)
    position = MorrisPosition.of(start)
    return None if position == MorrisPosition.of(initial) else position


def morris_from_start(options: Mapping[str, Any], start: MorrisPosition) -> MorrisState:
    return MorrisState.from_position(
        sorted(start.white),
        sorted(start.black),
        start.in_hand,
        start.to_move,
        no_removal_plies=start.no_removal_plies,
        bans=start.bans,
        start_ply=start.start_ply,
        **options,
    )


def _ninetka_cells(state: NinetkaState) -> tuple[tuple[int, int], ...]:
    return tuple(
        (cell, owner) for cell in range(NUM_CELLS) if (owner := state.owner_at(cell)) is not None
    )


__all__ = [
    "NinetkaStart",
    "morris_from_start",
    "morris_start",
    "ninetka_from_start",
    "ninetka_start",
]
