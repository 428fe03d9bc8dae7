"""What a finished game gives each human seat (statistics.results)."""

from __future__ import annotations

from ninetka_desktop.games.base import Outcome
from ninetka_desktop.games.records import Seat
from ninetka_desktop.statistics.results import rule_set_of, seat_results

ANN, BO = Seat("Ann"), Seat("Bo")


def computer(level: int) -> Seat:
    return Seat(f"Level {level}", "computer", level)


def test_a_game_of_computers_counts_for_nobody() -> None:
    outcome = Outcome(0, (0, 1), "score", (5, 4))
    assert seat_results("9tka", {"players": 2}, [computer(1), computer(2)], outcome, 40) == []


def test_a_win_against_the_computer_counts_the_sections_and_the_level() -> None:
    outcome = Outcome(0, (0, 1), "score", (5, 4))
    (result,) = seat_results("9tka", {"players": 2}, [ANN, computer(3)], outcome, 40)
    assert (result.game, result.rule_set, result.opponent) == ("9tka", "2", 3)
    assert (result.result, result.score, result.against) == ("win", 5, ((3, 1.0),))


def test_a_hot_seat_game_counts_for_both_seats_and_rates_nobody() -> None:
    outcome = Outcome(1, (1, 0), "two-men", (2, 5))
    results = seat_results("morris", {"flying": False}, [ANN, BO], outcome, 61)
    assert [(r.result, r.opponent, r.against, r.rule_set) for r in results] == [
        ("loss", None, (), "no-flying"),
        ("win", None, (), "no-flying"),
    ]
    # 61 plies: White made moves 1, 3, ..., 61 (31 of them), Black 30.
    assert [r.score for r in results] == [31, 30]


def test_a_drawn_morris_game_scores_half_against_the_computer() -> None:
    outcome = Outcome(None, (0, 1), "repetition", (4, 4))
    (result,) = seat_results("morris", {}, [computer(5), BO], outcome, 80)
    assert (result.result, result.against, result.rule_set) == ("draw", ((5, 0.5),), "flying")


def test_four_players_score_against_each_computer_by_rank() -> None:
    # Ann second: ahead of the level-2 seat and the level-4 one, behind the level-6 one.
    outcome = Outcome(2, (2, 0, 3, 1), "score", (4, 2, 5, 3))
    seats = [ANN, computer(4), computer(6), computer(2)]
    (result,) = seat_results("9tka", {"players": 4}, seats, outcome, 90)
    assert result.result == "loss"
    assert result.opponent == 6
    assert result.against == ((4, 1.0), (6, 0.0), (2, 1.0))
    assert rule_set_of("9tka", {"players": 4}) == "4"


def test_each_game_of_the_morris_family_is_tallied_apart_and_rates_nobody() -> None:
    outcome = Outcome(0, (0, 1), "mill", (3, 3))
    for variant in ("three", "six", "twelve", "morabaraba", "lasker"):
        options = {"variant": variant, "flying": False}
        (result,) = seat_results("morris", options, [ANN, computer(5)], outcome, 9)
        # Counted, under its own rule set and against its level, but the rating, which
        # stands on the levels' strength at Nine Men's Morris, does not move.
        assert (result.rule_set, result.opponent, result.result) == (variant, 5, "win")
        assert result.against == ()
    nine = {"variant": "nine", "flying": False}
    assert rule_set_of("morris", nine) == "no-flying"
    (result,) = seat_results("morris", nine, [ANN, computer(5)], outcome, 9)
    assert result.against == ((5, 1.0),)
