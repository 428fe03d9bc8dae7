"""A picture of a window as the player sees it, for ``ninetka --screenshot``.

On a real desktop the window is read back from the screen, frame and title bar included, so the
picture shows what the window system shows (a picture rendered from the widgets alone once hid a
board drawn a menu bar's height low). Offscreen there is no screen to read: the widgets are
rendered instead.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import QWidget

#: Qt platforms without a screen to read a window back from.
_NO_SCREEN = ("offscreen", "minimal")


def on_real_screen() -> bool:
    return QGuiApplication.platformName() not in _NO_SCREEN


def window_picture(widget: QWidget) -> QPixmap:
    """``widget``'s window as shown on the screen, frame included, or rendered offscreen."""
    window = widget.window()
    if not on_real_screen():
        return window.grab()
    window.repaint()
    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    frame = window.frameGeometry()
    screen = window.screen()
    origin = screen.geometry().topLeft()
    return screen.grabWindow(
        0, frame.x() - origin.x(), frame.y() - origin.y(), frame.width(), frame.height()
    )
