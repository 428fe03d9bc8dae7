"""``StatisticsTableModel``: one game's tallies as a table (qtmodeltester)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from ninetka_desktop.models.statistics_table import StatisticsTableModel
from ninetka_desktop.statistics.ledger import Ledger
from ninetka_desktop.statistics.results import SeatResult

ACROSS = Qt.Orientation.Horizontal


def _ledger() -> Ledger:
    ledger = Ledger()
    for outcome in ("win", "win", "loss"):
        score = 1.0 if outcome == "win" else 0.0
        ledger.add([SeatResult("9tka", "2", 4, outcome, 6, ((4, score),))], "2026-12-03")
    ledger.add([SeatResult("9tka", "3", None, "loss", 2, ())], "2026-12-03")
    ledger.add([SeatResult("morris", "flying", 2, "draw", 44, ((2, 0.5),))], "2026-12-03")
    return ledger


def _rows(model: StatisticsTableModel) -> list[list[str]]:
    return [
        [model.index(row, column).data() for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def test_the_model_passes_the_model_tester(qtmodeltester: ModelTester) -> None:
    model = StatisticsTableModel("9tka")
    model.set_ledger(_ledger())
    qtmodeltester.check(model, force_py=True)
    model.set_ledger(Ledger())  # the tester watches the reset
    assert model.rowCount() == 0


def test_rows_by_rule_set_and_opponent_then_the_total() -> None:
    model = StatisticsTableModel("9tka")
    model.set_ledger(_ledger())
    headers = [model.headerData(c, ACROSS) for c in range(model.columnCount())]
    assert headers == [
        "Players", "Opponent", "Played", "Won", "Lost", "Streak", "Best streak", "Most sections"
    ]
    assert _rows(model) == [
        ["2 players", "4 Advanced", "3", "2", "1", "0", "2", "6"],
        ["3 players", "people only", "1", "0", "1", "0", "0", "2"],
        ["All games", "", "4", "2", "2", "0", "2", "6"],
    ]


def test_morris_counts_draws_and_names_its_rules() -> None:
    model = StatisticsTableModel("morris")
    model.set_ledger(_ledger())
    assert model.headerData(4, ACROSS) == "Drawn"
    assert model.headerData(8, ACROSS) == "Fastest win"
    # A draw is no win: no fastest win yet.
    assert _rows(model)[0] == [
        "Nine Men's Morris, flying", "2 Casual", "1", "0", "1", "0", "0", "0", ""
    ]


def test_each_game_of_the_morris_family_has_its_own_rows() -> None:
    ledger = _ledger()
    ledger.add([SeatResult("morris", "six", 5, "win", 30, ())], "2026-12-04")
    ledger.add([SeatResult("morris", "no-flying", None, "loss", 50, ())], "2026-12-04")
    ledger.add([SeatResult("morris", "three", None, "win", 5, ())], "2026-12-04")
    model = StatisticsTableModel("morris")
    model.set_ledger(ledger)
    assert [row[:3] for row in _rows(model)] == [
        ["Nine Men's Morris, flying", "2 Casual", "1"],
        ["Nine Men's Morris, no flying", "people only", "1"],
        ["Three Men's Morris", "people only", "1"],
        ["Six Men's Morris", "5 Expert", "1"],
        ["All games", "", "4"],
    ]
