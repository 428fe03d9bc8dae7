"""One engine session: a current game and the commands that read and change it.

Every command answers a ``Reply``; no input, however malformed, raises out of ``handle``.
A failed command leaves the current game exactly as it was.
"""

from __future__ import annotations

import shlex
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import __version__
from ..ai import choose_move
from ..games import GameError, GameState, game_class, new_game
from ..games.records import RecordError, load_record, save_record

PROTOCOL_VERSION = "1"
ENGINE_NAME = "Ninetka Desktop"
MAX_LINE_LENGTH = 4096
MAX_LEVEL = 6


@dataclass(frozen=True, slots=True)
class Reply:
    """An answer: ``= text`` when ``ok``, ``? text`` otherwise (GTP style)."""

    ok: bool
    text: str = ""
    command_id: str = ""

    def render(self) -> str:
        mark = "=" if self.ok else "?"
        # An error is one line whatever its message holds, so the framing always survives.
        text = self.text if self.ok else " ".join(self.text.split())
        return f"{mark}{self.command_id} {text}\n\n"


class CommandError(Exception):
    """A command's own failure; its message is sent back after ``?``."""


Handler = Callable[[list[str]], str]


class EngineSession:
    """Reads one command line at a time and answers it."""

    def __init__(self) -> None:
        self.game: GameState[Any] = new_game("9tka", {"players": 2})
        self.finished = False
        self._handlers: dict[str, Handler] = {
            "protocol_version": self._protocol_version,
            "name": self._name,
            "version": self._version,
            "list_commands": self._list_commands,
            "known_command": self._known_command,
            "quit": self._quit,
            "newgame": self._newgame,
            "legal_moves": self._legal_moves,
            "play": self._play,
            "undo": self._undo,
            "genmove": self._genmove,
            "status": self._status,
            "scores": self._scores,
            "winner": self._winner,
            "showboard": self._showboard,
            "perft": self._perft,
            "loadgame": self._loadgame,
            "savegame": self._savegame,
        }

    # --- dispatch -------------------------------------------------------------------------------

    def handle(self, line: str) -> Reply | None:
        """The reply to one input line, or None for a blank line or a comment."""
        line = line.replace("\t", " ").split("#", 1)[0].strip()
        if not line:
            return None
        if len(line) > MAX_LINE_LENGTH:
            return Reply(False, f"line too long (more than {MAX_LINE_LENGTH} characters)")
        words = line.split()
        command_id = ""
        if words[0].isdigit():
            command_id = words.pop(0)
            if not words:
                return Reply(False, "missing command", command_id)
        command, args = words[0].lower(), words[1:]
        handler = self._handlers.get(command)
        if handler is None:
            return Reply(False, f"unknown command: {words[0]}", command_id)
        try:
            return Reply(True, handler(args), command_id)
        except (CommandError, GameError) as exc:
            return Reply(False, str(exc), command_id)
        except Exception as exc:  # the protocol must never crash on input
            return Reply(False, f"internal error: {type(exc).__name__}: {exc}", command_id)

    # --- identity -------------------------------------------------------------------------------

    def _protocol_version(self, args: list[str]) -> str:
        _no_arguments(args)
        return PROTOCOL_VERSION

    def _name(self, args: list[str]) -> str:
        _no_arguments(args)
        return ENGINE_NAME

    def _version(self, args: list[str]) -> str:
        _no_arguments(args)
        return __version__

    def _list_commands(self, args: list[str]) -> str:
        _no_arguments(args)
        return "\n".join(self._handlers)

    def _known_command(self, args: list[str]) -> str:
        if len(args) != 1:
            raise CommandError("usage: known_command NAME")
        return "true" if args[0].lower() in self._handlers else "false"

    def _quit(self, args: list[str]) -> str:
        self.finished = True
        return ""

    # --- games ----------------------------------------------------------------------------------

    def _newgame(self, args: list[str]) -> str:
        if not args:
            raise CommandError("usage: newgame 9tka players=N [neutrals=chosen|random] [seed=S]"
                               " | newgame morris [flying=on|off] [repetition=on|off]"
                               " [no_removal=N]")
        name, options = args[0].lower(), _key_values(args[1:])
        cls = game_class(name)  # raises a clear GameError for an unknown game
        game_options = (
            _ninetka_options(options) if cls.game_name == "9tka" else _morris_options(options)
        )
        self.game = cls.from_options(game_options)
        return ""

    def _legal_moves(self, args: list[str]) -> str:
        _no_arguments(args)
        return " ".join(self.game.move_to_str(m) for m in self.game.legal_moves())

    def _play(self, args: list[str]) -> str:
        if len(args) != 1:
            raise CommandError("usage: play MOVE")
        self.game.play(args[0])
        return ""

    def _undo(self, args: list[str]) -> str:
        _no_arguments(args)
        if not self.game.move_stack:
            raise CommandError("there is no move to undo")
        self.game.pop()
        return ""

    def _genmove(self, args: list[str]) -> str:
        options = _key_values(args)
        unknown = set(options) - {"level", "movetime", "seed"}
        if unknown:
            raise CommandError(f"unknown genmove option: {sorted(unknown)[0]}")
        level = _int_option(options, "level", 3, 1, MAX_LEVEL)
        movetime = _int_option(options, "movetime", 0, 0, 3_600_000)
        seed = options.get("seed")
        if self.game.is_over():
            raise CommandError("the game is over")
        # movetime shortens the level's own time cap; it never lengthens it.
        deadline = time.monotonic() + movetime / 1000 if movetime else None
        text = choose_move(
            self.game, level, seed=None if seed is None else _parse_int("seed", seed),
            deadline=deadline,
        )
        self.game.play(text)
        return text

    def _status(self, args: list[str]) -> str:
        _no_arguments(args)
        over = "true" if self.game.is_over() else "false"
        return f"phase={self.game.phase} to_move={self.game.to_move + 1} over={over}"

    def _scores(self, args: list[str]) -> str:
        _no_arguments(args)
        return " ".join(str(score) for score in self.game.scores())

    def _winner(self, args: list[str]) -> str:
        _no_arguments(args)
        outcome = self.game.outcome()
        if outcome is None:
            return "none"
        return "draw" if outcome.winner is None else str(outcome.winner + 1)

    def _showboard(self, args: list[str]) -> str:
        _no_arguments(args)
        # The diagram starts on its own line so that its columns stay aligned.
        return "\n" + self.game.board_diagram().rstrip("\n")

    def _perft(self, args: list[str]) -> str:
        if len(args) != 1:
            raise CommandError("usage: perft DEPTH")
        depth = _parse_int("depth", args[0])
        if not 0 <= depth <= 12:
            raise CommandError("perft depth must be from 0 to 12")
        if self.game.game_name != "morris":
            raise CommandError("perft is offered for morris games")
        from ..games.morris import perft

        return str(perft(self.game.copy(), depth))  # type: ignore[arg-type]

    def _loadgame(self, args: list[str]) -> str:
        path = _path_argument(args, "loadgame")
        try:
            record = load_record(path)
        except RecordError as exc:
            raise CommandError(f"cannot load {path}: {exc}") from exc
        self.game = record.state
        return ""

    def _savegame(self, args: list[str]) -> str:
        path = _path_argument(args, "savegame")
        try:
            save_record(path, self.game)
        except OSError as exc:
            raise CommandError(f"cannot save {path}: {exc.strerror or exc}") from exc
        return ""


