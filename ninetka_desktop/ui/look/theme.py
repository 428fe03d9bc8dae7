"""Board palettes (light, dark, high contrast) for both games, the seat colours and each seat's
shape mark.

Colours live here once so the scene, the counters and the side panels agree. Every seat has a
shape mark as well as a colour, so colour is never the only cue; the colours themselves are
checked to stay apart under the common colour-vision deficiencies (tests/accessibility).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtGui import QColor

from ...models.roles import NEUTRAL_OWNER


class Mark(StrEnum):
    DOT = "dot"
    SQUARE = "square"
    TRIANGLE = "triangle"
    DIAMOND = "diamond"
    CROSS = "cross"


#: Seat 0-3 (Yellow, Blue, Orange, Green), in turn order.
SEAT_MARKS: tuple[Mark, ...] = (Mark.DOT, Mark.SQUARE, Mark.TRIANGLE, Mark.DIAMOND)
NEUTRAL_MARK = Mark.CROSS

# Saturated but not neon. The green is a deep one: a lighter green looks like the orange to
# protanopes and like the neutral red to deuteranopes (CIEDE2000 under 10, see colour_vision).
_SEAT_COLOURS = ("#f2c12e", "#3b7dd8", "#f07c22", "#3a885c")
_NEUTRAL_COLOUR = "#c8323c"


@dataclass(frozen=True)
class Palette:
    name: str
    table: QColor  # around the board, the view's background
    board: QColor  # the board plate
    board_edge: QColor
    field: QColor  # the inlay behind the nine sections, seen in the gutters
    core_cell: QColor
    ring_cell: QColor  # the field's outer ring, a shade darker (greyed in the rulebook)
    cell_edge: QColor
    well: QColor  # an edge slot
    well_shade: QColor
    label: QColor
    highlight: QColor  # hover over a legal target
    legal_dot: QColor
    focus: QColor  # keyboard focus frame
    hint: QColor
    path: QColor  # a slide's preview path
    shadow: QColor
    tint_strength: float  # how much of the holder's colour a held section takes
    seats: tuple[QColor, ...]
    neutral: QColor
    #: Nine Men's Morris: the board's lines and points, and the men (White, Black) with outlines.
    morris_line: QColor
    morris_men: tuple[QColor, QColor]
    morris_men_edge: tuple[QColor, QColor]
    #: Outlines (cell edges, counter rims, the focus frame) are drawn this much thicker.
    outline_scale: float = 1.0
    #: One rim colour for every counter; None: a shade of the counter's own colour.
    counter_edge: QColor | None = None
    #: That shade is lighter (a lit rim, for a dark board) rather than darker.
    lit_rims: bool = False

    def counter_colour(self, owner: int) -> QColor:
        return QColor(self.neutral) if owner == NEUTRAL_OWNER else QColor(self.seats[owner])

    def counter_rim(self, owner: int) -> QColor:
        """The rim around a counter: it keeps the counter apart from a cell of a like colour."""
        if self.counter_edge is not None:
            return QColor(self.counter_edge)
        base = self.counter_colour(owner)
        return base.lighter(150) if self.lit_rims else base.darker(150)

    def tinted(self, base: QColor, seat: int) -> QColor:
        """``base`` with a light wash of the seat's colour."""
        return mix(base, self.seats[seat], self.tint_strength)


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """Linear blend from ``a`` (t=0) to ``b`` (t=1)."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF() + (b.alphaF() - a.alphaF()) * t,
    )


def _alpha(name: str, alpha: int) -> QColor:
    colour = QColor(name)
    colour.setAlpha(alpha)
    return colour


LIGHT = Palette(
    name="light",
    table=QColor("#e6e1d8"),
    board=QColor("#dcc49a"),
    board_edge=QColor("#c4a878"),
    field=QColor("#c9ad80"),
    core_cell=QColor("#f3e6cc"),
    ring_cell=QColor("#e2cfab"),
    cell_edge=_alpha("#8a6a3c", 60),
    well=QColor("#bf9f70"),
    well_shade=_alpha("#5a4020", 90),
    label=QColor("#6e5434"),
    highlight=_alpha("#ffffff", 170),
    legal_dot=_alpha("#6e5434", 70),
    focus=QColor("#1f5fbf"),
    hint=QColor("#d81b60"),
    path=_alpha("#3a2a14", 150),
    shadow=_alpha("#3a2810", 110),
    tint_strength=0.30,
    seats=tuple(QColor(c) for c in _SEAT_COLOURS),
    neutral=QColor(_NEUTRAL_COLOUR),
    morris_line=QColor("#5a4326"),
    morris_men=(QColor("#f7f3ea"), QColor("#2b2622")),
    morris_men_edge=(QColor("#8c8272"), QColor("#0d0b09")),
)

DARK = Palette(
    name="dark",
    table=QColor("#161b22"),
    board=QColor("#2a3442"),
    board_edge=QColor("#3a4656"),
    field=QColor("#222b37"),
    core_cell=QColor("#3d4a5c"),
    ring_cell=QColor("#2f3846"),
    cell_edge=_alpha("#000000", 70),
    well=QColor("#1a212b"),
    well_shade=_alpha("#000000", 120),
    label=QColor("#9aa8ba"),
    highlight=_alpha("#ffffff", 90),
    legal_dot=_alpha("#c8d4e4", 70),
    focus=QColor("#7fb2ff"),
    hint=QColor("#ff6fa8"),
    path=_alpha("#e8eef6", 170),
    shadow=_alpha("#000000", 150),
    tint_strength=0.28,
    seats=tuple(QColor(c) for c in _SEAT_COLOURS),
    neutral=QColor("#d53946"),  # a touch bluer than #d8434c, so protanopes tell it from green
    morris_line=QColor("#8d9bb0"),
    morris_men=(QColor("#eef1f5"), QColor("#101319")),
    morris_men_edge=(QColor("#9aa4b2"), QColor("#6b7686")),
    # A dark rim vanishes on a tinted slate cell for colour-blind eyes (the neutral's red and a
    # yellow wash both turn olive for protanopes); a lit one stands out on any cell.
    lit_rims=True,
)

# Black ground, white lines and text, strong colours, outlines twice as thick. Every colour that
# carries meaning has at least 3:1 contrast against what it is drawn on and text 4.5:1 (WCAG
# 2.2 AA, 1.4.11 and 1.4.3); tests/accessibility checks both, and the colour-vision distances.
HIGH_CONTRAST = Palette(
    name="high-contrast",
    table=QColor("#000000"),
    board=QColor("#000000"),
    board_edge=QColor("#ffffff"),
    # Black gutters too: a held section's rim, in its holder's colour, lies there and needs
    # the full contrast; the cells' light edges and the wider gaps show the nine sections.
    field=QColor("#000000"),
    core_cell=QColor("#000000"),
    ring_cell=QColor("#262626"),
    cell_edge=QColor("#c8c8c8"),
    well=QColor("#000000"),
    well_shade=_alpha("#000000", 0),
    label=QColor("#ffffff"),
    highlight=_alpha("#ffffff", 70),
    legal_dot=QColor("#ffffff"),
    focus=QColor("#1aebff"),
    hint=QColor("#ff66ff"),
    path=QColor("#ffffff"),
    shadow=_alpha("#000000", 0),
    tint_strength=0.25,
    seats=(QColor("#ffdd33"), QColor("#3399ff"), QColor("#ff851a"), QColor("#47d18c")),
    neutral=QColor("#ff1a53"),
    morris_line=QColor("#ffffff"),
    morris_men=(QColor("#ffffff"), QColor("#000000")),
    morris_men_edge=(QColor("#000000"), QColor("#ffffff")),
    outline_scale=2.0,
    counter_edge=QColor("#ffffff"),
)

PALETTES: dict[str, Palette] = {p.name: p for p in (LIGHT, DARK, HIGH_CONTRAST)}


def palette(name: str) -> Palette:
    """The palette called ``name`` ("light", "dark" or "high-contrast"); ValueError otherwise."""
    try:
        return PALETTES[name]
    except KeyError:
        raise ValueError(f"unknown theme {name!r}: expected one of {sorted(PALETTES)}") from None


def mark_of(owner: int) -> Mark:
    return NEUTRAL_MARK if owner == NEUTRAL_OWNER else SEAT_MARKS[owner]
