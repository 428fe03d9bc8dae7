"""Negamax alpha-beta with iterative deepening for Nine Men's Morris, on plain ints.

A node is ``(own, opp, own_hand, opp_hand)`` from the side to move's view plus the Zobrist hash
and the no-removal counter; children are built by XOR with the move tables, so there is nothing
to undo. Principal-variation search, a transposition table (dict keyed by the hash), two killer
moves per ply and a history table order the moves: table move, mill-closing moves, blocks of the
opponent's open twos, killers, then the rest by history.

Draw rules as in the engine: a position repeated within the search path or the game's history is
scored 0 (when ``repetition_draw`` is on), and so is a node whose no-removal counter reached the
limit; the decisive ends (blocked, reduced to two men) are checked first. Wins and losses are
``WIN - plies``: faster wins and slower losses score better.
"""

from __future__ import annotations

from ...games.morris.geometry import BIT, FULL, has_empty_neighbour
from ...games.morris.state import MorrisState
from ..control import SearchControl
from .evaluation import evaluate
from .movegen import (
    DST_BIT,
    MOVE_COUNT,
    OPP_CHANGE,
    OWN_CHANGE,
    PLACE_BASE,
    generate,
)
from .zobrist import HAND_DELTA, MOVE_DELTA, full_hash

WIN = 1_000_000
#: Scores beyond this are wins or losses found by the search (ply-adjusted).
WIN_BOUND = WIN - 1_000
INF = 10 * WIN

_EXACT, _LOWER, _UPPER = 0, 1, 2
_KILLER_BONUS = 1 << 40
_BLOCK_BONUS = 1 << 41


def _open_points(me: int, empty: int) -> int:
    """Empty points that would complete a mill of ``me`` (as in ``evaluation``)."""
    u1 = ((me << 1) & 0xFEFEFE) | ((me >> 7) & 0x010101)
    u2 = ((u1 << 1) & 0xFEFEFE) | ((u1 >> 7) & 0x010101)
    d1 = ((me >> 1) & 0x7F7F7F) | ((me << 7) & 0x808080)
    d2 = ((d1 >> 1) & 0x7F7F7F) | ((d1 << 7) & 0x808080)
    spokes = (
        ((me >> 8) & (me >> 16) & 0xFF)
        | ((me << 8) & (me >> 8) & 0xFF00)
        | ((me << 8) & (me << 16) & 0xFF0000)
    )
    return ((((u1 & u2) | (d1 & d2)) & 0x555555) | ((u1 & d1) | spokes) & 0xAAAAAA) & empty


def history_keys(state: MorrisState) -> set[int]:
    """Hashes of the positions since the last placement or removal, the current one included.

    Earlier positions cannot recur (men in hand and on the board only ever decrease).
    """
    boards = [state.bitboard(0), state.bitboard(1)]
    hands = (state.men_in_hand(0), state.men_in_hand(1))
    side = state.to_move
    keys = {full_hash(boards[0], boards[1], hands[0], hands[1], side)}
    stack = state.move_stack
    for move in reversed(stack[len(stack) - state.no_removal_plies :]):
        side ^= 1
        if move.src is not None:  # always so: these plies are slides without removal
            boards[side] ^= BIT[move.src] | BIT[move.dst]
        keys.add(full_hash(boards[0], boards[1], hands[0], hands[1], side))
    return keys


