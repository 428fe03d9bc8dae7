"""``ninetka-engine`` as a real process against hostile input and hostile pipes: endless lines
under a memory limit, special files, closed input during a long command, closed output.

Every engine here runs with a timeout, so a hang fails the test instead of stalling the suite.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ENGINE = [sys.executable, "-m", "ninetka_desktop.protocol.engine"]
ROOT = Path(__file__).resolve().parents[2]
#: The engine needs well under 100 MB of address space; reading a 200 MB line whole needs more.
ADDRESS_SPACE_LIMIT = 256 * 1024 * 1024
ENDLESS_LINE_BYTES = 200 * 1024 * 1024
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs, devices and sh are POSIX")
#: Only Linux enforces RLIMIT_AS as a plain address-space limit.
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_AS")


def answers(output: bytes) -> list[str]:
    return output.decode("utf-8").split("\n\n")[:-1]


def start(**kwargs: object) -> subprocess.Popen[bytes]:
    options: dict[str, object] = {
        "stdin": subprocess.PIPE, "stdout": subprocess.PIPE, "stderr": subprocess.PIPE,
        "cwd": ROOT,
    }
    options.update(kwargs)
    return subprocess.Popen(ENGINE, **options)  # type: ignore[call-overload, no-any-return]


def finish(proc: subprocess.Popen[bytes], timeout: float) -> tuple[bytes, bytes]:
    try:
        return proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise


def send(proc: subprocess.Popen[bytes], script: str, close: bool = False) -> None:
    assert proc.stdin is not None
    try:
        proc.stdin.write(script.encode())
        proc.stdin.flush()
        if close:
            proc.stdin.close()
    except BrokenPipeError:
        pass  # the engine is gone already: the test's assertions say whether it should be


def limit_address_space() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE_LIMIT, ADDRESS_SPACE_LIMIT))


@linux_only
def test_an_endless_line_is_refused_with_flat_memory() -> None:
    proc = start(preexec_fn=limit_address_space)
    stdin, stdout, stderr = proc.stdin, proc.stdout, proc.stderr
    assert stdin is not None and stdout is not None and stderr is not None

    def feed() -> None:
        block = b"a" * (1024 * 1024)
        try:
            for _ in range(ENDLESS_LINE_BYTES // len(block)):
                stdin.write(block)
            stdin.write(b"\nname\n")
            stdin.close()
        except OSError:
            pass  # the engine died: the assertions below say how

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    watchdog = threading.Timer(60, proc.kill)
    watchdog.start()
    try:
        out = stdout.read()
        err = stderr.read()
        code = proc.wait()
    finally:
        watchdog.cancel()
    writer.join(5)
    assert b"Traceback" not in err and b"MemoryError" not in err, err[-2000:]
    assert answers(out) == ["? line too long (more than 4096 characters)", "= Ninetka Desktop"]
    assert code == 0


@posix_only
def test_loadgame_refuses_fifos_and_devices_at_once(tmp_path: Path) -> None:
    # games/records.load_record refuses what is not a regular file, without opening a FIFO
    # for reading (which waits for a writer) or reading a device without end.
    fifo = tmp_path / "game.fifo"
    os.mkfifo(fifo)
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    script = (
        "newgame morris\nplay d6\n"
        f"loadgame {fifo}\nloadgame /dev/zero\nloadgame {link}\nloadgame {tmp_path}\n"
        "status\nquit\n"
    )
    proc = start()
    send(proc, script)
    out, err = finish(proc, timeout=20)
    replies = answers(out)
    assert replies[:2] == ["= ", "= "]
    for reply in replies[2:6]:
        assert reply.startswith("? cannot load "), reply
    assert replies[6] == "= phase=placing to_move=2 over=false"  # the game is unchanged
    assert b"Traceback" not in err


def test_closing_input_stops_a_long_perft() -> None:
    proc = start()
    send(proc, "newgame morris\nperft 8\nname\n")
    time.sleep(0.5)  # perft is computing now
    started = time.monotonic()
    out, err = finish(proc, timeout=15)  # closes stdin
    assert time.monotonic() - started < 5
    assert answers(out) == ["= ", "? perft stopped: input closed", "= Ninetka Desktop"]
    assert proc.returncode == 0
    assert err == b""


def test_commands_after_a_computing_one_are_answered_in_order() -> None:
    proc = start()
    script = "1 newgame morris\n2 perft 4\n3 name\n4 play d6\n5 perft 2\n6 status\n"
    send(proc, script)
    replies: list[str] = []
    assert proc.stdout is not None
    while len(replies) < 6:  # input stays open: nothing is cancelled
        line = proc.stdout.readline().decode()
        assert line, "the engine died"
        if line.strip():
            replies.append(line.strip())
    finish(proc, timeout=10)
    assert replies == ["=1", "=2 255024", "=3 Ninetka Desktop", "=4", "=5 506",
                       "=6 phase=placing to_move=2 over=false"]


@pytest.mark.parametrize(
    "how", [pytest.param("shell closes stdout", marks=posix_only), "pipe closed at once"]
)
def test_a_closed_stdout_ends_the_engine_quietly(how: str) -> None:
    if how == "shell closes stdout":
        proc = subprocess.Popen(
            ["sh", "-c", 'exec "$0" -m ninetka_desktop.protocol.engine >&-', sys.executable],
            stdin=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
        )
    else:
        proc = start()
        assert proc.stdout is not None
        proc.stdout.close()
    send(proc, "name\nshowboard\n" * 20)
    _, err = finish(proc, timeout=15)
    assert b"Traceback" not in err and b"Exception ignored" not in err, err.decode()[-2000:]


def test_a_reader_going_away_mid_answer_ends_the_engine_quietly() -> None:
    proc = start()
    assert proc.stdout is not None and proc.stderr is not None
    writer = threading.Thread(target=send, args=(proc, "showboard\n" * 5000, True), daemon=True)
    writer.start()
    assert len(proc.stdout.read(1000)) == 1000
    proc.stdout.close()  # the engine is blocked writing (the pipe is full) or soon will be
    try:
        code = proc.wait(timeout=15)
    finally:
        proc.kill()  # no-op once it has exited
    err = proc.stderr.read()
    writer.join(5)
    assert b"Traceback" not in err and b"Exception ignored" not in err, err.decode()[-2000:]
    assert code == 0
