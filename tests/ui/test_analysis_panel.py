"""View ▸ Analysis: the panel values every legal move of the position shown, on the board and
in a ranked list; it follows moves played by clicks, the history view and a computer game, and
an answer for a position no longer shown never appears."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from ninetka_desktop.ai.morris.tablebase import use_tablebases
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models.analysis_model import EXACT_ROLE, MOVE, VALUE
from ninetka_desktop.tablebase.cli import main as tablebase_main
from ninetka_desktop.ui.analysis_panel import badge_cell
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
HOT_SEAT = GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Bo")))


def awaiting(window: MainWindow) -> bool:
    return any(name.endswith("AwaitingHuman") for name in window.game.active_state_names())


def listed_moves(window: MainWindow) -> list[str]:
    model = window.analysis.model
    return [model.index(row, MOVE).data() for row in range(model.rowCount())]


def legal_names(state: object) -> list[str]:
    return sorted(state.move_to_str(m) for m in state.legal_moves())  # type: ignore[attr-defined]


def analysed(window: MainWindow, state: object) -> bool:
    return sorted(listed_moves(window)) == legal_names(state)


def click_cell(qtbot: QtBot, window: MainWindow, cell: int) -> None:
    from PySide6.QtCore import Qt

    view = window.view
    point = view.mapFromScene(window.scene.cell_center(cell))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_the_panel_values_every_move_and_follows_clicks(
    qtbot: QtBot, make_window: WindowFactory, qtmodeltester: ModelTester
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
    assert not window.analysis.is_on()
    window.view_menu.analysis.trigger()
    assert window.analysis.is_on() and window.view_menu.analysis.isChecked()
    qtbot.waitUntil(lambda: analysed(window, window.game.state), timeout=20_000)
    qtmodeltester.check(window.analysis.model, force_py=True)
    badges = window.scene.badges()
    assert len(badges) == 24  # one per empty point
    best = listed_moves(window)[0]
    assert badges[badge_cell(window.game.state, best)].best  # type: ignore[index]
    values = [window.analysis.model.index(r, VALUE).data() for r in range(24)]
    assert all("%" in text for text in values)

    # The best move, played by a click on its badge: the panel starts again on the new position.
    chosen = window.game.state.parse_move(best)
    click_cell(qtbot, window, badge_cell(window.game.state, best))  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) == 1, timeout=5_000)
    assert window.game.state.move_stack[0] == chosen
    qtbot.waitUntil(lambda: analysed(window, window.game.state), timeout=20_000)
    assert len(window.scene.badges()) == 23

    # Closed, it clears the board's badges and asks for nothing more.
    window.view_menu.analysis.trigger()
    assert not window.analysis.is_on()
    assert window.scene.badges() == {}


def test_the_panel_follows_the_history_view(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    rng = random.Random(4)
    for played in range(1, 6):
        qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
        moves = window.game.state.legal_moves()
        click_cell(qtbot, window, rng.choice(moves).dst)
        qtbot.waitUntil(lambda n=played: len(window.game.state.move_stack) == n, timeout=5_000)
    window.view_menu.analysis.trigger()
    qtbot.waitUntil(lambda: analysed(window, window.game.state), timeout=20_000)

    history = window.side.history
    index = history.model().index(1, 0)
    history.clicked.emit(index)  # the board after move 2
    past = window.game.state.copy()
    while len(past.move_stack) > 2:
        past.pop()
    qtbot.waitUntil(lambda: analysed(window, past), timeout=20_000)
    assert window.view.scene().badges()  # type: ignore[attr-defined]
    window.back_to_game()
    qtbot.waitUntil(lambda: analysed(window, window.game.state), timeout=20_000)


def test_a_computer_game_goes_on_and_stale_answers_never_show(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    setup = GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Two", "computer", 2)))
    window.analysis.set_on(True)
    shown: list[bool] = []

    def check() -> None:
        # Every list the panel shows belongs to the position it is shown for.
        state = window.analysis._state
        moves = listed_moves(window)
        if moves and state is not None:
            shown.append(sorted(moves) == legal_names(state))

    window.analysis.model.modelReset.connect(check)
    window.start_game(setup)
    rng = random.Random(9)
    for played in range(2, 12, 2):
        qtbot.waitUntil(lambda: awaiting(window), timeout=10_000)
        quiet = [m for m in window.game.state.legal_moves() if m.remove is None]
        click_cell(qtbot, window, rng.choice(quiet).dst)
        # The computer answers while the panel analyses; then the human's position is shown.
        qtbot.waitUntil(lambda n=played: len(window.game.state.move_stack) == n, timeout=10_000)
        qtbot.waitUntil(lambda: analysed(window, window.game.state), timeout=30_000)
    assert len(shown) >= 5 and all(shown)


def test_an_exact_9tka_endgame_is_worded_for_people(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    rng = random.Random(2)
    state = NinetkaState(2, "random", 2)
    while not (state.phase == "movement" and len(state.legal_moves()) <= 4):
        state.push(rng.choice(state.legal_moves()))
    window = make_window()
    window.start_game(GameSetup(seats=(Seat("Ann"), Seat("Bo")), options=state.options()),
                      state)
    window.analysis.set_on(True)
    qtbot.waitUntil(lambda: analysed(window, window.game.state), timeout=20_000)
    qtbot.waitUntil(lambda: window.analysis.status.text() == "Exact.", timeout=20_000)
    model = window.analysis.model
    for row in range(model.rowCount()):
        assert model.index(row, VALUE).data(EXACT_ROLE) is True
        words = model.index(row, VALUE).data()
        assert "wins by" in words or "tie-break" in words


def test_a_three_player_endgame_says_what_the_mover_makes_sure_of(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    rng = random.Random(4)
    state = NinetkaState(3, "random", 4)
    while not (state.phase == "movement" and len(state.legal_moves()) <= 4):
        state.push(rng.choice(state.legal_moves()))
    window = make_window()
    seats = (Seat("Ann"), Seat("Bo"), Seat("Cy"))
    window.start_game(GameSetup(seats=seats, options=state.options()), state)
    window.analysis.set_on(True)
    qtbot.waitUntil(lambda: analysed(window, window.game.state), timeout=20_000)
    qtbot.waitUntil(lambda: window.analysis.status.text() == "Exact.", timeout=20_000)
    model = window.analysis.model
    for row in range(model.rowCount()):
        index = model.index(row, VALUE)
        assert index.data(EXACT_ROLE) is True
        assert "whatever the others do" in index.data() or "others together" in index.data()
        assert "worst case" in index.data(Qt.ItemDataRole.ToolTipRole)


def test_a_finished_morris_game_says_so(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    state = MorrisState.from_position(["a1", "a4", "d2"], ["g7", "g4", "f4"], (0, 0), 0)
    state.play("d2-a7xg7")
    window.start_game(HOT_SEAT, state)
    window.analysis.set_on(True)
    qtbot.waitUntil(lambda: window.analysis.status.text() == "The game is over.", timeout=5_000)
    assert window.analysis.model.rowCount() == 0


def three_mens_morris_values(qtbot: QtBot, window: MainWindow) -> dict[str, str]:
    """The panel's value of each of Black's moves after 1. a1 b2 2. a2 (White threatens
    a1-a2-a3), by move."""
    three = GameSetup("morris", {"variant": "three"}, (Seat("Ann"), Seat("Bo")))
    window.start_game(three)
    qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
    for ply, name in enumerate(("a1", "b2", "a2"), start=1):
        qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
        click_cell(qtbot, window, window.game.state.board.parse_point(name))
        qtbot.waitUntil(lambda p=ply: len(window.game.state.move_stack) == p, timeout=5_000)
    window.view_menu.analysis.trigger()
    qtbot.waitUntil(lambda: analysed(window, window.game.state), timeout=20_000)
    assert len(window.scene.badges()) == len(window.game.state.legal_moves())
    model = window.analysis.model
    return {model.index(r, MOVE).data(): model.index(r, VALUE).data() for r in range(6)}


def test_the_panel_values_a_game_of_the_family_and_words_its_wins(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    rows = three_mens_morris_values(qtbot, window)
    # Black must block at a3; every other point lets White's mill win at once.
    assert listed_moves(window)[0] == "a3"
    assert rows["c1"] == "White wins in 2"


def test_the_analysis_reads_the_tables_the_app_points_it_at(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    # The analysis's worker process is given the app's table folders: here Three Men's
    # Morris's solution, whose word is a win without a count of plies (the search's: "in 2").
    # Without them (the test session's default: no folders) it reads none, not even an
    # installer build's tables in the checkout's resources.
    assert tablebase_main(["build", "3", "--game", "three", "--dir", str(tmp_path)]) == 0
    use_tablebases([tmp_path])
    try:
        rows = three_mens_morris_values(qtbot, make_window())
    finally:
        use_tablebases([])
    assert rows["c1"] == "White wins"
