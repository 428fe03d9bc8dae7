"""The user's settings: one small JSON file in the config folder.

Reading is forgiving: a missing file means defaults, an unknown key is ignored (a newer version
may have written it), and a key with a bad value falls back to its default alone, so one stray
edit never costs the user the rest. A file that is not a JSON object at all is set aside and
reported once.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..games.errors import GameError
from ..games.morris.variants import DEFAULT_VARIANT
from ..games.setup import GameSetup
from .paths import config_dir, read_json_object, write_json
from .table_request import TableRequest

# The name lupdate looks for.
translate = QCoreApplication.translate

FORMAT_NAME = "ninetka-settings"
FORMAT_VERSION = 1
MAX_SETTINGS_BYTES = 256 * 1024
#: 0 turns animations off; the others scale their speed.
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)
THEMES: tuple[str, ...] = ("system", "light", "dark", "high-contrast")
# "system" or a locale name such as "pl" or "pt_BR".
_LANGUAGE_RE = re.compile(r"system|[a-z]{2,3}(?:[_-][A-Za-z]{2,4})?")


#: The View menu's switches, each a bool in the file.
VIEW_FLAGS = (
    "full_screen",
    "show_coordinates",
    "show_legal_moves",
    "show_last_move",
    "show_side_panel",
)


@dataclass(slots=True)
class Settings:
    animation_speed: float = 1.0
    theme: str = "system"
    confirm_moves: bool = False
    language: str = "system"
    #: The choices of the last new-game dialog, to pre-fill the next one.
    last_setup: GameSetup | None = None
    #: The choices last made for each game ("9tka", "morris"), so that the dialog shows every
    #: game as it was left, not only the one started last.
    game_setups: dict[str, GameSetup] = field(default_factory=dict)
    # View ▸ ...: what the window shows, remembered.
    full_screen: bool = False
    show_coordinates: bool = True
    show_legal_moves: bool = True
    show_last_move: bool = True
    show_side_panel: bool = True
    #: Game ▸ Open Recent: the records opened or saved last, newest first.
    recent_files: tuple[str, ...] = ()
    #: The folder a game was last opened from, saved or exported to ("": none yet).
    last_folder: str = ""
    #: Whether a first start has pointed the player to Help ▸ Rules (it does so once).
    rules_pointed_out: bool = False
    # Sound effects: on or off, their volume (0-100), and silence while the window is minimised.
    sound: bool = True
    sound_volume: int = 70
    mute_when_minimised: bool = True
    #: Game ▸ Perfect Play Tables: the set asked for, building or paused (None: none).
    perfect_play: TableRequest | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "animation_speed": self.animation_speed,
            "theme": self.theme,
            "confirm_moves": self.confirm_moves,
            "language": self.language,
            **{key: getattr(self, key) for key in VIEW_FLAGS},
            "recent_files": list(self.recent_files),
            "last_folder": self.last_folder,
            "rules_pointed_out": self.rules_pointed_out,
            "sound": self.sound,
            "sound_volume": self.sound_volume,
            "mute_when_minimised": self.mute_when_minimised,
            "last_setup": None if self.last_setup is None else self.last_setup.to_json(),
            "game_setups": {game: setup.to_json() for game, setup in self.game_setups.items()},
            "perfect_play": None if self.perfect_play is None else self.perfect_play.to_json(),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        """Settings from a JSON object; every key that is missing or bad gets its default."""
        settings = cls()
        speed = data.get("animation_speed")
        # bool is an int subclass, and true is not a speed. Compared as it is: float() of a
        # huge int would overflow.
        if (
            isinstance(speed, int | float)
            and not isinstance(speed, bool)
            and speed in ANIMATION_SPEEDS
        ):
            settings.animation_speed = float(speed)
        theme = data.get("theme")
        if isinstance(theme, str) and theme in THEMES:
            settings.theme = theme
        confirm = data.get("confirm_moves")
        if isinstance(confirm, bool):
            settings.confirm_moves = confirm
        for key in (*VIEW_FLAGS, "sound", "mute_when_minimised", "rules_pointed_out"):
            flag = data.get(key)
            if isinstance(flag, bool):
                setattr(settings, key, flag)
        volume = data.get("sound_volume")
        if type(volume) is int and 0 <= volume <= 100:
            settings.sound_volume = volume
        settings.recent_files = _recent_files(data.get("recent_files"))
        folder = _recent_files([data.get("last_folder")])  # held to the same rules
        settings.last_folder = folder[0] if folder else ""
        language = data.get("language")
        if isinstance(language, str) and _LANGUAGE_RE.fullmatch(language):
            settings.language = language
        setup = data.get("last_setup")
        if setup is not None:
            # A stale setup only means the next dialog starts from its defaults.
            with contextlib.suppress(GameError):
                settings.last_setup = GameSetup.from_json(setup)
        settings.game_setups = _game_setups(data.get("game_setups"))
        settings.perfect_play = TableRequest.from_json(data.get("perfect_play"))
        return settings


def _game_setups(value: Any) -> dict[str, GameSetup]:
    """The choices remembered by game (and by game of the Morris family); a stale or misfiled
    one is left out."""
    if not isinstance(value, dict):
        return {}
    setups: dict[str, GameSetup] = {}
    for key, data in value.items():
        with contextlib.suppress(GameError):
            setup = GameSetup.from_json(data)
            # By game, and a game of the Morris family also by "morris:VARIANT" (Nine Men's
            # Morris, the default, is written without its variant).
            variant = setup.options.get("variant", DEFAULT_VARIANT)
            if key in (setup.game, f"{setup.game}:{variant}"):
                setups[key] = setup
    return setups


#: How many records Game ▸ Open Recent keeps.
MAX_RECENT_FILES = 10
#: A longer path is no path of a record this app wrote.
_MAX_PATH_LENGTH = 4096


def _recent_files(value: Any) -> tuple[str, ...]:
    """The recent files a settings file lists: absolute paths without control characters, each
    once, at most ``MAX_RECENT_FILES``; anything else in the list is left out."""
    if not isinstance(value, list):
        return ()
    paths: list[str] = []
    for item in value:
        if (
            isinstance(item, str)
            and 0 < len(item) <= _MAX_PATH_LENGTH
            and item.isprintable()
            and Path(item).is_absolute()
            and item not in paths
        ):
            paths.append(item)
    return tuple(paths[:MAX_RECENT_FILES])


def remember_file(recent: tuple[str, ...], path: Path) -> tuple[str, ...]:
    """``recent`` with ``path`` first (moved there if it was listed), at most
    ``MAX_RECENT_FILES``."""
    name = str(path.absolute())
    return (name, *(p for p in recent if p != name))[:MAX_RECENT_FILES]


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings, and a message for the user when the file had to be set aside."""
    data, problem = read_json_object(
        settings_path(), translate("Storage", "settings file"), MAX_SETTINGS_BYTES
    )
    if data is None:
        if not problem:
            return Settings(), None
        return Settings(), problem + " " + translate("Storage", "The default settings are used.")
    return Settings.from_json(data), None


def save_settings(settings: Settings) -> None:
    """Write the settings atomically (OSError when the folder is not writable)."""
    write_json(settings_path(), settings.to_json())
