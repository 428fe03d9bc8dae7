"""The main window's title: the game being played and, once it is in a file, the file, marked
while the game has moves the file does not hold."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..games.base import GameState
from ..games.registry import info_of, preset_of
from .games import GAMES


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def played_game_title(state: GameState[Any]) -> str:
    """The game ``state`` plays, for people: "9tka", "Nine Men's Morris", "Morabaraba"..."""
    return GAMES[state.game_name].preset_title(preset_of(state).key)


def window_title(state: GameState[Any], record: Path | None) -> str:
    """"FILE[*] — GAME — Ninetka Desktop" (Qt puts the modified mark at "[*]"); the Morris
    game's name only for the Morris family, the file's only when there is one."""
    title = tr("Ninetka Desktop")
    joined = tr("{game} \u2014 {app}")
    if info_of(state).has_presets:
        title = joined.replace("{game}", played_game_title(state)).replace("{app}", title)
    if record is not None:
        title = joined.replace("{game}", f"{record.name}[*]").replace("{app}", title)
    return title
