"""Move ▸ Review the Game: the evaluation graph fills in and a click on it shows that ply; the
marks in the move list match the values the analysis gave; the summary counts them; "Show the
Better Move" keeps the better line as a variation and plays it on the board; the text export
carries the marks and a legend."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.analysis.review import LEGEND, Mark, review_move
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models.roles import HistoryRole
from ninetka_desktop.ui import game_analyser
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
HOT_SEAT = GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Bo")))


@pytest.fixture(autouse=True)
def quick_looks(monkeypatch: pytest.MonkeyPatch) -> None:
    # A review in a test looks briefly at each position: the marks are checked against the
    # values given, whatever their depth.
    monkeypatch.setattr(game_analyser, "SECONDS_PER_PLY", 0.3)
    monkeypatch.setattr(game_analyser, "LEVEL", 3)




def test_the_review_marks_the_moves_as_the_values_say(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    rng = random.Random(3)
    state = MorrisState.from_options({"flying": True})
    for _ in range(14):
        state.push(rng.choice(state.legal_moves()))
    window = make_window()
    window.start_game(HOT_SEAT, state)
    assert not window.side.graph.isVisible()
    window.reviewer.action.trigger()
    assert window.side.graph.isVisible()
    qtbot.waitUntil(window.reviewer.analyser.is_complete, timeout=60_000)
    reviews = window.reviewer.analyser.reviews()
    assert len(reviews) == 14 and all(r is not None for r in reviews)
    history = window.moves
    marked = 0
    for row, review in enumerate(reviews):
        assert review is not None
        analysis = window.reviewer.analyser.analysis_before(row)
        assert analysis is not None
        assert review == review_move(analysis, review.played.move, row)
        mark = history.index(row, 2).data(HistoryRole.MARK)
        assert mark == review.mark.value
        assert history.index(row, 2).data().endswith(mark)
        marked += review.mark is not Mark.NONE
    assert marked > 0  # random moves give something away
    summary = window.side.review_summary.text()
    assert "White" in summary and "Black" in summary

    # The graph: a value for each position, and a click shows that ply.
    values = window.side.graph.values()
    assert len(values) == 15 and all(v is not None for v in values[:14])
    graph = window.side.graph
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(round(graph.x_of(5)), 20))
    assert len(window.game.state.move_stack) == 5

    # Show the Better Move on a marked move: the position before it, then the better move, a
    # variation of the game now.
    row = next(
        r for r, rv in enumerate(reviews[:13]) if rv is not None and rv.mark is not Mark.NONE
    )
    window.side.history.clicked.emit(history.index(row, 0))
    assert window.side.better_button.isVisible()
    qtbot.mouseClick(window.side.better_button, Qt.MouseButton.LeftButton)
    assert len(window.game.state.move_stack) == row
    best = reviews[row].best.move  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) > row, timeout=5_000)
    shown = window.game.state
    assert shown.move_to_str(shown.move_stack[row]) == best
    assert not window.game.node.is_main_line()
    assert len(window.moves.tree.main_line()) == 14  # the game's moves stay

    # The text export carries the marks and the legend (of the game, back at its end).
    window.back_to_game()
    qtbot.waitUntil(window.reviewer.analyser.is_complete, timeout=60_000)
    marks, notes = window.reviewer.export_marks()
    assert marks and LEGEND in notes


def test_a_finished_9tka_endgame_review_is_exact(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(GameOverDialog, "exec", lambda dialog: 0)
    rng = random.Random(8)
    state = NinetkaState(2, "random", 8)
    while not (state.phase == "movement" and len(state.legal_moves()) <= 5):
        state.push(rng.choice(state.legal_moves()))
    plies = len(state.move_stack)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    window = make_window()
    window.start_game(GameSetup(seats=(Seat("Ann"), Seat("Bo")), options=state.options()), state)
    window.reviewer.action.trigger()
    qtbot.waitUntil(window.reviewer.analyser.is_complete, timeout=120_000)
    reviews = window.reviewer.analyser.reviews()
    for review in reviews[plies:]:
        assert review is not None and review.exact
    assert window.side.graph.values()[-1] in ((1.0, 0.0), (0.0, 1.0))
