"""A naive reference of the native core's static evaluation (native/engine/src/morris/eval.rs),
for the agreement tests: the same terms and weights, in plain Python.

Everything is bit arithmetic on the ring layout of ``games.morris.geometry`` (index
``8 * ring + k``): rotating each byte by one step reaches the ring neighbours, shifting by 8 the
spoke neighbours. Per side it finds the open two-in-a-rows (empty points that would complete a
mill), which of them a man can actually close next move (placing, flying, or sliding in from a
neighbour outside the pair), the closed mills and the sliding mobility.
"""

from __future__ import annotations

from ninetka_desktop.games.morris.geometry import FULL

MAN = 100
#: A leaf where the side to move closes a mill against three men: the game is won next move.
NEAR_WIN = 30 * MAN

_EVEN = 0x555555
_ODD = 0xAAAAAA

# Weights in centi-men, checked by short self-play matches (equal budgets, 30 games each):
# mobility 6 in placing beat 2 (62%), 8 in moving beat 5 (65%).
W_MILL = 14  # a closed mill: safe men, and in the moving phase a mill to reopen
W_TWO = 8  # an open two that cannot be closed at once
W_THREAT_MOVER = 75  # the side to move closes a mill now: nearly a man
W_THREAT_ONE = 12  # the waiting side threatens one mill: the mover must spend a move to block
W_THREAT_MANY = 65  # two or more threats: the mover cannot block them all
W_MOBILITY = 8  # per sliding move (moving phase)
W_MOBILITY_PLACING = 6  # per free neighbour (placing phase): men that will not get stuck
W_BLOCKED = 250  # the waiting side cannot move at all: the mover keeping it so wins
W_FLYING = 40  # a side down to three men is one mill from losing


def _features(me: int, empty: int, hand: int, fly: bool) -> tuple[int, int, int, int]:
    """``(closable points, open-two points, closed mills, sliding moves)`` of the men ``me``."""
    u1 = ((me << 1) & 0xFEFEFE) | ((me >> 7) & 0x010101)  # bit k: point k-1 is mine
    u2 = ((u1 << 1) & 0xFEFEFE) | ((u1 >> 7) & 0x010101)
    d1 = ((me >> 1) & 0x7F7F7F) | ((me << 7) & 0x808080)  # bit k: point k+1 is mine
    d2 = ((d1 >> 1) & 0x7F7F7F) | ((d1 << 7) & 0x808080)
    up_pair = u1 & u2  # corner k: k-2, k-1 mine
    down_pair = d1 & d2  # corner k: k+1, k+2 mine
    side_pair = u1 & d1  # midpoint k: both ring neighbours mine
    spoke_pair = (
        ((me >> 8) & (me >> 16) & 0xFF)
        | ((me << 8) & (me >> 8) & 0xFF00)
        | ((me << 8) & (me << 16) & 0xFF0000)
    ) & _ODD
    twos = (((up_pair | down_pair) & _EVEN) | (side_pair & _ODD) | spoke_pair) & empty
    if hand or fly:
        closable = twos
    else:
        # The closing man must come from a neighbour that is not one of the pair.
        closable = (
            (((down_pair & u1) | (up_pair & d1)) & _EVEN)
            | (side_pair & ((me << 8) | (me >> 8)) & _ODD)
            | (spoke_pair & (u1 | d1))
        ) & empty
    mills = (me & d1 & d2 & _EVEN).bit_count() + (me & (me >> 8) & (me >> 16) & 0xAA).bit_count()
    e_up = ((empty << 1) & 0xFEFEFE) | ((empty >> 7) & 0x010101)
    e_down = ((empty >> 1) & 0x7F7F7F) | ((empty << 7) & 0x808080)
    moves = (
        (me & e_up).bit_count()
        + (me & e_down).bit_count()
        + (me & (empty << 8) & _ODD).bit_count()
        + (me & (empty >> 8) & _ODD).bit_count()
    )
    return closable, twos, mills, moves


def evaluate(own: int, opp: int, own_hand: int, opp_hand: int, flying: bool) -> int:
    """The value for the side to move (men ``own``), in centi-men; positive is good."""
    empty = FULL ^ own ^ opp
    n_own = own.bit_count() + own_hand
    n_opp = opp.bit_count() + opp_hand
    own_fly = flying and not own_hand and n_own == 3
    opp_fly = flying and not opp_hand and n_opp == 3
    c_own, t_own, m_own, mob_own = _features(own, empty, own_hand, own_fly)
    c_opp, t_opp, m_opp, mob_opp = _features(opp, empty, opp_hand, opp_fly)
    if c_own and n_opp == 3:
        return NEAR_WIN
    score = MAN * (n_own - n_opp) + W_MILL * (m_own - m_opp)
    score += W_TWO * ((t_own & ~c_own).bit_count() - (t_opp & ~c_opp).bit_count())
    if c_own:
        score += W_THREAT_MOVER
    elif c_opp:
        score -= W_THREAT_ONE if c_opp & (c_opp - 1) == 0 else W_THREAT_MANY
    if own_hand or opp_hand:
        score += W_MOBILITY_PLACING * (mob_own - mob_opp)
    else:
        if not own_fly:
            score += W_MOBILITY * mob_own
        if not opp_fly:
            score -= W_MOBILITY * mob_opp
            if not mob_opp:
                score += W_BLOCKED
    if own_fly:
        score -= W_FLYING
    if opp_fly:
        score += W_FLYING
    return score


__all__ = ["MAN", "NEAR_WIN", "evaluate"]
