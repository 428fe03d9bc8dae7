"""Games with their side lines as PGN text: Sanmill's dialect for the Morris games, a PGN-style
text of our own for 9tka.

Writing (``write_pgn``):

- **Morris**, the shape Sanmill's "Save game" writes (``GameRecorder.moveHistoryText`` and
  ``ImportService.addTagPairs`` in ``calcitem/Sanmill``): the tags ``Event``, ``Site``, ``Date``,
  ``Round``, ``White``, ``Black``, ``Result``, ``Variant`` (the game's name, e.g.
  ``"Nine Men's Morris"``) and ``PlyCount`` (Sanmill's plies: a removal is one of its own); a
  set-up start as ``[FEN "..."]`` (Sanmill's FEN) and ``[SetUp "1"]``; then the moves, one full
  move a line, numbered from 1 (``1. d6 f4``, ``1... f4`` when Black starts), a removal joined to
  its move (``d5xb4``), a comment in braces after its move (``d6 {a quiet start}``), each
  variation in parentheses after the move it replaces (``(3. d2 d7)``), the result at the end
  (``1-0``, ``0-1``, ``1/2-1/2``, ``*``). Tags of our own, only where there is something to say:
  ``Options`` (the rules that differ from the game's defaults, ``flying=False``), ``WhiteType``
  / ``BlackType`` ``"program"`` and ``WhiteLevel`` / ``BlackLevel`` for a computer seat.
- **9tka**: the same frame, with ``[Game "9tka"]``, ``[Players "N"]``, ``[Neutrals "chosen"]``
  (``random`` with ``[Seed "S"]``), a tag per seat named by its colour (``[Yellow "Ada"]``,
  ``YellowType``/``YellowLevel`` for a computer), ``[Result "Blue"]`` (the winner's colour, or
  ``*``) and ``[Scores "4 5"]``, a set-up start as ``[FEN "9tka ..."]`` (the position string) and
  ``[SetUp "1"]``; every move numbered (``1. E6 2. D4 ...``), ``pass`` for a pass, the text ending
  with ``*``.

The start's comment is written before the first move. A tree whose variations nest deeper than
``MAX_DEPTH`` is not written (``GameError``: such a game goes in a ``.ninetka`` record).

Reading (``read_pgn``) takes either, and Sanmill's own files and clipboard texts: tags, move
numbers (``12.``, ``12...``, glued to the move or not), moves in notation with their removals
joined or standing alone (``d5 xb4``), a variation that starts with a removal (``(xa1)``: the
same move removing another man), comments in braces (after a move: its comment; before a
variation's first move: that move's; before the first move: the start's), ``;`` comments to the
end of the line and ``%`` lines (skipped), annotations (``!``, ``?!``, ``$1``: skipped) and the
result (recomputed from the moves, so skipped). The game is the ``Variant`` tag's (a Morris game
by its name; ``9tka`` by the ``Game`` tag), else the one the caller names, else Nine Men's
Morris; the rules are that game's defaults with the ``Options`` tag's changes. Every move is
replayed through the rules. A text that is not such a game is refused with ``PgnError`` (a
``RecordError``) naming the line and the column at fault and quoting a short, escaped piece of
it. Reading is bounded: no more text than a record may hold, no token longer than a move or a
tag can be, no variation nested deeper than ``MAX_DEPTH``, work in proportion to the text.
"""

from __future__ import annotations

import datetime
import os
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .base import GameState
from .errors import GameError, PositionError, RecordError
from .morris import MorrisState
from .morris.fen import read_fen, write_fen
from .morris.position import sanmill_ply
from .morris.rules import variant_of
from .morris.variants import VARIANTS
from .move_tree import MAX_COMMENT_LENGTH, Entry, EntryError, MoveTree, Node, clean_comment
from .names import name_problem
from .ninetka import NinetkaState
from .ninetka.position_string import read_position, write_position
from .quoting import excerpt, message_line
from .records import (
    MAX_LEVEL,
    MAX_RECORD_BYTES,
    GameRecord,
    Seat,
    colour_names,
    default_seats,
    read_game_file,
    start_to_json,
)
from .seat_names import own_name

