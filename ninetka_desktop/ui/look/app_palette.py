"""The widgets' colours for the chosen theme, so the side panel and dialogs match the board."""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from .indicator_rims import IndicatorRims

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

# Black and white with a cyan selection (as Windows' own high-contrast scheme): every text colour
# has at least 7:1 against its background.
_HIGH_CONTRAST = {
    QPalette.ColorRole.Window: "#000000",
    QPalette.ColorRole.WindowText: "#ffffff",
    QPalette.ColorRole.Base: "#000000",
    QPalette.ColorRole.AlternateBase: "#1a1a1a",
    QPalette.ColorRole.ToolTipBase: "#000000",
    QPalette.ColorRole.ToolTipText: "#ffffff",
    QPalette.ColorRole.PlaceholderText: "#c8c8c8",
    QPalette.ColorRole.Text: "#ffffff",
    QPalette.ColorRole.Button: "#000000",
    QPalette.ColorRole.ButtonText: "#ffffff",
    QPalette.ColorRole.BrightText: "#ffff00",
    QPalette.ColorRole.Highlight: "#1aebff",
    QPalette.ColorRole.HighlightedText: "#000000",
    QPalette.ColorRole.Link: "#ffff00",
    QPalette.ColorRole.Light: "#ffffff",
    QPalette.ColorRole.Midlight: "#ffffff",
    QPalette.ColorRole.Mid: "#c8c8c8",
    QPalette.ColorRole.Dark: "#ffffff",
    QPalette.ColorRole.Shadow: "#ffffff",
}
_HIGH_CONTRAST_DISABLED_TEXT = "#a6a6a6"
# Fusion draws frames in a shade of the window colour, which on black leaves buttons, fields and
# check boxes without edges: the style sheet draws them white, and the keyboard focus thick cyan.
HIGH_CONTRAST_STYLE_SHEET = """
QPushButton, QComboBox, QLineEdit, QSpinBox {
    border: 2px solid #ffffff; border-radius: 3px; padding: 3px 6px;
}
QPushButton { padding: 4px 14px; }
QTableView, QListView, QTreeView, QTextBrowser { border: 2px solid #ffffff; }
QPushButton:focus, QComboBox:focus, QLineEdit:focus, QSpinBox:focus, QTableView:focus,
QListView:focus, QTreeView:focus, QTextBrowser:focus { border: 3px solid #1aebff; }
QPushButton:disabled, QComboBox:disabled, QLineEdit:disabled { border-color: #a6a6a6; }
QCheckBox::indicator, QRadioButton::indicator {
    width: 14px; height: 14px; border: 2px solid #ffffff; background: #000000;
}
QRadioButton::indicator { border-radius: 9px; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked { background: #1aebff; }
QCheckBox:focus, QRadioButton:focus { color: #1aebff; }
QMenu, QToolTip { border: 2px solid #ffffff; }
"""

#: The style and palette the app started with, restored by "system".
_system: tuple[str, QPalette] | None = None
#: The application property naming the theme last applied: settings are applied again on every
#: change, and a new style each time would leave the old one (and a dead wrapper) behind. Kept
#: on the application, so it goes with it.
_APPLIED = "ninetkaWidgetTheme"


def apply_widget_theme(theme: str) -> None:
    """``theme`` is "light", "dark", "high-contrast" or "system" (the platform's own look)."""
    global _system
    app = QApplication.instance()
    if not isinstance(app, QApplication) or app.property(_APPLIED) == theme:
        return
    app.setProperty(_APPLIED, theme)
    if _system is None:
        _system = (app.style().name(), QPalette(app.palette()))
    # Only the high-contrast theme has a style sheet; the others must not keep it.
    sheet = HIGH_CONTRAST_STYLE_SHEET if theme == "high-contrast" else ""
    if app.styleSheet() != sheet:
        app.setStyleSheet(sheet)
    if theme == "system":
        _set_style(app, _system[0])
        app.setPalette(_system[1])
        return
    # Fusion draws every widget from the palette, so a dark palette darkens everything; its
    # check boxes and radio buttons get rims that can be seen on any of the palettes.
    if not isinstance(app.style(), IndicatorRims):
        app.setStyle(IndicatorRims())
    if theme == "dark":
        app.setPalette(_palette(_DARK, _DISABLED_TEXT))
    elif theme == "high-contrast":
        app.setPalette(_palette(_HIGH_CONTRAST, _HIGH_CONTRAST_DISABLED_TEXT))
    else:
        app.setPalette(app.style().standardPalette())
    QGuiApplication.processEvents()


def _set_style(app: QApplication, name: str) -> None:
    if app.style().name().casefold() != name.casefold():
        app.setStyle(QStyleFactory.create(name))


def _palette(colours: dict[QPalette.ColorRole, str], disabled_text: str) -> QPalette:
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (
        QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled_text))
    return palette
