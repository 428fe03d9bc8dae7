"""The missing Morris endgame tables are built in the background when a game needs them: play
goes on, the status bar says when they are ready, and nothing is built twice or for games that
do not use them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.ai.morris import tablebase
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui import tablebase_keeper
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def small_builds(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Three men a side build in a second; nothing is shipped in this test's world.
    monkeypatch.setattr(tablebase_keeper, "BACKGROUND_BUILDS", True)
    monkeypatch.setattr(tablebase_keeper, "FULL_SET_MEN", 3)
    monkeypatch.setattr(tablebase, "bundled_tablebase_dir", lambda: tmp_path / "none")


def morris(level: int, flying: bool) -> GameSetup:
    seats = (Seat("Ann"), Seat("CPU", "computer", level))
    return GameSetup("morris", {"flying": flying}, seats)


def test_a_game_against_master_builds_its_missing_tables_while_play_goes_on(
    qtbot: QtBot, make_window: WindowFactory, home: Path, small_builds: None
) -> None:
    window = make_window()
    window.start_game(morris(6, flying=False))
    assert window.tablebases.building
    assert "background" in window.statusBar().currentMessage()
    # The window answers while the core builds: a click on the board still plays.
    qtbot.waitUntil(
        lambda: any(n.endswith("AwaitingHuman") for n in window.game.active_state_names())
    )
    view = window.view
    position = view.mapFromScene(window.scene.point_center(0))  # type: ignore[union-attr]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) >= 1)
    qtbot.waitUntil(lambda: not window.tablebases.building, timeout=60_000)
    assert "ready" in window.statusBar().currentMessage()
    assert (home / "tablebases" / "morris-3v3-nofly-100.ntb").is_file()
    # The tables are there now: the next such game starts no build.
    window.start_game(morris(5, flying=False))
    assert not window.tablebases.building


@pytest.mark.parametrize("setup", [morris(4, flying=False), GameSetup()])
def test_games_that_do_not_use_the_tables_build_nothing(
    make_window: WindowFactory, home: Path, small_builds: None, setup: GameSetup
) -> None:
    window = make_window()
    window.start_game(setup)
    assert not window.tablebases.building
    assert not (home / "tablebases").exists()
