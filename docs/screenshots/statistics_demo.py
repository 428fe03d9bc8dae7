"""Draw docs/screenshots/statistics.png: the statistics dialog over a made-up season of games.

    NINETKA_HOME=$(mktemp -d) .venv/bin/python \
        docs/screenshots/statistics_demo.py docs/screenshots/statistics.png

(``make_screenshots.py`` runs it on a desktop of its own, so the picture has the window's frame.)

The games are invented (a seeded random player who climbs the levels); everything else is the
app's own code: the ledger adds them up, the dialog shows them. NINETKA_HOME must name an empty
folder, as the ledger is written there.
"""

from __future__ import annotations

import random
import sys
import time

from PySide6.QtWidgets import QApplication

from ninetka_desktop.i18n import install_translators
from ninetka_desktop.statistics.ledger import Ledger
from ninetka_desktop.statistics.results import SeatResult
from ninetka_desktop.storage.statistics_file import save_statistics
from ninetka_desktop.ui.dialogs.statistics import StatisticsDialog
from ninetka_desktop.ui.look.app_palette import apply_widget_theme
from ninetka_desktop.ui.window_picture import window_picture

POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}


def season(rng: random.Random) -> Ledger:
    ledger = Ledger()
    for game in range(60):
        level = min(6, 1 + game // 12 + rng.choice((0, 0, 1)))
        result = "win" if rng.random() < 0.85 - 0.15 * (level - 1) else "loss"
        sections = rng.randint(5, 8) if result == "win" else rng.randint(0, 4)
        day = f"2026-11-{1 + game // 3:02d}"
        against = ((level, POINTS[result]),)
        ledger.add([SeatResult("9tka", "2", level, result, sections, against)], day)
    for game in range(6):
        result = "win" if game % 3 == 0 else "loss"
        against = ((3, 1.0), (3, 1.0 if result == "win" else 0.0), (3, 0.0))
        ledger.add([SeatResult("9tka", "4", 3, result, rng.randint(1, 5), against)], "2026-11-25")
    for result in ("win", "loss", "win", "win"):
        ledger.add([SeatResult("9tka", "2", None, result, 5, ())], "2026-11-26")
    for game in range(25):
        level = 2 + game // 9
        result = rng.choice(("win", "draw", "loss", "win"))
        moves = rng.randint(20, 60)
        against = ((level, POINTS[result]),)
        ledger.add([SeatResult("morris", "flying", level, result, moves, against)], "2026-11-27")
    return ledger


def main() -> None:
    app = QApplication(sys.argv)
    install_translators("en")
    apply_widget_theme("light")
    save_statistics(season(random.Random(3)))
    dialog = StatisticsDialog()
    dialog.show()
    for _ in range(20):  # the window manager frames and places it
        app.processEvents()
        time.sleep(0.05)
    window_picture(dialog).save(sys.argv[1])


if __name__ == "__main__":
    main()
