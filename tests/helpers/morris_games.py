"""Morris games built for tests: capture-happy random play and a position that can repeat."""

from __future__ import annotations

import random

from ninetka_desktop.games.morris import ADJACENT, MorrisMove, MorrisState


def choose(state: MorrisState, rng: random.Random) -> MorrisMove:
    """A random legal move, taking a man whenever it can (games then reach flying)."""
    moves = state.legal_moves()
    captures = [m for m in moves if m.remove is not None]
    return rng.choice(captures or moves)


def is_flight(move: MorrisMove) -> bool:
    return move.src is not None and move.dst not in ADJACENT[move.src]


def shuttle_position(rng: random.Random) -> tuple[list[MorrisMove], MorrisMove, MorrisMove]:
    """Placements without a mill, then a White and a Black slide that can be undone by
    sliding back (so the position repeats)."""
    while True:
        state = MorrisState()
        placements: list[MorrisMove] = []
        while state.phase == "placing":
            quiet = [m for m in state.legal_moves() if m.remove is None]
            if not quiet:
                break
            move = rng.choice(quiet)
            state.push(move)
            placements.append(move)
        if state.phase != "moving":
            continue
        white = [m for m in state.legal_moves() if m.remove is None]
        rng.shuffle(white)
        for w in white:
            state.push(w)
            black = [m for m in state.legal_moves() if m.remove is None and m.dst != w.src]
            state.pop()
            if black:
                return placements, w, rng.choice(black)
