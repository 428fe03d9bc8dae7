"""Sanmill's FEN of a Morris position, written and read as Sanmill does.

Sanmill (``calcitem/Sanmill``, ``Position::fen`` and ``Position::set``) writes a position as
17 fields separated by single spaces, e.g. the start of Nine Men's Morris::

    ********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1

1. The board: three groups of eight points, the inner square first, then the middle and the
   outer one; each group clockwise from the midpoint of its top side (inner: ``d5 e5 e4 e3 d3
   c3 c4 c5``). ``O`` a white man, ``@`` a black one, ``*`` an empty point.
2. The side to move: ``w`` or ``b``.
3. The phase: ``p`` placing (the side to move has men in hand), ``m`` moving, ``o`` the game is
   over (``r`` "ready", before the first move, is read as placing).
4. The action: ``p`` place, ``s`` select a man to move, ``r`` remove (Sanmill makes a removal a
   ply of its own; a position waiting for one is between two of its plies and is refused here,
   where a move carries its removal).
5. Men on the board and in hand: White's, then Black's (4 numbers), then the men each side has
   still to remove (2 numbers, 0 here).
6. The last mill's from and to squares of White, then of Black (4 numbers, Sanmill's square
   numbers 8-31, 0 for none): the no-immediate-return rule (Morabaraba's, here).
7. The one-time mills bitmask (0: no game here has Sanmill's one-time mills).
8. The plies since the last placement or removal (the no-removal count), and the full-move
   number (1 at the start, one more after every Black ply; a removal counts as a ply).

Sanmill may add fields for rules no game here has (``c:``, ``i:``, ``l:`` captures, ``p:`` a
removal's target, ``s:`` stalemate removals): such a position is refused with the reason.

Only the 24-point boards have a Sanmill FEN (Nine and Twelve Men's Morris, Morabaraba, Lasker
Morris): Three and Six Men's Morris are refused with the reason. The FEN holds no rules: the
reader takes them from the caller (the game being played).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..errors import PositionError
from ..quoting import excerpt
from .position import MorrisPosition, sanmill_ply, standing_ban, state_from_position
from .rules import resolve_rules
from .state import MorrisState

#: The points of each group of the board field, from Sanmill's rank 1 (the top midpoint) on,
#: clockwise: the inner square, the middle one, the outer one.
RINGS: tuple[tuple[str, ...], ...] = (
    ("d5", "e5", "e4", "e3", "d3", "c3", "c4", "c5"),
    ("d6", "f6", "f4", "f2", "d2", "b2", "b4", "b6"),
    ("d7", "g7", "g4", "g1", "d1", "a1", "a4", "a7"),
)
#: Sanmill's square number of each point name (8 = d5 ... 31 = a7).
SQUARES: dict[str, int] = {
    name: 8 + 8 * ring + rank for ring, names in enumerate(RINGS) for rank, name in enumerate(names)
}
_NAME_OF_SQUARE = {square: name for name, square in SQUARES.items()}
#: The longest FEN read: the 17 fields with the largest numbers Sanmill writes, and room.
MAX_FEN_LENGTH = 200
#: A number field longer than this is refused (Sanmill's are ints).
_MAX_DIGITS = 9
_FIELDS = 17
_EXTENSIONS = {
    "c": "custodian captures",
    "i": "intervention captures",
    "l": "leap captures",
    "p": "a removal's chosen target",
    "s": "removals after a stalemate",
}
_START_ALIASES = {"r": "p"}


def is_sanmill_board(options: Mapping[str, Any]) -> bool:
    """Whether the game ``options`` choose is played on Sanmill's 24 points."""
    return resolve_rules(options).board.num_points == 24


def no_fen_reason(name: str) -> str:
    return (
        f"{name} has no position string: Sanmill's FEN describes the 24-point board of Nine "
        "Men's Morris and its relatives only"
    )


def write_fen(state: MorrisState) -> str:
    """The FEN Sanmill writes for the position ``state`` is in (PositionError for a game not
    on the 24-point board)."""
    board = state.board
    if board.num_points != 24:
        raise PositionError(no_fen_reason(state.variant.name))
    cells = []
    for ring in RINGS:
        chars = []
        for name in ring:
            owner = state.owner_at(board.parse_point(name))
            chars.append("*" if owner is None else "O@"[owner])
        cells.append("".join(chars))
    side = state.to_move
    to_remove = [0, 0]
    ply = sanmill_ply(state)
    outcome = state.outcome()
    if outcome is not None and outcome.reason in ("repetition", "no-removal"):
        # Sanmill's position knows no draw by the history: its FEN shows the game going on.
        outcome = None
    if outcome is not None:
        phase = "o"
        side, action = _side_and_action_at_end(state)
        if action == "r":
            # Sanmill ends the game on the removal itself: its side still to move, still
            # "removing" one man.
            to_remove[side] = 1
    elif state.men_in_hand(side):
        phase, action = "p", "p"
    else:
        phase, action = "m", "s"
    last_mill = []
    for colour in (0, 1):
        ban = standing_ban(state, colour)  # written while it still bans a move
        if ban is None:
            last_mill += [0, 0]
        else:
            here, back = ban
            last_mill += [SQUARES[board.point_name(back)], SQUARES[board.point_name(here)]]
    fields = [
        "/".join(cells),
        "wb"[side],
        phase,
        action,
        state.men_on_board(0),
        state.men_in_hand(0),
        state.men_on_board(1),
        state.men_in_hand(1),
        *to_remove,
        *last_mill,
        0,
        state.no_removal_plies,
        1 + max(ply - side, 0) // 2,
    ]
    return " ".join(str(field) for field in fields)


