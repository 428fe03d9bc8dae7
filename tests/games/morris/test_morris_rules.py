"""One example per rule of RULES.md 2.2-2.6, plus options, errors and the diagram."""

from __future__ import annotations

from typing import Any

import pytest

from ninetka_desktop.games import new_game
from ninetka_desktop.games.base import Outcome
from ninetka_desktop.games.errors import GameError, GameOverError, IllegalMoveError
from ninetka_desktop.games.morris import (
    ADJACENT,
    MorrisMove,
    MorrisState,
    parse_notation,
    parse_point,
    point_name,
)


def pos(
    white: str, black: str, hand: tuple[int, int] = (0, 0), to_move: int = 0, **options: Any
) -> MorrisState:
    return MorrisState.from_position(white.split(), black.split(), hand, to_move, **options)


def legal(state: MorrisState) -> set[str]:
    return {state.move_to_str(m) for m in state.legal_moves()}


def play(state: MorrisState, *texts: str) -> None:
    for text in texts:
        state.play(text)


def snapshot(state: MorrisState) -> tuple[object, ...]:
    return (
        state.bitboard(0),
        state.bitboard(1),
        state.men_in_hand(0),
        state.men_in_hand(1),
        state.to_move,
        state.no_removal_plies,
        tuple(state.move_stack),
        state.outcome(),
        state.repetition_count(),
    )


# --- 2.2 / 2.3 placing ---------------------------------------------------------------------------

NO_MILL_PLACING = [
    w_or_b
    for pair in zip(
        ["a1", "d7", "g1", "b4", "f6", "d2", "c5", "e4", "d3"],
        ["a4", "a7", "g7", "g4", "b2", "b6", "f4", "f2", "c3"],
        strict=True,
    )
    for w_or_b in pair
]


def test_white_moves_first_and_places() -> None:
    state = MorrisState()
    assert state.to_move == 0
    assert state.phase == "placing"
    assert state.num_players == 2
    assert state.game_name == "morris"
    assert legal(state) == {point_name(p) for p in range(24)}
    state.play("d6")
    assert state.owner_at(parse_point("d6")) == 0
    assert (state.men_in_hand(0), state.men_in_hand(1), state.men_on_board(0)) == (8, 9, 1)
    assert state.to_move == 1


def test_placing_alternates_until_all_18_are_placed() -> None:
    state = MorrisState()
    for i, text in enumerate(NO_MILL_PLACING):
        assert state.phase == "placing"
        assert state.to_move == i % 2
        state.play(text)
    assert state.phase == "moving"
    assert state.men_in_hand(0) == state.men_in_hand(1) == 0
    assert state.scores() == (9, 9)
    assert all(m.src is not None for m in state.legal_moves())
    assert "e4-e5" in legal(state)


def test_mill_in_placing_removes_at_once() -> None:
    state = pos("a1 a4", "g7 g4", hand=(7, 7))
    assert {m for m in legal(state) if m.startswith("a7")} == {"a7xg7", "a7xg4"}
    state.play("a7xg7")
    assert state.owner_at(parse_point("g7")) is None
    assert state.men_on_board(1) == 1
    assert state.men_removed(1) == 1
    assert state.to_move == 1


def test_mill_without_any_opponent_man_on_the_board_removes_nothing() -> None:
    state = pos("a1 a4", "", hand=(7, 9))
    assert "a7" in legal(state)
    state.play("a7")
    assert state.men_on_board(0) == 3


# --- 2.4 moving ----------------------------------------------------------------------------------


def test_moving_only_to_adjacent_empty_points() -> None:
    state = pos("a1 d6 g1 c3", "a7 d7 g7 e5")
    moves = legal(state)
    assert moves == {
        "a1-a4",
        "a1-d1",
        "g1-d1",
        "g1-g4",
        "d6-b6",
        "d6-f6",
        "d6-d5",
        "c3-c4",
        "c3-d3",
    }
    with pytest.raises(IllegalMoveError, match=r"^a1 and c5 are not adjacent$"):
        state.play("a1-c5")


def test_move_out_and_back_is_legal_and_reclosing_a_mill_removes() -> None:
    state = pos("a1 a4 a7 f4", "g7 g1 e5 c3", flying=False)
    play(state, "a7-d7", "g7-g4", "d7-a7xg4")
    assert state.men_on_board(1) == 3
    assert state.no_removal_plies == 0


