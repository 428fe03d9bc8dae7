"""The shipped puzzle collection: its JSON form, written by ``packaging/make_puzzles.py`` and read
strictly here.

The file is untrusted input like any other: it is read only when it is a regular file and never
past ``MAX_BYTES``, its checksum must match, every field has its one type, and every puzzle is
replayed through the rules when loaded: its moves are legal, its values name exactly the legal
moves of its position, and its solution is the one move with the best value. A file that fails
any of this is refused as a whole with ``CollectionError``, whose message says what is wrong.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..games.errors import GameError
from ..games.file_io import FileTooLargeError, NotRegularFileError, read_regular_file
from ..games.registry import Results, game_info
from .puzzle import DIFFICULTIES, GAMES, Puzzle

FORMAT = "ninetka-puzzles"
VERSION = 1
COLLECTION_FILE = "puzzles.json"
#: The shipped collection: package data beside this module.
COLLECTION_PATH = Path(__file__).with_name(COLLECTION_FILE)
#: Far above the shipped file (about 200 KB): a larger file is refused unread.
MAX_BYTES = 4 * 1024 * 1024
MAX_PUZZLES = 5000

_FIELDS = {"format", "version", "built", "puzzles", "sha256"}
_PUZZLE_FIELDS = {"id", "game", "difficulty", "position", "solution", "values", "depth"}
_ID = re.compile(r"(9tka|morris)-[0-9]{3,4}")
_MOVE = re.compile(r"[A-Za-z0-9x-]{1,12}")
#: A 9tka game has at most 9 + 36 + 36 moves and passes; Morris at most 24 slides a side.
_MAX_MOVES = 200
_MORRIS_OPTIONS = {"flying": bool, "repetition_draw": bool, "no_removal_limit": int}
#: The largest value a move may have (``puzzle.py``): a win, or 9tka's lead in sections twice.
_VALUE_BOUNDS = {Results.WIN_DRAW_LOSS: 1, Results.SECTIONS: 2 * 9}
#: Where each game's puzzles stand: 9tka's in the movement phase, Morris's past placing.
_PHASE_PROBLEMS: dict[str, Callable[[Any], str | None]] = {
    "9tka": lambda state: None if state.phase == "movement" else "is not in the movement phase",
    "morris": lambda state: "is in the placing phase" if state.phase == "placing" else None,
}


class CollectionError(ValueError):
    """The collection cannot be used; the message says why, in plain words."""


@dataclass(frozen=True, slots=True)
class Collection:
    #: How the collection was built (the generator's parameters and its run), for the record.
    built: Mapping[str, Any]
    puzzles: tuple[Puzzle, ...]

    def by_id(self, puzzle_id: str) -> Puzzle | None:
        return next((p for p in self.puzzles if p.id == puzzle_id), None)

    def of(self, game: str, difficulty: int | None = None) -> list[Puzzle]:
        """The puzzles of ``game`` (of one difficulty, or all), in the collection's order."""
        return [
            p
            for p in self.puzzles
            if p.game == game and (difficulty is None or p.difficulty == difficulty)
        ]


def _digest(body: Mapping[str, Any]) -> str:
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def puzzle_to_json(puzzle: Puzzle) -> dict[str, Any]:
    return {
        "id": puzzle.id,
        "game": puzzle.game,
        "difficulty": puzzle.difficulty,
        "position": dict(puzzle.position),
        "solution": puzzle.solution,
        "values": dict(puzzle.values),
        "depth": puzzle.depth,
    }


def encode_collection(built: Mapping[str, Any], puzzles: Iterable[Puzzle]) -> bytes:
    """The file's bytes: JSON with the checksum of everything else in ``sha256``."""
    body: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "built": dict(built),
        "puzzles": [puzzle_to_json(p) for p in puzzles],
    }
    body["sha256"] = _digest(body)
    return (json.dumps(body, sort_keys=True, separators=(",", ":")) + "\n").encode("ascii")


