"""Seats without a name of their own.

A seat the player did not name is stored with no name ("") and shown by its colour in the
language of the moment. Earlier versions stored the colour itself as the name, in the language
of the day ("Yellow", "Żółty", "Бял"): a name that is only its seat's colour, in any language
the app speaks, counts as no name, so old settings, autosaves and records read sensibly.
"""

from __future__ import annotations

#: Each game's seat colours, in seat order, each in every language the app speaks (English,
#: Polish, Esperanto, Bulgarian: the catalogues' "Seats" texts; a test holds them equal).
COLOUR_NAMES: dict[str, tuple[tuple[str, ...], ...]] = {
    "9tka": (
        ("Yellow", "Żółty", "Flavo", "Жълт"),
        ("Blue", "Niebieski", "Bluo", "Син"),
        ("Orange", "Pomarańczowy", "Oranĝo", "Оранжев"),
        ("Green", "Zielony", "Verdo", "Зелен"),
    ),
    "morris": (
        ("White", "Biały", "Blanko", "Бял"),
        ("Black", "Czarny", "Nigro", "Черен"),
    ),
}

_UNNAMED: dict[tuple[str, int], frozenset[str]] = {
    (game, seat): frozenset(name.casefold() for name in names)
    for game, seats in COLOUR_NAMES.items()
    for seat, names in enumerate(seats)
}


def own_name(game: str, seat: int, name: str) -> str:
    """``name`` as the player's own name: "" when it is blank or only the colour of ``seat``."""
    name = name.strip()
    return "" if name.casefold() in _UNNAMED.get((game, seat), ()) else name
