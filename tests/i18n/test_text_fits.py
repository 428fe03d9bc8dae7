"""In every language, every text of every window, dialog and panel fits: the main window at the
smallest size it allows, each dialog at the size it opens with and at its smallest.

The main window shows 9tka for two, three and four players and each game of the Morris family,
placing, moving and finished, and then View ▸ Analysis with the game review on and an earlier
position picked, a variation played there with a comment, a move taken back and a study; then
every dialog (the board editor for every game it sets up, the comment editor) and the message
boxes the app shows. ``helpers.text_fit``
measures each label, button, header section, list item, group box title, tab, combo box item
and menu against the room it has.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from helpers import morris_endings
from helpers.quick_analysis import analyse_here
from helpers.setup_panels import morris_panel, ninetka_panel
from helpers.text_fit import cut_texts
from helpers.ui_texts import finished_ninetka, settle
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ninetka_desktop.app import first_game
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.variants import VARIANTS
from ninetka_desktop.games.ninetka import NinetkaState, Tournament
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.i18n import LANGUAGES
from ninetka_desktop.models.morris.family import variant_options
from ninetka_desktop.models.roles import seat_name
from ninetka_desktop.puzzles import Progress, default_collection
from ninetka_desktop.statistics.results import SeatResult
from ninetka_desktop.storage.autosave import write_autosave
from ninetka_desktop.storage.settings import Settings
from ninetka_desktop.storage.statistics_file import record_results
from ninetka_desktop.ui.dialogs.comment_dialog import CommentDialog
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.dialogs.rules_page import RulesDialog, show_about
from ninetka_desktop.ui.dialogs.settings import SettingsDialog
from ninetka_desktop.ui.dialogs.shortcuts import ShortcutsDialog
from ninetka_desktop.ui.dialogs.statistics import StatisticsDialog
from ninetka_desktop.ui.game_files import autosave_json
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.position_games import start_position_game
from ninetka_desktop.ui.puzzles.dialog import PuzzleDialog
from ninetka_desktop.ui.setup.position_dialog import game_choices

Install = Callable[[str], str]
#: Each scene's name and every text cut in it.
Found = dict[str, list[str]]

#: The computer level with the longest name in the languages spoken (Polish
#: "Średniozaawansowany").
LEVEL = 3


# --- positions ------------------------------------------------------------------------------------


def play_until(state: Any, rng: random.Random, done: Callable[[Any], bool]) -> Any:
    while not done(state) and not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    return state


def ninetka_positions(players: int) -> dict[str, NinetkaState]:
    rng = random.Random(players)
    placing = play_until(NinetkaState(players=players), rng, lambda s: len(s.move_stack) >= 12)
    moving = play_until(NinetkaState(players=players), rng, lambda s: s.phase == "movement")
    return {"placing": placing, "moving": moving, "over": finished_ninetka(players, 1)}


def morris_positions(variant: str) -> dict[str, MorrisState]:
    rng = random.Random(7)
    options = variant_options(variant)
    placing = play_until(
        MorrisState.from_options(options), rng, lambda s: len(s.move_stack) >= 3
    )
    moving = MorrisState.from_options(options)
    while moving.phase == "placing" or moving.is_over():
        moving = play_until(
            MorrisState.from_options(options), rng,
            lambda s: s.phase != "placing" and len(s.move_stack) % 2 == 0,
        )
    over = play_until(MorrisState.from_options(options), rng, lambda s: False)
    return {"placing": placing, "moving": moving, "over": over}


def ninetka_setup(players: int, computer: bool = True) -> GameSetup:
    seats = [Seat("") for _ in range(players)]
    if computer:
        seats[1] = Seat("", "computer", LEVEL)
    return GameSetup(options={"players": players, "neutrals": "chosen"}, seats=tuple(seats))


def morris_setup(variant: str) -> GameSetup:
    return GameSetup("morris", variant_options(variant), (Seat(""), Seat("", "computer", LEVEL)))


# --- the main window ------------------------------------------------------------------------------


def smallest(window: QWidget) -> None:
    window.resize(window.minimumSize().expandedTo(window.minimumSizeHint()))
    settle(20)


def play_by_name(window: MainWindow, move: str) -> None:
    """Play ``move`` as soon as the human's turn opens."""
    for _ in range(100):
        if window.game.play_named(move) is None:
            return
        settle(10)
    raise AssertionError(f"{move} could not be played")


