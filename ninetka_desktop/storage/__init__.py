"""User files under platformdirs: settings, the autosave of the running game.

``NINETKA_HOME`` puts every file under one folder (tests, screenshots, portable use).
"""

from __future__ import annotations

from .autosave import autosave_path, clear_autosave, read_autosave, write_autosave
from .paths import HOME_VARIABLE, config_dir, data_dir
from .settings import (
    ANIMATION_SPEEDS,
    THEMES,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)

__all__ = [
    "ANIMATION_SPEEDS",
    "HOME_VARIABLE",
    "THEMES",
    "Settings",
    "autosave_path",
    "clear_autosave",
    "config_dir",
    "data_dir",
    "load_settings",
    "read_autosave",
    "save_settings",
    "settings_path",
    "write_autosave",
]
