"""Guards against PySide6 releases that break the app in ways its other tests would miss."""

from __future__ import annotations

import subprocess
import sys


def test_many_signal_emissions_do_not_corrupt_the_interpreter() -> None:
    # PySide6 6.12.0 on Python 3.11 loses a reference to a bool on every emission and aborts
    # after a few thousand; run it in a child so a regression fails this test, not the suite.
    code = (
        "from PySide6.QtCore import QCoreApplication, QObject, Signal\n"
        "class Emitter(QObject):\n"
        "    changed = Signal(int)\n"
        "app = QCoreApplication([])\n"
        "emitter = Emitter()\n"
        "for i in range(20000):\n"
        "    emitter.changed.emit(i)\n"
        "print('ok')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-500:]
    assert result.stdout.strip() == "ok"
