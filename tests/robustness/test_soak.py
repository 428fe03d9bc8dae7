"""A short run of the soak benchmark (benchmarks/soak.py): 20 computer games in one window with
no memory growth, no leaked objects or animations and no stray worker processes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_twenty_games_leak_nothing(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NINETKA_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "benchmarks/soak.py", "--games", "20", "--every", "5", "--warmup", "10",
         "--animated-every", "4"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800,
    )
    print(done.stdout)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "soak passed" in done.stdout
    assert "Traceback" not in done.stderr