#: Variations nest at most this deep (in reading and in writing).
MAX_DEPTH = 64
#: The longest move, move number, tag name and tag value read as one token.
MAX_MOVE = 32
MAX_NUMBER = 6
MAX_TAG_NAME = 40
MAX_TAG_VALUE = 255
#: What Sanmill writes for players it does not name (its "Human" and "AI").
_UNNAMED = frozenset({"", "?", "human", "ai", "-"})
_RESULTS = ("1-0", "0-1", "1/2-1/2", "½-½", "*")
_MORRIS_BY_NAME = {variant.name.casefold(): key for key, variant in VARIANTS.items()}
_NINETKA_COLOURS = ("Yellow", "Blue", "Orange", "Green")
_OPTION_VALUES: dict[str, Any] = {"True": True, "False": False, "true": True, "false": False}

_SPACE = re.compile(r"[ \t\f\v\u00a0\ufeff]+")
_TAG = re.compile(r'\[[ \t]*([A-Za-z0-9_]+)[ \t]+"((?:[^"\\\r\n]|\\.)*)"[ \t]*\]')
_NUMBER = re.compile(r"[0-9]+(\.+)?")
_SYMBOL = re.compile(r"[A-Za-z][A-Za-z0-9\-x+#=:]*")
_GLYPHS = re.compile(r"[!?]{1,2}")
_NAG = re.compile(r"\$[0-9]{1,3}(?![0-9])")
_LINE_BREAK = re.compile(r"[\r\n]")
_WORD = re.compile(r"\S{1,40}")
_REMOVAL = re.compile(r"x[a-zA-Z][0-9]{1,2}")


class PgnError(RecordError):
    """A PGN text that holds no game: ``line`` and ``column`` (1-based) say where."""

    def __init__(self, line: int, column: int, reason: str) -> None:
        super().__init__(message_line(f"line {line}, column {column}: {reason}"))
        self.line = line
        self.column = column
        self.reason = reason


# --- reading: tokens --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str  # tag, comment, open, close, move, result
    text: str
    line: int
    column: int
    value: str = ""
    #: A tag's: the column of its value's first character.
    value_column: int = 0