def main_window_scenes(found: Found) -> None:
    window = MainWindow(Settings(animation_speed=0.0, theme="light"), autosave=False,
                        statistics=False)
    window.set_autoplay(False)
    # The game-over dialog is measured on its own, not over a finished game's window.
    window._show_game_over = lambda: None  # type: ignore[method-assign]
    analyse_here(window.analysis.runner)
    analyse_here(window.reviewer.analyser.runner)
    window.show()

    def look(name: str, setup: GameSetup, state: Any = None) -> None:
        window.start_game(setup, state)
        smallest(window)
        found[f"main window, {name}"] = [str(cut) for cut in cut_texts(window)]

    look("9tka, first start", first_game())
    for players in (2, 3, 4):
        for phase, state in ninetka_positions(players).items():
            look(f"9tka {players} players, {phase}", ninetka_setup(players), state)
    for variant in VARIANTS:
        for phase, state in morris_positions(variant).items():
            look(f"{variant} men's morris, {phase}", morris_setup(variant), state)

    window.view_menu.analysis.setChecked(True)
    window.reviewer.action.setChecked(True)
    analysed = {
        "9tka 4 players": (ninetka_setup(4), ninetka_positions(4)["moving"]),
        "nine men's morris": (morris_setup("nine"), morris_positions("nine")["moving"]),
    }
    for name, (setup, state) in analysed.items():
        look(f"{name}, analysis and review", setup, state)
        settle(300)  # the review's looks, one position after another
        found[f"main window, {name}, analysis and review"] = [
            str(cut) for cut in cut_texts(window)
        ]
        window.show_ply(3)
        settle(100)
        found[f"main window, {name}, move 3 shown"] = [str(cut) for cut in cut_texts(window)]
        study_board_scenes(window, name, found)
        window.back_to_game()
    # A new game's move list, filled move by move while it shows only a few rows.
    window.start_game(ninetka_setup(4, computer=False))
    smallest(window)
    for _ in range(8):
        state = window.game.state
        play_by_name(window, state.move_to_str(state.legal_moves()[0]))
    found["main window, 9tka 4 players, played from the start"] = [
        str(cut) for cut in cut_texts(window)
    ]
    window.view_menu.analysis.setChecked(False)
    window.reviewer.action.setChecked(False)
    found.update(message_box_scenes(window))
    window.close()
    window.deleteLater()


def study_board_scenes(window: MainWindow, name: str, found: Found) -> None:
    """From move 3 shown: a variation played there with a comment, the study's status and the
    comment under the list; a move taken back; a study of a set-up position."""
    game = window.game
    played = game.node.children[0].notation
    other = next(m for m in game.state.legal_moves() if game.state.move_to_str(m) != played)
    play_by_name(window, game.state.move_to_str(other))
    game.set_comment(game.node, "A quieter idea: keep the centre and wait for the mill. " * 3)
    settle(100)
    found[f"main window, {name}, a variation with a comment"] = [
        str(cut) for cut in cut_texts(window)
    ]
    window.back_to_game()
    game.undo()
    settle(50)
    found[f"main window, {name}, taken back"] = [str(cut) for cut in cut_texts(window)]
    start_position_game(window, game.state, game.seats(), study=True)
    settle(50)
    found[f"main window, {name}, a study"] = [str(cut) for cut in cut_texts(window)]


# --- dialogs --------------------------------------------------------------------------------------


def at_both_sizes(name: str, dialog: QWidget, found: Found) -> None:
    """``dialog`` as it opens and at its smallest."""
    if not dialog.isVisible():
        dialog.show()
    settle(10)
    found[name] = [str(cut) for cut in cut_texts(dialog)]
    smallest(dialog)
    found[f"{name}, smallest"] = [str(cut) for cut in cut_texts(dialog)]


