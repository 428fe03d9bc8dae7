"""The autosave after a move writes the game without replaying it (both engines write their
history straight from the moves they keep)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest
from helpers.clicks import awaiting_human, click_cell
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.base import GameState
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import MoveKind, NinetkaState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.autosave import autosave_path
from ninetka_desktop.ui.main_window import MainWindow


@pytest.mark.parametrize("state_class", [NinetkaState, MorrisState])
def test_the_autosave_replays_nothing(
    qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch,
    state_class: type[GameState[object]],
) -> None:
    window = make_window()
    if state_class is NinetkaState:
        setup = GameSetup("9tka", {"players": 3, "neutrals": "chosen"},
                          (Seat("Ann"), Seat("Bo"), Seat("Cy")))
    else:
        setup = GameSetup("morris", {}, (Seat("Ann"), Seat("Bo")))
    window.start_game(setup)
    rng = random.Random(1)
    for _ in range(7):
        qtbot.waitUntil(lambda: awaiting_human(window))
        state = window.game.state
        if isinstance(state, NinetkaState):
            cell = rng.choice([m.cell for m in state.legal_moves() if m.kind is not MoveKind.PASS])
        else:
            assert isinstance(state, MorrisState)
            cell = rng.choice([m.dst for m in state.legal_moves() if m.remove is None])
        before = len(state.move_stack)
        click_cell(qtbot, window, cell)
        qtbot.waitUntil(lambda before=before: len(window.game.state.move_stack) > before)

    def replayed(*args: object) -> None:
        raise AssertionError("the autosave replayed the game")

    expected = [text for _, text in window.game.state.history_in_notation()]
    with monkeypatch.context() as patch:
        for name in ("copy", "pop", "push", "push_unchecked"):
            patch.setattr(state_class, name, replayed)
        window.files.write_autosave()
    window.files.flush_autosave()
    assert json.loads(autosave_path().read_text())["moves"] == expected
