"""Games to look at in a real window: every board, with pieces on it, in the trays and taken."""

from __future__ import annotations

import random

from ninetka_desktop.app import variant_setup
from ninetka_desktop.games.base import GameState
from ninetka_desktop.games.morris import MorrisMove, MorrisState
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
    variant: str, rng: random.Random, stage: str = "mixed"
) -> tuple[GameSetup, MorrisState]:
    """A game of ``variant`` before its end, at ``stage``: "placing" (a few men placed),
    "mixed" (men on the board, in hand and taken: a removal whenever one can be made) or
    "moving" (every man placed, a few moves made)."""
    state = MorrisState.from_options(variant_options(variant))
    men = state.men_per_side

    def done() -> bool:
        if stage == "placing":
            return len(state.move_stack) >= men - 1
        if stage == "mixed":
            return len(state.move_stack) >= men + 3
        placed = not (state.men_in_hand(0) or state.men_in_hand(1))
        return placed and len(state.move_stack) >= 2 * men + 2

    while not done():
        moves = state.legal_moves()
        lasting = [m for m in moves if not _ends(state, m)]
        if not lasting:
            break
        taking = [m for m in lasting if m.remove is not None]
        state.push(rng.choice(taking if stage == "mixed" and taking else lasting))
    return variant_setup(variant), state


def _ends(state: MorrisState, move: MorrisMove) -> bool:
    state.push(move)
    try:
        return state.is_over()
    finally:
        state.pop()


def board_game(
    board: str, stage: str = "mixed", seed: int = 7
) -> tuple[GameSetup, GameState]:  # type: ignore[type-arg]
    """A game on ``board`` (see ``BOARDS``) at ``stage``: "placing", "mixed" (pieces on the
    board and beside it) or "moving" (9tka: "mixed" and "moving" are its movement phase)."""
    rng = random.Random(seed)
    if board == "9tka":
        return ninetka_game(rng, placing=stage == "placing")
    return morris_game(board, rng, stage)
