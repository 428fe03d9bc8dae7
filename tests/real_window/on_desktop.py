#!/usr/bin/env python3
"""Run the real-window tests on a desktop of their own: an X server (Xvfb) with a window
manager, so windows get frames, a place on the screen and the focus as on a player's desktop.

    python tests/real_window/on_desktop.py [PYTEST ARGS...]

The tests run once for each scale factor in ``SCALES`` (``QT_SCALE_FACTOR``: Qt reads it when
the application starts, so each is a process of its own), on Qt's ``xcb`` platform. Without
Xvfb the run is left out with one line saying what to install, unless
``NINETKA_REAL_WINDOW=required`` (CI), when that is a failure.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

from xvfb_desktop import PACKAGES, desktop, tools_missing  # noqa: E402 (the path first)

#: The device pixel ratios the placement is checked at.
SCALES = ("1", "1.5", "2")


def run_at_scale(scale: str, argv: Sequence[str], log: Path) -> subprocess.Popen[bytes]:
    """Start the tests at ``scale`` on a desktop of their own (``desktop``); output to ``log``."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="xcb",
        QT_SCALE_FACTOR=scale,
    )
    env.pop("WAYLAND_DISPLAY", None)
    with log.open("wb") as out:
        return subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--one-desktop", *argv],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )


def one_desktop(argv: Sequence[str]) -> int:
    """The tests on one desktop of their own, at the scale factor in the environment."""
    with desktop() as display, tempfile.TemporaryDirectory() as runtime:
        env = dict(os.environ, DISPLAY=display, XDG_RUNTIME_DIR=runtime)
        result = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(HERE), *argv],
            cwd=ROOT, env=env, check=False,
        )
    return result.returncode


def main(argv: Sequence[str]) -> int:
    if argv[:1] == ["--one-desktop"]:
        return one_desktop(argv[1:])
    missing = tools_missing()
    if missing:
        required = os.environ.get("NINETKA_REAL_WINDOW") == "required"
        print(
            "real-window tests " + ("cannot run" if required else "not run") + ": missing "
            + ", ".join(missing) + f" (Debian: apt install {PACKAGES})",
            file=sys.stderr,
        )
        return 1 if required else 0
    # The scale factors run side by side, each on its own X server: the tests mostly wait for
    # the window to repaint and the server to show it.
    failed = 0
    with tempfile.TemporaryDirectory() as logs:
        runs = {scale: run_at_scale(scale, argv, Path(logs) / f"{scale}.log") for scale in SCALES}
        for scale, run in runs.items():
            code = run.wait()
            print(f"--- real-window tests at scale factor {scale}: "
                  + ("passed" if code == 0 else f"FAILED ({code})"), flush=True)
            sys.stdout.write((Path(logs) / f"{scale}.log").read_text(errors="replace"))
            failed += code != 0
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
