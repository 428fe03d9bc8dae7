"""GameOverDialog: the ranking, the tie-break sentence, tournaments and the chosen button; for
Nine Men's Morris the winner or draw, the reason in words and the men left."""

from __future__ import annotations

import random

import pytest
from helpers import morris_endings
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import SECTION_NAMES, NinetkaState, Tournament
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog

# Random play from these seeds ends (checked in the tests) 4:4 with 2 players, and 1:3:1 with 3.
TIED_SEED = 1
CLEAR_SEED = 3


def _finished(players: int, seed: int) -> NinetkaState:
    state = NinetkaState(players=players)
    rng = random.Random(seed)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    return state


def _dialog(qtbot: QtBot, dialog: GameOverDialog) -> GameOverDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_tie_break_sentence(qtbot: QtBot) -> None:
    state = _finished(2, TIED_SEED)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.reason == "tie-break"
    assert outcome.scores == (4, 4)
    dialog = _dialog(qtbot, GameOverDialog(state, ["Yellow", "Blue"]))
    assert dialog.tie_break.isVisible()
    assert dialog.tie_break.text() == "Yellow and Blue both scored 4; Blue wins as the later seat."
    assert dialog.headline.text() == "Blue wins!"


def test_ranking_scores_and_sections(qtbot: QtBot) -> None:
    state = _finished(3, CLEAR_SEED)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.reason == "score"
    dialog = _dialog(qtbot, GameOverDialog(state, ["Ann", "Bob", "Orange"]))
    assert not dialog.tie_break.isVisible()
    rows = [[label.text() for label in row] for row in dialog.rank_labels]
    assert [row[0] for row in rows] == ["1st", "2nd", "3rd"]
    assert rows[0][2] == "Bob (Blue)"
    assert rows[0][3] == "3 points"
    holders = state.section_holders()
    bob_sections = {SECTION_NAMES[k] for k, seat in enumerate(holders) if seat == 1}
    assert set(rows[0][4].split(", ")) == bob_sections
    # Orange kept its colour name and shows it once.
    assert "Orange" in [row[2] for row in rows]


def test_three_way_tie(qtbot: QtBot) -> None:
    state = _finished(3, 0)
    assert state.outcome() is not None and state.scores() == (2, 2, 2)
    dialog = _dialog(qtbot, GameOverDialog(state, ["A", "B", "C"]))
    assert dialog.tie_break.text() == (
        "A (Yellow), B (Blue) and C (Orange) all scored 2; C (Orange) wins as the latest seat."
    )


def test_names_are_shown_as_plain_text(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, GameOverDialog(_finished(2, TIED_SEED), ["<b>x</b>", "Blue"]))
    assert dialog.rank_labels[1][2].textFormat() == Qt.TextFormat.PlainText


@pytest.mark.parametrize(
    ("button", "choice"),
    [("again_button", "again"), ("new_button", "new"), ("close_button", "close")],
)
def test_buttons_set_choice(qtbot: QtBot, button: str, choice: str) -> None:
    dialog = _dialog(qtbot, GameOverDialog(_finished(2, TIED_SEED), ["Yellow", "Blue"]))
    assert dialog.again_button.text() == "&Play again"
    qtbot.mouseClick(getattr(dialog, button), Qt.MouseButton.LeftButton)
    assert dialog.choice == choice
    assert not dialog.isVisible()


def test_escape_means_close(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, GameOverDialog(_finished(2, TIED_SEED), ["Yellow", "Blue"]))
    dialog.choice = "again"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.choice == "close"


def test_running_tournament_offers_next_game(qtbot: QtBot) -> None:
    state = _finished(2, TIED_SEED)
    tournament = Tournament(["Ann", "Bob"])
    tournament.record_game(state.scores(), 1)
    dialog = _dialog(qtbot, GameOverDialog(state, ["Ann", "Bob"], tournament))
    assert dialog.again_button.text() == "&Next game"
    assert dialog.standing.text() == "Ann and Bob are level with 4 points each."
    qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    assert dialog.choice == "next"


