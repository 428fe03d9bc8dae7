"""The language the app speaks: choosing it and installing Qt's and the app's translations.

English is the source language: every text in the code is English and shows as written when no
translation is installed (English's own small catalogue, ``ninetka_en``, only gives counted
texts their singular). The other languages live in ``resources/translations/ninetka_XX.ts``
(Qt Linguist sources, kept up to date by ``packaging/translations.py``) and are compiled to
``ninetka_XX.qm`` when the app is installed. Qt's own texts (standard buttons, the text-field
menu) come from Qt's ``qtbase_XX.qm`` where Qt ships one.

``install_translators`` must run before the first widget is created: a widget translates its
texts when it is built, so a translator installed later only reaches widgets built after it.
A missing or broken catalogue never stops the app: it speaks English instead.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import PySide6
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)
from PySide6.QtGui import QGuiApplication

from .resources_path import resources_dir
from .storage.paths import data_dir

SOURCE_LANGUAGE = "en"
#: Every language the app speaks, each named in itself (so anyone can find their own).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "pl": "Polski",
    "eo": "Esperanto",
    "bg": "Български",
}
#: The app's catalogues are ``ninetka_XX.ts`` / ``ninetka_XX.qm``.
CATALOGUE = "ninetka"
#: Qt's catalogue of the widgets' own texts, ``qtbase_XX.qm`` in Qt's translations folder.
QT_CATALOGUE = "qtbase"
#: The longest a first-start compile of a missing catalogue may take before we give up.
COMPILE_TIMEOUT_S = 20.0

# Texts Qt itself shows in the app's dialogs, under the contexts Qt looks them up in (Qt 6.11:
# qplatformtheme.cpp, qgnometheme.cpp, qlineedit.cpp, qwidgettextcontrol.cpp). Qt ships no
# Esperanto catalogue, so our own catalogues carry these; for Polish and Bulgarian they repeat
# Qt's wording. Listed here so that lupdate extracts them.
QT_TEXTS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All"),
)

# The computer levels' names live in ai/levels.py, which must not import Qt; the windows
# translate them under "Levels", so lupdate finds them here.
LEVEL_NAMES = (
    QT_TRANSLATE_NOOP("Levels", "Beginner"),
    QT_TRANSLATE_NOOP("Levels", "Casual"),
    QT_TRANSLATE_NOOP("Levels", "Intermediate"),
    QT_TRANSLATE_NOOP("Levels", "Advanced"),
    QT_TRANSLATE_NOOP("Levels", "Expert"),
    QT_TRANSLATE_NOOP("Levels", "Master"),
)

def level_name(level: int) -> str:
    """The computer level's name (1 Beginner ... 6 Master) in the installed language."""
    from .ai.levels import LEVELS  # here, not above: the AI package is not needed to start up

    return QCoreApplication.translate("Levels", LEVELS[level].name)


# Installed translators must stay referenced: Qt does not own them.
_installed: list[QTranslator] = []


def translated_languages() -> tuple[str, ...]:
    """The languages the texts are translated into (all but the source language)."""
    return tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)


def catalogue_languages() -> tuple[str, ...]:
    """Every language with a catalogue. English's holds only the counted texts: a source text
    has one form for every count ("%n points"), the catalogue gives "1 point" and "2 points"."""
    return tuple(LANGUAGES)


