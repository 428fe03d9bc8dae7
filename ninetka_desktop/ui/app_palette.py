"""The widgets' colours for the chosen theme, so the side panel and dialogs match the board."""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

_DARK = {
    QPalette.ColorRole.Window: "#1f252e",
    QPalette.ColorRole.WindowText: "#e3e8ef",
    QPalette.ColorRole.Base: "#161b22",
    QPalette.ColorRole.AlternateBase: "#222a35",
    QPalette.ColorRole.ToolTipBase: "#2a3442",
    QPalette.ColorRole.ToolTipText: "#e3e8ef",
    QPalette.ColorRole.PlaceholderText: "#7d8896",
    QPalette.ColorRole.Text: "#e3e8ef",
    QPalette.ColorRole.Button: "#2a3442",
    QPalette.ColorRole.ButtonText: "#e3e8ef",
    QPalette.ColorRole.BrightText: "#ff6b6b",
    QPalette.ColorRole.Highlight: "#3b7dd8",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.Link: "#7fb2ff",
}
_DISABLED_TEXT = "#6c7682"

#: The style and palette the app started with, restored by "system".
_system: tuple[str, QPalette] | None = None


def apply_widget_theme(theme: str) -> None:
    """``theme`` is "light", "dark" or "system" (the platform's own look)."""
    global _system
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if _system is None:
        _system = (app.style().name(), QPalette(app.palette()))
    if theme == "system":
        app.setStyle(QStyleFactory.create(_system[0]))
        app.setPalette(_system[1])
        return
    # Fusion draws every widget from the palette, so a dark palette darkens everything.
    app.setStyle(QStyleFactory.create("Fusion"))
    if theme == "dark":
        palette = QPalette()
        for role, colour in _DARK.items():
            palette.setColor(role, QColor(colour))
        for role in (
            QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText
        ):
            palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(_DISABLED_TEXT))
        app.setPalette(palette)
    else:
        app.setPalette(app.style().standardPalette())
    QGuiApplication.processEvents()
