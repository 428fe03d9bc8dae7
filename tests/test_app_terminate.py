"""SIGTERM closes the app cleanly: it exits, and its AI worker processes go with it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


def descendants(pid: int) -> set[int]:
    """Every process below ``pid``, read from /proc (Linux)."""
    found: set[int] = set()
    todo = [pid]
    while todo:
        parent = todo.pop()
        for task in Path(f"/proc/{parent}/task").glob("*"):
            try:
                children = (task / "children").read_text().split()
            except OSError:
                continue
            for child in map(int, children):
                if child not in found:
                    found.add(child)
                    todo.append(child)
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs /proc")
def test_sigterm_closes_the_window_and_stops_the_workers(tmp_path: Path) -> None:
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps({
        "game": "morris", "options": {"flying": True},
        "seats": [{"name": "A", "kind": "computer", "level": 2},
                  {"name": "B", "kind": "computer", "level": 2}],
    }))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NINETKA_HOME=str(tmp_path / "home"))
    app = subprocess.Popen(
        [sys.executable, "-m", "ninetka_desktop", "--debug-setup", str(setup)],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    try:
        workers: set[int] = set()
        deadline = time.monotonic() + 60
        while not workers and time.monotonic() < deadline:  # the computer seats start a worker
            time.sleep(0.2)
            workers = descendants(app.pid)
        assert workers, "no AI worker was started"
        app.send_signal(signal.SIGTERM)
        assert app.wait(timeout=20) == 0
        deadline = time.monotonic() + 10
        while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(alive(pid) for pid in workers)
        assert (tmp_path / "home").exists()
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