def test_forming_a_mill_by_moving_removes() -> None:
    state = pos("a1 a4 d7 f4", "g7 g1 e5 c3", flying=False)
    assert {m for m in legal(state) if m.startswith("d7-a7")} == {
        "d7-a7xg7",
        "d7-a7xg1",
        "d7-a7xe5",
        "d7-a7xc3",
    }


def test_flying_with_three_men() -> None:
    state = pos("a1 d6 c3", "a7 d7 g7 e5")
    assert state.can_fly(0)
    assert not state.can_fly(1)
    assert len(state.legal_moves()) == 3 * (24 - 7)
    state.play("a1-g1")
    assert state.owner_at(parse_point("g1")) == 0
    # Black has four men: it slides only.
    assert all(parse_point(m[3:5]) in _adjacent_names(m[:2]) for m in legal(state))


def _adjacent_names(name: str) -> set[int]:
    return set(ADJACENT[parse_point(name)])


def test_flying_switched_off() -> None:
    state = pos("a1 d6 c3", "a7 d7 g7 e5", flying=False)
    assert not state.can_fly(0)
    assert "a1-g1" not in legal(state)
    with pytest.raises(IllegalMoveError, match=r"^a1 and g1 are not adjacent$"):
        state.play("a1-g1")


def test_no_flying_while_men_are_in_hand() -> None:
    state = pos("a1 d6 c3", "a7 d7 g7 e5", hand=(1, 0))
    assert not state.can_fly(0)


# --- 2.5 removing --------------------------------------------------------------------------------


def test_a_man_in_a_mill_may_not_be_removed() -> None:
    state = pos("a1 a4 c3", "g7 g4 g1 b6", hand=(3, 2))
    assert state.in_mill(parse_point("g7"))
    assert not state.in_mill(parse_point("b6"))
    assert not state.in_mill(parse_point("d6"))
    assert state.removable_points(0) == [parse_point("b6")]
    assert {m for m in legal(state) if m.startswith("a7")} == {"a7xb6"}
    with pytest.raises(IllegalMoveError, match=r"^g7 is in a mill and may not be removed$"):
        state.play("a7xg7")


def test_any_man_may_be_removed_when_all_are_in_mills() -> None:
    state = pos("b2 b4 c3", "g7 g4 g1 a7 d7", hand=(3, 2))
    men = ["g7", "g4", "g1", "a7", "d7"]
    assert state.removable_points(0) == sorted(parse_point(p) for p in men)
    assert {m for m in legal(state) if m.startswith("b6")} == {
        "b6xg7",
        "b6xg4",
        "b6xg1",
        "b6xa7",
        "b6xd7",
    }


def test_two_mills_at_once_remove_one_man() -> None:
    state = pos("a4 a7 d1 g1", "b6 d6 f4", hand=(5, 6))
    assert {m for m in legal(state) if m.startswith("a1")} == {"a1xb6", "a1xd6", "a1xf4"}
    state.play("a1xd6")
    assert state.men_on_board(1) == 2
    assert state.men_removed(1) == 1


# --- 2.6 end of the game -------------------------------------------------------------------------


def test_loss_at_two_men() -> None:
    state = pos("a1 a4 d7 f4", "g7 g1 e5")
    state.play("d7-a7xe5")
    assert state.is_over()
    assert state.phase == "over"
    assert state.outcome() == Outcome(0, (0, 1), "two-men", (4, 2))
    assert state.legal_moves() == []
    with pytest.raises(GameOverError, match=r"^the game is over$"):
        state.play("g7-d7")
    state.pop()
    assert not state.is_over()


def test_loss_at_two_men_counts_men_in_hand() -> None:
    state = pos("a1 a4", "g7", hand=(1, 2), to_move=0)
    state.play("a7xg7")  # Black keeps 2 in hand: fewer than three men
    assert state.outcome() == Outcome(0, (0, 1), "two-men", (3, 0))


def test_loss_when_blocked() -> None:
    state = pos("a4 d1 d7 f4", "a1 a7 g7", flying=False)
    state.play("f4-g4")
    assert state.outcome() == Outcome(0, (0, 1), "blocked", (4, 3))
    assert state.legal_moves() == []


