"""One example per rule of RULES.md section 3: what each game of the family does differently."""

from __future__ import annotations

from typing import Any

import pytest

from ninetka_desktop.games.errors import GameError, IllegalMoveError
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.boards import SIX, THREE, THREE_SQUARE, TWELVE


def pos(
    variant: str,
    white: str,
    black: str,
    in_hand: tuple[int, int] = (0, 0),
    to_move: int = 0,
    **options: Any,
) -> MorrisState:
    return MorrisState.from_position(
        white.split(), black.split(), in_hand, to_move, variant=variant, **options
    )


def legal(state: MorrisState) -> set[str]:
    return {state.move_to_str(m) for m in state.legal_moves()}


def play(state: MorrisState, *moves: str) -> MorrisState:
    for text in moves:
        state.play(text)
    return state


def result(state: MorrisState) -> tuple[int | None, str] | None:
    outcome = state.outcome()
    return None if outcome is None else (outcome.winner, outcome.reason)


# --- Three Men's Morris -------------------------------------------------------------------------


def test_three_mens_mill_wins_at_once_without_removal() -> None:
    state = play(MorrisState.from_options({"variant": "three"}), "a1", "a2", "b1", "b2")
    assert "c1" in legal(state)
    assert not any("x" in text for text in legal(state))
    with pytest.raises(IllegalMoveError, match="nothing is removed"):
        state.play("c1xa2")
    state.play("c1")
    assert result(state) == (0, "mill")
    assert state.legal_moves() == []
    assert state.removable_points(0) == []
    state.pop()
    assert result(state) is None


def test_three_mens_diagonal_is_a_mill_only_with_diagonals() -> None:
    moves = ("a1", "a2", "b2", "b1", "c3")
    assert result(play(MorrisState.from_options({"variant": "three"}), *moves)) == (0, "mill")
    square = play(MorrisState.from_options({"variant": "three", "diagonals": False}), *moves)
    assert square.board is THREE_SQUARE
    assert result(square) is None


def test_three_mens_men_slide_to_neighbours_and_nine_holes_lets_them_go_anywhere() -> None:
    # White a1 c2 b3, Black a3 b1 c3, empty a2 b2 c1; no line is complete.
    default = pos("three", "a1 c2 b3", "a3 b1 c3")
    assert legal(default) == {"a1-a2", "a1-b2", "c2-c1", "c2-b2", "b3-b2"}
    assert not default.can_fly(0)
    square = pos("three", "a1 c2 b3", "a3 b1 c3", diagonals=False)
    assert legal(square) == {"a1-a2", "c2-c1", "c2-b2", "b3-b2"}
    holes = pos("three", "a1 c2 b3", "a3 b1 c3", nine_holes=True)
    assert holes.can_fly(0)
    assert legal(holes) == {f"{m}-{d}" for m in ("a1", "c2", "b3") for d in ("a2", "b2", "c1")}


def test_three_mens_no_centre_opening_forbids_only_whites_first_man_on_b2() -> None:
    open_centre = MorrisState.from_options({"variant": "three"})
    assert "b2" in legal(open_centre)
    state = MorrisState.from_options({"variant": "three", "centre_opening": False})
    assert legal(state) == {"a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"}
    with pytest.raises(IllegalMoveError, match="b2"):
        state.play("b2")
    state.play("a1")
    assert "b2" in legal(state)  # Black may take the centre
    state.play("c3")
    assert "b2" in legal(state)  # and White's second man too


def test_three_mens_blocked_player_loses_unless_men_go_anywhere() -> None:
    # Black a1 a2 b1 in the corner; White's c2-c1 closes the last way out (square board).
    state = pos("three", "a3 b2 c2", "a1 a2 b1", diagonals=False)
    state.play("c2-c1")
    assert result(state) == (0, "blocked")
    holes = pos("three", "a3 b2 c2", "a1 a2 b1", diagonals=False, nine_holes=True)
    holes.play("c2-c1")
    assert result(holes) is None
    assert "a1-c3" in legal(holes)


# --- Six Men's Morris ---------------------------------------------------------------------------