def decode_collection(data: bytes) -> Collection:
    """The collection in ``data``; CollectionError when it is not a sound one."""
    if len(data) > MAX_BYTES:
        raise CollectionError(f"the file is larger than {MAX_BYTES:,} bytes")
    try:
        doc = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise CollectionError("the file is not UTF-8 text") from exc
    except (ValueError, RecursionError) as exc:
        raise CollectionError("the file is not valid JSON") from exc
    if not isinstance(doc, dict) or set(doc) != _FIELDS:
        raise CollectionError("the file is not a puzzle collection")
    if doc["format"] != FORMAT:
        raise CollectionError("the file is not a puzzle collection")
    if type(doc["version"]) is not int or doc["version"] != VERSION:
        raise CollectionError(f"the collection's version is not {VERSION}")
    body = {name: value for name, value in doc.items() if name != "sha256"}
    if doc["sha256"] != _digest(body):
        raise CollectionError("the checksum does not match: the file is damaged")
    built, raw = doc["built"], doc["puzzles"]
    if not isinstance(built, dict) or not isinstance(raw, list):
        raise CollectionError("the file is not a puzzle collection")
    if not raw or len(raw) > MAX_PUZZLES:
        raise CollectionError("the collection holds no puzzles, or far too many")
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for index, item in enumerate(raw):
        puzzle = _puzzle(item, index)
        if puzzle.id in seen:
            raise CollectionError(f"puzzle {puzzle.id} appears twice")
        seen.add(puzzle.id)
        puzzles.append(puzzle)
    return Collection(built, tuple(puzzles))


def _puzzle(item: Any, index: int) -> Puzzle:
    if not isinstance(item, dict) or set(item) != _PUZZLE_FIELDS:
        raise CollectionError(f"puzzle {index + 1} is malformed")
    name = item["id"]
    if not isinstance(name, str) or not _ID.fullmatch(name):
        raise CollectionError(f"puzzle {index + 1} has no valid id")
    game = item["game"]
    if game not in GAMES or not name.startswith(f"{game}-"):
        raise CollectionError(f"puzzle {name} names no known game")
    difficulty, depth = item["difficulty"], item["depth"]
    if type(difficulty) is not int or difficulty not in DIFFICULTIES:
        raise CollectionError(f"puzzle {name} has no difficulty from 1 to 3")
    if type(depth) is not int or not 0 <= depth <= 1000:
        raise CollectionError(f"puzzle {name} has no valid depth")
    position = _position(game, item["position"], name)
    solution, values = item["solution"], _values(game, item["values"], name)
    if not isinstance(solution, str) or solution not in values:
        raise CollectionError(f"puzzle {name}: its solution is not one of its moves")
    puzzle = Puzzle(name, game, difficulty, position, solution, values, depth)
    _replayed(puzzle)
    return puzzle


def _position(game: str, raw: Any, name: str) -> dict[str, Any]:
    problem = CollectionError(f"puzzle {name} has a malformed position")
    if not isinstance(raw, dict):
        raise problem
    options = raw.get("options")
    if not isinstance(options, dict):
        raise problem
    return _POSITION_READERS[game](raw, options, problem)


def _ninetka_position(
    raw: dict[str, Any], options: dict[str, Any], problem: CollectionError
) -> dict[str, Any]:
    moves = raw.get("moves")
    if set(raw) != {"options", "moves"} or not _moves_list(moves, _MAX_MOVES):
        raise problem
    assert isinstance(moves, list)
    # A puzzle is a 2-player movement position from random neutrals: seed and moves say it.
    if set(options) != {"players", "neutrals", "seed"} or options["players"] != 2:
        raise problem
    if options["neutrals"] != "random" or type(options["seed"]) is not int:
        raise problem
    return {"options": dict(options), "moves": list(moves)}


