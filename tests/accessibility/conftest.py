"""A main window in a private home folder (tests/helpers/windows.py), with the game-over dialog
recorded, not shown."""

from __future__ import annotations

import pytest
from helpers.windows import home, make_window

from ninetka_desktop.ui.dialogs.game_over import GameOverDialog


@pytest.fixture
def game_over_dialogs(monkeypatch: pytest.MonkeyPatch) -> list[GameOverDialog]:
    shown: list[GameOverDialog] = []

    def fake_exec(dialog: GameOverDialog) -> int:
        shown.append(dialog)
        return 0

    monkeypatch.setattr(GameOverDialog, "exec", fake_exec)
    return shown


__all__ = ["game_over_dialogs", "home", "make_window"]
