"""Game records: JSON save and load for either game, and a plain-text export.

A record stores the game's options, the seats and the moves in notation. Loading replays every
move through the engine, so a record can never produce an illegal position; the stored result is
informative only and is recomputed from the moves.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import game_class
from .base import GameState
from .errors import GameError, RecordError
from .file_io import FileTooLargeError, atomic_write_text, read_regular_file
from .names import MAX_NAME_LENGTH, name_problem
from .seat_names import own_name

FORMAT_NAME = "ninetka-record"
#: The extension of saved games (JSON inside); the file type the installers register. Records
#: named ``.json`` (older saves, the autosave) open all the same.
RECORD_SUFFIX = ".ninetka"
FORMAT_VERSION = 1
MAX_RECORD_BYTES = 1024 * 1024
#: No record nests deeper than a few levels; deeper JSON is refused before anything recurses.
MAX_JSON_DEPTH = 32
#: How much of a bad value an error message quotes.
MAX_QUOTED = 40
SEAT_KINDS = ("human", "computer")
MAX_LEVEL = 6


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits in a seat: a name, and for a computer its level (1-6)."""

    name: str
    kind: str = "human"
    level: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.kind == "computer":
            data["level"] = self.level
        return data


@dataclass(slots=True)
class GameRecord:
    """A loaded record: the replayed game and who played it."""

    state: GameState[Any]
    seats: list[Seat] = field(default_factory=list)


def default_seats(state: GameState[Any]) -> list[Seat]:
    """Human seats without names of their own (shown by their colours)."""
    return [Seat(name="") for _ in range(state.num_players)]


def colour_names(state: GameState[Any]) -> tuple[str, ...]:
    """The seats' colours in English, as records and the text export name them."""
    return _colour_names(state)


def game_title(state: GameState[Any]) -> str:
    """The game's name in English: "9tka", or the Morris game played ("Morabaraba")."""
    variant = getattr(state, "variant", None)
    return state.game_name if variant is None else str(variant.name)


def _colour_names(state: GameState[Any]) -> tuple[str, ...]:
    if state.game_name == "morris":
        return ("White", "Black")
    return ("Yellow", "Blue", "Orange", "Green")


# --- writing ----------------------------------------------------------------------------------


def record_to_json(state: GameState[Any], seats: Sequence[Seat] | None = None) -> dict[str, Any]:
    """The record of ``state`` as a JSON-ready dict."""
    seat_list = list(seats) if seats is not None else default_seats(state)
    if len(seat_list) != state.num_players:
        raise GameError(f"{len(seat_list)} seats given for a {state.num_players}-player game")
    data: dict[str, Any] = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "game": state.game_name,
        "options": state.options(),
        "seats": [seat.to_json() for seat in seat_list],
        "moves": [text for _, text in state.history_in_notation()],
        "result": None,
    }
    outcome = state.outcome()
    if outcome is not None:
        data["result"] = {
            "winner": None if outcome.winner is None else outcome.winner + 1,
            "ranking": [seat + 1 for seat in outcome.ranking],
            "scores": list(outcome.scores),
            "reason": outcome.reason,
        }
    return data


def dumps_record(state: GameState[Any], seats: Sequence[Seat] | None = None) -> str:
    """The record as JSON text, compact enough that whatever the app saves it can open again:
    one line for the moves (about 8 bytes a move), RecordError past ``MAX_RECORD_BYTES``."""
    return dumps_record_json(record_to_json(state, seats))


def dumps_record_json(data: dict[str, Any]) -> str:
    """``data`` (a record, perhaps with more keys, as the autosave's match) as the text a record
    file holds: a key a line, each value on one line; RecordError when it is too large to be
    read back."""
    lines = [
        f"  {json.dumps(key, ensure_ascii=False)}: {json.dumps(value, ensure_ascii=False)}"
        for key, value in data.items()
    ]
    text = "{\n" + ",\n".join(lines) + "\n}\n"
    size = len(text.encode("utf-8"))
    if size > MAX_RECORD_BYTES:
        raise RecordError(
            f"the game is too long to save: its record would be {size:,} bytes, and a game "
            f"record is at most {MAX_RECORD_BYTES:,} bytes"
        )
    return text


