"""Valid files to damage: game records of both games, autosaves with a match, settings."""

from __future__ import annotations

import functools
import random
from typing import Any

from helpers.random_trees import random_tree
from ninetka_desktop.controllers.match import Match
from ninetka_desktop.games import GameState, new_game
from ninetka_desktop.games.records import Seat, record_to_json
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.settings import Settings

GAMES: list[tuple[str, dict[str, Any], int]] = [
    ("9tka", {"players": 2, "neutrals": "chosen"}, 25),
    ("9tka", {"players": 3, "neutrals": "random", "seed": 11}, 1000),
    ("9tka", {"players": 4, "neutrals": "chosen"}, 60),
    ("morris", {}, 40),
    ("morris", {"flying": False, "repetition_draw": False, "no_removal_limit": 0}, 1000),
]


def played(game: str, options: dict[str, Any], plies: int, seed: int) -> GameState[Any]:
    state = new_game(game, options)
    rng = random.Random(seed)
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            break
        state.push(rng.choice(moves))
    return state


def seats_for(state: GameState[Any]) -> list[Seat]:
    names = ["Ann", "Bot", "Cy", "Di"]
    return [
        Seat(names[i], "computer", 1 + i) if i % 2 else Seat(names[i])
        for i in range(state.num_players)
    ]


@functools.cache
def record_bases() -> tuple[dict[str, Any], ...]:
    bases = []
    for number, (game, options, plies) in enumerate(GAMES):
        state = played(game, options, plies, number)
        bases.append(record_to_json(state, seats_for(state)))
    # Studies: variations, comments and set-up starts (version 2's entries), of both games.
    rng = random.Random(51)
    while len(bases) < len(GAMES) + 2:
        game, options = ("morris", {"variant": "morabaraba"}) if len(bases) % 2 else ("9tka", {})
        tree = random_tree(rng, game, options, main_length=30, variations=4)
        data = record_to_json(tree, seats_for(tree.start_state()))
        if "start" in data and "variations" in data and "comments" in data:
            bases.append(data)
    return tuple(bases)


@functools.cache
def autosave_bases() -> tuple[dict[str, Any], ...]:
    """Autosaves: a record plus its match (a tournament in progress among them)."""
    bases = []
    for game, options, plies in (GAMES[0], GAMES[1], GAMES[3]):
        state = played(game, options, plies, 3)
        seats = tuple(seats_for(state))
        setup_options = {k: v for k, v in options.items() if k != "seed"}
        setup = GameSetup(game, setup_options, seats, tournament=game == "9tka")
        match = Match(setup)
        data = record_to_json(state, seats)
        if game == "9tka" and state.is_over():
            match.record_result(state)
        data["match"] = match.to_json()
        bases.append(data)
    return tuple(bases)


@functools.cache
def settings_bases() -> tuple[dict[str, Any], ...]:
    ninetka = GameSetup(
        "9tka",
        {"players": 3, "neutrals": "random"},
        (Seat("Ann"), Seat("Bot", "computer", 5), Seat("Cy")),
        tournament=True,
    )
    morris = GameSetup(
        "morris",
        {"flying": True, "repetition_draw": True, "no_removal_limit": 100},
        (Seat("White"), Seat("Black", "computer", 2)),
    )
    return (
        Settings().to_json(),
        Settings(0.0, "dark", True, "pl", ninetka).to_json(),
        Settings(2.0, "light", False, "pt_BR", morris).to_json(),
    )