def _tokens(text: str) -> Iterator[_Token]:
    """The tokens of ``text``; PgnError for anything that is not PGN."""
    position = 0
    line = 1
    line_start = 0
    length = len(text)
    while position < length:
        char = text[position]
        column = position - line_start + 1
        if char in "\r\n":
            position += 2 if text.startswith("\r\n", position) else 1
            line += 1
            line_start = position
            continue
        if (char == "%" and position == line_start) or char == ";":
            # An escape line, or a comment to the end of the line: skipped.
            end = _line_end(text, position)
            position = end
            continue
        space = _SPACE.match(text, position)
        if space is not None:
            position = space.end()
            continue
        if char == "{":
            end = text.find("}", position + 1)
            if end < 0:
                raise PgnError(line, column, "a comment opened here is never closed with }")
            body = text[position + 1 : end]
            if len(body) > 2 * MAX_COMMENT_LENGTH:
                raise PgnError(
                    line, column, f"a comment is at most {MAX_COMMENT_LENGTH} characters"
                )
            yield _Token("comment", body, line, column)
            breaks = body.count("\n") + body.count("\r") - body.count("\r\n")
            if breaks:
                line += breaks
                line_start = position + 1 + max(body.rfind("\n"), body.rfind("\r")) + 1
            position = end + 1
            continue
        if char == "[":
            match = _TAG.match(text, position)
            if match is None:
                raise PgnError(
                    line, column, "a tag is written [Name \"value\"], on one line: "
                    + excerpt(text[position : _line_end(text, position)], 30)
                )
            name, value = match[1], match[2]
            if len(name) > MAX_TAG_NAME or len(value) > MAX_TAG_VALUE:
                raise PgnError(line, column, f"the tag {excerpt(name, 20)} is too long")
            value = re.sub(r"\\(.)", r"\1", value)
            yield _Token("tag", name, line, column, value, match.start(2) - line_start + 1)
            position = match.end()
            continue
        if char in "()":
            yield _Token("open" if char == "(" else "close", char, line, column)
            position += 1
            continue
        if char == "*":
            yield _Token("result", char, line, column)
            position += 1
            continue
        if char == "$":
            digits = _NAG.match(text, position)
            if digits is None:
                raise PgnError(line, column, "an annotation is $ and a number up to 255")
            position = digits.end()
            continue
        glyphs = _GLYPHS.match(text, position)
        if glyphs is not None:
            position = glyphs.end()
            continue
        if (char.isascii() and char.isdigit()) or char == "½":
            result = next((r for r in _RESULTS if text.startswith(r, position)), None)
            if result is not None and not _continues(text, position + len(result)):
                yield _Token("result", result, line, column)
                position += len(result)
                continue
            number = _NUMBER.match(text, position)
            if number is None or number[1] is None or len(number[0].rstrip(".")) > MAX_NUMBER:
                raise PgnError(
                    line, column, f"{excerpt(_word(text, position), 20)} is not a move number "
                    "(such as 12. or 12...) nor a result"
                )
            position = number.end()  # a move number: the moves are counted, not read
            continue
        symbol = _SYMBOL.match(text, position)
        if symbol is not None:
            word = symbol[0]
            if len(word) > MAX_MOVE:
                raise PgnError(line, column, f"{excerpt(word, 20)} is too long to be a move")
            yield _Token("move", word, line, column)
            position = symbol.end()
            continue
        raise PgnError(
            line, column, f"{excerpt(_word(text, position), 20)} is not part of a game"
        )


def _line_end(text: str, position: int) -> int:
    found = _LINE_BREAK.search(text, position)
    return found.start() if found else len(text)


def _continues(text: str, position: int) -> bool:
    return position < len(text) and (text[position].isalnum() or text[position] in "-/.")


def _word(text: str, position: int) -> str:
    match = _WORD.match(text, position)
    return match[0] if match else text[position : position + 1]


# --- reading: the game ------------------------------------------------------------------------


@dataclass(slots=True)
class _Move:
    parent: int
    text: str
    token: _Token
    comment: list[str] = field(default_factory=list)
    comment_token: _Token | None = None


@dataclass(slots=True)
class _Line:
    """A line of moves being read: where it stands, its last move and where that was played."""

    current: int
    last: int | None = None
    start: int = 0
    #: The move the variation replaces (for a variation that starts with a removal).
    replaces: int | None = None
    pending: list[str] = field(default_factory=list)
    pending_token: _Token | None = None


#: The file name ending of a PGN game.
PGN_SUFFIX = ".pgn"


def load_pgn(path: str | os.PathLike[str]) -> GameRecord:
    """The game of the PGN file at ``path``, read as every record is (``read_game_file``);
    RecordError says what is wrong, PgnError where."""
    try:
        text = read_game_file(path).decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RecordError("not a PGN game: the file is not UTF-8 text") from exc
    return read_pgn(text)