def _side_and_action_at_end(state: MorrisState) -> tuple[int, str]:
    """Whose turn Sanmill's finished game shows, and its action: a game won by a removal
    stops on the remover's removal; a full board on the placing side; else the side to move."""
    outcome = state.outcome()
    moves = state.move_stack
    last = moves[-1] if moves else None
    mover = 1 - state.to_move
    if outcome is not None and last is not None:
        if outcome.reason == "two-men" and last.remove is not None:
            return mover, "r"
        full = state.men_on_board(0) + state.men_on_board(1) == state.board.num_points
        if full and last.src is None and outcome.reason in ("full-board", "blocked"):
            return mover, "p"
    side = state.to_move
    return side, "p" if state.men_in_hand(side) else "s"


def read_fen(text: str, options: Mapping[str, Any]) -> MorrisState:
    """The game under ``options`` (the rules, which a FEN does not hold) from the position
    ``text`` gives in Sanmill's FEN; PositionError (with the column at fault) says why there is
    none: a malformed FEN, a position the rules cannot reach or where the game would be over."""
    rules = resolve_rules(options)
    if rules.board.num_points != 24:
        raise PositionError(no_fen_reason(rules.variant.name))
    if len(text) > MAX_FEN_LENGTH:
        raise PositionError(f"a FEN is at most {MAX_FEN_LENGTH} characters ({len(text)} given)")
    tokens = [(match.start() + 1, match.group()) for match in re.finditer(r"\S+", text)]
    if not tokens:
        raise PositionError("there is no FEN: expected e.g. " + _example(rules.men))
    if len(tokens) < _FIELDS:
        column = len(text.rstrip()) + 1
        raise PositionError(
            f"a FEN has {_FIELDS} fields, this one {len(tokens)}: expected e.g. "
            + _example(rules.men),
            column=column,
        )
    for column, token in tokens[_FIELDS:]:
        key = token[:2]
        if len(key) == 2 and key[1] == ":" and key[0] in _EXTENSIONS:
            raise PositionError(
                f"the position uses {_EXTENSIONS[key[0]]}, a rule of Sanmill's that no game "
                "here has",
                column=column,
            )
        raise PositionError(f"unexpected {excerpt(token, 20)} after the FEN", column=column)
    board_column, board_text = tokens[0]
    white, black = _read_board(board_text, board_column, rules.board.parse_point)
    side_column, side_text = tokens[1]
    if side_text not in ("w", "b"):
        raise PositionError(
            f"the side to move is w or b, not {excerpt(side_text, 10)}", column=side_column
        )
    side = 0 if side_text == "w" else 1
    phase_column, phase = tokens[2]
    phase = _START_ALIASES.get(phase, phase)
    if phase not in ("p", "m", "o"):
        raise PositionError(
            f"the phase is p (placing) or m (moving), not {excerpt(phase, 10)}",
            column=phase_column,
        )
    if phase == "o":
        raise PositionError("the FEN says the game is over", column=phase_column)
    action_column, action = tokens[3]
    if action == "r":
        raise PositionError(
            "the position waits for a man to be removed: copy the position before the mill "
            "was closed or after the removal",
            column=action_column,
        )
    if action not in ("p", "s"):
        raise PositionError(
            f"the action is p (place) or s (select), not {excerpt(action, 10)}",
            column=action_column,
        )
    numbers = [_number(token, column) for column, token in tokens[4:17]]
    columns = [column for column, _ in tokens[4:17]]
    on_board_w, hand_w, on_board_b, hand_b, remove_w, remove_b = numbers[:6]
    for count, shown, colour, where in (
        (on_board_w, len(white), "white", columns[0]),
        (on_board_b, len(black), "black", columns[2]),
    ):
        if count != shown:
            raise PositionError(
                f"the board shows {shown} {colour} men, the count says {count}", column=where
            )
    for count, where in ((remove_w, columns[4]), (remove_b, columns[5])):
        if count:
            raise PositionError(
                "the position waits for men to be removed: copy the position before the mill "
                "was closed or after the removal",
                column=where,
            )
    bans = (
        _ban(numbers[6], numbers[7], columns[6], rules, 0, white, black),
        _ban(numbers[8], numbers[9], columns[8], rules, 1, white, black),
    )
    if numbers[10]:
        raise PositionError(
            "the position counts one-time mills, a rule of Sanmill's that no game here has",
            column=columns[10],
        )
    quiet, full_move = numbers[11], numbers[12]
    # Sanmill reads a move number of 0 as 1.
    start_ply = max(2 * (full_move - 1), 0) + side
    hands = (hand_w, hand_b)
    expected_phase = "p" if hands[side] else "m"
    if phase != expected_phase:
        colour = ("White", "Black")[side]
        has = f"has {hands[side]} men in hand" if hands[side] else "has no men in hand"
        raise PositionError(
            f"the phase is {expected_phase} ({'placing' if hands[side] else 'moving'}): "
            f"{colour}, to move, {has}",
            column=phase_column,
        )
    if action != ("p" if phase == "p" else "s"):
        raise PositionError(
            f"the action is {'p' if phase == 'p' else 's'} in the "
            f"{'placing' if phase == 'p' else 'moving'} phase",
            column=action_column,
        )
    position = MorrisPosition(
        white=frozenset(white),
        black=frozenset(black),
        in_hand=hands,
        to_move=side,
        no_removal_plies=quiet,
        bans=bans,
        start_ply=start_ply,
    )
    try:
        return state_from_position(position, options)
    except PositionError as error:
        raise PositionError(
            error.reason,
            column=_column_of(error, tokens, rules.board.point_name),
            where=error.where,
            part=error.part,
            seat=error.seat,
        ) from None


