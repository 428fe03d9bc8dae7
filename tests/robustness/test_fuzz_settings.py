"""Damaged settings files: never an exception, always usable settings, a readable message when
the file had to be set aside, and the file's bytes never changed (a bad file is only renamed to
``settings.json.corrupt-…``, as the README says, and keeps its content).

Counts: ``FAST_EXAMPLES`` in the normal suite, ``SLOW_EXAMPLES`` with ``--runslow``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.checks import digest, labels_show_plain_text, readable
from helpers.fuzz_bases import settings_bases
from helpers.mutations import (
    FAST_EXAMPLES,
    SLOW_EXAMPLES,
    fuzz_settings,
    hostile_file,
    mutated_file,
)
from hypothesis import given
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from ninetka_desktop.controllers.match import Match
from ninetka_desktop.storage.settings import (
    ANIMATION_SPEEDS,
    THEMES,
    Settings,
    load_settings,
    settings_path,
)
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.main_window import MainWindow


def check_settings_file(raw: bytes, home: Path, tally: Counter[str]) -> Settings:
    for old in home.iterdir():
        old.unlink()
    path = settings_path()
    path.write_bytes(raw)
    settings, problem = load_settings()
    kept = list(home.glob("settings.json.corrupt-*"))
    if problem is None:
        tally["read"] += 1
        assert path.exists() and digest(path.read_bytes()) == digest(raw)
        assert not kept
    else:
        tally["set aside"] += 1
        assert readable(problem), repr(problem)[:300]
        assert not path.exists() and len(kept) == 1
        assert digest(kept[0].read_bytes()) == digest(raw)  # renamed, never rewritten
        assert settings == Settings()
    # Whatever was read is usable: valid values, a setup that starts, writable as UTF-8.
    assert settings.animation_speed in ANIMATION_SPEEDS
    assert settings.theme in THEMES
    assert isinstance(settings.confirm_moves, bool)
    assert isinstance(settings.language, str)
    if settings.last_setup is not None:
        tally["with a setup"] += 1
        Match(settings.last_setup).new_state()
    json.dumps(settings.to_json(), ensure_ascii=False).encode("utf-8")
    return settings


def run_settings_fuzz(
    examples: int, home: Path, with_dialog: bool = False,
    files: st.SearchStrategy[bytes] | None = None,
) -> Counter[str]:
    tally: Counter[str] = Counter()

    @fuzz_settings(examples)
    @given(raw=files if files is not None else mutated_file(settings_bases()))
    def check(raw: bytes) -> None:
        settings = check_settings_file(raw, home, tally)
        if with_dialog and settings.last_setup is not None:
            # The new game dialog starts from the last setup: it must take whatever was read.
            dialog = NewGameDialog(settings.last_setup)
            setup = dialog.setup()
            assert setup.game == settings.last_setup.game
            Match(setup).new_state()
            dialog.deleteLater()

    check()
    print(f"\nsettings loader: {sum(tally[k] for k in ('read', 'set aside'))} files, {dict(tally)}")
    return tally


def test_damaged_settings_never_break_the_app(home: Path) -> None:
    tally = run_settings_fuzz(FAST_EXAMPLES, home)
    assert tally["set aside"] and tally["read"] and tally["with a setup"]


def test_damaged_settings_feed_the_new_game_dialog(qtbot: QtBot, home: Path) -> None:
    tally = run_settings_fuzz(FAST_EXAMPLES, home, with_dialog=True)
    assert tally["with a setup"]


@pytest.mark.slow
def test_damaged_settings_never_break_the_app_thousands(qtbot: QtBot, home: Path) -> None:
    run_settings_fuzz(SLOW_EXAMPLES, home, with_dialog=True)


def run_hostile_settings(examples: int, window: MainWindow, home: Path) -> Counter[str]:
    """Settings whose remembered players' names are markup, control characters or endless
    images: read or set aside as any settings file, and a game started from them shows every
    name as plain text."""
    tally: Counter[str] = Counter()

    @fuzz_settings(examples)
    @given(raw=hostile_file(settings_bases()))
    def check(raw: bytes) -> None:
        settings = check_settings_file(raw, home, tally)
        if settings.last_setup is not None:
            window.start_game(settings.last_setup)
            # Its autosave is on disk before the next example empties the folder.
            window.files.flush_autosave()
            dialog = NewGameDialog(settings.last_setup, window)
            assert dialog.setup().game == settings.last_setup.game
            assert labels_show_plain_text()
            dialog.deleteLater()

    check()
    print(f"\nhostile settings: {dict(tally)}")
    return tally


def test_hostile_names_in_settings(
    qtbot: QtBot, make_window: Callable[..., MainWindow], home: Path
) -> None:
    window = make_window()
    window.set_autoplay(False)
    tally = run_hostile_settings(FAST_EXAMPLES // 3, window, home)
    assert tally["with a setup"] and tally["read"]


@pytest.mark.slow
def test_hostile_names_in_settings_thousands(
    qtbot: QtBot, make_window: Callable[..., MainWindow], home: Path
) -> None:
    window = make_window()
    window.set_autoplay(False)
    run_hostile_settings(SLOW_EXAMPLES // 3, window, home)


@pytest.mark.parametrize(
    "content",
    [
        b'{"animation_speed": 1' + b"0" * 400 + b"}",  # int too large for a float
        b'{"animation_speed": ' + b"9" * 5000 + b"}",  # more digits than Python converts
        b'{"last_setup": ' + b"[" * 900 + b"]" * 900 + b"}",
        json.dumps(
            {"last_setup": {"game": "9tka", "options": {"neutrals": 5},
                            "seats": [{"name": "a"}, {"name": "b"}]}}
        ).encode(),  # a setup that cannot start
        b'{"last_setup": {"seats": [{"name": "\\ud800"}, {"name": "b"}]}}',
        json.dumps(
            {"last_setup": {"game": "morris", "tournament": True,
                            "seats": [{"name": "a"}, {"name": "b"}]}}
        ).encode(),
    ],
)
def test_known_nasty_settings(home: Path, content: bytes) -> None:
    settings = check_settings_file(content, home, Counter())
    assert settings.last_setup is None or not settings.last_setup.tournament
