"""The native core's Morris position (``ninetka_desktop._core``), read from a ``MorrisState``.

The rules library stays the one source of legality; the core repeats the rules for speed, and
``tests/native/test_morris_agreement.py`` holds the two equal.

The core's position, search, endgame tables and analysis are Nine Men's Morris's: ``to_core``
refuses a state of another game of the family (``require_nine``), so that nothing searches the
wrong game.
"""

from __future__ import annotations

from ..._core import MorrisPosition
from ...games.morris.moves import MorrisMove
from ...games.morris.state import MorrisState

MoveTuple = tuple[int | None, int, int | None]


class OtherVariantError(ValueError):
    """A Nine Men's Morris tool (the search, the tables, the book) was given another game."""


def require_nine(state: MorrisState) -> None:
    """Raise ``OtherVariantError`` unless ``state`` is a game of Nine Men's Morris."""
    if state.variant.key != "nine":
        raise OtherVariantError(
            f"the computer does not play {state.variant.name} yet: "
            "its search, tables and analysis are for Nine Men's Morris only"
        )


def to_core(state: MorrisState) -> MorrisPosition:
    require_nine(state)
    options = state.options()
    rules = (
        bool(options["flying"]),
        bool(options["repetition_draw"]),
        int(options["no_removal_limit"]),
    )
    return MorrisPosition(
        rules,
        (state.bitboard(0), state.bitboard(1)),
        (state.men_in_hand(0), state.men_in_hand(1)),
        state.to_move,
        state.no_removal_plies,
        state.position_counts(),
    )


def from_core_move(move: MoveTuple) -> MorrisMove:
    src, dst, remove = move
    return MorrisMove(src, dst, remove)


def legal_moves(state: MorrisState) -> list[MorrisMove]:
    """The legal moves of ``state`` as the core generates them."""
    return [from_core_move(m) for m in to_core(state).legal_moves()]


def perft(state: MorrisState, depth: int) -> int:
    """The core's perft of ``state`` (``games.morris.perft`` is the library's)."""
    return to_core(state).perft(depth)


__all__ = [
    "MoveTuple",
    "OtherVariantError",
    "from_core_move",
    "legal_moves",
    "perft",
    "require_nine",
    "to_core",
]
