"""The Morris endgame tables from Python: the tool builds, lists and verifies them, the strong
levels play table positions perfectly, and a damaged file is refused, not read."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from ninetka_desktop._core import morris_table_positions
from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import MorrisLevel, morris_level
from ninetka_desktop.ai.morris import choose_morris_move
from ninetka_desktop.ai.morris.tablebase import TableWord, probe, table_set_for, use_tablebases
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.tablebase.cli import main as tablebase_main

TABLE = "morris-3v3-fly-100.ntb"


def level(number: int) -> MorrisLevel:
    """Nine Men's Morris's level ``number``."""
    return morris_level("nine", number)


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("tablebases")
    assert tablebase_main(["build", "4", "--dir", str(folder), "--rules", "both"]) == 0
    return folder


@pytest.fixture
def using(tables: Path) -> Iterator[Path]:
    use_tablebases([tables])
    yield tables
    use_tablebases([])


def random_positions(
    seed: int, men: tuple[int, int], count: int, flying: bool = True
) -> Iterator[MorrisState]:
    rng = random.Random(seed)
    made = 0
    while made < count:
        points = rng.sample(range(24), men[0] + men[1])
        state = MorrisState.from_position(
            points[: men[0]], points[men[0] :], (0, 0), 0, flying=flying
        )
        if not state.is_over():
            made += 1
            yield state


def find(
    word: str, men: tuple[int, int], at_least: int, seed: int = 3, flying: bool = True
) -> MorrisState:
    for state in random_positions(seed, men, 20_000, flying):
        said = probe(state)
        if said is not None and said.result == word and said.distance >= at_least:
            return state
    raise AssertionError(f"no {word} in {at_least} or more found")


def test_the_tool_lists_and_verifies_what_it_built(
    tables: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    assert tablebase_main(["info", "--dir", str(tables)]) == 0
    listing = capsys.readouterr().out
    assert (
        "morris-4v3-nofly-100.ntb: nine board, 4 men to move against 3, flying off" in listing
    )
    assert listing.count(".ntb") == 2 * 4
    assert tablebase_main(["verify", "3", "--dir", str(tables), "--rules", "both"]) == 0
    assert "agree" in capsys.readouterr().out


def test_a_second_build_keeps_the_tables_it_finds(
    tables: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = {p.name: p.stat().st_mtime_ns for p in tables.glob("*.ntb")}
    capsys.readouterr()
    assert tablebase_main(["build", "4", "--dir", str(tables)]) == 0
    assert {p.name: p.stat().st_mtime_ns for p in tables.glob("*.ntb")} == before
    # The last pair is reported too (the others as the build's progress is seen to pass them).
    done = [line.split()[0] for line in capsys.readouterr().out.splitlines() if "done (" in line]
    assert done and done[-1] == "4-4"


def test_a_build_stopped_by_ctrl_c_saves_its_work_and_the_next_resumes_it(
    tables: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "stopped"
    command = [sys.executable, "-m", "ninetka_desktop.tablebase.cli", "build", "4"]
    command += ["--rules", "no-flying", "--dir", str(folder), "--threads", "1"]
    build = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    assert build.stdout is not None
    assert build.stdout.readline().startswith("Building the tables up to 4 men a side")
    # Into the 3-4 pair (3-3 takes well under a second), whose first look takes seconds.
    deadline = time.monotonic() + 60
    while not (folder / "morris-3v3-nofly-100.ntb").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.5)
    build.send_signal(signal.SIGINT)
    out, _ = build.communicate(timeout=60)
    assert build.returncode == 130, out
    assert "the work is saved: run the same command again to resume" in out
    assert list(folder.glob("*.checkpoint")), "the pair's work is kept"
    assert tablebase_main(["build", "4", "--rules", "no-flying", "--dir", str(folder)]) == 0
    assert not list(folder.glob("*.checkpoint"))
    for built in folder.glob("*.ntb"):
        assert built.read_bytes()[64:] == (tables / built.name).read_bytes()[64:], built.name


@pytest.mark.parametrize("number", [5, 6])
def test_the_strong_levels_take_the_fastest_win(using: Path, number: int) -> None:
    state = find("win", (3, 3), at_least=5)
    said = probe(state)
    assert said is not None
    move = choose_morris_move(state.copy(), level(number), SearchControl(), random.Random(1))
    state.push(move)
    after = probe(state)
    # The opponent now loses one ply sooner: the win's distance went down by one.
    assert after == TableWord("loss", said.distance - 1)


def test_the_strong_levels_take_the_slowest_loss(using: Path) -> None:
    state = find("loss", (3, 3), at_least=6)
    said = probe(state)
    assert said is not None
    move = choose_morris_move(state.copy(), level(6), SearchControl(), random.Random(1))
    state.push(move)
    assert probe(state) == TableWord("win", said.distance - 1)


def test_a_drawn_position_is_held(using: Path) -> None:
    # Without flying most 4-4 positions are decided: a draw there must be kept move by move.
    state = find("draw", (4, 4), at_least=0, flying=False)
    for _ in range(6):
        if state.is_over():
            break
        move = choose_morris_move(state.copy(), level(6), SearchControl(), random.Random(2))
        state.push(move)
        said = probe(state)
        # Whatever the opponent (the table's best reply) does, the draw stays.
        assert said is None or said.result != "win" or state.is_over()
        if said is None or state.is_over():
            break
        reply = choose_morris_move(state.copy(), level(6), SearchControl(), random.Random(3))
        state.push(reply)
        again = probe(state)
        assert again is None or again.result != "loss"


def test_the_count_of_moves_without_a_removal_turns_a_far_win_into_a_draw(using: Path) -> None:
    state = find("win", (3, 3), at_least=3)
    said = probe(state)
    assert said is not None
    rules = state.options()
    late = MorrisState.from_position(
        [p for p in range(24) if state.bitboard(0) >> p & 1],
        [p for p in range(24) if state.bitboard(1) >> p & 1],
        (0, 0),
        state.to_move,
        no_removal_plies=rules["no_removal_limit"] - said.distance + 1,
    )
    assert probe(late) == TableWord("draw", 0)


def test_a_damaged_table_is_refused_and_play_goes_on(tmp_path: Path, tables: Path) -> None:
    damaged = tmp_path / "tables"
    damaged.mkdir()
    data = bytearray((tables / TABLE).read_bytes())
    data[1000] ^= 0xFF
    (damaged / TABLE).write_bytes(bytes(data))
    (damaged / "morris-3v4-fly-100.ntb").write_bytes(b"not a table")
    use_tablebases([damaged])
    try:
        state = next(random_positions(5, (3, 3), 1))
        assert probe(state) is None
        move = choose_morris_move(state.copy(), level(6), SearchControl(), random.Random(1))
        assert state.is_legal(move)
    finally:
        use_tablebases([])
    assert tablebase_main(["verify", "3", "--dir", str(damaged)]) == 1


@pytest.mark.slow
def test_every_position_up_to_four_men_keeps_the_retrograde_invariants(tables: Path) -> None:
    # make test checks samples (the core's own tests); this checks each of the 2 x 11 million.
    args = ["verify", "4", "--dir", str(tables), "--rules", "both", "--step", "1"]
    assert tablebase_main(args) == 0


def play_out(state: MorrisState, limit: int = 600) -> MorrisState:
    """Master against Master (both reading the tables) until the game ends."""
    for ply in range(limit):
        if state.is_over():
            return state
        move = choose_morris_move(state.copy(), level(6), SearchControl(), random.Random(ply))
        state.push(move)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("flying", [True, False])
def test_a_won_position_is_won_to_the_end_against_the_slowest_defence(
    using: Path, flying: bool
) -> None:
    # Removals lead from one table into the next: each phase is won within its count.
    men = (3, 4) if flying else (4, 4)
    rng = random.Random(7)
    found = 0
    for _ in range(20_000):
        points = rng.sample(range(24), sum(men))
        state = MorrisState.from_position(
            points[: men[0]], points[men[0] :], (0, 0), 0, flying=flying
        )
        said = None if state.is_over() else probe(state)
        if said is None or said.result != "win" or said.distance < 3:
            continue
        outcome = play_out(state).outcome()
        assert outcome is not None and outcome.winner == 0, state.board_diagram()
        found += 1
        if found == 4:
            return
    raise AssertionError("too few won positions found")


def test_a_removal_that_wins_at_once_is_taken(using: Path) -> None:
    rng = random.Random(5)
    checked = 0
    for _ in range(20_000):
        points = rng.sample(range(24), 8)
        state = MorrisState.from_position(points[:4], points[4:], (0, 0), 0, flying=False)
        said = None if state.is_over() else probe(state)
        if said != TableWord("win", 1):
            continue
        move = choose_morris_move(state.copy(), level(6), SearchControl(), random.Random(1))
        state.push(move)
        # A win in one ply is a removal into a lost position, or a block.
        assert move.remove is not None or state.is_over()
        checked += 1
        if checked == 10:
            return
    raise AssertionError("too few positions won in one found")


def test_the_tool_counts_a_set_s_positions_as_the_published_database_does(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Malom's database files for the same balances hold 210,140, 945,630 and 862,980 slots.
    assert tablebase_main(["count", "4"]) == 0
    out = capsys.readouterr().out
    for line in ("3-3: 210,140 positions", "3-4: 945,630 positions", "4-3: 862,980 positions"):
        assert line in out
    assert tablebase_main(["count", "9"]) == 0
    out = capsys.readouterr().out
    assert "9-9: 414,814,400 positions" in out
    assert "In all 9,193,626,407 positions" in out


def test_no_table_holds_more_men_than_the_board_allows() -> None:
    rules = table_set_for({"variant": "three"}).rules
    with pytest.raises(ValueError, match="no table of 4 men against 3"):
        morris_table_positions(rules, 4, 3)


def test_a_set_still_being_built_is_verified_as_far_as_it_goes(
    tables: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    partial = tmp_path / "partial"
    partial.mkdir()
    # A build writes a pair's two tables together: 3-3 and the pair 3-4, 4-3, not yet 4-4.
    for pair in ("3v3", "3v4", "4v3"):
        name = f"morris-{pair}-nofly-100.ntb"
        (partial / name).write_bytes((tables / name).read_bytes())
    capsys.readouterr()
    command = ["verify", "4", "--rules", "no-flying", "--dir", str(partial), "--step", "7"]
    assert tablebase_main(command) == 1
    assert "4-4: table 4v4 is missing" in capsys.readouterr().err
    assert tablebase_main([*command, "--present"]) == 0
    out = capsys.readouterr().out
    assert "4-3:" in out and "4-4:" not in out
    assert "(1 table not built yet left out)" in out
