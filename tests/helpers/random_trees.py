"""Random games as move trees for the round-trip tests of records and PGN: every game of both
families, from the start or from a set-up position, a main line with side lines branching at
random positions (nested too), comments of every kind of text a comment may hold."""

from __future__ import annotations

import random
from typing import Any

from ninetka_desktop.games import GameState, new_game
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.position import MorrisPosition
from ninetka_desktop.games.morris.position import state_from_position as morris_from_position
from ninetka_desktop.games.move_tree import MoveTree, Node
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.ninetka.position import NinetkaPosition
from ninetka_desktop.games.ninetka.position import state_from_position as ninetka_from_position
from ninetka_desktop.games.records import Seat

GAMES: list[tuple[str, dict[str, Any]]] = [
    ("9tka", {"players": 2}),
    ("9tka", {"players": 3, "neutrals": "random", "seed": 11}),
    ("9tka", {"players": 4}),
    ("morris", {}),
    ("morris", {"flying": False, "no_removal_limit": 40}),
    ("morris", {"variant": "three"}),
    ("morris", {"variant": "three", "diagonals": False, "nine_holes": True}),
    ("morris", {"variant": "six"}),
    ("morris", {"variant": "twelve"}),
    ("morris", {"variant": "morabaraba"}),
    ("morris", {"variant": "lasker"}),
]
MORRIS_GAMES = [(name, options) for name, options in GAMES if name == "morris"]
NINETKA_GAMES = [(name, options) for name, options in GAMES if name == "9tka"]

COMMENTS = [
    "good",
    "a mill next",
    "Ein Zug mit Umlauten: äöü ß",
    "two\nlines",
    "żółw ćma — dash",
    "{not a brace at the end",
    "( parentheses ) and [brackets] ; semicolon",
    "% percent first",
    "1. d6 looks like a move",
    "日本語",
    "x" * 300,
]
NAMES = ["", "Ada", "Bob Smith", "Zoë", "O'Neil", 'quote "q"']


def random_start(rng: random.Random, name: str, options: dict[str, Any]) -> GameState[Any]:
    """The game's start, or (one time in three) a position reached in a random game, set up."""
    state = new_game(name, options)
    if rng.random() < 0.67:
        return state
    for _ in range(rng.randrange(1, 80)):
        moves = state.legal_moves()
        if not moves:
            break
        state.push(rng.choice(moves))
    if state.is_over():
        state.pop()
    if isinstance(state, MorrisState):
        return morris_from_position(MorrisPosition.of(state), state.options())
    assert isinstance(state, NinetkaState)
    return ninetka_from_position(NinetkaPosition.of(state))


def random_tree(
    rng: random.Random,
    name: str,
    options: dict[str, Any],
    *,
    main_length: int = 60,
    variations: int = 6,
) -> MoveTree:
    tree = MoveTree(random_start(rng, name, options))
    play_on(rng, tree, tree.root, rng.randrange(main_length + 1))
    for _ in range(rng.randrange(variations + 1)):
        play_on(rng, tree, rng.choice(list(tree.nodes())), rng.randrange(1, 12))
    for node in tree.nodes():
        if rng.random() < 0.1:
            tree.set_comment(node, rng.choice(COMMENTS))
    return tree


def play_on(rng: random.Random, tree: MoveTree, node: Node, plies: int) -> None:
    """Up to ``plies`` random moves from ``node``, each the first or a new child."""
    state = tree.state_at(node)
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            break
        move = rng.choice(moves)
        node, _ = tree.add_move(node, move)
        state.push(move)


def random_seats(rng: random.Random, tree: MoveTree) -> list[Seat]:
    seats = []
    for _ in range(tree.start_state().num_players):
        name = rng.choice(NAMES)
        if rng.random() < 0.3:
            seats.append(Seat(name, "computer", rng.randrange(1, 7)))
        else:
            seats.append(Seat(name))
    return seats


def same_tree(a: MoveTree, b: MoveTree) -> bool:
    return a.snapshot() == b.snapshot() and same_start(a.start_state(), b.start_state())


def same_start(a: GameState[Any], b: GameState[Any]) -> bool:
    if isinstance(a, MorrisState) and isinstance(b, MorrisState):
        return MorrisPosition.of(a) == MorrisPosition.of(b) and a.options() == b.options()
    if isinstance(a, NinetkaState) and isinstance(b, NinetkaState):
        return NinetkaPosition.of(a) == NinetkaPosition.of(b) and a.options() == b.options()
    return False
