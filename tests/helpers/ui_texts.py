"""Every text a user can see or hear in the app's windows, collected scene by scene.

``collect_all`` builds the main window (a 9tka game and a Morris game), every dialog (the new
game dialog in both modes, settings, the game-over dialog for 9tka, a tournament and each way a
Morris game ends, both rules pages, the About box, the resume question) and returns their texts:
window titles, labels, buttons, group boxes, combo items, line edits, tooltips, accessible names,
menus and actions, the status bar, the models' headers and cells, the scenes' tooltips and the
rules pages paragraph by paragraph. Run it in English and in another language and compare.
"""

from __future__ import annotations

import os
import random
import re
import tempfile
from collections.abc import Callable
from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextDocument, QTextDocumentFragment
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTextEdit,
    QWidget,
)

from helpers import morris_endings
from helpers.setup_panels import ninetka_panel
from ninetka_desktop import __version__
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import NinetkaState, Tournament
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models.roles import seat_name
from ninetka_desktop.statistics.results import SeatResult
from ninetka_desktop.storage.autosave import write_autosave
from ninetka_desktop.storage.paths import HOME_VARIABLE
from ninetka_desktop.storage.settings import Settings
from ninetka_desktop.storage.statistics_file import record_results
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.dialogs.rules_page import RulesDialog, show_about
from ninetka_desktop.ui.dialogs.settings import SettingsDialog
from ninetka_desktop.ui.dialogs.statistics import StatisticsDialog
from ninetka_desktop.ui.game_files import autosave_json
from ninetka_desktop.ui.main_window import MainWindow

Texts = dict[str, list[str]]

#: Texts that are the same in every language, and why.
SAME_EVERYWHERE = {
    "9tka",  # the game's name (RULES: it is never translated)
    "Morabaraba",  # a game of the Morris family: its own name (Polish and Esperanto keep it)
    "Ninetka Desktop",  # the app's name
    f"Ninetka Desktop {__version__}",  # the About box's headline
    "English",  # the language choices each name themselves
    "Polski",
    "Esperanto",
    "Български",
}
#: Texts that one language writes as English does.
SAME_IN = {
    "pl": {"OK"},  # Polish buttons say "OK" (Qt's own Polish catalogue agrees)
}

# Notation and numbers read the same in every language: cells (E6, A7-F7), Morris points and
# moves (d6, d6-d7xb4), section names (NW .. SE), "pass", counts.
_NOTATION = re.compile(
    r"[A-K](?:1[01]|[1-9])|[a-g][1-7](?:[-x][a-g][1-7])*|NW|NE|SW|SE|N|S|W|E|C|pass|\d+"
)
_SEPARATORS = re.compile("[\\s,\u00b7/()\\-\u2013\u2014:;.#]+")  # also the middle dot, dashes


def language_neutral(text: str) -> bool:
    """True for a text with nothing to translate: empty, numbers, notation."""
    tokens = [token for token in _SEPARATORS.split(text) if token]
    return all(_NOTATION.fullmatch(token) for token in tokens)


def allowed_in(language: str, text: str) -> bool:
    """True when ``text`` may read the same in ``language`` as in English."""
    return (
        language_neutral(text) or text in SAME_EVERYWHERE or text in SAME_IN.get(language, set())
    )


# --- collecting -----------------------------------------------------------------------------------


def _plain(text: str) -> str:
    rich = QtGui.Qt.mightBeRichText(text)  # QtGui's Qt namespace has it, QtCore's not
    return QTextDocumentFragment.fromHtml(text).toPlainText() if rich else text


def _document_texts(document: QTextDocument) -> list[str]:
    texts = []
    block = document.begin()
    while block.isValid():
        texts.append(block.text())
        block = block.next()
    return texts


def _menu_texts(menu: QMenu) -> list[str]:
    texts = [menu.title()]
    for action in menu.actions():
        texts += [action.text(), action.toolTip(), action.statusTip()]
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            texts += _menu_texts(submenu)
    return texts


def _view_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    texts: list[str] = []
    for orientation, count in (
        (Qt.Orientation.Horizontal, model.columnCount()),
        (Qt.Orientation.Vertical, model.rowCount()),
    ):
        texts += [str(model.headerData(i, orientation) or "") for i in range(count)]
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            texts += [str(index.data() or ""), str(index.data(Qt.ItemDataRole.ToolTipRole) or "")]
    return texts


