"""In every language, no text the user sees is left in English.

Each window and dialog is built in English and in the language under test (translators installed
in-process, the catalogues compiled from the current .ts files); a text that shows up in both is
untranslated unless it is notation, a number or one of the few texts that are the same in every
language (``ui_texts.SAME_EVERYWHERE``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from helpers.ui_texts import Texts, allowed_in, collect_all, finished_ninetka, settle
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QWidget

from ninetka_desktop.i18n import translated_languages
from ninetka_desktop.storage.settings import Settings
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog, points
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.dialogs.settings import SettingsDialog
from ninetka_desktop.ui.main_window import MainWindow

#: The ``install`` fixture: speak a language until the test ends.
Install = Callable[[str], str]

_english: Texts = {}


def english_texts(install: Install) -> Texts:
    """The English texts of every scene (collected once per run)."""
    if not _english:
        assert install("en") == "en"
        _english.update(collect_all())
    return _english


def test_the_english_run_sees_every_scene(install: Install) -> None:
    english = english_texts(install)
    assert "&Game" in english["main window, 9tka"]
    assert "New Game" in english["new game, 9tka"]
    assert "Draw by threefold &repetition of a position" in english["new game, Morris"]
    assert "Game Over" in english["game over, Morris blocked"]
    assert "How to play 9tka" in english["rules of 9tka"]
    assert "&Yes" in english["resume question"]
    assert any("Resume it?" in text for text in english["resume question"])
    # The collector reads scene tooltips and the models too.
    assert "Blocked: this counter can never move" in english["main window, 9tka"]
    assert "Score" in english["main window, 9tka"]


@pytest.mark.parametrize("language", translated_languages())
def test_no_visible_text_is_left_in_english(install: Install, language: str) -> None:
    english = english_texts(install)
    assert install(language) == language
    translated = collect_all()
    assert translated.keys() == english.keys()
    seen_in_english = {text for scene in english.values() for text in scene}
    leftovers = sorted(
        {
            f"{scene}: {text!r}"
            for scene, found in translated.items()
            for text in found
            if text in seen_in_english and not allowed_in(language, text)
        }
    )
    assert leftovers == [], "untranslated:\n" + "\n".join(leftovers)
    for scene, found in translated.items():
        assert found, f"{scene} shows no text"


def _mnemonics(labels: list[str]) -> list[str]:
    """The accelerator letters in ``labels`` ("&&" is a literal "&")."""
    keys = []
    for label in labels:
        match = re.search(r"(?<!&)&([^&\s])", label.replace("&&", ""))
        if match:
            keys.append(match.group(1).lower())
    return keys


def _duplicates(keys: list[str]) -> set[str]:
    return {key for key in keys if keys.count(key) > 1}


def _dialog_labels(dialog: QWidget) -> list[str]:
    labels = []
    for child in dialog.findChildren(QWidget):
        if not child.isVisibleTo(dialog):
            continue
        # Buttons, and the labels that name a field (their accelerator focuses it).
        if isinstance(child, QAbstractButton) or (
            isinstance(child, QLabel) and child.buddy() is not None
        ):
            labels.append(child.text())
    return labels


@pytest.mark.parametrize("language", ("en", *translated_languages()))
def test_accelerators_are_unique_in_each_menu_and_dialog(install: Install, language: str) -> None:
    assert install(language) == language
    clashes: dict[str, set[str]] = {}
    window = MainWindow(Settings(animation_speed=0.0, theme="light"), autosave=False)
    menus = [action.menu() for action in window.menuBar().actions()]
    assert all(isinstance(menu, QMenu) for menu in menus)
    titles = [menu.title() for menu in menus if isinstance(menu, QMenu)]
    clashes["menu bar"] = _duplicates(_mnemonics(titles))
    for menu in menus:
        assert isinstance(menu, QMenu)
        texts = [action.text() for action in menu.actions() if not action.isSeparator()]
        clashes[menu.title()] = _duplicates(_mnemonics(texts))
    window.close()
    window.deleteLater()
    dialog = NewGameDialog()
    dialogs: list[tuple[str, QWidget]] = [
        ("settings", SettingsDialog(Settings())),
        ("game over", GameOverDialog(finished_ninetka(2, 1), ["A", "B"])),
    ]
    for name, widget in [("new game", dialog), *dialogs]:
        widget.show()
        settle(10)
        clashes[name] = _duplicates(_mnemonics(_dialog_labels(widget)))
        if widget is dialog:
            dialog.set_game("morris")
            clashes["new game, Morris"] = _duplicates(_mnemonics(_dialog_labels(dialog)))
        widget.close()
        widget.deleteLater()
    assert {name: keys for name, keys in clashes.items() if keys} == {}


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["1 point", "2 points", "4 points", "5 points", "12 points", "22 points"]),
        ("pl", ["1 punkt", "2 punkty", "4 punkty", "5 punktów", "12 punktów", "22 punkty"]),
        ("eo", ["1 poento", "2 poentoj", "4 poentoj", "5 poentoj", "12 poentoj", "22 poentoj"]),
        ("bg", ["1 точка", "2 точки", "4 точки", "5 точки", "12 точки", "22 точки"]),
    ],
)
def test_counts_take_the_plural_form_of_the_language(
    install: Install, language: str, expected: list[str]
) -> None:
    assert install(language) == language
    assert [points(n) for n in (1, 2, 4, 5, 12, 22)] == expected
