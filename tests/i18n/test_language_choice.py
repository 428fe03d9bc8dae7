"""Choosing the language and loading it: the system's language unless the settings say
otherwise, Qt's own buttons translated too, and English whenever a catalogue is missing or
broken, never an error."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialogButtonBox

from ninetka_desktop import i18n
from ninetka_desktop.app import parse_arguments

TS_DIR = Path(__file__).resolve().parents[2] / "resources" / "translations"
Install = Callable[[str], str]


def _game_menu() -> str:
    return QCoreApplication.translate("MainWindow", "&Game")


@pytest.mark.parametrize(
    ("system", "expected"),
    [("pl_PL", "pl"), ("bg_BG", "bg"), ("eo", "eo"), ("en_GB", "en"), ("de_DE", "en")],
)
def test_the_system_language_is_followed(system: str, expected: str) -> None:
    assert i18n.language_for("system", QLocale(system)) == expected


@pytest.mark.parametrize(
    ("setting", "expected"), [("pl", "pl"), ("bg_BG", "bg"), ("en", "en"), ("fr", "en")]
)
def test_the_setting_overrides_the_system(setting: str, expected: str) -> None:
    assert i18n.language_for(setting, QLocale("pl_PL")) == expected


def test_every_language_has_a_catalogue_source() -> None:
    for language in i18n.translated_languages():
        assert (TS_DIR / f"{i18n.CATALOGUE}_{language}.ts").is_file()
    assert i18n.SOURCE_LANGUAGE not in i18n.translated_languages()


@pytest.mark.parametrize(
    ("language", "ok", "cancel"),
    # Polish and Bulgarian from Qt's own catalogues; Esperanto, which Qt lacks, from ours.
    [("pl", "OK", "Anuluj"), ("bg", "Добре", "Отказ"), ("eo", "Bone", "Nuligi")],
)
def test_qt_standard_buttons_are_translated(
    install: Install, language: str, ok: str, cancel: str
) -> None:
    assert install(language) == language
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
    cancel_button = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert ok_button is not None and cancel_button is not None
    assert (ok_button.text(), cancel_button.text()) == (ok, cancel)
    assert QLocale().language() == QLocale(language).language()
    buttons.deleteLater()


def test_english_needs_no_catalogue(install: Install, tmp_path: Path) -> None:
    assert install("en") == "en"
    assert _game_menu() == "&Game"
    # Without its catalogue English only loses the singular of counted texts.
    assert i18n.install_translators("en", folder=tmp_path) == "en"
    assert _game_menu() == "&Game"
    assert _resume_question(1) == "A game was not finished last time (1 moves played). Resume it?"


def test_english_counts_have_a_singular(install: Install) -> None:
    assert install("en") == "en"
    assert _resume_question(1) == "A game was not finished last time (1 move played). Resume it?"
    assert _resume_question(2) == "A game was not finished last time (2 moves played). Resume it?"


def _resume_question(moves: int) -> str:
    return QCoreApplication.translate(
        "MainWindow", "A game was not finished last time (%n moves played). Resume it?", None, moves
    )


def test_a_missing_catalogue_falls_back_to_english(
    install: Install, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Nothing to compile from either: neither a .qm nor a .ts.
    assert i18n.install_translators("pl", folder=tmp_path) == "en"
    assert _game_menu() == "&Game"
    # No translations folder at all (an install without resources).
    monkeypatch.setattr(i18n, "resources_dir", lambda: None)
    assert i18n.install_translators("pl") == "en"
    assert _game_menu() == "&Game"


def test_a_broken_catalogue_falls_back_to_english(
    install: Install, tmp_path: Path, catalogues: Path
) -> None:
    (tmp_path / f"{i18n.CATALOGUE}_pl.qm").write_bytes(b"not a catalogue")
    shutil.copy(catalogues / f"{i18n.CATALOGUE}_en.qm", tmp_path)
    assert i18n.install_translators("pl", folder=tmp_path) == "en"
    assert _game_menu() == "&Game"
    # The English it falls back to is complete, singulars included.
    assert _resume_question(1) == "A game was not finished last time (1 move played). Resume it?"


def test_a_source_without_its_catalogue_is_compiled_on_first_use(
    install: Install, tmp_path: Path
) -> None:
    folder = tmp_path / "install"
    folder.mkdir()
    shutil.copy(TS_DIR / f"{i18n.CATALOGUE}_pl.ts", folder)
    assert i18n.install_translators("pl", folder=folder) == "pl"
    assert _game_menu() == "&Gra"
    # Into the user's data folder (NINETKA_HOME here), never into the install.
    assert (i18n.compiled_cache_dir() / f"{i18n.CATALOGUE}_pl.qm").is_file()
    assert not (folder / f"{i18n.CATALOGUE}_pl.qm").exists()


def test_without_lrelease_a_lone_source_means_english(
    install: Install, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copy(TS_DIR / f"{i18n.CATALOGUE}_eo.ts", tmp_path)
    monkeypatch.setattr(i18n, "qt_tool", lambda name: None)
    assert i18n.install_translators("eo", folder=tmp_path) == "en"
    assert _game_menu() == "&Game"


def test_installing_again_replaces_the_language(install: Install) -> None:
    assert install("pl") == "pl"
    assert _game_menu() == "&Gra"
    assert install("bg") == "bg"
    assert _game_menu() == "&Игра"
    assert install("en") == "en"
    assert _game_menu() == "&Game"


def test_the_command_line_takes_a_language() -> None:
    args = parse_arguments(["ninetka", "--screenshot", "x.png", "--language", "eo"])
    assert args.language == "eo"
    assert parse_arguments(["ninetka"]).language is None