def _morris_position(
    raw: dict[str, Any], options: dict[str, Any], problem: CollectionError
) -> dict[str, Any]:
    if set(raw) != {"options", "white", "black", "to_move"}:
        raise problem
    if set(options) != set(_MORRIS_OPTIONS) or any(
        type(options[key]) is not kind for key, kind in _MORRIS_OPTIONS.items()
    ):
        raise problem
    white, black, to_move = raw["white"], raw["black"], raw["to_move"]
    if not _moves_list(white, 9) or not _moves_list(black, 9):
        raise problem
    if type(to_move) is not int or to_move not in (0, 1):
        raise problem
    return {"options": dict(options), "white": list(white), "black": list(black),
            "to_move": to_move}


#: How each game's stored position is checked, by the game's key.
_POSITION_READERS: dict[
    str, Callable[[dict[str, Any], dict[str, Any], CollectionError], dict[str, Any]]
] = {"9tka": _ninetka_position, "morris": _morris_position}


def _moves_list(raw: Any, limit: int) -> bool:
    return (
        isinstance(raw, list)
        and len(raw) <= limit
        and all(isinstance(m, str) and _MOVE.fullmatch(m) for m in raw)
    )


def _values(game: str, raw: Any, name: str) -> dict[str, int]:
    bound = _VALUE_BOUNDS[game_info(game).results]
    if not isinstance(raw, dict) or not 2 <= len(raw) <= _MAX_MOVES:
        raise CollectionError(f"puzzle {name} has malformed move values")
    for move, value in raw.items():
        if not _MOVE.fullmatch(move) or type(value) is not int or abs(value) > bound:
            raise CollectionError(f"puzzle {name} has malformed move values")
    return dict(raw)


def _replayed(puzzle: Puzzle) -> None:
    """Check ``puzzle`` against the rules: its position replays, its game goes on, its values
    name exactly the legal moves, and its solution alone has the best value."""
    name = puzzle.id
    try:
        state = puzzle.state()
    except GameError as exc:
        raise CollectionError(f"puzzle {name} does not replay: {exc}") from exc
    if state.is_over():
        raise CollectionError(f"puzzle {name}: its game is already over")
    wrong_phase = _PHASE_PROBLEMS[puzzle.game](state)
    if wrong_phase is not None:
        raise CollectionError(f"puzzle {name} {wrong_phase}")
    legal = {state.move_to_str(move) for move in state.legal_moves()}
    if legal != set(puzzle.values):
        raise CollectionError(f"puzzle {name}: its moves are not the position's legal moves")
    best = puzzle.values[puzzle.solution]
    if any(v >= best for move, v in puzzle.values.items() if move != puzzle.solution):
        raise CollectionError(f"puzzle {name}: its solution is not the only best move")


def load_collection(path: Path = COLLECTION_PATH) -> Collection:
    """The collection in the file at ``path``; CollectionError when it is missing, unreadable
    or not a sound collection."""
    try:
        data = read_regular_file(path, MAX_BYTES)
    except FileNotFoundError as exc:
        raise CollectionError("the puzzle file is missing") from exc
    except FileTooLargeError as exc:
        raise CollectionError(f"the file is larger than {MAX_BYTES:,} bytes") from exc
    except NotRegularFileError as exc:
        raise CollectionError(f"the puzzle file is {exc.kind}, not a regular file") from exc
    except OSError as exc:
        raise CollectionError(exc.strerror or str(exc)) from exc
    return decode_collection(data)


@functools.cache
def default_collection() -> Collection:
    """The shipped collection, read once per process (CollectionError when it is unusable;
    a failure is not cached, so the next call reads again)."""
    return load_collection(COLLECTION_PATH)


__all__ = [
    "COLLECTION_PATH",
    "FORMAT",
    "MAX_BYTES",
    "VERSION",
    "Collection",
    "CollectionError",
    "decode_collection",
    "default_collection",
    "encode_collection",
    "load_collection",
    "puzzle_to_json",
]