def closed(dialog: QWidget) -> None:
    dialog.close()
    dialog.deleteLater()


def new_game_scenes(found: Found) -> None:
    dialog = NewGameDialog()
    panel = ninetka_panel(dialog)
    for players in (2, 3, 4):
        panel.set_players(players)
        for row in panel.seat_rows():
            row.kind.setCurrentIndex(row.kind.findData("computer"))
        at_both_sizes(f"new game, 9tka {players} players", dialog, found)
        dialog.adjustSize()
    dialog.set_game("morris")
    for variant in VARIANTS:
        morris_panel(dialog).set_variant(variant)
        at_both_sizes(f"new game, {variant} men's morris", dialog, found)
        dialog.adjustSize()
    closed(dialog)


def position_setup_scenes(found: Found) -> None:
    """The board editor for every game it offers, as it opens (a position the rules refuse,
    with its reason) and at its smallest."""
    window = MainWindow(Settings(animation_speed=0.0, theme="light"), autosave=False,
                        statistics=False)
    window.set_autoplay(False)
    dialog = window.position_setup.make_dialog()
    for label, choice in game_choices():
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(choice))
        dialog.to_move.setCurrentIndex(1)  # the second to move from the start: refused
        at_both_sizes(f"set up position, {label}", dialog, found)
        dialog.resize(720, 600)
    closed(dialog)
    comment = CommentDialog("after move 12, Black d5", "}")
    comment.accept()  # refused, with the reason under the text
    at_both_sizes("comment", comment, found)
    closed(comment)
    window.close()
    window.deleteLater()


def game_over_scenes(found: Found) -> None:
    names = [seat_name("9tka", seat) for seat in range(4)]
    for players in (2, 3, 4):
        dialog = GameOverDialog(finished_ninetka(players, 1), names[:players])
        at_both_sizes(f"game over, 9tka {players} players", dialog, found)
        closed(dialog)
    tournament = Tournament(names[:3])
    state = finished_ninetka(3, 3)
    outcome = state.outcome()
    assert outcome is not None
    tournament.record_game(state.scores(), outcome.winner or 0)
    dialog = GameOverDialog(state, names[:3], tournament)
    at_both_sizes("game over, 9tka tournament", dialog, found)
    closed(dialog)
    endings = {
        "two men": morris_endings.two_men(),
        "blocked": morris_endings.blocked(),
        "repetition": morris_endings.repetition(),
        "no removal": morris_endings.no_removal(),
    }
    morris_names = [seat_name("morris", 0), seat_name("morris", 1)]
    for ending, finished in endings.items():
        dialog = GameOverDialog(finished, morris_names)
        at_both_sizes(f"game over, morris {ending}", dialog, found)
        closed(dialog)


def statistics_scenes(found: Found) -> None:
    dialog = StatisticsDialog()
    at_both_sizes("statistics, nothing played", dialog, found)
    closed(dialog)
    against = ((LEVEL, 1.0),)
    record_results(
        [
            SeatResult("9tka", "4", LEVEL, "win", 5, against),
            SeatResult("9tka", "3", None, "loss", 1, ()),
            SeatResult("morris", "flying", LEVEL, "win", 30, against),
            SeatResult("morris", "no-flying", None, "draw", 40, ()),
        ],
        "2026-12-03",
    )
    dialog = StatisticsDialog()
    at_both_sizes("statistics, games played", dialog, found)
    closed(dialog)


def other_dialog_scenes(found: Found) -> None:
    dialog = SettingsDialog(Settings(), sound_problem="No audio output was found.")
    at_both_sizes("settings", dialog, found)
    closed(dialog)
    for game in ("9tka", "morris"):
        rules = RulesDialog(game=game)
        at_both_sizes(f"rules of {game}", rules, found)
        closed(rules)
    window = MainWindow(Settings(animation_speed=0.0, theme="light"), autosave=False,
                        statistics=False)
    shortcuts = ShortcutsDialog(window.menuBar())
    at_both_sizes("keyboard shortcuts", shortcuts, found)
    closed(shortcuts)
    puzzles = PuzzleDialog(default_collection(), Progress(), window.runner)
    for game in ("9tka", "morris"):
        puzzles.choose(game, 3)
        puzzles.set_notice(
            "Every puzzle of this game and difficulty is solved: here they come again."
        )
        at_both_sizes(f"puzzles, {game}", puzzles, found)
        puzzles.resize(1100, 760)
    closed(puzzles)
    window.close()
    window.deleteLater()


