"""``GameSetup``: what the new-game dialog asks for and what a match is started from."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import new_game
from .errors import GameError
from .names import name_problem
from .records import MAX_LEVEL, SEAT_KINDS, Seat, json_depth_exceeds
from .seat_names import own_name

#: The computer's level in a game nobody has chosen yet (the first start, the new-game dialog's
#: defaults): gentle enough for a first game.
DEFAULT_COMPUTER_LEVEL = 2


@dataclass(frozen=True, slots=True)
class GameSetup:
    #: "9tka" or "morris".
    game: str = "9tka"
    #: The engine options (9tka: players, neutrals, seed; Morris: flying and the draw rules).
    options: dict[str, Any] = field(default_factory=lambda: {"players": 2, "neutrals": "chosen"})
    #: One seat per player, in seat order ("": a seat without a name goes by its colour).
    seats: tuple[Seat, ...] = (Seat(""), Seat("", "computer", DEFAULT_COMPUTER_LEVEL))
    #: 9tka: a tournament (2 players: two games with colours swapped; 3-4: a series of P games).
    tournament: bool = False

    def __post_init__(self) -> None:
        if self.game not in ("9tka", "morris"):
            raise GameError(f"unknown game {self.game!r}")
        players = self.options.get("players", 2) if self.game == "9tka" else 2
        if len(self.seats) != players:
            raise GameError(f"{len(self.seats)} seats for {players} players")
        for seat in self.seats:
            problem = name_problem(seat.name)
            if problem is not None:
                raise GameError(f"the name {seat.name!r} cannot be used: {problem}")
            if seat.kind not in SEAT_KINDS:
                raise GameError(f"unknown seat kind {seat.kind!r}")
            if seat.kind == "computer" and not (
                isinstance(seat.level, int) and 1 <= seat.level <= MAX_LEVEL
            ):
                raise GameError(f"a computer seat needs a level from 1 to {MAX_LEVEL}")

    @property
    def players(self) -> int:
        return len(self.seats)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "options": dict(self.options),
            "seats": [seat.to_json() for seat in self.seats],
            "tournament": self.tournament,
        }

    @classmethod
    def from_json(cls, data: Any) -> GameSetup:
        """Rebuild a setup saved by ``to_json``; GameError for anything malformed, so that a
        setup read back from a file can always be started."""
        if not isinstance(data, dict) or json_depth_exceeds(data, 8):
            raise GameError("a game setup must be a small JSON object")
        try:
            game = data.get("game", "9tka")
            if not isinstance(game, str):
                raise GameError("malformed game setup: the game is not named")
            seats = tuple(_seat_from_json(s, game, i) for i, s in enumerate(data["seats"]))
            options = dict(data.get("options", {}))
            # A tournament is a 9tka matter (a drawn Morris game has no winner to record).
            tournament = data.get("tournament", False) is True and game == "9tka"
            setup = cls(game=game, options=options, seats=seats, tournament=tournament)
            new_game(game, options)  # options the game accepts, or GameError
        except GameError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise GameError(f"malformed game setup: {type(exc).__name__}") from exc
        return setup


def _seat_from_json(data: Any, game: str, seat: int) -> Seat:
    name, kind, level = data["name"], data.get("kind", "human"), data.get("level")
    problem = name_problem(name)
    if problem is not None:
        raise GameError(f"a seat's name cannot be used: {problem}")
    if kind == "computer" and type(level) is not int:
        raise GameError("a computer seat needs a level from 1 to 6")
    # A name that is only the seat's colour (as older versions wrote) is no name.
    return Seat(own_name(game, seat, name), kind, level if kind == "computer" else None)
