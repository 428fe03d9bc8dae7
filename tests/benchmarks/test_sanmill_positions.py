"""benchmarks/sanmill_morris.py's set-up positions: the positions file's lines, Sanmill's FEN
(checked by hand against the engine's ``d`` board), the per-position summary; the engine itself
only where it is installed."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.sanmill import engine_path
from helpers.scripts import load_script

from ninetka_desktop.ai.morris.tablebase import use_tablebases
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.tablebase.cli import main as tablebase_main

sm = load_script("benchmarks/sanmill_morris.py")


ENGINE = engine_path()
needs_engine = pytest.mark.skipif(ENGINE is None, reason="the Sanmill engine is not installed")

# White a1 a4 d7 g4, Black g7 g1 d1, White to move; Sanmill's board (``d``) for the FEN:
#   * --- O --- @      the outer square from d7 clockwise: d7 O, g7 @, g4 O, g1 @, d1 @,
#   O-*-*   *-*-O      a1 O, a4 O, a7 *; the middle and inner squares are empty.
#   O --- @ --- @
FLYING_LINE = "white=a1,a4,d7,g4 black=g7,g1,d1 move=white"
FLYING_FEN = "********/********/O@O@@OO* w m s 4 0 3 0 0 0 0 0 0 0 0 0 10"
# White c3 d6 f4 a1, Black e5 b2 d3 g7, Black to move, 7 plies without a removal: the inner
# square from d5 clockwise *@**@O** (e5 @, d3 @, c3 O), the middle O*O**@** (d6 O, f4 O,
# b2 @), the outer *@***O** (g7 @, a1 O); 18 + 7 = 25 plies played, so Black's 13th move.
MIXED_LINE = "white=c3,d6,f4,a1 black=e5,b2,d3,g7 move=black quiet=7"
MIXED_FEN = "*@**@O**/O*O**@**/*@***O** b m s 4 0 4 0 0 0 0 0 0 0 0 7 13"


def test_a_line_gives_the_position_our_rules_play_from() -> None:
    position = sm.parse_position_line(FLYING_LINE, 3)
    assert position == sm.StartPosition(3, ("a1", "a4", "d7", "g4"), ("g7", "g1", "d1"), 0, 0)
    state = position.state()
    assert state.phase == "moving"
    assert state.to_move == 0
    assert [state.owner_at(p) for p in range(24)].count(0) == 4
    assert state.can_fly(1) and not state.can_fly(0)
    assert state.no_removal_plies == 0
    assert state.options()["no_removal_limit"] == sm.N_MOVE_RULE


def test_keys_in_any_order_points_sorted_and_quiet_kept() -> None:
    position = sm.parse_position_line("quiet=7 move=black black=g7,d3,b2,e5 white=a1,f4,c3,d6", 9)
    assert position.line == 9
    assert position.to_move == 1
    assert position.quiet == 7
    assert position.state().no_removal_plies == 7
    # Board order (geometry.py): the outer, middle and inner square, each from its bottom-left.
    assert position.text() == "white=a1,d6,f4,c3 black=g7,b2,e5,d3 move=black quiet=7"
    assert sm.parse_position_line(position.text(), 1).text() == position.text()


def test_nine_men_a_side_is_allowed() -> None:
    white = "a1,a4,a7,b2,b4,b6,c3,c4,c5"
    black = "g1,g4,g7,f2,f4,f6,e3,e4,e5"
    position = sm.parse_position_line(f"white={white} black={black} move=black", 1)
    assert len(position.white) == len(position.black) == 9


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("white=a1,a4,h1 black=g7,g1,d1 move=white", "'h1', which is not a point"),
        ("white=a1,a4,d4 black=g7,g1,d1 move=white", "'d4', which is not a point"),
        ("white=a1,a4,A7 black=g7,g1,d1 move=white", "lower case"),
        ("white=a1,a4,,d7 black=g7,g1,d1 move=white", "empty point name"),
        ("white=a1,a4,d7, black=g7,g1,d1 move=white", "empty point name"),
        ("white=a1,a4,a1 black=g7,g1,d1 move=white", "a1 twice"),
        ("white=a1,a4,d7 black=g7,a4,d1 move=white", "a4 holds a white and a black man"),
        (
            "white=a1,a4,a7,b2,b4,b6,c3,c4,c5,d1 black=g7,g1,d7 move=white",
            "10 men, more than 9",
        ),
        ("white=a1,a4 black=g7,g1,d1 move=white", "white= has 2 men, fewer than 3"),
        ("white=a1,a4,d7 black= move=white", "empty point name"),
        ("white=a1,a4,d7 black=g7,g1,d1 move=white colour=red", "unknown key 'colour'"),
        ("white=a1,a4,d7 black=g7,g1,d1 move=white hand=0", "unknown key 'hand'"),
        ("white=a1,a4,d7 black=g7,g1,d1 white=g4,f4,e4 move=white", "white= is given twice"),
        ("white=a1,a4,d7 black=g7,g1,d1", "move= is missing"),
        ("black=g7,g1,d1 move=white", "white= is missing"),
        ("white=a1,a4,d7 black=g7,g1,d1 move=w", "move= must be white or black"),
        ("white=a1,a4,d7 black=g7,g1,d1 move=white quiet=-1", "whole number"),
        ("white=a1,a4,d7 black=g7,g1,d1 move=white quiet=ten", "whole number"),
        ("white=a1,a4,d7 black=g7,g1,d1 move=white quiet=100", "no-removal draw already"),
        ("white=a1,a4,d7 black=g7,g1,d1 move white", "'move' is not key=value"),
        # White (four men, so no flying) has no man with an empty neighbour.
        ("white=a1,d1,g1,b2 black=a4,d2,g4,b4 move=white", "already over here (blocked)"),
    ],
)
def test_a_bad_line_is_refused_with_its_number(line: str, message: str) -> None:
    with pytest.raises(sm.PositionError) as caught:
        sm.parse_position_line(line, 12)
    assert str(caught.value).startswith("line 12: ")
    assert message in str(caught.value)


def test_the_file_skips_blanks_and_comments_and_counts_every_line(tmp_path: Path) -> None:
    path = tmp_path / "positions.txt"
    path.write_text(f"# endgames\n\n{FLYING_LINE}\n   \n  # more\n{MIXED_LINE}\n")
    positions = sm.read_positions(path)
    assert [p.line for p in positions] == [3, 6]
    assert [p.to_move for p in positions] == [0, 1]


def test_a_bad_line_in_the_file_names_the_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "positions.txt"
    path.write_text(f"{FLYING_LINE}\n# fine so far\nwhite=a1,a4,d7 black=g7,g1,d1 move=blue\n")
    with pytest.raises(sm.PositionError, match=r"positions.txt, line 3: move= must be"):
        sm.read_positions(path)
    path.write_text("# nothing here\n\n")
    with pytest.raises(sm.PositionError, match="holds no position"):
        sm.read_positions(path)


def test_the_command_line_refuses_a_bad_file_and_an_odd_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "positions.txt"
    path.write_text(f"{FLYING_LINE}\nwhite=a1,a4,d7 black=g7,g1,d7 move=white\n")
    with pytest.raises(SystemExit) as stopped:
        sm.main(["--positions", str(path), "--engine", str(tmp_path / "none")])
    assert stopped.value.code == 2
    assert "line 2: d7 holds a white and a black man" in capsys.readouterr().err
    path.write_text(f"{FLYING_LINE}\n")
    with pytest.raises(SystemExit):
        sm.main(["--positions", str(path), "--games", "3"])
    assert "--games must be even" in capsys.readouterr().err


@pytest.mark.parametrize(("line", "fen"), [(FLYING_LINE, FLYING_FEN), (MIXED_LINE, MIXED_FEN)])
def test_sanmill_fen_of_a_set_up_position(line: str, fen: str) -> None:
    assert sm.sanmill_fen(sm.parse_position_line(line, 1).state()) == fen


def test_sanmill_fen_counts_the_plies_played_since() -> None:
    state = sm.parse_position_line(FLYING_LINE, 1).state()
    state.play("d7-d6")
    assert sm.sanmill_fen(state) == "********/O*******/*@O@@OO* b m s 4 0 3 0 0 0 0 0 0 0 0 1 10"
    state.play("g7-f6")
    assert sm.sanmill_fen(state).endswith(" w m s 4 0 3 0 0 0 0 0 0 0 0 2 11")


def test_sanmill_fen_needs_every_man_placed() -> None:
    with pytest.raises(ValueError, match="moving phase"):
        sm.sanmill_fen(MorrisState())


def test_every_point_is_once_in_the_fen_order() -> None:
    names = [name for ring in sm.FEN_POINTS for name in ring]
    assert sorted(names) == sorted(sm.point_name(p) for p in range(24))


def _result(index: int, line: int, seat: int, points: float, reason: str) -> object:
    position = sm.parse_position_line(FLYING_LINE, line)
    spec = sm.Spec(index, 3, seat, 5, 0.2, 400, index, "sanmill", position)
    return sm.Result(spec, points, reason, 10, [0.1], [0.2])


def test_the_summary_has_a_line_a_position() -> None:
    results = [
        _result(3, 7, 1, 0.5, "repetition"),
        _result(0, 4, 0, 1.0, "two-men"),
        _result(2, 7, 0, 0.0, "blocked"),
        _result(1, 4, 1, 0.5, "no-removal"),
    ]
    lines = sm.summary(results)
    assert lines[0] == "wins 1 draws 2 losses 1 score 50.0%"
    assert lines[-2:] == [
        "position line 4: wins 1 draws 1 losses 0; as White 1 (two-men); as Black 0.5 (no-removal)",
        "position line 7: wins 0 draws 1 losses 1; as White 0 (blocked); as Black 0.5 (repetition)",
    ]


@needs_engine
@pytest.mark.parametrize("fen", [FLYING_FEN, MIXED_FEN])
def test_sanmill_reads_the_fen_back_and_answers_a_legal_move(fen: str) -> None:
    line = FLYING_LINE if fen == FLYING_FEN else MIXED_LINE
    state = sm.parse_position_line(line, 1).state()
    assert ENGINE is not None
    engine = sm.Sanmill(ENGINE, 1, 0.2)
    try:
        assert engine.read_fen(fen) == fen
        move = sm.their_move(engine, state, [], f"fen {fen}")
    finally:
        engine.close()
    assert move is not None
    assert move in state.legal_moves()


def test_the_tables_verdict_is_for_our_level_and_empty_beyond_them(tmp_path: Path) -> None:
    assert tablebase_main(["build", "3", "--dir", str(tmp_path), "--rules", "flying"]) == 0
    use_tablebases([tmp_path])
    try:
        # White flies g7 to a7 and closes a1-a4-a7: Black is left with two men.
        won = sm.parse_position_line("white=a1,a4,g7 black=g1,d1,d3 move=white", 1).state()
        assert sm.table_verdict(won, 0) == "won"
        assert sm.table_verdict(won, 1) == "lost"
        # Three men each, flying: here the side to move wins (the tables: in five plies).
        black = sm.parse_position_line("white=a1,d2,g4 black=a4,d6,g1 move=black", 1).state()
        assert (sm.table_verdict(black, 1), sm.table_verdict(black, 0)) == ("won", "lost")
        four = "white=a1,a4,d7,g4 black=g7,g1,d1 move=black"
        assert sm.table_verdict(sm.parse_position_line(four, 1).state(), 0) == ""
    finally:
        use_tablebases([])


def test_the_summary_counts_the_games_the_tables_called_won() -> None:
    results = []
    for index, (points, verdict) in enumerate(
        [(1.0, "won"), (0.5, "won"), (0.5, "drawn"), (1.0, "drawn"), (0.5, "")]
    ):
        spec = sm.Spec(index, 6, index % 2, 30, 1.0, 400, index, "sanmill")
        results.append(sm.Result(spec, points, "x", 50, [0.1], [0.2], after_placing=verdict))
    assert sm.summary(results)[-1] == (
        "the tables after the placing: won 2 (our level won 1, drew 1, lost 0); "
        "drawn 2 (our level won 1, drew 1, lost 0); lost 0 (our level won 0, drew 0, lost 0); "
        "not in the tables 1"
    )
