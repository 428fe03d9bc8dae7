"""Game records: JSON save and load for either game, and a plain-text export.

A record stores the game's options, the seats and the moves in notation: since version 2 the
whole move tree (the main line, its variations, a comment on any position) and the position the
game started from when it was set up. Loading replays every move through the engine, so a record
can never produce an illegal position; the stored result is informative only and is recomputed
from the main line. Records of version 1 (the main line alone) open all the same.

Version 2 adds, each only when there is something to say:

- ``"start"``: the set-up start position: for 9tka its position string
  (``ninetka/position_string.py``); for the Morris games an object with ``white`` and ``black``
  (point names), ``in_hand`` (two counts), ``to_move`` (``"white"`` or ``"black"``) and, when
  not 0 or none, ``no_removal_plies``, ``bans`` (Morabaraba's no-return bans:
  ``{"white": [here, back]}``) and ``ply`` (plies before it, Sanmill's count);
- ``"variations"``: ``[[node, [move, ...]], ...]``: each a line of moves played from the
  position numbered ``node``: 0 is the start, 1 to N the main line's moves (``"moves"``), then
  the variations' moves numbered on in the order they are listed; a variation's first move comes
  after the moves already played from that position;
- ``"comments"``: ``{"node": "text", ...}``, the comment on the position numbered ``node``.

Flat, so that nesting never deepens the JSON, and read in time proportional to the moves.
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
from .errors import GameError, PositionError, RecordError
from .file_io import FileTooLargeError, atomic_write_text, read_regular_file
from .morris import MorrisState
from .morris.position import MorrisPosition
from .morris.position import state_from_position as morris_from_position
from .move_tree import Entry, EntryError, MoveTree
from .names import MAX_NAME_LENGTH, name_problem
from .ninetka import NinetkaState
from .ninetka.position_string import read_position, write_position
from .seat_names import own_name

FORMAT_NAME = "ninetka-record"
#: The extension of saved games (JSON inside); the file type the installers register. Records
#: named ``.json`` (older saves, the autosave) open all the same.
RECORD_SUFFIX = ".ninetka"
FORMAT_VERSION = 2
#: Every version this app reads.
READABLE_VERSIONS = (1, 2)
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
    """A loaded record: the replayed game (``state``: the end of its main line) and who played
    it; ``tree`` the whole game, its variations and comments, from its start."""

    state: GameState[Any]
    seats: list[Seat] = field(default_factory=list)
    tree: MoveTree | None = None

    def __post_init__(self) -> None:
        if self.tree is None:
            self.tree = MoveTree.from_state(self.state)

    @property
    def game(self) -> MoveTree:
        """The move tree (never None)."""
        assert self.tree is not None
        return self.tree


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


def record_to_json(
    game: GameState[Any] | MoveTree, seats: Sequence[Seat] | None = None
) -> dict[str, Any]:
    """The record of ``game`` (a state: its moves from its start; or a whole move tree) as a
    JSON-ready dict."""
    tree = game if isinstance(game, MoveTree) else MoveTree.from_state(game)
    end = tree.state_at(tree.main_line_end())
    seat_list = list(seats) if seats is not None else default_seats(end)
    if len(seat_list) != end.num_players:
        raise GameError(f"{len(seat_list)} seats given for a {end.num_players}-player game")
    moves, variations, comments = tree_to_lines(tree)
    data: dict[str, Any] = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "game": end.game_name,
        "options": end.options(),
    }
    start = start_to_json(tree.start_state())
    if start is not None:
        data["start"] = start
    data["seats"] = [seat.to_json() for seat in seat_list]
    data["moves"] = moves
    if variations:
        data["variations"] = variations
    if comments:
        data["comments"] = comments
    data["result"] = None
    outcome = end.outcome()
    if outcome is not None:
        data["result"] = {
            "winner": None if outcome.winner is None else outcome.winner + 1,
            "ranking": [seat + 1 for seat in outcome.ranking],
            "scores": list(outcome.scores),
            "reason": outcome.reason,
        }
    return data


def tree_to_lines(
    tree: MoveTree,
) -> tuple[list[str], list[list[Any]], dict[str, str]]:
    """The tree as a record holds it: the main line's moves, the variations
    (``[node, [moves]]``) and the comments (``{"node": text}``), nodes numbered as the record's
    reader numbers them."""
    numbers = {tree.root.id: 0}
    order = [tree.root]
    main = tree.main_line()
    for node in main:
        numbers[node.id] = len(order)
        order.append(node)
    variations: list[list[Any]] = []
    index = 0
    while index < len(order):
        node = order[index]
        index += 1
        for child in node.children[1:]:
            line = [child, *tree.main_line(child)]
            variations.append([numbers[node.id], [step.notation for step in line]])
            for step in line:
                numbers[step.id] = len(order)
                order.append(step)
    comments = {str(numbers[node.id]): node.comment for node in order if node.comment}
    return [node.notation for node in main], variations, comments


def start_to_json(start: GameState[Any]) -> Any:
    """The record's ``"start"`` for a game that starts from ``start``; None when that is the
    game's own initial position."""
    initial = game_class(start.game_name).from_options(start.options())
    if isinstance(start, NinetkaState) and isinstance(initial, NinetkaState):
        text = write_position(start)
        return None if text == write_position(initial) else text
    if isinstance(start, MorrisState) and isinstance(initial, MorrisState):
        position = MorrisPosition.of(start)
        if position == MorrisPosition.of(initial):
            return None
        board = start.board
        data: dict[str, Any] = {
            "white": [board.point_name(p) for p in sorted(position.white)],
            "black": [board.point_name(p) for p in sorted(position.black)],
            "in_hand": list(position.in_hand),
            "to_move": ("white", "black")[position.to_move],
        }
        if position.no_removal_plies:
            data["no_removal_plies"] = position.no_removal_plies
        bans = {
            colour: [board.point_name(p) for p in ban]
            for colour, ban in zip(("white", "black"), position.bans, strict=True)
            if ban is not None
        }
        if bans:
            data["bans"] = bans
        if position.start_ply:
            data["ply"] = position.start_ply
        return data
    raise GameError(f"{start.game_name} has no start position to record")


