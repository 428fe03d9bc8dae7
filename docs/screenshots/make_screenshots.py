#!/usr/bin/env python3
"""Make the README's screenshots again, each from a real window on a desktop of its own.

    .venv/bin/python docs/screenshots/make_screenshots.py [NAME ...]

Each picture is ``ninetka --screenshot`` on Qt's ``xcb`` platform under Xvfb with a window
manager (``packaging/xvfb_desktop.py``; Debian: ``apt install xvfb openbox xdotool x11-utils``),
so it shows the window as the window system shows it, frame and title bar included. With names
(``morris-six``) only those are made. The games shown are the records and moves beside this
script; ``SHOTS`` lists every picture with its arguments.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

from xvfb_desktop import PACKAGES, desktop, tools_missing  # noqa: E402 (the path first)

FAMILY = dict(
    line.split(None, 1)
    for line in (HERE / "morris-family.txt").read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
)


def record(name: str) -> list[str]:
    return ["--record", str(HERE / name)]


def family(variant: str) -> list[str]:
    return ["--variant", variant, "--moves", FAMILY[variant].strip(), "--size", "1180x760"]


#: A 9tka position for the board editor (two players placing on the edge) and a Nine Men's
#: Morris position as Sanmill's FEN, pasted.
NINETKA_POSITION = (
    "9tka 2B2B2Y/11/2N5N1Y/4N6/Y3N6/Y10/2N5N2/4N2N3/3N7/B9B/1BYBBYY2 y e 11,11 chosen"
)
MORRIS_FEN = "@@O@**O@/***OO**@/***OOO@* b p p 7 1 6 2 0 0 0 0 0 0 0 0 9"

#: Every picture of the README: its name and the arguments of ``ninetka --screenshot``.
SHOTS: dict[str, list[str]] = {
    "four-players-light": record("four-players.json"),
    "two-players-dark": [*record("two-players.json"), "--theme", "dark"],
    "two-players-high-contrast": [*record("two-players.json"), "--theme", "high-contrast"],
    "morris-light": record("morris.json"),
    "morris-high-contrast": [*record("morris.json"), "--theme", "high-contrast"],
    "morris-three": family("three"),
    "morris-six": family("six"),
    "morris-twelve": family("twelve"),
    "morris-lasker": family("lasker"),
    "analysis-morris": [*record("morris.json"), "--analysis", "--size", "1400x860"],
    "review-morris": [*record("morris.json"), "--review", "--size", "1180x900"],
    "puzzle-morris": ["--puzzle", "morris-068", "--size", "1180x760"],
    "puzzle-9tka": ["--puzzle", "9tka-120", "--size", "1180x760"],
    "study-tree": [
        *record("study-morris.ninetka"), "--show", "f2 e5 c4 a4 a1 f6 d1 g1", "--size", "1180x760",
    ],
    "set-up-position": ["--position", NINETKA_POSITION, "--set-up", "--size", "900x640"],
    "pasted-position": ["--position", MORRIS_FEN, "--size", "1180x760"],
    "main-window-pl": [*record("main-window-pl.json"), "--language", "pl"],
    "main-window-eo": [*record("main-window-eo.json"), "--language", "eo"],
    "main-window-bg": [*record("main-window-bg.json"), "--language", "bg", "--theme", "dark"],
}


def make(name: str, env: dict[str, str]) -> bool:
    target = HERE / f"{name}.png"
    if name == "statistics":
        with tempfile.TemporaryDirectory() as home:
            command = [sys.executable, str(HERE / "statistics_demo.py"), str(target)]
            result = subprocess.run(command, env=dict(env, NINETKA_HOME=home), check=False)
    else:
        command = [sys.executable, "-m", "ninetka_desktop", "--screenshot", str(target),
                   *SHOTS[name]]
        result = subprocess.run(command, env=env, cwd=ROOT, check=False)
    print(("made " if result.returncode == 0 else "FAILED ") + str(target.relative_to(ROOT)))
    return result.returncode == 0


def main(names: list[str]) -> int:
    missing = tools_missing()
    if missing:
        print("missing " + ", ".join(missing) + f" (Debian: apt install {PACKAGES})",
              file=sys.stderr)
        return 1
    known = [*SHOTS, "statistics"]
    unknown = [name for name in names if name not in known]
    if unknown:
        print("no such screenshot: " + ", ".join(unknown) + "; known: " + ", ".join(known),
              file=sys.stderr)
        return 2
    with desktop("1920x1200x24") as display, tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", NINETKA_HOME=home)
        env.pop("QT_SCALE_FACTOR", None)
        results = [make(name, env) for name in (names or known)]
    return 0 if all(results) else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
