"""The autosave's writer thread: the window hands a record over and goes on; the newest record
reaches the disk, ``flush`` waits for it, failures are told and the thread lives on."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.records import record_to_json
from ninetka_desktop.storage import autosave_path, autosave_writer
from ninetka_desktop.storage.autosave_writer import AutosaveWriter


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _records(count: int) -> list[dict[str, Any]]:
    state = NinetkaState()
    records = []
    for _ in range(count):
        state.push(state.legal_moves()[0])
        records.append(record_to_json(state))
    return records


def _on_disk() -> int:
    return len(json.loads(autosave_path().read_text())["moves"])


def test_submit_returns_while_the_disk_is_slow_and_the_newest_record_wins(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    release, started = threading.Event(), threading.Event()
    real_write = autosave_writer.write_autosave

    def slow_write(record_json: dict[str, Any]) -> None:
        started.set()
        assert release.wait(10)
        real_write(record_json)

    monkeypatch.setattr(autosave_writer, "write_autosave", slow_write)
    told: list[tuple[Any, Exception | None]] = []
    writer = AutosaveWriter(lambda tag, problem: told.append((tag, problem)))
    first, *rest = _records(4)
    writer.submit(first, "first")
    assert started.wait(10)
    for number, record in enumerate(rest, start=2):
        writer.submit(record, number)  # returns at once: the first write is still waiting
    assert not autosave_path().exists()
    release.set()
    writer.flush()
    # The first write, then only the newest: records 2 and 3 were overtaken by record 4.
    assert told == [("first", None), (4, None)]
    assert _on_disk() == 4


def test_a_failed_write_is_told_and_the_next_one_is_written(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real_write = autosave_writer.write_autosave
    failures = [OSError(28, "No space left on device")]

    def full_then_free(record_json: dict[str, Any]) -> None:
        if failures:
            raise failures.pop()
        real_write(record_json)

    monkeypatch.setattr(autosave_writer, "write_autosave", full_then_free)
    told: list[tuple[Any, Exception | None]] = []
    writer = AutosaveWriter(lambda tag, problem: told.append((tag, problem)))
    first, second = _records(2)
    writer.submit(first, 1)
    writer.flush()
    assert told[0][0] == 1 and isinstance(told[0][1], OSError)
    assert not autosave_path().exists()
    writer.submit(second, 2)
    writer.flush()
    assert told[1] == (2, None) and _on_disk() == 2


def test_a_failing_callback_does_not_stop_the_writer() -> None:
    def broken(tag: Any, problem: Exception | None) -> None:
        raise ValueError("I/O operation on closed file")

    writer = AutosaveWriter(broken)
    for record in _records(3):
        writer.submit(record)
        writer.flush()
        assert _on_disk() == len(record["moves"])


def test_an_idle_writer_keeps_no_thread() -> None:
    writer = AutosaveWriter(lambda tag, problem: None)
    writer.submit(_records(1)[0])
    writer.flush()
    deadline = time.monotonic() + 10  # the thread returns right after telling
    while any(thread.name == "autosave-writer" for thread in threading.enumerate()):
        assert time.monotonic() < deadline, "the idle writer's thread did not end"
        time.sleep(0.01)
    writer.flush()  # nothing pending: returns at once