def _widget_texts(widget: QWidget) -> list[str]:
    texts = [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
    texts.append(widget.statusTip())
    if isinstance(widget, QLabel):
        texts.append(_plain(widget.text()))
    elif isinstance(widget, QAbstractButton):
        texts.append(widget.text())
    elif isinstance(widget, QGroupBox):
        texts.append(widget.title())
    elif isinstance(widget, QComboBox):
        texts += [widget.itemText(i) for i in range(widget.count())]
    elif isinstance(widget, QLineEdit):
        texts += [widget.text(), widget.placeholderText()]
    elif isinstance(widget, QTextEdit):
        texts += _document_texts(widget.document())
    if isinstance(widget, QAbstractItemView):
        texts += _view_texts(widget)
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            texts.append(item.toolTip())
            if isinstance(item, QGraphicsSimpleTextItem):
                texts.append(item.text())
            elif isinstance(item, QGraphicsTextItem):
                texts.append(item.toPlainText())
    for action in widget.actions():
        texts += [action.text(), action.toolTip(), action.statusTip()]
    return texts


def texts(window: QWidget) -> list[str]:
    """The texts of ``window`` and of its children that are shown now."""
    found = [window.windowTitle(), *_widget_texts(window)]
    for child in window.findChildren(QWidget):
        if child.isVisibleTo(window):
            found += _widget_texts(child)
    if isinstance(window, QMainWindow):
        found.append(window.statusBar().currentMessage())
        for action in window.menuBar().actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                found += _menu_texts(menu)
    return [text.strip() for text in found if text and text.strip()]


def settle(ms: int = 50) -> None:
    """Let queued signals and the state machines run."""
    QTest.qWait(ms)


def message_box_texts(open_box: Callable[[], Any], answer: int = 0) -> list[str]:
    """Run ``open_box`` (which shows modal QMessageBoxes), collect every box's texts and close
    the first with ``answer``, any that follow it with OK."""
    found: list[str] = []
    finished = False
    answers = [answer]

    def grab() -> None:
        if finished:
            return
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
        visible = [box for box in boxes if box.isVisible()]
        if visible:
            found.extend(texts(visible[0]))
            visible[0].done(answers.pop() if answers else QMessageBox.StandardButton.Ok.value)
        QTimer.singleShot(20, grab)

    QTimer.singleShot(0, grab)
    open_box()
    finished = True
    return found


# --- the scenes -----------------------------------------------------------------------------------


def _ninetka_setup(players: int = 4) -> GameSetup:
    seats = [Seat(seat_name("9tka", seat)) for seat in range(players)]
    seats[1] = Seat(seat_name("9tka", 1), "computer", 5)
    return GameSetup(options={"players": players, "neutrals": "chosen"}, seats=tuple(seats))


def _morris_setup() -> GameSetup:
    return GameSetup(
        game="morris",
        options={"flying": True, "repetition_draw": True, "no_removal_limit": 100},
        seats=(Seat(seat_name("morris", 0)), Seat(seat_name("morris", 1), "computer", 4)),
    )


def _ninetka_in_movement(seed: int = 4) -> NinetkaState:
    """A 4-player game some moves into the movement phase (blocked counters, passes)."""
    state = NinetkaState(players=4)
    rng = random.Random(seed)
    slides = 0
    while not state.is_over() and slides < 8:
        slides += state.phase == "movement"
        state.push(rng.choice(state.legal_moves()))
    return state


def _morris_moving(seed: int = 3) -> MorrisState:
    """A Morris game a few moves into the moving phase."""
    state = MorrisState()
    rng = random.Random(seed)
    while state.phase == "placing" or len(state.move_stack) < 22:
        state.push(rng.choice(state.legal_moves()))
    assert not state.is_over()
    return state


def finished_ninetka(players: int, seed: int) -> NinetkaState:
    state = NinetkaState(players=players)
    rng = random.Random(seed)
    while not state.is_over():
        state.push(rng.choice(state.legal_moves()))
    return state


def _dialog_texts(dialog: QWidget) -> list[str]:
    dialog.show()
    settle(10)
    found = texts(dialog)
    dialog.close()
    dialog.deleteLater()
    return found


def main_window_texts() -> Texts:
    found: Texts = {}
    window = MainWindow(Settings(animation_speed=0.0, theme="light"), autosave=False)
    window.set_autoplay(False)
    window.resize(1180, 820)
    window.show()
    window.start_game(_ninetka_setup(), _ninetka_in_movement())
    settle()
    found["main window, 9tka"] = texts(window)
    # The board as it was after the first move, read-only.
    window.side.history.clicked.emit(window.side.history.model().index(0, 0))
    settle()
    found["main window, 9tka, looking back"] = texts(window)
    window.back_to_game()
    window.start_game(_morris_setup())
    settle()
    found["main window, Morris, placing"] = texts(window)
    window.start_game(_morris_setup(), _morris_moving())
    settle()
    found["main window, Morris, moving"] = texts(window)
    window.close()
    window.deleteLater()
    return found


def dialog_texts() -> Texts:
    found: Texts = {}
    dialog = NewGameDialog()
    dialog.show()
    ninetka_panel(dialog).set_players(4)
    found["new game, 9tka"] = texts(dialog)
    dialog.set_game("morris")
    found["new game, Morris"] = texts(dialog)
    dialog.close()
    dialog.deleteLater()
    found["settings"] = _dialog_texts(SettingsDialog(Settings()))
    names = [seat_name("9tka", seat) for seat in range(3)]
    found["game over, 9tka tie-break"] = _dialog_texts(
        GameOverDialog(finished_ninetka(2, 1), names[:2])
    )
    tournament = Tournament(names)
    state = finished_ninetka(3, 3)
    outcome = state.outcome()
    assert outcome is not None
    tournament.record_game(state.scores(), outcome.winner or 0)
    found["game over, 9tka tournament"] = _dialog_texts(GameOverDialog(state, names, tournament))
    morris_names = [seat_name("morris", 0), seat_name("morris", 1)]
    endings = {
        "two men": morris_endings.two_men(),
        "blocked": morris_endings.blocked(),
        "repetition": morris_endings.repetition(),
        "no removal": morris_endings.no_removal(),
    }
    for ending, finished in endings.items():
        found[f"game over, Morris {ending}"] = _dialog_texts(
            GameOverDialog(finished, morris_names)
        )
    for game in ("9tka", "morris"):
        found[f"rules of {game}"] = _dialog_texts(RulesDialog(game=game))
    found["about"] = message_box_texts(show_about)
    found.update(statistics_texts())
    return found


def statistics_texts() -> Texts:
    """Game ▸ Statistics, empty and with games of both kinds, in a folder of its own."""
    found: Texts = {}
    previous = os.environ.get(HOME_VARIABLE)
    with tempfile.TemporaryDirectory() as folder:
        os.environ[HOME_VARIABLE] = folder
        try:
            found["statistics, nothing played"] = _dialog_texts(StatisticsDialog())
            against = ((2, 1.0),)
            record_results(
                [
                    SeatResult("9tka", "2", 2, "win", 5, against),
                    SeatResult("9tka", "3", None, "loss", 1, ()),
                    SeatResult("morris", "flying", 2, "win", 30, against),
                    SeatResult("morris", "no-flying", None, "draw", 40, ()),
                ],
                "2026-12-03",
            )
            for game in ("9tka", "morris"):
                dialog = StatisticsDialog()
                dialog.select_game(game)
                found[f"statistics, {game}"] = _dialog_texts(dialog)
        finally:
            if previous is None:
                os.environ.pop(HOME_VARIABLE, None)
            else:
                os.environ[HOME_VARIABLE] = previous
    return found


def resume_question_texts() -> list[str]:
    """The question asked at start when an unfinished game was autosaved."""
    window = MainWindow(Settings(animation_speed=0.0, theme="light"), autosave=False)
    window.set_autoplay(False)
    window.start_game(_ninetka_setup(2))
    settle()
    assert window.game.match is not None
    state = finished_ninetka(2, 1)
    while state.is_over() or len(state.move_stack) > 12:
        state.pop()
    write_autosave(autosave_json(window.game.match, state))
    no = QMessageBox.StandardButton.No.value
    found = message_box_texts(window.files.offer_resume, no)
    window.close()
    window.deleteLater()
    return found


def collect_all() -> Texts:
    found = main_window_texts()
    found.update(dialog_texts())
    found["resume question"] = resume_question_texts()
    return found
