"""Zobrist hashing of Morris positions: random 64-bit keys XORed per man, hand size and side.

The search updates the hash incrementally with ``MOVE_DELTA`` (one XOR per move, plus
``HAND_DELTA`` for a placement); ``full_hash`` computes it from scratch for the root and history.
"""

from __future__ import annotations

import random

from ...games.morris.geometry import NUM_POINTS, bits
from ...games.morris.state import MEN_PER_SIDE
from .movegen import MOVE_COUNT, move_parts

# A fixed seed: hashes (and so the search, through table collisions) are the same every run.
_rng = random.Random(0x5EED_0F_9)


def _key() -> int:
    return _rng.getrandbits(64)


#: ``POINT_KEYS[side][point]``; entry ``NUM_POINTS`` is 0 so that "no point" XORs nothing.
POINT_KEYS: tuple[tuple[int, ...], ...] = tuple(
    (*(_key() for _ in range(NUM_POINTS)), 0) for _ in range(2)
)
#: ``HAND_KEYS[side][n]``: ``side`` has ``n`` men in hand.
HAND_KEYS: tuple[tuple[int, ...], ...] = tuple(
    tuple(_key() for _ in range(MEN_PER_SIDE + 1)) for _ in range(2)
)
#: XORed in when Black is to move.
SIDE_KEY = _key()

#: ``HAND_DELTA[side][n]``: the change when ``side``'s hand goes from ``n`` to ``n - 1``.
HAND_DELTA: tuple[tuple[int, ...], ...] = tuple(
    (0, *(keys[n] ^ keys[n - 1] for n in range(1, MEN_PER_SIDE + 1))) for keys in HAND_KEYS
)


def _move_deltas(side: int) -> tuple[int, ...]:
    own, opp = POINT_KEYS[side], POINT_KEYS[1 - side]
    out = []
    for index in range(MOVE_COUNT):
        src, dst, rem = move_parts(index)
        out.append(own[src] ^ own[dst] ^ opp[rem] ^ SIDE_KEY)
    return tuple(out)


#: ``MOVE_DELTA[side][move]``: the hash change of ``side`` playing ``move`` (hand excluded).
MOVE_DELTA: tuple[tuple[int, ...], ...] = (_move_deltas(0), _move_deltas(1))


def full_hash(white: int, black: int, white_hand: int, black_hand: int, to_move: int) -> int:
    """The hash of a position, computed from scratch."""
    h = HAND_KEYS[0][white_hand] ^ HAND_KEYS[1][black_hand]
    if to_move:
        h ^= SIDE_KEY
    for side, board in ((0, white), (1, black)):
        keys = POINT_KEYS[side]
        for p in bits(board):
            h ^= keys[p]
    return h


__all__ = ["HAND_DELTA", "HAND_KEYS", "MOVE_DELTA", "POINT_KEYS", "SIDE_KEY", "full_hash"]
