"""The engine's bounded line reader: lines split right whatever the chunks, over-long lines
reported once and skipped without being stored, and the end of input noticed at once."""

from __future__ import annotations

import io
import threading
import time
import tracemalloc
from collections.abc import Callable

import pytest

from ninetka_desktop.protocol.line_reader import CHUNK, LineReader, LongLine, bounded_lines


def chunked(data: bytes, size: int) -> Callable[[int], bytes]:
    """A ``read`` that hands out ``data`` at most ``size`` bytes at a time."""
    stream = io.BytesIO(data)
    return lambda n: stream.read(min(n, size))


@pytest.mark.parametrize("size", [1, 2, 3, 7, 64 * 1024])
def test_lines_are_split_the_same_whatever_the_chunks(size: int) -> None:
    data = b"name\r\n\nplay E6\n" + b"x" * 10 + b"\n" + b"last"
    assert list(bounded_lines(chunked(data, size), 10)) == [
        b"name\r", b"", b"play E6", b"x" * 10, b"last"
    ]


@pytest.mark.parametrize("size", [1, 4, 5, 64 * 1024])
def test_a_long_line_is_reported_once_with_its_start(size: int) -> None:
    data = b"0123456789ABC\nok\n" + b"y" * 30
    assert list(bounded_lines(chunked(data, size), 10)) == [
        LongLine(b"0123456789"), b"ok", LongLine(b"y" * 10)
    ]


def test_an_endless_line_is_never_stored() -> None:
    block = b"a" * CHUNK
    chunks = [block] * (100 * 1024 * 1024 // CHUNK) + [b"\nname\n"]  # a 100 MB line

    def read(n: int) -> bytes:
        return chunks.pop(0)[:n] if chunks else b""

    tracemalloc.start()
    try:
        lines = list(bounded_lines(read, 4096))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert lines == [LongLine(b"a" * 4096), b"name"]
    assert peak < 4 * CHUNK + 4096  # a few chunks, not the line


def test_the_reader_thread_queues_lines_in_order_and_notices_the_end() -> None:
    reader = LineReader(io.BytesIO(b"one\ntwo\nthree"), limit=100)
    deadline = time.monotonic() + 5
    while not reader.ended.is_set() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert reader.ended.is_set()  # before a single line was taken
    assert list(reader) == [b"one", b"two", b"three"]
    reader.close()


class Failing(io.RawIOBase):
    def readable(self) -> bool:
        return True

    def readinto(self, buffer: object) -> int:
        raise OSError("input/output error")


def test_a_read_error_ends_the_input() -> None:
    reader = LineReader(Failing(), limit=100)  # type: ignore[arg-type]
    assert list(reader) == []
    assert reader.ended.is_set()


def test_closing_stops_a_reader_blocked_on_a_full_queue() -> None:
    before = threading.active_count()
    reader = LineReader(io.BytesIO(b"line\n" * 1000), limit=100, queue_size=2)
    assert next(iter(reader)) == b"line"
    reader.close()
    deadline = time.monotonic() + 5
    while threading.active_count() > before and time.monotonic() < deadline:
        time.sleep(0.01)
    assert threading.active_count() == before
    assert not reader.ended.is_set()  # it stopped without reaching the end


def test_reading_stops_after_the_last_line() -> None:
    source = io.BytesIO(b"a\nstop\nb\n")
    reader = LineReader(source, limit=100, is_last=lambda line: line == b"stop")
    assert list(reader) == [b"a", b"stop"]
    assert not reader.ended.is_set()  # the end was never reached
