"""The Sanmill engine for the tests that compare our Morris FEN with its own: found where it is
installed, set to each game's rules, asked for its FEN (``d``) after a list of moves or after
reading a FEN of ours."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from ninetka_desktop.games.morris import MorrisMove, MorrisState

ROOT = Path(__file__).resolve().parents[2]

#: Sanmill's options for each game of ours on its 24-point board: the options under which its
#: rules and ours play the same moves (Morabaraba there removes one man a mill and has no
#: no-return rule: our game is played with ``no_return`` off against it).
RULES: dict[str, list[str]] = {
    "nine": [],
    "twelve": ["PiecesCount value 12", "HasDiagonalLines value true", "BoardFullAction value 4"],
    "morabaraba": [
        "PiecesCount value 12",
        "HasDiagonalLines value true",
        "BoardFullAction value 4",
    ],
    "lasker": ["PiecesCount value 10", "MayMoveInPlacingPhase value true"],
}
#: Our options for each of those games, as played against Sanmill.
OPTIONS: dict[str, dict[str, object]] = {
    "nine": {},
    "twelve": {"variant": "twelve"},
    "morabaraba": {"variant": "morabaraba", "no_return": False},
    "lasker": {"variant": "lasker"},
}


def engine_path() -> Path | None:
    """``$SANMILL``, else ``sanmill`` on the PATH, else the shared tools' copy; None when none
    is there and executable."""
    for candidate in (
        os.environ.get("SANMILL"),
        shutil.which("sanmill"),
        ROOT.parent / "shared" / "tools" / "sanmill" / "sanmill",
    ):
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return Path(candidate)
    return None


def tokens(state: MorrisState, move: MorrisMove) -> list[str]:
    """``move`` (legal in ``state``) as Sanmill's plies: the move, then its removal apart."""
    name = state.board.point_name
    first = name(move.dst) if move.src is None else f"{name(move.src)}-{name(move.dst)}"
    return [first] if move.remove is None else [first, "x" + name(move.remove)]


class Sanmill:
    """One engine process under one game's rules."""

    def __init__(self, path: Path, game: str) -> None:
        self._process = subprocess.Popen(
            [str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        self._send("uci")
        for option in RULES[game]:
            self._send("setoption name " + option)

    def _send(self, line: str) -> None:
        assert self._process.stdin is not None
        self._process.stdin.write(line + "\n")
        self._process.stdin.flush()

    def _fen(self) -> str:
        self._send("d")
        assert self._process.stdout is not None
        for line in self._process.stdout:
            if line.startswith("Fen: "):
                return line[5:].strip()
        raise RuntimeError("Sanmill ended without printing its FEN")

    def fen_after(self, plies: list[str]) -> str:
        """Sanmill's FEN after ``plies`` from its start position."""
        self._send("position startpos moves " + " ".join(plies))
        return self._fen()

    def fen_from(self, fen: str, plies: list[str]) -> str:
        """Sanmill's FEN after ``plies`` from the position ``fen``."""
        self._send(f"position fen {fen} moves " + " ".join(plies))
        return self._fen()

    def fen_read_back(self, fen: str) -> str:
        """The FEN Sanmill writes after reading ``fen``."""
        self._send("position fen " + fen)
        return self._fen()

    def close(self) -> None:
        try:
            self._send("quit")
            self._process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self._process.kill()
            self._process.wait()

    def __enter__(self) -> Sanmill:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
