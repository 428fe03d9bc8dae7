"""The 9tka position string: a FEN-like line holding everything a 9tka position needs.

Documented for players in ``docs/POSITION_STRINGS.md``. Six fields separated by single
spaces::

    9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 chosen

1. ``9tka``: what the string is.
2. The board, row 11 (the top edge slots) first and row 1 last, rows joined by ``/``: the top
   and bottom rows are their 9 slots ``B``..``J``, the other rows their 11 cells ``A``..``K``
   (the left slot, the 9 field cells, the right slot). ``Y``, ``B``, ``O``, ``G``: a counter of
   seat 1 (Yellow) to 4 (Green); ``N``: a neutral counter; a number: that many empty cells.
3. The seat to move: ``y``, ``b``, ``o`` or ``g``.
4. The phase: ``n`` (placing the neutral counters), ``e`` (placing counters on the edge) or
   ``m`` (movement).
5. The counters each seat still has in hand, in seat order, joined by ``,``: as many numbers as
   players (2 to 4).
6. How the neutral counters are placed: ``chosen`` or ``random``, with ``:`` and the seed when
   the game has one (``random:1234``).

The phase and the counters in hand follow from the board; they are written so that the string
reads on its own, and checked when read. A forced pass needs no field: a seat to move with no
counter free to slide passes. Reading is strict and refuses, with the column at fault, a string
that is malformed or a position the rules cannot reach (``games.ninetka.position``).
"""

from __future__ import annotations

import re

from ..errors import PositionError
from ..quoting import excerpt
from .geometry import FILES, SIZE
from .position import NinetkaPosition, state_from_position
from .state import NEUTRAL, NEUTRAL_MODES, NinetkaState

TAG = "9tka"
#: The longest position string read (a full board is about 150 characters).
MAX_LENGTH = 300
#: Counter letters by seat, and the neutral one.
SEAT_LETTERS = "YBOG"
NEUTRAL_LETTER = "N"
_PHASES = {"neutrals": "n", "edge": "e", "movement": "m", "over": "m"}
_PHASE_NAMES = {"n": "placing the neutral counters", "e": "placing on the edge", "m": "movement"}
_ROWS = 11
_SEED = re.compile(r"-?[0-9]{1,20}")


def _row_cells(row: int) -> list[int]:
    """The cells row ``row`` (0 = rank 1) lists, left to right: its 9 slots on the top and
    bottom edges, else its 11 cells."""
    columns = range(1, SIZE - 1) if row in (0, SIZE - 1) else range(SIZE)
    return [row * SIZE + column for column in columns]


def write_position(state: NinetkaState) -> str:
    """The position string of the position ``state`` is in."""
    rows = []
    for row in range(_ROWS - 1, -1, -1):
        text = []
        run = 0
        for cell in _row_cells(row):
            owner = state.owner_at(cell)
            if owner is None:
                run += 1
                continue
            if run:
                text.append(str(run))
                run = 0
            text.append(NEUTRAL_LETTER if owner == NEUTRAL else SEAT_LETTERS[owner])
        if run:
            text.append(str(run))
        rows.append("".join(text))
    options = state.options()
    neutrals = options["neutrals"]
    if options["seed"] is not None:
        neutrals += f":{options['seed']}"
    hands = ",".join(str(state.counters_in_hand(seat)) for seat in range(state.num_players))
    to_move = SEAT_LETTERS[state.to_move].lower()
    return f"{TAG} {'/'.join(rows)} {to_move} {_PHASES[state.phase]} {hands} {neutrals}"


def looks_like_position(text: str) -> bool:
    """Whether ``text`` is meant as a 9tka position string (it starts with ``9tka``)."""
    return text.strip()[: len(TAG) + 1].lower() in (TAG, TAG + " ")


def read_position(text: str) -> NinetkaState:
    """The game that plays on from the position ``text`` gives; PositionError, with the column
    at fault, for a malformed string or a position the rules cannot reach."""
    if len(text) > MAX_LENGTH:
        raise PositionError(
            f"a 9tka position string is at most {MAX_LENGTH} characters ({len(text)} given)"
        )
    tokens = [(match.start() + 1, match.group()) for match in re.finditer(r"\S+", text)]
    if not tokens or tokens[0][1].lower() != TAG:
        raise PositionError(
            f"a 9tka position string starts with {TAG}", column=tokens[0][0] if tokens else 1
        )
    if len(tokens) != 6:
        where = tokens[6][0] if len(tokens) > 6 else len(text.rstrip()) + 1
        raise PositionError(
            f"a 9tka position string has 6 fields, this one {len(tokens)}: expected e.g. "
            f"{TAG} 9/11/11/11/11/11/11/11/11/11/9 y n 18,18 chosen",
            column=where,
        )
    hands_column, hands_text = tokens[4]
    hands = _read_hands(hands_text, hands_column)
    players = len(hands)
    cells, cell_columns = _read_board(tokens[1][1], tokens[1][0], players)
    move_column, move_text = tokens[2]
    letter = move_text.upper()
    if len(move_text) != 1 or letter not in SEAT_LETTERS[:players]:
        raise PositionError(
            f"the seat to move is one of {', '.join(SEAT_LETTERS[:players].lower())}, not "
            f"{excerpt(move_text, 10)}",
            column=move_column,
        )
    to_move = SEAT_LETTERS.index(letter)
    phase_column, phase = tokens[3]
    phase = phase.lower()
    if phase not in _PHASE_NAMES:
        raise PositionError(
            f"the phase is n, e or m, not {excerpt(phase, 10)}", column=phase_column
        )
    mode_column, mode_text = tokens[5]
    neutrals, seed = _read_neutrals(mode_text, mode_column)
    position = NinetkaPosition(players, cells, to_move, neutrals, seed)
    try:
        state = state_from_position(position)
    except PositionError as error:
        column = _column_of(error, tokens, cell_columns)
        raise PositionError(
            error.reason, column=column, where=error.where, part=error.part, seat=error.seat
        ) from None
    expected = _PHASES[state.phase]
    if phase != expected:
        raise PositionError(
            f"the phase is {expected} ({_PHASE_NAMES[expected]}), as the board shows, not {phase}",
            column=phase_column,
        )
    for seat, count in enumerate(hands):
        if count != state.counters_in_hand(seat):
            raise PositionError(
                f"the {('first', 'second', 'third', 'fourth')[seat]} seat has "
                f"{state.counters_in_hand(seat)} counters in hand, as the board shows, not "
                f"{count}",
                column=hands_column + sum(len(str(h)) + 1 for h in hands[:seat]),
                part="hand",
                seat=seat,
            )
    return state