def test_finished_tournament_shows_the_winner(qtbot: QtBot) -> None:
    tournament = Tournament(["Ann", "Bob"])
    first = _finished(2, TIED_SEED)  # Ann Yellow 4, Bob Blue 4
    tournament.record_game(first.scores(), 1)
    second = _finished(2, CLEAR_SEED)
    outcome = second.outcome()
    assert outcome is not None
    tournament.record_game(second.scores(), outcome.winner or 0)
    dialog = _dialog(qtbot, GameOverDialog(second, ["Bob", "Ann"], tournament))
    assert dialog.again_button.text() == "&Play again"
    winner = tournament.winner()
    if winner is None:
        assert dialog.standing.text().startswith("The tournament is drawn")
    else:
        assert dialog.standing.text().startswith(f"{tournament.player_names[winner]} wins")


def test_drawn_tournament(qtbot: QtBot) -> None:
    state = _finished(2, TIED_SEED)
    tournament = Tournament(["Ann", "Bob"])
    tournament.record_game((4, 4), 1)
    tournament.record_game((4, 4), 1)
    dialog = _dialog(qtbot, GameOverDialog(state, ["Bob", "Ann"], tournament))
    assert dialog.standing.text() == "The tournament is drawn: Ann and Bob have 8 points each."


def test_unfinished_game_is_refused(qtbot: QtBot) -> None:
    with pytest.raises(ValueError):
        GameOverDialog(NinetkaState(), ["Yellow", "Blue"])


# --- Nine Men's Morris ------------------------------------------------------------------------


def test_morris_two_men(qtbot: QtBot) -> None:
    state = morris_endings.two_men(winner=1)
    dialog = _dialog(qtbot, GameOverDialog(state, ["Ann", "Bob"], None))
    assert dialog.headline.text() == "Bob (Black) wins!"
    assert dialog.reason.text() == "Ann (White) is down to two men and can no longer form a mill."
    rows = [[label.text() for label in row[1:]] for row in dialog.men_labels]
    # Name, men on the board, opponent's men taken.
    assert rows == [
        ["Ann (White)", "2", str(state.men_removed(1))],
        ["Bob (Black)", "4", str(state.men_removed(0))],
    ]
    assert dialog.men_labels[0][0].pixmap() is not None


def test_morris_blocked(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, GameOverDialog(morris_endings.blocked(), ["White", "Black"], None))
    assert dialog.headline.text() == "White wins!"
    assert dialog.reason.text() == "Black cannot move: every one of their men is blocked."


def test_morris_threefold_repetition(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, GameOverDialog(morris_endings.repetition(), ["White", "Black"], None))
    assert dialog.headline.text() == "The game is drawn."
    assert "third time" in dialog.reason.text()
    assert "threefold repetition" in dialog.reason.text()


@pytest.mark.parametrize("limit", [6, 100])
def test_morris_no_removal_uses_the_games_limit(qtbot: QtBot, limit: int) -> None:
    state = morris_endings.no_removal(limit)
    dialog = _dialog(qtbot, GameOverDialog(state, ["White", "Black"], None))
    assert dialog.headline.text() == "The game is drawn."
    assert dialog.reason.text() == (
        f"{limit} moves in a row were played without a man being removed."
    )


def test_morris_game_played_from_the_start(qtbot: QtBot) -> None:
    state = MorrisState()
    rng = random.Random(1)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    dialog = _dialog(qtbot, GameOverDialog(state, ["Ann", "Bob"]))
    on_board = [int(row[2].text()) for row in dialog.men_labels]
    taken = [int(row[3].text()) for row in dialog.men_labels]
    assert on_board == [state.men_on_board(0), state.men_on_board(1)]
    # What one side took, the other lost: everything adds up to nine men each.
    assert [on_board[side] + taken[1 - side] for side in (0, 1)] == [9, 9]


@pytest.mark.parametrize(
    ("button", "choice"),
    [("again_button", "again"), ("new_button", "new"), ("close_button", "close")],
)
def test_morris_buttons(qtbot: QtBot, button: str, choice: str) -> None:
    dialog = _dialog(qtbot, GameOverDialog(morris_endings.blocked(), ["White", "Black"], None))
    assert dialog.again_button.text() == "&Play again"
    qtbot.mouseClick(getattr(dialog, button), Qt.MouseButton.LeftButton)
    assert dialog.choice == choice


def test_unfinished_morris_game_is_refused(qtbot: QtBot) -> None:
    with pytest.raises(ValueError):
        GameOverDialog(MorrisState(), ["White", "Black"])