def save_record(
    path: str | os.PathLike[str], state: GameState[Any], seats: Sequence[Seat] | None = None
) -> None:
    """Save ``state`` as a JSON record at ``path`` atomically."""
    atomic_write_text(path, dumps_record(state, seats))


# --- reading ----------------------------------------------------------------------------------


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read and replay the record at ``path``; RecordError says what is wrong."""
    target = Path(path)
    try:
        raw = read_regular_file(target, MAX_RECORD_BYTES)
    except FileTooLargeError as exc:
        raise RecordError(_too_large()) from exc
    except OSError as exc:
        raise RecordError(f"cannot read {target.name}: {exc.strerror or exc}") from exc
    return parse_record(raw)


def _too_large() -> str:
    return f"the file is too large: a game record is at most {MAX_RECORD_BYTES:,} bytes"


def parse_record(raw: bytes | str) -> GameRecord:
    """Parse and replay a record given as text or bytes."""
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(_too_large())
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise RecordError("not a game record: the file is not UTF-8 text") from exc
    else:
        text = raw
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"not a game record: the file is not valid JSON (line {exc.lineno}, column {exc.colno})"
        ) from exc
    except (ValueError, RecursionError) as exc:  # a number of thousands of digits; deep nesting
        raise RecordError("not a game record: the file is not valid JSON") from exc
    if not isinstance(data, dict):
        raise RecordError("not a game record: expected a JSON object")
    return record_from_json(data)


def json_depth_exceeds(data: Any, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether ``data`` (parsed JSON) nests deeper than ``limit``; iterative, so it cannot hit
    the recursion limit that the deep value itself would hit in repr, copy or dumps."""
    stack = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            if depth >= limit:
                return True
            stack.extend((item, depth + 1) for item in value)
    return False


def quoted(value: Any) -> str:
    """``repr(value)``, cut short for an error message."""
    try:
        text = repr(value)
    except RecursionError:
        text = "…"
    return text if len(text) <= MAX_QUOTED else text[: MAX_QUOTED - 1] + "…"


def _clipped(message: str, limit: int = 160) -> str:
    """``message`` cut short, with anything that is not writable text (a lone surrogate)
    escaped, so that it can be shown and logged."""
    message = message.encode("utf-8", "backslashreplace").decode("utf-8")
    return message if len(message) <= limit else message[: limit - 1] + "…"


def record_from_json(data: dict[str, Any]) -> GameRecord:
    """Replay a record already parsed from JSON; RecordError says what is wrong."""
    if json_depth_exceeds(data):
        raise RecordError("not a game record: the file nests too deeply")
    if data.get("format") != FORMAT_NAME:
        raise RecordError(f"not a game record: the format field is not {FORMAT_NAME!r}")
    version = data.get("version")
    if type(version) is not int or version != FORMAT_VERSION:
        raise RecordError(
            f"unsupported record version {quoted(version)}: this version of the app reads "
            f"version {FORMAT_VERSION}"
        )
    game = data.get("game")
    if not isinstance(game, str):
        raise RecordError("the record names no game")
    try:
        cls = game_class(game)
    except GameError as exc:
        raise RecordError(
            f"the record's game is {quoted(game)}, which this app does not play"
        ) from exc
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("the record's options must be a JSON object")
    try:
        state = cls.from_options(options)
    except GameError as exc:
        raise RecordError(f"the record's options are invalid: {_clipped(str(exc))}") from exc
    seats = _seats_from_json(data.get("seats"), state)
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise RecordError("the record's moves must be a list")
    for number, text in enumerate(moves, start=1):
        if not isinstance(text, str):
            raise RecordError(f"move {number} is not text: {quoted(text)}")
        try:
            state.play(text)
        except GameError as exc:
            raise RecordError(
                f"move {number} ({_clipped(text, MAX_QUOTED)}) is illegal: {_clipped(str(exc))}"
            ) from exc
    return GameRecord(state=state, seats=seats)