def _read_hands(text: str, column: int) -> list[int]:
    parts = text.split(",")
    if not 2 <= len(parts) <= 4:
        raise PositionError(
            "the counters in hand are 2 to 4 numbers joined by commas, one a player",
            column=column,
        )
    hands = []
    at = column
    for part in parts:
        if not part.isascii() or not part.isdigit() or len(part) > 2:
            raise PositionError(f"{excerpt(part, 10)} is not a number of counters", column=at)
        hands.append(int(part))
        at += len(part) + 1
    return hands


def _read_board(
    text: str, column: int, players: int
) -> tuple[dict[int, int], dict[int, int]]:
    """The counters of the board field, and the column of each cell's character."""
    rows = text.split("/")
    if len(rows) != _ROWS:
        raise PositionError(
            f"the board has {_ROWS} rows joined by /, this one {len(rows)}", column=column
        )
    cells: dict[int, int] = {}
    columns: dict[int, int] = {}
    at = column
    for index, row_text in enumerate(rows):
        row = _ROWS - 1 - index
        row_cells = _row_cells(row)
        filled = 0
        k = 0
        while k < len(row_text):
            char = row_text[k]
            if char.isascii() and char.isdigit():
                start = k
                while k < len(row_text) and row_text[k].isascii() and row_text[k].isdigit():
                    k += 1
                run = int(row_text[start:k]) if k - start <= 2 else len(row_cells) + 1
                if run == 0 or filled + run > len(row_cells):
                    raise PositionError(
                        f"row {row + 1} holds {len(row_cells)} cells: too many here",
                        column=at + start,
                    )
                for cell in row_cells[filled : filled + run]:
                    columns[cell] = at + start
                filled += run
                continue
            letter = char.upper()
            if letter not in SEAT_LETTERS + NEUTRAL_LETTER:
                raise PositionError(
                    f"{excerpt(char, 4)} is not a counter: Y, B, O, G (a seat), N (neutral) or "
                    "a number of empty cells",
                    column=at + k,
                )
            if filled >= len(row_cells):
                raise PositionError(
                    f"row {row + 1} holds {len(row_cells)} cells: too many here", column=at + k
                )
            cell = row_cells[filled]
            if letter == NEUTRAL_LETTER:
                cells[cell] = NEUTRAL
            else:
                seat = SEAT_LETTERS.index(letter)
                if seat >= players:
                    raise PositionError(
                        f"a counter of seat {seat + 1} ({letter}) in a {players}-player game",
                        column=at + k,
                        where=cell,
                    )
                cells[cell] = seat
            columns[cell] = at + k
            filled += 1
            k += 1
        if filled != len(row_cells):
            first, last = FILES[row_cells[0] % SIZE], FILES[row_cells[-1] % SIZE]
            raise PositionError(
                f"row {row + 1} holds {len(row_cells)} cells ({first} to {last}), not {filled}",
                column=at,
            )
        at += len(row_text) + 1
    return cells, columns


def _read_neutrals(text: str, column: int) -> tuple[str, int | None]:
    mode, sep, seed_text = text.partition(":")
    if mode.lower() not in NEUTRAL_MODES:
        raise PositionError(
            f"the neutral counters are chosen or random, not {excerpt(mode, 12)}", column=column
        )
    seed = None
    if sep:
        if not _SEED.fullmatch(seed_text):
            raise PositionError(
                f"the seed is a whole number, not {excerpt(seed_text, 24)}",
                column=column + len(mode) + 1,
            )
        seed = int(seed_text)
    return mode.lower(), seed


def _column_of(
    error: PositionError, tokens: list[tuple[int, str]], cell_columns: dict[int, int]
) -> int:
    if error.where is not None and error.where in cell_columns:
        return cell_columns[error.where]
    field = {"to_move": 2, "hand": 4, "neutrals": 5, "players": 4}.get(error.part or "")
    return tokens[field][0] if field is not None else tokens[1][0]


__all__ = ["MAX_LENGTH", "TAG", "looks_like_position", "read_position", "write_position"]
