"""ninetka-arena: seat rotation, statistics, records, and the command line."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from ninetka_desktop.ai.baselines import greedy_move
from ninetka_desktop.arena.cli import build_specs, main, summarise
from ninetka_desktop.arena.match import GameResult, GameSpec, check_entrant, play_game
from ninetka_desktop.arena.stats import elo_difference, elo_summary, wilson_interval
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.records import parse_record


def test_wilson_interval_and_elo() -> None:
    interval = wilson_interval(50, 100)
    assert interval.low == pytest.approx(0.404, abs=0.001)
    assert interval.high == pytest.approx(0.596, abs=0.001)
    assert wilson_interval(0, 0).low == 0.0 and wilson_interval(0, 0).high == 1.0
    assert elo_difference(0.5) == 0
    assert elo_difference(0.75) == pytest.approx(190.8, abs=0.1)
    assert elo_difference(1.0) == 1200 and elo_difference(0.0) == -1200
    assert math.isclose(elo_difference(0.25), -elo_difference(0.75))


def test_entrants_are_checked() -> None:
    assert check_entrant("6") == "6" and check_entrant("Greedy") == "greedy"
    with pytest.raises(ValueError, match="unknown entrant"):
        check_entrant("7")


def test_seats_rotate_so_every_entrant_plays_every_seat(capsys: pytest.CaptureFixture[str]) -> None:
    import argparse

    args = argparse.Namespace(
        entrants=["6", "greedy", "greedy", "random"], game="9tka", games=8, neutrals="random",
        seed=3,
    )
    specs = build_specs(args)
    for seat in range(4):
        sitting = [spec.seats[seat] for spec in specs]
        assert sitting.count("6") == 2 and sitting.count("random") == 2
    assert len({spec.options["seed"] for spec in specs}) == 8


def test_a_game_between_baselines_makes_a_valid_record() -> None:
    spec = GameSpec(0, "9tka", {"players": 3}, ("greedy", "random", "greedy"), seed=5)
    result = play_game(spec)
    assert sum(result.points) == 1.0
    record = parse_record(json.dumps(result.record))
    assert record.state.is_over()
    assert [s.name for s in record.seats] == ["Greedy", "Random", "Greedy"]
    assert result.plies == len(record.state.move_stack)


def test_greedy_takes_the_section_when_it_can() -> None:
    import random

    state = NinetkaState(players=2, neutrals="random", seed=2)
    rng = random.Random(0)
    while state.phase != "movement":
        state.push(rng.choice(state.legal_moves()))
    before = state.scores()[state.to_move]
    seat = state.to_move
    best = max(
        _lead_after(state, move, seat) for move in state.legal_moves()
    )
    move = greedy_move(state, rng)
    assert _lead_after(state, move, seat) == best
    assert state.scores()[seat] == before  # the state is left as it was


def _lead_after(state: NinetkaState, move: object, seat: int) -> int:
    state.push(move)  # type: ignore[arg-type]
    scores = state.scores()
    state.pop()
    return scores[seat] - max(s for i, s in enumerate(scores) if i != seat)


def test_the_command_line_prints_scores_and_saves_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["greedy", "random", "--games", "4", "--jobs", "1", "--quiet",
                 "--save-dir", str(tmp_path)])
    assert code == 0
    out = capsys.readouterr().out
    assert "games: 4" in out
    assert "greedy: seats=4" in out and "ci95=" in out and "elo greedy - random" in out
    assert len(list(tmp_path.glob("game-*.json"))) == 4


def test_morris_games_in_the_arena(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "morris", "random", "random", "--games", "2", "--jobs", "1",
                 "--quiet"]) == 0
    assert "games: 2" in capsys.readouterr().out


def test_elo_summary_signs_every_figure_and_never_prints_minus_zero() -> None:
    assert elo_summary(100, 200) == "+0 ci95=[-48, +48]"
    assert elo_summary(99.9, 200).startswith("+0 ")
    assert elo_summary(150, 200).startswith("+191 ")


def test_the_summary_gives_each_entrants_median_and_longest_move() -> None:
    def result(
        index: int, seats: tuple[str, str], times: tuple[tuple[float, ...], ...]
    ) -> GameResult:
        spec = GameSpec(index, "morris", {}, seats, index)
        return GameResult(spec, (1.0, 0.0), (0, 0), "blocked", 9, times)

    lines = summarise(
        [result(0, ("6", "5"), ((1.0, 3.0), (0.5,))), result(1, ("5", "6"), ((0.7, 0.9), (2.0,)))],
        ["6", "5"],
    )
    master = next(line for line in lines if line.startswith("6:"))
    expert = next(line for line in lines if line.startswith("5:"))
    assert "median_move_s=2.00 max_move_s=3.00" in master
    assert "median_move_s=0.70 max_move_s=0.90" in expert
