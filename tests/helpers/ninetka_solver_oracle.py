"""The pure-Python movement-phase solver, kept as the oracle the native one
(``ai/ninetka/solver.py``, ``native/engine/src/ninetka/solver``) is checked against: the same
values (see ``ai/ninetka/solver.py``), reached by a different code path.

Alpha-beta, fail-soft, over a transposition table of exact bounds (every search runs to the
end of the game, so bounds never go stale), driven from the root by MTD(f) null-window tests.
At each new node:

- counters whose possible landing cells no other movable counter can reach ("free") are
  counted into their known section at once and their reach dropped, which tightens the static
  bounds; a seat's free counters are all one tempo move, so only one of them is searched;
- static bounds from the sections each seat surely wins or still may cut the node when they
  meet or fall outside the window;
- moves are tried stored-best first, then by how many cells they cut off other seats' waiting
  counters' paths.
"""

from __future__ import annotations

from collections.abc import Callable

from helpers.ninetka_solver_oracle_tables import (
    BIAS,
    BLOCK,
    CROSS,
    KEY_CODE,
    RANGE,
    SEAT_BITS,
    SIGN,
    Position,
    final_value,
    section_bounds,
    shared_cells,
)
from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.games.ninetka.geometry import LINE
from ninetka_desktop.games.ninetka.moves import PASS, SLIDE_MOVES, NinetkaMove
from ninetka_desktop.games.ninetka.state import EMPTY, NinetkaState

INF = 1000
#: Entries kept before the table is emptied (about 200 bytes each).
TT_LIMIT = 3_000_000


