"""The main window: the board, the side panel, the menus, and the files behind them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QSplitter

from ..controllers.ai_bridge import QtAiRunner
from ..controllers.match import Match
from ..controllers.turn_controller import TurnController
from ..games.base import GameState
from ..games.move_tree import MoveTree, Node
from ..games.ninetka import NinetkaState
from ..games.setup import GameSetup
from ..models import MorrisBoardModel, NinetkaBoardModel, NinetkaScoreModel
from ..models.move_tree_model import MoveTreeModel
from ..models.roles import seat_name
from ..storage.autosave import clear_autosave
from ..storage.settings import Settings, save_settings
from . import main_thread_gc
from .analysis_panel import AnalysisPanel
from .announce import announce
from .board.view import BoardView
from .dialogs.game_over import GameOverDialog
from .dialogs.new_game import NewGameDialog
from .dialogs.rules_page import RulesDialog, show_about
from .dialogs.settings import SettingsDialog
from .dialogs.shortcuts import ShortcutsDialog
from .dialogs.statistics import StatisticsDialog
from .edit_menu import EditMenu
from .game_front import GameFront
from .game_review import GameReviewer
from .games import GAMES
from .look.app_palette import apply_widget_theme
from .look.theme import palette
from .morris.scene import MorrisScene
from .move_tree_actions import MoveTreeActions
from .move_words import last_move_sentence
from .next_turn import next_turn_timer
from .ninetka.scene import NinetkaScene
from .position_games import seats_for, start_position_game
from .puzzles.launcher import PuzzleLauncher
from .recent_menu import RecentMenu
from .setup.launcher import SetupLauncher
from .side_panel import SidePanel
from .sound import SoundPlayer
from .sound_cues import SoundCues
from .statistics_keeper import StatisticsKeeper
from .tablebase_keeper import TablebaseKeeper
from .view_menu import ViewMenu
from .window_files import WindowFiles
from .window_title import window_title


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


#: The smallest the window may be made.
MINIMUM_SIZE = QSize(800, 600)


def theme_name(setting: str) -> str:
    """The board palette's name: the setting, or the system's colour scheme for "system"."""
    if setting in ("light", "dark", "high-contrast"):
        return setting
    hints = QGuiApplication.styleHints()
    # A system asking for high contrast (Windows' contrast themes, macOS "Increase contrast")
    # gets the high-contrast boards; its own widget palette already is one.
    if hints.accessibility().contrastPreference() == Qt.ContrastPreference.HighContrast:
        return "high-contrast"
    scheme = hints.colorScheme()
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


class MainWindow(QMainWindow):
    def __init__(
        self, settings: Settings, autosave: bool = True, statistics: bool = True
    ) -> None:
        super().__init__()
        self.settings = settings
        self._autosave = autosave
        #: Soak runs and crash tests (``--debug-setup``): a finished game goes straight on to
        #: the tournament's next game, else to the same setup again, without the result dialog.
        self.unattended = False
        #: Open, Save, Export, the resume offer and the autosave.
        # Before the first worker thread: none of them may ever delete a Qt object.
        main_thread_gc.install()
        self.files = WindowFiles(
            self,
            game=lambda: self.game,
            start_match=self.start_match,
            update_title=self.update_title,
            # Asked at Export (the reviewer is made further down).
            export_marks=lambda: self.reviewer.export_marks(),
            settings=lambda: self.settings,
            store_settings=self.store_settings,
            show_status=self.statusBar().showMessage,
        )
        self._follow_due = next_turn_timer(self, self._follow_shown_position)
        #: Game ▸ Statistics: finished games counted into the statistics file (False: a
        #: window that only shows, such as the screenshot's).
        self.statistics = StatisticsKeeper(
            unattended=lambda: self.unattended,
            show_status=self.statusBar().showMessage,
            enabled=statistics,
            parent=self,
        )
        #: The Morris endgame tables the strong levels need, built in the background.
        self.tablebases = TablebaseKeeper(
            self,
            status_bar=self.statusBar(),
            match_shown=lambda: self.game.match,
            settings=lambda: self.settings,
            store_settings=self.store_settings,
        )
        #: The sound effects (Game ▸ Settings turns them off or down).
        self.sound = SoundPlayer(self, settings)
        self.sound_cues = SoundCues(self.sound, self)
        self.setWindowTitle(tr("Ninetka Desktop"))
        self.resize(1180, 820)
        # Every text fits at this size in every language (tests/i18n/test_text_fits.py).
        self.setMinimumSize(MINIMUM_SIZE)

        apply_widget_theme(settings.theme)
        theme = palette(theme_name(settings.theme))
        self.scores = NinetkaScoreModel(NinetkaState(), self)
        self.runner = QtAiRunner(self)
        # One front per game (board model, scene, controller, the move tree's model); the
        # window shows the one whose game is being played.
        self.fronts: dict[str, GameFront] = {
            key: kind.make_front(MoveTreeModel(self), self.scores, self.runner, self)
            for key, kind in GAMES.items()
        }
        self.front = self.fronts["9tka"]
        for front in self.fronts.values():
            for scene in front.scenes():
                scene.set_theme(theme.name)
            front.scene.set_animation_speed(settings.animation_speed)
        self.view = BoardView(self.scene)
        self.side = SidePanel(theme, self.scores, self.moves, self)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.view)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 1)
        splitter.setCollapsible(0, False)
        splitter.setSizes([860, 320])
        self.setCentralWidget(splitter)
        #: View ▸ Analysis: every legal move of the position shown, valued (off at first), on
        #: a tab beside the move list.
        self.analysis = AnalysisPanel(self)
        self.side.set_analysis(self.analysis, self.analysis.accessibleName())
        self.analysis.switched.connect(self.side.show_analysis)
        #: Move ▸ Review the Game, the evaluation graph and the marks in the move list.
        self.reviewer = GameReviewer(
            self,
            self.side,
            game=lambda: self.game,
            set_review=lambda marks, notes: self.moves.set_review(marks, notes),
            show_node=self.show_node,
            show_ply=self.show_ply,
            show_status=self.statusBar().showMessage,
            analysis_on=self.analysis.is_on(),
        )
        self.analysis.switched.connect(self.reviewer.analysis_switched)
        self._build_actions()
        self._connect()
        self.statusBar().showMessage(tr("Welcome to Ninetka Desktop."), 4000)
        # A perfect-play build that was running when the app ended goes on (it says so).
        self.tablebases.resume_remembered()

    # --- the game shown now ---------------------------------------------------------------------

    @property
    def game(self) -> TurnController:
        """The controller of the game being played."""
        return self.front.controller

    @property
    def moves(self) -> MoveTreeModel:
        """The move tree of the game being played, as the move list's rows."""
        return self.front.controller.moves

    @property
    def scene(self) -> NinetkaScene | MorrisScene:
        return self.front.scene

    @property
    def board(self) -> NinetkaBoardModel | MorrisBoardModel:
        return self.front.board

    def set_autoplay(self, autoplay: bool) -> None:
        """False keeps computer seats from moving in every game (a still picture)."""
        for front in self.fronts.values():
            front.controller.autoplay = autoplay

    def _use_front(self, game: str) -> None:
        """Show and drive ``game``'s board; the other game's controller stops."""
        front = self.fronts[game]
        if front is self.front:
            return
        self.front.controller.shutdown()
        self.front = front
        self.view.setScene(front.scene)
        self.side.history.show_moves(front.controller.moves)
        self.side.sections.setVisible(GAMES[game].shows_sections)
        self.tablebases.action.setVisible(GAMES[game].builds_endgame_tables)
        self._follow_shown_position()

    # --- construction ---------------------------------------------------------------------------

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action(tr("&New Game…"), self.new_game, keys.New)
        #: Game ▸ Set Up Position…: the board editor.
        self.position_setup = SetupLauncher(self)
        files = self.files
        self.open_action = self._action(tr("&Open…"), files.open_game, keys.Open)
        self.save_action = self._action(tr("&Save"), files.save_game, keys.Save)
        self.save_as_action = self._action(tr("Save &As…"), files.save_game_as, keys.SaveAs)
        self.export_action = self._action(tr("&Export Moves as Text…"), files.export_moves)
        self.export_pgn_action = self._action(tr("Export as P&GN…"), files.export_pgn)
        self.statistics_action = self._action(tr("Stat&istics…"), self.show_statistics)
        self.puzzles = PuzzleLauncher(
            self,
            runner=self.runner,
            theme=lambda: self.scene.theme(),
            animation_speed=lambda: self.settings.animation_speed,
            game_shown=lambda: self.front.game,
        )
        self.settings_action = self._action(tr("Se&ttings…"), self.edit_settings, keys.Preferences)
        self.quit_action = self._action(tr("&Quit"), self.close, keys.Quit)
        self.undo_action = self._action(tr("&Undo"), self.undo, keys.Undo)
        self.redo_action = self._action(tr("&Redo"), self.redo, keys.Redo)
        # "?": letters type a move's name on the board (9tka has a column H).
        self.hint_action = self._action(tr("&Hint"), self.hint, "?")
        self.cancel_action = self._action(tr("&Cancel Move in Progress"), self.cancel_move, "Esc")
        self.rules_action = self._action(
            # Not the bare method: triggered(checked) would arrive as its game argument.
            tr("&Rules of 9tka"), lambda: self.show_rules("9tka"), keys.HelpContents
        )
        self.morris_rules_action = self._action(
            tr("Rules of the &Morris Games"), lambda: self.show_rules("morris")
        )
        self.about_action = self._action(tr("&About Ninetka Desktop"), lambda: show_about(self))
        self.shortcuts_action = self._action(
            tr("&Keyboard Shortcuts"), self.show_shortcuts, "Ctrl+?"
        )
        game_menu = self.menuBar().addMenu(tr("&Game"))
        for action in (
            self.new_action,
            self.position_setup.action,
            self.open_action,
            self.save_action,
            self.save_as_action,
            self.export_action,
            self.export_pgn_action,
        ):
            game_menu.addAction(action)
            if action is self.open_action:
                self.recent = RecentMenu(
                    game_menu,
                    settings=lambda: self.settings,
                    store_settings=self.store_settings,
                    open_game=self.files.open_game,
                    show_status=self.statusBar().showMessage,
                    parent=self,
                )
                # Open, Save As and Open Recent put the file first in the list.
                self.files.file_used.connect(self.recent.remember)
        game_menu.addSeparator()
        game_menu.addAction(self.puzzles.action)
        game_menu.addAction(self.statistics_action)
        game_menu.addAction(self.tablebases.action)
        self.tablebases.action.setVisible(GAMES[self.front.game].builds_endgame_tables)
        game_menu.addAction(self.settings_action)
        game_menu.addSeparator()
        game_menu.addAction(self.quit_action)
        self.edit_menu = EditMenu(
            self,
            self.menuBar(),
            game=lambda: self.game,
            show_status=self.statusBar().showMessage,
            replace_game_in_progress=self.files.replace_game_in_progress,
            tell_kept=self.files.tell_kept,
            start_match=self.start_match,
            play_position=lambda state: start_position_game(self, state, seats_for(self, state)),
        )
        move_menu = self.menuBar().addMenu(tr("&Move"))
        for action in (self.undo_action, self.redo_action, self.hint_action, self.cancel_action):
            move_menu.addAction(action)
        move_menu.addSeparator()
        #: Promote Variation, Make Main Line, Delete Variation, Comment (also the list's menu).
        self.tree_actions = MoveTreeActions(self)
        self.tree_actions.add_to(move_menu)
        move_menu.addSeparator()
        move_menu.addAction(self.reviewer.action)
        self.view_menu = ViewMenu(
            self,
            self.menuBar(),
            settings=lambda: self.settings,
            store_settings=self.store_settings,
            scenes=self.all_scenes,
            side_panel=self.side,
            analysis_action=self.analysis.action,
        )
        help_menu = self.menuBar().addMenu(tr("&Help"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.morris_rules_action)
        help_menu.addAction(self.shortcuts_action)
        help_menu.addAction(self.about_action)

    def _connect(self) -> None:
        for front in self.fronts.values():
            game = front.controller
            front.scene.cellActivated.connect(self._on_cell_activated)
            for scene in front.scenes():
                scene.clickRefused.connect(self._on_click_refused)
            game.statusChanged.connect(self.side.set_status)
            game.thinkingChanged.connect(self.side.thinking.setVisible)
            game.passAnnounced.connect(self._on_pass)
            game.positionChanged.connect(self._on_position_changed)
            game.variationStarted.connect(self._on_variation_started)
            game.gameRetaken.connect(self._on_game_retaken)
            # The window as the timer's context: a window closed meanwhile shows nothing.
            game.gameFinished.connect(
                lambda: QTimer.singleShot(400, self, self._show_game_over)
            )
            self.statistics.watch(game)
            self.sound_cues.watch(front, GAMES[front.game].move_sounds)
        # The buttons and menu actions act on whichever game is shown.
        self.side.undo_button.clicked.connect(self.undo)
        self.side.redo_button.clicked.connect(self.redo)
        self.side.hint_button.clicked.connect(self.hint)
        self.side.history.nodePicked.connect(self.show_node)
        self.side.back_button.clicked.connect(self.back_to_game)
        self.view.typingChanged.connect(self._on_typing)
        self.view.moveTyped.connect(self._on_move_typed)
        self.runner.workerRestarted.connect(self._on_worker_restarted)

    # --- games ----------------------------------------------------------------------------------

    def start_game(self, setup: GameSetup, state: GameState[Any] | None = None) -> None:
        # The review was of the game before; a new one starts without it.
        self.reviewer.action.setChecked(False)
        self.start_match(Match(setup), state)

    def start_match(
        self, match: Match, game: GameState[Any] | MoveTree | None = None
    ) -> None:
        """Play ``match``: a new game, or ``game`` (a state or a whole move tree) at its main
        line's end."""
        self._use_front(match.setup.game)
        self.files.forget_file()
        self.game.start(match, game)
        self.tablebases.consider(match)

    def play_again(self, match: Match) -> None:
        """The same game again: from the same start (a set-up position too), the same seats."""
        self.reviewer.action.setChecked(False)
        self.start_match(Match(match.setup, start=match.start, study=match.study))

    def undo(self) -> None:
        self.game.undo()

    def redo(self) -> None:
        self.game.redo()

    def hint(self) -> None:
        self.game.request_hint()

    def cancel_move(self) -> None:
        """Escape: drop a click waiting for confirmation, a man picked up, or a pending mill."""
        self.game.cancel_partial_move()

    def new_game(self) -> None:
        settings = self.settings
        dialog = NewGameDialog(settings.last_setup, self, settings.game_setups)
        # Parented for placement and modality, so it would live as long as the window: deleted
        # once control is back in this event loop (after exec, and after it has been read).
        dialog.deleteLater()
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        setup = dialog.setup()
        settings.last_setup = setup
        settings.game_setups = {**settings.game_setups, **dialog.setups(), setup.game: setup}
        self.store_settings()
        title = QCoreApplication.translate("NewGameDialog", "New Game")
        if self.files.replace_game_in_progress(title):
            self.start_game(setup)
            self.files.tell_kept()

    def greet(self) -> None:
        """At a start: a first one points the newcomer to the rules (once), in the status bar
        until something else is said there."""
        if self.settings.rules_pointed_out:
            return
        key = self.rules_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.statusBar().showMessage(
            tr("New to 9tka? Help ▸ Rules of 9tka ({key}) explains the game.").replace(
                "{key}", key
            )
        )
        self.settings.rules_pointed_out = True
        self.store_settings()

    # --- reacting to the game -------------------------------------------------------------------

    def _on_cell_activated(self, cell: int) -> None:
        # Confirmation is the controller's; the setting is read at each click, so a change
        # applies from the next click on.
        game = self.game
        game.confirm_moves = self.settings.confirm_moves
        game.activate_cell(cell)

    def _on_click_refused(self, _cell: int) -> None:
        """A click the board cannot take now: the status bar says why."""
        # Whose turn it is (the computer's), or how the game ended.
        self.statusBar().showMessage(self.side.status(), 4000)

    def _on_typing(self, typed: str) -> None:
        if typed:
            self.statusBar().showMessage(
                tr("Move: {move} (Enter plays it, Escape forgets it)").format(move=typed)
            )
        else:
            self.statusBar().clearMessage()

    def _on_move_typed(self, typed: str) -> None:
        """A move typed by name: played like a click, or refused in the engine's words."""
        problem = self.game.play_named(typed)
        if problem is not None:
            message = tr("{move} was not played: {reason}").format(move=typed, reason=problem)
            self.statusBar().showMessage(message, 10_000)
            announce(self.view, message, assertive=True)

    def _on_worker_restarted(self, reason: str) -> None:
        # Once per incident: the game has already gone on (a retry or a fallback move).
        self.statusBar().showMessage(
            tr("The computer player stopped responding and was restarted."), 10_000
        )

    def _on_pass(self, seat: int) -> None:
        self.statusBar().showMessage(self.side.status(), 5000)

    def _on_position_changed(self) -> None:
        game = self.game
        state = game.state
        self.update_title()
        self.side.players.show_state(state, game.seats(), game.own_names())
        self._show_node_shown()
        self.undo_action.setEnabled(self.game.can_undo())
        self.redo_action.setEnabled(self.game.can_redo())
        self.side.undo_button.setEnabled(self.game.can_undo())
        self.side.redo_button.setEnabled(self.game.can_redo())
        human_turn = not state.is_over() and self.game.human_to_move()
        # Hovering an empty slot shows a ghost of the counter the human would put there.
        self.scene.set_current_seat(state.to_move if human_turn else None)
        hint = human_turn
        self.hint_action.setEnabled(hint)
        self.side.hint_button.setEnabled(hint)
        if self._autosave and self.game.match is not None:
            self.files.write_autosave()
        self._follow_due.start()

    def update_title(self) -> None:
        """The game played, the file it is in, and whether it has moves the file has not."""
        files = self.files
        self.setWindowTitle(window_title(self.game.state, files.record_path))
        self.setWindowModified(files.record_path is not None and files.is_modified())

    def _show_game_over(self) -> None:
        match = self.game.match
        # A window closed in the pause before the result (a test's, or one quit) shows none.
        if match is None or not self.game.state.is_over() or not self.isVisible():
            return
        if self.unattended:
            if match.has_next_game():
                self.game.next_game()
            else:
                self.play_again(match)
            return
        names = self.game.own_names()
        tournament = match.tournament if match.setup.tournament else None
        dialog = GameOverDialog(self.game.state, names, tournament, self)
        dialog.deleteLater()  # once read; see new_game
        dialog.exec()
        if dialog.choice == "next" and match.has_next_game():
            self.game.next_game()
        elif dialog.choice == "again":
            self.play_again(match)
        elif dialog.choice == "new":
            self.new_game()
        elif not match.has_next_game() and self._autosave:
            self.files.flush_autosave()
            clear_autosave()

    # --- the move tree ----------------------------------------------------------------------------

    def show_node(self, node: Node) -> None:
        """Show ``node``'s position of the game's tree (a move picked in the list, the graph or
        the review); a move played there starts a variation."""
        self.game.go_to(node)

    def followed_line(self) -> list[Node]:
        """The line of the position shown, from the first move to its end: the moves to it and
        its own main line on (what the evaluation graph and the review follow)."""
        tree = self.game.moves.tree
        node = self.game.node
        return tree.path(node) + tree.main_line(node)

    def show_ply(self, ply: int) -> None:
        """Show the board after ``ply`` moves of the line shown (0: its start)."""
        line = self.followed_line()
        self.show_node(line[ply - 1] if 0 < ply <= len(line) else self.game.moves.tree.root)

    def back_to_game(self) -> None:
        """Back to the game as it stands: the end of the main line."""
        self.game.go_to(self.game.moves.tree.main_line_end())

    def _on_variation_started(self, node: Node) -> None:
        number = node.ply
        text = tr(
            "Move {number} starts a variation; the game's moves after it are kept. The computer "
            "does not move in a variation, and the statistics do not count it."
        ).replace("{number}", str(number))
        self.statusBar().showMessage(text, 10_000)
        announce(self.view, text)

    def _on_game_retaken(self, node: Node) -> None:
        text = tr(
            "The game goes on from move {number}; the moves taken back are kept as a variation."
        ).replace("{number}", str(node.ply))
        self.statusBar().showMessage(text, 10_000)
        announce(self.view, text)

    def _show_node_shown(self) -> None:
        """The side panel describes the position shown: study or game, its last move, its
        comment, its row in the list."""
        game = self.game
        node = game.node
        side = self.side
        side.show_mode(self._mode_line(), away=not game.at_game_end())
        if node.parent is None:
            side.show_last_move("")
        else:
            player = seat_name(game.state.game_name, node.mover)
            side.show_last_move(last_move_sentence(player, node.notation + self.moves.mark(node)))
        side.show_comment(node.comment)
        side.history.show_node(node)
        self.tree_actions.update()
        self.reviewer.showing(node)

    def _mode_line(self) -> str | None:
        """What kind of board is shown, unless it is the game played as set up."""
        game = self.game
        node = game.node
        if not node.is_main_line():
            return tr("Study (a variation): the computer waits; not counted.")
        if game.is_study():
            return tr("Study: you play every side; not counted.")
        if game.at_game_end():
            return None
        if game.taking_back():
            if node.parent is None:
                return tr("Taken back to the start: play on, and the moves taken back stay as "
                          "a variation.")
            return tr("Taken back to move {number}: play on, and the moves taken back stay as "
                      "a variation.").replace("{number}", str(node.ply))
        if node.parent is None:
            return tr("The start of the game: a move here starts a variation.")
        return tr("Move {number} of the game: a move here starts a variation.").replace(
            "{number}", str(node.ply))

    def _follow_shown_position(self) -> None:
        """Point the analysis at the position shown, the review at its line."""
        self._follow_due.stop()
        game = self.game
        line_end = game.node
        tree = game.moves.tree
        main = tree.main_line(line_end)
        end_state = game.state if not main else tree.state_at(main[-1])
        self.reviewer.follow(end_state, self.followed_line())
        self.analysis.follow(game.state, self.scene)

    # --- settings and help ----------------------------------------------------------------------

    def edit_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self, self.sound.unavailable_reason())
        dialog.deleteLater()  # once read; see new_game
        if dialog.exec() != SettingsDialog.DialogCode.Accepted:
            return
        self.settings = dialog.settings()
        self.apply_settings()
        self.store_settings()

    def all_scenes(self) -> list[NinetkaScene | MorrisScene]:
        """Every board scene of every game, the read-only ones for earlier positions too."""
        return [scene for front in self.fronts.values() for scene in front.scenes()]

    def apply_settings(self) -> None:
        apply_widget_theme(self.settings.theme)
        self.sound.set_settings(self.settings)
        theme = palette(theme_name(self.settings.theme))
        for front in self.fronts.values():
            for scene in front.scenes():
                scene.set_theme(theme.name)
            front.scene.set_animation_speed(self.settings.animation_speed)
        self.side.set_palette(theme)
        self._on_position_changed()

    def store_settings(self) -> None:
        """Write the settings (a failure only says so in the status bar)."""
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.statusBar().showMessage(
                tr("The settings could not be saved: {error}").format(error=exc.strerror or exc)
            )

    def show_shortcuts(self) -> None:
        dialog = ShortcutsDialog(self.menuBar(), self)
        dialog.deleteLater()  # once control is back in this event loop, as the other dialogs
        dialog.exec()

    def show_statistics(self) -> None:
        dialog = StatisticsDialog(self, self.statistics.problem)
        dialog.deleteLater()  # once read; see new_game
        dialog.select_game(self.front.game)
        dialog.exec()

    def show_rules(self, game: str = "9tka") -> None:
        dialog = RulesDialog(self, game=game)
        dialog.deleteLater()  # see new_game; its drawn diagrams hold megabytes
        dialog.exec()

    def closeEvent(self, event: QCloseEvent) -> None:
        for front in self.fronts.values():
            front.controller.shutdown()
        self.runner.shutdown()
        self.analysis.shutdown()
        self.reviewer.shutdown()
        self.files.flush_autosave()
        # A perfect-play build may take seconds to save its work: the window goes first.
        self.hide()
        self.tablebases.shutdown()
        super().closeEvent(event)
