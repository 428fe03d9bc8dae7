"""Sound effects: the cues of real games played by clicks, with sound on (offscreen, where no
audio device exists, the effects are started and simply go unheard); off, muted, minimised."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest
from helpers.clicks import awaiting_human, play_by_clicks
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import parse_point
from ninetka_desktop.games.ninetka import MoveKind
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.settings import Settings
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.dialogs.settings import SettingsDialog
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
NINETKA_HOT_SEAT = GameSetup("9tka", {"players": 2}, (Seat("Ann"), Seat("Bo")))
MORRIS_HOT_SEAT = GameSetup("morris", {}, (Seat("Ann"), Seat("Bo")))


@pytest.fixture(autouse=True)
def no_game_over_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GameOverDialog, "exec", lambda dialog: 0)


def click_point(qtbot: QtBot, window: MainWindow, name: str) -> None:
    view = window.view
    position = view.mapFromScene(window.scene.cell_center(parse_point(name)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)


def test_a_9tka_game_by_clicks_sounds_every_placement_slide_landing_pass_and_the_end(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window(speed=2.0)  # animations on, fast: landings wait for them
    assert window.settings.sound
    window.start_game(NINETKA_HOT_SEAT)
    play_by_clicks(qtbot, window, random.Random(4))
    qtbot.waitUntil(lambda: window.sound.played[-1:] == ["end"], timeout=5_000)
    kinds = [move.kind for move in window.game.state.move_stack]
    played = window.sound.played
    expected: list[str] = []
    for kind in kinds:
        if kind is MoveKind.SLIDE:
            expected += ["slide", "land"]
        else:
            expected.append("pass" if kind is MoveKind.PASS else "place")
    expected.append("end")
    assert MoveKind.PASS in kinds  # this seed reaches a forced pass
    assert played == expected[-len(played) :]  # the log keeps the last 50


def test_a_morris_mill_chimes_before_the_man_is_taken_and_the_removal_after(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(MORRIS_HOT_SEAT)
    for point in ("a7", "b6", "d7", "f6"):
        qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
        click_point(qtbot, window, point)
    qtbot.waitUntil(lambda: len(window.sound.played) == 4, timeout=5_000)
    assert window.sound.played == ["place"] * 4
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    click_point(qtbot, window, "g7")  # closes a7-d7-g7: the man to take is picked next
    qtbot.waitUntil(lambda: window.sound.played[-1] == "mill", timeout=5_000)
    assert window.sound.played[4:] == ["place", "mill"]
    assert len(window.game.state.move_stack) == 4
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    click_point(qtbot, window, "b6")
    qtbot.waitUntil(lambda: window.sound.played[-1] == "removal", timeout=5_000)
    assert window.sound.played[4:] == ["place", "mill", "removal"]
    assert window.game.state.move_to_str(window.game.state.move_stack[-1]) == "g7xb6"


@pytest.mark.parametrize(
    "quiet",
    [
        {"sound": False},
        {"sound_volume": 0},
        {"mute_when_minimised": True, "minimised": True},
    ],
)
def test_no_sound_when_off_at_zero_volume_or_minimised(
    qtbot: QtBot,
    make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
    quiet: dict[str, object],
) -> None:
    window = make_window()
    minimised = bool(quiet.pop("minimised", False))
    window.settings = replace(window.settings, **quiet)  # type: ignore[arg-type]
    window.apply_settings()
    monkeypatch.setattr(window, "isMinimized", lambda: minimised)
    window.start_game(MORRIS_HOT_SEAT)
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    click_point(qtbot, window, "a7")
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) == 1, timeout=5_000)
    qtbot.wait(100)
    assert window.sound.played == []


def test_minimised_plays_on_when_the_user_wants_it(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    window.settings = replace(window.settings, mute_when_minimised=False)
    window.apply_settings()
    monkeypatch.setattr(window, "isMinimized", lambda: True)
    window.start_game(MORRIS_HOT_SEAT)
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    click_point(qtbot, window, "a7")
    qtbot.waitUntil(lambda: window.sound.played == ["place"], timeout=5_000)


def test_the_settings_dialog_sets_sound_volume_and_silence_when_minimised(
    qtbot: QtBot,
) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.sound.isChecked() and dialog.volume.isEnabled()
    assert not dialog.sound_note.isVisibleTo(dialog)
    dialog.volume.setValue(25)
    dialog.mute_when_minimised.setChecked(False)
    assert (dialog.settings().sound_volume, dialog.settings().mute_when_minimised) == (25, False)
    qtbot.mouseClick(dialog.sound, Qt.MouseButton.LeftButton)
    assert not dialog.settings().sound
    assert not dialog.volume.isEnabled() and not dialog.mute_when_minimised.isEnabled()
    broken = SettingsDialog(Settings(), sound_problem="no audio library")
    qtbot.addWidget(broken)
    assert broken.sound_note.text() == "no audio library"
    assert not broken.sound_note.isHidden()


def test_each_effect_loads_its_file_at_the_volume_the_ear_hears(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    if window.sound.installation_problem() is not None:
        pytest.skip(str(window.sound.installation_problem()))
    window.settings = replace(window.settings, sound_volume=100)
    window.apply_settings()
    for name in ("place", "slide", "land", "mill", "removal", "pass", "end"):
        effect = window.sound.effect(name)
        assert effect is not None
        assert effect.source().toLocalFile().endswith(f"sounds/{name}.wav")
        assert effect.volume() == pytest.approx(1.0)
    window.settings = replace(window.settings, sound_volume=50)
    window.apply_settings()
    # Half as loud to the ear is far less than half the amplitude.
    assert 0.0 < window.sound.effect("mill").volume() < 0.3  # type: ignore[union-attr]
    with pytest.raises(ValueError):
        window.sound.play("applause")
