"""Fixed reference opponents for the arena and the strength ladder: random and one-ply greedy."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..games import GameState
from ..games.morris import MILLS, MorrisMove, MorrisState
from ..games.morris.geometry import BIT, FULL, MILLS_AT
from ..games.ninetka import NinetkaMove, NinetkaState


def random_move(state: GameState[Any], rng: random.Random) -> Any:
    """Uniformly among the legal moves."""
    return rng.choice(state.legal_moves())


def greedy_move(state: GameState[Any], rng: random.Random) -> Any:
    """The move that most improves the mover's lead right now, ties broken at random.

    9tka: the lead is the mover's sections held minus the best opponent's, then the sum over
    sections of the mover's margin over the strongest opponent there (capped at +-2 so that
    piling into one section is not rewarded). Placement phases change no section, so there the
    greedy player plays at random. Morris has its own rule: ``morris_greedy_move``.
    """
    return _GREEDY[state.game_name](state, rng)


def ninetka_greedy_move(state: NinetkaState, rng: random.Random) -> NinetkaMove:
    """9tka one-ply greedy: the move that most improves the mover's lead (``greedy_move``)."""
    seat = state.to_move
    best: list[NinetkaMove] = []
    best_value: tuple[int, int] | None = None
    for move in state.legal_moves():
        state.push(move)
        value = _lead(state, seat)
        state.pop()
        if best_value is None or value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    return rng.choice(best)


def _lead(state: NinetkaState, seat: int) -> tuple[int, int]:
    scores = state.scores()
    others = [s for i, s in enumerate(scores) if i != seat]
    primary = scores[seat] - max(others)
    margin = 0
    for counts in state.section_counts():
        rival = max(c for i, c in enumerate(counts) if i != seat)
        margin += max(-2, min(2, counts[seat] - rival))
    return primary, margin


def morris_greedy_move(state: MorrisState, rng: random.Random) -> MorrisMove:
    """Morris one-ply greedy: close a mill whenever possible, else a random legal move.

    Among the mill-closing moves it takes the removal that breaks the most of the opponent's
    two-in-a-rows (two of their men on a line whose third point is empty, counted on the board
    after the closing step); ties, and the other moves, are broken by ``rng``.
    """
    moves = state.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    seat = state.to_move
    own, opp = state.bitboard(seat), state.bitboard(1 - seat)
    best: list[MorrisMove] = []
    best_broken = -1
    for move in moves:
        after = own | BIT[move.dst]
        if move.src is not None:
            after ^= BIT[move.src]
        if not any(after & m == m for m in MILLS_AT[move.dst]):
            continue
        broken = 0 if move.remove is None else _twos_broken(after, opp, move.remove)
        if broken > best_broken:
            best, best_broken = [move], broken
        elif broken == best_broken:
            best.append(move)
    return rng.choice(best or moves)


def _twos_broken(own: int, opp: int, removed: int) -> int:
    """How many of ``opp``'s two-in-a-rows (third point empty) pass through ``removed``."""
    empty = FULL & ~(own | opp)
    count = 0
    for mill in MILLS_AT[removed]:
        men = opp & mill
        if men.bit_count() == 2 and (mill & ~men) & empty:
            count += 1
    return count


def two_in_a_rows(state: MorrisState, side: int) -> int:
    """The lines on which ``side`` has two men and the third point is empty."""
    own = state.bitboard(side)
    empty = FULL & ~(own | state.bitboard(1 - side))
    return sum(1 for m in MILLS if (own & m).bit_count() == 2 and m & ~own & empty)


#: Each game's greedy player, by the game's key.
_GREEDY: dict[str, Callable[[Any, random.Random], Any]] = {
    "9tka": ninetka_greedy_move,
    "morris": morris_greedy_move,
}


__all__ = [
    "greedy_move",
    "morris_greedy_move",
    "ninetka_greedy_move",
    "random_move",
    "two_in_a_rows",
]
