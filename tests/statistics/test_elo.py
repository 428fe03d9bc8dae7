"""The Elo arithmetic of the rating (statistics.elo)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ninetka_desktop.statistics.elo import (
    PROVISIONAL_GAMES,
    expected_score,
    k_factor,
    rating_change,
)

ratings = st.floats(min_value=0, max_value=4000)


def test_the_classic_figures() -> None:
    assert expected_score(1500, 1500) == 0.5
    assert expected_score(1900, 1500) == pytest.approx(10 / 11)
    assert k_factor(0) > k_factor(PROVISIONAL_GAMES)


@given(ratings, ratings)
def test_both_sides_expect_one_point_between_them(a: float, b: float) -> None:
    assert expected_score(a, b) + expected_score(b, a) == pytest.approx(1.0)


@given(ratings, ratings, st.integers(0, 100))
def test_a_win_raises_a_loss_lowers_a_draw_moves_towards_the_opponent(
    rating: float, opponent: float, games: int
) -> None:
    win = rating_change(rating, games, [(opponent, 1.0)])
    loss = rating_change(rating, games, [(opponent, 0.0)])
    draw = rating_change(rating, games, [(opponent, 0.5)])
    assert win >= 0 >= loss
    assert win - loss == pytest.approx(k_factor(games))
    assert (draw >= 0) == (opponent >= rating) or draw == pytest.approx(0, abs=1e-9)


def test_a_game_against_three_moves_as_far_as_a_game_against_one() -> None:
    alone = rating_change(1000, 50, [(1000, 1.0)])
    three = rating_change(1000, 50, [(1000, 1.0)] * 3)
    assert three == pytest.approx(alone)
    assert rating_change(1000, 50, []) == 0
