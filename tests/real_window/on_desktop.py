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
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
#: The device pixel ratios the placement is checked at.
SCALES = ("1", "1.5", "2")
#: Large enough for the largest window tried (1600 x 1000) at scale 2, frame included.
SCREEN = "3840x2400x24"
#: Small window managers from Debian's packages, the first found is used.
WINDOW_MANAGERS = ("openbox", "fluxbox", "icewm", "twm")
PACKAGES = "xvfb openbox xdotool x11-utils"


def tools_missing() -> list[str]:
    missing = [tool for tool in ("Xvfb", "xdotool", "xprop") if shutil.which(tool) is None]
    if not any(shutil.which(wm) for wm in WINDOW_MANAGERS):
        missing.append("a window manager (" + ", ".join(WINDOW_MANAGERS) + ")")
    return missing


def wait_for(check: object, what: str, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():  # type: ignore[operator]
            return
        time.sleep(0.1)
    raise RuntimeError(f"timed out waiting for {what}")


@contextmanager
def desktop() -> Iterator[str]:
    """An X server with a window manager running on it; yields its display name."""
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", SCREEN, "-nolisten", "tcp"],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    manager: subprocess.Popen[bytes] | None = None
    try:
        with os.fdopen(read_fd) as numbers:
            number = numbers.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        display = f":{number}"
        env = dict(os.environ, DISPLAY=display)
        wm = next(shutil.which(name) for name in WINDOW_MANAGERS if shutil.which(name))
        manager = subprocess.Popen(
            [wm], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True,
        )

        def managing() -> bool:
            # A window manager announces itself on the root window (EWMH).
            probe = subprocess.run(
                ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
                env=env, capture_output=True, text=True, check=False,
            )
            return "window id" in probe.stdout

        wait_for(managing, f"the window manager {Path(wm).name}")
        yield display
    finally:
        for process in (manager, server):
            if process is not None and process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    process.kill()


def run_at_scale(scale: str, argv: Sequence[str], log: Path) -> subprocess.Popen[bytes]:
    """Start the tests at ``scale`` on a desktop of their own (``desktop``); output to ``log``."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="xcb",
        QT_SCALE_FACTOR=scale,
        NINETKA_DESKTOP_SCALE=scale,
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
