"""``Match``: one game or a tournament of games started from a GameSetup (Qt-free data).

Tournaments are a 9tka matter; a Morris match is one game at a time (a draw has no winner).
A match may start from a set-up position (``start``: each of its games starts there) and may be
a study (``study``: every seat is played by hand and nothing is counted in the statistics).
"""

from __future__ import annotations

from typing import Any

from ..games import new_game
from ..games.base import GameState
from ..games.ninetka import Tournament
from ..games.records import Seat
from ..games.setup import GameSetup


class Match:
    def __init__(
        self, setup: GameSetup, start: GameState[Any] | None = None, study: bool = False
    ) -> None:
        self.setup = setup
        #: The set-up position each game starts from (None: the game's own start).
        self.start = None if start is None else start.copy()
        #: A study: the seats are played by hand and nothing counts in the statistics.
        self.study = study
        self.game_index = 0
        # (scores by seat, winning seat) of each finished game, in order.
        self._results: list[tuple[tuple[int, ...], int]] = []

    @property
    def tournament(self) -> Tournament:
        """The standings so far, rebuilt from the finished games."""
        names = [seat.name for seat in self.setup.seats]
        standings = Tournament(names, series=self.setup.tournament)
        for scores, winner in self._results:
            standings.record_game(scores, winner)
        return standings

    @property
    def players(self) -> int:
        return self.setup.players

    def seats(self) -> tuple[Seat, ...]:
        """The seats of the current game: in a tournament players move round the seats."""
        return tuple(self.setup.seats[player] for player in self.players_in_seats())

    def players_in_seats(self) -> tuple[int, ...]:
        """Which player (their seat in the setup) sits in each seat of the current game."""
        return tuple(self.tournament.seat_order(self.game_index))

    def new_state(self) -> GameState[Any]:
        if self.start is not None:
            return self.start.copy()
        options: dict[str, Any] = dict(self.setup.options)
        if options.get("neutrals") == "random":
            options.pop("seed", None)  # a fresh random placement for every game
        return new_game(self.setup.game, options)

    def record_result(self, state: GameState[Any]) -> None:
        outcome = state.outcome()
        if outcome is None:
            raise ValueError("the game is not over")
        if outcome.winner is None:  # a drawn Morris game: nothing for the standings
            return
        # Recorded again after an undo and a different ending: the latest ending counts.
        self._results[self.game_index :] = [(outcome.scores, outcome.winner)]

    def forget_result(self) -> None:
        """The current game is running again (undone past its end): drop its result."""
        del self._results[self.game_index :]

    def has_next_game(self) -> bool:
        return self.game_index + 1 < self.tournament.games_total

    def next_game(self) -> None:
        if not self.has_next_game() or len(self._results) <= self.game_index:
            raise ValueError("the current game is not finished or the match is complete")
        self.game_index += 1

    def to_json(self) -> dict[str, Any]:
        """What autosave needs besides the current game's record."""
        return {
            "setup": self.setup.to_json(),
            **({"study": True} if self.study else {}),
            "game_index": self.game_index,
            "results": [
                {"scores": list(scores), "winner": winner}
                for scores, winner in self._results
            ],
        }

    @classmethod
    def from_json(cls, data: Any) -> Match:
        match = cls(GameSetup.from_json(data["setup"]), study=data.get("study", False) is True)
        for result in data.get("results", []):
            scores = tuple(int(score) for score in result["scores"])
            match._results.append((scores, int(result["winner"])))
        standings = match.tournament  # rebuilding it validates the results (GameError if bad)
        index = int(data.get("game_index", 0))
        if not 0 <= index < standings.games_total or len(match._results) > index + 1:
            raise ValueError("game_index out of range")
        match.game_index = index
        return match
