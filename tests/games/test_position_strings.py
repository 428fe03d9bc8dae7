"""Position strings: the 9tka string and Sanmill's FEN of the Morris games, written and read
back for random positions of every game, Sanmill's own FENs (stored from its engine) read and
written exactly, and positions the rules cannot reach refused with the column at fault."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.games import GameError, PositionError, new_game
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.fen import SQUARES, read_fen, write_fen
from ninetka_desktop.games.morris.position import MorrisPosition, position_problem
from ninetka_desktop.games.ninetka import NEUTRAL, NinetkaState, parse_cell
from ninetka_desktop.games.ninetka.position import NinetkaPosition
from ninetka_desktop.games.ninetka.position import position_problem as ninetka_problem
from ninetka_desktop.games.position_strings import position_string, read_position_string

DATA = Path(__file__).parent / "data"

NINE_START = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1"
NINETKA_START = "9tka 9/11/11/11/11/11/11/11/11/11/9 y n 18,18 chosen"


def same_game(a, b) -> None:
    """Two states that play on alike: the same position, moves and phase."""
    assert sorted(map(str, a.legal_moves())) == sorted(map(str, b.legal_moves()))
    assert (a.phase, a.to_move, a.scores(), a.board_diagram()) == (
        b.phase,
        b.to_move,
        b.scores(),
        b.board_diagram(),
    )


def random_positions(state, rng: random.Random, limit: int = 400):
    """Every position of a random game from ``state`` that is not over."""
    while not state.is_over() and len(state.move_stack) < limit:
        yield state
        state.push(rng.choice(state.legal_moves()))


# --- 9tka ---------------------------------------------------------------------------------------


def test_the_9tka_start():
    assert position_string(NinetkaState()) == NINETKA_START
    state = read_position_string(NINETKA_START)
    same_game(state, NinetkaState())
    assert position_string(new_game("9tka", {"players": 4, "neutrals": "chosen"})) == (
        "9tka 9/11/11/11/11/11/11/11/11/11/9 y n 9,9,9,9 chosen"
    )


def test_the_documented_9tka_example():
    text = "9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 chosen"
    state = read_position_string(text)
    assert state.phase == "neutrals" and state.to_move == 1
    assert state.owner_at(parse_cell("E8")) == NEUTRAL
    assert position_string(state) == text


@settings(max_examples=40, deadline=None)
@given(
    st.randoms(use_true_random=False),
    st.sampled_from([2, 3, 4]),
    st.sampled_from(["chosen", "random"]),
)
def test_9tka_positions_round_trip(rng: random.Random, players: int, neutrals: str) -> None:
    game = NinetkaState(players, neutrals, rng.randrange(10**6))
    for state in random_positions(game, rng):
        if rng.random() > 0.3:
            continue
        text = position_string(state)
        back = read_position_string(text)
        assert position_string(back) == text
        same_game(back, state)
        assert back.options() == state.options()
        for seat in range(players):
            assert back.counters_in_hand(seat) == state.counters_in_hand(seat)
        # The game from the string plays on exactly like the game that reached it.
        follow = state.copy()
        for _ in range(5):
            if follow.is_over():
                break
            move = rng.choice(follow.legal_moves())
            follow.push(move)
            back.push(move)
            same_game(back, follow)


def test_9tka_case_and_blanks():
    text = "  9TKA 9/11/11/4n6/11/11/11/11/11/11/9 B N 18,18 Chosen "
    assert position_string(read_position_string(text)) == (
        "9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 chosen"
    )


def refused(text: str, match: str, column: int | None = None) -> PositionError:
    with pytest.raises(PositionError, match=match) as caught:
        read_position_string(text)
    if column is not None:
        assert caught.value.column == column, str(caught.value)
        assert str(caught.value).startswith(f"column {column}: ")
    return caught.value


EMPTY_ROWS = "9/11/11/11/11/11/11/11/11/11/9"


@pytest.mark.parametrize(
    ("text", "match", "column"),
    [
        ("9tka", "6 fields", 5),
        ("9tka 9/11 y n 18,18 chosen", "11 rows", 6),
        ("9tka 9/12/11/11/11/11/11/11/11/11/9 y n 18,18 chosen", "too many", 8),
        ("9tka 9/10/11/11/11/11/11/11/11/11/9 y n 18,18 chosen", "not 10", 8),
        ("9tka 9/11/11/4X6/11/11/11/11/11/11/9 y n 18,18 chosen", "is not a counter", 15),
        ("9tka 9/11/11/4O6/11/11/11/11/11/11/9 y n 18,18 chosen", "seat 3", 15),
        (f"9tka {EMPTY_ROWS} q n 18,18 chosen", "seat to move", 37),
        (f"9tka {EMPTY_ROWS} y x 18,18 chosen", "phase is n, e or m", 39),
        (f"9tka {EMPTY_ROWS} y n 18 chosen", "2 to 4 numbers", 41),
        (f"9tka {EMPTY_ROWS} y n 18,x chosen", "not a number", 44),
        (f"9tka {EMPTY_ROWS} y n 18,18 sometimes", "chosen or random", 47),
        (f"9tka {EMPTY_ROWS} y n 18,18 random:x", "seed", 54),
        (f"9tka {EMPTY_ROWS} y n 18,18 random", "random neutral counters", 47),
        (f"9tka {EMPTY_ROWS} b n 18,18 chosen", "Yellow is to move", 37),
        (f"9tka {EMPTY_ROWS} y e 18,18 chosen", "phase is n", 39),
        (f"9tka {EMPTY_ROWS} y n 18,17 chosen", "second seat has 18", 44),
        ("xtka 9/11 y n 18,18 chosen", "FEN has 17 fields", 27),
        ("9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 chosen extra", "6 fields", 55),
    ],
)
def test_malformed_9tka_strings_are_refused_at_their_column(text, match, column):
    refused(text, match, column)


def test_9tka_neutrals_stand_on_core_cells_one_a_section():
    refused("9tka 9/11/1N9/11/11/11/11/11/11/11/9 b n 18,18 chosen", "core cells", 12)
    refused("9tka 9/11/11/2NN7/11/11/11/11/11/11/9 y n 18,18 chosen", "two neutral", 16)


NEUTRALS = "9/11/11/3N2N1N2/11/3N2N1N2/11/3N2N1N2/11/11/9"


def test_9tka_edge_phase_counts_and_turn():
    good = "9tka 1Y7/11/11/3N2N1N2/11/3N2N1N2/11/3N2N1N2/11/11/9 b e 17,18 chosen"
    assert read_position_string(good).to_move == 1
    # Blue cannot have placed a counter before Yellow.
    refused(
        "9tka 1B7/11/11/3N2N1N2/11/3N2N1N2/11/3N2N1N2/11/11/9 b e 18,17 chosen",
        "Yellow has 0 counters",
    )
    refused(
        "9tka 1Y7/11/11/3N2N1N2/11/3N2N1N2/11/3N2N1N2/11/11/9 y e 17,18 chosen",
        "Blue is to move",
    )
    refused(
        "9tka 9/11/11/3N2N1N2/4Y6/3N2N1N2/11/3N2N1N2/11/11/9 b e 17,18 chosen",
        "enter the field only once",
        23,
    )


def full_edge(players: int) -> dict[int, int]:
    """Every slot filled, seats in turn along the slots, and the nine neutrals."""
    from ninetka_desktop.games.ninetka.geometry import SLOTS

    cells = {slot: index % players for index, slot in enumerate(SLOTS)}
    for name in ("D4", "G4", "I4", "D7", "G7", "I7", "D9", "G9", "I9"):
        cells[parse_cell(name)] = NEUTRAL
    return cells


def test_9tka_movement_positions_the_rules_cannot_reach():
    cells = full_edge(2)
    # A counter alone in the middle of empty lines would have slid on.
    lone = dict(cells)
    del lone[parse_cell("A5")]
    lone[parse_cell("E5")] = cells[parse_cell("A5")]
    problem = ninetka_problem(NinetkaPosition(2, lone, 0))
    assert problem is not None and "no counter can stop on E5" in problem.reason
    assert problem.where == parse_cell("E5")
    # Four counters stopped against each other in a ring: none can have come first.
    ring = dict(cells)
    for slot, cell in (("A3", "C3"), ("E1", "C2"), ("K2", "B2"), ("B11", "B3")):
        seat = ring.pop(parse_cell(slot))
        ring[parse_cell(cell)] = seat
    text_state = NinetkaPosition(2, ring, 0)
    problem = ninetka_problem(text_state)
    assert problem is not None, "a ring of counters stopping on each other cannot be reached"
    # Every slot full but one seat with too many.
    greedy = dict(cells)
    for slot in list(greedy)[:4]:
        if greedy[slot] != NEUTRAL:
            greedy[slot] = 0
    problem = ninetka_problem(NinetkaPosition(2, greedy, 0))
    assert problem is not None and "more than 18" in problem.reason


def test_9tka_a_counter_that_stopped_where_it_stands_is_fine():
    cells = full_edge(2)
    # From A5 along row 5: stops on C5 before the neutral on D5? There is none there; put
    # the counter before the neutral on D4 instead: from A4, stopping on C4.
    seat = cells.pop(parse_cell("A4"))
    cells[parse_cell("C4")] = seat
    assert ninetka_problem(NinetkaPosition(2, cells, 1)) is None


def test_9tka_over_is_refused():
    state = NinetkaState(2, "random", 7)
    rng = random.Random(2)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    text = position_string(state)
    refused(text, "the game would already be over")


def test_9tka_too_long():
    refused("9tka " + "1" * 400, "at most")


# --- Morris: Sanmill's FEN ----------------------------------------------------------------------


def test_the_nine_mens_start():
    assert position_string(new_game("morris", {})) == NINE_START
    same_game(read_position_string(NINE_START), new_game("morris", {}))
    twelve = {"variant": "twelve"}
    assert position_string(new_game("morris", twelve)) == NINE_START.replace(" 9 ", " 12 ")
    # Sanmill's "ready" phase before the first move reads as placing.
    assert read_position_string(NINE_START.replace("w p p", "w r p")).phase == "placing"


def test_a_set_up_morris_position():
    # White a1 a4 d7 g4, Black g7 g1 d1, White to move, moving (checked against Sanmill's board).
    fen = "********/********/O@O@@OO* w m s 4 0 3 0 0 0 0 0 0 0 0 0 10"
    state = read_position_string(fen)
    assert isinstance(state, MorrisState)
    assert {state.board.point_name(p) for p in range(24) if state.owner_at(p) == 0} == {
        "a1",
        "a4",
        "d7",
        "g4",
    }
    assert state.start_ply == 18 and position_string(state) == fen


@settings(max_examples=40, deadline=None)
@given(
    st.randoms(use_true_random=False),
    st.sampled_from(
        [
            {},
            {"flying": False},
            {"variant": "twelve"},
            {"variant": "morabaraba"},
            {"variant": "lasker"},
            {"variant": "lasker", "men": 9},
        ]
    ),
)
def test_morris_positions_round_trip(rng: random.Random, options: dict) -> None:
    game = new_game("morris", options)
    for state in random_positions(game, rng, 300):
        if rng.random() > 0.3:
            continue
        fen = write_fen(state)
        back = read_fen(fen, options)
        assert write_fen(back) == fen
        same_game(back, state)
        assert back.no_removal_plies == state.no_removal_plies
        for side in (0, 1):
            ban = state.no_return_ban(side)
            standing = ban is not None and state.owner_at(ban[0]) == side
            if standing and state.owner_at(ban[1]) is None:
                assert back.no_return_ban(side) == ban


def test_morabaraba_keeps_its_no_return_ban_in_the_last_mill_fields():
    # A random Morabaraba game until a move leaves one mill and closes another: the ban it
    # makes travels in Sanmill's last-mill fields (from, to) and comes back.
    rng = random.Random(4)
    for _ in range(2000):
        game = new_game("morris", {"variant": "morabaraba"})
        while not game.is_over():
            game.push(rng.choice(game.legal_moves()))
            mover = 1 - game.to_move
            ban = game.no_return_ban(mover)
            if ban is None:
                continue
            fen = write_fen(game)
            here, back = ban
            squares = fen.split()[10 + 2 * mover : 12 + 2 * mover]
            name = game.board.point_name
            assert squares == [str(SQUARES[name(back)]), str(SQUARES[name(here)])]
            assert read_fen(fen, {"variant": "morabaraba"}).no_return_ban(mover) == ban
            return
    pytest.fail("no ban in 2000 random games")


def sanmill_fixtures() -> list[tuple[str, list[str], str]]:
    lines = []
    for line in (DATA / "sanmill_fens.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            game, plies, fen = line.split("\t")
            lines.append((game, plies.split(), fen))
    return lines


def play_plies(options: dict, plies: list[str]) -> MorrisState:
    """Our game after Sanmill's plies (a removal is a ply of its own there)."""
    state = new_game("morris", options)
    pending = None
    for ply in [*plies, ""]:
        if ply.startswith("x"):
            pending += ply
            continue
        if pending is not None:
            state.play(pending)
        pending = ply
    assert isinstance(state, MorrisState)
    return state


