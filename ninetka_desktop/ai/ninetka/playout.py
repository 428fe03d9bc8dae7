"""A lean copy of a 9tka position for the search, and the fast playout policy.

The tree search plays thousands of games per move, so it works on ``FastBoard``: flat lists read
once from a ``NinetkaState`` through its public API, with no history and no undo. The caller's
state is never touched. Moves are ints: the core cell (neutral), the slot (edge placement or the
slide out of that slot) or ``PASS_MOVE``.
"""

from __future__ import annotations

import random

from ...games.ninetka.geometry import (
    CORE_CELLS,
    FIELD_CELLS,
    LINE,
    LINES_THROUGH,
    NUM_CELLS,
    NUM_SECTIONS,
    OPPOSITE,
    SECTION_OF,
    SLOTS,
)
from ...games.ninetka.state import (
    EMPTY,
    NEUTRAL,
    PHASE_EDGE,
    PHASE_MOVEMENT,
    PHASE_NEUTRALS,
    PHASE_OVER,
    NinetkaState,
)
from .knowledge import slide_score

PASS_MOVE = -1

#: Chance that a playout move is uniformly random instead of the policy's best.
PLAYOUT_EPSILON = 0.15
#: Reward mix: winning is what counts; the score margin only breaks near-ties between lines.
WIN_WEIGHT = 0.85


class FastBoard:
    """The position as flat lists, played on in place (copy first to keep the original)."""

    __slots__ = ("board", "free", "lp", "movable", "phase", "players", "sec", "to_move", "waiting")

    players: int
    to_move: int
    phase: int
    #: ``EMPTY``, ``NEUTRAL`` or a seat per cell; a waiting counter sits on its slot.
    board: list[int]
    #: Per slot: position on its line of the cell a slide lands on now, -1 when blocked.
    lp: list[int]
    #: ``sec[4 * section + seat]``: the seat's counters in the section.
    sec: list[int]
    #: Per seat: waiting counters that are not blocked.
    movable: list[int]
    #: Per seat: the slots its counters waited on (slid or blocked ones are filtered on use).
    waiting: list[list[int]]
    #: Open placements: core cells of sections without a neutral (phase 1), empty slots (phase 2).
    free: list[int]

    @classmethod
    def from_state(cls, state: NinetkaState) -> FastBoard:
        fb = object.__new__(cls)
        players = state.num_players
        board = [EMPTY] * NUM_CELLS
        for cell in FIELD_CELLS + SLOTS:
            owner = state.owner_at(cell)
            if owner is not None:
                board[cell] = owner
        lp = [-1] * NUM_CELLS
        for slot in SLOTS:
            line = LINE[slot]
            pos = 0
            while pos < 9 and board[line[pos]] == EMPTY:
                pos += 1
            lp[slot] = pos - 1
        sec = [0] * (4 * NUM_SECTIONS)
        for k, counts in enumerate(state.section_counts()):
            for seat, count in enumerate(counts):
                sec[4 * k + seat] = count
        fb.players = players
        fb.to_move = state.to_move
        fb.phase = state.phase_index
        fb.board = board
        fb.lp = lp
        fb.sec = sec
        fb.movable = [state.movable_count(s) for s in range(players)]
        fb.waiting = [state.waiting_slots(s) for s in range(players)]
        if fb.phase == PHASE_NEUTRALS:
            done = {SECTION_OF[c] for c in CORE_CELLS if board[c] == NEUTRAL}
            fb.free = [c for c in CORE_CELLS if board[c] == EMPTY and SECTION_OF[c] not in done]
        elif fb.phase == PHASE_EDGE:
            fb.free = [s for s in SLOTS if board[s] == EMPTY]
        else:
            fb.free = []
        return fb

    def copy(self) -> FastBoard:
        fb = object.__new__(FastBoard)
        fb.players = self.players
        fb.to_move = self.to_move
        fb.phase = self.phase
        fb.board = self.board[:]
        fb.lp = self.lp[:]
        fb.sec = self.sec[:]
        fb.movable = self.movable[:]
        fb.waiting = [w[:] for w in self.waiting]
        fb.free = self.free[:]
        return fb

    def moves(self) -> list[int]:
        phase = self.phase
        if phase == PHASE_MOVEMENT:
            seat = self.to_move
            if not self.movable[seat]:
                return [PASS_MOVE]
            board = self.board
            lp = self.lp
            return [s for s in self.waiting[seat] if board[s] == seat and lp[s] >= 0]
        if phase == PHASE_OVER:
            return []
        return self.free[:]

    def play(self, move: int) -> None:
        """Play a move from ``moves()`` (unchecked)."""
        seat = self.to_move
        phase = self.phase
        nxt = seat + 1 if seat + 1 < self.players else 0
        if phase == PHASE_MOVEMENT:
            if move != PASS_MOVE:
                self.slide(move, seat)
                if not any(self.movable):
                    self.phase = PHASE_OVER
        elif phase == PHASE_EDGE:
            self.board[move] = seat
            self.free.remove(move)
            self.waiting[seat].append(move)
            if self.lp[move] >= 0:
                self.movable[seat] += 1
            if not self.free:
                self.phase = PHASE_MOVEMENT if any(self.movable) else PHASE_OVER
                nxt = 0
        else:
            self.put_neutral(move)
            if not self.free:
                self.phase = PHASE_EDGE
                self.free = [s for s in SLOTS if self.board[s] == EMPTY]
                nxt = 0
        self.to_move = nxt

    def put_neutral(self, cell: int) -> None:
        self.board[cell] = NEUTRAL
        lp = self.lp
        for slot, pos in LINES_THROUGH[cell]:
            if pos <= lp[slot]:
                lp[slot] = pos - 1
        k = SECTION_OF[cell]
        self.free = [c for c in self.free if SECTION_OF[c] != k]

    def slide(self, slot: int, seat: int) -> None:
        board = self.board
        lp = self.lp
        movable = self.movable
        target = LINE[slot][lp[slot]]
        board[slot] = EMPTY
        board[target] = seat
        movable[seat] -= 1
        self.sec[4 * SECTION_OF[target] + seat] += 1
        for other, pos in LINES_THROUGH[target]:
            if pos <= lp[other]:
                lp[other] = pos - 1
                if pos == 0 and board[other] >= 0:
                    movable[board[other]] -= 1

    def scores(self) -> list[int]:
        players = self.players
        sec = self.sec
        result = [0] * players
        for base in range(0, 4 * NUM_SECTIONS, 4):
            best, holder = 0, -1
            for seat in range(players):
                count = sec[base + seat]
                if count > best:
                    best, holder = count, seat
                elif count == best:
                    holder = -1
            if holder >= 0:
                result[holder] += 1
        return result


