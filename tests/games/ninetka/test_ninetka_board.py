"""RULES.md 1.1 (board, coordinates, sections, core, slots) and 1.2 (counters)."""

from __future__ import annotations

import pytest

from ninetka_desktop.games.errors import GameError, InvalidMoveError
from ninetka_desktop.games.ninetka import (
    CORE_CELLS,
    FIELD_CELLS,
    NEUTRAL,
    SECTION_CELLS,
    SECTION_NAMES,
    SLOTS,
    NinetkaState,
    cell_name,
    is_core,
    is_corner,
    is_field,
    is_slot,
    line_of,
    opposite_slot,
    parse_cell,
    section_of,
)
from ninetka_desktop.games.ninetka.geometry import SECTION_CORE_CELLS


def test_cell_numbering_and_names() -> None:
    assert parse_cell("B1") == 1
    assert parse_cell("A2") == 11
    assert cell_name(0) == "A1"
    assert cell_name(60) == "F6"
    assert cell_name(120) == "K11"
    assert parse_cell("e6") == parse_cell("E6") == 5 * 11 + 4
    assert parse_cell("  i9 ") == 8 * 11 + 8  # the letter I is used
    for i in range(121):
        if not is_corner(i):
            assert parse_cell(cell_name(i)) == i


@pytest.mark.parametrize("name", ["A1", "K1", "A11", "k11"])
def test_corners_are_never_used(name: str) -> None:
    with pytest.raises(InvalidMoveError, match=f"^{name.upper()} is a corner and is never used$"):
        parse_cell(name)
    assert not is_field(parse_cell_unchecked(name)) and not is_slot(parse_cell_unchecked(name))


def parse_cell_unchecked(name: str) -> int:
    return (int(name[1:]) - 1) * 11 + "ABCDEFGHIJK".index(name[0].upper())


@pytest.mark.parametrize("text", ["Z9", "Z12", "A12", "L5", "A0", "55", "", "E"])
def test_not_a_cell(text: str) -> None:
    with pytest.raises(InvalidMoveError, match="is not a cell"):
        parse_cell(text)


def test_not_a_cell_message() -> None:
    with pytest.raises(InvalidMoveError, match=r"^Z12 is not a cell$"):
        parse_cell("z12")


def test_field_core_and_slots() -> None:
    assert len(FIELD_CELLS) == 81
    assert len(CORE_CELLS) == 49
    assert len(SLOTS) == 36
    assert is_field(parse_cell("B2")) and is_field(parse_cell("J10"))
    assert not is_field(parse_cell("A2")) and not is_field(parse_cell("K10"))
    assert is_core(parse_cell("C3")) and is_core(parse_cell("I9"))
    # The greyed-out cells: row 2, row 10, column B, column J.
    grey = [c for c in FIELD_CELLS if not is_core(c)]
    assert len(grey) == 32
    assert all(cell_name(c)[0] in "BJ" or cell_name(c)[1:] in ("2", "10") for c in grey)
    sides = {
        "bottom": [f"{f}1" for f in "BCDEFGHIJ"],
        "top": [f"{f}11" for f in "BCDEFGHIJ"],
        "left": [f"A{r}" for r in range(2, 11)],
        "right": [f"K{r}" for r in range(2, 11)],
    }
    assert sorted(SLOTS) == sorted(parse_cell(n) for names in sides.values() for n in names)


def test_sections() -> None:
    names = {SECTION_NAMES[section_of(parse_cell(c)) or 0]: c for c in ("B8", "E5", "H2")}
    assert names == {"NW": "B8", "C": "E5", "SE": "H2"}
    assert SECTION_NAMES[section_of(parse_cell("D10")) or 0] == "NW"
    assert SECTION_NAMES[section_of(parse_cell("G7")) or 0] == "C"
    assert SECTION_NAMES[section_of(parse_cell("J4")) or 0] == "SE"
    assert SECTION_NAMES[section_of(parse_cell("B2")) or 0] == "SW"
    assert SECTION_NAMES[section_of(parse_cell("F10")) or 0] == "N"
    assert section_of(parse_cell("A5")) is None
    assert all(len(cells) == 9 for cells in SECTION_CELLS)
    core_sizes = [len(c) for c in SECTION_CORE_CELLS]
    # Corner sections 4 core cells, side sections 6, the centre 9.
    assert core_sizes == [4, 6, 4, 6, 9, 6, 4, 6, 4]


