"""The review's marks by example: exact results let slip, sections of lead given away, and the
expected score lost by estimates; the summary counts them per seat."""

from __future__ import annotations

import pytest

from ninetka_desktop.analysis import Kind, MoveValue, PositionAnalysis, Result
from ninetka_desktop.analysis.review import Mark, review_move, seat_expectations, summarise


def estimate(move: str, expected: float) -> MoveValue:
    return MoveValue(move, Kind.ESTIMATE, expected, basis=("depth", 5))


def morris(move: str, result: Result) -> MoveValue:
    expected = {Result.WIN: 1.0, Result.DRAW: 0.5, Result.LOSS: 0.0}[result]
    return MoveValue(move, Kind.EXACT, expected, result=result)


def lead(move: str, sections: int, won: bool) -> MoveValue:
    return MoveValue(move, Kind.EXACT, 0.9 if won else 0.1, lead=sections)


@pytest.mark.parametrize(
    ("played", "mark"),
    [(0.70, Mark.NONE), (0.66, Mark.NONE), (0.64, Mark.INACCURACY), (0.59, Mark.MISTAKE),
     (0.49, Mark.BLUNDER)],
)
def test_estimates_are_marked_by_the_expected_score_given_away(played: float, mark: Mark) -> None:
    analysis = PositionAnalysis(0, (estimate("a", 0.70), estimate("b", played)))
    review = review_move(analysis, "b", 3)
    assert review.mark is mark and review.ply == 3
    assert review.lost == pytest.approx(max(0.0, 0.70 - played))


def test_the_best_move_is_never_marked() -> None:
    analysis = PositionAnalysis(1, (estimate("a", 0.9), estimate("b", 0.1)))
    assert review_move(analysis, "a", 0).mark is Mark.NONE


@pytest.mark.parametrize(
    ("best", "played", "mark"),
    [(Result.WIN, Result.WIN, Mark.NONE), (Result.WIN, Result.DRAW, Mark.MISTAKE),
     (Result.WIN, Result.LOSS, Mark.BLUNDER), (Result.DRAW, Result.LOSS, Mark.MISTAKE)],
)
def test_morris_exact_values_are_marked_by_the_result(
    best: Result, played: Result, mark: Mark
) -> None:
    analysis = PositionAnalysis(0, (morris("a", best), morris("b", played)))
    assert review_move(analysis, "b", 0).mark is mark


def test_9tka_exact_leads_are_marked_by_sections_and_results() -> None:
    analysis = PositionAnalysis(
        0, (lead("a", 3, True), lead("b", 2, True), lead("c", 1, True), lead("d", -1, False))
    )
    marks = [review_move(analysis, m, 0).mark for m in "abcd"]
    assert marks == [Mark.NONE, Mark.INACCURACY, Mark.MISTAKE, Mark.BLUNDER]
    assert review_move(analysis, "c", 0).lost_sections == 2


def test_an_unknown_move_is_refused() -> None:
    with pytest.raises(ValueError):
        review_move(PositionAnalysis(0, (estimate("a", 0.5),)), "z", 0)


def test_the_summary_counts_per_seat_and_the_seats_worth_adds_up() -> None:
    analysis = PositionAnalysis(1, (estimate("a", 0.8), estimate("b", 0.5), estimate("c", 0.75)))
    reviews = [review_move(analysis, "b", 1), review_move(analysis, "c", 3)]
    first, second = summarise(reviews, 2)
    assert (first.moves, second.moves, second.blunders, second.inaccuracies) == (0, 2, 1, 1)
    assert second.lost == pytest.approx(0.35)
    assert seat_expectations(analysis, 2) == pytest.approx((0.2, 0.8))
    three = PositionAnalysis(
        2, (MoveValue("a", Kind.ESTIMATE, 0.6, sections=(2.0, 3.0, 4.0)),)
    )
    assert sum(seat_expectations(three, 3)) == pytest.approx(1.0)
