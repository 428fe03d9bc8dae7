"""benchmarks/placing_proof.py: which plies its report calls proved, and its summary lines."""

from __future__ import annotations

from pathlib import Path

from helpers.scripts import load_script

pp = load_script("benchmarks/placing_proof.py")


def step(ply: int, status: str, kept: bool | None = None, result: str | None = None) -> object:
    return pp.Step(ply, status, 10 * ply, 0.01, kept, result)


def test_the_choice_is_proved_from_the_first_ply_after_the_last_unproved_one() -> None:
    games = [
        [step(0, "budget"), step(1, "budget"), step(2, "proved", True, "draw")],
        [step(0, "budget"), step(1, "proved", True, "draw"), step(2, "proved", True, "win")],
    ]
    assert pp.proved_from(games) == 2
    assert pp.proved_from([[step(0, "proved", True, "draw")]]) == 0
    assert pp.proved_from([[step(0, "proved", True, "draw"), step(1, "no-table")]]) is None
    lines = pp.report(games)
    assert lines[0].startswith("ply  0: proved 0/2, not: budget; positions median 0")
    assert lines[2].startswith("ply  2: proved 2/2 (draw, win); positions median 20")
    assert lines[2].endswith("the level's move kept the result 2/2")
    assert lines[-1] == "the level's choice is proved from ply 2"


def test_a_game_s_placing_positions_are_each_proved(tmp_path: Path) -> None:
    # Without tables every proof stops at the first end of the placing it reaches.
    pp.use_tablebases([tmp_path])
    try:
        steps = pp.placing_steps("three", 1, 7, 1_000)
    finally:
        pp.use_tablebases([])
    assert [s.ply for s in steps] == list(range(len(steps)))
    assert steps and all(s.status == "no-table" and s.kept is None for s in steps)
