"""WCAG 2.x contrast: relative luminance and the contrast ratio of two sRGB colours.

Qt-free. WCAG 2.2 asks for 4.5:1 for normal text (1.4.3, level AA) and 3:1 for the parts of a
graphic that are needed to understand it (1.4.11, level AA); the high-contrast theme is tested
against both.
"""

from __future__ import annotations

from .colour_vision import Colour, rgb_of

TEXT_MINIMUM = 4.5  # WCAG 1.4.3, AA
GRAPHICS_MINIMUM = 3.0  # WCAG 1.4.11, AA


def _channel(value: int) -> float:
    # WCAG's own threshold (0.03928) rather than IEC's 0.04045: the results differ by < 1e-4.
    c = value / 255
    return c / 12.92 if c <= 0.03928 else float(((c + 0.055) / 1.055) ** 2.4)


def relative_luminance(colour: Colour) -> float:
    """0 for black to 1 for white."""
    r, g, b = rgb_of(colour)
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast_ratio(a: Colour, b: Colour) -> float:
    """From 1 (the same luminance) to 21 (black on white); symmetric."""
    la, lb = relative_luminance(a), relative_luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def readable_on(colour: Colour, background: Colour, minimum: float = GRAPHICS_MINIMUM) -> str:
    """``colour`` (``#rrggbb``), darkened on a light background or lightened on a dark one just
    enough to stand out from ``background`` by ``minimum``; unchanged when it already does."""
    start = rgb_of(colour)
    towards = (0, 0, 0) if relative_luminance(background) > 0.18 else (255, 255, 255)
    for step in range(21):
        t = step / 20
        mixed = tuple(round(c + (e - c) * t) for c, e in zip(start, towards, strict=True))
        candidate = "#{:02x}{:02x}{:02x}".format(*mixed)
        if contrast_ratio(candidate, background) >= minimum:
            return candidate
    return "#{:02x}{:02x}{:02x}".format(*towards)