def read_pgn(text: str, morris_options: Mapping[str, Any] | None = None) -> GameRecord:
    """The game ``text`` holds, with its variations and comments, replayed through the rules;
    a Morris game without a ``Variant`` tag is the one ``morris_options`` choose (Nine Men's
    Morris when None). PgnError says where the text is at fault and why."""
    if len(text) > MAX_RECORD_BYTES or len(
        text.encode("utf-8", "surrogatepass")
    ) > MAX_RECORD_BYTES:
        raise RecordError(f"the text is too long: a game is at most {MAX_RECORD_BYTES:,} bytes")
    tags: dict[str, _Token] = {}
    moves: list[_Move] = []
    root_comment: list[str] = []
    root_token: _Token | None = None
    lines = [_Line(current=0)]
    ended: _Token | None = None
    for token in _tokens(text):
        if ended is not None and token.kind != "comment":
            raise PgnError(
                token.line, token.column, "the game ended with its result: one game a text"
            )
        if token.kind == "tag":
            if moves or len(lines) > 1 or root_comment:
                raise PgnError(token.line, token.column, "a tag after the moves")
            if token.text in tags:
                raise PgnError(token.line, token.column, f"the tag {token.text} is given twice")
            tags[token.text] = token
            continue
        line = lines[-1]
        if token.kind == "comment":
            comment = token.text
            if line.last is not None:
                target = moves[line.last - 1]
                target.comment.append(comment)
                target.comment_token = target.comment_token or token
            elif len(lines) == 1:
                root_comment.append(comment)
                root_token = root_token or token
            else:
                line.pending.append(comment)
                line.pending_token = line.pending_token or token
            continue
        if token.kind == "result":
            if len(lines) > 1:
                raise PgnError(token.line, token.column, "the result inside a variation")
            ended = token
            continue
        if token.kind == "open":
            if line.last is None:
                raise PgnError(token.line, token.column, "a variation before any move")
            if len(lines) > MAX_DEPTH:
                raise PgnError(
                    token.line, token.column, f"variations nest more than {MAX_DEPTH} deep"
                )
            lines.append(_Line(current=line.start, start=line.start, replaces=line.last))
            continue
        if token.kind == "close":
            if len(lines) == 1:
                raise PgnError(token.line, token.column, "a ) closes no variation")
            closed = lines.pop()
            if closed.last is None:
                raise PgnError(token.line, token.column, "a variation without a move")
            continue
        _read_move(token, line, moves)
    if len(lines) > 1:
        opened = lines[-1]
        last = moves[opened.last - 1].token if opened.last else None
        where = last or (ended if ended else None)
        raise PgnError(
            where.line if where else 1,
            where.column if where else 1,
            "a variation is never closed with )",
        )
    return _game(tags, moves, root_comment, root_token, morris_options)


def _read_move(token: _Token, line: _Line, moves: list[_Move]) -> None:
    word = token.text
    if _REMOVAL.fullmatch(word):
        # A removal standing alone: the move before it removes that man.
        if line.last is not None:
            move = moves[line.last - 1]
            move.text += word
            return
        if line.replaces is None:
            raise PgnError(
                token.line, token.column, f"the game starts with a removal ({excerpt(word, 10)})"
            )
        # A variation opening on a removal: the replaced move, removing another man.
        base = moves[line.replaces - 1].text.split("x", 1)[0]
        word = base + word
    number = len(moves) + 1
    moves.append(_Move(line.current, word, token, list(line.pending), line.pending_token))
    line.pending.clear()
    line.pending_token = None
    line.start = line.current
    line.current = number
    line.last = number


def _game(
    tags: dict[str, _Token],
    moves: list[_Move],
    root_comment: list[str],
    root_token: _Token | None,
    morris_options: Mapping[str, Any] | None,
) -> GameRecord:
    game_tag = tags.get("Game")
    if game_tag is not None and game_tag.value.strip().casefold() not in ("9tka", "morris"):
        raise _tag_error(game_tag, f"the game {excerpt(game_tag.value, 20)} is not played here")
    ninetka = game_tag is not None and game_tag.value.strip().casefold() == "9tka"
    start = _ninetka_start(tags) if ninetka else _morris_start(tags, morris_options)
    seats = _seats(tags, start)
    entries = []
    for move in moves:
        comment = _comment(move.comment, move.comment_token or move.token)
        entries.append(Entry(move.parent, move.text, comment))
    root = _comment(root_comment, root_token)
    try:
        tree = MoveTree._build(start, entries, root)
    except EntryError as error:
        if error.index < 0:
            token = root_token
            assert token is not None
            raise PgnError(token.line, token.column, error.reason) from None
        move = moves[error.index]
        if error.comment:
            token = move.comment_token or move.token
            raise PgnError(token.line, token.column, error.reason) from None
        ply = _ply(moves, error.index)
        where = "move" if _on_main_line(moves, error.index) else "move of a variation"
        raise PgnError(
            move.token.line,
            move.token.column,
            f"{where} {ply} ({excerpt(move.text, 20)[1:-1]}) is illegal: {error.reason}",
        ) from None
    end = tree.state_at(tree.main_line_end())
    return GameRecord(state=end, seats=seats, tree=tree)


