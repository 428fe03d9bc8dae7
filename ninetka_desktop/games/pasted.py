"""A game given as text (Edit ▸ Paste Game), in any form a player is likely to copy:

- a game record (the JSON of a saved game);
- our text export (``export_text``: a header naming the game, its options and players, then one
  numbered move a line);
- PGN: a Morris game as Sanmill writes it (tags, a ``[FEN]`` start, variations and comments
  kept) and a 9tka game in our PGN-style text (``pgn.py``);
- for Nine Men's Morris, PlayOK's move lists (``morris/move_lists.py``).

Every form ends the same way: the moves are replayed through the engine like any record, so a
pasted game can never reach an illegal position, and RecordError says what is wrong and where.
Pasted text may be anything: no more is read than a record may hold, the work is linear in it,
and a message quotes only a short piece of it (``quoting``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .errors import GameError, RecordError
from .morris.move_lists import is_playok_list, looks_like_move_list, read_move_list
from .morris.variants import DEFAULT_VARIANT, VARIANTS
from .names import name_problem
from .pgn import looks_like_ninetka_pgn, read_pgn
from .quoting import message_line, piece
from .records import (
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_RECORD_BYTES,
    GameRecord,
    Seat,
    parse_record,
    quoted,
    record_from_json,
)

#: The export's titles: 9tka, and each game of the Morris family by its name.
_EXPORT_TITLES = {"9tka": "9tka"} | {v.name: "morris" for v in VARIANTS.values()}
_VARIANT_BY_TITLE = {v.name: v.key for v in VARIANTS.values()}
_HEADER = re.compile(
    "(" + "|".join(re.escape(title) for title in _EXPORT_TITLES) + r"), ([1-9]) players?"
)
#: A seat: its colour, the player's name (none: the seat goes by its colour), a computer's level.
_SEAT = re.compile(
    r"(Yellow|Blue|Orange|Green|White|Black)(?:: (.*?))?(?:, computer level (\d))?"
)
_MOVE_LINE = re.compile(r"\s*\d+\.\s+(\w+)\s+(\S+)\s*")
_VALUES: dict[str, Any] = {"True": True, "False": False, "None": None}
#: What ends a line (the line breaks of ``str.splitlines``).
_LINE_BREAK = re.compile(r"[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]")


def parse_pasted_game(text: str, morris_options: Mapping[str, Any] | None = None) -> GameRecord:
    """The game ``text`` holds, replayed; RecordError says why there is none, on one short
    printable line. A Morris PGN that names no game (Sanmill names only some) is the game
    ``morris_options`` choose, Nine Men's Morris when None."""
    try:
        return _parse(text, morris_options)
    except RecordError as exc:
        raise RecordError(message_line(str(exc))) from exc


def _parse(text: str, morris_options: Mapping[str, Any] | None) -> GameRecord:
    too_long = len(text) > MAX_RECORD_BYTES  # a character is a byte at least
    if too_long or len(text.encode("utf-8", "surrogatepass")) > MAX_RECORD_BYTES:
        raise RecordError(f"the text is too long: a game is at most {MAX_RECORD_BYTES:,} bytes")
    text = text.strip().lstrip("\ufeff")
    if not text:
        raise RecordError("there is no text")
    if text.startswith("{"):
        return parse_record(text)
    first_line = _LINE_BREAK.split(text, maxsplit=1)[0].strip()
    if _HEADER.fullmatch(first_line):
        return _parse_export(text.splitlines())
    if looks_like_ninetka_pgn(text):
        return read_pgn(text)
    if looks_like_move_list(text):
        if is_playok_list(text):
            return _parse_morris_move_list(text)
        return read_pgn(text, morris_options)
    raise RecordError(
        "this is not a game: paste a saved game, the app's text export, a PGN game, or a Morris "
        "move list such as 1. d6 f4 2. d2 b4"
    )


def _parse_export(lines: list[str]) -> GameRecord:
    """Our text export read back: the header's game, options and seats, then the moves."""
    header = _HEADER.fullmatch(lines[0].strip())
    assert header is not None
    game = _EXPORT_TITLES[header[1]]
    options: dict[str, Any] = {}
    seats: list[dict[str, Any]] = []
    moves: list[str] = []
    for number, raw in enumerate(lines[1:], start=2):
        line = raw.rstrip()
        if not line or line.startswith(("Result:", "Scores:")):
            continue  # the result is recomputed from the moves
        if line.startswith("Options: "):
            options.update(_read_options(line.removeprefix("Options: "), number))
        elif (seat := _SEAT.fullmatch(line)) is not None and not moves:
            seats.append(_seat_json(seat))
        elif (move := _MOVE_LINE.fullmatch(line)) is not None:
            moves.append(move[2])
        else:
            raise RecordError(f"line {number} is neither a player nor a move: {quoted(line)}")
    if game == "9tka":
        options.setdefault("players", int(header[2]))
    else:
        # The title names the Morris game; the options (from Nine Men's Morris on) repeat it.
        titled = _VARIANT_BY_TITLE[header[1]]
        if options.get("variant", DEFAULT_VARIANT) != titled:
            raise RecordError(
                f"the title says {header[1]} but the options say {quoted(options.get('variant'))}"
            )
    record = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "game": game,
        "options": options,
        "seats": seats or None,
        "moves": moves,
    }
    return record_from_json(record)


def _read_options(text: str, line: int) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for item in text.split(", "):
        key, sep, value = item.partition("=")
        if not sep or not key.isidentifier():
            raise RecordError(f"line {line}: {quoted(item)} is not an option (name=value)")
        options[key] = _VALUES[value] if value in _VALUES else _number_or_text(value)
    return options


def _number_or_text(value: str) -> int | str:
    try:
        return int(value)
    except ValueError:
        return value


def _seat_json(match: re.Match[str]) -> dict[str, Any]:
    name = match[2] or ""
    if match[3] is None:
        return {"name": name, "kind": "human"}
    return {"name": name, "kind": "computer", "level": int(match[3])}


def _parse_morris_move_list(text: str) -> GameRecord:
    """A PlayOK list: Nine Men's Morris with the app's default rules, its players named by the
    White and Black tags where they can be names."""
    moves = read_move_list(text)
    record = record_from_json(
        {"format": FORMAT_NAME, "version": FORMAT_VERSION, "game": "morris", "moves": []}
    )
    # "?" is PGN's unknown player.
    names = [moves.tags.get(tag, "").strip().strip("?") for tag in ("White", "Black")]
    if all(name_problem(name) is None for name in names):
        record.seats = [
            Seat(name=name or default.name)
            for name, default in zip(names, record.seats, strict=True)
        ]
    for number, (notation, source) in enumerate(moves.moves, start=1):
        try:
            record.state.play(notation)
        except GameError as exc:
            shown = piece(source, 20)
            if source.lower() != notation:
                shown += f", that is {piece(notation, 20)}"
            why = message_line(str(exc))
            raise RecordError(f"move {number} ({shown}) is illegal: {why}") from exc
    return record


__all__ = ["parse_pasted_game"]
