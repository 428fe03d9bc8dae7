"""One engine session: a current game and the commands that read and change it.

Every command answers a ``Reply``; no input, however malformed, raises out of ``handle``.
A failed command leaves the current game exactly as it was.
"""

from __future__ import annotations

import re
import shlex
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import __version__
from ..ai import choose_move
from ..analysis import DEFAULT_LEVEL, analyse
from ..games import GameError, GameState, new_game
from ..games.morris import VARIANTS
from ..games.morris.rules import NUMBER_OPTIONS, variant_of
from ..games.position_strings import position_string, read_position_string
from ..games.quoting import printable
from ..games.records import RecordError, load_record, save_record
from ..games.registry import PositionKind, game_info, info_of, preset_of

PROTOCOL_VERSION = "1"
ENGINE_NAME = "Ninetka Desktop"
MAX_LINE_LENGTH = 4096
LINE_TOO_LONG = f"line too long (more than {MAX_LINE_LENGTH} characters)"
MAX_LEVEL = 6
#: perft 6 from the start (99,274,176) already takes half a minute: deeper is refused at once,
#: and the position limit below bounds the time of the rest.
MAX_PERFT_DEPTH = 8
#: Positions perft may reach: room for perft 6 from the start (104,682,721, half a minute), and
#: at most a minute or two where positions have few moves (1.5 to 4 million positions a second).
MAX_PERFT_POSITIONS = 120_000_000
#: How many positions perft reaches between two looks at the cancellation flag.
PERFT_POLL_EVERY = 4096
#: Commands whose argument is a path, taken from the raw line (see ``_raw_argument``).
PATH_COMMANDS = frozenset({"loadgame", "savegame"})
#: Commands whose argument is the rest of the line as written: paths, and position strings
#: (whose error columns count in the string as given).
RAW_COMMANDS = PATH_COMMANDS | {"setfen"}


@dataclass(frozen=True, slots=True)
class Reply:
    """An answer: ``= text`` when ``ok``, ``? text`` otherwise (GTP style)."""

    ok: bool
    text: str = ""
    command_id: str = ""

    def render(self) -> str:
        mark = "=" if self.ok else "?"
        # An error is one line whatever its message holds, so the framing always survives, and
        # the input it quotes cannot send control sequences to the client's terminal.
        text = self.text if self.ok else printable(" ".join(self.text.split()))
        return f"{mark}{self.command_id} {text}\n\n"


class CommandError(Exception):
    """A command's own failure; its message is sent back after ``?``."""


class PerftStopped(Exception):
    """perft gave up: past its position limit, or cancelled."""


Handler = Callable[[list[str]], str]


