"""What the command-line tools share about their arguments (Qt-free).

A bad argument is a usage error: one line on stderr naming the argument and what it takes, exit
status 2, never a traceback. Whole numbers are ASCII digits within limits the help states, so a
value no tool can use (a negative count, twenty digits) is refused before anything runs, and a
value quoted back is cut short and escaped (``games.quoting``), so that the line stays one short
printable line.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from .games.quoting import excerpt as quoted
from .games.quoting import message_line


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose refusals are one line and exit 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message_line(message)} (see --help)\n")


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number of ASCII digits (``-`` first where ``low`` is below
    0) from ``low`` to ``high``."""

    def parse(text: str) -> int:
        digits = text[1:] if text.startswith("-") and low < 0 else text
        if not (digits.isascii() and digits.isdigit() and len(digits) <= 30):
            raise argparse.ArgumentTypeError(
                f"expected a whole number from {low:,} to {high:,}, not {quoted(text)}"
            )
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value:,} is not from {low:,} to {high:,}")
        return value

    return parse


def folder(text: str) -> Path:
    """An argparse type: a folder, or a path where one can be made (not a file)."""
    path = Path(text)
    if os.path.lexists(path) and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a folder")
    return path


__all__ = ["Parser", "folder", "whole_number"]
