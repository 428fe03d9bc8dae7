"""Typed errors of the rules library; every message is meant to be read by a player."""


class GameError(ValueError):
    """Base of every error the rules library raises on bad input."""


class InvalidMoveError(GameError):
    """The text is not a move in the game's notation ("Z9 is not a cell")."""


class IllegalMoveError(GameError):
    """A well-formed move that the rules forbid now ("B1 is already occupied")."""


class GameOverError(IllegalMoveError):
    """A move was offered after the game ended."""


class RecordError(GameError):
    """A game record could not be read; the message says which part and why."""


class PositionError(GameError):
    """A position that cannot be set up: a position string that is malformed, or a position the
    rules cannot reach (or one where the game would already be over); the message says why.

    ``column`` (1-based) is where a position string is at fault, ``where`` the cell or point of
    the board at fault (its index in the game's numbering), ``part`` the part of the position
    at fault when it is not the board (``"to_move"``, ``"hand"``, ``"clock"``, ``"ban"``...) and
    ``seat`` whose (0-based), each ``None`` when not known.
    """

    def __init__(
        self,
        message: str,
        *,
        column: int | None = None,
        where: int | None = None,
        part: str | None = None,
        seat: int | None = None,
    ) -> None:
        super().__init__(message if column is None else f"column {column}: {message}")
        self.reason = message
        self.column = column
        self.where = where
        self.part = part
        self.seat = seat