def _ply(moves: list[_Move], index: int) -> int:
    ply = 1
    parent = moves[index].parent
    while parent:
        ply += 1
        parent = moves[parent - 1].parent
    return ply


def _on_main_line(moves: list[_Move], index: int) -> bool:
    """Whether move ``index`` follows the first moves from the start (read first at each
    position)."""
    first: dict[int, int] = {}
    for number, move in enumerate(moves, start=1):
        first.setdefault(move.parent, number)
    node = index + 1
    while node:
        parent = moves[node - 1].parent
        if first[parent] != node:
            return False
        node = parent
    return True


def _comment(parts: list[str], token: _Token | None) -> str:
    text = clean_comment(" ".join(clean_comment(part) for part in parts if part.strip()))
    if len(text) > MAX_COMMENT_LENGTH and token is not None:
        raise PgnError(
            token.line, token.column, f"a comment is at most {MAX_COMMENT_LENGTH} characters"
        )
    return text


def _tag_error(token: _Token, reason: str, offset: int | None = None) -> PgnError:
    """An error in a tag's value; ``offset`` the 1-based column in the value, if known."""
    column = token.column if offset is None else token.value_column + offset - 1
    return PgnError(token.line, column, reason)


def _morris_start(
    tags: dict[str, _Token], morris_options: Mapping[str, Any] | None
) -> GameState[Any]:
    options: dict[str, Any] = dict(morris_options or {})
    variant_tag = tags.get("Variant")
    if variant_tag is not None:
        key = _MORRIS_BY_NAME.get(variant_tag.value.strip().casefold())
        if key is None:
            raise _tag_error(
                variant_tag,
                f"{excerpt(variant_tag.value, 30)} is not a game played here: "
                + ", ".join(v.name for v in VARIANTS.values()),
            )
        if options.get("variant", "nine") != key:
            options = {}  # the file's game, with its own defaults
        options["variant"] = key
    options_tag = tags.get("Options")
    if options_tag is not None:
        options.update(_read_options(options_tag))
    if options.get("variant") == "nine":
        del options["variant"]
    try:
        variant_of(options)
        state = MorrisState.from_options(options)
    except GameError as error:
        token = options_tag or variant_tag
        if token is None:
            raise RecordError(f"the game's rules: {error}") from error
        raise _tag_error(token, f"the game's rules: {error}") from error
    fen = _setup(tags)
    if fen is None:
        return state
    try:
        return read_fen(fen.value, state.options())
    except PositionError as error:
        raise _tag_error(fen, error.reason, error.column) from None


def _setup(tags: dict[str, _Token]) -> _Token | None:
    fen = tags.get("FEN")
    setup = tags.get("SetUp")
    if setup is not None and setup.value.strip() not in ("0", "1"):
        raise _tag_error(setup, 'SetUp is "0" or "1"')
    if fen is not None and setup is not None and setup.value.strip() == "0":
        raise _tag_error(setup, 'SetUp "0" says there is no set-up position, but FEN gives one')
    return fen