def test_sanmills_own_fens_are_written_and_read_exactly():
    from helpers.sanmill import OPTIONS

    fixtures = sanmill_fixtures()
    assert len(fixtures) > 100
    over = 0
    for game, plies, fen in fixtures:
        state = play_plies(OPTIONS[game], plies)
        assert write_fen(state) == fen, (game, plies)
        if state.is_over():
            over += 1
            with pytest.raises(PositionError):
                read_fen(fen, OPTIONS[game])
            continue
        back = read_fen(fen, OPTIONS[game])
        same_game(back, state)
        assert write_fen(back) == fen
    assert over >= 10  # the games' ends are among them


def test_three_and_six_mens_morris_have_no_fen():
    for variant in ("three", "six"):
        with pytest.raises(PositionError, match="Sanmill's FEN describes the 24-point board"):
            position_string(new_game("morris", {"variant": variant}))
        with pytest.raises(PositionError, match="no position string"):
            read_position_string(NINE_START, {"variant": variant})


E = "********/********/********"


@pytest.mark.parametrize(
    ("fen", "match", "column"),
    [
        ("", "no position", None),
        ("********/********/********", "17 fields", 27),
        ("********/********/******* w p p 0 9 0 9 0 0 0 0 0 0 0 0 1", "three groups", 1),
        ("********/**#*****/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1", "is not a point", 12),
        ("********/**X*****/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1", "marks a point", 12),
        (E + " x p p 0 9 0 9 0 0 0 0 0 0 0 0 1", "w or b", 28),
        (E + " w q p 0 9 0 9 0 0 0 0 0 0 0 0 1", "the phase", 30),
        (E + " w o p 0 9 0 9 0 0 0 0 0 0 0 0 1", "game is over", 30),
        (E + " w p r 0 9 0 9 0 0 0 0 0 0 0 0 1", "waits for a man", 32),
        (E + " w p q 0 9 0 9 0 0 0 0 0 0 0 0 1", "the action", 32),
        (E + " w p p 1 9 0 9 0 0 0 0 0 0 0 0 1", "board shows 0", 34),
        (E + " w p p 0 9 0 9 1 0 0 0 0 0 0 0 1", "waits for men", 42),
        (E + " w p p 0 9 0 9 0 0 5 0 0 0 0 0 1", "8 to 31", 46),
        (E + " w p p 0 9 0 9 0 0 0 0 0 0 7 0 1", "one-time", 54),
        (E + " w p p 0 9 0 9 0 0 0 0 0 0 0 x 1", "not a count", 56),
        (E + " w p p 0 9 0 9 0 0 0 0 0 0 0 0 1 c:w-1-8|b-0-", "custodian", 60),
        (E + " w p p 0 9 0 9 0 0 0 0 0 0 0 0 1 zz", "unexpected", 60),
        (E + " w m s 0 9 0 9 0 0 0 0 0 0 0 0 1", "phase is p", 30),
        (E + " w p p 0 10 0 9 0 0 0 0 0 0 0 0 1", "more than the 9", 36),
        (
            "********/********/@******* w p p 0 9 1 8 0 0 0 0 0 0 0 0 1",
            "White must have placed 1",
            40,
        ),
        (E + " w p p 0 9 0 8 0 0 0 0 0 0 0 0 1", "lost 1 man,", 40),
        ("********/********/OO****** w m s 2 0 0 3 0 0 0 0 0 0 0 0 1", "Black 6", 40),
    ],
)
def test_malformed_fens_are_refused_at_their_column(fen, match, column):
    refused(fen, match, column)


