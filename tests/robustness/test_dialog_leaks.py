"""Found by the monkey (its process reached 1.2 GB): every dialog the window opened stayed alive
as a hidden child of the window, a rules page with its drawn diagrams costing megabytes, a
result dialog after every game. Opened again and again, they must leave nothing behind."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


def finished_game(window: MainWindow) -> None:
    """Leave the window with a 9tka game over (for the result dialog)."""
    from ninetka_desktop.controllers.match import Match
    from ninetka_desktop.games.ninetka import NinetkaState

    setup = GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, (Seat("A"), Seat("B")))
    state = NinetkaState(players=2)
    while not state.is_over():
        state.push(state.legal_moves()[0])
    window.start_match(Match(setup), state)


@pytest.mark.parametrize("opening", ["new game", "settings", "rules", "morris rules", "result"])
def test_dialogs_leave_nothing_behind(
    opening: str, qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    window = make_window()
    window.set_autoplay(False)
    finished_game(window)
    qtbot.waitUntil(lambda: "GameOver" in window.game.active_state_names())
    qtbot.wait(600)  # the result dialog of the finished game has come and gone
    open_it = {
        "new game": window.new_game,
        "settings": window.edit_settings,
        "rules": lambda: window.show_rules("9tka"),
        "morris rules": lambda: window.show_rules("morris"),
        "result": window._show_game_over,
    }[opening]
    open_it()
    qtbot.wait(10)
    before = len(window.findChildren(QObject))
    for _ in range(5):
        open_it()
        qtbot.wait(10)
    assert window.findChildren(QDialog) == []
    assert len(window.findChildren(QObject)) == before