def language_for(setting: str, system: QLocale | None = None) -> str:
    """The language to speak for the ``setting`` ("system" or a language code).

    "system" takes the first of the system's preferred languages that the app speaks, and
    English when it speaks none of them; an unknown code also gives English.
    """
    if setting != "system":
        code = setting.replace("-", "_").split("_")[0].lower()
        return code if code in LANGUAGES else SOURCE_LANGUAGE
    locale = system if system is not None else QLocale.system()
    for name in [*locale.uiLanguages(), locale.name()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def translations_dir() -> Path | None:
    """The folder of the app's catalogues (``resources/translations``), or None."""
    base = resources_dir()
    folder = base / "translations" if base is not None else None
    return folder if folder is not None and folder.is_dir() else None


def compiled_cache_dir() -> Path:
    """Where catalogues compiled at start-up go when the install brought none."""
    return data_dir() / "translations"


def qt_tool(name: str) -> Path | None:
    """Qt's ``lupdate`` or ``lrelease`` as shipped in the PySide6 wheel, or None."""
    package = Path(PySide6.__file__).resolve().parent
    executable = name + (".exe" if sys.platform == "win32" else "")
    for folder in (package, package / "Qt" / "bin", package / "Qt" / "libexec"):
        candidate = folder / executable
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which(f"pyside6-{name}")
    return Path(found) if found else None


def compile_catalogue(ts: Path, qm: Path, timeout: float = COMPILE_TIMEOUT_S) -> bool:
    """Compile ``ts`` into ``qm`` with lrelease; False (and no exception) when it cannot."""
    lrelease = qt_tool("lrelease")
    if lrelease is None or not ts.is_file():
        return False
    try:
        qm.parent.mkdir(parents=True, exist_ok=True)
        result = subprocess.run(
            [str(lrelease), "-silent", str(ts), "-qm", str(qm)],
            capture_output=True,
            timeout=timeout,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return result.returncode == 0 and qm.is_file()


def _newer(first: Path, second: Path) -> bool:
    """True when ``first`` was written at or after ``second``."""
    try:
        return first.stat().st_mtime >= second.stat().st_mtime
    except OSError:
        return False


def catalogue_path(language: str, folder: Path | None = None) -> Path | None:
    """The compiled catalogue of ``language``, compiling it first when only the source exists.

    An install normally brings ``ninetka_XX.qm`` beside ``ninetka_XX.ts``. A source checkout
    that was never built, or whose .ts changed since, gets one compiled into the user's data
    folder instead (never into the install). None when there is no usable catalogue.
    """
    folder = folder if folder is not None else translations_dir()
    if folder is None:
        return None
    ts = folder / f"{CATALOGUE}_{language}.ts"
    qm = folder / f"{CATALOGUE}_{language}.qm"
    if qm.is_file() and (not ts.is_file() or _newer(qm, ts)):
        return qm
    cached = compiled_cache_dir() / qm.name
    if ts.is_file() and cached.is_file() and _newer(cached, ts):
        return cached
    if ts.is_file() and compile_catalogue(ts, cached):
        return cached
    # A .qm older than its .ts (file times are not kept everywhere) still beats English.
    return qm if qm.is_file() else None


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own catalogues may be: Qt's configured folder, then the PySide6 wheel's."""
    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    folders.append(Path(PySide6.__file__).resolve().parent / "Qt" / "translations")
    return [folder for folder in dict.fromkeys(folders) if folder.is_dir()]


def _load(path: Path) -> QTranslator | None:
    translator = QTranslator()
    return translator if translator.load(str(path)) else None


def _own_catalogue(language: str, folder: Path | None) -> QTranslator | None:
    """The app's loaded catalogue of ``language``, or None when it has no usable one."""
    path = catalogue_path(language, folder)
    return _load(path) if path is not None else None


def remove_translators() -> None:
    """Take out every translator ``install_translators`` put in: back to English."""
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()


def install_translators(setting: str = "system", folder: Path | None = None) -> str:
    """Speak the language of ``setting`` ("system" or a code); returns the language in use.

    Installs Qt's catalogue of that language (when Qt has one) and the app's; without the app's
    catalogue the app speaks English, Qt's dialogs included. Replaces any earlier installation,
    and sets the default QLocale (number formats) and the layout direction to match.
    ``folder`` overrides where the app's catalogues are (for tests).
    """
    remove_translators()
    language = language_for(setting)
    if language != SOURCE_LANGUAGE:
        own = _own_catalogue(language, folder)
        if own is None:
            language = SOURCE_LANGUAGE
        else:
            qt: QTranslator | None = None
            for qt_folder in qt_translations_dirs():
                qt = _load(qt_folder / f"{QT_CATALOGUE}_{language}.qm")
                if qt is not None:
                    break
            # The last one installed is asked first: ours, then Qt's for what we lack.
            for translator in (qt, own):
                if translator is not None and QCoreApplication.installTranslator(translator):
                    _installed.append(translator)
    if language == SOURCE_LANGUAGE:
        # Only the plural forms; without them English still reads, as "1 moves".
        plurals = _own_catalogue(language, folder)
        if plurals is not None and QCoreApplication.installTranslator(plurals):
            _installed.append(plurals)
    locale = QLocale(language)
    QLocale.setDefault(locale)
    if isinstance(QCoreApplication.instance(), QGuiApplication):
        QGuiApplication.setLayoutDirection(locale.textDirection())
    return language
