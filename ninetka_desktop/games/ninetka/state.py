"""The 9tka game state (RULES.md section 1).

Speed matters (the AI plays many games through this class), so the position lives in flat int
lists with incremental bookkeeping, updated on push and reverted on pop:

- ``_board[idx]``: ``EMPTY``, ``NEUTRAL`` or the seat of the counter there.
- ``_lp[slot]``: position on the slot's line of the cell a counter from there lands on now, -1
  when blocked. The opposite slot is never looked at: during phase 3 it either holds a counter or
  its counter sits on this same line, so the scan always stops at the last field cell anyway.
- ``_movable[seat]``: waiting, unblocked counters of the seat; the game is over when all are 0.
- ``_sec[4 * section + seat]``: the seat's counters in the section.
- ``_free_edges``: the edge placements still open, so phase 2 generation is a list copy.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Self

from ..base import GameState, Outcome
from ..errors import GameError, GameOverError, IllegalMoveError
from .diagram import NEUTRAL_VALUE, render_board
from .geometry import (
    FIELD_CELLS,
    IS_CORE,
    IS_FIELD,
    IS_SLOT,
    LINE,
    LINES_THROUGH,
    NUM_CELLS,
    NUM_SECTIONS,
    SECTION_CORE_CELLS,
    SECTION_NAMES,
    SECTION_OF,
    SLOTS,
    cell_name,
)
from .moves import (
    EDGE_MOVES,
    NEUTRAL_MOVES,
    PASS,
    SLIDE_MOVES,
    MoveKind,
    NinetkaMove,
    format_move,
    intern_move,
    parse_notation,
)

EMPTY = -1
NEUTRAL = NEUTRAL_VALUE

PHASE_NEUTRALS, PHASE_EDGE, PHASE_MOVEMENT, PHASE_OVER = 0, 1, 2, 3
PHASE_NAMES = ("neutrals", "edge", "movement", "over")
SEAT_NAMES = ("Yellow", "Blue", "Orange", "Green")
NEUTRAL_MODES = ("chosen", "random")
OPTION_KEYS = ("players", "neutrals", "seed")

_NEUTRAL = MoveKind.NEUTRAL
_EDGE = MoveKind.EDGE
_SLIDE = MoveKind.SLIDE
_PASS = MoveKind.PASS


def _validate(players: object, neutrals: object, seed: object) -> tuple[int, str, int | None]:
    if isinstance(players, bool) or not isinstance(players, int) or players not in (2, 3, 4):
        raise GameError(f"9tka option players must be 2, 3 or 4, not {players!r}")
    if not isinstance(neutrals, str) or neutrals.strip().lower() not in NEUTRAL_MODES:
        raise GameError(f"9tka option neutrals must be 'chosen' or 'random', not {neutrals!r}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise GameError(f"9tka option seed must be an integer or null, not {seed!r}")
    return players, neutrals.strip().lower(), seed


def rank_seats(scores: Sequence[int]) -> tuple[int, ...]:
    """Seats from first to last: higher score first, and among equal scores the later seat
    (RULES 1.6: in a tie the player in the latest seat wins)."""
    return tuple(sorted(range(len(scores)), key=lambda s: (-scores[s], -s)))


class NinetkaState(GameState[NinetkaMove]):
    """A 9tka position plus its history. Seats are 0-based (0 = Yellow)."""

    game_name = "9tka"

    def __init__(self, players: int = 2, neutrals: str = "chosen", seed: int | None = None):
        players, neutrals, seed = _validate(players, neutrals, seed)
        if neutrals == "random" and seed is None:
            # A fresh seed, reported by options() so the game can be replayed.
            seed = random.SystemRandom().getrandbits(32)
        self._players = players
        self._neutrals = neutrals
        self._seed = seed
        self._board = [EMPTY] * NUM_CELLS
        self._lp = [8] * NUM_CELLS
        self._movable = [0] * players
        self._hand = [36 // players] * players
        self._sec = [0] * (4 * NUM_SECTIONS)
        self._has_neutral = [False] * NUM_SECTIONS
        self._seat_slots: list[list[int]] = [[] for _ in range(players)]
        self._placed = 0  # neutral counters plus edge counters placed so far
        self._phase = PHASE_NEUTRALS
        self._to_move = 0
        self._stack: list[NinetkaMove] = []
        # 4 * phase + to_move before each move, plus 16 * (index in _free_edges) for edge moves.
        self._undo: list[int] = []
        # Edge moves still available, in SLOTS order: phase 2 move generation is a list copy.
        self._free_edges: list[NinetkaMove] = [m for _, m in _EDGE_PAIRS]
        self._free_slots: list[int] = [s for s, _ in _EDGE_PAIRS]  # parallel; ints search fast
        if neutrals == "random":
            rng = random.Random(seed)
            for cells in SECTION_CORE_CELLS:
                self._put_neutral(rng.choice(cells))
            self._phase = PHASE_EDGE

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Self:
        unknown = sorted(str(k) for k in options if k not in OPTION_KEYS)
        if unknown:
            raise GameError(
                f"unknown 9tka option {', '.join(unknown)}: expected players, neutrals, seed"
            )
        return cls(
            options.get("players", 2), options.get("neutrals", "chosen"), options.get("seed")
        )

    @classmethod
    def from_position(
        cls,
        players: int,
        cells: Mapping[int, int],
        to_move: int,
        *,
        neutrals: str = "chosen",
        seed: int | None = None,
    ) -> Self:
        """A game starting from a set-up position: ``cells`` maps each occupied cell to the seat
        of its counter or ``NEUTRAL``. The phase follows from the counters (neutral counters
        still to place, counters still in hand, else movement) and each seat's counters in hand
        from those it has on the board.

        The history starts here. Only the board's shape is checked (counters on cells that exist
        for them, seats that play); whether the rules can reach the position is
        ``games.ninetka.position``'s business: a position it passes plays exactly like the game
        that reached it.
        """
        players, neutrals, seed = _validate(players, neutrals, seed)
        if type(to_move) is not int or not 0 <= to_move < players:
            raise GameError(f"the seat to move must be from 1 to {players}")
        state = object.__new__(cls)
        state._players, state._neutrals, state._seed = players, neutrals, seed
        board = [EMPTY] * NUM_CELLS
        for cell, value in cells.items():
            if type(cell) is not int or not (0 <= cell < NUM_CELLS) or not (
                IS_FIELD[cell] or IS_SLOT[cell]
            ):
                raise GameError(f"{cell!r} is not a cell of the board")
            if value == NEUTRAL:
                if not IS_CORE[cell]:
                    raise GameError(f"a neutral counter cannot stand on {cell_name(cell)}")
            elif type(value) is not int or not 0 <= value < players:
                raise GameError(f"{value!r} is not a seat of a {players}-player game")
            board[cell] = value
        state._board = board
        state._has_neutral = [False] * NUM_SECTIONS
        state._sec = [0] * (4 * NUM_SECTIONS)
        for cell in range(NUM_CELLS):
            value = board[cell]
            if value == NEUTRAL:
                state._has_neutral[SECTION_OF[cell]] = True
            elif value >= 0 and IS_FIELD[cell]:
                state._sec[4 * SECTION_OF[cell] + value] += 1
        # Where a counter from each slot lands: before the first occupied cell of its line.
        lp = [8] * NUM_CELLS
        for slot in SLOTS:
            line = LINE[slot]
            pos = 0
            while pos < 9 and board[line[pos]] == EMPTY:
                pos += 1
            lp[slot] = pos - 1
        state._lp = lp
        state._seat_slots = [[s for s in SLOTS if board[s] == seat] for seat in range(players)]
        state._movable = [
            sum(1 for s in state._seat_slots[seat] if lp[s] >= 0) for seat in range(players)
        ]
        on_board = [sum(1 for v in board if v == seat) for seat in range(players)]
        state._hand = [max(36 // players - on_board[seat], 0) for seat in range(players)]
        neutral_count = sum(state._has_neutral)
        placed_edges = sum(1 for s in SLOTS if board[s] >= 0)
        field_counters = sum(1 for c in FIELD_CELLS if board[c] >= 0)
        state._free_edges = [m for slot, m in _EDGE_PAIRS if board[slot] == EMPTY]
        state._free_slots = [slot for slot, _ in _EDGE_PAIRS if board[slot] == EMPTY]
        state._stack = []
        state._undo = []
        if neutral_count < NUM_SECTIONS:
            state._phase = PHASE_NEUTRALS
            state._placed = neutral_count
        elif placed_edges + field_counters < 36:
            state._phase = PHASE_EDGE
            state._placed = NUM_SECTIONS + placed_edges
        else:
            state._placed = NUM_SECTIONS + 36
            state._phase = PHASE_MOVEMENT if any(state._movable) else PHASE_OVER
        state._to_move = to_move
        return state

    def options(self) -> dict[str, Any]:
        return {"players": self._players, "neutrals": self._neutrals, "seed": self._seed}

    def copy(self) -> Self:
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        for name in ("_board", "_lp", "_movable", "_hand", "_sec", "_has_neutral"):
            setattr(new, name, list(getattr(self, name)))
        new._seat_slots = [list(s) for s in self._seat_slots]
        new._stack = list(self._stack)
        new._undo = list(self._undo)
        new._free_edges = list(self._free_edges)
        new._free_slots = list(self._free_slots)
        return new

    # --- state ----------------------------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return self._players

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def phase_index(self) -> int:
        """The phase as an int (PHASE_NEUTRALS .. PHASE_OVER), cheaper than ``phase``."""
        return self._phase

    @property
    def to_move(self) -> int:
        return self._to_move

    @property
    def move_stack(self) -> Sequence[NinetkaMove]:
        return self._stack

    def is_over(self) -> bool:
        return self._phase == PHASE_OVER

    def owner_at(self, idx: int) -> int | None:
        """The seat whose counter is on ``idx``, ``NEUTRAL`` (-2), or None when empty."""
        value = self._board[idx]
        return None if value == EMPTY else value

    def counters_in_hand(self, seat: int) -> int:
        """Counters the seat still has to put on the edge."""
        return self._hand[seat]

    def waiting_slots(self, seat: int) -> list[int]:
        """The slots where the seat's counters wait (blocked ones included)."""
        board = self._board
        return [s for s in self._seat_slots[seat] if board[s] == seat]

    def movable_count(self, seat: int) -> int:
        """The seat's waiting counters that are not blocked."""
        return self._movable[seat]

    def landing_cell(self, slot: int) -> int | None:
        """Where the counter waiting in ``slot`` would land now; None if blocked or no counter.

        Before phase 3 this assumes the opposite slot is filled, as it will be by then."""
        if not (0 <= slot < NUM_CELLS and IS_SLOT[slot]) or self._board[slot] < 0:
            return None
        pos = self._lp[slot]
        return None if pos < 0 else LINE[slot][pos]

    def section_counts(self) -> list[list[int]]:
        """``counts[section][seat]``: the seat's counters on the section's 9 cells."""
        sec = self._sec
        return [[sec[4 * k + s] for s in range(self._players)] for k in range(NUM_SECTIONS)]

    def section_holders(self) -> tuple[int | None, ...]:
        """The seat conquering each section now (strict majority over every other), or None."""
        sec = self._sec
        holders: list[int | None] = []
        for base in range(0, 4 * NUM_SECTIONS, 4):
            best, holder = 0, None
            for seat in range(self._players):
                count = sec[base + seat]
                if count > best:
                    best, holder = count, seat
                elif count == best:
                    holder = None
            holders.append(holder)
        return tuple(holders)

    def scores(self) -> tuple[int, ...]:
        result = [0] * self._players
        for holder in self.section_holders():
            if holder is not None:
                result[holder] += 1
        return tuple(result)

    def outcome(self) -> Outcome | None:
        if self._phase != PHASE_OVER:
            return None
        scores = self.scores()
        ranking = rank_seats(scores)
        reason = "tie-break" if scores.count(scores[ranking[0]]) > 1 else "score"
        return Outcome(ranking[0], ranking, reason, scores)

    def snapshot(self) -> tuple[Any, ...]:
        """Everything that defines the state, as a comparable value (for tests and caches)."""
        return (
            self._players,
            self._neutrals,
            self._seed,
            tuple(self._board),
            tuple(self._lp[s] for s in SLOTS),
            tuple(self._movable),
            tuple(self._hand),
            tuple(self._sec),
            tuple(self._has_neutral),
            tuple(tuple(s) for s in self._seat_slots),
            self._placed,
            self._phase,
            self._to_move,
            tuple(self._stack),
            tuple(self._undo),
            tuple(self._free_edges),
        )

    # --- move generation ------------------------------------------------------------------------

    def legal_moves(self) -> list[NinetkaMove]:
        phase = self._phase
        board = self._board
        if phase == PHASE_MOVEMENT:
            seat = self._to_move
            if not self._movable[seat]:
                return [PASS]  # someone else can still move, else the phase would be over
            lp = self._lp
            return [
                SLIDE_MOVES[s][lp[s]]
                for s in self._seat_slots[seat]
                if board[s] == seat and lp[s] >= 0
            ]
        if phase == PHASE_EDGE:
            return self._free_edges[:]
        if phase == PHASE_NEUTRALS:
            has = self._has_neutral
            return [m for c, k, m in _NEUTRAL_TRIPLES if not has[k] and board[c] == EMPTY]
        return []

    # --- moves ----------------------------------------------------------------------------------

    def push(self, move: NinetkaMove) -> None:
        if self._phase == PHASE_OVER:
            raise GameOverError("the game is over")
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        self.push_unchecked(move)

    def push_unchecked(self, move: NinetkaMove) -> None:
        """Play ``move`` without checking it; only for moves from ``legal_moves()``."""
        phase = self._phase
        seat = self._to_move
        self._stack.append(move)
        kind = move.kind
        if kind is not _EDGE:
            self._undo.append(4 * phase + seat)
        if kind is _SLIDE:
            board = self._board
            lp = self._lp
            movable = self._movable
            target = move.target
            board[move.cell] = EMPTY
            board[target] = seat
            movable[seat] -= 1
            self._sec[4 * SECTION_OF[target] + seat] += 1
            for slot, pos in LINES_THROUGH[target]:
                if pos <= lp[slot]:
                    lp[slot] = pos - 1
                    if pos == 0 and board[slot] >= 0:
                        movable[board[slot]] -= 1
        elif kind is _EDGE:
            slot = move.cell
            at = self._free_slots.index(slot)
            del self._free_slots[at]
            del self._free_edges[at]
            self._undo.append(16 * at + 4 * phase + seat)
            self._board[slot] = seat
            self._hand[seat] -= 1
            self._seat_slots[seat].append(slot)
            if self._lp[slot] >= 0:
                self._movable[seat] += 1
            self._placed += 1
        elif kind is _NEUTRAL:
            self._put_neutral(move.cell)
        # Turn order and phase changes (RULES 1.3-1.5).
        seat += 1
        if seat == self._players:
            seat = 0
        if phase == PHASE_MOVEMENT:
            if not any(self._movable):
                self._phase = PHASE_OVER
        elif self._placed == 9 and phase == PHASE_NEUTRALS:
            self._phase = PHASE_EDGE
            seat = 0
        elif self._placed == 45:
            self._phase = PHASE_MOVEMENT if any(self._movable) else PHASE_OVER
            seat = 0
        self._to_move = seat

    def pop(self) -> NinetkaMove:
        if not self._stack:
            raise IndexError("pop from an empty move stack")
        move = self._stack.pop()
        code = self._undo.pop()
        seat = code & 3
        self._phase = (code >> 2) & 3
        self._to_move = seat
        kind = move.kind
        if kind is _SLIDE:
            board = self._board
            lp = self._lp
            movable = self._movable
            target = move.target
            board[target] = EMPTY
            self._sec[4 * SECTION_OF[target] + seat] -= 1
            # The slot is still empty here, mirroring push, so it is not counted twice.
            for slot, pos in LINES_THROUGH[target]:
                if lp[slot] == pos - 1:
                    self._rescan(slot, pos)
                    if pos == 0 and board[slot] >= 0:
                        movable[board[slot]] += 1
            board[move.cell] = seat
            movable[seat] += 1
        elif kind is _EDGE:
            slot = move.cell
            self._free_edges.insert(code >> 4, _EDGE_BY_SLOT[slot])
            self._free_slots.insert(code >> 4, slot)
            self._board[slot] = EMPTY
            self._hand[seat] += 1
            self._seat_slots[seat].pop()
            if self._lp[slot] >= 0:
                self._movable[seat] -= 1
            self._placed -= 1
        elif kind is _NEUTRAL:
            cell = move.cell
            self._board[cell] = EMPTY
            self._has_neutral[SECTION_OF[cell]] = False
            self._placed -= 1
            for slot, pos in LINES_THROUGH[cell]:
                if self._lp[slot] == pos - 1:
                    self._rescan(slot, pos)
        return move

    def _rescan(self, slot: int, pos: int) -> None:
        """Recompute ``_lp[slot]`` after the cell at ``pos`` on its line was emptied."""
        board = self._board
        line = LINE[slot]
        while pos < 9 and board[line[pos]] == EMPTY:
            pos += 1
        self._lp[slot] = pos - 1

    def _put_neutral(self, cell: int) -> None:
        self._board[cell] = NEUTRAL
        self._has_neutral[SECTION_OF[cell]] = True
        self._placed += 1
        lp = self._lp
        for slot, pos in LINES_THROUGH[cell]:
            if pos <= lp[slot]:
                lp[slot] = pos - 1
                # Core cells are never first on a line, so no waiting counter becomes blocked.

    # --- legality and notation ------------------------------------------------------------------

    def illegal_reason(self, move: NinetkaMove) -> str | None:
        phase = self._phase
        if phase == PHASE_OVER:
            return "the game is over"
        kind = move.kind
        cell = move.cell
        seat = self._to_move
        board = self._board
        # Fields a move of its kind does not have must be unset, as in every generated move.
        if kind is not _SLIDE and move.target != -1:
            return "only a slide names a cell to land on"
        if kind is _PASS:
            if cell != -1:
                return "a pass names no cell"
            if phase == PHASE_MOVEMENT and not self._movable[seat]:
                return None
            return "you cannot pass now"
        if phase == PHASE_MOVEMENT and not self._movable[seat]:
            return "you must pass"
        if not (0 <= cell < NUM_CELLS and (IS_FIELD[cell] or IS_SLOT[cell])):
            return f"{cell} is not a cell"
        name = cell_name(cell)
        if phase == PHASE_NEUTRALS:
            if kind is not _NEUTRAL:
                return "the neutral counters are placed first: name an empty core cell"
            if not IS_CORE[cell]:
                return f"{name} is not a core cell"
            if board[cell] != EMPTY:
                return f"{name} is already occupied"
            section = SECTION_OF[cell]
            if self._has_neutral[section]:
                return f"section {SECTION_NAMES[section]} already has its neutral counter"
            return None
        if phase == PHASE_EDGE:
            if kind is not _EDGE:
                return "counters are placed on the edge now: name an empty edge slot"
            if not IS_SLOT[cell]:
                return f"{name} is not an edge slot"
            if board[cell] != EMPTY:
                return f"{name} is already occupied"
            return None
        if kind is not _SLIDE:
            return "only slides are played in the movement phase"
        if not IS_SLOT[cell]:
            return f"{name} is not an edge slot"
        if board[cell] == EMPTY:
            return f"{name} is empty"
        if board[cell] != seat:
            return f"{name} is not your counter"
        pos = self._lp[cell]
        if pos < 0:
            return f"{name} is blocked"
        landing = LINE[cell][pos]
        if move.target != landing:
            wrong = cell_name(move.target) if 0 <= move.target < NUM_CELLS else "nowhere"
            return f"{name} slides to {cell_name(landing)}, not {wrong}"
        return None

    def parse_move(self, text: str) -> NinetkaMove:
        if self._phase == PHASE_OVER:
            raise GameOverError("the game is over")
        cells = parse_notation(text)
        phase = self._phase
        move: NinetkaMove
        if not cells:
            move = PASS
        elif len(cells) == 2 or phase == PHASE_MOVEMENT:
            slot = cells[0]
            if len(cells) == 2:
                target = cells[1]
            else:
                # A bare slot names the slide it makes (RULES 1.8).
                landing = self.landing_cell(slot)
                target = -1 if landing is None else landing
            if phase != PHASE_MOVEMENT:
                raise IllegalMoveError("slides are played only in the movement phase")
            move = NinetkaMove(_SLIDE, slot, target)
        elif phase == PHASE_NEUTRALS:
            move = NinetkaMove(_NEUTRAL, cells[0])
        else:
            move = NinetkaMove(_EDGE, cells[0])
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        return intern_move(move)

    def move_to_str(self, move: NinetkaMove) -> str:
        return format_move(move)

    def history_in_notation(self, start: int = 0) -> list[tuple[int, str]]:
        # Nothing is replayed: a 9tka move's notation does not depend on the position, and each
        # move's undo code keeps the seat that played it in its two low bits.
        return [
            (code & 3, format_move(move))
            for move, code in zip(self._stack[start:], self._undo[start:], strict=True)
        ]

    def board_diagram(self) -> str:
        return render_board(self._board)


# Flat iteration tables for move generation in the two placement phases.
_EDGE_PAIRS: tuple[tuple[int, NinetkaMove], ...] = tuple(
    (s, m) for s in SLOTS if (m := EDGE_MOVES[s]) is not None
)
_NEUTRAL_TRIPLES: tuple[tuple[int, int, NinetkaMove], ...] = tuple(
    (c, SECTION_OF[c], m) for c in range(NUM_CELLS) if (m := NEUTRAL_MOVES[c]) is not None
)
_EDGE_BY_SLOT: dict[int, NinetkaMove] = dict(_EDGE_PAIRS)
