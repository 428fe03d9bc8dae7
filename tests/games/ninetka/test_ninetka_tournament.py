"""RULES.md 1.7: the two-game match and the 3-4 player series."""

from __future__ import annotations

import pytest

from ninetka_desktop.games.errors import GameError
from ninetka_desktop.games.ninetka import Tournament


def test_two_players_swap_colours_and_sum_scores() -> None:
    t = Tournament(["Ann", "Bob"])
    assert t.games_total == 2
    assert t.seat_order(0) == (0, 1)  # Ann is Yellow first
    assert t.seat_order(1) == (1, 0)  # then Blue
    t.record_game([5, 4], winner_seat=0)
    assert not t.is_complete() and t.winner() is None
    t.record_game([3, 6], winner_seat=1)  # Bob Yellow 3, Ann Blue 6
    assert t.is_complete()
    assert t.totals() == (11, 7)
    assert t.games_won() == (2, 0)
    assert t.winner() == 0
    with pytest.raises(GameError):
        t.record_game([1, 1], 0)


def test_two_players_equal_totals_is_a_draw() -> None:
    t = Tournament(["Ann", "Bob"])
    t.record_game([4, 4], winner_seat=1)  # tie-break: Bob (Blue) wins the game
    t.record_game([3, 3], winner_seat=1)  # Ann (Blue) wins this one
    assert t.totals() == (7, 7)
    assert t.games_won() == (1, 1)
    assert t.winner() is None and t.is_drawn()


@pytest.mark.parametrize("players", [3, 4])
def test_series_rotates_every_player_through_every_seat(players: int) -> None:
    t = Tournament([f"P{i}" for i in range(players)])
    assert t.games_total == players
    orders = [t.seat_order(g) for g in range(players)]
    for order in orders:
        assert sorted(order) == list(range(players))
    for seat in range(players):
        assert sorted(order[seat] for order in orders) == list(range(players))
    for _ in range(players):
        scores = [0] * players
        scores[0] = 3  # the player in seat 1 scores 3 each time
        t.record_game(scores, winner_seat=0)
    assert t.totals() == (3,) * players
    assert t.games_won() == (1,) * players
    assert t.winner() is None


def test_series_winner_and_single_game_option() -> None:
    t = Tournament(["A", "B", "C"])
    for game in range(3):
        order = t.seat_order(game)
        scores = [2 if player == 2 else 1 for player in order]
        t.record_game(scores, winner_seat=order.index(2))
    assert t.totals() == (3, 3, 6) and t.winner() == 2
    single = Tournament(["A", "B", "C"], series=False)
    assert single.games_total == 1
    single.record_game([1, 2, 3], 2)
    assert single.is_complete() and single.winner() == 2


def test_bad_input() -> None:
    with pytest.raises(GameError):
        Tournament(["solo"])
    t = Tournament(["A", "B"])
    with pytest.raises(GameError):
        t.record_game([1, 2, 3], 0)
    with pytest.raises(GameError):
        t.record_game([1, 2], 5)
    with pytest.raises(GameError):
        t.seat_order(2)
