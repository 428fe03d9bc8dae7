"""The settings dialog: animation speed, theme, language, move confirmation, sound."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...i18n import LANGUAGES, language_for
from ...storage.settings import ANIMATION_SPEEDS, THEMES, Settings
from ..plain_text import PlainLabel
from ..whole_text import keep_height
from .form_names import name_fields_after_labels


def tr(text: str) -> str:
    return QCoreApplication.translate("SettingsDialog", text)


class SettingsDialog(QDialog):
    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        sound_problem: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self._settings = settings
        self.speed = QComboBox(self)
        speed_names = {0.0: tr("Off"), 0.5: tr("Slow"), 1.0: tr("Normal"), 2.0: tr("Fast")}
        for speed in ANIMATION_SPEEDS:
            self.speed.addItem(speed_names[speed], speed)
        self.speed.setCurrentIndex(ANIMATION_SPEEDS.index(settings.animation_speed))
        self.theme = QComboBox(self)
        theme_names = {
            "system": tr("Follow the system"),
            "light": tr("Light"),
            "dark": tr("Dark"),
            "high-contrast": tr("High contrast"),
        }
        for theme in THEMES:
            self.theme.addItem(theme_names[theme], theme)
        self.theme.setCurrentIndex(THEMES.index(settings.theme))
        # Each language under its own name, so anyone can find theirs whatever the app speaks.
        self.language = QComboBox(self)
        self.language.addItem(tr("Follow the system"), "system")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        chosen = settings.language if settings.language == "system" else None
        self.language.setCurrentIndex(
            max(0, self.language.findData(chosen or language_for(settings.language)))
        )
        # Every window builds its texts once, when it is made: a new language needs a restart.
        self.language_note = PlainLabel(tr("The new language is used from the next start."), self)
        self.language_note.setWordWrap(True)
        self.confirm = QCheckBox(tr("Click twice to play a move (the first click shows it)"), self)
        self.confirm.setChecked(settings.confirm_moves)
        self.sound = QCheckBox(tr("Play sound effects"), self)
        self.sound.setChecked(settings.sound)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume.setAccessibleName(tr("Volume"))
        self.mute_when_minimised = QCheckBox(tr("Silent while the window is minimised"), self)
        self.mute_when_minimised.setChecked(settings.mute_when_minimised)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.sound.toggled.connect(self.mute_when_minimised.setEnabled)
        self.volume.setEnabled(settings.sound)
        self.mute_when_minimised.setEnabled(settings.sound)
        #: Why this system plays no sound (no audio library, no files); hidden when it does.
        self.sound_note = PlainLabel(sound_problem or "", self)
        self.sound_note.setWordWrap(True)
        self.sound_note.setVisible(bool(sound_problem))
        form = QFormLayout()
        form.addRow(tr("&Animations:"), self.speed)
        form.addRow(tr("&Theme:"), self.theme)
        form.addRow(tr("&Language:"), self.language)
        form.addRow("", self.language_note)
        form.addRow(self.confirm)
        form.addRow(tr("&Sound:"), self.sound)
        form.addRow(tr("&Volume:"), self.volume)
        form.addRow("", self.mute_when_minimised)
        form.addRow("", self.sound_note)
        name_fields_after_labels(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        keep_height(self)  # made narrow, it grows taller rather than cut its notes

    def settings(self) -> Settings:
        """The settings as the dialog shows them (the rest unchanged)."""
        return replace(
            self._settings,
            animation_speed=float(self.speed.currentData()),
            theme=str(self.theme.currentData()),
            confirm_moves=self.confirm.isChecked(),
            language=str(self.language.currentData()),
            sound=self.sound.isChecked(),
            sound_volume=self.volume.value(),
            mute_when_minimised=self.mute_when_minimised.isChecked(),
        )
