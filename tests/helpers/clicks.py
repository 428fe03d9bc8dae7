"""Helpers that play the main window through real clicks on the board."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.ninetka import MoveKind
from ninetka_desktop.ui.main_window import MainWindow


def awaiting_human(window: MainWindow) -> bool:
    return any(name.endswith("AwaitingHuman") for name in window.game.active_state_names())


def click_cell(qtbot: QtBot, window: MainWindow, cell: int) -> None:
    view = window.view
    point = view.mapFromScene(window.scene.cell_center(cell))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def play_by_clicks(
    qtbot: QtBot, window: MainWindow, rng: random.Random, max_turns: int = 10_000,
    timeout_ms: int = 30_000,
) -> int:
    """Click random legal moves whenever a human is to move, until the game ends."""
    turns = 0
    while not window.game.state.is_over() and turns < max_turns:
        qtbot.waitUntil(
            lambda: awaiting_human(window) or window.game.state.is_over(), timeout=timeout_ms
        )
        if window.game.state.is_over():
            break
        moves = [m for m in window.game.state.legal_moves() if m.kind is not MoveKind.PASS]
        before = len(window.game.state.move_stack)
        click_cell(qtbot, window, rng.choice(moves).cell)
        qtbot.waitUntil(
            lambda before=before: len(window.game.state.move_stack) > before, timeout=5_000
        )
        turns += 1
    return turns
