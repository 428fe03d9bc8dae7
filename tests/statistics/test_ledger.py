"""The ledger of tallies and ratings (statistics.ledger): counting, and its JSON form."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.statistics.ledger import MAX_HISTORY, Ledger, LedgerError, Tally
from ninetka_desktop.statistics.level_ratings import START_RATING
from ninetka_desktop.statistics.results import RULE_SETS, SeatResult


def result(
    outcome: str, level: int | None = 2, game: str = "9tka", score: int = 4
) -> SeatResult:
    rule_set = RULE_SETS[game][0]
    value = {"win": 1.0, "draw": 0.5, "loss": 0.0}[outcome]
    against = () if level is None else ((level, value),)
    return SeatResult(game, rule_set, level, outcome, score, against)


def test_streaks_and_best_scores() -> None:
    ledger = Ledger()
    for outcome, score in [("win", 3), ("win", 6), ("loss", 1), ("win", 4)]:
        ledger.add([result(outcome, score=score)], "2026-12-01")
    tally = ledger.tallies[("9tka", "2", 2)]
    assert (tally.played, tally.won, tally.lost) == (4, 3, 1)
    assert (tally.streak, tally.best_streak, tally.best_score) == (1, 2, 6)


def test_morris_keeps_the_fastest_win_and_a_draw_breaks_the_streak() -> None:
    ledger = Ledger()
    for outcome, moves in [("win", 40), ("draw", 10), ("win", 25), ("loss", 12), ("win", 30)]:
        ledger.add([result(outcome, level=4, game="morris", score=moves)], "2026-12-01")
    tally = ledger.tallies[("morris", "flying", 4)]
    assert (tally.won, tally.drawn, tally.lost) == (3, 1, 1)
    assert (tally.streak, tally.best_streak, tally.best_score) == (1, 1, 25)


def test_only_games_against_the_computer_move_the_rating() -> None:
    ledger = Ledger()
    ledger.add([result("win", level=None)], "2026-12-01")
    assert ledger.rating("9tka").games == 0
    assert ledger.rating("9tka").value == START_RATING
    ledger.add([result("win", level=3)], "2026-12-02")
    rating = ledger.rating("9tka")
    assert rating.games == 1
    assert rating.value > START_RATING
    assert [(p.day, p.rating) for p in rating.history] == [("2026-12-02", round(rating.value, 1))]
    # Losing to Beginner, where one stands, costs half the K factor.
    before = rating.value
    ledger.add([result("loss", level=1)], "2026-12-02")
    assert ledger.rating("9tka").value < before


def test_the_history_keeps_the_latest_points() -> None:
    ledger = Ledger()
    for _ in range(MAX_HISTORY + 20):
        ledger.add([result("win", level=6)], "2026-12-01")
    rating = ledger.rating("9tka")
    assert rating.games == MAX_HISTORY + 20
    assert len(rating.history) == MAX_HISTORY
    assert rating.history[-1].rating == round(rating.value, 1)


def test_rows_come_in_order_and_the_total_adds_them() -> None:
    ledger = Ledger()
    ledger.add([result("win", level=5)], "2026-12-01")
    ledger.add([result("loss", level=None)], "2026-12-01")
    ledger.add([result("win", level=1)], "2026-12-01")
    ledger.add([result("win", level=2, game="morris")], "2026-12-01")
    assert [key for key, _ in ledger.rows("9tka")] == [
        ("9tka", "2", None),
        ("9tka", "2", 1),
        ("9tka", "2", 5),
    ]
    total = ledger.total("9tka")
    assert (total.played, total.won, total.lost, total.best_score) == (3, 2, 1, 4)
    assert ledger.total("morris").played == 1


outcomes = st.sampled_from(("win", "draw", "loss"))
seat_results = st.builds(
    lambda game, outcome, level, score, rule: SeatResult(
        game,
        RULE_SETS[game][rule % len(RULE_SETS[game])],
        level,
        "loss" if game == "9tka" and outcome == "draw" else outcome,
        score,
        () if level is None else ((level, {"win": 1.0, "draw": 0.5, "loss": 0.0}[outcome]),),
    ),
    st.sampled_from(("9tka", "morris")),
    outcomes,
    st.none() | st.integers(1, 6),
    st.integers(0, 200),
    st.integers(0, 6),
)


@settings(max_examples=60)
@given(st.lists(seat_results, max_size=40))
def test_the_json_form_reads_back_the_same_ledger(results: list[SeatResult]) -> None:
    ledger = Ledger()
    for item in results:
        ledger.add([item], "2026-12-03")
    again = Ledger.from_json(json.loads(json.dumps(ledger.to_json())))
    assert again.tallies == ledger.tallies
    for game in RULE_SETS:
        assert again.rating(game).games == ledger.rating(game).games
        assert again.rating(game).value == pytest.approx(ledger.rating(game).value, abs=1e-3)
        assert again.rating(game).history == ledger.rating(game).history
    assert sum(t.played for t in again.tallies.values()) == len(results)


def _valid() -> dict[str, Any]:
    ledger = Ledger()
    ledger.add([result("win", level=3), result("draw", game="morris")], "2026-12-03")
    return ledger.to_json()


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(format="ninetka-settings"),
        lambda d: d.update(version="1"),
        lambda d: d.update(tallies={}),
        lambda d: d["tallies"][0].update(played=-1),
        lambda d: d["tallies"][0].update(won=True),
        lambda d: d["tallies"][0].update(played=10**400),
        lambda d: d["tallies"][0].update(won=5),  # won + drawn + lost != played
        lambda d: d["tallies"][0].update(best_streak=3),  # more wins in a row than wins
        lambda d: d["tallies"][0].update(game="chess"),
        lambda d: d["tallies"][0].update(rule_set="7"),
        lambda d: d["tallies"][0].update(opponent=7),
        lambda d: d["tallies"].append(dict(d["tallies"][0])),
        lambda d: d["ratings"]["9tka"].update(value=float("nan")),
        lambda d: d["ratings"]["9tka"].update(value=10**400),
        lambda d: d["ratings"]["9tka"].update(value="1200"),
        lambda d: d["ratings"]["9tka"]["history"].append(["yesterday", 1000]),
        lambda d: d["ratings"]["9tka"]["history"].append(["2026-12-03"]),
        lambda d: d["ratings"].update(go={"value": 1000, "games": 0}),
    ],
)
def test_a_damaged_ledger_is_refused_as_a_whole(damage: Any) -> None:
    data = _valid()
    Ledger.from_json(data)  # the undamaged one reads
    damage(data)
    with pytest.raises(LedgerError):
        Ledger.from_json(data)


def test_keys_of_a_later_version_are_ignored() -> None:
    data = _valid()
    data.update(version=2, achievements=["first win"])
    data["tallies"][0]["fastest_seconds"] = 12
    assert Ledger.from_json(data).tallies == Ledger.from_json(_valid()).tallies


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=20,
)


@settings(max_examples=150)
@given(json_values)
def test_any_json_either_reads_or_is_refused_cleanly(data: Any) -> None:
    with contextlib.suppress(LedgerError):
        Ledger.from_json(data)


@settings(max_examples=100)
@given(st.data())
def test_a_valid_ledger_with_one_field_replaced_reads_or_is_refused_cleanly(
    data: st.DataObject,
) -> None:
    ledger = _valid()
    row = data.draw(st.sampled_from(ledger["tallies"]))
    field = data.draw(st.sampled_from(sorted(row)))
    row[field] = data.draw(json_values)
    try:
        read = Ledger.from_json(ledger)
    except LedgerError:
        return
    for tally in read.tallies.values():
        assert isinstance(tally, Tally)
        assert tally.won + tally.drawn + tally.lost == tally.played
