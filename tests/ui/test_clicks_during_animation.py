"""A click made while the last move is still being shown is played, not thrown away; a click
the board cannot take says why. Driven by real clicks (pytest-qt) with animations on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from helpers.clicks import awaiting_human, click_cell
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.controllers.players import ComputerPlayer
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]

#: A quarter of the normal speed: every animation runs long enough to click into.
SLOW = 0.25


def plies(window: MainWindow) -> int:
    return len(window.game.state.move_stack)


def last_move(window: MainWindow) -> str:
    state = window.game.state
    return str(state.move_to_str(state.move_stack[-1]))


def human_against_computer(window: MainWindow) -> None:
    """9tka: Yellow a human, Blue the computer at its weakest, neutrals chosen by the players."""
    setup = GameSetup(
        "9tka", {"players": 2, "neutrals": "chosen"}, (Seat(""), Seat("", "computer", 1))
    )
    window.start_game(setup)


def first_legal(window: MainWindow) -> Any:
    return window.game.state.legal_moves()[0]


def computer_move_animating(qtbot: QtBot, window: MainWindow, before: int) -> None:
    """Wait until the computer's move is in and its animation still runs."""
    qtbot.waitUntil(
        lambda: plies(window) == before + 1 and window.scene.is_animating(), timeout=10_000
    )
    assert not awaiting_human(window) and not window.scene.is_interactive()
    # The side panel says whose turn it is already: a click now is that turn's.
    assert window.side.status().startswith("Yellow")
    assert window.side.players._rows[0].is_current()


def test_a_click_during_the_computers_last_animation_is_played(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window(speed=SLOW)
    human_against_computer(window)
    for _turn in range(2):  # within the neutral phase, where the seats alternate
        qtbot.waitUntil(lambda: awaiting_human(window), timeout=10_000)
        before = plies(window)
        click_cell(qtbot, window, first_legal(window).cell)
        qtbot.waitUntil(lambda before=before: plies(window) == before + 1, timeout=5_000)
        computer_move_animating(qtbot, window, before + 1)
        # Yellow clicks while Blue's counter is still dropping in: the click is Yellow's move.
        move = first_legal(window)
        click_cell(qtbot, window, move.cell)
        qtbot.waitUntil(lambda before=before: plies(window) == before + 3, timeout=5_000)
        assert window.game.state.move_stack[-1] == move
        qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5_000)


def computers_first_move_shown(qtbot: QtBot, make_window: WindowFactory) -> MainWindow:
    """A window where Yellow has played and Blue's answer is still being shown."""
    window = make_window(speed=SLOW)
    human_against_computer(window)
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=10_000)
    click_cell(qtbot, window, first_legal(window).cell)
    computer_move_animating(qtbot, window, 1)
    return window


def test_a_press_held_through_the_animation_plays_on_release(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = computers_first_move_shown(qtbot, make_window)
    move = first_legal(window)
    view = window.view
    point = view.mapFromScene(window.scene.cell_center(move.cell))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    # The press shows the computer's move at its end at once and the turn opens.
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    assert plies(window) == 2
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: plies(window) == 3, timeout=5_000)
    assert window.game.state.move_stack[-1] == move


def test_enter_during_the_animation_plays_the_focused_cell(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = computers_first_move_shown(qtbot, make_window)
    move = first_legal(window)
    window.view.setFocus()
    window.scene.set_focus_cell(move.cell)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: plies(window) == 3, timeout=5_000)
    assert window.game.state.move_stack[-1] == move


def test_a_click_during_a_removal_is_the_next_players_move(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    """Morris between two people: White closes a mill and takes a man; Black clicks while the
    taken man is still leaving the board, and that click places Black's man."""
    window = make_window(speed=SLOW)
    window.start_game(GameSetup("morris", {"flying": True}, (Seat(""), Seat(""))))
    for point in ("a1", "g7", "a4", "g4"):
        qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
        before = plies(window)
        click_cell(qtbot, window, window.game.state.parse_move(point).dst)
        qtbot.waitUntil(lambda before=before: plies(window) == before + 1, timeout=5_000)
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    mill = window.game.state.parse_move("a7xg7")
    click_cell(qtbot, window, mill.dst)  # the mill a1 a4 a7
    qtbot.waitUntil(lambda: "Removing.AwaitingHuman" in window.game.active_state_names())
    click_cell(qtbot, window, mill.remove)  # takes g7
    qtbot.waitUntil(lambda: plies(window) == 5 and window.scene.is_animating(), timeout=5_000)
    assert last_move(window) == "a7xg7"
    target = window.game.state.parse_move("d6").dst
    click_cell(qtbot, window, target)
    qtbot.waitUntil(lambda: plies(window) == 6, timeout=5_000)
    assert last_move(window) == "d6"


def test_a_click_while_the_computer_thinks_says_why(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ComputerPlayer, "take_turn", lambda self, state: None)  # never answers
    window = make_window(speed=SLOW)
    human_against_computer(window)
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=10_000)
    click_cell(qtbot, window, first_legal(window).cell)
    qtbot.waitUntil(
        lambda: any(n.endswith("AiThinking") for n in window.game.active_state_names()),
        timeout=5_000,
    )
    window.statusBar().clearMessage()
    click_cell(qtbot, window, first_legal(window).cell)
    assert window.statusBar().currentMessage() == "Blue is thinking…"
    assert plies(window) == 1


def test_a_click_on_an_earlier_position_starts_a_variation(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    human_against_computer(window)
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=10_000)
    click_cell(qtbot, window, first_legal(window).cell)
    qtbot.waitUntil(lambda: plies(window) == 2 and awaiting_human(window), timeout=10_000)
    window.show_ply(1)
    # The computer's seat is played by hand on an earlier position, and it waits after.
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    played = window.moves.tree.main_line()[1].move
    other = [m for m in window.game.state.legal_moves() if m != played]
    click_cell(qtbot, window, other[0].cell)
    qtbot.waitUntil(lambda: plies(window) == 2, timeout=5_000)
    assert not window.game.node.is_main_line()
    assert "variation" in window.statusBar().currentMessage()
    assert len(window.moves.tree.main_line()) == 2  # the game's moves stay
    qtbot.wait(300)
    assert plies(window) == 2  # the computer does not answer in a variation