def dumps_record(
    game: GameState[Any] | MoveTree, seats: Sequence[Seat] | None = None
) -> str:
    """The record as JSON text, compact enough that whatever the app saves it can open again:
    one line for the moves (about 8 bytes a move), RecordError past ``MAX_RECORD_BYTES``."""
    return dumps_record_json(record_to_json(game, seats))


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
    path: str | os.PathLike[str],
    game: GameState[Any] | MoveTree,
    seats: Sequence[Seat] | None = None,
) -> None:
    """Save ``game`` (a state, or a whole move tree) as a JSON record at ``path``
    atomically."""
    atomic_write_text(path, dumps_record(game, seats))


# --- reading ----------------------------------------------------------------------------------


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read and replay the record at ``path``; RecordError says what is wrong."""
    return parse_record(read_game_file(path))


def read_game_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the game file at ``path`` (a record or PGN): a regular file, never read past
    ``MAX_RECORD_BYTES``; RecordError says why it cannot be read."""
    target = Path(path)
    try:
        return read_regular_file(target, MAX_RECORD_BYTES)
    except FileTooLargeError as exc:
        raise RecordError(_too_large()) from exc
    except OSError as exc:
        raise RecordError(f"cannot read {target.name}: {exc.strerror or exc}") from exc


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
    if type(version) is not int or version not in READABLE_VERSIONS:
        raise RecordError(
            f"unsupported record version {quoted(version)}: this version of the app reads "
            f"versions 1 to {FORMAT_VERSION}"
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
    if version >= 2 and data.get("start") is not None:
        state = _start_from_json(data["start"], state)
    seats = _seats_from_json(data.get("seats"), state)
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise RecordError("the record's moves must be a list")
    variations = data.get("variations", []) if version >= 2 else []
    comments = data.get("comments", {}) if version >= 2 else {}
    tree = _tree_from_json(state, moves, variations, comments)
    end = tree.state_at(tree.main_line_end())
    return GameRecord(state=end, seats=seats, tree=tree)


def _start_from_json(raw: Any, initial: GameState[Any]) -> GameState[Any]:
    """The set-up start of a record: its position, checked like a pasted one, under the
    record's options."""
    options = initial.options()
    try:
        if isinstance(initial, NinetkaState):
            if not isinstance(raw, str):
                raise RecordError("the record's start must be a 9tka position string")
            start: GameState[Any] = read_position(raw)
            if start.options() != options:
                raise RecordError("the record's start position does not fit its options")
            return start
        if isinstance(initial, MorrisState):
            return morris_from_position(_morris_start(raw, initial), options)
    except PositionError as exc:
        raise RecordError(f"the record's start position: {_clipped(str(exc))}") from exc
    raise RecordError(f"{initial.game_name} games have no start position")


def _morris_start(raw: Any, initial: MorrisState) -> MorrisPosition:
    if not isinstance(raw, dict):
        raise RecordError("the record's start must be a JSON object")
    known = {"white", "black", "in_hand", "to_move", "no_removal_plies", "bans", "ply"}
    unknown = sorted(str(key) for key in raw if key not in known)
    if unknown:
        raise RecordError(f"the record's start has an unknown entry {quoted(unknown[0])}")
    board = initial.board

    def points(value: Any, what: str) -> frozenset[int]:
        if not isinstance(value, list) or not all(isinstance(p, str) for p in value):
            raise RecordError(f"the record's start: {what} must be a list of points")
        try:
            found = [board.parse_point(p) for p in value]
        except GameError as exc:
            raise RecordError(f"the record's start: {_clipped(str(exc))}") from exc
        if len(set(found)) != len(found):
            raise RecordError(f"the record's start names a point of {what} twice")
        return frozenset(found)

    def count(value: Any, what: str) -> int:
        if type(value) is not int or not 0 <= value <= 1_000_000:
            raise RecordError(f"the record's start: {what} must be a whole number")
        return value

    in_hand = raw.get("in_hand", [0, 0])
    if not isinstance(in_hand, list) or len(in_hand) != 2:
        raise RecordError("the record's start: in_hand must be two numbers")
    to_move = raw.get("to_move")
    if to_move not in ("white", "black"):
        raise RecordError("the record's start: to_move must be white or black")
    bans_raw = raw.get("bans", {})
    if not isinstance(bans_raw, dict) or not set(bans_raw) <= {"white", "black"}:
        raise RecordError("the record's start: bans must name white or black")
    bans: list[tuple[int, int] | None] = [None, None]
    for side, colour in enumerate(("white", "black")):
        if colour in bans_raw:
            value = bans_raw[colour]
            if not isinstance(value, list) or len(value) != 2:
                raise RecordError("the record's start: a ban is two points")
            here, back = (points([p], "a ban") for p in value)
            bans[side] = (min(here), min(back))
    return MorrisPosition(
        white=points(raw.get("white", []), "white"),
        black=points(raw.get("black", []), "black"),
        in_hand=(count(in_hand[0], "in_hand"), count(in_hand[1], "in_hand")),
        to_move=0 if to_move == "white" else 1,
        no_removal_plies=count(raw.get("no_removal_plies", 0), "no_removal_plies"),
        bans=(bans[0], bans[1]),
        start_ply=count(raw.get("ply", 0), "ply"),
    )


def _tree_from_json(
    start: GameState[Any], moves: list[Any], variations: Any, comments: Any
) -> MoveTree:
    entries: list[Entry] = []
    where: list[str] = []
    for number, text in enumerate(moves, start=1):
        if not isinstance(text, str):
            raise RecordError(f"move {number} is not text: {quoted(text)}")
        entries.append(Entry(number - 1, text))
        where.append(f"move {number} ({_clipped(text, MAX_QUOTED)})")
    if not isinstance(variations, list):
        raise RecordError("the record's variations must be a list")
    for index, variation in enumerate(variations, start=1):
        if (
            not isinstance(variation, list)
            or len(variation) != 2
            or type(variation[0]) is not int
            or not isinstance(variation[1], list)
            or not variation[1]
        ):
            raise RecordError(f"variation {index} must be [position, [moves...]]")
        parent = variation[0]
        if not 0 <= parent <= len(entries):
            raise RecordError(
                f"variation {index} starts from position {parent}, which is not there"
            )
        for ply, text in enumerate(variation[1], start=1):
            if not isinstance(text, str):
                raise RecordError(f"variation {index}, move {ply} is not text: {quoted(text)}")
            entries.append(Entry(parent, text))
            where.append(f"variation {index}, move {ply} ({_clipped(text, MAX_QUOTED)})")
            parent = len(entries)
    if not isinstance(comments, dict):
        raise RecordError("the record's comments must be a JSON object")
    root_comment = ""
    texts: dict[int, str] = {}
    for key, text in comments.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit() and len(key) < 10):
            raise RecordError(f"a comment is on {quoted(key)}, which is not a position number")
        if not isinstance(text, str):
            raise RecordError(f"the comment on position {key} is not text")
        number = int(key)
        if number > len(entries):
            raise RecordError(f"a comment is on position {number}, which is not there")
        if number == 0:
            root_comment = text
        else:
            texts[number] = text
    if texts:
        entries = [
            Entry(e.parent, e.text, texts.get(i + 1, "")) for i, e in enumerate(entries)
        ]
    try:
        return MoveTree._build(start, entries, root_comment)
    except EntryError as exc:
        if exc.index < 0:
            raise RecordError(f"the comment on the start: {_clipped(exc.reason)}") from exc
        what = where[exc.index]
        if exc.comment:
            raise RecordError(f"the comment after {what}: {_clipped(exc.reason)}") from exc
        raise RecordError(f"{what} is illegal: {_clipped(exc.reason)}") from exc


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
