"""Morris move lists as other programs write them, read into our notation.

Two forms are read, both PGN-like (optional ``[Tag "value"]`` pairs, numbered moves, a result):

- **Sanmill's notation** is ours: ``1. d6 f4 2. d2 b4 3. c5xd7 d5``, slides ``a1-a4``, a
  removal ``xd7`` joined to its move or standing alone after it, ``{comments}``, ``(variations)``,
  and annotations (``!``, ``?!``, ``$1``) that we skip.
- **PlayOK** numbers the 24 points 1 to 24 row by row, from the top left (``a7``) to the bottom
  right (``g1``): ``1. 8 9 2. 12x5 15 ... 10. 23-24 22-23``.

Nothing here judges legality: the caller replays the moves through the engine. Pasted text may
be anything: the work is linear in its length, no token longer than the longest move
(``MAX_TOKEN``) is read as one, and a message quotes only a short piece of a token.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import RecordError
from ..quoting import excerpt
from .geometry import POINT_NAMES

#: PlayOK's point numbers: rank 7 down to rank 1, each rank from file a to file g.
PLAYOK_POINTS: tuple[str, ...] = tuple(
    sorted(POINT_NAMES, key=lambda name: (-int(name[1]), name[0]))
)
RESULTS = frozenset({"1-0", "0-1", "1/2-1/2", "½-½", "*"})
#: The tags that say the list does not start from the empty board of Nine Men's Morris.
SETUP_TAGS = ("FEN", "SetUp")
_TAG = re.compile(r'\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_MOVE_NUMBER = re.compile(r"^\d+\.(?:\.\.)?")
_ANNOTATION = re.compile(r"[!?]+$")
_POINT = r"(?:[a-gA-G][1-7]|\d{1,2})"
_MOVE = re.compile(rf"(?P<a>{_POINT})(?:-(?P<b>{_POINT}))?(?P<x>(?:x{_POINT})*)", re.IGNORECASE)
_REMOVAL = re.compile(rf"x(?P<r>{_POINT})", re.IGNORECASE)
#: The longest token that can be a move: a slide between PlayOK's two-digit points with a
#: removal, ``10-11x24``, with room for a second removal written by another program.
MAX_TOKEN = 12


@dataclass(slots=True)
class MoveList:
    """A list's tags (``White``, ``Black``, ...) and its moves in our notation, each with the
    token it was read from, for messages."""

    tags: dict[str, str] = field(default_factory=dict)
    moves: list[tuple[str, str]] = field(default_factory=list)


def looks_like_move_list(text: str) -> bool:
    """Whether ``text`` reads as a Morris move list at all: tags, or a first move (numbered
    or not)."""
    first = _first_token(_TAG.sub("[] ", text))
    if first is None or len(first) > MAX_TOKEN:
        return False
    return first == "[]" or any(p.fullmatch(first) for p in (_MOVE, _REMOVAL))


def is_playok_list(text: str) -> bool:
    """Whether ``text``'s first move names its points by PlayOK's numbers (``1. 5 13``)."""
    first = _first_token(_TAG.sub(" ", text))
    return first is not None and first[:1].isascii() and first[:1].isdigit()


def _first_token(text: str) -> str | None:
    """The first word of ``text`` outside comments, its move number and annotations taken
    off; None when there is none."""
    body = _strip_comments(text).split()
    if not body:
        return None
    first = _MOVE_NUMBER.sub("", body[0]) or (body[1] if len(body) > 1 else "")
    return _ANNOTATION.sub("", first)


def read_move_list(text: str) -> MoveList:
    """The tags and moves of ``text``; RecordError names the first token that is not a move."""
    result = MoveList()
    # Tags first: a tag's value may hold what would read as a comment, "(final)".
    for match in _TAG.finditer(text):
        result.tags[match[1]] = match[2].replace('\\"', '"').replace("\\\\", "\\")
    body = _strip_comments(_TAG.sub(" ", text))
    for tag in SETUP_TAGS:
        if tag in result.tags:
            raise RecordError(
                "the list starts from a set-up position, and games can only be pasted from "
                "the start"
            )
    for token in body.split():
        token = _MOVE_NUMBER.sub("", token)
        token = _ANNOTATION.sub("", token)
        if not token or token in RESULTS or token.startswith("$"):
            continue
        removal = _REMOVAL.fullmatch(token)
        if removal is not None:
            if not result.moves:
                raise RecordError(f"the list starts with a removal ({excerpt(token, 20)})")
            notation, source = result.moves.pop()
            result.moves.append((notation + "x" + _point(removal["r"]), f"{source} {token}"))
            continue
        move = _MOVE.fullmatch(token) if len(token) <= MAX_TOKEN else None
        if move is None:
            raise RecordError(f"{excerpt(token, 20)} is not a Morris move")
        notation = _point(move["a"])
        if move["b"] is not None:
            notation += "-" + _point(move["b"])
        for removed in _REMOVAL.finditer(move["x"]):
            notation += "x" + _point(removed["r"])
        result.moves.append((notation, token))
    if not result.moves:
        raise RecordError("the list holds no moves")
    return result


def _point(text: str) -> str:
    """A point by name (``d6``) or by PlayOK's number (``5``), as its name."""
    if text.isdigit():
        number = int(text)
        if not 1 <= number <= len(PLAYOK_POINTS):
            raise RecordError(f"{number} is not a point: PlayOK numbers them 1 to 24")
        return PLAYOK_POINTS[number - 1]
    return text.lower()


def _strip_comments(text: str) -> str:
    """``text`` without ``{comments}``, ``; line comments`` and ``(variations)`` (nested)."""
    out: list[str] = []
    depth = 0
    in_brace = in_line = False
    for char in text:
        if in_brace:
            in_brace = char != "}"
        elif in_line:
            in_line = char != "\n"
        elif char == "{":
            in_brace = True
        elif char == ";":
            in_line = True
        elif char == "(":
            depth += 1
        elif char == ")" and depth:
            depth -= 1
        elif depth == 0:
            out.append(char)
            continue
        out.append(" ")
    return "".join(out)