def test_no_block_for_a_side_that_may_fly() -> None:
    state = pos("a4 d1 d7 f4", "a1 a7 g7")
    state.play("f4-g4")
    assert not state.is_over()
    assert len(state.legal_moves()) == 3 * 17


def test_decisive_end_beats_a_draw_on_the_same_move() -> None:
    state = pos("a4 d1 d7 f4", "a1 a7 g7", flying=False, no_removal_limit=1)
    state.play("f4-g4")
    assert state.outcome() == Outcome(0, (0, 1), "blocked", (4, 3))


SHUFFLE = ["a1-a4", "g7-g4", "a4-a1", "g4-g7"]


def test_threefold_repetition_draws() -> None:
    state = pos("a1 b2 c3", "g7 f6 e5")
    play(state, *SHUFFLE, *SHUFFLE[:3])
    assert not state.is_over()
    state.play(SHUFFLE[3])
    assert state.repetition_count() == 3
    assert state.outcome() == Outcome(None, (0, 1), "repetition", (3, 3))
    assert state.legal_moves() == []


def test_repetition_draw_switched_off() -> None:
    state = pos("a1 b2 c3", "g7 f6 e5", repetition_draw=False)
    play(state, *SHUFFLE * 5)
    assert state.repetition_count() == 6
    assert not state.is_over()


def test_repetition_needs_the_same_side_to_move() -> None:
    # The same men on the same points with the other side to move is another position: White
    # flies round a triangle in three moves while Black goes out and back in two.
    state = pos("a1 b2 c3", "g7 f6 e5")
    start = (state.bitboard(0), state.bitboard(1))
    play(state, "a1-a4", "g7-g4", "a4-d1", "g4-g7", "d1-a1")
    assert (state.bitboard(0), state.bitboard(1)) == start
    assert state.to_move == 1
    assert state.repetition_count() == 1


def test_no_removal_draw_after_100_moving_plies() -> None:
    state = pos("a1 b2 c3", "g7 f6 e5", repetition_draw=False)
    for i in range(100):
        assert not state.is_over()
        state.play(SHUFFLE[i % 4])
        assert state.no_removal_plies == i + 1
    assert state.outcome() == Outcome(None, (0, 1), "no-removal", (3, 3))


def test_no_removal_draw_switched_off() -> None:
    state = pos("a1 b2 c3", "g7 f6 e5", repetition_draw=False, no_removal_limit=0)
    for i in range(300):
        state.play(SHUFFLE[i % 4])
    assert not state.is_over()


def test_no_removal_count_starts_with_the_moving_phase_and_resets_on_removal() -> None:
    state = MorrisState(no_removal_limit=3)
    play(state, *NO_MILL_PLACING)
    assert state.no_removal_plies == 0
    play(state, "e4-e5", "b6-d6")
    assert state.no_removal_plies == 2
    state = pos("a1 a4 d7 f4", "g7 g1 e5 c3", no_removal_limit=3, flying=False)
    play(state, "f4-e4", "c3-d3")
    assert state.no_removal_plies == 2
    state.play("d7-a7xd3")
    assert state.no_removal_plies == 0
    play(state, "g7-d7", "e4-f4")
    assert not state.is_over()
    state.play("d7-g7")
    assert state.outcome() is not None
    assert state.outcome() == Outcome(None, (0, 1), "no-removal", (4, 3))


def test_a_set_up_position_can_carry_plies_already_played_without_a_removal() -> None:
    state = pos("a1 b2 c3", "g7 f6 e5", repetition_draw=False, no_removal_plies=97)
    assert state.no_removal_plies == 97
    play(state, "a1-a4", "g7-g4")
    assert not state.is_over()
    state.play("a4-a1")
    assert state.outcome() == Outcome(None, (0, 1), "no-removal", (3, 3))
    for _ in range(3):
        state.pop()
    assert state.no_removal_plies == 97
    assert pos("a1 b2 c3", "g7 f6 e5", no_removal_plies=100).outcome() is not None


@pytest.mark.parametrize("plies", [-1, True, 2.0, "3"])
def test_no_removal_plies_must_be_a_count(plies: Any) -> None:
    with pytest.raises(GameError, match="no_removal_plies"):
        pos("a1 b2 c3", "g7 f6 e5", no_removal_plies=plies)


