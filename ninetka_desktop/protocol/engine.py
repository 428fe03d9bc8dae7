"""``ninetka-engine``: the text protocol on stdin/stdout."""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Sequence
from typing import BinaryIO, TextIO

from .. import __version__
from ..command_line import Parser
from .line_reader import LineReader, LongLine
from .session import LINE_TOO_LONG, MAX_LINE_LENGTH, EngineSession, Reply, is_quit

#: A line of MAX_LINE_LENGTH characters takes at most this many bytes of UTF-8 (and a "\r");
#: the characters themselves are counted once the line is decoded.
MAX_LINE_BYTES = 4 * MAX_LINE_LENGTH + 1


def serve(source: BinaryIO, sink: TextIO) -> None:
    """Answer every line of ``source`` until ``quit`` or end of input.

    The input is read on a thread of its own, so that its end is noticed while a command is
    still computing: perft and genmove then stop early. Later lines wait in order meanwhile.
    Nothing is read past ``quit``, so a script that ends with it gets every answer in full.
    """
    reader = LineReader(source, MAX_LINE_BYTES, is_last=_is_quit_line)
    session = EngineSession(cancelled=reader.ended.is_set)
    try:
        for line in reader:
            reply = _answer(session, line)
            if reply is None:
                continue
            sink.write(reply.render())
            sink.flush()
            if session.finished:
                break
    finally:
        reader.close()


def _is_quit_line(line: bytes | LongLine) -> bool:
    return isinstance(line, bytes) and is_quit(line.decode("utf-8", errors="replace"))


def _answer(session: EngineSession, line: bytes | LongLine) -> Reply | None:
    if isinstance(line, LongLine):
        # Only the line's start was kept: enough to tell a comment, which is never answered.
        head = line.head.decode("utf-8", errors="replace").lstrip()
        return None if head.startswith("#") else Reply(False, LINE_TOO_LONG)
    # Undecodable bytes become U+FFFD so that they produce an error reply, not a crash.
    return session.handle(line.decode("utf-8", errors="replace"))


def argument_parser() -> Parser:
    """The command line of ``ninetka-engine``: no arguments, only --help and --version (the
    commands come on stdin; its man page, packaging/man/ninetka-engine.1)."""
    parser = Parser(
        prog="ninetka-engine",
        description="Ninetka Desktop's engine: one command a line on stdin, each answered on "
        "stdout (GTP-style: '= result' or '? error', then an empty line). 'list_commands' "
        "lists them.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argument_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if sys.stdout is None:  # started with stdout closed: there is nowhere to answer
        return 1
    # The raw descriptor, not sys.stdin.buffer: a reader thread blocked inside a buffered
    # object would hold its lock when the interpreter shuts down.
    stdin = (
        io.BytesIO() if sys.stdin is None
        else open(sys.stdin.fileno(), "rb", buffering=0, closefd=False)  # noqa: SIM115
    )
    # Echoed input is escaped already; this only keeps an odd locale from failing a reply.
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="backslashreplace")
    try:
        serve(stdin, sys.stdout)
    except KeyboardInterrupt:
        return 0
    except BrokenPipeError:  # the client stopped reading: there is no one left to tell
        _discard_stdout()
        return 0
    except OSError:
        _discard_stdout()
        return 1
    return 0


def _discard_stdout() -> None:
    # The interpreter flushes stdout once more on exit; pointed at /dev/null, that flush cannot
    # fail and print "Exception ignored" on stderr.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    raise SystemExit(main())
