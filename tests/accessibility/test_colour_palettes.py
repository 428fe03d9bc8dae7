"""Every board palette stays readable for colour-blind players.

Colours are compared with CIEDE2000 (ΔE00) after simulating protanopia, deuteranopia and
tritanopia (Machado et al. 2009, severity 1.0, the full dichromacy) and with normal vision.

Thresholds. ΔE00 ≈ 1 is one just-noticeable difference between large patches seen side by
side (Sharma, Wu & Dalal 2005); the usual reading of the scale puts 2-10 at "perceptible at a
glance" and above 10 at colours that read as different. Pieces on a board are small marks seen
apart, where the difference needed to tell two colours apart grows several times over
(Szafir 2017, "Modeling Color Difference for Visualization Design", IEEE TVCG 24(1)); so every
colour that carries meaning must stay at least ΔE00 10 from every colour it could be confused
with or is drawn on. Shape marks (SEAT_MARKS, the Morris badges) add a second cue on top.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QColor

from ninetka_desktop.models.roles import NEUTRAL_OWNER
from ninetka_desktop.ui.look.colour_vision import Deficiency, delta_e00, delta_e00_lab, simulate
from ninetka_desktop.ui.look.theme import NEUTRAL_MARK, PALETTES, SEAT_MARKS, Palette, mark_of
from ninetka_desktop.ui.morris.style import accents

MIN_DELTA_E = 10.0
PALETTE_LIST = list(PALETTES.values())
DEFICIENCIES = list(Deficiency)
OWNERS = (0, 1, 2, 3, NEUTRAL_OWNER)
OWNER_NAMES = {0: "Yellow", 1: "Blue", 2: "Orange", 3: "Green", NEUTRAL_OWNER: "neutral"}


def hex_of(colour: QColor) -> str:
    return colour.name()  # "#rrggbb": the alpha is judged separately where it matters


def smallest(pairs: list[tuple[str, str, str]], deficiency: Deficiency) -> tuple[float, str]:
    """The closest pair of (label, colour, colour) and its ΔE00 under ``deficiency``."""
    return min((delta_e00(a, b, deficiency), label) for label, a, b in pairs)


# --- the colour science itself ------------------------------------------------------------------

# Sharma, Wu & Dalal (2005), Table 1: pairs of CIELAB colours and their published ΔE00.
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA)
def test_ciede2000_matches_the_published_test_data(
    lab1: tuple[float, float, float], lab2: tuple[float, float, float], expected: float
) -> None:
    assert delta_e00_lab(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert delta_e00_lab(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_simulation_keeps_greys_and_merges_what_each_deficiency_confuses() -> None:
    for deficiency in DEFICIENCIES:
        for grey in ("#000000", "#808080", "#ffffff"):
            assert delta_e00(grey, simulate(grey, deficiency)) < 1.0
    red, green, blue, yellow = "#d62728", "#2ca02c", "#1f77b4", "#e8d44d"
    normal = delta_e00(red, green)
    assert delta_e00(red, green, Deficiency.PROTANOPIA) < normal / 2
    assert delta_e00(red, green, Deficiency.DEUTERANOPIA) < normal / 2
    # Tritanopes keep red and green apart but lose blue against green.
    assert delta_e00(red, green, Deficiency.TRITANOPIA) > normal / 2
    assert delta_e00(blue, green, Deficiency.TRITANOPIA) < delta_e00(blue, green) / 2
    assert delta_e00(blue, yellow, Deficiency.TRITANOPIA) > 20


# --- 9tka ---------------------------------------------------------------------------------------


def test_every_seat_and_the_neutral_have_their_own_shape_mark() -> None:
    marks = [mark_of(owner) for owner in OWNERS]
    assert len(set(marks)) == len(OWNERS)
    assert marks[:4] == list(SEAT_MARKS) and marks[4] is NEUTRAL_MARK


@pytest.mark.parametrize("deficiency", DEFICIENCIES, ids=str)
@pytest.mark.parametrize("pal", PALETTE_LIST, ids=lambda p: p.name)
def test_the_counters_stay_apart(pal: Palette, deficiency: Deficiency) -> None:
    pairs = [
        (f"{OWNER_NAMES[a]}/{OWNER_NAMES[b]}", hex_of(pal.counter_colour(a)),
         hex_of(pal.counter_colour(b)))
        for a, b in itertools.combinations(OWNERS, 2)
    ]
    distance, label = smallest(pairs, deficiency)
    assert distance >= MIN_DELTA_E, f"{pal.name}, {deficiency}: {label} only {distance:.1f}"


@pytest.mark.parametrize("deficiency", DEFICIENCIES, ids=str)
@pytest.mark.parametrize("pal", PALETTE_LIST, ids=lambda p: p.name)
def test_the_counters_stand_out_from_the_cells_and_wells(
    pal: Palette, deficiency: Deficiency
) -> None:
    grounds = {"core cell": pal.core_cell, "ring cell": pal.ring_cell, "well": pal.well}
    pairs = [
        (f"{OWNER_NAMES[owner]} on {where}", hex_of(pal.counter_colour(owner)), hex_of(ground))
        for owner in OWNERS
        for where, ground in grounds.items()
    ]
    distance, label = smallest(pairs, deficiency)
    assert distance >= MIN_DELTA_E, f"{pal.name}, {deficiency}: {label} only {distance:.1f}"


@pytest.mark.parametrize("deficiency", DEFICIENCIES, ids=str)
@pytest.mark.parametrize("pal", PALETTE_LIST, ids=lambda p: p.name)
def test_on_a_held_section_the_rim_keeps_every_counter_apart(
    pal: Palette, deficiency: Deficiency
) -> None:
    # A held section takes a wash of its holder's colour, which can come close to a counter's
    # own (a yellow wash and the neutral red both turn olive for protanopes): then the rim,
    # a lit or dark shade of the counter or the theme's own edge colour, has to do the work.
    worst = min(
        (
            max(
                delta_e00(hex_of(pal.counter_colour(owner)), hex_of(cell), deficiency),
                delta_e00(hex_of(pal.counter_rim(owner)), hex_of(cell), deficiency),
            ),
            f"{OWNER_NAMES[owner]} on a cell held by {OWNER_NAMES[holder]}",
        )
        for owner in OWNERS
        for holder in range(4)
        for cell in (pal.tinted(pal.core_cell, holder), pal.tinted(pal.ring_cell, holder))
    )
    assert worst[0] >= MIN_DELTA_E, f"{pal.name}, {deficiency}: {worst[1]} only {worst[0]:.1f}"


# --- Nine Men's Morris --------------------------------------------------------------------------


@pytest.mark.parametrize("deficiency", DEFICIENCIES, ids=str)
@pytest.mark.parametrize("pal", PALETTE_LIST, ids=lambda p: p.name)
def test_the_men_differ_and_stand_out_from_the_board(pal: Palette, deficiency: Deficiency) -> None:
    white, black = (hex_of(c) for c in pal.morris_men)
    assert delta_e00(white, black, deficiency) >= MIN_DELTA_E
    for body, edge in zip(pal.morris_men, pal.morris_men_edge, strict=True):
        apart = max(
            delta_e00(hex_of(body), hex_of(pal.board), deficiency),
            delta_e00(hex_of(edge), hex_of(pal.board), deficiency),
        )
        assert apart >= MIN_DELTA_E


@pytest.mark.parametrize("deficiency", DEFICIENCIES, ids=str)
@pytest.mark.parametrize("pal", PALETTE_LIST, ids=lambda p: p.name)
def test_mill_takeable_legal_and_last_move_marks_differ_beyond_red_and_green(
    pal: Palette, deficiency: Deficiency
) -> None:
    acc = accents(pal)
    marks = {
        "mill": acc.mill, "can be taken": acc.danger, "last move": acc.trace,
        "legal": acc.pickable,
    }
    pairs = [
        (f"{a}/{b}", hex_of(marks[a]), hex_of(marks[b]))
        for a, b in itertools.combinations(marks, 2)
    ]
    pairs += [(f"{name} on the board", hex_of(c), hex_of(pal.board)) for name, c in marks.items()]
    distance, label = smallest(pairs, deficiency)
    assert distance >= MIN_DELTA_E, f"{pal.name}, {deficiency}: {label} only {distance:.1f}"
