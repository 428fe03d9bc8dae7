"""A 9tka tournament (RULES.md 1.7): as many games as players, seats rotating.

With 2 players that is the two-game match with colours swapped; with 3 or 4 players it is the
series variant in which every player sits once in every seat. Pure data: the caller plays the
games and reports each result with ``record_game``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import GameError


class Tournament:
    """Players are indexed by their position in ``player_names``.

    ``series=False`` makes it a single game (seat order as given), for 3-4 players who want the
    base rules without the series variant; with 2 players it also means a single game.
    """

    def __init__(self, player_names: Sequence[str], series: bool = True):
        if not 2 <= len(player_names) <= 4:
            raise GameError(f"a 9tka tournament needs 2 to 4 players, not {len(player_names)}")
        self.player_names: tuple[str, ...] = tuple(player_names)
        self.series = series
        self._scores: list[tuple[int, ...]] = []  # per game, by seat
        self._winners: list[int] = []  # per game, winning seat

    @property
    def num_players(self) -> int:
        return len(self.player_names)

    @property
    def games_total(self) -> int:
        return self.num_players if self.series else 1

    @property
    def games_played(self) -> int:
        return len(self._scores)

    def seat_order(self, game_index: int) -> tuple[int, ...]:
        """The player index in each seat of game ``game_index`` (0-based): seat s holds player
        (s + game_index) mod P, so over P games every player takes every seat once."""
        if not 0 <= game_index < self.games_total:
            raise GameError(f"game {game_index + 1} is not part of this tournament")
        n = self.num_players
        return tuple((seat + game_index) % n for seat in range(n))

    def record_game(self, scores_by_seat: Sequence[int], winner_seat: int) -> None:
        """Record the next game's result: each seat's score and the winning seat."""
        if self.is_complete():
            raise GameError("the tournament is already complete")
        if len(scores_by_seat) != self.num_players:
            raise GameError(f"expected {self.num_players} scores, got {len(scores_by_seat)}")
        if not 0 <= winner_seat < self.num_players:
            raise GameError(f"seat {winner_seat} is not a seat of this tournament")
        self._scores.append(tuple(scores_by_seat))
        self._winners.append(winner_seat)

    def is_complete(self) -> bool:
        return self.games_played >= self.games_total

    def totals(self) -> tuple[int, ...]:
        """Each player's summed score so far."""
        totals = [0] * self.num_players
        for game, scores in enumerate(self._scores):
            for seat, player in enumerate(self.seat_order(game)):
                totals[player] += scores[seat]
        return tuple(totals)

    def games_won(self) -> tuple[int, ...]:
        """How many games each player has won so far."""
        won = [0] * self.num_players
        for game, seat in enumerate(self._winners):
            won[self.seat_order(game)[seat]] += 1
        return tuple(won)

    def leaders(self) -> tuple[int, ...]:
        """The players sharing the highest total so far."""
        totals = self.totals()
        top = max(totals)
        return tuple(p for p, t in enumerate(totals) if t == top)

    def winner(self) -> int | None:
        """The tournament's winner once complete; None while running or when the highest total
        is shared (a draw: the rules name no tie-break)."""
        if not self.is_complete():
            return None
        leaders = self.leaders()
        return leaders[0] if len(leaders) == 1 else None

    def is_drawn(self) -> bool:
        return self.is_complete() and self.winner() is None
