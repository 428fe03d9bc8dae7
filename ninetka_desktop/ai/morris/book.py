"""The opening book of the placing phase: positions reached by strong play, each with the moves
a deep native search found within a small margin of the best, and their scores.

Built by ``packaging/make_morris_book.py`` (docs/STRENGTH.md, "The opening book") and shipped as
``opening_book.json`` beside this module. The file is untrusted input like any other: it is read
strictly (size, format, version, checksum, every field's type) and a missing, damaged or
foreign file is simply no book, so the AI searches as without one. A book move is also checked
against the rules before it is played.

A position is stored once for its 16 symmetric images (``games.morris.symmetry``), under the key
of its least image; the moves are stored in that image's frame and mapped back on lookup.
"""

from __future__ import annotations

import functools
import hashlib
import json
import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...games.errors import GameError
from ...games.file_io import read_regular_file
from ...games.morris.geometry import ADJACENT
from ...games.morris.moves import MorrisMove, parse_notation
from ...games.morris.state import MEN_PER_SIDE, MorrisState
from ...games.morris.symmetry import INVERSE, canonical, map_move
from .root import WIN, WIN_BOUND

FORMAT = "ninetka-morris-opening-book"
VERSION = 1
BOOK_FILE = "opening_book.json"
#: The shipped book: package data beside this module (wheel, editable install and bundle alike).
BOOK_PATH = Path(__file__).with_name(BOOK_FILE)
#: Far above any book we build (the shipped one is well under 1 MB): a larger file is refused
#: unread rather than parsed.
MAX_BYTES = 8 * 1024 * 1024

_KEY = re.compile(r"[0-9a-f]{12}[0-9]{2}[01]")
_FIELDS = {"format", "version", "rules", "built", "positions", "sha256"}
_RULES = {"flying": bool, "repetition_draw": bool, "no_removal_limit": int}

#: ``(move, score)`` in the key's frame, as stored.
Entry = tuple[tuple[MorrisMove, int], ...]


def position_key(white: int, black: int, in_hand: tuple[int, int], to_move: int) -> str:
    """The book key of a position already in canonical form: both bitboards in hex (6 digits
    each), the men in hand (one digit each), the side to move."""
    return f"{white:06x}{black:06x}{in_hand[0]}{in_hand[1]}{to_move}"


def state_key(state: MorrisState) -> tuple[str, int]:
    """``(key, sym)``: the book key of ``state`` and the symmetry that takes it to the key's
    frame."""
    white, black, sym = canonical(state.bitboard(0), state.bitboard(1))
    hands = (state.men_in_hand(0), state.men_in_hand(1))
    return position_key(white, black, hands, state.to_move), sym


def key_state(key: str, rules: dict[str, Any]) -> MorrisState:
    """The position a (well-formed) key names, under ``rules``; in the placing phase nothing
    else of the history matters (no position repeats, the no-removal count has not begun)."""
    white, black = int(key[0:6], 16), int(key[6:12], 16)
    in_hand = (int(key[12]), int(key[13]))
    points = range(24)
    return MorrisState.from_position(
        [p for p in points if white >> p & 1],
        [p for p in points if black >> p & 1],
        in_hand,
        int(key[14]),
        **rules,
    )


def _body_digest(body: dict[str, Any]) -> str:
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def encode_book(
    rules: dict[str, Any], built: dict[str, Any], positions: dict[str, tuple[int, Entry]]
) -> bytes:
    """The file's bytes: JSON with the checksum of everything else in ``sha256``."""
    body: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": rules,
        "built": built,
        "positions": {
            key: [depth, [[str(move), score] for move, score in moves]]
            for key, (depth, moves) in sorted(positions.items())
        },
    }
    body["sha256"] = _body_digest(body)
    return (json.dumps(body, sort_keys=True, separators=(",", ":")) + "\n").encode("ascii")


@dataclass(frozen=True, slots=True)
class Book:
    rules: dict[str, Any]
    #: How the book was built (the generator's parameters), for the record.
    built: dict[str, Any]
    #: Key -> (search depth, moves with their scores in centi-men).
    positions: dict[str, tuple[int, Entry]]

    def lookup(self, state: MorrisState) -> list[tuple[MorrisMove, int]] | None:
        """The book's moves in ``state`` with their scores, in ``state``'s frame; None when
        out of book, under other rules, or when a stored move is not legal here."""
        # The book's ``rules`` are a game's whole options: Nine Men's Morris's name no variant,
        # so no other game of the family matches them.
        if state.phase != "placing" or state.options() != self.rules:
            return None
        key, sym = state_key(state)
        found = self.positions.get(key)
        if found is None:
            return None
        back = INVERSE[sym]
        moves = [(map_move(move, back), score) for move, score in found[1]]
        legal = set(state.legal_moves())
        return moves if all(move in legal for move, _ in moves) else None


