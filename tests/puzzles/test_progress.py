"""Puzzle progress without Qt: streaks, the next unsolved puzzle, and its JSON read strictly."""

from __future__ import annotations

from typing import Any

import pytest

from ninetka_desktop.puzzles import Progress, ProgressError, default_collection


def test_solving_builds_a_streak_and_showing_the_solution_ends_it() -> None:
    progress = Progress()
    progress.record_solved("morris-001", 1)
    progress.record_solved("morris-002", 3)
    assert (progress.streak, progress.best_streak) == (2, 2)
    progress.record_missed("morris-003")
    assert (progress.streak, progress.best_streak) == (0, 2)
    assert progress.missed == {"morris-003"}
    progress.record_solved("morris-003", 2)
    assert progress.missed == set() and progress.solved["morris-003"] == 2
    # Giving up on a puzzle solved before leaves it solved.
    progress.record_missed("morris-001")
    assert "morris-001" in progress.solved and "morris-001" not in progress.missed


def test_the_next_puzzle_is_the_first_unsolved_after_the_current() -> None:
    pool = default_collection().of("morris", 1)[:4]
    progress = Progress(solved={pool[1].id: 1})
    assert progress.next_puzzle(pool) is pool[0]
    assert progress.next_puzzle(pool, after=pool[0].id) is pool[2]
    assert progress.next_puzzle(pool, after=pool[3].id) is pool[0]
    done = Progress(solved={p.id: 1 for p in pool})
    assert done.next_puzzle(pool) is None


def test_json_round_trip() -> None:
    progress = Progress({"9tka-004": 2}, {"morris-010"}, 1, 4)
    again = Progress.from_json(progress.to_json())
    assert again == progress


@pytest.mark.parametrize(
    "change",
    [
        {"format": "something-else"},
        {"version": 2},
        {"version": True},
        {"solved": []},
        {"solved": {"9tka-004": 0}},
        {"solved": {"9tka-004": 4}},
        {"solved": {"9tka-004": True}},
        {"solved": {"<img>": 1}},
        {"missed": "9tka-001"},
        {"missed": [1]},
        {"streak": -1},
        {"streak": 5, "best_streak": 4},
        {"best_streak": 1.5},
    ],
)
def test_malformed_progress_is_refused(change: dict[str, Any]) -> None:
    data = Progress({"9tka-004": 2}, set(), 1, 4).to_json() | change
    with pytest.raises(ProgressError):
        Progress.from_json(data)


def test_unknown_ids_are_kept() -> None:
    data = Progress({"morris-9999": 1}, {"9tka-0999"}, 0, 1).to_json()
    again = Progress.from_json(data)
    assert again.solved == {"morris-9999": 1} and again.missed == {"9tka-0999"}