def _read_options(token: _Token) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for item in token.value.split(","):
        key, sep, value = item.strip().partition("=")
        if not sep or not key.isidentifier():
            raise _tag_error(token, f"{excerpt(item.strip(), 20)} is not an option (name=value)")
        if value in _OPTION_VALUES:
            options[key] = _OPTION_VALUES[value]
        elif value.isascii() and value.isdigit() and len(value) <= 6:
            options[key] = int(value)
        else:
            raise _tag_error(token, f"option {key} has the value {excerpt(value, 12)}")
    return options


def _ninetka_start(tags: dict[str, _Token]) -> GameState[Any]:
    fen = _setup(tags)
    players_tag = tags.get("Players")
    neutrals_tag = tags.get("Neutrals")
    seed_tag = tags.get("Seed")
    if fen is not None:
        try:
            state: GameState[Any] = read_position(fen.value)
        except PositionError as error:
            raise _tag_error(fen, error.reason, error.column) from None
        options = state.options()
        for token, key in ((players_tag, "players"), (neutrals_tag, "neutrals")):
            if token is not None and token.value.strip().casefold() != str(options[key]):
                raise _tag_error(token, f"the position says {key} {options[key]}")
        return state
    options = {"players": 2, "neutrals": "chosen", "seed": None}
    if players_tag is not None:
        if players_tag.value.strip() not in ("2", "3", "4"):
            raise _tag_error(players_tag, "9tka is played by 2, 3 or 4 players")
        options["players"] = int(players_tag.value)
    if neutrals_tag is not None:
        options["neutrals"] = neutrals_tag.value.strip().casefold()
    if seed_tag is not None:
        seed = seed_tag.value.strip()
        if not re.fullmatch(r"-?[0-9]{1,20}", seed):
            raise _tag_error(seed_tag, f"the seed is a whole number, not {excerpt(seed, 20)}")
        options["seed"] = int(seed)
    try:
        return NinetkaState.from_options(options)
    except GameError as error:
        token = neutrals_tag or players_tag or seed_tag
        if token is None:  # pragma: no cover - the defaults are valid
            raise RecordError(str(error)) from error
        raise _tag_error(token, str(error)) from error


def _seats(tags: dict[str, _Token], start: GameState[Any]) -> list[Seat]:
    """The players the tags name; a name that cannot be one leaves its seat unnamed, as
    Sanmill's "Human" and "AI" do."""
    colours = colour_names(start)[: start.num_players]
    seats = []
    for seat, colour in enumerate(colours):
        name_tag = tags.get(colour)
        name = name_tag.value.strip() if name_tag is not None else ""
        if name.casefold() in _UNNAMED or name_problem(name) is not None:
            name = ""
        name = own_name(start.game_name, seat, name)
        kind_tag = tags.get(colour + "Type")
        level_tag = tags.get(colour + "Level")
        if kind_tag is not None and kind_tag.value.strip().casefold() == "program":
            level = level_tag.value.strip() if level_tag is not None else ""
            if not (level.isascii() and level.isdigit() and 1 <= int(level) <= MAX_LEVEL):
                raise _tag_error(
                    level_tag or kind_tag, f"a computer seat needs a level from 1 to {MAX_LEVEL}"
                )
            seats.append(Seat(name, "computer", int(level)))
        else:
            seats.append(Seat(name))
    return seats


# --- writing ----------------------------------------------------------------------------------