def _example(men: int) -> str:
    return f"********/********/******** w p p 0 {men} 0 {men} 0 0 0 0 0 0 0 0 1"


def _read_board(
    text: str, column: int, parse_point: Any
) -> tuple[list[int], list[int]]:
    groups = text.split("/")
    if len(groups) != 3 or any(len(group) != 8 for group in groups):
        raise PositionError(
            "the board is three groups of eight points (O, @ or *) joined by /", column=column
        )
    white: list[int] = []
    black: list[int] = []
    offset = 0
    for ring, group in zip(RINGS, groups, strict=True):
        for index, char in enumerate(group):
            at = column + offset + index
            if char == "O":
                white.append(parse_point(ring[index]))
            elif char == "@":
                black.append(parse_point(ring[index]))
            elif char == "X":
                raise PositionError(
                    "the position marks a point (X), a rule of Sanmill's that no game here has",
                    column=at,
                )
            elif char != "*":
                raise PositionError(
                    f"{excerpt(char, 4)} is not a point: O (white), @ (black) or * (empty)",
                    column=at,
                )
        offset += 9
    return white, black


def _number(token: str, column: int) -> int:
    if not token.isascii() or not token.isdigit() or len(token) > _MAX_DIGITS:
        raise PositionError(f"{excerpt(token, 12)} is not a count", column=column)
    return int(token)


def _ban(
    source: int,
    target: int,
    column: int,
    rules: Any,
    seat: int,
    white: list[int],
    black: list[int],
) -> tuple[int, int] | None:
    """Sanmill's last mill (from, to) of ``seat`` as our no-return ban (here, back); None for
    ``0 0``, and where it bans nothing: rules without the no-return rule, no man of the side on
    ``to`` or a man on ``from`` (Sanmill keeps a last mill until its side moves again)."""
    if source == 0 and target == 0:
        return None
    for value, where in ((source, column), (target, column + len(str(source)) + 1)):
        if value not in _NAME_OF_SQUARE:
            raise PositionError(
                f"{value} is not a square: Sanmill numbers them 8 to 31", column=where
            )
    here = rules.board.parse_point(_NAME_OF_SQUARE[target])
    back = rules.board.parse_point(_NAME_OF_SQUARE[source])
    own = white if seat == 0 else black
    if not rules.no_return or here not in own or back in white or back in black:
        return None
    return here, back


def _column_of(error: PositionError, tokens: list[tuple[int, str]], name: Any) -> int:
    """Where in the FEN the rules' objection points: the point at fault on the board, else the
    field of the part at fault, else the board."""
    if error.where is not None:
        point = name(error.where)
        for ring_index, ring in enumerate(RINGS):
            if point in ring:
                return tokens[0][0] + 9 * ring_index + ring.index(point)
    seat = error.seat or 0
    field = {
        "to_move": 1,
        "hand": 5 + 2 * seat,
        "clock": 15,
        "ply": 16,
        "ban": 10 + 2 * seat,
    }.get(error.part or "")
    return tokens[field][0] if field is not None else tokens[0][0]


__all__ = ["MAX_FEN_LENGTH", "RINGS", "SQUARES", "is_sanmill_board", "read_fen", "write_fen"]