def _seats_from_json(raw: Any, state: GameState[Any]) -> list[Seat]:
    if raw is None:
        return default_seats(state)
    if not isinstance(raw, list) or len(raw) != state.num_players:
        raise RecordError(f"the record must list {state.num_players} seats")
    seats = []
    for number, entry in enumerate(raw, start=1):
        if not isinstance(entry, dict):
            raise RecordError(f"seat {number} must be a JSON object")
        name = entry.get("name", "")
        kind = entry.get("kind", "human")
        level = entry.get("level")
        problem = name_problem(name)
        if problem is not None:
            raise RecordError(f"seat {number}'s name cannot be used: {problem}")
        if kind not in SEAT_KINDS:
            raise RecordError(
                f"seat {number} has kind {quoted(kind)}; expected human or computer"
            )
        if kind == "computer":
            if type(level) is not int or not 1 <= level <= MAX_LEVEL:
                raise RecordError(f"seat {number} is a computer with no level from 1 to 6")
        else:
            level = None
        # A name that is only the seat's colour (as older versions wrote) is no name.
        seats.append(Seat(name=own_name(state.game_name, number - 1, name), kind=kind, level=level))
    return seats


# --- plain-text export ------------------------------------------------------------------------


def export_text(
    state: GameState[Any],
    seats: Sequence[Seat] | None = None,
    marks: Mapping[int, str] | None = None,
    notes: Sequence[str] = (),
) -> str:
    """The moves numbered by turn, one turn a line, in notation, under a header naming the
    game, its options and the players, and over the result once the game is over; with a
    review, its ``marks`` after the moves (by move index) and its ``notes`` at the end."""
    seat_list = list(seats) if seats is not None else default_seats(state)
    title = game_title(state)
    lines = [f"{title}, {state.num_players} players"]
    options = ", ".join(f"{key}={value}" for key, value in sorted(state.options().items()))
    if options:
        lines.append(f"Options: {options}")
    colours = _colour_names(state)
    for index, seat in enumerate(seat_list):
        level = f", computer level {seat.level}" if seat.kind == "computer" else ""
        name = f": {seat.name}" if seat.name else ""
        lines.append(f"{colours[index]}{name}{level}")
    lines.append("")
    width = max(len(c) for c in colours[: state.num_players])
    marked = marks or {}
    for number, (mover, text) in enumerate(state.history_in_notation(), start=1):
        lines.append(f"{number:>3}. {colours[mover]:<{width}}  {text}{marked.get(number - 1, '')}")
    outcome = state.outcome()
    if outcome is not None:
        lines.append("")
        if outcome.winner is None:
            lines.append(f"Result: draw ({outcome.reason})")
        else:
            colour = colours[outcome.winner]
            name = seat_list[outcome.winner].name
            winner = f"{name} ({colour})" if name else colour
            lines.append(f"Result: {winner} wins ({outcome.reason})")
        lines.append("Scores: " + " ".join(str(s) for s in outcome.scores))
    if notes:
        lines.append("")
        lines.extend(notes)
    return "\n".join(lines) + "\n"


__all__ = [
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_LEVEL",
    "MAX_NAME_LENGTH",
    "MAX_RECORD_BYTES",
    "SEAT_KINDS",
    "GameRecord",
    "RecordError",
    "Seat",
    "atomic_write_text",
    "colour_names",
    "default_seats",
    "dumps_record",
    "dumps_record_json",
    "export_text",
    "game_title",
    "load_record",
    "parse_record",
    "quoted",
    "record_from_json",
    "record_to_json",
    "save_record",
]
