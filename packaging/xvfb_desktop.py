#!/usr/bin/env python3
"""A desktop of its own for windows that must be seen as a player sees them: an X server
(Xvfb) with a small window manager, so windows get frames, a place on the screen and the focus.

Used by the real-window tests (``tests/real_window/on_desktop.py``) and by the screenshots of
the README (``docs/screenshots/make_screenshots.py``). Debian's packages: ``PACKAGES``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

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


def wait_for(check: Callable[[], bool], what: str, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.1)
    raise RuntimeError(f"timed out waiting for {what}")


@contextmanager
def desktop(screen: str = SCREEN) -> Iterator[str]:
    """An X server with a window manager running on it; yields its display name."""
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", screen, "-nolisten", "tcp"],
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
        wm = next(path for name in WINDOW_MANAGERS if (path := shutil.which(name)) is not None)
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