def test_no_removal_plies_needs_every_man_placed() -> None:
    with pytest.raises(GameError, match="every man must be placed"):
        pos("a1 b2", "g7 f6", (1, 1), no_removal_plies=4)
    assert pos("a1 b2", "g7 f6", (1, 1), no_removal_plies=0).no_removal_plies == 0


# --- options -------------------------------------------------------------------------------------


def test_options() -> None:
    defaults = {"flying": True, "repetition_draw": True, "no_removal_limit": 100}
    assert MorrisState().options() == defaults
    assert MorrisState.from_options({}).options() == defaults
    custom = {"flying": False, "repetition_draw": False, "no_removal_limit": 0}
    assert MorrisState.from_options(custom).options() == custom
    assert MorrisState(flying=False).options()["flying"] is False
    game = new_game("morris", {"no_removal_limit": 50})
    assert isinstance(game, MorrisState)
    assert game.options()["no_removal_limit"] == 50


@pytest.mark.parametrize(
    "options",
    [
        {"flying": 1},
        {"repetition_draw": "yes"},
        {"no_removal_limit": -1},
        {"no_removal_limit": 1.5},
        {"no_removal_limit": True},
        {"speed": 3},
    ],
)
def test_invalid_options(options: dict[str, Any]) -> None:
    with pytest.raises(GameError):
        MorrisState.from_options(options)


# --- error messages ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("setup", "text", "message"),
    [
        ("placing", "d6", "d6 is already occupied"),
        ("moving", "d2-b2", "d2 is not your man"),  # d2 is Black's
        ("moving", "c3-c4", "c3 is not your man"),  # c3 is empty
        ("moving-white", "d6-d2", "d6 and d2 are not adjacent"),
        ("moving-white", "d6-d7", "d7 is already occupied"),
        ("placing", "a1-a4", "you still have men to place"),
        ("moving-white", "d1", "you have no men left to place: move one of your men, e.g. d6-d7"),
        ("mill", "d6", "this move closes a mill: name the man to remove, e.g. d6xg7"),
        ("mill", "d6xa1", "a1 is not an opponent's man"),
        ("mill", "d6xe5", "e5 is not an opponent's man"),
        ("mill-protected", "d6xg7", "g7 is in a mill and may not be removed"),
        ("placing", "d5xg7", "this move closes no mill, so it removes nothing"),
    ],
)
def test_error_messages(setup: str, text: str, message: str) -> None:
    state = {
        "placing": lambda: pos("d6", "g7", hand=(8, 8)),
        "moving": lambda: pos("a1 b4 d6 f4", "d2 g7 g1 e5", to_move=0),
        "moving-white": lambda: pos("a1 b4 d6 f4", "g7 g1 d7 e5", to_move=0),
        "mill": lambda: pos("d7 d5", "g7 g1", hand=(7, 7)),
        "mill-protected": lambda: pos("d7 d5", "g7 g4 g1 b2", hand=(7, 5)),
    }[setup]()
    before = snapshot(state)
    with pytest.raises(IllegalMoveError) as info:
        state.play(text)
    assert str(info.value) == message
    assert snapshot(state) == before
    with pytest.raises(IllegalMoveError):
        state.push(parse_notation(text))
    assert snapshot(state) == before


def test_pop_without_moves_raises_index_error() -> None:
    with pytest.raises(IndexError):
        MorrisState().pop()


def test_require_legal_and_is_legal() -> None:
    state = MorrisState()
    state.require_legal(MorrisMove(None, 0))
    assert state.is_legal(MorrisMove(None, 0))
    assert not state.is_legal(MorrisMove(0, 1))


def test_board_diagram() -> None:
    state = MorrisState()
    play(state, "a1", "g7", "d6")
    text = state.board_diagram()
    lines = text.splitlines()
    assert lines[0].startswith("7 ") and lines[0].rstrip().endswith("@")
    assert lines[12].startswith("1 O")
    assert lines[13].split() == list("abcdefg")
    assert "Black to move (placing)" in text
    assert text.count("O") >= 2 and text.count("@") >= 2
    assert len([c for c in "".join(lines[:13]) if c in "O@+"]) == 24
