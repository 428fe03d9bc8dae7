"""Moves typed by name on the board (``E6``, ``A7-F7``, ``d6-d7xb4``) and Enter: played like a
click, or refused with the engine's own words, the game unchanged."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.errors import GameError
from ninetka_desktop.games.morris import MorrisState, parse_point
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
NINETKA_HOT_SEAT = GameSetup("9tka", {"players": 2}, (Seat("Ann"), Seat("Bo")))
MORRIS_HOT_SEAT = GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Bo")))


def awaiting(window: MainWindow) -> bool:
    return any(name.endswith("AwaitingHuman") for name in window.game.active_state_names())


def type_move(qtbot: QtBot, window: MainWindow, name: str) -> None:
    """Wait for a human's turn, type ``name`` on the board and press Enter."""
    qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
    window.view.setFocus()
    qtbot.keyClicks(window.view, name)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)


def played(window: MainWindow) -> list[str]:
    state = window.game.state
    return [state.move_to_str(move) for move in state.move_stack]


def test_a_typed_9tka_move_is_played_and_an_illegal_one_refused_in_the_engines_words(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(NINETKA_HOT_SEAT)
    qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
    window.view.setFocus()
    qtbot.keyClicks(window.view, "e6")
    assert window.view.typed() == "e6"
    assert "e6" in window.statusBar().currentMessage()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: played(window) == ["E6"], timeout=5_000)
    assert window.view.typed() == ""

    with pytest.raises(GameError) as refused:
        window.game.state.parse_move("E6")
    type_move(qtbot, window, "E6")
    assert played(window) == ["E6"]
    message = window.statusBar().currentMessage()
    assert "E6" in message and str(refused.value) in message
    assert awaiting(window)  # the turn is still open: the next name is played
    legal = window.game.state.move_to_str(window.game.state.legal_moves()[0])
    type_move(qtbot, window, legal.lower())
    qtbot.waitUntil(lambda: played(window) == ["E6", legal], timeout=5_000)


def test_backspace_and_escape_edit_a_typed_name_without_playing(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(NINETKA_HOT_SEAT)
    qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
    view = window.view
    view.setFocus()
    qtbot.keyClicks(view, "E77")
    qtbot.keyClick(view, Qt.Key.Key_Backspace)
    assert view.typed() == "E7"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.typed() == "" and window.statusBar().currentMessage() == ""
    qtbot.keyClick(view, Qt.Key.Key_Space)  # no name typed: the keys work the board again
    qtbot.wait(50)
    assert played(window) == []
    # Ctrl with a letter is a shortcut, never part of a name.
    qtbot.keyClick(view, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert view.typed() == ""


def test_typed_morris_moves_with_a_removal_whole_or_after_the_mill(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(MORRIS_HOT_SEAT)
    for name in ("a7", "b6", "d7", "b4"):
        type_move(qtbot, window, name)
    qtbot.waitUntil(lambda: len(played(window)) == 4, timeout=5_000)
    # A whole mill move, removal and all, from the placing turn.
    type_move(qtbot, window, "g7xb6")
    qtbot.waitUntil(lambda: len(played(window)) == 5, timeout=5_000)
    assert played(window)[-1] == "g7xb6"

    for name in ("f2", "a1", "b6", "a4"):  # White a1 and a4 with a7: a mill on file a
        if name == "a4":
            # Closed by a click: the mill waits for its removal, which is typed.
            qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
            assert window.game.activate_cell(parse_point("a4"))
            qtbot.waitUntil(
                lambda: "Removing.AwaitingHuman" in window.game.active_state_names(),
                timeout=5_000,
            )
            type_move(qtbot, window, "b2")  # not Black's man: refused, the mill still waits
            assert "Removing.AwaitingHuman" in window.game.active_state_names()
            assert "b2 was not played" in window.statusBar().currentMessage()
            type_move(qtbot, window, "b6")
        else:
            type_move(qtbot, window, name)
    qtbot.waitUntil(lambda: len(played(window)) == 9, timeout=5_000)
    assert played(window)[-2:] == ["b6", "a4xb6"]


def test_morabaraba_moves_typed_in_mssa_notation(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(GameSetup("morris", {"variant": "morabaraba"}, (Seat("Ann"), Seat("Bo"))))
    # White E1 E2 (a7 d7), Black A1 A2 (b6 d6), then White's E3 (g7) closes the top row.
    for name in ("E1", "A1", "E2", "A2"):
        type_move(qtbot, window, name)
    qtbot.waitUntil(lambda: len(played(window)) == 4, timeout=5_000)
    qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
    state = window.game.state
    assert isinstance(state, MorrisState)
    assert window.game.activate_cell(state.board.parse_point("g7"))
    qtbot.waitUntil(
        lambda: "Removing.AwaitingHuman" in window.game.active_state_names(), timeout=5_000
    )
    type_move(qtbot, window, "A2")  # the cow to shoot, in MSSA too
    qtbot.waitUntil(lambda: len(played(window)) == 5, timeout=5_000)
    assert played(window) == ["a7", "b6", "d7", "d6", "g7xd6"]


def test_a_typed_move_on_an_earlier_position_starts_a_variation(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(NINETKA_HOT_SEAT)
    type_move(qtbot, window, "E6")
    qtbot.waitUntil(lambda: played(window) == ["E6"], timeout=5_000)
    qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
    window.show_ply(0)
    qtbot.waitUntil(lambda: awaiting(window), timeout=5_000)
    window.view.setFocus()
    qtbot.keyClicks(window.view, "F5")
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: played(window) == ["F5"], timeout=5_000)
    assert [node.notation for node in window.moves.tree.main_line()] == ["E6"]
    assert not window.game.node.is_main_line()