def message_box_scenes(window: MainWindow) -> Found:
    """Every message box a flow shows, measured while it shows and answered No (or OK)."""
    found: Found = {}
    name = ["box"]
    original = QMessageBox.exec

    def measured(box: QMessageBox) -> int:
        box.show()
        settle(10)
        found[f"message box, {name[0]}"] = [str(cut) for cut in cut_texts(box)]
        box.close()
        buttons = box.standardButtons()
        no = QMessageBox.StandardButton.No
        return (no if buttons & no else QMessageBox.StandardButton.Ok).value

    QMessageBox.exec = measured  # type: ignore[method-assign, assignment]
    try:
        name[0] = "resume question"
        window.start_game(ninetka_setup(2), ninetka_positions(2)["placing"])
        assert window.game.match is not None
        write_autosave(autosave_json(window.game.match, window.game.state))
        window.files.offer_resume()
        window.tablebases.show_perfect_play()
        perfect_play = window.tablebases.dialog
        assert perfect_play is not None
        at_both_sizes("perfect play tables", perfect_play, found)
        perfect_play.hide()
        name[0] = "reset statistics"
        statistics = StatisticsDialog(window)
        statistics.reset()
        closed(statistics)
        name[0] = "delete a variation"
        window.start_game(morris_setup("nine"), morris_positions("nine")["moving"])
        window.show_ply(2)
        game = window.game
        played = game.node.children[0].notation
        other = next(m for m in game.state.legal_moves() if game.state.move_to_str(m) != played)
        play_by_name(window, game.state.move_to_str(other))
        window.tree_actions.delete.trigger()
        name[0] = "a position that cannot be pasted"
        QGuiApplication.clipboard().setText("9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 x")
        window.edit_menu.paste_position_action.trigger()
        name[0] = "a name that cannot be used"
        dialog = NewGameDialog(parent=window)
        ninetka_panel(dialog).seat_rows()[0].name.setText("Ann\u202e")
        dialog.accept()
        closed(dialog)
    finally:
        QMessageBox.exec = original  # type: ignore[method-assign]
    found["message box, about"] = about_box_cuts(window)
    return found


def about_box_cuts(window: QWidget) -> list[str]:
    cuts: list[str] = []

    def grab() -> None:
        boxes = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, QMessageBox) and w.isVisible()]
        if not boxes:
            QTimer.singleShot(20, grab)
            return
        cuts.extend(str(cut) for cut in cut_texts(boxes[0]))
        boxes[0].done(0)

    QTimer.singleShot(0, grab)
    show_about(window)
    return cuts


def every_scene() -> Found:
    found: Found = {}
    main_window_scenes(found)
    new_game_scenes(found)
    position_setup_scenes(found)
    game_over_scenes(found)
    statistics_scenes(found)
    other_dialog_scenes(found)
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_fits(install: Install, language: str) -> None:
    assert install(language) == language
    found = every_scene()
    assert len(found) > 60
    cut = [f"{scene}: {text}" for scene, texts in found.items() for text in texts]
    assert cut == [], f"{len(cut)} texts cut in {language}:\n" + "\n".join(cut)


def test_the_main_window_never_squeezes_its_panels() -> None:
    """Its declared minimum holds everything its panels need, so the smallest window the user
    can make is the one measured above."""
    window = MainWindow(Settings(animation_speed=0.0), autosave=False, statistics=False)
    window.set_autoplay(False)
    window.show()
    window.start_game(ninetka_setup(4), ninetka_positions(4)["moving"])
    settle(20)
    declared = window.minimumSize()
    assert declared.width() >= 800 and declared.height() >= 600
    needed = window.minimumSizeHint()
    assert needed.width() <= declared.width() and needed.height() <= declared.height()
    window.close()
    window.deleteLater()