def test_six_mens_board_and_notation() -> None:
    state = MorrisState.from_options({"variant": "six"})
    assert state.board is SIX
    assert state.men_per_side == 6
    assert len(legal(state)) == 16
    state = pos("six", "c4 a1 e1", "a5 e5 d2")
    assert {text for text in legal(state) if text.startswith("c4")} == {"c4-c5", "c4-b4", "c4-d4"}
    move = state.parse_move("c4-c5")
    assert state.move_to_str(move) == "c4-c5"
    with pytest.raises(GameError, match="g7"):
        state.parse_move("g7")


def test_six_mens_protected_mills_on_and_off() -> None:
    # Black's mill a1 a3 a5 and a lone man on e5; White closes b2 b3 b4 by sliding c2? no:
    # White b2 b3 places b4.
    protected = pos("six", "b2 b3", "a1 a3 a5 e5", (1, 1))
    assert legal(protected) >= {"b4xe5"}
    assert not {"b4xa1", "b4xa3", "b4xa5"} & legal(protected)
    assert protected.removable_points(0) == [SIX.parse_point("e5")]
    free = pos("six", "b2 b3", "a1 a3 a5 e5", (1, 1), protected_mills=False)
    assert {"b4xa1", "b4xa3", "b4xa5", "b4xe5"} <= legal(free)


def test_six_mens_three_men_do_not_fly_unless_chosen() -> None:
    state = pos("six", "a1 c4 d2", "e5 e1 b4 d4")
    assert not state.can_fly(0)
    assert "a1-e3" not in legal(state)
    assert "a1-a3" in legal(state)
    flying = pos("six", "a1 c4 d2", "e5 e1 b4 d4", flying=True)
    assert flying.can_fly(0)
    assert "a1-e3" in legal(flying)


# --- Twelve Men's Morris ------------------------------------------------------------------------

# A full 24-point board on which neither colour holds a line of the 20 (found by a search).
FULL_WHITE = "a4 a7 b2 c4 d2 d5 d7 e3 e5 f6 g1 g4"
FULL_BLACK = "a1 b4 b6 c3 c5 d1 d3 d6 e4 f2 f4"  # and g7, Black's twelfth man


@pytest.mark.parametrize("variant", ["twelve", "morabaraba"])
def test_a_full_board_is_drawn_by_default(variant: str) -> None:
    state = pos(variant, FULL_WHITE, FULL_BLACK, (0, 1), 1)
    assert legal(state) == {"g7"}
    state.play("g7")
    assert result(state) == (None, "full-board")


def test_a_full_board_loses_for_white_without_the_draw_rule() -> None:
    state = pos("twelve", FULL_WHITE, FULL_BLACK, (0, 1), 1, full_board_draw=False)
    state.play("g7")
    assert result(state) == (1, "blocked")


def test_twelve_mens_diagonals_are_mills_unless_chosen_off() -> None:
    state = pos("twelve", "a1 b2", "g7 d7", (10, 10))
    assert state.board is TWELVE
    assert "c3xg7" in legal(state)
    early = pos("twelve", "a1 b2", "g7 d7", (10, 10), diagonal_mills=False)
    assert "c3" in legal(early)
    assert "c3xg7" not in legal(early)
    # The diagonals still carry moves.
    moving = pos("twelve", "a1 d7 g1", "g7 c5 e3 e5", diagonal_mills=False, flying=False)
    assert "a1-b2" in legal(moving)


# --- Morabaraba ---------------------------------------------------------------------------------

# White's mill a1 a4 a7; a4-b4 leaves it and closes b2 b4 b6. Black shuffles g1/g4.
RETURN_WHITE = "a1 a4 a7 b2 b6"
RETURN_BLACK = "g1 f6 e3 c5 d5"


