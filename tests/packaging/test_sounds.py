"""packaging/make_sounds.py: the sound effects the app plays, synthesised the same every time."""

from __future__ import annotations

import subprocess
import sys
import wave
from array import array
from pathlib import Path

from ninetka_desktop.ui.sound import EFFECTS

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "make_sounds.py"


def _make(folder: Path) -> dict[str, bytes]:
    subprocess.run([sys.executable, SCRIPT, folder], check=True)
    return {path.stem: path.read_bytes() for path in sorted(folder.glob("*.wav"))}


def test_every_effect_the_app_plays_is_made_and_made_the_same_twice(tmp_path: Path) -> None:
    first = _make(tmp_path / "a")
    assert sorted(first) == sorted(EFFECTS)
    assert _make(tmp_path / "b") == first


def test_each_effect_is_short_quiet_at_its_ends_and_leaves_headroom(tmp_path: Path) -> None:
    _make(tmp_path)
    for name in EFFECTS:
        with wave.open(str(tmp_path / f"{name}.wav"), "rb") as sound:
            assert (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) == (
                1,
                2,
                22_050,
            )
            frames = sound.getnframes()
            samples = array("h", sound.readframes(frames))
        assert 0.1 <= frames / 22_050 <= 1.2, name
        peak = max(abs(value) for value in samples)
        assert 0.6 * 32767 <= peak <= 0.71 * 32767, name  # loud enough, never clipped
        assert abs(samples[0]) < 200 and abs(samples[-1]) < 200, name  # no click
