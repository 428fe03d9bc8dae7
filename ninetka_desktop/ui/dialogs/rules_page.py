"""The in-app rules pages: a window per game with its rules text and board diagrams.

Each game's text and diagrams come from its descriptor (``ui/games.py``); the diagrams are
painted by the game's own board items and handed to the QTextDocument as image resources, so
the page needs no files on disk and always matches the board of the game.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ..games import GAMES, game_kind

# The name lupdate looks for.
translate = QCoreApplication.translate

DIAGRAM_SIZE = 340


def diagram_url(name: str) -> QUrl:
    return QUrl(f"diagram://{name}.png")


def _figure(name: str, caption: str) -> str:
    size = DIAGRAM_SIZE
    return (
        f'<p align="center"><img src="{diagram_url(name).toString()}" width="{size}" '
        f'height="{size}"><br><i>{caption}</i></p>'
    )


def diagram_names(game: str) -> tuple[str, ...]:
    """The resource names of the diagrams on ``game``'s page."""
    return game_kind(game).rules.diagram_names


class RulesDialog(QDialog):
    """A window with the rules page of ``game`` ("9tka" or "morris"); ``browser`` is its
    QTextBrowser."""

    def __init__(self, parent: QWidget | None = None, game: str = "9tka") -> None:
        super().__init__(parent)
        if game not in GAMES:
            raise ValueError(f"no rules page for game {game!r}")
        self.game = game
        rules = GAMES[game].rules
        diagrams = rules.diagrams(DIAGRAM_SIZE)
        html = rules.html(_figure)
        self.setWindowTitle(rules.title())
        self.resize(760, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        document = self.browser.document()
        document.setDocumentMargin(16)
        # A diagram is never cut or scrolled sideways, however narrow the window is made.
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        self.browser.setMinimumWidth(
            DIAGRAM_SIZE + 2 * 16 + scroll_bar + 2 * self.browser.frameWidth() + 2
        )
        for name, image in diagrams.items():
            document.addResource(QTextDocument.ResourceType.ImageResource, diagram_url(name), image)
        self.browser.setHtml(html)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)


def show_about(parent: QWidget | None = None) -> None:
    """The About box: version, authors and the credit to the designer of 9tka."""
    QMessageBox.about(
        parent,
        translate("AboutDialog", "About Ninetka Desktop"),
        translate(
            "AboutDialog",
            "<h3>Ninetka Desktop {version}</h3>"
            "<p>9tka and Nine Men's Morris for the desktop, against friends or the computer.</p>"
            "<p>9tka was designed by Adam Kałuża (2007).</p>"
            "<p>Written by the Ninetka Desktop team. Free software under the GNU General "
            "Public License, version 3 or later.</p>",
        ).replace("{version}", escape(__version__)),
    )