class EngineSession:
    """Reads one command line at a time and answers it."""

    def __init__(self, cancelled: Callable[[], bool] | None = None) -> None:
        self.game: GameState[Any] = new_game("9tka", {"players": 2})
        self.finished = False
        #: True once the client can no longer wait for an answer (its input ended):
        #: perft and genmove then stop early.
        self.cancelled: Callable[[], bool] = cancelled or (lambda: False)
        self._handlers: dict[str, Handler] = {
            "protocol_version": self._protocol_version,
            "name": self._name,
            "version": self._version,
            "list_commands": self._list_commands,
            "known_command": self._known_command,
            "quit": self._quit,
            "newgame": self._newgame,
            "fen": self._fen,
            "setfen": self._setfen,
            "legal_moves": self._legal_moves,
            "play": self._play,
            "undo": self._undo,
            "genmove": self._genmove,
            "analyze": self._analyze,
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
        content = line.replace("\t", " ").split("#", 1)[0].strip()
        if not content:
            return None
        if len(content) > MAX_LINE_LENGTH:
            return Reply(False, LINE_TOO_LONG)
        words = content.split()
        command_id = ""
        if _ASCII_NUMBER.fullmatch(words[0]):
            command_id = words.pop(0)
            if not words:
                return Reply(False, "missing command", command_id)
        command, args = words[0].lower(), words[1:]
        handler = self._handlers.get(command)
        if handler is None:
            return Reply(False, f"unknown command: {words[0]}", command_id)
        if command in RAW_COMMANDS:
            # A path or a position is read from the line as written: "#" and runs of blanks
            # belong to it.
            args = _raw_argument(line, command_id, words[0])
            if args and len(args[0]) > MAX_LINE_LENGTH:
                return Reply(False, LINE_TOO_LONG, command_id)
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
                               " | newgame morris [variant=" + "|".join(VARIANTS) + "]"
                               " [flying=on|off] [repetition=on|off] [no_removal=N]"
                               " [OPTION=on|off ...] [men=9|10]")
        name, options = args[0].lower(), _key_values(args[1:])
        info = game_info(name)  # raises a clear GameError for an unknown game
        self.game = info.new_state(_OPTION_READERS[info.key](options))
        return ""

    def _fen(self, args: list[str]) -> str:
        """The current position's string: Sanmill's FEN for a Morris game, ours for 9tka."""
        _no_arguments(args)
        return position_string(self.game)

    def _setfen(self, args: list[str]) -> str:
        """Set up the position a string gives: a 9tka string sets up 9tka, a FEN the Morris
        game being played (Nine Men's Morris when the game is 9tka)."""
        if len(args) != 1:
            raise CommandError("usage: setfen POSITION")
        # A FEN holds no rules: it is read into the game being played.
        fen_game = info_of(self.game).position_kind is PositionKind.FEN
        rules = self.game.options() if fen_game else None
        self.game = read_position_string(args[0], rules)
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
            self.game, level,
            seed=None if seed is None else _parse_int("seed", seed, negative=True),
            deadline=deadline, cancelled=self.cancelled,
        )
        self.game.play(text)
        return text

    def _analyze(self, args: list[str]) -> str:
        """One line per legal move, best first: ``MOVE VALUE KIND [basis] [pv MOVES...]``."""
        options = _key_values(args)
        unknown = set(options) - {"level", "movetime", "seed"}
        if unknown:
            raise CommandError(f"unknown analyze option: {sorted(unknown)[0]}")
        level = _int_option(options, "level", DEFAULT_LEVEL, 1, MAX_LEVEL)
        movetime = _int_option(options, "movetime", 0, 1, 3_600_000)
        seed = options.get("seed")
        if self.game.is_over():
            raise CommandError("the game is over")
        result = analyse(
            self.game, level,
            seconds=movetime / 1000 if movetime else None,
            cancelled=self.cancelled,
            seed=None if seed is None else _parse_int("seed", seed, negative=True),
        )
        return "\n".join(value.protocol_line() for value in result.moves)

    def _status(self, args: list[str]) -> str:
        _no_arguments(args)
        over = "true" if self.game.is_over() else "false"
        text = f"phase={self.game.phase} to_move={self.game.to_move + 1} over={over}"
        # Nine Men's Morris, the default, answers as it always did.
        preset = preset_of(self.game)
        if not preset.default:
            text += f" variant={preset.key}"
        return text

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
        if not 0 <= depth <= MAX_PERFT_DEPTH:
            raise CommandError(f"perft depth must be from 0 to {MAX_PERFT_DEPTH}")
        if not info_of(self.game).perft:
            raise CommandError("perft is offered for morris games")
        counter = _PerftCounter(self.cancelled)
        try:
            return str(counter.perft(self.game.copy(), depth))
        except PerftStopped as exc:
            raise CommandError(f"perft stopped: {exc}") from None

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


def is_quit(line: str) -> bool:
    """True for a ``quit`` command line, numbered or not (read as ``handle`` reads it)."""
    content = line.replace("\t", " ").split("#", 1)[0]
    words = content.split() if len(content.strip()) <= MAX_LINE_LENGTH else []
    if words and _ASCII_NUMBER.fullmatch(words[0]):
        words = words[1:]
    return bool(words) and words[0].lower() == "quit"


# --- perft ------------------------------------------------------------------------------------