def rewards(scores: list[int]) -> list[float]:
    """One reward in [0, 1] per seat: the winner (ties go to the latest seat, RULES 1.6) gets
    most of it; the margin over the best rival adds a little shaping."""
    players = len(scores)
    top = max(scores)
    winner = max(s for s in range(players) if scores[s] == top)
    result = []
    for seat in range(players):
        rival = max(scores[s] for s in range(players) if s != seat)
        shaped = (scores[seat] - rival + 9) / 18.0
        result.append(WIN_WEIGHT * (seat == winner) + (1.0 - WIN_WEIGHT) * shaped)
    return result


def playout(fb: FastBoard, rng: random.Random) -> tuple[list[float], int]:
    """Play ``fb`` to the end with the light policy; the rewards and the number of plies."""
    plies = 0
    rand = rng.random
    players = fb.players
    board = fb.board
    lp = fb.lp
    if fb.phase == PHASE_NEUTRALS:
        while fb.phase == PHASE_NEUTRALS:
            fb.play(fb.free[int(rand() * len(fb.free))])
            plies += 1
    if fb.phase == PHASE_EDGE:
        free = fb.free
        while free:
            seat = fb.to_move
            slot = free[int(rand() * len(free))]
            # Two own counters facing each other on a clear line: one of them will be blocked.
            if board[OPPOSITE[slot]] == seat and lp[slot] == 8:
                slot = free[int(rand() * len(free))]
            fb.play(slot)
            plies += 1
    if fb.phase == PHASE_MOVEMENT:
        movable = fb.movable
        waiting = fb.waiting
        sec = fb.sec
        seat = fb.to_move
        score = slide_score
        slide = fb.slide
        while True:
            if movable[seat]:
                mine = [s for s in waiting[seat] if board[s] == seat and lp[s] >= 0]
                waiting[seat] = mine
                if len(mine) == 1 or rand() < PLAYOUT_EPSILON:
                    slot = mine[int(rand() * len(mine))]
                else:
                    slot = mine[0]
                    best = -99.0
                    for s in mine:
                        value = score(board, lp, sec, players, seat, s) + 0.01 * rand()
                        if value > best:
                            best, slot = value, s
                slide(slot, seat)
                plies += 1
                if not any(movable):
                    break
            seat = seat + 1 if seat + 1 < players else 0
        fb.phase = PHASE_OVER
    return rewards(fb.scores()), plies


__all__ = ["PASS_MOVE", "FastBoard", "playout", "rewards"]
