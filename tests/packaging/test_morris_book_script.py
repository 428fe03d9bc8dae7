"""packaging/make_morris_book.py: deterministic, resumable, and its books load."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from ninetka_desktop.ai.morris.book import key_state, load_book, state_key
from ninetka_desktop.games.morris import MorrisState

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "make_morris_book.py"
TINY = ["--plies", "4", "--nodes", "3000", "--width", "2", "--save-every", "2"]


def script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_morris_book", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_help_runs() -> None:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--help"], capture_output=True, text=True, check=True
    )
    assert "--plies" in result.stdout and "--nodes" in result.stdout


def test_the_same_parameters_write_the_same_bytes(tmp_path: Path) -> None:
    module = script()
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert module.main([*TINY, "--output", str(first)]) == 0
    assert module.main([*TINY, "--output", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    book = load_book(first)
    assert book is not None and book.built["complete_plies"] == 4
    for key, (_, moves) in book.positions.items():
        legal = set(key_state(key, book.rules).legal_moves())
        assert all(move in legal for move, _ in moves)


def test_resume_searches_only_what_is_new(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    module = script()
    output = tmp_path / "book.json"
    module.main([*TINY, "--max-positions", "3", "--output", str(output)])
    partial = load_book(output)
    assert partial is not None and len(partial.positions) == 3
    searched: list[Any] = []
    real = module.analyse

    def counting(*args: Any, **kwargs: Any) -> Any:
        searched.append(args[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(module, "analyse", counting)
    module.main([*TINY, "--resume", "--output", str(output)])
    resumed = load_book(output)
    fresh = tmp_path / "fresh.json"
    monkeypatch.setattr(module, "analyse", real)
    module.main([*TINY, "--output", str(fresh)])
    assert output.read_bytes() == fresh.read_bytes()
    assert resumed is not None and len(searched) == len(resumed.positions) - 3


def test_the_installer_bundle_carries_the_book_where_the_module_looks() -> None:
    from ninetka_desktop.ai.morris.book import BOOK_PATH

    root = SCRIPT.parents[1]
    relative = BOOK_PATH.relative_to(root).as_posix()
    spec = (root / "packaging" / "ninetka.spec").read_text(encoding="utf-8")
    assert f'MORRIS_BOOK = "{relative}"' in spec
    assert "(str(ROOT / MORRIS_BOOK), str(Path(MORRIS_BOOK).parent))" in spec


def test_lines_add_the_positions_of_games_played(tmp_path: Path) -> None:
    module = script()
    lines = tmp_path / "lines.txt"
    lines.write_text("# a game the breadth-first book does not reach\n\ng4 a1 f6 c3 f2 a4\n")
    output = tmp_path / "book.json"
    assert module.main([*TINY, "--lines", str(lines), "--output", str(output)]) == 0
    book = load_book(output)
    assert book is not None and book.built["lines"] == "lines.txt"
    state = MorrisState()
    for text in ["g4", "a1", "f6", "c3"]:  # the plies before --plies 4, each in the book
        assert book.lookup(state) is not None
        state.push(state.parse_move(text))
    assert book.lookup(state) is None  # ply 4: beyond the book's plies
    # A line's entry is its key's own search, in the key's frame, as every entry (the line's
    # positions are other images of their keys).
    args = module.parse_args([*TINY, "--lines", str(lines)])
    state, turned = MorrisState(), 0
    for text in ["g4", "a1", "f6", "c3"]:
        key, sym = state_key(state)
        turned += sym != 0
        depth, moves = module.choose(key_state(key, book.rules), args)
        assert book.positions[key] == (depth, tuple((m, s) for m, s in moves)), text
        state.push(state.parse_move(text))
    assert turned > 0


def test_a_line_with_an_illegal_move_stops_with_its_line_number(tmp_path: Path) -> None:
    lines = tmp_path / "lines.txt"
    lines.write_text("d6 d2\nd6 d6\n")
    with pytest.raises(SystemExit, match="line 2, ply 1: d6"):
        script().main([*TINY, "--lines", str(lines), "--output", str(tmp_path / "book.json")])


def test_verify_drops_a_move_whose_child_loses() -> None:
    # Master against Sanmill (seed 901): the book kept d7 and c5 at 176 beside d1 at 183 here,
    # but after either one White is blocked in the moving phase; a search of the position
    # after each move, Black to move, sees it.
    module = script()
    state = MorrisState()
    line = "d6 d2 f4 b4 f6 d5 e4 g4 f2xg4 g4 b6xd2 d2 c3 g7 e3 g1xe3"
    for text in line.split(" "):
        state.push(state.parse_move(text))
    assert module.placed(state) == 16
    entry = tuple((state.parse_move(t), s) for t, s in [("d1", 183), ("c5", 176), ("d7", 176)])
    args = module.parse_args(["--verify-from", "10", "--verify-nodes", "300000"])
    assert module.checked_choice(state, entry, args) == entry[:1]
    assert module.checked_value(state, entry[0][0], args) > 0


def test_verify_drops_only_moves_checked_below_the_margin(tmp_path: Path) -> None:
    module = script()
    plain, checked = tmp_path / "plain.json", tmp_path / "checked.json"
    assert module.main([*TINY, "--output", str(plain)]) == 0
    verify = ["--verify-from", "2", "--verify-nodes", "3000", "--verify-margin", "5"]
    assert module.main([*TINY, *verify, "--output", str(checked)]) == 0
    two_jobs = tmp_path / "two_jobs.json"
    assert module.main([*TINY, *verify, "--jobs", "2", "--output", str(two_jobs)]) == 0
    assert two_jobs.read_bytes() == checked.read_bytes()
    # Checked again on resuming, a book stays as it is, positions the pass dropped the moves
    # to included.
    resumed = tmp_path / "resumed.json"
    deeper = [*TINY, "--plies", "5", *verify]
    assert module.main([*deeper, "--output", str(resumed)]) == 0
    book = load_book(resumed)
    assert book is not None
    reached, todo = set(), [state_key(MorrisState())[0]]
    while todo:
        key = todo.pop()
        if key in book.positions and key not in reached:
            reached.add(key)
            state = key_state(key, book.rules)
            todo += [module.child_key(state, move) for move, _ in book.positions[key][1]]
    assert reached < book.positions.keys()
    before = resumed.read_bytes()
    assert module.main([*deeper, "--resume", "--output", str(resumed)]) == 0
    assert resumed.read_bytes() == before
    before, after = load_book(plain), load_book(checked)
    assert before is not None and after is not None
    assert after.built["verify_from"] == 2 and after.built["verify_margin"] == 5
    assert before.positions.keys() == after.positions.keys()
    args = module.parse_args([*TINY, *verify])
    dropped = 0
    for key, (depth, moves) in after.positions.items():
        state = key_state(key, after.rules)
        old = before.positions[key][1]
        if module.placed(state) < 2 or len(old) < 2:
            assert (depth, moves) == before.positions[key]
            continue
        values: dict[str, int] = {}  # by the position a move leads to, as the script checks
        for move, _ in old:
            child = module.child_key(state, move)
            values.setdefault(child, module.checked_value(state, move, args))
        floor = max(values.values()) - 5
        assert moves == tuple((m, s) for m, s in old if values[module.child_key(state, m)] >= floor)
        dropped += len(old) - len(moves)
    assert dropped > 0


def test_repair_leaves_no_position_its_lines_refute(tmp_path: Path) -> None:
    module = script()
    plain, repaired = tmp_path / "plain.json", tmp_path / "repaired.json"
    tiny = [*TINY, "--plies", "5", "--verify-nodes", "3000", "--verify-margin", "5"]
    assert module.main([*tiny, "--output", str(plain)]) == 0
    assert module.main([*tiny, "--verify-from", "1", "--repair", "--output", str(repaired)]) == 0
    args = module.parse_args([*tiny, "--verify-from", "1", "--repair", "--output", str(repaired)])
    for path, refuted in ((plain, True), (repaired, False)):
        work = module.Work(args, MorrisState().options(), {})
        book = load_book(path)
        assert book is not None
        work.positions = dict(book.positions)
        values = module.backed_up(work)
        found = [
            key
            for key, (_, moves) in work.positions.items()
            if module.placed(key_state(key, book.rules)) >= 1
            and values[key] < max(s for _, s in moves) - 5
        ]
        assert bool(found) == refuted, path.name
    after = load_book(repaired)
    assert after is not None and after.built["repair"] is True
    for key, (_, moves) in after.positions.items():
        legal = set(key_state(key, after.rules).legal_moves())
        assert moves and all(move in legal for move, _ in moves)