def test_lines_and_opposite_slots() -> None:
    assert [cell_name(c) for c in line_of(parse_cell("A5"))] == [f"{f}5" for f in "BCDEFGHIJ"]
    assert [cell_name(c) for c in line_of(parse_cell("E11"))] == [f"E{r}" for r in range(10, 1, -1)]
    assert cell_name(opposite_slot(parse_cell("A5"))) == "K5"
    assert cell_name(opposite_slot(parse_cell("E11"))) == "E1"
    for slot in SLOTS:
        assert opposite_slot(opposite_slot(slot)) == slot
        assert list(line_of(opposite_slot(slot))) == list(reversed(line_of(slot)))


@pytest.mark.parametrize(("players", "each"), [(2, 18), (3, 12), (4, 9)])
def test_counters_per_player_count(players: int, each: int) -> None:
    state = NinetkaState(players)
    assert state.num_players == players
    assert [state.counters_in_hand(s) for s in range(players)] == [each] * players
    assert each * players == 36  # plus 9 neutrals: every slot gets exactly one counter
    assert state.phase == "neutrals" and state.to_move == 0


def test_options_round_trip_and_errors() -> None:
    state = NinetkaState.from_options({})
    assert state.options() == {"players": 2, "neutrals": "chosen", "seed": None}
    state = NinetkaState.from_options({"players": 4, "neutrals": "random", "seed": 7})
    assert state.options() == {"players": 4, "neutrals": "random", "seed": 7}
    for bad in (
        {"players": 5},
        {"players": "2"},
        {"players": True},
        {"neutrals": "x"},
        {"seed": "abc"},
        {"colour": 1},
    ):
        with pytest.raises(GameError):
            NinetkaState.from_options(bad)
    with pytest.raises(GameError, match="unknown 9tka option colour"):
        NinetkaState.from_options({"colour": 1})
    with pytest.raises(GameError, match="players must be 2, 3 or 4"):
        NinetkaState(players=1)


def test_random_neutrals_reproducible_one_per_section_on_core() -> None:
    a = NinetkaState(3, "random", 12345)
    b = NinetkaState.from_options(a.options())
    assert a.snapshot() == b.snapshot()
    cells = [i for i in range(121) if a.owner_at(i) == NEUTRAL]
    assert len(cells) == 9
    assert all(is_core(c) for c in cells)
    assert sorted(section_of(c) for c in cells) == list(range(9))  # type: ignore[type-var]
    assert a.phase == "edge" and a.to_move == 0 and list(a.move_stack) == []
    # Different seeds give different layouts (at least sometimes).
    layouts = {
        tuple(i for i in range(121) if NinetkaState(2, "random", s).owner_at(i) == NEUTRAL)
        for s in range(10)
    }
    assert len(layouts) > 1


def test_random_neutrals_without_seed_report_a_seed() -> None:
    state = NinetkaState(2, "random")
    seed = state.options()["seed"]
    assert isinstance(seed, int)
    again = NinetkaState.from_options(state.options())
    assert again.snapshot() == state.snapshot()


def test_board_diagram() -> None:
    state = NinetkaState(2)
    state.play("E6")
    text = state.board_diagram()
    lines = text.splitlines()
    assert len(lines) == 13
    assert lines[0].split() == list("ABCDEFGHIJK")
    row6 = next(line for line in lines if line.startswith(" 6 "))
    assert row6.split() == ["6", "o", ".", ".", ".", "N", ".", ".", ".", ".", ".", "o", "6"]
    assert lines[1].split()[0] == "11" and "." not in lines[1]