def book_move(
    book: Book | None, state: MorrisState, margin: int, rng: random.Random
) -> MorrisMove | None:
    """A book move for ``state``: uniformly among those within ``margin`` centi-men of the
    book's best (never a forced loss while something else is not) that place a man on a point
    with the most neighbours; None out of book."""
    found = None if book is None else book.lookup(state)
    if not found:
        return None
    best = max(score for _, score in found)
    lost = best <= -WIN_BOUND
    pool = [m for m, s in found if s >= best - margin and (lost or s > -WIN_BOUND)]
    # The book's searches score many placements alike (all 16 first moves the same), but
    # the points with fewer neighbours lose more: against the Sanmill engine, Master lost 6 of
    # 14 games as White that began on a corner of the inner square and 4 of the 26 others
    # (docs/STRENGTH.md, "Two bugs of the opening").
    most = max(len(ADJACENT[m.dst]) for m in pool)
    return rng.choice([m for m in pool if len(ADJACENT[m.dst]) == most])


def decode_book(data: bytes) -> Book | None:
    """The book in ``data``, or None when it is not a well-formed book of this version."""
    if len(data) > MAX_BYTES:
        return None
    try:
        doc = json.loads(data.decode("utf-8"))
        return _checked(doc)
    except (ValueError, TypeError, KeyError, IndexError, GameError, RecursionError):
        return None


def _checked(doc: Any) -> Book | None:
    if not isinstance(doc, dict) or set(doc) != _FIELDS:
        return None
    if doc["format"] != FORMAT or type(doc["version"]) is not int or doc["version"] != VERSION:
        return None
    body = {name: value for name, value in doc.items() if name != "sha256"}
    if doc["sha256"] != _body_digest(body):
        return None
    rules, built, raw = doc["rules"], doc["built"], doc["positions"]
    if not isinstance(rules, dict) or set(rules) != set(_RULES):
        return None
    if any(type(rules[name]) is not kind for name, kind in _RULES.items()):
        return None
    if not isinstance(built, dict) or not isinstance(raw, dict):
        return None
    positions = {}
    for key, value in raw.items():
        entry = _entry(key, value)
        if entry is None:
            return None
        positions[key] = entry
    return Book(dict(rules), dict(built), positions)


def _entry(key: Any, value: Any) -> tuple[int, Entry] | None:
    if not isinstance(key, str) or not _KEY.fullmatch(key):
        return None
    white, black = int(key[0:6], 16), int(key[6:12], 16)
    if white >> 24 or black >> 24 or white & black:
        return None
    for board, hand in ((white, key[12]), (black, key[13])):
        if board.bit_count() + int(hand) > MEN_PER_SIDE:
            return None
    if not isinstance(value, list) or len(value) != 2:
        return None
    depth, raw_moves = value
    if type(depth) is not int or not isinstance(raw_moves, list) or not raw_moves:
        return None
    moves = []
    for item in raw_moves:
        if not isinstance(item, list) or len(item) != 2 or not isinstance(item[0], str):
            return None
        score = item[1]
        if type(score) is not int or abs(score) > WIN:
            return None
        moves.append((parse_notation(item[0]), score))
    return depth, tuple(moves)


def load_book(path: Path) -> Book | None:
    """The book in the file at ``path``; None when it is missing, unreadable, not a regular
    file (a FIFO is never waited on), larger than ``MAX_BYTES`` or not a book."""
    try:
        data = read_regular_file(path, MAX_BYTES)
    except OSError:
        return None
    return decode_book(data)


@functools.cache
def default_book() -> Book | None:
    """The shipped book, read once per process (None without a usable one)."""
    return load_book(BOOK_PATH)


__all__ = [
    "BOOK_PATH",
    "FORMAT",
    "VERSION",
    "Book",
    "book_move",
    "decode_book",
    "default_book",
    "encode_book",
    "key_state",
    "load_book",
    "position_key",
    "state_key",
]