# --- argument parsing ---------------------------------------------------------------------------


def _no_arguments(args: list[str]) -> None:
    if args:
        raise CommandError(f"unexpected argument: {args[0]}")


def _key_values(args: list[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for arg in args:
        key, sep, value = arg.partition("=")
        if not sep or not key or not value:
            raise CommandError(f"expected key=value, got {arg!r}")
        key = key.lower()
        if key in options:
            raise CommandError(f"option {key} given twice")
        options[key] = value
    return options


def _parse_int(name: str, text: str) -> int:
    try:
        return int(text, 10)
    except ValueError:
        raise CommandError(f"{name} must be a whole number, not {text!r}") from None


def _int_option(options: dict[str, str], key: str, default: int, low: int, high: int) -> int:
    if key not in options:
        return default
    value = _parse_int(key, options[key])
    if not low <= value <= high:
        raise CommandError(f"{key} must be from {low} to {high}")
    return value


def _on_off(options: dict[str, str], key: str, default: bool) -> bool:
    if key not in options:
        return default
    value = options[key].lower()
    if value not in ("on", "off", "true", "false", "yes", "no", "1", "0"):
        raise CommandError(f"{key} must be on or off")
    return value in ("on", "true", "yes", "1")


def _ninetka_options(options: dict[str, str]) -> dict[str, Any]:
    unknown = set(options) - {"players", "neutrals", "seed"}
    if unknown:
        raise CommandError(f"unknown option for 9tka: {sorted(unknown)[0]}")
    if "players" not in options:
        raise CommandError("newgame 9tka needs players=2, 3 or 4")
    result: dict[str, Any] = {"players": _int_option(options, "players", 2, 2, 4)}
    neutrals = options.get("neutrals", "chosen").lower()
    if neutrals not in ("chosen", "random"):
        raise CommandError("neutrals must be chosen or random")
    result["neutrals"] = neutrals
    if "seed" in options:
        result["seed"] = _parse_int("seed", options["seed"])
    return result


def _morris_options(options: dict[str, str]) -> dict[str, Any]:
    unknown = set(options) - {"flying", "repetition", "no_removal"}
    if unknown:
        raise CommandError(f"unknown option for morris: {sorted(unknown)[0]}")
    return {
        "flying": _on_off(options, "flying", True),
        "repetition_draw": _on_off(options, "repetition", True),
        "no_removal_limit": _int_option(options, "no_removal", 100, 0, 10_000),
    }


def _path_argument(args: list[str], command: str) -> str:
    # Paths may hold spaces when quoted: loadgame "my games/game 1.json"
    try:
        parts = shlex.split(" ".join(args))
    except ValueError as exc:
        raise CommandError(f"usage: {command} PATH ({exc})") from None
    if len(parts) != 1:
        raise CommandError(f"usage: {command} PATH")
    return parts[0]
