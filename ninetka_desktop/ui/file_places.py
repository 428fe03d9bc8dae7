"""Where Open, Save and Export start, and the name Save offers.

They start in the folder used last, else in the user's documents folder (not the folder the
app was started from), and Save offers a name from the game and the date, so that saved games
tell themselves apart.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from ..games.base import GameState
from .window_title import played_game_title


def start_folder(last_folder: str) -> Path:
    """``last_folder`` while it exists, else the documents folder, else the home folder."""
    if last_folder and Path(last_folder).is_dir():
        return Path(last_folder)
    location = QStandardPaths.StandardLocation.DocumentsLocation
    documents = QStandardPaths.writableLocation(location)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def suggested_name(state: GameState[Any], suffix: str) -> str:
    """The game's name and the date and time, e.g. "Morabaraba 2025-03-14 18-05.ninetka"."""
    # No colon: Windows file names may not hold one.
    return f"{played_game_title(state)} {time.strftime('%Y-%m-%d %H-%M')}{suffix}"
