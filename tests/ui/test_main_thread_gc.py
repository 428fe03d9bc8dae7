"""With a window open, reference cycles are collected on the window's thread only: a worker
thread that allocates never runs a collection (it would delete Qt objects on the wrong thread),
and the window's thread still collects what came due."""

from __future__ import annotations

import gc
import threading
import weakref
from typing import Any

from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from ninetka_desktop.ui import main_thread_gc
from ninetka_desktop.ui.main_window import MainWindow


class _Cycle:
    def __init__(self) -> None:
        self.me = self
        self.qt = QObject()


def test_a_window_moves_every_collection_to_its_thread(
    qtbot: QtBot, make_window: Any
) -> None:
    window: MainWindow = make_window()
    assert not gc.isenabled()
    collected_on: list[int] = []

    def record(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collected_on.append(threading.get_ident())

    gc.callbacks.append(record)
    try:
        # A worker allocating far past every threshold: no collection runs on it.
        def allocate() -> None:
            kept = [[index] for index in range(200_000)]
            del kept

        worker = threading.Thread(target=allocate)
        worker.start()
        worker.join()
        assert threading.get_ident() != worker.ident
        assert worker.ident not in collected_on

        # A cycle holding a Qt object becomes garbage: the window's thread collects it.
        cycle = _Cycle()
        freed = weakref.ref(cycle)
        del cycle
        qtbot.waitUntil(lambda: freed() is None, timeout=5_000)
        assert collected_on and set(collected_on) == {threading.get_ident()}
    finally:
        gc.callbacks.remove(record)
    assert window.isVisible()


def test_collect_if_due_follows_the_thresholds(qapp: object) -> None:
    main_thread_gc.install()
    gc.collect()
    assert main_thread_gc.collect_if_due() is None  # nothing allocated since
    kept = [[index] for index in range(gc.get_threshold()[0] + 10)]
    assert main_thread_gc.collect_if_due() == 0
    del kept
