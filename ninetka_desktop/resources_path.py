"""The app's resource files (the icon), and giving the app its icon.

The ``resources`` folder is ``folders.resources_dir()``'s; an installed wheel carries none: the
app then runs without its own icon.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication, QIcon

from .folders import resources_dir as resources_dir  # i18n reads it from here

#: The name of the installed .desktop file (packaging/linux), without ".desktop"; Wayland
#: desktops find the window's icon through it.
DESKTOP_FILE_NAME = "org.ninetka.desktop"
ICON = ("icons", "ninetka.svg")


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
