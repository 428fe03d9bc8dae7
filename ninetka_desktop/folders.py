"""Where the app's folders are, without Qt, so that the AI (which imports no Qt) finds them too.

The user's folders come from platformdirs with the same application and organization names
that the app gives Qt, so both agree. The ``NINETKA_HOME`` environment variable overrides both
with one folder: tests and the screenshot tool point it at a temporary folder, and a portable
install can point it next to the program.

``resources/`` sits beside the package in a source checkout (the editable install runs from
there) and at the top of a PyInstaller bundle (``sys._MEIPASS``, where packaging/ninetka.spec
puts it). An installed wheel carries no resources.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

from . import APP_NAME, ORGANIZATION

HOME_VARIABLE = "NINETKA_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    """The folder of the settings (not created here)."""
    home = _home()
    return home if home is not None else Path(user_config_dir(APP_NAME, ORGANIZATION))


def data_dir() -> Path:
    """The folder of the autosave and other data (not created here)."""
    home = _home()
    return home if home is not None else Path(user_data_dir(APP_NAME, ORGANIZATION))


def resources_dir() -> Path | None:
    """The ``resources`` folder, or None when this installation has none."""
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    candidates.append(Path(__file__).resolve().parent.parent / "resources")
    return next((path for path in candidates if path.is_dir()), None)


__all__ = ["HOME_VARIABLE", "config_dir", "data_dir", "resources_dir"]