def write_pgn(
    game: GameState[Any] | MoveTree,
    seats: Sequence[Seat] | None = None,
    *,
    date: datetime.date | None = None,
) -> str:
    """``game`` (a state: its moves from its start; or a whole move tree) as PGN text: Sanmill's
    dialect for the Morris games, ours for 9tka. GameError when it cannot be written: a set-up
    Three or Six Men's Morris game (Sanmill's FEN has no such board), or variations nested
    deeper than ``MAX_DEPTH``."""
    tree = game if isinstance(game, MoveTree) else MoveTree.from_state(game)
    depth = _deepest(tree)
    if depth > MAX_DEPTH:
        raise GameError(
            f"the variations nest {depth} deep, and PGN here takes at most {MAX_DEPTH}: save "
            "the game as a record instead"
        )
    start = tree.start_state()
    end = tree.state_at(tree.main_line_end())
    seat_list = list(seats) if seats is not None else default_seats(start)
    if len(seat_list) != start.num_players:
        raise GameError(f"{len(seat_list)} seats given for a {start.num_players}-player game")
    when = date or datetime.date.today()
    tags: list[tuple[str, str]] = [
        ("Event", "Ninetka Desktop"),
        ("Site", "?"),
        ("Date", f"{when.year:04d}.{when.month:02d}.{when.day:02d}"),
        ("Round", "?"),
    ]
    if isinstance(start, MorrisState):
        assert isinstance(end, MorrisState)
        tags += _morris_tags(tree, start, end, seat_list)
        movetext = _morris_movetext(tree, start, _morris_result(end))
    else:
        assert isinstance(start, NinetkaState) and isinstance(end, NinetkaState)
        tags += _ninetka_tags(start, end, seat_list)
        movetext = _ninetka_movetext(tree)
    head = "".join(f'[{name} "{_escape(value)}"]\n' for name, value in tags)
    return f"{head}\n{movetext}\n"


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _deepest(tree: MoveTree) -> int:
    deepest = 0
    depth = {tree.root.id: 0}
    for node in tree.nodes():
        for row, child in enumerate(node.children):
            depth[child.id] = depth[node.id] + (1 if row else 0)
            deepest = max(deepest, depth[child.id])
    return deepest


def _computer_tags(colours: Sequence[str], seats: Sequence[Seat]) -> list[tuple[str, str]]:
    tags: list[tuple[str, str]] = []
    for colour, seat in zip(colours, seats, strict=True):
        if seat.kind == "computer":
            tags += [(colour + "Type", "program"), (colour + "Level", str(seat.level))]
    return tags


def _morris_result(end: MorrisState) -> str:
    outcome = end.outcome()
    if outcome is None:
        return "*"
    if outcome.winner is None:
        return "1/2-1/2"
    return "1-0" if outcome.winner == 0 else "0-1"


def _morris_tags(
    tree: MoveTree, start: MorrisState, end: MorrisState, seats: Sequence[Seat]
) -> list[tuple[str, str]]:
    colours = ("White", "Black")
    tags = [(colour, seat.name or "?") for colour, seat in zip(colours, seats, strict=True)]
    tags.append(("Result", _morris_result(end)))
    tags.append(("Variant", start.variant.name))
    tags.append(("PlyCount", str(sanmill_ply(end) - start.start_ply)))
    defaults = MorrisState.from_options({"variant": start.variant.key}).options()
    changed = {k: v for k, v in start.options().items() if defaults.get(k) != v}
    if changed:
        tags.append(("Options", ", ".join(f"{k}={v}" for k, v in sorted(changed.items()))))
    tags += _computer_tags(colours, seats)
    if start_to_json(start) is not None:
        try:
            tags += [("FEN", write_fen(start)), ("SetUp", "1")]
        except PositionError as error:
            raise GameError(f"{error.reason}: save the game as a record instead") from error
    return tags


def _ninetka_tags(
    start: NinetkaState, end: NinetkaState, seats: Sequence[Seat]
) -> list[tuple[str, str]]:
    options = start.options()
    tags = [("Game", "9tka"), ("Players", str(start.num_players))]
    tags.append(("Neutrals", options["neutrals"]))
    if options["seed"] is not None:
        tags.append(("Seed", str(options["seed"])))
    colours = _NINETKA_COLOURS[: start.num_players]
    tags += [(colour, seat.name or "?") for colour, seat in zip(colours, seats, strict=True)]
    tags += _computer_tags(colours, seats)
    outcome = end.outcome()
    if outcome is None:
        tags.append(("Result", "*"))
    else:
        assert outcome.winner is not None  # 9tka always has a winner
        tags.append(("Result", _NINETKA_COLOURS[outcome.winner]))
        tags.append(("Scores", " ".join(str(score) for score in outcome.scores)))
    if start_to_json(start) is not None:
        tags += [("FEN", write_position(start)), ("SetUp", "1")]
    return tags


