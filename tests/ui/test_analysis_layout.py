"""View ▸ Analysis leaves the board most of the window: the ranked list shares the side column
(a tab beside the move list), never scrolls sideways, and writes the expected line out whole;
the badges on the board are big enough to read and lie clear of the other pieces. A past move
picked in the list shows that position in the players, the section table and the status."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from helpers.quick_analysis import analyse_here
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models.ninetka.scores import SCORE_COLUMN
from ninetka_desktop.ui.board.badges import MIN_TEXT_PX
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.ninetka.counter_item import CounterItem

WindowFactory = Callable[..., MainWindow]
SIZES = [(800, 600), (1180, 820)]


def ninetka_game(players: int, plies: int) -> tuple[GameSetup, NinetkaState]:
    rng = random.Random(players)
    state = NinetkaState(players=players)
    while len(state.move_stack) < plies and not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    seats = tuple(Seat(f"P{seat}") for seat in range(players))
    return GameSetup(options={"players": players, "neutrals": "chosen"}, seats=seats), state


def morris_game(plies: int) -> tuple[GameSetup, MorrisState]:
    rng = random.Random(3)
    state = MorrisState()
    while len(state.move_stack) < plies:
        state.push(rng.choice(state.legal_moves()))
    return GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Bo"))), state


GAMES = {
    "9tka, 4 players, moving": lambda: ninetka_game(4, 60),
    "9tka, 2 players, placing": lambda: ninetka_game(2, 10),
    "nine men's morris, moving": lambda: morris_game(22),
}


@pytest.fixture(params=[(game, size) for game in GAMES for size in SIZES],
                ids=lambda p: f"{p[0]}, {p[1][0]}x{p[1][1]}")
def analysed(
    request: pytest.FixtureRequest, qtbot: QtBot, make_window: WindowFactory
) -> MainWindow:
    """A window of each size, each game in it, View ▸ Analysis on and its first look shown."""
    game, size = request.param
    window = make_window()
    window.set_autoplay(False)
    analyse_here(window.analysis.runner)
    analyse_here(window.reviewer.analyser.runner)
    window.resize(*size)
    window.start_game(*GAMES[game]())
    window.view_menu.analysis.trigger()
    qtbot.waitUntil(lambda: window.analysis.model.rowCount() > 0, timeout=10_000)
    qtbot.waitUntil(lambda: bool(window.view.scene().badges()), timeout=10_000)  # type: ignore[attr-defined]
    QApplication.processEvents()
    return window


def test_the_board_keeps_most_of_the_window(analysed: MainWindow) -> None:
    window = analysed
    assert window.view.width() >= 0.55 * window.width()
    table = window.analysis.table
    assert table.isVisible()
    assert table.horizontalScrollBar().maximum() == 0  # nothing to scroll sideways to
    best = window.analysis.model.analysis().moves[0]  # type: ignore[union-attr]
    line = window.analysis.line
    assert best.move in line.text() and " ".join(best.line) in line.text()
    assert line.wordWrap() and line.heightForWidth(line.width()) <= line.height()


def test_badges_read_and_lie_clear_of_the_other_pieces(analysed: MainWindow) -> None:
    window = analysed
    scene = window.view.scene()
    layer = scene._badge_layer  # type: ignore[attr-defined]
    scale = window.view.transform().m11()
    rects: dict[int, QRectF] = {}
    for cell in scene.badges():  # type: ignore[attr-defined]
        rect, text_px = layer.badge_rect(cell, scale)
        assert text_px * scale >= MIN_TEXT_PX - 0.5, (cell, text_px * scale)
        rects[cell] = rect
    cells = list(rects)
    for n, cell in enumerate(cells):
        for other in cells[n + 1:]:
            assert not rects[cell].intersects(rects[other]), (cell, other)
    # No badge lies over a piece standing on another cell or point.
    for where, item in pieces(scene).items():
        shape = item.mapToScene(item.shape()).boundingRect().adjusted(2, 2, -2, -2)
        for cell, rect in rects.items():
            if where != cell:
                assert not shape.intersects(rect), (cell, where)


def pieces(scene: object) -> dict[int, QGraphicsItem]:
    """Every piece standing on the board, by its cell (9tka) or point (Morris)."""
    men = getattr(scene, "men", None)
    if men is not None:
        return dict(men())
    found = {}
    for item in scene.items():  # type: ignore[attr-defined]
        if isinstance(item, CounterItem) and item.cell >= 0 and item.isVisible():
            found[item.cell] = item
    return found


def test_a_past_move_shows_its_own_position(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.set_autoplay(False)
    setup, state = ninetka_game(4, 400)
    assert state.is_over()
    window.start_game(setup, state)
    qtbot.waitUntil(lambda: "Game over" in window.side.instruction.text(), timeout=5_000)
    side = window.side
    ply = 20
    side.history.clicked.emit(side.history.model().index(ply - 1, 0))
    past = state.copy()
    while len(past.move_stack) > ply:
        past.pop()
    shown_scores = [int(row.score.text()) for row in side.players._rows]
    assert shown_scores == list(past.scores())
    table = side.sections.model()
    for seat in range(4):
        assert int(table.index(seat, SCORE_COLUMN).data()) == past.scores()[seat]
        for section, counts in enumerate(past.section_counts()):
            assert int(table.index(seat, section).data()) == counts[seat]
    assert "Game over" not in side.instruction.text()
    assert str(ply) in side.instruction.text()
    assert past.move_to_str(past.move_stack[-1]).split("-")[0] in side.last_move.text()
    # Back to the game: the final position again.
    side.back_button.click()
    assert [int(row.score.text()) for row in side.players._rows] == list(state.scores())
    assert "Game over" in side.instruction.text()
    assert side.sections.model().index(0, SCORE_COLUMN).data() == str(state.scores()[0])
