"""How Sanmill reads a PGN text, worked out from its source (``pgn.dart``'s ``_PgnParser`` and
``ImportService._importPgn`` in ``calcitem/Sanmill``, v7.4.6) and written again here as the
tests' oracle: we cannot run its Flutter app, so our PGN is checked against what its reader
makes of a text, step by step as that reader goes.

The reader goes line by line: a byte-order mark is dropped; blank lines and lines starting with
``%`` are skipped; tag lines (``[Name "value"]``, ``\\"`` and ``\\\\`` unescaped) fill the
headers until the first other line; then each line's tokens are found by one regular expression
(moves of points ``a``-``g`` and ``1``-``7`` with ``-`` and ``x`` joins, ``{``, ``;``, ``$n``,
``!``/``?`` marks, parentheses, results), everything between them ignored (move numbers too).
A ``{`` opens a comment to the next ``}``, one space after the brace and one before the closing
one dropped, its lines joined by line breaks; it goes to the move before it, else (at the start)
to the game, else (first in a variation) to the variation's next move as a starting comment. A
``(`` starts a variation from the position before the current line's last move; ``)`` ends it.
``;`` ends the line's reading. Each move token is a node; the import then splits a token at each
``x`` into Sanmill's plies (``d6xc3`` is ``d6`` and ``xc3``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_HEADER = re.compile(r'^\s*\[([A-Za-z0-9][A-Za-z0-9_+#=:-]*)\s+"((?:[^"\\]|\\"|\\\\)*)"\]')
_TOKEN = re.compile(
    r"(?:p|(?:[a-g][1-7](?:[-x][a-g][1-7])*)|(?:x[a-g][1-7](?:[-x][a-g][1-7])*))"
    r"|{|;|\$\d{1,4}|[?!]{1,2}|\(|\)|\*|1-0|0-1|1/2-1/2",
    re.IGNORECASE,
)


@dataclass(eq=False)
class SanmillNode:
    san: str = ""
    comments: list[str] = field(default_factory=list)
    starting_comments: list[str] = field(default_factory=list)
    children: list[SanmillNode] = field(default_factory=list)


@dataclass
class SanmillGame:
    headers: dict[str, str]
    root: SanmillNode
    comments: list[str]


@dataclass(eq=False)
class _Frame:
    parent: SanmillNode
    root: bool
    node: SanmillNode | None = None
    starting: list[str] | None = None


def parse(text: str) -> SanmillGame:
    """The game Sanmill's PGN reader finds in ``text`` (the first one)."""
    headers: dict[str, str] = {}
    root = SanmillNode()
    game_comments: list[str] = []
    stack = [_Frame(root, True)]
    state = "bom"
    comment_lines: list[str] = []

    def comment_done() -> None:
        comment = "\n".join(comment_lines)
        comment_lines.clear()
        frame = stack[-1]
        if frame.node is not None:
            frame.node.comments.append(comment)
        elif frame.root:
            game_comments.append(comment)
        else:
            frame.starting = [*(frame.starting or []), comment]

    lines = re.split(r"\r?\n", text)
    for raw in lines:
        line = raw
        fresh = True
        while True:
            if state == "bom":
                line = line.removeprefix("\ufeff")
                state = "pre"
                continue
            if state == "pre":
                if not line.strip() or line.startswith("%"):
                    break
                state = "headers"
                continue
            if state == "headers":
                if line.startswith("%"):
                    break
                while True:
                    match = _HEADER.match(line)
                    if match is None:
                        break
                    headers[match[1]] = match[2].replace('\\"', '"').replace("\\\\", "\\")
                    line = line[match.end() :]
                    fresh = False
                if not line.strip():
                    break
                state = "moves"
                continue
            if state == "moves":
                if fresh and (not line.strip() or line.startswith("%")):
                    break
                restart = False
                for match in _TOKEN.finditer(line):
                    token = match[0]
                    frame = stack[-1]
                    if token == ";":
                        break
                    if token in ("(",):
                        stack.append(_Frame(frame.parent, False))
                    elif token == ")":
                        if len(stack) > 1:
                            stack.pop()
                    elif token == "{":
                        start = match.end()
                        state = "comment"
                        if start >= len(line):
                            break  # the comment goes on from the next line
                        if line[start] == " ":
                            start += 1
                        line = line[start:]
                        restart = True
                        break
                    elif token.startswith("$") or token[0] in "!?" or token in (
                        "1-0",
                        "0-1",
                        "1/2-1/2",
                        "*",
                    ):
                        continue  # annotations and results: not part of the tree
                    else:
                        if frame.node is not None:
                            frame.parent = frame.node
                        frame.node = SanmillNode(token, starting_comments=frame.starting or [])
                        frame.starting = None
                        frame.root = False
                        frame.parent.children.append(frame.node)
                if restart:
                    continue
                break
            if state == "comment":
                close = line.find("}")
                if close < 0:
                    comment_lines.append(line)
                    break
                end = close - 1 if close > 0 and line[close - 1] == " " else close
                comment_lines.append(line[:end])
                comment_done()
                line = line[close:]
                state = "moves"
                fresh = False
                continue
    return SanmillGame(headers, root, game_comments)


def plies(san: str) -> list[str]:
    """A move token as Sanmill's plies, split as its import splits them."""
    san = san.lower()
    first = san.find("x")
    if first < 0:
        return [san]
    head = [san[:first]] if first > 0 else []
    return head + re.findall(r"x[a-g][1-7]", san[first:])