class MovementSolver:
    """One exact search from one root; ``search`` is a closure so the hot loop uses locals."""

    def __init__(self, pos: Position, control: SearchControl) -> None:
        self.pos = pos
        self.root = pos.to_move
        self.tt: dict[int, tuple[int, int, int]] = {}
        players = pos.players
        root = self.root
        # Tie adjustments the bounds may assume: seat 0 loses every tie, the last seat wins all.
        self.tie_hi = -1 if root == 0 else 1
        self.tie_lo = 1 if root == players - 1 else -1
        self.search = self._build(control)

    def bounds(self, counts: int, reach: int) -> tuple[int, int]:
        """Static bounds on the root's value from which sections can still change hands."""
        players = self.pos.players
        root = self.root
        sure, poss = section_bounds(counts, reach, players)
        if not reach:
            return (final_value(sure, root),) * 2
        dmax = poss[root] - max(sure[q] for q in range(players) if q != root)
        dmin = sure[root] - max(poss[q] for q in range(players) if q != root)
        return (
            2 * dmin + (self.tie_lo if dmin == 0 else 0),
            2 * dmax + (self.tie_hi if dmax == 0 else 0),
        )

    def _build(self, control: SearchControl) -> Callable[[int, int, int, int, int, int], int]:
        pos = self.pos
        board, lp, slots, cc, rr = pos.board, pos.lp, pos.slots, pos.cc, pos.rr
        players = pos.players
        root = self.root
        tt = self.tt
        tt_get = tt.get
        tick = control.tick
        two = players == 2
        opp = 1 - root
        shift_r = SEAT_BITS * root
        shift_o = SEAT_BITS * opp
        tie_hi, tie_lo = self.tie_hi, self.tie_lo
        seats = range(players)
        # Per waiting slot and landing position, everything a slide needs in one tuple.
        info = [
            tuple(
                (LINE[s][p], *CROSS[LINE[s][p]], KEY_CODE[s][p], cc[s][p], rr[s][p + 1])
                for p in range(len(cc[s]))
            )
            for s in range(len(cc))
        ]
        bounds = self.bounds

        def order(moves: list[int], seat: int) -> list[int]:
            # The slides that cut most cells off other seats' waiting counters' paths first:
            # in tests this beat history, killer and section-control orderings by 2-3x nodes.
            scored = []
            i = 0
            for m in moves:
                c0, p0, c1, p1, c2, p2, c3, p3 = CROSS[LINE[m][lp[m]]]
                g = 0
                x = board[c0]
                if x >= 0 and x != seat and lp[c0] >= p0:
                    g += lp[c0] - p0 + 1
                x = board[c1]
                if x >= 0 and x != seat and lp[c1] >= p1:
                    g += lp[c1] - p1 + 1
                x = board[c2]
                if x >= 0 and x != seat and lp[c2] >= p2:
                    g += lp[c2] - p2 + 1
                x = board[c3]
                if x >= 0 and x != seat and lp[c3] >= p3:
                    g += lp[c3] - p3 + 1
                i -= 1
                scored.append((g, i, m))
            scored.sort(reverse=True)
            return [m for _, _, m in scored]

        def prune(moves: list[int], reach: int, searched: int) -> list[int]:
            # A counter whose possible landing cells no other movable counter can reach lands
            # where it would now, whenever played, and changes nobody's options: all such
            # moves of one seat are the same tempo move. Keep one (``searched`` if it is one).
            shared = shared_cells(reach)
            keep = []
            free = -1
            for m in moves:
                if RANGE[m][lp[m] + 1] & shared:
                    keep.append(m)
                elif free < 0 or m == searched:
                    free = m
            if free >= 0:
                keep.append(free)
            return keep

        nodes = 0

        def search(seat: int, key: int, counts: int, reach: int, alpha: int, beta: int) -> int:
            nonlocal nodes
            nodes += 1
            if not nodes & 63:
                tick(64)
                if len(tt) > TT_LIMIT:
                    tt.clear()  # only a cache: bounds memory on long searches
            tkey = key + seat
            entry = tt_get(tkey)
            rest: list[int] | None = None
            if entry is None:
                best_slot = -1
                # Free counters (see ``prune``) will add a known counter to a known section:
                # count them in now, for tighter bounds, and keep one as the mover's tempo move.
                shared = shared_cells(reach)
                fc = counts
                fr = reach
                moves = []
                free = -1
                for q in seats:
                    if q == seat:
                        for x in slots[q]:
                            if board[x] == q:
                                p = lp[x]
                                if p >= 0:
                                    if RANGE[x][p + 1] & shared:
                                        moves.append(x)
                                    else:
                                        fc += cc[x][p]
                                        fr -= rr[x][p + 1]
                                        if free < 0:
                                            free = x
                    else:
                        for x in slots[q]:
                            if board[x] == q:
                                p = lp[x]
                                if p >= 0 and not RANGE[x][p + 1] & shared:
                                    fc += cc[x][p]
                                    fr -= rr[x][p + 1]
                if two:
                    # section_bounds for two seats, inlined: the hottest code of the search.
                    a = (fc >> shift_r) & BLOCK
                    b = (fc >> shift_o) & BLOCK
                    ta = a + ((fr >> shift_r) & BLOCK)
                    tb = b + ((fr >> shift_o) & BLOCK)
                    may_r = ((ta + BIAS - b) & SIGN).bit_count()
                    may_o = ((tb + BIAS - a) & SIGN).bit_count()
                    sure_r = ((a + BIAS - tb) & SIGN).bit_count()
                    sure_o = ((b + BIAS - ta) & SIGN).bit_count()
                    dmax = may_r - sure_o
                    dmin = sure_r - may_o
                    hi = 2 * dmax + (tie_hi if dmax == 0 else 0)
                    lo = 2 * dmin + (tie_lo if dmin == 0 else 0)
                else:
                    lo, hi = bounds(fc, fr)
                if lo == hi or lo >= beta or hi <= alpha:
                    tt[tkey] = (lo, hi, -1)
                    return lo if lo >= beta or lo == hi else hi
                if free >= 0:
                    moves.append(free)
                if len(moves) > 1:
                    moves = order(moves, seat)
            else:
                lo, hi, best_slot = entry
                if lo >= beta or lo == hi:
                    return lo
                if hi <= alpha:
                    return hi
                moves = [s for s in slots[seat] if board[s] == seat and lp[s] >= 0]
                if len(moves) > 1:
                    if best_slot >= 0:
                        # The stored best move alone first; the rest only if it does not cut.
                        rest = moves
                        moves = [best_slot]
                    else:
                        moves = order(prune(moves, reach, -1), seat)
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            nxt = seat + 1 if seat + 1 < players else 0
            if not moves:
                # A forced pass; with nobody able to move the bounds above were exact.
                while nxt != seat:
                    for s in slots[nxt]:
                        if board[s] == nxt and lp[s] >= 0:
                            return search(nxt, key, counts, reach, alpha, beta)
                    nxt = nxt + 1 if nxt + 1 < players else 0
                raise AssertionError("a finished game must have exact bounds")
            maximizing = seat == root
            best = -INF if maximizing else INF
            a0, b0 = alpha, beta
            while True:
                for s in moves:
                    p = lp[s]
                    t, c0, p0, c1, p1, c2, p2, c3, p3, kc, cs, rs = info[s][p]
                    o0, o1, o2, o3 = lp[c0], lp[c1], lp[c2], lp[c3]
                    board[s] = EMPTY
                    board[t] = seat
                    r2 = reach - rs
                    # Lines through the target now stop before it; a waiting counter on one of
                    # them (never ``s``: its slot is empty now) loses the cells beyond.
                    if p0 <= o0:
                        lp[c0] = p0 - 1
                        if board[c0] >= 0:
                            r2 += rr[c0][p0] - rr[c0][o0 + 1]
                    if p1 <= o1:
                        lp[c1] = p1 - 1
                        if board[c1] >= 0:
                            r2 += rr[c1][p1] - rr[c1][o1 + 1]
                    if p2 <= o2:
                        lp[c2] = p2 - 1
                        if board[c2] >= 0:
                            r2 += rr[c2][p2] - rr[c2][o2 + 1]
                    if p3 <= o3:
                        lp[c3] = p3 - 1
                        if board[c3] >= 0:
                            r2 += rr[c3][p3] - rr[c3][o3 + 1]
                    try:
                        v = search(nxt, key + kc, counts + cs, r2, alpha, beta)
                    finally:
                        lp[c0], lp[c1], lp[c2], lp[c3] = o0, o1, o2, o3
                        board[t] = EMPTY
                        board[s] = seat
                    if maximizing:
                        if v > best:
                            best, best_slot = v, s
                            if v > alpha:
                                alpha = v
                                if v >= beta:
                                    break
                    elif v < best:
                        best, best_slot = v, s
                        if v < beta:
                            beta = v
                            if v <= alpha:
                                break
                else:
                    if rest is not None:
                        first = moves[0]
                        moves = order([m for m in prune(rest, reach, first) if m != first], seat)
                        rest = None
                        continue
                break
            if best <= a0:
                hi = best
            elif best >= b0:
                lo = best
            else:
                lo = hi = best
            tt[tkey] = (lo, hi, best_slot)
            return best

        def count() -> int:
            return nodes

        self.count = count
        return search

    def value(self) -> int:
        """The exact value of the root by MTD(f): null-window tests from a first guess (the
        sections held now), each test's fail-soft result the next guess."""
        pos = self.pos
        lo, hi = self.bounds(pos.counts, pos.reach)
        guess = max(lo, min(hi, self.bounds(pos.counts, 0)[0]))
        while lo < hi:
            gamma = guess + 1 if guess == lo else guess
            guess = self.search(self.root, 0, pos.counts, pos.reach, gamma - 1, gamma)
            if guess >= gamma:
                lo = guess
            else:
                hi = guess
        return lo

    def best_move(self, value: int) -> NinetkaMove:
        """A root move whose value is ``value`` (the TT's best move is tried first)."""
        pos = self.pos
        moves = pos.moves(self.root)
        if not moves:
            return PASS
        entry = self.tt.get(self.root)
        if entry is not None and entry[2] in moves:
            moves.remove(entry[2])
            moves.insert(0, entry[2])
        nxt = (self.root + 1) % pos.players
        for slot in moves:
            move = SLIDE_MOVES[slot][pos.lp[slot]]
            key = KEY_CODE[slot][pos.lp[slot]]
            undo = pos.play(slot)
            try:
                v = self.search(nxt, key, pos.counts, pos.reach, value - 1, value)
            finally:
                pos.unplay(undo)
            if v >= value:
                return move
        raise AssertionError("no root move reaches the root's value")


def oracle_value(state: NinetkaState, control: SearchControl | None = None) -> int:
    """The exact value of a movement-phase position for its side to move, by the Python search.

    Raises SearchStopped when ``control`` runs out; ``state`` is only read."""
    return MovementSolver(Position.of(state), control or SearchControl()).value()


def oracle_solve(state: NinetkaState) -> tuple[NinetkaMove, int]:
    """The Python search's best move and exact value."""
    solver = MovementSolver(Position.of(state), SearchControl())
    value = solver.value()
    return solver.best_move(value), value