class Searcher:
    """One move's search: tables live as long as the object."""

    def __init__(self, state: MorrisState, control: SearchControl) -> None:
        options = state.options()
        self.flying: bool = options["flying"]
        self.repetition: bool = options["repetition_draw"]
        self.limit: int = options["no_removal_limit"]
        self.control = control
        self.side = state.to_move
        self.own = state.bitboard(self.side)
        self.opp = state.bitboard(1 - self.side)
        self.own_hand = state.men_in_hand(self.side)
        self.opp_hand = state.men_in_hand(1 - self.side)
        self.quiet = state.no_removal_plies
        self.key = full_hash(
            state.bitboard(0), state.bitboard(1), state.men_in_hand(0), state.men_in_hand(1),
            self.side,
        )  # fmt: skip
        self.seen = history_keys(state) if self.repetition else set()
        self.table: dict[int, tuple[int, int, int, int]] = {}
        self.history = [0] * MOVE_COUNT
        self.killers: list[list[int]] = [[-1, -1] for _ in range(128)]

    # --- root -----------------------------------------------------------------------------------

    def root_moves(self) -> list[int]:
        """The root's legal moves, ordered: mill-closing moves first."""
        fly = self.flying and not self.own_hand and self.own.bit_count() == 3
        mills, quiet = generate(self.own, self.opp, self.own_hand > 0, fly)
        return mills + quiet

    def immediate_win(self, moves: list[int]) -> int | None:
        """A move that wins at once (a mill against three men, or blocking the opponent)."""
        if self.opp.bit_count() + self.opp_hand == 3:
            for m in moves:
                if OPP_CHANGE[m]:
                    return m
        for m in moves:
            if self.opp_hand:
                break
            own = self.own ^ OWN_CHANGE[m]
            opp = self.opp ^ OPP_CHANGE[m]
            if self.flying and opp.bit_count() == 3:
                continue  # a flying side is never blocked
            if not opp & has_empty_neighbour(FULL ^ own ^ opp):
                return m
        return None

    def search_move(self, m: int, depth: int, alpha: int, beta: int) -> int:
        """The root move's score for the side to move at a depth, within the window."""
        own = self.own ^ OWN_CHANGE[m]
        key = self.key ^ MOVE_DELTA[self.side][m]
        hand = self.own_hand
        quiet = 0
        if m >= PLACE_BASE:
            key ^= HAND_DELTA[self.side][hand]
            hand -= 1
        elif not OPP_CHANGE[m]:
            quiet = self.quiet + 1
        if OPP_CHANGE[m] and (self.opp ^ OPP_CHANGE[m]).bit_count() + self.opp_hand < 3:
            return WIN - 1
        # The root's own key is in ``seen`` already (``history_keys`` includes it).
        return -self.negamax(
            self.opp ^ OPP_CHANGE[m], own, self.opp_hand, hand, key, quiet,
            depth - 1, 1, -beta, -alpha,
        )  # fmt: skip

    # --- the tree -------------------------------------------------------------------------------

    def negamax(
        self,
        own: int,
        opp: int,
        own_hand: int,
        opp_hand: int,
        key: int,
        quiet: int,
        depth: int,
        ply: int,
        alpha: int,
        beta: int,
    ) -> int:
        self.control.tick()
        empty = FULL ^ own ^ opp
        fly = False
        if not own_hand:
            fly = self.flying and own.bit_count() == 3
            if not fly and not own & has_empty_neighbour(empty):
                return ply - WIN  # blocked
            if quiet:
                if self.repetition and key in self.seen:
                    return 0
                if self.limit and quiet >= self.limit:
                    return 0
        entry = self.table.get(key)
        tt_move = -1
        if entry is not None:
            e_depth, flag, score, tt_move = entry
            if e_depth >= depth:
                if score > WIN_BOUND:
                    score -= ply
                elif score < -WIN_BOUND:
                    score += ply
                if flag == _EXACT:
                    return score
                if flag == _LOWER:
                    if score >= beta:
                        return score
                elif score <= alpha:
                    return score
        if depth <= 0:
            return evaluate(own, opp, own_hand, opp_hand, self.flying)

        mills, quiet_moves = generate(own, opp, own_hand > 0, fly)
        if mills and opp.bit_count() + opp_hand == 3:
            return WIN - ply - 1  # the mill takes the opponent down to two men
        history = self.history
        side = (self.side + ply) & 1
        if len(mills) > 1:
            mills.sort(key=history.__getitem__, reverse=True)
        killers = self.killers[ply]
        k1, k2 = killers
        if quiet_moves:
            threats = _open_points(opp, empty)
            keyed = []
            for m in quiet_moves:
                v = history[m]
                if m in (k1, k2):
                    v += _KILLER_BONUS
                if DST_BIT[m] & threats:
                    v += _BLOCK_BONUS
                keyed.append((v, m))
            keyed.sort(reverse=True)
            moves = mills + [m for _, m in keyed]
        else:
            moves = mills
        if tt_move >= 0 and tt_move in moves:
            moves.remove(tt_move)
            moves.insert(0, tt_move)

        deltas = MOVE_DELTA[side]
        hand_delta = HAND_DELTA[side][own_hand]
        seen = self.seen
        track = self.repetition and not own_hand and not opp_hand
        if track:
            seen.add(key)
        alpha0 = alpha
        best = -INF
        best_move = moves[0]
        first = True
        try:
            for m in moves:
                child_own = own ^ OWN_CHANGE[m]
                removed = OPP_CHANGE[m]
                child_key = key ^ deltas[m]
                hand = own_hand
                child_quiet = quiet + 1
                if m >= PLACE_BASE:
                    child_key ^= hand_delta
                    hand -= 1
                    child_quiet = 0
                elif removed:
                    child_quiet = 0
                if first:
                    score = -self.negamax(
                        opp ^ removed, child_own, opp_hand, hand, child_key, child_quiet,
                        depth - 1, ply + 1, -beta, -alpha,
                    )  # fmt: skip
                    first = False
                else:
                    score = -self.negamax(
                        opp ^ removed, child_own, opp_hand, hand, child_key, child_quiet,
                        depth - 1, ply + 1, -alpha - 1, -alpha,
                    )  # fmt: skip
                    if alpha < score < beta:
                        score = -self.negamax(
                            opp ^ removed, child_own, opp_hand, hand, child_key, child_quiet,
                            depth - 1, ply + 1, -beta, -alpha,
                        )  # fmt: skip
                if score > best:
                    best = score
                    best_move = m
                    if score > alpha:
                        alpha = score
                        if alpha >= beta:
                            history[m] += depth * depth
                            if not removed and m != k1:
                                killers[1] = k1
                                killers[0] = m
                            break
        finally:
            if track:
                seen.discard(key)

        flag = _EXACT
        if best <= alpha0:
            flag = _UPPER
        elif best >= beta:
            flag = _LOWER
        stored = best
        if stored > WIN_BOUND:
            stored += ply
        elif stored < -WIN_BOUND:
            stored -= ply
        self.table[key] = (depth, flag, stored, best_move)
        return best


__all__ = ["INF", "WIN", "WIN_BOUND", "Searcher", "history_keys"]
