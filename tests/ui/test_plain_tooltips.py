"""Tooltips of outside text (a record's comments, a file's name, the engine's words) show it as
typed: Qt would take text that looks like HTML for markup, and load the images it names."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.tooltips import shown
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from ninetka_desktop.ai.runner import AiResult
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.move_tree import MoveTree
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models.move_tree_model import MoveTreeModel
from ninetka_desktop.models.plain_tooltip import plain_tooltip
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
MARKUP = '<img src="/dev/zero"> & <b>bold</b>'


def test_markup_is_shown_as_typed(qapp: object) -> None:
    tip = plain_tooltip(MARKUP + "\n\nsecond  line")
    assert "<img" not in tip and "<b>" not in tip
    assert shown(tip) == MARKUP + "\n\nsecond  line"
    assert plain_tooltip("") == ""


@given(st.text(st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), min_size=1))
def test_any_text_reads_back_whole(qapp: object, text: str) -> None:
    assert shown(plain_tooltip(text)) == text


def test_a_comment_with_markup_is_a_plain_tooltip(qapp: object) -> None:
    model = MoveTreeModel()
    model.set_tree(MoveTree(MorrisState()))
    node, _ = model.add_move(model.tree.root, MorrisState().parse_move("d6"), "d6", 0)
    model.set_comment(node, MARKUP)
    tip = model.index_of_node(node).data(Qt.ItemDataRole.ToolTipRole)
    assert "<img" not in tip and shown(tip) == MARKUP


def test_a_file_named_like_markup_is_a_plain_tooltip(
    make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    window.start_game(GameSetup(seats=(Seat("Ann"), Seat("Bo"))))
    path = tmp_path / "<b>bold<b> game.ninetka"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert window.files.save_game_as()
    window.recent.menu.aboutToShow.emit()
    action = window.recent.menu.actions()[0]
    assert "<b>" not in action.toolTip() and shown(action.toolTip()) == str(path)


def test_an_analysis_error_is_told_in_the_players_language(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Bo"))))
    window.view_menu.analysis.trigger()
    panel = window.analysis
    snapshot = panel._snapshot
    assert snapshot is not None
    panel._on_result(AiResult(1, snapshot, None, "PanicException: <b>boom</b>"))
    assert panel.status.text() == (
        "The analysis stopped on an error. It starts again at the next move."
    )
    assert shown(panel.status.toolTip()) == "PanicException: <b>boom</b>"
