"""A naive reference of the native core's Morris evaluation (``native/engine/src/mill/eval.rs``)
for the agreement tests, in every game of the family: the same features, worked out point by
point and line by line on the rules library's board (its mills, its adjacency) instead of by
the core's tables, weighted by the core's own weights."""

from __future__ import annotations

from ninetka_desktop.games.morris.state import MorrisState

MAN = 100
#: A leaf where the side to move closes a winning mill next: the game is won next move.
NEAR_WIN = 30 * MAN
FEATURES = 20

Line = tuple[int, int, int]


def _has(board: int, point: int) -> bool:
    return bool(board >> point & 1)


def _side(
    me: int,
    empty: int,
    anywhere: bool,
    mills: tuple[Line, ...],
    adjacent: tuple[tuple[int, ...], ...],
) -> tuple[set[int], set[int], int, int]:
    """``(closable points, open-two points, closed mills, sliding moves)`` of the men ``me``."""
    twos: set[int] = set()
    closable: set[int] = set()
    for line in mills:
        for p in line:
            pair = [q for q in line if q != p]
            if _has(empty, p) and all(_has(me, q) for q in pair):
                twos.add(p)
                helpers = [q for q in adjacent[p] if _has(me, q) and q not in line]
                if anywhere or helpers:
                    closable.add(p)
    full = sum(all(_has(me, q) for q in line) for line in mills)
    moves = sum(_has(empty, q) for p in range(len(adjacent)) if _has(me, p) for q in adjacent[p])
    return closable, twos, full, moves


def _forks(me: int, empty: int, mills: tuple[Line, ...], points: int) -> int:
    """Empty points where one man placed makes two open twos."""
    count = 0
    for p in range(points):
        if not _has(empty, p):
            continue
        lines = [
            line
            for line in mills
            if p in line
            and sum(_has(me, q) for q in line) == 1
            and sum(_has(empty, q) for q in line) == 2
        ]
        count += len(lines) >= 2
    return count


def _double_mill_men(
    me: int, closable: set[int], mills: tuple[Line, ...], adjacent: tuple[tuple[int, ...], ...]
) -> int:
    in_mill = {p for line in mills if all(_has(me, q) for q in line) for p in line}
    return sum(any(q in closable for q in adjacent[p]) for p in in_mill)


def features(state: MorrisState) -> list[int] | None:
    """The features of ``state`` for its side to move, or None when it closes a winning mill
    next (the evaluation is then ``NEAR_WIN``)."""
    rules = state.rules
    mills, adjacent = rules.mills, rules.board.adjacent
    side = state.to_move
    own, opp = state.bitboard(side), state.bitboard(1 - side)
    own_hand, opp_hand = state.men_in_hand(side), state.men_in_hand(1 - side)
    empty = rules.board.full ^ own ^ opp
    n_own = own.bit_count() + own_hand
    n_opp = opp.bit_count() + opp_hand
    own_fly = rules.flying and not own_hand and n_own == 3
    opp_fly = rules.flying and not opp_hand and n_opp == 3
    holes = rules.nine_holes
    c_own, t_own, m_own, mob_own = _side(own, empty, bool(own_hand) or own_fly or holes, mills,
                                         adjacent)
    c_opp, t_opp, m_opp, mob_opp = _side(opp, empty, bool(opp_hand) or opp_fly or holes, mills,
                                         adjacent)
    if c_own and (rules.variant.mill_wins or n_opp == 3):
        return None
    f = [0] * FEATURES
    placing = bool(own_hand or opp_hand)
    phase = 0 if placing else 1
    f[0] = n_own - n_opp
    f[1 + phase] = m_own - m_opp
    f[3 + phase] = len(t_own - c_own) - len(t_opp - c_opp)
    if c_own:
        f[5 + phase] = 1
    elif len(c_opp) == 1:
        f[7 + phase] = -1
    elif c_opp:
        f[9 + phase] = -1
    if placing:
        points = rules.board.num_points
        f[11] = mob_own - mob_opp
        f[16] = 1
        f[17] = n_own - n_opp
        f[19] = _forks(own, empty, mills, points) - _forks(opp, empty, mills, points)
    else:
        if not own_fly:
            f[12] = mob_own
        if not opp_fly:
            f[13] = -mob_opp
            f[14] = int(mob_opp == 0)
        f[18] = _double_mill_men(own, c_own, mills, adjacent) - _double_mill_men(
            opp, c_opp, mills, adjacent
        )
    f[15] = int(opp_fly) - int(own_fly)
    return f


def evaluate(state: MorrisState, weights: list[int]) -> int:
    """The value of ``state`` for its side to move, in centi-men, with the core's weights."""
    f = features(state)
    if f is None:
        return NEAR_WIN
    return sum(a * b for a, b in zip(f, weights, strict=True))


__all__ = ["FEATURES", "MAN", "NEAR_WIN", "evaluate", "features"]
