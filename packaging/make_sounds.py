"""Synthesise the app's sound effects into resources/sounds/*.wav.

    python packaging/make_sounds.py [OUTPUT_DIR]        (default: resources/sounds)

Every effect is built here from sine tones and seeded noise, so the sounds are the project's own
and no recording is kept in the repository; the same script always writes the same bytes. The
files are 16-bit mono PCM WAV at 22,050 Hz, the format Qt's QSoundEffect plays on every system,
each well under a second. `make run`, `make test` and the installers run this script.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = ROOT / "resources" / "sounds"
RATE = 22_050
#: The loudest sample of every effect, as a fraction of full scale: headroom for the mixer.
PEAK = 0.7
#: Every sound fades in and out over this long, so that no effect starts or ends with a click.
EDGE_S = 0.004

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def mix(into: Samples, sound: Samples, at_s: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` from ``at_s`` seconds on (``into`` grows as needed)."""
    start = int(at_s * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for index, value in enumerate(sound):
        into[start + index] += gain * value


def partials(seconds: float, tones: list[tuple[float, float, float]]) -> Samples:
    """Decaying sines: (frequency Hz, amplitude, decay time constant s) each."""
    out = []
    for n in range(int(seconds * RATE)):
        t = n / RATE
        out.append(
            sum(a * math.exp(-t / tau) * math.sin(2 * math.pi * f * t) for f, a, tau in tones)
        )
    return out


def noise(
    seconds: float, seed: int, smoothing: float, envelope: Callable[[float], float]
) -> Samples:
    """Seeded white noise through a one-pole low-pass (``smoothing`` 0..1: more is duller)."""
    rng = random.Random(seed)
    out, level = [], 0.0
    count = int(seconds * RATE)
    for n in range(count):
        level = smoothing * level + (1 - smoothing) * rng.uniform(-1.0, 1.0)
        out.append(level * envelope(n / count))
    return out


def chime(frequency: float, seconds: float, decay: float) -> Samples:
    """A bell-like note: the tone, a softer octave and a faint twelfth."""
    return partials(
        seconds,
        [(frequency, 1.0, decay), (2 * frequency, 0.3, decay / 2), (3 * frequency, 0.1, decay / 3)],
    )


def place() -> Samples:
    """A counter set down on wood: a short knock of three partials and a click of noise."""
    sound = partials(0.16, [(420, 1.0, 0.025), (1130, 0.5, 0.012), (2250, 0.25, 0.006)])
    mix(sound, noise(0.006, 1, 0.3, lambda x: 1 - x), 0.0, 0.6)
    return sound


def land() -> Samples:
    """A slid counter coming to rest: a softer, lower knock than a placement."""
    return partials(0.16, [(260, 1.0, 0.03), (700, 0.35, 0.015)])


def slide() -> Samples:
    """A counter pushed across the board: a dull swish that swells and fades."""
    return noise(0.22, 2, 0.85, lambda x: math.sin(math.pi * x) ** 2)


def mill() -> Samples:
    """A mill closed: three rising chimes (C, E, G)."""
    sound = silence(0.0)
    for index, frequency in enumerate((1046.5, 1318.5, 1568.0)):
        mix(sound, chime(frequency, 0.55, 0.18), 0.07 * index, 0.5)
    return sound


def removal() -> Samples:
    """A man taken off the board: a falling pluck and a low thump."""
    seconds, phase, out = 0.26, 0.0, []
    for n in range(int(seconds * RATE)):
        t = n / RATE
        frequency = 660 * 2 ** (-t / 0.18)  # an octave down in 0.18 s
        phase += 2 * math.pi * frequency / RATE
        out.append(math.exp(-t / 0.08) * math.sin(phase))
    mix(out, partials(0.12, [(110, 0.8, 0.04)]), 0.0)
    return out


def forced_pass() -> Samples:
    """A player who cannot move: two soft low notes, the second lower (G, D)."""
    sound = silence(0.0)
    mix(sound, chime(392.0, 0.14, 0.06), 0.0)
    mix(sound, chime(293.7, 0.2, 0.08), 0.16)
    return sound


def game_end() -> Samples:
    """The game is over: a rising arpeggio (C, E, G, C) whose last note rings."""
    sound = silence(0.0)
    notes = (523.3, 659.3, 784.0, 1046.5)
    for index, frequency in enumerate(notes):
        last = index == len(notes) - 1
        mix(sound, chime(frequency, 0.7 if last else 0.3, 0.3 if last else 0.1), 0.11 * index)
    return sound


#: The effects by file name; ``ui/sound.py`` plays them by the same names.
EFFECTS: dict[str, Callable[[], Samples]] = {
    "place": place,
    "land": land,
    "slide": slide,
    "mill": mill,
    "removal": removal,
    "pass": forced_pass,
    "end": game_end,
}


def pcm(samples: Samples) -> bytes:
    """The samples faded at both ends, scaled to ``PEAK``, as 16-bit little-endian PCM."""
    edge = int(EDGE_S * RATE)
    count = len(samples)
    faded = [
        value * min(1.0, index / edge, (count - 1 - index) / edge)
        for index, value in enumerate(samples)
    ]
    scale = 32767 * PEAK / (max(abs(value) for value in faded) or 1.0)
    return b"".join(struct.pack("<h", round(scale * value)) for value in faded)


def write_effect(path: Path, samples: Samples) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm(samples))


def main(argv: list[str]) -> int:
    output = Path(argv[1]) if len(argv) > 1 else DEFAULT_OUTPUT
    output.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        write_effect(output / f"{name}.wav", make())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
