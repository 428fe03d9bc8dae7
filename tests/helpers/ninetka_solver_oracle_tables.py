"""Static tables and the compact position searched by the Python oracle solver
(``ninetka_solver_oracle``).

The solver never touches a live ``NinetkaState`` after reading it: it copies the position into
flat lists (``Position``) through the state's public API and plays on those, so the caller's
state cannot be left changed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ninetka_desktop.games.ninetka.geometry import (
    LINE,
    LINE_LENGTH,
    LINES_THROUGH,
    NUM_CELLS,
    NUM_SECTIONS,
    SECTION_OF,
    SLOTS,
)
from ninetka_desktop.games.ninetka.state import EMPTY, NEUTRAL, PHASE_MOVEMENT, NinetkaState


def _reach(slot: int) -> tuple[tuple[int, ...], ...]:
    # A line crosses three sections, three cells each; positions 0..lp are all empty, so a
    # counter landing at lp now can still end in any section met on positions 0..lp.
    line = LINE[slot]
    return tuple(
        tuple(SECTION_OF[line[p]] for p in range(0, lp + 1, 3)) for lp in range(LINE_LENGTH)
    )


def _cross(cell: int) -> tuple[int, ...]:
    return tuple(x for pair in LINES_THROUGH[cell] for x in pair) if LINES_THROUGH[cell] else ()


#: ``REACH[slot][lp]``: sections a counter in ``slot`` landing at position ``lp`` can still reach.
REACH: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    _reach(c) if LINE[c] else () for c in range(NUM_CELLS)
)
#: ``CROSS[cell]``: ``(slot, position)`` of the 4 lines through a field cell, flattened.
CROSS: tuple[tuple[int, ...], ...] = tuple(_cross(c) for c in range(NUM_CELLS))
# Cover counts: a 3-bit field per cell, starting at bit COVER_SHIFT of the packed reach, holds
# how many movable waiting counters could still end on that cell (at most 4: two per line).
COVER_SHIFT = 256
_TWOS = sum(2 << (3 * c) for c in range(NUM_CELLS))
_FOURS = sum(4 << (3 * c) for c in range(NUM_CELLS))


def _range(slot: int, lp: int, bit: int) -> int:
    return sum(bit << (3 * LINE[slot][p]) for p in range(lp + 1))


#: ``RANGE[slot][lp + 1]``: bit 2 of the cover field of every cell a counter landing at ``lp``
#: could still end on; 0 for a blocked counter.
RANGE: tuple[tuple[int, ...], ...] = tuple(
    tuple(_range(c, lp, 4) for lp in range(-1, LINE_LENGTH)) if LINE[c] else ()
    for c in range(NUM_CELLS)
)


def shared_cells(reach: int) -> int:
    """Bit 2 set in the cover field of each cell that two or more movable counters can reach."""
    return ((reach >> COVER_SHIFT) + _TWOS) & _FOURS


#: ``KEY_CODE[slot][lp]``: the exact position key is the sum over entered counters of their
#: slot's 4-bit field holding ``lp + 1``, shifted past 2 low bits kept for the side to move.
#: Entered counters and their landing cells define the position, so the key never collides.
KEY_CODE: tuple[tuple[int, ...], ...] = tuple(
    tuple((lp + 1) << (4 * SLOTS.index(c) + 2) for lp in range(LINE_LENGTH)) if LINE[c] else ()
    for c in range(NUM_CELLS)
)

# Packed counts: one 64-bit block per seat, one 6-bit field per section in it. Section counts
# stay <= 9 and reaches <= 12 (6 lines cross a section), so a field biased by 31 never borrows
# from its neighbour in the comparisons of ``ninetka_solver_oracle``; bit 5 of a field tells the
# sign.
FIELD_BITS = 6
SEAT_BITS = 64
BLOCK = (1 << SEAT_BITS) - 1
BIAS = sum(31 << (FIELD_BITS * k) for k in range(NUM_SECTIONS))
SIGN = sum(32 << (FIELD_BITS * k) for k in range(NUM_SECTIONS))


def unit(seat: int, section: int) -> int:
    """The packed 1 for ``seat`` in ``section``."""
    return 1 << (SEAT_BITS * seat + FIELD_BITS * section)


@dataclass(slots=True)
class Position:
    """A movement-phase position in flat lists, played on in place by the solver."""

    players: int
    to_move: int
    #: ``EMPTY``, ``NEUTRAL`` or a seat, per cell; a waiting counter holds its slot.
    board: list[int]
    #: Landing position on the slot's line, -1 when blocked (only read for waiting counters).
    lp: list[int]
    #: The slots where each seat's counters waited when the position was read (blocked ones too).
    slots: tuple[tuple[int, ...], ...]
    #: Packed section counts of every seat (see ``unit``).
    counts: int = 0
    #: Packed reaches: per seat and section, the waiting counters that can still land there;
    #: above them the cover counts of every cell (``shared_cells``).
    reach: int = 0
    #: ``cc[slot][lp]``: packed 1 in the section a slide from ``slot`` to ``lp`` lands in.
    cc: list[tuple[int, ...]] = field(default_factory=list)
    #: ``rr[slot][lp + 1]``: the packed reach of the counter in ``slot`` landing at ``lp``.
    rr: list[tuple[int, ...]] = field(default_factory=list)

    @classmethod
    def of(cls, state: NinetkaState) -> Position:
        if state.phase_index != PHASE_MOVEMENT:
            raise ValueError(f"the solver plays the movement phase, not {state.phase!r}")
        players = state.num_players
        board = [EMPTY] * NUM_CELLS
        counts = 0
        for idx in range(NUM_CELLS):
            owner = state.owner_at(idx)
            if owner is None:
                continue
            board[idx] = owner
            if owner != NEUTRAL and SECTION_OF[idx] >= 0:
                counts += unit(owner, SECTION_OF[idx])
        lp = [-1] * NUM_CELLS
        slots = tuple(tuple(state.waiting_slots(seat)) for seat in range(players))
        pos = cls(players, state.to_move, board, lp, slots, counts)
        pos.cc = [()] * NUM_CELLS
        pos.rr = [()] * NUM_CELLS
        for seat, seat_slots in enumerate(slots):
            for slot in seat_slots:
                landing = state.landing_cell(slot)
                lp[slot] = -1 if landing is None else LINE[slot].index(landing)
                pos.cc[slot] = tuple(unit(seat, SECTION_OF[c]) for c in LINE[slot])
                pos.rr[slot] = (
                    0,
                    *(
                        sum(unit(seat, k) for k in REACH[slot][p])
                        + (_range(slot, p, 1) << COVER_SHIFT)
                        for p in range(LINE_LENGTH)
                    ),
                )
                pos.reach += pos.rr[slot][lp[slot] + 1]
        return pos

    def moves(self, seat: int) -> list[int]:
        """The slots ``seat`` can slide from now."""
        board = self.board
        lp = self.lp
        return [s for s in self.slots[seat] if board[s] == seat and lp[s] >= 0]

    def play(self, slot: int) -> tuple[int, int, int, int, tuple[int, ...]]:
        """Slide the counter in ``slot``, keeping counts and reach; returns what ``unplay``
        needs. The search inlines the same steps."""
        board, lp, rr = self.board, self.lp, self.rr
        seat = board[slot]
        pos = lp[slot]
        target = LINE[slot][pos]
        cross = CROSS[target]
        saved = tuple(lp[cross[i]] for i in range(0, 8, 2))
        undo = (slot, pos, self.counts, self.reach, saved)
        board[slot] = EMPTY
        board[target] = seat
        self.counts += self.cc[slot][pos]
        self.reach -= rr[slot][pos + 1]
        for i in range(0, 8, 2):
            other, at = cross[i], cross[i + 1]
            old = lp[other]
            if at <= old:
                lp[other] = at - 1
                if board[other] >= 0:
                    self.reach += rr[other][at] - rr[other][old + 1]
        return undo

    def unplay(self, undo: tuple[int, int, int, int, tuple[int, ...]]) -> None:
        slot, pos, self.counts, self.reach, saved = undo
        target = LINE[slot][pos]
        seat = self.board[target]
        cross = CROSS[target]
        for i in range(4):
            self.lp[cross[2 * i]] = saved[i]
        self.board[target] = EMPTY
        self.board[slot] = seat


def seat_block(packed: int, seat: int) -> int:
    return (packed >> (SEAT_BITS * seat)) & BLOCK


def section_bounds(counts: int, reach: int, players: int) -> tuple[list[int], list[int]]:
    """Per seat, the sections it surely conquers and those it still may (RULES 1.6)."""
    now = [seat_block(counts, q) for q in range(players)]
    top = [now[q] + seat_block(reach, q) for q in range(players)]
    sure = []
    poss = []
    for q in range(players):
        sure_mask = poss_mask = SIGN
        for x in range(players):
            if x != q:
                # Bit 5 of a field is set when the biased difference is >= 1.
                poss_mask &= top[q] + BIAS - now[x]
                sure_mask &= now[q] + BIAS - top[x]
        sure.append(sure_mask.bit_count())
        poss.append(poss_mask.bit_count())
    return sure, poss


def final_value(scores: list[int], root: int) -> int:
    """The root seat's value of final scores: twice its lead over the best other seat, and in a
    tie for the top +1 when the root is the latest seat among the tied (it wins) else -1."""
    best = max(s for seat, s in enumerate(scores) if seat != root)
    lead = scores[root] - best
    if lead:
        return 2 * lead
    tied_later = any(scores[seat] == best for seat in range(root + 1, len(scores)))
    return -1 if tied_later else 1