class _PerftCounter:
    """Morris perft (as ``games.morris.perft``) that counts the positions it reaches, so that it
    can give up past ``MAX_PERFT_POSITIONS`` and look at the cancellation flag now and then."""

    def __init__(self, cancelled: Callable[[], bool]) -> None:
        self.cancelled = cancelled
        self.limit = MAX_PERFT_POSITIONS
        self.positions = 0
        self._next_poll = PERFT_POLL_EVERY

    def perft(self, state: GameState[Any], depth: int) -> int:
        if depth <= 0:
            self._reach(1)
            return 1
        moves = state.legal_moves()
        if depth == 1:  # most calls: one count for the position and its children
            self._reach(1 + len(moves))
            return len(moves)
        self._reach(1)
        total = 0
        for move in moves:
            state.push_unchecked(move)
            total += self.perft(state, depth - 1)
            state.pop()
        return total

    def _reach(self, count: int) -> None:
        self.positions += count
        if self.positions > self.limit:
            raise PerftStopped(f"more than {self.limit} positions")
        if self.positions >= self._next_poll:
            self._next_poll = self.positions + PERFT_POLL_EVERY
            if self.cancelled():
                raise PerftStopped("input closed")


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


_ASCII_NUMBER = re.compile(r"[0-9]+")
_ASCII_SIGNED_NUMBER = re.compile(r"-?[0-9]+")


def _parse_int(name: str, text: str, negative: bool = False) -> int:
    # int() alone would also take "٣", "+3", "0_2" and surrounding blanks.
    pattern = _ASCII_SIGNED_NUMBER if negative else _ASCII_NUMBER
    if not pattern.fullmatch(text):
        raise CommandError(f"{name} must be a whole number, not {text!r}")
    try:
        return int(text, 10)
    except ValueError:  # more digits than Python converts
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
        result["seed"] = _parse_int("seed", options["seed"], negative=True)
    return result


#: The protocol's short names of the Morris options (the others are spelled as in records).
_MORRIS_ALIASES = {"repetition": "repetition_draw", "no_removal": "no_removal_limit"}


def _morris_options(options: dict[str, str]) -> dict[str, Any]:
    """The rules' options from ``newgame morris``'s ``key=value`` words: ``variant=KEY`` and the
    chosen game's own options (on/off or numbers); the rules then refuse what the game lacks."""
    result: dict[str, Any] = {}
    if "variant" in options:
        result["variant"] = options["variant"].lower()
        variant_of(result)  # an unknown game is named before its options are read
    for key in sorted(set(options) - {"variant"}):
        name = _MORRIS_ALIASES.get(key, key)
        offered = {n for v in VARIANTS.values() for n in v.defaults}
        if name not in offered or key in _MORRIS_ALIASES.values():
            raise CommandError(f"unknown option for morris: {key}")
        if name == "no_removal_limit":
            result[name] = _int_option(options, key, 100, 0, 10_000)
        elif name in NUMBER_OPTIONS:
            result[name] = _parse_int(key, options[key])
        else:
            result[name] = _on_off(options, key, True)
    return result


#: How ``newgame`` reads each game's ``key=value`` words, by the game's key.
_OPTION_READERS: dict[str, Callable[[dict[str, str]], dict[str, Any]]] = {
    "9tka": _ninetka_options,
    "morris": _morris_options,
}


def _raw_argument(raw: str, command_id: str, word: str) -> list[str]:
    """The text of ``raw`` after its id and command ``word``, untouched but for the blanks
    around it: a path keeps its ``#`` and runs of spaces. ``[]`` when there is none."""
    rest = raw.lstrip()[len(command_id):].lstrip()[len(word):]
    # "loadgame#x": the word ended at a comment, so there is no argument.
    if not rest[:1].isspace():
        return []
    text = rest.strip()
    return [text] if text else []


def _path_argument(args: list[str], command: str) -> str:
    """The path in a command's raw argument: inside quotes exactly as written (shell rules:
    ``"my games/a  b.json"``, ``'x#1.json'``), else the whole text as it stands."""
    if len(args) != 1:
        raise CommandError(f"usage: {command} PATH")
    text = args[0]
    path = text
    if text[0] in "\"'":
        try:
            parts = shlex.split(text)
        except ValueError as exc:
            raise CommandError(f"usage: {command} PATH ({exc})") from None
        if len(parts) != 1 or not parts[0]:
            raise CommandError(f"usage: {command} PATH (one path; quote it whole)")
        path = parts[0]
    if "\0" in path:  # the OS cannot take it; without this check open() raises ValueError
        verb = "load" if command == "loadgame" else "save"
        raise CommandError(f"cannot {verb} {path}: a path cannot hold a NUL character")
    return path
