"""A seat without a name stays unnamed (stored as no name) and is shown by its colour in the
language of the moment: in the side panel, the sentence beside the board, the game-over dialog,
records and autosaves, and the new-game dialog; also after the language changes, and for names
older versions stored in another language."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers.windows import home, make_window
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.records import Seat, export_text, load_record, record_to_json
from ninetka_desktop.games.seat_names import COLOUR_NAMES, own_name
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.i18n import LANGUAGES
from ninetka_desktop.models.roles import SEAT_COLOURS
from ninetka_desktop.storage.autosave import autosave_path
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.main_window import MainWindow

__all__ = ["home", "make_window"]

Install = Callable[[str], str]
WindowFactory = Callable[..., MainWindow]
TS_DIR = Path(__file__).resolve().parents[2] / "resources" / "translations"


@pytest.fixture(autouse=True)
def _english_after(install: Install) -> Iterator[None]:
    yield
    install("en")


def panel_names(window: MainWindow) -> list[str]:
    return [row.name.text() for row in window.side.players._rows]


def refresh(window: MainWindow) -> None:
    """What the window does after every move: the panel and the sentence shown again."""
    window.game.statusChanged.emit(window.game.instruction())
    window._on_position_changed()


def test_the_colour_names_are_the_catalogues(install: Install) -> None:
    """Every language's colour of every seat counts as no name: the table is the catalogues'."""
    for position, language in enumerate(LANGUAGES):
        for game, colours in SEAT_COLOURS.items():
            for seat, english in enumerate(colours):
                if language == "en":
                    expected = english
                else:
                    root = ET.parse(TS_DIR / f"ninetka_{language}.ts").getroot()
                    context = next(
                        c for c in root.iter("context") if c.findtext("name") == "Seats"
                    )
                    message = next(
                        m for m in context.iter("message") if m.findtext("source") == english
                    )
                    expected = message.findtext("translation") or ""
                assert COLOUR_NAMES[game][seat][position] == expected, (language, english)
                assert own_name(game, seat, expected) == ""
    assert own_name("9tka", 0, "Blue") == "Blue"  # another seat's colour is a name
    assert own_name("9tka", 0, " Ann ") == "Ann"


def test_an_unnamed_seat_follows_the_language_of_the_moment(
    qtbot: QtBot, make_window: WindowFactory, install: Install
) -> None:
    install("pl")
    window = make_window()
    window.start_game(GameSetup())
    qtbot.waitUntil(lambda: window.side.instruction.text().startswith("Żółty"))
    assert panel_names(window) == ["Żółty", "Niebieski"]
    window.files.flush_autosave()
    saved = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert [seat["name"] for seat in saved["seats"]] == ["", ""]
    assert [seat["name"] for seat in saved["match"]["setup"]["seats"]] == ["", ""]
    # The language changes while the game goes on: the colours follow, no name is left behind.
    install("en")
    refresh(window)
    assert panel_names(window) == ["Yellow", "Blue"]
    assert window.side.instruction.text().startswith("Yellow")
    assert "Żółty" not in window.side.instruction.text()


def test_names_older_versions_stored_count_as_no_name(
    qtbot: QtBot, make_window: WindowFactory, install: Install, tmp_path: Path
) -> None:
    """A setup remembered in English and a record saved in Bulgarian, read in Polish."""
    english = GameSetup.from_json(
        {"game": "9tka", "options": {"players": 2},
         "seats": [{"name": "Yellow"}, {"name": "Blue", "kind": "computer", "level": 2}]}
    )
    assert english.seats == (Seat(""), Seat("", "computer", 2))
    install("pl")
    dialog = NewGameDialog(GameSetup.from_json(english.to_json()))
    qtbot.addWidget(dialog)
    rows = dialog.panel().seat_rows()
    assert [row.name.text() for row in rows] == ["", ""]
    assert [row.name.placeholderText() for row in rows] == ["Żółty", "Niebieski"]
    dialog.set_game("morris")
    assert [row.name.text() for row in dialog.panel().seat_rows()] == ["", ""]
    assert [row.name.placeholderText() for row in dialog.panel().seat_rows()] == [
        "Biały", "Czarny"
    ]
    # Names typed as colours in any language are no names either.
    rows[0].name.setText("Жълт")
    dialog.set_game("9tka")
    assert dialog.setup().seats[0].name == ""

    record = tmp_path / "bulgarian.ninetka"
    data = record_to_json(NinetkaState(), [Seat("Жълт"), Seat("Ann")])
    record.write_text(json.dumps(data), encoding="utf-8")
    assert [seat.name for seat in load_record(record).seats] == ["", "Ann"]
    window = make_window()
    assert window.files.open_game(str(record))
    assert panel_names(window) == ["Żółty", "Ann · Niebieski"]


def test_the_game_over_dialog_and_the_export_name_unnamed_seats_by_colour(
    qtbot: QtBot, install: Install
) -> None:
    state = NinetkaState.from_options({"players": 2, "neutrals": "random", "seed": 3})
    while not state.is_over():
        state.push(state.legal_moves()[0])
    winner = state.outcome().winner  # type: ignore[union-attr]
    install("pl")
    dialog = GameOverDialog(state, ["", "Ann"])
    qtbot.addWidget(dialog)
    expected = ("Żółty", "Ann (Niebieski)")[winner]
    assert expected in dialog.headline.text()
    text = export_text(state, [Seat(""), Seat("Ann", "computer", 3)])
    assert "\nYellow\n" in text and "\nBlue: Ann, computer level 3\n" in text
    assert ("Result: Yellow wins", "Result: Ann (Blue) wins")[winner] in text


def test_an_unnamed_player_keeps_their_colour_round_a_tournament(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    setup = GameSetup(
        options={"players": 2, "neutrals": "random"},
        seats=(Seat(""), Seat("Ann")),
        tournament=True,
    )
    window.start_game(setup)
    assert window.game.own_names() == ("", "Ann")
    match = window.game.match
    assert match is not None
    match._results.append(((1, 0), 0))  # the first game over: the players swap seats
    match.next_game()
    window.game.start(match)
    # Ann plays Yellow now; the unnamed player, who began as Yellow, plays Blue as Yellow.
    assert window.game.own_names() == ("Ann", "Yellow")
    assert panel_names(window) == ["Ann · Yellow", "Yellow · Blue"]
