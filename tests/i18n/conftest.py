"""Translations in-process: the catalogues compiled from the current .ts files, a language
installed for one test and English restored after it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication

from ninetka_desktop import i18n

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(scope="session")
def catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every language's .qm compiled from the .ts as it is now (a .qm left over from an older
    build must not hide a change)."""
    folder = tmp_path_factory.mktemp("catalogues")
    for language in i18n.catalogue_languages():
        name = f"{i18n.CATALOGUE}_{language}"
        assert i18n.compile_catalogue(TS_DIR / f"{name}.ts", folder / f"{name}.qm"), name
    return folder


@pytest.fixture
def install(qapp: QApplication, catalogues: Path) -> Iterator[Callable[[str], str]]:
    """``install(language)`` speaks that language until the test ends; returns the language."""
    locale = QLocale()

    def install(language: str) -> str:
        return i18n.install_translators(language, folder=catalogues)

    yield install
    i18n.remove_translators()
    QLocale.setDefault(locale)
    QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
