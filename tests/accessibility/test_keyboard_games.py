"""Whole games played with the keyboard alone: no click anywhere, only arrows and Enter on the
board (the key sequence to each chosen cell is found with the scene's own ``next_focus``)."""

from __future__ import annotations

import random
from collections.abc import Callable

from helpers.keyboard_play import focus_on, play_on
from helpers.morris_games import choose
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisMove
from ninetka_desktop.games.ninetka import MoveKind
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


def awaiting(window: MainWindow, state: str = "AwaitingHuman") -> bool:
    return any(name.endswith(state) for name in window.game.active_state_names())


def wait_for_turn(qtbot: QtBot, window: MainWindow) -> bool:
    """Wait until a human is to move; False when the game is over instead."""
    qtbot.waitUntil(lambda: awaiting(window) or window.game.state.is_over(), timeout=10_000)
    return not window.game.state.is_over()


def test_a_whole_two_player_9tka_game_by_keyboard(
    qtbot: QtBot, make_window: WindowFactory, game_over_dialogs: list[GameOverDialog]
) -> None:
    window = make_window()
    window.start_game(
        GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, (Seat("Ann"), Seat("Bo")))
    )
    view, rng = window.view, random.Random(11)
    view.setFocus()
    phases: set[str] = set()
    while wait_for_turn(qtbot, window):
        state = window.game.state
        phases.add(state.phase)
        moves = [m for m in state.legal_moves() if m.kind is not MoveKind.PASS]
        move = rng.choice(moves)
        before = len(state.move_stack)
        focus_on(qtbot, view, move.cell)
        # What a screen reader hears on the target: it says that a move can be made there.
        assert "you can play here" in view.accessibleDescription()
        qtbot.keyClick(view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda before=before: len(window.game.state.move_stack) > before)
        assert move in window.game.state.move_stack[before:]
    assert phases == {"neutrals", "edge", "movement"}
    qtbot.waitUntil(lambda: bool(game_over_dialogs), timeout=5_000)
    assert window.game.state.outcome() is not None


def test_a_whole_morris_game_by_keyboard_with_removals(
    qtbot: QtBot, make_window: WindowFactory, game_over_dialogs: list[GameOverDialog]
) -> None:
    window = make_window()
    window.start_game(GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Bo"))))
    view, rng = window.view, random.Random(5)
    view.setFocus()
    board = window.board
    removals = slides = 0
    while wait_for_turn(qtbot, window):
        move: MorrisMove = choose(window.game.state, rng)  # type: ignore[arg-type]
        before = len(window.game.state.move_stack)
        if move.src is not None:  # pick the man up...
            play_on(qtbot, view, move.src)
            qtbot.waitUntil(
                lambda src=move.src: board.selected == src  # type: ignore[union-attr]
            )
            assert "picked up" in view.accessibleDescription()
            slides += 1
        play_on(qtbot, view, move.dst)  # ...put it down (or place one from the hand)
        if move.remove is not None:  # ...and take a man
            qtbot.waitUntil(lambda: awaiting(window, "Removing.AwaitingHuman"))
            focus_on(qtbot, view, move.remove)
            assert "can be taken" in view.accessibleDescription()
            qtbot.keyClick(view, Qt.Key.Key_Return)
            removals += 1
        qtbot.waitUntil(lambda before=before: len(window.game.state.move_stack) > before)
        assert window.game.state.move_stack[-1] == move
    assert removals >= 3 and slides >= 1
    qtbot.waitUntil(lambda: bool(game_over_dialogs), timeout=5_000)
    assert window.game.state.outcome() is not None
