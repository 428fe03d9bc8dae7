"""The desktop application's entry point: QApplication, main window, command line."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMessageBox

from . import APP_NAME, ORGANIZATION, __version__


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class MainWindow(QMainWindow):
    """The main window; the board scene and side panel live here."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(tr("Ninetka Desktop"))
        self.resize(960, 720)
        welcome = QLabel(
            tr("Welcome to Ninetka Desktop.\n9tka and Nine Men's Morris for the desktop."), self
        )
        welcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(welcome)
        game_menu = self.menuBar().addMenu(tr("&Game"))
        quit_action = game_menu.addAction(tr("&Quit"))
        quit_action.setShortcut(tr("Ctrl+Q"))
        quit_action.triggered.connect(self.close)
        help_menu = self.menuBar().addMenu(tr("&Help"))
        help_menu.addAction(tr("&About Ninetka Desktop"), self.show_about)

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            tr("About Ninetka Desktop"),
            tr("Ninetka Desktop {version}\n\n9tka by Adam Kałuża (2007) and Nine Men's Morris.")
            .replace("{version}", __version__),
        )


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv if argv is None else argv)
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APP_NAME)
    app = QApplication.instance() or QApplication(args)
    window = MainWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
