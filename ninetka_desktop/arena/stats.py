"""Match statistics: Wilson score intervals and Elo differences."""

from __future__ import annotations

import math
from dataclasses import dataclass

Z_95 = 1.959963984540054


@dataclass(frozen=True, slots=True)
class Interval:
    low: float
    high: float


def wilson_interval(points: float, games: int, z: float = Z_95) -> Interval:
    """95% Wilson score interval for a proportion (draws counted as half points)."""
    if games == 0:
        return Interval(0.0, 1.0)
    p = points / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return Interval(max(0.0, centre - half), min(1.0, centre + half))


def elo_difference(score: float) -> float:
    """The Elo difference that predicts this expected score (clamped to +-1200 at 0 and 1)."""
    if score <= 0.0:
        return -1200.0
    if score >= 1.0:
        return 1200.0
    return max(-1200.0, min(1200.0, -400.0 * math.log10(1.0 / score - 1.0)))


def elo_summary(points: float, games: int) -> str:
    """'+191 ci95=[+120, +270]': the Elo difference of a score and of its interval's ends."""
    share = points / games if games else 0.5
    interval = wilson_interval(points, games)

    def signed(score: float) -> str:
        # Rounding first keeps a near-even score from printing as "-0".
        return f"{round(elo_difference(score)):+d}"

    return f"{signed(share)} ci95=[{signed(interval.low)}, {signed(interval.high)}]"
