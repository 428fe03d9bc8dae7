"""Settings: round trip, defaults, corrupt files set aside, per-key fallback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage import Settings, load_settings, save_settings, settings_path
from ninetka_desktop.storage.paths import config_dir, data_dir


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path))
    return tmp_path


def test_home_variable_puts_every_folder_under_it(home: Path) -> None:
    assert config_dir() == home
    assert data_dir() == home
    assert settings_path() == home / "settings.json"


def test_platformdirs_used_without_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NINETKA_HOME")
    assert "Ninetka" in str(config_dir())
    assert "Ninetka" in str(data_dir())


def test_round_trip(home: Path) -> None:
    setup = GameSetup(
        options={"players": 3, "neutrals": "random"},
        seats=(Seat("Ann"), Seat("Bot", "computer", 5), Seat("Ola")),
        tournament=True,
    )
    settings = Settings(
        animation_speed=0.5, theme="dark", confirm_moves=True, language="pl", last_setup=setup,
        full_screen=True, show_coordinates=False, show_legal_moves=False, show_side_panel=False,
        sound=False, sound_volume=35, mute_when_minimised=False,
    )
    save_settings(settings)
    loaded, message = load_settings()
    assert message is None
    assert loaded == settings
    assert [p.name for p in home.iterdir()] == ["settings.json"]  # no temporary file left


def test_missing_file_gives_defaults_silently() -> None:
    assert load_settings() == (Settings(), None)


def test_save_creates_the_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path / "new" / "folder"))
    save_settings(Settings(theme="light"))
    assert load_settings()[0].theme == "light"


@pytest.mark.parametrize(
    "content",
    [b"{not json", b"[1, 2, 3]", b"\xff\xfe\x00garbage", b"", b'"just a string"'],
)
def test_corrupt_file_is_set_aside(home: Path, content: bytes) -> None:
    settings_path().write_bytes(content)
    settings, message = load_settings()
    assert settings == Settings()
    assert message is not None
    assert "settings" in message
    assert not settings_path().exists()
    kept = list(home.glob("settings.json.corrupt-*"))
    assert len(kept) == 1
    assert kept[0].name in message
    assert kept[0].read_bytes() == content
    # The next start is quiet again.
    assert load_settings() == (Settings(), None)


def test_two_corrupt_files_in_one_second_are_both_kept(home: Path) -> None:
    for content in (b"{", b"}"):
        settings_path().write_bytes(content)
        assert load_settings()[1] is not None
    kept = sorted(p.read_bytes() for p in home.glob("settings.json.corrupt-*"))
    assert kept == [b"{", b"}"]


def test_bad_values_fall_back_per_key(home: Path) -> None:
    good_setup = GameSetup().to_json()
    settings_path().write_text(
        json.dumps(
            {
                "animation_speed": 3,
                "theme": "dark",
                "confirm_moves": "yes",
                "language": 12,
                "last_setup": good_setup,
                "unknown_key": [1, 2],
            }
        ),
        encoding="utf-8",
    )
    settings, message = load_settings()
    assert message is None
    assert settings == Settings(theme="dark", last_setup=GameSetup())
    assert settings_path().exists()  # a partly bad file is not set aside


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("animation_speed", True),
        ("animation_speed", "1"),
        ("animation_speed", -1),
        ("theme", "purple"),
        ("theme", None),
        ("confirm_moves", 1),
        ("full_screen", 1),
        ("show_coordinates", "no"),
        ("show_legal_moves", None),
        ("show_side_panel", 0),
        ("show_last_move", "yes"),
        ("sound", 1),
        ("sound_volume", 101),
        ("sound_volume", -1),
        ("sound_volume", 50.0),
        ("sound_volume", True),
        ("sound_volume", 10**400),
        ("mute_when_minimised", None),
        ("recent_files", "/a.json"),
        ("recent_files", ["relative.json"]),
        ("recent_files", ["/a\nb.json"]),
        ("recent_files", [3]),
        ("language", "not a language"),
        ("last_setup", {"seats": []}),
        ("last_setup", "9tka"),
    ],
)
def test_each_bad_value_gives_that_default(key: str, value: object) -> None:
    data: dict[str, object] = {"theme": "light"}
    data[key] = value
    settings_path().write_text(json.dumps(data), encoding="utf-8")
    settings, message = load_settings()
    assert message is None
    expected = Settings(theme="light" if key != "theme" else "system")
    assert settings == expected


def test_speeds_accept_ints_and_floats() -> None:
    for speed in (0, 0.5, 1, 2.0):
        settings_path().write_text(json.dumps({"animation_speed": speed}), encoding="utf-8")
        assert load_settings()[0].animation_speed == float(speed)


def test_file_too_large_is_set_aside(home: Path) -> None:
    settings_path().write_text('{"theme": "' + "x" * 300_000 + '"}', encoding="utf-8")
    settings, message = load_settings()
    assert settings == Settings()
    assert message is not None
    assert len(list(home.glob("settings.json.corrupt-*"))) == 1
