"""The board's 16 symmetries as point permutations: the square's 8 times swapping the rings.

With ``index = 8 * ring + k`` (``geometry``), a quarter turn is ``k -> k + 2``, the reflection in
the a1-g7 diagonal is ``k -> -k`` (mod 8), and swapping the outer and the inner square is
``ring -> 2 - ring``. Each maps corners to corners and midpoints to midpoints with the same ``k``
on every ring, so ring neighbours, spokes and mills stay what they were
(``tests/games/morris/test_morris_symmetry.py``). Used to search and store symmetric positions
once (the opening book).

Nine Men's Morris's board only: the diagonals of Twelve Men's Morris and Morabaraba break the
ring swap, and the smaller boards have other point orders; the book refuses the other games.
"""

from __future__ import annotations

from .geometry import NUM_POINTS, bits
from .moves import MorrisMove, make_move

Permutation = tuple[int, ...]


def _permutation(turns: int, mirror: bool, swap: bool) -> Permutation:
    result = []
    for point in range(NUM_POINTS):
        ring, k = divmod(point, 8)
        k = (-k if mirror else k) + 2 * turns
        result.append(8 * (2 - ring if swap else ring) + k % 8)
    return tuple(result)


#: ``SYMMETRIES[s][p]``: where symmetry ``s`` takes point ``p``; ``SYMMETRIES[0]`` is the identity.
SYMMETRIES: tuple[Permutation, ...] = tuple(
    _permutation(turns, mirror, swap)
    for swap in (False, True)
    for mirror in (False, True)
    for turns in range(4)
)


def _inverse(perm: Permutation) -> Permutation:
    result = [0] * NUM_POINTS
    for point, image in enumerate(perm):
        result[image] = point
    return tuple(result)


#: ``INVERSE[s]``: the index of the symmetry that undoes ``SYMMETRIES[s]``.
INVERSE: tuple[int, ...] = tuple(SYMMETRIES.index(_inverse(p)) for p in SYMMETRIES)


def map_board(board: int, sym: int) -> int:
    """The bitboard ``board`` moved by symmetry ``sym``."""
    perm = SYMMETRIES[sym]
    result = 0
    for point in bits(board):
        result |= 1 << perm[point]
    return result


def map_move(move: MorrisMove, sym: int) -> MorrisMove:
    """``move`` moved by symmetry ``sym`` (source, destination and removed man alike)."""
    perm = SYMMETRIES[sym]
    src = None if move.src is None else perm[move.src]
    remove = None if move.remove is None else perm[move.remove]
    return make_move(src, perm[move.dst], remove)


def canonical(white: int, black: int) -> tuple[int, int, int]:
    """``(white', black', sym)``: the least image of the two bitboards over the 16 symmetries
    (white first), and a symmetry that gives it (the first one, for determinism)."""
    best = (white, black, 0)
    for sym in range(1, len(SYMMETRIES)):
        image = (map_board(white, sym), map_board(black, sym))
        if image < best[:2]:
            best = (*image, sym)
    return best


__all__ = ["INVERSE", "SYMMETRIES", "Permutation", "canonical", "map_board", "map_move"]
