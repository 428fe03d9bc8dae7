"""A naive reference of the native core's Morris evaluation (``native/engine/src/morris/eval.rs``)
for the agreement tests: the same features, worked out point by point and line by line on the
rules library's geometry instead of by shifts, weighted by the core's own weights."""

from __future__ import annotations

from ninetka_desktop.games.morris.geometry import ADJACENT, FULL, MILL_POINTS, NUM_POINTS

MAN = 100
#: A leaf where the side to move closes a mill against three men: the game is won next move.
NEAR_WIN = 30 * MAN
FEATURES = 20


def _has(board: int, point: int) -> bool:
    return bool(board >> point & 1)


def _side(me: int, empty: int, placing_or_flying: bool) -> tuple[set[int], set[int], int, int]:
    """``(closable points, open-two points, closed mills, sliding moves)`` of the men ``me``."""
    twos: set[int] = set()
    closable: set[int] = set()
    for line in MILL_POINTS:
        for p in line:
            pair = [q for q in line if q != p]
            if _has(empty, p) and all(_has(me, q) for q in pair):
                twos.add(p)
                helpers = [q for q in ADJACENT[p] if _has(me, q) and q not in pair]
                if placing_or_flying or helpers:
                    closable.add(p)
    mills = sum(all(_has(me, q) for q in line) for line in MILL_POINTS)
    moves = sum(_has(empty, q) for p in range(NUM_POINTS) if _has(me, p) for q in ADJACENT[p])
    return closable, twos, mills, moves


def _forks(me: int, empty: int) -> int:
    """Empty points where one man placed makes two open twos."""
    count = 0
    for p in range(NUM_POINTS):
        if not _has(empty, p):
            continue
        lines = [
            line
            for line in MILL_POINTS
            if p in line
            and sum(_has(me, q) for q in line) == 1
            and sum(_has(empty, q) for q in line) == 2
        ]
        count += len(lines) >= 2
    return count


def _double_mill_men(me: int, closable: set[int]) -> int:
    in_mill = {p for line in MILL_POINTS if all(_has(me, q) for q in line) for p in line}
    return sum(any(q in closable for q in ADJACENT[p]) for p in in_mill)


def features(own: int, opp: int, own_hand: int, opp_hand: int, flying: bool) -> list[int] | None:
    """The features of the position for the side to move, or None when it closes a mill
    against three men next (the evaluation is then ``NEAR_WIN``)."""
    empty = FULL ^ own ^ opp
    n_own = own.bit_count() + own_hand
    n_opp = opp.bit_count() + opp_hand
    own_fly = flying and not own_hand and n_own == 3
    opp_fly = flying and not opp_hand and n_opp == 3
    c_own, t_own, m_own, mob_own = _side(own, empty, bool(own_hand) or own_fly)
    c_opp, t_opp, m_opp, mob_opp = _side(opp, empty, bool(opp_hand) or opp_fly)
    if c_own and n_opp == 3:
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
        f[11] = mob_own - mob_opp
        f[16] = 1
        f[17] = n_own - n_opp
        f[19] = _forks(own, empty) - _forks(opp, empty)
    else:
        if not own_fly:
            f[12] = mob_own
        if not opp_fly:
            f[13] = -mob_opp
            f[14] = int(mob_opp == 0)
        f[18] = _double_mill_men(own, c_own) - _double_mill_men(opp, c_opp)
    f[15] = int(opp_fly) - int(own_fly)
    return f


def evaluate(
    own: int, opp: int, own_hand: int, opp_hand: int, flying: bool, weights: list[int]
) -> int:
    """The value for the side to move (men ``own``), in centi-men, with the core's weights."""
    f = features(own, opp, own_hand, opp_hand, flying)
    if f is None:
        return NEAR_WIN
    return sum(a * b for a, b in zip(f, weights, strict=True))


__all__ = ["FEATURES", "MAN", "NEAR_WIN", "evaluate", "features"]
