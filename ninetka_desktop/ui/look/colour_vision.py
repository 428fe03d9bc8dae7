"""How colours look to people with a colour-vision deficiency, and how far apart two colours are.

Qt-free on purpose: the palette tests and anyone checking a new colour can use it without a
display. Colours are ``#rrggbb`` strings or 0..255 ``(r, g, b)`` tuples in sRGB.

- ``simulate(colour, deficiency)``: the colour as a dichromat sees it, by the matrices of
  Machado, Oliveira & Fernandes (2009, IEEE TVCG 15(6)) at severity 1.0, applied to linear sRGB.
- ``delta_e00(a, b)``: the CIEDE2000 colour difference (CIE 142-2001; the formula as written out
  by Sharma, Wu & Dalal, 2005), on CIELAB under D65. About 1 is a just-noticeable difference.
"""

from __future__ import annotations

import math
from enum import StrEnum

RGB = tuple[float, float, float]
Colour = str | tuple[int, int, int]


class Deficiency(StrEnum):
    NONE = "normal"
    PROTANOPIA = "protanopia"  # no long-wave (red) cones
    DEUTERANOPIA = "deuteranopia"  # no medium-wave (green) cones, the most common
    TRITANOPIA = "tritanopia"  # no short-wave (blue) cones, rare


# Machado et al. (2009), Table 1 at severity 1.0: linear sRGB in, linear sRGB out.
_MACHADO: dict[Deficiency, tuple[RGB, RGB, RGB]] = {
    Deficiency.PROTANOPIA: (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    Deficiency.DEUTERANOPIA: (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    Deficiency.TRITANOPIA: (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}

# sRGB (D65) to XYZ, and the D65 white point, as in IEC 61966-2-1.
_TO_XYZ = (
    (0.4124564, 0.3575761, 0.1804375),
    (0.2126729, 0.7151522, 0.0721750),
    (0.0193339, 0.1191920, 0.9503041),
)
_WHITE = (0.95047, 1.0, 1.08883)


def rgb_of(colour: Colour) -> tuple[int, int, int]:
    """``colour`` as a 0..255 tuple; accepts ``#rrggbb`` (an ``#aarrggbb`` alpha is dropped)."""
    if isinstance(colour, tuple):
        return colour
    text = colour.lstrip("#")
    if len(text) == 8:
        text = text[2:]
    if len(text) != 6:
        raise ValueError(f"not an #rrggbb colour: {colour!r}")
    return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)


def to_linear(channel: float) -> float:
    """An sRGB channel 0..1 to linear light."""
    if channel <= 0.04045:
        return channel / 12.92
    return float(((channel + 0.055) / 1.055) ** 2.4)


def from_linear(value: float) -> float:
    """Linear light to an sRGB channel 0..1, clipped to the gamut."""
    value = min(max(value, 0.0), 1.0)
    if value <= 0.0031308:
        return value * 12.92
    return float(1.055 * value ** (1 / 2.4) - 0.055)


def linear_rgb(colour: Colour) -> RGB:
    r, g, b = rgb_of(colour)
    return to_linear(r / 255), to_linear(g / 255), to_linear(b / 255)


def _apply(matrix: tuple[RGB, RGB, RGB], vector: RGB) -> RGB:
    x, y, z = (sum(m * v for m, v in zip(row, vector, strict=True)) for row in matrix)
    return x, y, z


def simulate(colour: Colour, deficiency: Deficiency) -> tuple[int, int, int]:
    """How ``colour`` looks with ``deficiency`` (itself for NONE), as 0..255 sRGB."""
    if deficiency is Deficiency.NONE:
        return rgb_of(colour)
    r, g, b = _apply(_MACHADO[deficiency], linear_rgb(colour))
    return round(from_linear(r) * 255), round(from_linear(g) * 255), round(from_linear(b) * 255)


def lab(colour: Colour) -> RGB:
    """CIELAB (L*, a*, b*) of an sRGB colour, D65 white."""
    xyz = _apply(_TO_XYZ, linear_rgb(colour))

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(value / white) for value, white in zip(xyz, _WHITE, strict=True))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e00_lab(lab1: RGB, lab2: RGB) -> float:
    """CIEDE2000 between two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    else:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    big_dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_mean = (h1p + h2p) / 2
    else:
        hp_mean = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hp_mean - 30))
        + 0.24 * math.cos(math.radians(2 * hp_mean))
        + 0.32 * math.cos(math.radians(3 * hp_mean + 6))
        - 0.20 * math.cos(math.radians(4 * hp_mean - 63))
    )
    d_theta = 30 * math.exp(-(((hp_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    terms = (dl / s_l, dc / s_c, big_dh / s_h)
    return math.sqrt(
        terms[0] ** 2 + terms[1] ** 2 + terms[2] ** 2 + r_t * terms[1] * terms[2]
    )


def delta_e00(a: Colour, b: Colour, deficiency: Deficiency = Deficiency.NONE) -> float:
    """CIEDE2000 between two sRGB colours as seen with ``deficiency``."""
    return delta_e00_lab(lab(simulate(a, deficiency)), lab(simulate(b, deficiency)))
