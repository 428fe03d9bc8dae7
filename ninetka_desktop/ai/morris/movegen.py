"""Move generation on plain ints for the search: moves are indices into the engine's MOVE_TABLE.

A move index is ``src * 600 + dst * 25 + remove`` with ``src``/``remove`` 24 for "none" (see
``games.morris.moves.move_index``), so the root turns it back into a ``MorrisMove`` by a lookup.
Mill-closing moves come back apart from the quiet ones: the search tries them first.
"""

from __future__ import annotations

from ...games.morris.geometry import ADJACENT_MASK, BIT, FULL, MILLS_AT, NUM_POINTS, bits

_STRIDE_DST = NUM_POINTS + 1
_STRIDE_SRC = NUM_POINTS * _STRIDE_DST
MOVE_COUNT = (NUM_POINTS + 1) * _STRIDE_SRC
#: Indices from here on are placements (``src`` = 24).
PLACE_BASE = NUM_POINTS * _STRIDE_SRC
NO_POINT = NUM_POINTS

_EVEN = 0x555555  # corners
_ODD = 0xAAAAAA  # side midpoints
_ODD0 = 0xAA  # side midpoints of the outer ring: where a spoke mill starts


def move_parts(index: int) -> tuple[int, int, int]:
    """``(src, dst, remove)`` of a move index, 24 meaning none."""
    src, rest = divmod(index, _STRIDE_SRC)
    dst, rem = divmod(rest, _STRIDE_DST)
    return src, dst, rem


def _tables() -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    own_change, opp_change, dst_bit = [], [], []
    for index in range(MOVE_COUNT):
        src, dst, rem = move_parts(index)
        own_change.append((0 if src == NO_POINT else BIT[src]) | BIT[dst])
        opp_change.append(0 if rem == NO_POINT else BIT[rem])
        dst_bit.append(BIT[dst])
    return tuple(own_change), tuple(opp_change), tuple(dst_bit)


#: XOR into the mover's board / the opponent's board; the destination's bit.
OWN_CHANGE, OPP_CHANGE, DST_BIT = _tables()


def in_mills(board: int) -> int:
    """The men of ``board`` standing in a mill (bit arithmetic on the ring layout)."""
    d1 = ((board >> 1) & 0x7F7F7F) | ((board << 7) & 0x808080)  # bit k holds point k+1
    d2 = ((d1 >> 1) & 0x7F7F7F) | ((d1 << 7) & 0x808080)
    start = board & d1 & d2 & _EVEN  # corner k with k, k+1, k+2 all set
    u1 = ((start << 1) & 0xFEFEFE) | ((start >> 7) & 0x010101)
    u2 = ((u1 << 1) & 0xFEFEFE) | ((u1 >> 7) & 0x010101)
    spoke = board & (board >> 8) & (board >> 16) & _ODD0
    return start | u1 | u2 | spoke | spoke << 8 | spoke << 16


def removable(opp: int) -> int:
    """The men a closed mill may take (RULES 2.5): those outside mills, or any if none is."""
    free = opp & ~in_mills(opp)
    return free if free else opp


def generate(own: int, opp: int, placing: bool, fly: bool) -> tuple[list[int], list[int]]:
    """``(mill_moves, quiet_moves)`` for the side owning ``own``, as move indices."""
    empty = FULL ^ own ^ opp
    # Each source of moves: the mover's men left behind, its index part, where it may go. A
    # placement comes from the supply, as if from a point off the board.
    sources: list[tuple[int, int, tuple[int, ...]]]
    if placing:
        sources = [(own, PLACE_BASE, bits(empty))]
    else:
        targets = bits(empty) if fly else ()
        sources = [
            (own ^ BIT[s], s * _STRIDE_SRC, targets if fly else bits(ADJACENT_MASK[s] & empty))
            for s in bits(own)
        ]
    mills: list[int] = []
    quiet: list[int] = []
    rems: tuple[int, ...] | None = None  # found once, and only when a mill closes
    for rest, origin, destinations in sources:
        for d in destinations:
            after = rest | BIT[d]
            m1, m2 = MILLS_AT[d]
            base = origin + d * _STRIDE_DST
            if (after & m1 == m1 or after & m2 == m2) and opp:
                if rems is None:
                    rems = bits(removable(opp))
                mills += [base + r for r in rems]
            else:
                quiet.append(base + NO_POINT)
    return mills, quiet


__all__ = [
    "DST_BIT",
    "MOVE_COUNT",
    "NO_POINT",
    "OPP_CHANGE",
    "OWN_CHANGE",
    "PLACE_BASE",
    "generate",
    "in_mills",
    "move_parts",
    "removable",
]