def test_morabaraba_no_immediate_return_forbids_closing_the_old_mill_again() -> None:
    state = pos("morabaraba", RETURN_WHITE, RETURN_BLACK)
    state.play("a4-b4xf6")
    assert state.no_return_ban(0) == (TWELVE.parse_point("b4"), TWELVE.parse_point("a4"))
    state.play("g1-g4")
    assert not any(text.startswith("b4-a4") for text in legal(state))
    with pytest.raises(IllegalMoveError, match="no immediate return"):
        state.play("b4-a4xg4")
    # A turn later the way back is open again.
    state.play("b4-c4")
    state.play("g4-g1")
    state.play("c4-b4xg1")
    state.play("e3-e4")
    assert any(text.startswith("b4-a4x") for text in legal(state))


def test_morabaraba_return_is_allowed_without_a_new_mill_or_with_the_rule_off() -> None:
    # Leaving the mill without closing another: no ban.
    state = pos("morabaraba", RETURN_WHITE, RETURN_BLACK)
    state.play("a4-b4xf6")
    state.play("g1-g4")
    state.play("b2-c3")  # another man moves: the ban was for one turn only
    assert state.no_return_ban(0) is None
    quiet = pos("morabaraba", "a1 a4 a7 b6", RETURN_BLACK)
    quiet.play("a4-b4")  # leaves the mill, closes nothing
    assert quiet.no_return_ban(0) is None
    quiet.play("g1-g4")
    assert any(text.startswith("b4-a4x") for text in legal(quiet))
    off = pos("morabaraba", RETURN_WHITE, RETURN_BLACK, no_return=False)
    off.play("a4-b4xf6")
    off.play("g1-g4")
    assert any(text.startswith("b4-a4x") for text in legal(off))


def test_morabaraba_return_ban_survives_pop() -> None:
    state = pos("morabaraba", RETURN_WHITE, RETURN_BLACK)
    state.play("a4-b4xf6")
    state.play("g1-g4")
    before = legal(state)
    state.play("b2-c3")
    assert state.no_return_ban(0) is None
    state.pop()
    assert state.no_return_ban(0) is not None
    assert legal(state) == before
    state.pop()
    state.pop()
    assert state.no_return_ban(0) is None
    assert any(text.startswith("a4-b4x") for text in legal(state))


def test_morabaraba_ten_move_count_while_a_player_has_three_cows() -> None:
    # White has three cows; nine quiet plies already: the tenth draws.
    state = pos("morabaraba", "a1 d7 g1", "g7 c5 e3 e5", no_removal_plies=9)
    state.play("d7-d6")
    assert result(state) == (None, "no-removal")
    # Twelve Men's Morris counts to 100 only.
    twelve = pos("twelve", "a1 d7 g1", "g7 c5 e3 e5", no_removal_plies=9)
    twelve.play("d7-d6")
    assert result(twelve) is None
    # With four cows each, the count goes on.
    four = pos("morabaraba", "a1 d7 g1 b4", "g7 c5 e3 e5", no_removal_plies=9)
    four.play("d7-d6")
    assert result(four) is None
    # With the no-removal limit off, so is the endgame count.
    off = pos("morabaraba", "a1 d7 g1", "g7 c5 e3 e5", no_removal_plies=9, no_removal_limit=0)
    off.play("d7-d6")
    assert result(off) is None


# --- Lasker Morris ------------------------------------------------------------------------------


def test_lasker_places_or_moves_from_the_first_turn() -> None:
    state = MorrisState.from_options({"variant": "lasker"})
    assert state.men_per_side == 10
    assert state.may_place(0) and not state.may_move(0)
    state.play("a1")
    state.play("g7")
    assert state.may_place(0) and state.may_move(0)
    assert state.phase == "placing"
    assert {"a1-a4", "a1-d1", "a4", "d6"} <= legal(state)
    state.play("a1-a4")
    assert state.men_in_hand(0) == 9
    assert state.men_on_board(0) == 1


def test_lasker_nine_men_option() -> None:
    state = MorrisState.from_options({"variant": "lasker", "men": 9})
    assert state.men_per_side == 9
    assert state.men_in_hand(1) == 9


