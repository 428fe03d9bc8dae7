"""Finished Nine Men's Morris games, one per way a game can end (RULES 2.6), built from set-up
positions and a few real moves so the engine itself decides the outcome."""

from __future__ import annotations

from ninetka_desktop.games.morris import MorrisState


def two_men(winner: int = 0) -> MorrisState:
    """``winner`` closes a mill by moving and takes the loser's third man."""
    mover = ("a1", "a4", "d7", "f4")
    other = ("g1", "b2", "e5")
    white, black = (mover, other) if winner == 0 else (other, mover)
    state = MorrisState.from_position(white, black, to_move=winner)
    state.play("d7-a7xg1")
    return state


def blocked() -> MorrisState:
    """White's f6-f4 leaves none of Black's four men an empty neighbour."""
    state = MorrisState.from_position(
        ("a4", "g1", "d2", "d7", "f6", "c5"), ("a1", "d1", "g7", "g4"), to_move=0
    )
    state.play("f6-f4")
    return state


_SHUFFLE = ("a1-a4", "g1-g4", "a4-a1", "g4-g1")


def repetition() -> MorrisState:
    """Both sides shuffle one man out and back until the start position is seen a third time."""
    state = MorrisState.from_position(("a1", "g7", "c5", "e3"), ("g1", "a7", "e5", "c3"))
    for text in _SHUFFLE * 2:
        state.play(text)
    return state


def no_removal(limit: int = 6) -> MorrisState:
    """The same shuffle with repetition off runs into the no-removal limit."""
    state = MorrisState.from_position(
        ("a1", "g7", "c5", "e3"),
        ("g1", "a7", "e5", "c3"),
        repetition_draw=False,
        no_removal_limit=limit,
    )
    while not state.is_over():
        state.play(_SHUFFLE[len(state.move_stack) % 4])
    return state
