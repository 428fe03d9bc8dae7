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
