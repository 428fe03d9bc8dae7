"""Killed at any moment, the app loses nothing committed: the real app (``python -m
ninetka_desktop --debug-setup``, offscreen, a private NINETKA_HOME) plays computer against
computer and is killed with SIGKILL at random moments. After each kill the autosave must parse,
replay legally, and hold at least every move the app had reported as autosaved (it prints
"autosaved GAME PLIES MOVES..." after each write) and everything the previous round's autosave
held; then a new window in this process must offer to resume it, and resume exactly it. The next
round's app resumes the same autosave, so one game (or tournament) lives through every kill.

Also in-process: a Morris move waiting for its removal is not committed (the autosave holds the
moves before it), and a tournament whose game had just ended resumes at that game's result.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from helpers.checks import gone, replays_legally
from helpers.message_boxes import record_message_boxes
from pytestqt.qtbot import QtBot

from ninetka_desktop.controllers.match import Match
from ninetka_desktop.games import new_game
from ninetka_desktop.games.morris import parse_point
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.autosave import autosave_path
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.game_files import SavedGame, saved_game_from_json
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="uses SIGKILL and /proc (Linux)"
)
ROOT = Path(__file__).resolve().parents[2]

COMPUTERS = tuple(Seat(name, "computer", 1) for name in ("Ann", "Bo", "Cy"))
SETUPS = {
    # Three players, so a tournament of three games.
    "tournament": GameSetup("9tka", {"players": 3, "neutrals": "chosen"}, COMPUTERS, True),
    "morris": GameSetup("morris", {"flying": True}, COMPUTERS[:2]),
}


@dataclass
class Report:
    game_index: int
    moves: list[str]


@dataclass
class AppRun:
    """The app in a subprocess, its "autosaved" lines collected as they come."""

    process: subprocess.Popen[bytes]
    reports: list[Report] = field(default_factory=list)
    reader: threading.Thread | None = None

    @classmethod
    def start(cls, home: Path, setup_file: Path, log: Path) -> AppRun:
        env = dict(os.environ, NINETKA_HOME=str(home), QT_QPA_PLATFORM="offscreen")
        process = subprocess.Popen(
            [sys.executable, "-m", "ninetka_desktop", "--debug-setup", str(setup_file)],
            stdout=subprocess.PIPE, stderr=log.open("ab"), env=env, cwd=ROOT,
        )
        run = cls(process)
        run.reader = threading.Thread(target=run._read, daemon=True)
        run.reader.start()
        return run

    def _read(self) -> None:
        assert self.process.stdout is not None
        for raw in self.process.stdout:
            words = raw.decode("utf-8").split()
            if len(words) >= 3 and words[0] == "autosaved":
                index, plies, moves = int(words[1]), int(words[2]), words[3:]
                assert len(moves) == plies
                self.reports.append(Report(index, moves))

    def plies(self) -> int:
        return len(self.reports[-1].moves) if self.reports else 0

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        assert self.reader is not None
        self.reader.join(timeout=10)


def children(pid: int) -> list[int]:
    """The ids of the processes whose parent is ``pid`` (Linux /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def is_over(setup: GameSetup, moves: list[str]) -> bool:
    state = new_game(setup.game, setup.options)
    for move in moves:
        state.play(move)
    return state.is_over()


def newer_or_same(setup: GameSetup, old: Report, new: Report) -> bool:
    """Whether ``new`` holds everything ``old`` did: the same game with at least its moves, a
    later game of the tournament, or a new game after ``old``'s game had ended."""
    if new.game_index == old.game_index and new.moves[: len(old.moves)] == old.moves:
        return True
    if new.game_index > old.game_index:
        return True
    return is_over(setup, old.moves) and new.game_index == 0 and not setup.tournament


def read_saved(home: Path) -> tuple[SavedGame, Report] | None:
    path = home / "autosave.json"
    if not path.exists():
        return None
    data = json.loads(path.read_bytes())
    saved = saved_game_from_json(data)  # RecordError fails the test
    assert replays_legally(saved.state)
    moves = [text for _, text in saved.state.history_in_notation()]
    assert moves == data["moves"]
    return saved, Report(saved.match.game_index, moves)


def resume_in_process(
    make_window: WindowFactory, saved: SavedGame, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new window offers the autosave and resumes exactly it (a first game without a move
    has nothing to resume and is not offered)."""
    message_boxes = record_message_boxes(monkeypatch)
    monkeypatch.setattr(GameOverDialog, "exec", lambda dialog: 0)
    window = make_window()
    window.set_autoplay(False)  # a still picture: nothing moves before it is compared
    if saved.state.is_over():
        resumable = saved.match.has_next_game()
    else:
        resumable = bool(saved.state.move_stack) or saved.match.game_index > 0
    assert window.files.offer_resume() is resumable
    titles = [title for title, _, _ in message_boxes.shown]
    assert "Saved game" not in titles, message_boxes.texts  # no warning
    if resumable:
        assert titles == ["Resume game"]
        assert list(window.game.state.move_stack) == list(saved.state.move_stack)
        assert window.game.match is not None
        assert window.game.match.game_index == saved.match.game_index
        assert window.game.seats() == saved.match.seats()
    window.close()


def kill_rounds(
    name: str, kills: int, seed: int, tmp_path: Path, make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch, window_s: tuple[float, float], wait_for_moves: int = 0,
) -> list[tuple[float, int, int]]:
    """Start, kill, check, ``kills`` times; (seconds alive, game index, plies) per round."""
    home = Path(os.environ["NINETKA_HOME"])
    setup = SETUPS[name]
    setup_file = tmp_path / f"{name}.json"
    setup_file.write_text(json.dumps(setup.to_json()))
    # Animations on, so that many kills land while a move is being shown.
    (home / "settings.json").write_text('{"format": "ninetka-settings", "animation_speed": 1.0}')
    log = tmp_path / f"{name}.log"
    rng = random.Random(seed)
    previous: Report | None = None
    rounds = []
    for _ in range(kills):
        run = AppRun.start(home, setup_file, log)
        started = time.monotonic()
        if wait_for_moves:
            end = started + 60
            while run.plies() < wait_for_moves and time.monotonic() < end:
                assert run.process.poll() is None, log.read_text()[-3000:]
                time.sleep(0.02)
            assert run.plies() >= wait_for_moves, "the app played nothing"
        time.sleep(rng.uniform(*window_s))
        assert run.process.poll() is None, log.read_text()[-3000:]
        alive = time.monotonic() - started
        workers = children(run.process.pid)
        run.kill()
        # The AI worker does not outlive the app (it would wait for work forever).
        assert all(gone(pid) for pid in workers), workers
        found = read_saved(home)
        if found is None:
            assert not run.reports and previous is None
            continue
        saved, report = found
        if run.reports:
            assert newer_or_same(setup, run.reports[-1], report), (run.reports[-1], report)
        if previous is not None:
            assert newer_or_same(setup, previous, report), (previous, report)
        previous = report
        rounds.append((alive, report.game_index, len(report.moves)))
        resume_in_process(make_window, saved, monkeypatch)
    assert "Traceback" not in log.read_text(errors="replace"), log.read_text()[-3000:]
    print(f"\n{name}: killed after (s, game, plies): "
          + ", ".join(f"({a:.1f}, {g}, {p})" for a, g, p in rounds))
    return rounds


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_a_killed_app_loses_nothing_committed(
    name: str, qtbot: QtBot, home: Path, tmp_path: Path, make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rounds = kill_rounds(name, 1, 1, tmp_path, make_window, monkeypatch, (0.0, 1.5), 3)
    assert rounds and rounds[0][2] >= 3


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SETUPS))
def test_a_killed_app_loses_nothing_committed_many_kills(
    name: str, qtbot: QtBot, home: Path, tmp_path: Path, make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rounds = kill_rounds(name, 10, 7, tmp_path, make_window, monkeypatch, (1.0, 6.0))
    assert len(rounds) >= 8


# --- in-process: what is and is not committed ---------------------------------------------------


def autosaved_moves(window: MainWindow) -> list[str]:
    """The moves in the autosave once the window's writes are on disk."""
    window.files.flush_autosave()
    return list(json.loads(autosave_path().read_text())["moves"])


def test_a_morris_move_waiting_for_its_removal_is_not_autosaved(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    window.start_game(GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Bo"))))
    for text in ("a1", "d7", "a4", "g7"):
        qtbot.waitUntil(lambda: "Placing.AwaitingHuman" in window.game.active_state_names())
        window.game.activate_cell(window.game.state.parse_move(text).dst)
    qtbot.waitUntil(lambda: "Placing.AwaitingHuman" in window.game.active_state_names())
    assert autosaved_moves(window) == ["a1", "d7", "a4", "g7"]
    window.game.activate_cell(parse_point("a7"))  # closes a mill
    qtbot.waitUntil(lambda: "Removing.AwaitingHuman" in window.game.active_state_names())
    # Killed now, the app would come back with the four committed moves: the autosave on disk
    # is what a new window resumes.
    assert autosaved_moves(window) == ["a1", "d7", "a4", "g7"]
    saved = saved_game_from_json(json.loads(autosave_path().read_text()))
    resume_in_process(make_window, saved, monkeypatch)
    # Taking the man commits the whole move, and it is saved at once.
    window.game.activate_cell(parse_point("d7"))
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) == 5)
    assert autosaved_moves(window) == ["a1", "d7", "a4", "g7", "a7xd7"]


def test_a_tournament_whose_game_just_ended_resumes_at_its_result(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = SETUPS["tournament"]
    state = new_game(setup.game, setup.options)
    rng = random.Random(3)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    choices: list[str] = []

    def game_over(dialog: GameOverDialog) -> int:
        dialog.choice = "next"
        choices.append("next")
        return 0

    monkeypatch.setattr(GameOverDialog, "exec", game_over)
    first = make_window()
    first.set_autoplay(False)
    first.start_match(Match(setup), state)  # the first game, just ended
    qtbot.waitUntil(lambda: "GameOver" in first.game.active_state_names())
    first.files.flush_autosave()
    saved = saved_game_from_json(json.loads(autosave_path().read_text()))
    assert saved.state.is_over() and saved.match.has_next_game()
    first.close()  # as if killed before the result dialog was answered
    message_boxes = record_message_boxes(monkeypatch)
    second = make_window()
    second.set_autoplay(False)
    assert second.files.offer_resume()
    # The question speaks of the tournament, not of an unfinished game.
    questions = message_boxes.texts
    assert len(questions) == 1 and questions[0].startswith("A tournament was not finished")
    assert list(second.game.state.move_stack) == list(state.move_stack)
    # The result dialog comes again, and the tournament goes on with its second game.
    qtbot.waitUntil(lambda: bool(choices), timeout=5_000)
    qtbot.waitUntil(lambda: second.game.match is not None and second.game.match.game_index == 1)
    assert second.game.state.move_stack == []