def test_lasker_flies_only_with_an_empty_hand() -> None:
    with_hand = pos("lasker", "a1 d7 g1", "g7 c5 e3 e5", (1, 0))
    assert not with_hand.can_fly(0)
    assert "a1-f4" not in legal(with_hand)
    assert "a1-a4" in legal(with_hand)
    empty_hand = pos("lasker", "a1 d7 g1", "g7 c5 e3 e5", (0, 0))
    assert empty_hand.can_fly(0)
    assert "a1-f4" in legal(empty_hand)


def test_lasker_two_men_lose_while_men_remain_in_hand() -> None:
    state = pos("lasker", "a1 a4", "g7", (5, 2))
    state.play("a7xg7")
    assert state.men_in_hand(1) == 2
    assert result(state) == (0, "two-men")


def test_lasker_count_restarts_at_every_placement() -> None:
    state = pos("lasker", "a1 d7", "g7 g1", (3, 3), no_removal_limit=4)
    play(state, "a1-a4", "g7-g4", "d7-d6")
    assert state.no_removal_plies == 3
    state.play("b2")  # Black places: the count starts again
    assert state.no_removal_plies == 0
    play(state, "a4-a1", "g4-g7", "d6-d7", "g1-d1")
    assert result(state) == (None, "no-removal")


def test_lasker_positions_differ_by_the_hands() -> None:
    a = pos("lasker", "a1", "g7", (3, 4))
    b = pos("lasker", "a1", "g7", (4, 3))
    assert a.position_key() != b.position_key()


# --- options ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"variant": "seven"}, "unknown Morris game 'seven'"),
        ({"variant": 3}, "option variant"),
        ({"variant": "three", "flying": True}, "Three Men's Morris has no option flying"),
        ({"variant": "nine", "no_return": True}, "Nine Men's Morris has no option no_return"),
        ({"variant": "lasker", "men": 12}, "men must be 9 or 10"),
        ({"variant": "lasker", "men": True}, "men must be a whole number"),
        ({"variant": "six", "protected_mills": 1}, "protected_mills must be true or false"),
        ({"variant": "twelve", "colour": "red"}, "unknown Morris option"),
    ],
)
def test_bad_options_are_refused_clearly(options: dict[str, Any], message: str) -> None:
    with pytest.raises(GameError, match=message):
        MorrisState.from_options(options)


@pytest.mark.parametrize("variant", ["three", "six", "twelve", "morabaraba", "lasker"])
def test_options_name_the_variant_and_recreate_the_game(variant: str) -> None:
    state = MorrisState.from_options({"variant": variant})
    options = state.options()
    assert options["variant"] == variant
    again = MorrisState.from_options(options)
    assert again.options() == options
    assert again.variant is state.variant
    assert MorrisState(variant=variant).options() == options


def test_nine_mens_options_stay_as_they_were() -> None:
    state = MorrisState.from_options({"variant": "nine"})
    assert state.options() == {"flying": True, "repetition_draw": True, "no_removal_limit": 100}
    assert state.variant.key == "nine"
    assert MorrisState.from_options({}).options() == state.options()


def test_diagrams_draw_each_board() -> None:
    three = MorrisState.from_options({"variant": "three"}).board_diagram()
    assert "\\" in three and "/" in three
    assert "a   b   c" in three
    six = pos("six", "c4 a1 e1", "a5 e5 d2").board_diagram()
    assert "a   b   c   d   e" in six
    assert "O" in six.splitlines()[2]  # c4 on rank 4, the second rank from the top
    nine = MorrisState().board_diagram()
    assert "/" not in nine


def test_set_up_points_must_be_on_the_board() -> None:
    with pytest.raises(GameError, match="not a point"):
        pos("three", "d7", "a1")
    with pytest.raises(GameError, match="not a point"):
        MorrisState.from_position([12], [0], variant="three")
    with pytest.raises(GameError, match="more than 3 men"):
        pos("three", "a1 a2", "c3", (2, 0))


def test_a_move_off_the_board_is_illegal() -> None:
    from ninetka_desktop.games.morris import make_move

    state = MorrisState.from_options({"variant": "three"})
    assert state.illegal_reason(make_move(None, 20)) is not None
    assert THREE.num_points == 9
