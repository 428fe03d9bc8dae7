"""The widgets' theme: applied again on every settings change, it must not pile up Qt styles
(each replaced style left a dead Python wrapper behind in long sessions)."""

from __future__ import annotations

import shiboken6
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from ninetka_desktop.ui.look.app_palette import apply_widget_theme


def _style_address(app: QApplication) -> int:
    return int(shiboken6.getCppPointer(app.style())[0])


def test_reapplying_the_theme_keeps_the_style(qapp: QApplication) -> None:
    apply_widget_theme("dark")
    style = _style_address(qapp)
    window = QColor(qapp.palette().color(QPalette.ColorRole.Window))
    try:
        for _ in range(3):
            apply_widget_theme("dark")
        assert _style_address(qapp) == style
        # Light and dark are both drawn by Fusion: only the palette changes.
        apply_widget_theme("light")
        assert _style_address(qapp) == style
        assert qapp.palette().color(QPalette.ColorRole.Window) != window
        apply_widget_theme("dark")
        assert qapp.palette().color(QPalette.ColorRole.Window) == window
    finally:
        apply_widget_theme("light")
