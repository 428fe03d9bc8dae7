"""Our Morris FEN and PGN against the Sanmill engine, where it is installed ($SANMILL,
``sanmill`` on the PATH, or the shared tools' copy): random games of each game on its 24-point
board played in both programs, Sanmill's FEN (``d``) after every ply equal to ours, Sanmill
reading each of ours back unchanged, and ours reading each of Sanmill's into the same game; our
PGN of random games with side lines, read as Sanmill's reader reads it (``helpers/sanmill_pgn``),
every line of it played by the engine from the PGN's start to the same position as ours.
The stored copy of Sanmill's answers (tests/games/data/sanmill_fens.txt) is checked against the
engine too; tests/games/test_position_strings.py reads it on every run."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from helpers.random_trees import random_tree
from helpers.sanmill import OPTIONS, Sanmill, engine_path, tokens
from helpers.sanmill_pgn import SanmillNode, parse, plies

from ninetka_desktop.games import new_game
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.fen import read_fen, write_fen
from ninetka_desktop.games.move_tree import Node
from ninetka_desktop.games.pgn import write_pgn

ENGINE = engine_path()
pytestmark = pytest.mark.skipif(ENGINE is None, reason="the Sanmill engine is not installed")
FIXTURES = Path(__file__).resolve().parents[1] / "games" / "data" / "sanmill_fens.txt"


def games_to_play(request: pytest.FixtureRequest) -> int:
    return 60 if request.config.getoption("--runslow") else 10


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_our_fen_is_sanmills_after_every_ply(game: str, request: pytest.FixtureRequest) -> None:
    assert ENGINE is not None
    rng = random.Random(f"agreement {game}")
    positions = 0
    with Sanmill(ENGINE, game) as engine:
        for _ in range(games_to_play(request)):
            state = new_game("morris", OPTIONS[game])
            assert isinstance(state, MorrisState)
            plies: list[str] = []
            while True:
                ours = write_fen(state)
                assert engine.fen_after(plies) == ours, (game, plies)
                positions += 1
                if state.is_over() or len(state.move_stack) >= 250:
                    break
                assert engine.fen_read_back(ours) == ours
                back = read_fen(ours, OPTIONS[game])
                assert sorted(map(str, back.legal_moves())) == sorted(
                    map(str, state.legal_moves())
                )
                move = rng.choice(state.legal_moves())
                plies += tokens(state, move)
                state.push(move)
    assert positions > 50


def test_the_stored_fens_are_sanmills() -> None:
    assert ENGINE is not None
    by_game: dict[str, list[tuple[list[str], str]]] = {}
    for line in FIXTURES.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            game, plies, fen = line.split("\t")
            by_game.setdefault(game, []).append((plies.split(), fen))
    for game, cases in by_game.items():
        with Sanmill(ENGINE, game) as engine:
            for plies, fen in cases:
                assert engine.fen_after(plies) == fen


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_sanmill_plays_every_line_of_our_pgn(game: str, request: pytest.FixtureRequest) -> None:
    assert ENGINE is not None
    rng = random.Random(f"pgn {game}")
    nodes = 0
    with Sanmill(ENGINE, game) as engine:
        for _ in range(games_to_play(request)):
            tree = random_tree(rng, "morris", OPTIONS[game], main_length=80, variations=8)
            text = write_pgn(tree)
            read = parse(text)
            start_fen = read.headers.get("FEN")
            # Walk Sanmill's tree and ours side by side: the same moves in the same order.
            stack: list[tuple[SanmillNode, Node, list[str]]] = [(read.root, tree.root, [])]
            while stack:
                theirs, ours, line = stack.pop()
                assert [c.san.lower() for c in theirs.children] == [
                    c.notation for c in ours.children
                ]
                if ours.parent is not None:
                    fen = write_fen(tree.state_at(ours))
                    if start_fen is None:
                        assert engine.fen_after(line) == fen, (text, line)
                    else:
                        assert engine.fen_from(start_fen, line) == fen, (text, line)
                    nodes += 1
                for their_child, our_child in zip(theirs.children, ours.children, strict=True):
                    stack.append((their_child, our_child, line + plies(their_child.san)))
    assert nodes > 100