def _comment_text(node: Node) -> str:
    return f" {{{node.comment}}}" if node.comment else ""


def _morris_movetext(tree: MoveTree, start: MorrisState, result: str) -> str:
    """Sanmill's layout: one full move a line, variations after the move they replace."""
    first_side = start.to_move

    def number(node: Node) -> int:
        return (node.ply - 1 + first_side) // 2 + 1

    def variation(node: Node) -> str:
        """A line starting at ``node`` (a non-first child), in Sanmill's compact form."""
        parts: list[str] = []
        current: Node | None = node
        after_variation = False
        while current is not None:
            white = current.mover == 0
            if current is node or white or after_variation:
                parts.append(f"{number(current)}{'.' if white else '...'} ")
            else:
                parts.append("")
            parts[-1] += current.notation + _comment_text(current)
            nested = _variations_of(current)
            if nested:
                parts[-1] += "".join(f" ({variation(v)})" for v in nested)
            after_variation = bool(nested)
            current = current.main_child
        return " ".join(parts)

    out: list[str] = []
    if tree.root.comment:
        out.append(f"{{{tree.root.comment}}} ")
    main = tree.main_line()
    index = 0
    while index < len(main):
        node = main[index]
        if node.mover == 1 and index == 0:
            out.append(f"{number(node)}...")
        else:
            out.append(f"{number(node)}.")
        for _ in range(2 if node.mover == 0 else 1):
            if index >= len(main):
                break
            node = main[index]
            out.append(" " + node.notation + _comment_text(node))
            nested = _variations_of(node)
            for v in nested:
                out.append(f" ({variation(v)})")
            index += 1
            if nested and node.mover == 0 and index < len(main):
                out.append(f" {number(main[index])}...")
        if index < len(main):
            out.append("\n")
    out.append(f" {result}" if main else result)
    return "".join(out).lstrip(" ")


def _variations_of(node: Node) -> list[Node]:
    """The variations that replace ``node``: its later siblings, when it is a first child."""
    parent = node.parent
    if parent is None or parent.children[0] is not node:
        return []
    return parent.children[1:]


def _ninetka_movetext(tree: MoveTree) -> str:
    """Every move numbered by its ply, variations after the move they replace, words wrapped
    at 79 characters."""
    words: list[str] = []
    if tree.root.comment:
        words.append(f"{{{tree.root.comment}}}")

    def line(node: Node | None) -> None:
        while node is not None:
            words.append(f"{node.ply}. {node.notation}")
            if node.comment:
                words.append(f"{{{node.comment}}}")
            for other in _variations_of(node):
                words.append("(")
                line(other)
                words[-1] += ")"
            node = node.main_child

    line(tree.root.main_child)
    words.append("*")
    text_lines: list[str] = []
    current = ""
    for word in words:
        glued = not current or current.endswith("(")
        candidate = current + word if glued else f"{current} {word}"
        if len(candidate) > 79 and current and not current.endswith("("):
            text_lines.append(current)
            current = word
        else:
            current = candidate
    text_lines.append(current)
    return "\n".join(text_lines)


def looks_like_ninetka_pgn(text: str) -> bool:
    """Whether ``text`` is a 9tka game in PGN style (its tags name the game)."""
    return re.search(r'\[[ \t]*Game[ \t]+"9tka"[ \t]*\]', text[:4096], re.IGNORECASE) is not None


__all__ = [
    "MAX_DEPTH",
    "PgnError",
    "looks_like_ninetka_pgn",
    "read_pgn",
    "write_pgn",
]
