"""``SoundPlayer``: the app's short sound effects, played without ever blocking the window.

Qt's QSoundEffect plays uncompressed WAV through the system's audio (PulseAudio or PipeWire on
Linux, Core Audio on macOS, WASAPI on Windows) without Qt's media back ends, so the bundles leave
FFmpeg out. The effects (resources/sounds, made by packaging/make_sounds.py) are loaded on
first use; ``play`` only starts one and returns. Where Qt's multimedia module or the files are
missing, or the system has no audio output, the app plays on in silence and the settings dialog
says why.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLoggingCategory, QObject, QUrl
from PySide6.QtWidgets import QWidget

from ..resources_path import resource_path
from ..storage.settings import Settings

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect

#: The effects, by the names packaging/make_sounds.py gives their files.
EFFECTS = ("place", "slide", "land", "mill", "removal", "pass", "end")


def tr(text: str) -> str:
    return QCoreApplication.translate("Sound", text)


#: What Qt's multimedia module reports as it starts and no player can act on: which optional
#: system libraries (PipeWire, VA-API) it looked for, and the FFmpeg version.
QUIET_MULTIMEDIA_LOGS = "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false"


def _multimedia() -> tuple[Any, str | None]:
    """Qt's multimedia module, or None and why not."""
    if "QT_LOGGING_RULES" not in os.environ:  # whoever sets rules wants to see them
        QLoggingCategory.setFilterRules(QUIET_MULTIMEDIA_LOGS)
    try:
        from PySide6 import QtMultimedia
    except ImportError as exc:  # a system without its audio library (libpulse on Linux)
        return None, str(exc)
    return QtMultimedia, None


class SoundPlayer(QObject):
    def __init__(self, window: QWidget, settings: Settings) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._effects: dict[str, QSoundEffect] = {}
        self._module, self._problem = _multimedia()
        # Asking the system for its default output takes milliseconds (tens where no sound
        # server answers), too long for every move: asked once, and again when outputs change.
        self._output_known: bool | None = None
        self._devices: Any = None
        #: The effects played (or due, where the system has no audio), in order; the last 50.
        self.played: list[str] = []

    def set_settings(self, settings: Settings) -> None:
        self._settings = settings
        for effect in self._effects.values():
            effect.setVolume(self._volume())

    def unavailable_reason(self) -> str | None:
        """Why no sound can play on this system, for people; None when it can."""
        problem = self.installation_problem()
        if problem is None and not self._has_output():
            return tr("This system has no audio output.")
        return problem

    def installation_problem(self) -> str | None:
        """What this installation lacks to play sound (Qt's audio module, the files)."""
        if self._module is None:
            return tr("Qt's audio module could not be loaded ({error}).").replace(
                "{error}", self._problem or ""
            )
        if resource_path("sounds", "place.wav") is None:
            return tr("The sound files are missing from this installation.")
        return None

    def _has_output(self) -> bool:
        if self._module is None:
            return False
        if self._devices is None:
            # Headphones plugged in later count from then on.
            self._devices = self._module.QMediaDevices(self)
            self._devices.audioOutputsChanged.connect(self._forget_output)
        if self._output_known is None:
            self._output_known = not self._module.QMediaDevices.defaultAudioOutput().isNull()
        return self._output_known

    def _forget_output(self) -> None:
        self._output_known = None

    def audible(self) -> bool:
        """Whether an effect played now would be heard (the settings and the window allow it)."""
        settings = self._settings
        if not settings.sound or settings.sound_volume == 0:
            return False
        return not (settings.mute_when_minimised and self._window.isMinimized())

    def play(self, name: str) -> None:
        """Start the effect ``name`` (one of ``EFFECTS``) and return at once."""
        if name not in EFFECTS:
            raise ValueError(f"no sound effect {name!r}")
        if not self.audible():
            return
        # Logged even where the system cannot play it: the cue was given.
        self.played.append(name)
        del self.played[:-50]
        effect = self.effect(name) if self._has_output() else None
        if effect is not None:
            effect.play()

    def effect(self, name: str) -> QSoundEffect | None:
        """The loaded effect ``name`` (made on first use); None where sound cannot play."""
        if name in self._effects:
            return self._effects[name]
        path = resource_path("sounds", f"{name}.wav")
        if self._module is None or path is None:
            return None
        effect: QSoundEffect = self._module.QSoundEffect(self)
        effect.setSource(QUrl.fromLocalFile(str(path)))
        effect.setVolume(self._volume())
        self._effects[name] = effect
        return effect

    def _volume(self) -> float:
        """The setting (0-100, as the ear hears it) as QSoundEffect's linear gain."""
        if self._module is None:
            return 0.0
        audio = self._module.QtAudio
        return float(
            audio.convertVolume(
                self._settings.sound_volume / 100,
                audio.VolumeScale.LogarithmicVolumeScale,
                audio.VolumeScale.LinearVolumeScale,
            )
        )
