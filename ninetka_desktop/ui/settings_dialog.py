"""The settings dialog: animation speed, theme, move confirmation."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QVBoxLayout,
    QWidget,
)

from ..storage.settings import ANIMATION_SPEEDS, THEMES, Settings


def tr(text: str) -> str:
    return QCoreApplication.translate("SettingsDialog", text)


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self._settings = settings
        self.speed = QComboBox(self)
        speed_names = {0.0: tr("Off"), 0.5: tr("Slow"), 1.0: tr("Normal"), 2.0: tr("Fast")}
        for speed in ANIMATION_SPEEDS:
            self.speed.addItem(speed_names[speed], speed)
        self.speed.setCurrentIndex(ANIMATION_SPEEDS.index(settings.animation_speed))
        self.theme = QComboBox(self)
        theme_names = {"system": tr("Follow the system"), "light": tr("Light"), "dark": tr("Dark")}
        for theme in THEMES:
            self.theme.addItem(theme_names[theme], theme)
        self.theme.setCurrentIndex(THEMES.index(settings.theme))
        self.confirm = QCheckBox(tr("Click twice to play a move (the first click shows it)"), self)
        self.confirm.setChecked(settings.confirm_moves)
        form = QFormLayout()
        form.addRow(tr("&Animations:"), self.speed)
        form.addRow(tr("&Theme:"), self.theme)
        form.addRow(self.confirm)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def settings(self) -> Settings:
        """The settings as the dialog shows them (the rest unchanged)."""
        return replace(
            self._settings,
            animation_speed=float(self.speed.currentData()),
            theme=str(self.theme.currentData()),
            confirm_moves=self.confirm.isChecked(),
        )