def test_morris_positions_where_the_game_would_be_over():
    two_men = "********/********/OO@@@*** w m s 2 0 3 0 0 0 0 0 0 0 0 0 30"
    refused(two_men, "White has fewer than three men")
    # White a1 a4 a7 boxed in by Black on d7 b4 d1 (and more), White to move: blocked.
    boxed = read_position_string("********/*****@*@/@*O**OO@ w m s 3 0 4 0 0 0 0 0 0 0 0 0 30")
    assert not boxed.is_over()
    with pytest.raises(PositionError, match="White, to move, cannot move") as caught:
        read_position_string(
            "********/******@*/@*@*@OOO w m s 3 0 4 0 0 0 0 0 0 0 0 0 30", {"flying": False}
        )
    assert caught.value.column == 28
    limit = "*O*O*O**/*@*@*@*@/******** w m s 3 0 4 0 0 0 0 0 0 0 0 100 60"
    refused(limit, "limit", 56)


def test_morris_structured_problems_name_the_point():
    position = MorrisPosition(frozenset({0, 1}), frozenset({1}), (7, 8), 1)
    problem = position_problem(position, {})
    assert problem is not None and problem.where == 1 and "white and a black" in problem.reason
    lost = MorrisPosition(frozenset({0}), frozenset({5, 6}), (6, 7), 1)
    problem = position_problem(lost, {})
    assert problem is not None and "White has lost 2 men" in problem.reason


def test_the_fen_reads_into_the_game_being_played():
    fen = "********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1"
    with pytest.raises(PositionError, match="more than the 9"):
        read_position_string(fen)
    state = read_position_string(fen, {"variant": "morabaraba"})
    assert isinstance(state, MorrisState) and state.variant.key == "morabaraba"
    with pytest.raises(GameError):
        read_position_string(fen, {"variant": "no such game"})


def test_blank_text_and_offsets():
    refused("   ", "no position")
    error = refused("  ********/********/******** x p p 0 9 0 9 0 0 0 0 0 0 0 0 1", "w or b")
    assert error.column == 30
