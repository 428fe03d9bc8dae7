"""Position strings of every game: Edit ▸ Copy Position / Paste Position and the protocol's
``fen`` and ``setfen``.

- 9tka: the string of our own design (``ninetka/position_string.py``, documented in
  ``docs/POSITION_STRINGS.md``), starting with ``9tka``; it holds the players and the way the
  neutral counters came, so it sets up a game on its own.
- The Morris games on the 24-point board: Sanmill's FEN, read and written as Sanmill does
  (``morris/fen.py``). A FEN holds the position, not the rules: it is read into the Morris game
  the caller names (the game being played), Nine Men's Morris by default. Three and Six Men's
  Morris have no FEN (Sanmill's describes the 24-point board only): writing or reading one for
  them is refused with the reason.

Reading is strict: ``PositionError`` (a ``GameError``) gives the reason in words a player can
read and, for a malformed string, the column at fault; a position the rules cannot reach, or
where the game would already be over, is refused the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .base import GameState
from .errors import PositionError
from .morris import MorrisState
from .morris.fen import MAX_FEN_LENGTH, read_fen, write_fen
from .ninetka import NinetkaState
from .ninetka.position_string import MAX_LENGTH, looks_like_position, read_position, write_position

#: The longest text read as a position string.
MAX_POSITION_LENGTH = max(MAX_LENGTH, MAX_FEN_LENGTH)


def position_string(state: GameState[Any]) -> str:
    """The position string of the position ``state`` is in (PositionError for a Morris game
    that has none)."""
    if isinstance(state, NinetkaState):
        return write_position(state)
    if isinstance(state, MorrisState):
        return write_fen(state)
    raise PositionError(f"{state.game_name} has no position string")


def read_position_string(
    text: str, morris_options: Mapping[str, Any] | None = None
) -> GameState[Any]:
    """The game that plays on from the position ``text`` gives: a 9tka position string, else
    Sanmill's FEN of a Morris game under ``morris_options`` (Nine Men's Morris when None).
    PositionError says why there is none."""
    if len(text) > MAX_POSITION_LENGTH:
        raise PositionError(
            f"the text is too long for a position: {len(text):,} characters, a position string "
            f"is at most {MAX_POSITION_LENGTH}"
        )
    stripped = text.strip()
    if not stripped:
        raise PositionError("there is no position: the text is empty")
    # Columns count in the text as given, blanks before the position included.
    offset = len(text) - len(text.lstrip())
    try:
        if looks_like_position(stripped):
            return read_position(stripped)
        return read_fen(stripped, morris_options or {})
    except PositionError as error:
        if error.column is None or not offset:
            raise
        raise PositionError(
            error.reason,
            column=error.column + offset,
            where=error.where,
            part=error.part,
            seat=error.seat,
        ) from None


__all__ = [
    "MAX_POSITION_LENGTH",
    "position_string",
    "read_position_string",
]
