"""The layout of every board of the Morris family: points where their names say, a click at any
point's centre finds that point, the men in hand fit their column for every count of men, and
keyboard navigation reaches every point of every board."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPointF

from ninetka_desktop.games.morris.boards import BOARDS, Board
from ninetka_desktop.ui.morris.board_item import captured_tray, plate_rect, supply_tray
from ninetka_desktop.ui.morris.geometry import SIDE_WIDTH, geometry_for
from ninetka_desktop.ui.morris.navigation import next_point, start_point

#: Every board with the men counts played on it (Lasker Morris: 9 or 10 on the 24 points).
LAYOUTS = [
    (BOARDS["three"], 3),
    (BOARDS["three-square"], 3),
    (BOARDS["six"], 6),
    (BOARDS["nine"], 9),
    (BOARDS["nine"], 10),
    (BOARDS["twelve"], 12),
]
IDS = [f"{board.key}-{men}" for board, men in LAYOUTS]


@pytest.mark.parametrize(("board", "men"), LAYOUTS, ids=IDS)
def test_every_point_is_found_at_its_centre_and_nowhere_near_another(
    board: Board, men: int
) -> None:
    geo = geometry_for(board, men)
    centres = [geo.point_position(p) for p in range(board.num_points)]
    for point, centre in enumerate(centres):
        assert geo.point_at(centre) == point
        # A click a little off the centre, within a man's radius, still finds it.
        assert geo.point_at(centre + QPointF(geo.man_radius * 0.8, 0)) == point
    # Points are a grid step apart: men never overlap on the board.
    for a in range(len(centres)):
        for b in range(a + 1, len(centres)):
            distance = (centres[a] - centres[b]).manhattanLength()
            assert distance >= geo.unit - 1e-6
    assert 2 * geo.man_radius < geo.unit


@pytest.mark.parametrize(("board", "men"), LAYOUTS, ids=IDS)
def test_points_stand_where_their_names_say(board: Board, men: int) -> None:
    geo = geometry_for(board, men)
    for point, name in enumerate(board.names):
        column, row = ord(name[0]) - ord("a"), int(name[1:]) - 1
        centre = geo.point_position(point)
        assert centre == geo.grid_position(column, row)
        assert geo.board_rect.contains(centre)
    a1 = geo.point_position(board.parse_point("a1"))
    top = geo.point_position(board.parse_point(f"a{board.size}"))
    assert top.y() < a1.y()  # rank 1 at the bottom


@pytest.mark.parametrize(("board", "men"), LAYOUTS, ids=IDS)
def test_the_men_in_hand_and_the_taken_men_fit_beside_the_board(board: Board, men: int) -> None:
    geo = geometry_for(board, men)
    for side in (0, 1):
        supply, taken = supply_tray(side, geo), captured_tray(side, geo)
        assert geo.scene_rect.contains(supply) and geo.scene_rect.contains(taken)
        assert not supply.intersects(taken)
        assert not supply.intersects(plate_rect(geo)) and not taken.intersects(plate_rect(geo))
        assert supply.width() <= SIDE_WIDTH
        positions = [geo.supply_position(side, i) for i in range(men)]
        # Stacked like coins: each man shows at least half of itself below the one above.
        steps = [b.y() - a.y() for a, b in pairwise(positions)]
        assert all(step >= geo.man_radius * geo.supply_size for step in steps)
        for index in range(men - 2):  # every man but two may be taken
            assert taken.contains(geo.captured_position(side, index))


def test_the_small_boards_have_bigger_men_and_more_spaced_supplies() -> None:
    three, six, nine = (
        geometry_for(BOARDS[k], n) for k, n in (("three", 3), ("six", 6), ("nine", 9))
    )
    twelve = geometry_for(BOARDS["twelve"], 12)
    assert three.man_radius > six.man_radius > nine.man_radius == twelve.man_radius
    # Twelve men stack closer in hand; the big men of the small boards are a little smaller
    # in hand, to keep their column clear of the board.
    assert twelve.supply_size < nine.supply_size == 1.0
    assert 0.75 < three.supply_size < 1.0


@pytest.mark.parametrize("board", list(BOARDS.values()), ids=list(BOARDS))
def test_arrows_reach_every_point_from_the_start(board: Board) -> None:
    seen = {start_point(board)}
    frontier = list(seen)
    while frontier:
        point = frontier.pop()
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            target = next_point(point, dx, dy, board)
            assert target is not None
            if target not in seen:
                seen.add(target)
                frontier.append(target)
    assert seen == set(range(board.num_points))


@given(st.sampled_from(list(BOARDS.values())), st.data())
def test_an_arrow_never_moves_backwards(board: Board, data: st.DataObject) -> None:
    point = data.draw(st.integers(0, board.num_points - 1))
    dx, dy = data.draw(st.sampled_from(((1, 0), (-1, 0), (0, 1), (0, -1))))
    target = next_point(point, dx, dy, board)
    assert target is not None
    (c0, r0), (c1, r1) = board.point_xy(point), board.point_xy(target)
    assert target == point or (c1 - c0) * dx + (r1 - r0) * dy > 0


def test_the_start_point_is_in_the_middle() -> None:
    assert BOARDS["nine"].point_name(start_point(BOARDS["nine"])) == "d5"
    assert BOARDS["three"].point_name(start_point(BOARDS["three"])) == "b2"
    assert BOARDS["six"].point_name(start_point(BOARDS["six"])) == "c4"
