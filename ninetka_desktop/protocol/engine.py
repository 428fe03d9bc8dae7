"""``ninetka-engine``: the text protocol on stdin/stdout."""

from __future__ import annotations

import sys
from typing import BinaryIO, TextIO

from .session import EngineSession


def serve(source: BinaryIO, sink: TextIO) -> None:
    """Answer every line of ``source`` until ``quit`` or end of input."""
    session = EngineSession()
    for raw in source:
        # Undecodable bytes become U+FFFD so that they produce an error reply, not a crash.
        line = raw.decode("utf-8", errors="replace")
        reply = session.handle(line)
        if reply is None:
            continue
        sink.write(reply.render())
        sink.flush()
        if session.finished:
            break


def main() -> int:
    try:
        serve(sys.stdin.buffer, sys.stdout)
    except (KeyboardInterrupt, BrokenPipeError):
        return 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
