"""Games to look at in a real window: every board, with pieces on it, in the trays and taken."""

from __future__ import annotations

import random

from ninetka_desktop.app import variant_setup
from ninetka_desktop.games.base import GameState
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.variants import VARIANTS
from ninetka_desktop.games.ninetka import MoveKind, NinetkaState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models.morris.family import variant_options

#: Every board: 9tka and each game of the Morris family.
BOARDS = ("9tka", *VARIANTS)
#: The window sizes the real-window checks look at: small, the default, large.
SIZES = ((800, 600), (1180, 820), (1600, 1000))


def ninetka_game(
    rng: random.Random, players: int = 4, placing: bool = False
) -> tuple[GameSetup, NinetkaState]:
    """A 9tka game a few moves into its movement phase (counters on the field and in the
    wells, some of them blocked), or with ``placing`` halfway through placing counters in the
    wells; all seats human."""
    state = NinetkaState(players=players)
    goal = "edge" if placing else "movement"
    while state.phase != goal and not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    for _ in range(8 if placing else 6):
        moves = [m for m in state.legal_moves() if m.kind is not MoveKind.PASS]
        if state.is_over() or not moves:
            break
        state.push(rng.choice(moves))
    names = ("Ada", "Ben", "Cy", "Di")[:players]
    return GameSetup("9tka", state.options(), tuple(Seat(n) for n in names)), state


def morris_game(
    variant: str, rng: random.Random, placing: bool = False
) -> tuple[GameSetup, MorrisState]:
    """A game of ``variant`` with men on the board, in hand and taken (a removal whenever
    one can be made), stopped before the end; with ``placing`` still in its placing phase."""
    state = MorrisState.from_options(variant_options(variant))
    plies = state.men_per_side - 1 if placing else state.men_per_side + 3
    for _ in range(plies):
        moves = state.legal_moves()
        taking = [m for m in moves if m.remove is not None]
        move = rng.choice(taking or moves)
        state.push(move)
        if state.is_over():
            state.pop()
            break
    return variant_setup(variant), state


def board_game(
    board: str, seed: int = 7, placing: bool = False
) -> tuple[GameSetup, GameState]:  # type: ignore[type-arg]
    """A game on ``board`` (see ``BOARDS``), in its placing phase with ``placing``."""
    rng = random.Random(seed)
    if board == "9tka":
        return ninetka_game(rng, placing=placing)
    return morris_game(board, rng, placing=placing)
