"""The notation of Mind Sports South Africa (MSSA) for Morabaraba, read on input (RULES.md 3.5):
rings ``E`` (outer), ``A`` and ``R`` (inner), points ``1``..``8`` clockwise from each ring's
top-left corner, so ``E1`` is ``a7``, ``E6`` is ``d1`` and ``A6`` is ``d2``.

Only capital ring letters are MSSA: ``a1``, ``a4``, ``a7``, ``e3``, ``e4`` and ``e5`` are also
points of the grid notation, which stays lower case (and is what the app writes).
"""

from __future__ import annotations

import re

#: Each ring's points from its top-left corner, clockwise, in the grid notation.
_RINGS = {
    "E": ("a7", "d7", "g7", "g4", "g1", "d1", "a1", "a4"),
    "A": ("b6", "d6", "f6", "f4", "f2", "d2", "b2", "b4"),
    "R": ("c5", "d5", "e5", "e4", "e3", "d3", "c3", "c4"),
}
MSSA_POINTS: dict[str, str] = {
    f"{ring}{index}": name
    for ring, names in _RINGS.items()
    for index, name in enumerate(names, start=1)
}
#: A point stands at the start, after a blank or after a move's ``-`` or ``x``.
_MSSA_POINT = re.compile(r"(?<![^\s\-xX])([EAR][1-8])(?![0-9])")


def from_mssa(text: str) -> str:
    """``text`` with every MSSA point (``E1``, ``A6``, ``R8``) written as its grid name."""
    return _MSSA_POINT.sub(lambda match: MSSA_POINTS[match[1]], text)


__all__ = ["MSSA_POINTS", "from_mssa"]
