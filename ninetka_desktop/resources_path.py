"""Where the app's resource files (the icon) are, and giving the app its icon.

``resources/`` sits beside the package in a source checkout (the editable install runs from
there) and at the top of a PyInstaller bundle (``sys._MEIPASS``, where packaging/ninetka.spec
puts it). An installed wheel carries no resources: the app then runs without its own icon.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QGuiApplication, QIcon

#: The name of the installed .desktop file (packaging/linux), without ".desktop"; Wayland
#: desktops find the window's icon through it.
DESKTOP_FILE_NAME = "org.ninetka.desktop"
ICON = ("icons", "ninetka.svg")


def resources_dir() -> Path | None:
    """The ``resources`` folder, or None when this installation has none."""
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    candidates.append(Path(__file__).resolve().parent.parent / "resources")
    return next((path for path in candidates if path.is_dir()), None)


def resource_path(*parts: str) -> Path | None:
    """The resource file at ``parts`` under ``resources``, or None when it is missing."""
    base = resources_dir()
    if base is None:
        return None
    path = base.joinpath(*parts)
    return path if path.is_file() else None


def icon_path() -> Path | None:
    return resource_path(*ICON)


def set_app_icon() -> QIcon:
    """Give every window the app's icon; returns it (a null icon when the file is missing)."""
    path = icon_path()
    icon = QIcon(str(path)) if path is not None else QIcon()
    if not icon.isNull():
        QGuiApplication.setWindowIcon(icon)
    QGuiApplication.setDesktopFileName(DESKTOP_FILE_NAME)
    return icon
