"""The window autosaves on the writer's thread: a slow disk never holds a move back, a full one
is told in the status bar while the game goes on, and closing the window waits for the write."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from typing import Any

import pytest
from helpers.clicks import awaiting_human, click_cell
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage import autosave_writer
from ninetka_desktop.storage.autosave import autosave_path
from ninetka_desktop.ui.main_window import MainWindow

SETUP = GameSetup("morris", {}, (Seat("Ann"), Seat("Bo")))
MOVES = ("a1", "d7", "a4", "g7")


def _play(qtbot: QtBot, window: MainWindow, moves: tuple[str, ...]) -> None:
    for text in moves:
        qtbot.waitUntil(lambda: awaiting_human(window))
        state = window.game.state
        assert isinstance(state, MorrisState)
        before = len(state.move_stack)
        click_cell(qtbot, window, state.parse_move(text).dst)
        qtbot.waitUntil(lambda before=before: len(window.game.state.move_stack) > before)


def test_moves_go_on_while_the_disk_is_slow_and_closing_waits_for_the_write(
    qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    release = threading.Event()
    real_write = autosave_writer.write_autosave

    def stuck_write(record_json: dict[str, Any]) -> None:
        release.wait(30)
        real_write(record_json)

    monkeypatch.setattr(autosave_writer, "write_autosave", stuck_write)
    window = make_window()
    window.start_game(SETUP)
    _play(qtbot, window, MOVES)  # every autosave is still waiting for the disk
    assert not autosave_path().exists()
    release.set()
    window.close()
    assert json.loads(autosave_path().read_text())["moves"] == list(MOVES)


def test_a_full_disk_is_told_and_the_game_goes_on(
    qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_write = autosave_writer.write_autosave

    def full_disk(record_json: dict[str, Any]) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave_writer, "write_autosave", full_disk)
    window = make_window()
    window.start_game(SETUP)
    _play(qtbot, window, MOVES[:2])
    qtbot.waitUntil(lambda: "could not be autosaved" in window.statusBar().currentMessage())
    assert "No space left on device" in window.statusBar().currentMessage()
    assert not autosave_path().exists()
    monkeypatch.setattr(autosave_writer, "write_autosave", real_write)  # room again
    _play(qtbot, window, MOVES[2:])
    assert [str(move) for move in window.game.state.move_stack] == list(MOVES)
    window.files.flush_autosave()
    assert json.loads(autosave_path().read_text())["moves"] == list(MOVES)
