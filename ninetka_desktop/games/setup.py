"""``GameSetup``: what the new-game dialog asks for and what a match is started from."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import GameError
from .records import MAX_LEVEL, SEAT_KINDS, Seat


@dataclass(frozen=True, slots=True)
class GameSetup:
    #: "9tka" or "morris".
    game: str = "9tka"
    #: The engine options (9tka: players, neutrals, seed; Morris: flying and the draw rules).
    options: dict[str, Any] = field(default_factory=lambda: {"players": 2, "neutrals": "chosen"})
    #: One seat per player, in seat order.
    seats: tuple[Seat, ...] = (Seat("Yellow"), Seat("Blue", "computer", 3))
    #: 9tka: a tournament (2 players: two games with colours swapped; 3-4: a series of P games).
    tournament: bool = False

    def __post_init__(self) -> None:
        if self.game not in ("9tka", "morris"):
            raise GameError(f"unknown game {self.game!r}")
        players = self.options.get("players", 2) if self.game == "9tka" else 2
        if len(self.seats) != players:
            raise GameError(f"{len(self.seats)} seats for {players} players")
        for seat in self.seats:
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
        """Rebuild a setup saved by ``to_json``; GameError for anything malformed."""
        if not isinstance(data, dict):
            raise GameError("a game setup must be a JSON object")
        try:
            seats = tuple(
                Seat(str(s["name"]), str(s.get("kind", "human")), s.get("level"))
                for s in data["seats"]
            )
            return cls(
                game=str(data.get("game", "9tka")),
                options=dict(data.get("options", {})),
                seats=seats,
                tournament=bool(data.get("tournament", False)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise GameError(f"malformed game setup: {exc}") from exc
