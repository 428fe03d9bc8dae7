"""Build the Nine Men's Morris opening book (ninetka_desktop/ai/morris/opening_book.json).

    python packaging/make_morris_book.py [--plies N] [--nodes N] [--keep CM] [--width N]
                                         [--max-positions N] [--resume] [--output PATH]
                                         [--lines FILE] [--verify-from PLY]
                                         [--verify-nodes N] [--verify-margin CM]
                                         [--repair] [--jobs N]

From the empty board (default rules: flying on, both draw rules), breadth first: every book
position is searched by the native alpha-beta (``ai.morris.root.analyse``) with ``--nodes``
nodes and a root margin of ``--keep`` centi-men, so the moves within that margin of the best get
exact scores. Those moves (the best always) are grouped by the position they lead to, and the
first ``--width`` of those positions (best move first) are kept, with every move that leads to
them, and expanded in turn, down to ``--plies`` plies. Positions are stored once for their 16
symmetric images. The order of the work is fixed and the search is node-limited, so the same
parameters write the same bytes.

``--lines FILE`` then adds the positions of games actually played: one game a line, its moves
in the app's notation separated by spaces (``d6 d2 b4 f4 f2 a4 b6 f6 b2xd2 ...``; blank lines
and ``#`` comments skipped); every position of a line before ply ``--plies`` that the book lacks
is searched as above and stored (not expanded further). A move that is not legal stops the run
with its line number. ``packaging/morris_book_lines.txt`` holds the placing phases of the games
the shipped book was grown from.

``--verify-from PLY`` then checks every position from that ply on that offers more than one
move: each position a move leads to is searched in turn, from the opponent's side, with
``--verify-nodes`` nodes, and the moves whose value so checked falls more than
``--verify-margin`` centi-men below the best checked one are dropped (the others keep their
scores). Late in the placing phase a blockade of the moving phase lies just beyond a search's
horizon, and the root search's reductions let a move through whose child, searched with the
opponent's every reply in full, loses (docs/STRENGTH.md, "The opening book"). Its results
replace the entries, so a resumed book keeps the checks it had and a second pass checks again
what the first kept, and ``--resume`` keeps every entry of the resumed book within
``--plies``, reached by the breadth-first pass or not.

``--repair`` then backs the book's values up through the book itself: a move whose position the
book holds is worth minus that position's value, any other move its stored score, and a position
its best move. Where a position's value so backed up falls more than ``--verify-margin`` below
its own search's best (a deeper search down the line found what this one missed), every legal
move is valued again, by the book's value of the position it leads to or else by a checked
search as above, and the moves within ``--keep`` of the best so valued make the new entry; the
plies are repaired from the deepest up to ``--verify-from``, so each sees its children repaired.

``--jobs`` checks that many positions at once, on threads (the native search lets go of the
interpreter while it searches); the results do not depend on it.

``--max-positions`` stops after that many searched positions (the book is still complete down to
the last ply it finished, and partly filled in the next). The file is written every
``--save-every`` positions; ``--resume`` reuses the entries of an existing book built with the
same search parameters (nodes, keep, width, max depth), so an interrupted run, or a deeper run
over a shallower book, only searches what is new. docs/STRENGTH.md ("The opening book") has the
command behind the shipped book.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.ai.control import SearchControl  # noqa: E402
from ninetka_desktop.ai.morris.book import (  # noqa: E402
    BOOK_PATH,
    Entry,
    encode_book,
    key_state,
    load_book,
    state_key,
)
from ninetka_desktop.ai.morris.root import WIN, analyse  # noqa: E402
from ninetka_desktop.games.errors import GameError  # noqa: E402
from ninetka_desktop.games.morris import MEN_PER_SIDE, MorrisState  # noqa: E402

#: The search parameters an entry depends on: ``--resume`` reuses entries only when they match.
SEARCH_PARAMETERS = ("nodes", "keep", "width", "max_depth")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Build the Nine Men's Morris opening book of the placing phase.",
    )
    parser.add_argument("--plies", type=int, default=10, help="book depth in plies (max 17)")
    parser.add_argument("--nodes", type=int, default=20_000_000, help="nodes per position")
    parser.add_argument("--max-depth", type=int, default=100, help="deepest iteration")
    parser.add_argument(
        "--keep", type=int, default=10, help="keep moves within this many centi-men of the best"
    )
    parser.add_argument("--width", type=int, default=3, help="positions expanded per position")
    parser.add_argument(
        "--max-positions", type=int, default=0, help="stop after searching this many (0: all)"
    )
    parser.add_argument("--save-every", type=int, default=25, help="write the file this often")
    parser.add_argument("--resume", action="store_true", help="reuse a matching existing book")
    parser.add_argument("--output", type=Path, default=BOOK_PATH, help="the book file")
    parser.add_argument("--lines", type=Path, help="also the positions of these games")
    parser.add_argument(
        "--verify-from",
        type=int,
        default=0,
        help="check the choices of positions from this ply on by their children (0: none)",
    )
    parser.add_argument(
        "--verify-nodes", type=int, default=5_000_000, help="nodes per child checked"
    )
    parser.add_argument(
        "--repair", action="store_true", help="re-value positions the book's own lines refute"
    )
    parser.add_argument("--jobs", type=int, default=1, help="positions checked at once")
    parser.add_argument(
        "--verify-margin",
        type=int,
        default=50,
        help="drop moves checked this many centi-men below the best checked",
    )
    args = parser.parse_args(argv)
    if not 1 <= args.plies <= 17:
        parser.error("--plies must be from 1 to 17 (the placing phase has 18 plies)")
    if args.nodes < 1 or args.width < 1 or args.keep < 1 or not 1 <= args.max_depth <= 100:
        parser.error("--nodes, --width and --keep must be positive, --max-depth 1 to 100")
    if not 0 <= args.verify_from <= 17 or min(args.verify_nodes, args.verify_margin) < 1:
        parser.error("--verify-from must be 0 to 17, --verify-nodes and --verify-margin positive")
    if args.jobs < 1:
        parser.error("--jobs must be positive")
    return args


def choose(state: MorrisState, args: argparse.Namespace) -> tuple[int, Entry]:
    """Search ``state`` and keep the moves of the book: within ``keep`` of the best (scores
    above the window's floor are exact), leading to the first ``width`` distinct positions."""
    result = analyse(state, SearchControl(), args.nodes, args.max_depth, args.keep)
    best = result.ranked[0][1]
    close = [(m, s) for i, (m, s) in enumerate(result.ranked) if i == 0 or s > best - args.keep]
    chosen: dict[str, int] = {}  # child key -> the score of the first move to it
    for move, score in close:
        child = child_key(state, move)
        if child not in chosen and len(chosen) < args.width:
            chosen[child] = score
    # Every move to a chosen position, its symmetric twins too, with that position's score:
    # twins are equally good by symmetry even where the search, ordered differently, scored
    # them apart, and they give Master more than one way to play the same opening.
    kept = []
    for move in state.legal_moves():
        child = child_key(state, move)
        if child in chosen:
            kept.append((move, chosen[child]))
    kept.sort(key=lambda item: -item[1])
    return result.depth, tuple(kept)


def child_key(state: MorrisState, move: Any) -> str:
    child = state.copy()
    child.push(move)
    return state_key(child)[0]


def build(args: argparse.Namespace, log: Any) -> tuple[dict[str, tuple[int, Entry]], int]:
    """The book's positions and the number of plies it holds completely."""
    rules = MorrisState().options()
    work = Work(args, rules, resumable(args, rules))
    positions = work.positions
    level = [state_key(MorrisState())[0]]
    seen = set(level)
    started = time.monotonic()
    for ply in range(args.plies):
        following: list[str] = []
        for key in level:
            if args.max_positions and work.searched + (key not in work.reused) > args.max_positions:
                save(args, rules, positions, ply)
                log(f"stopped at --max-positions after {work.searched} searches, in ply {ply}")
                return positions, ply
            state = key_state(key, rules)
            entry = work.fill(key, state, ply)
            for move, _ in entry[1]:
                child = child_key(state, move)
                if child not in seen:
                    seen.add(child)
                    following.append(child)
        log(
            f"ply {ply}: {len(level)} positions, book {len(positions)}, "
            f"searched {work.searched}, {time.monotonic() - started:.0f} s"
        )
        level = following
    if args.lines is not None:
        add_lines(work, read_lines(args.lines), log)
    work.keep_the_rest()
    if args.verify_from:
        verify(work, log)
    if args.repair:
        repair(work, log)
    save(args, rules, positions, args.plies)
    return positions, args.plies


class Work:
    """The book being built: its positions, the resumed book's entries it may reuse, and the
    searches made so far (the file is written every ``--save-every`` of them)."""

    def __init__(
        self,
        args: argparse.Namespace,
        rules: dict[str, Any],
        reused: dict[str, tuple[int, Entry]],
    ) -> None:
        self.args = args
        self.rules = rules
        self.reused = reused
        self.positions: dict[str, tuple[int, Entry]] = {}
        self.searched = 0

    def keep_the_rest(self) -> None:
        """Keep the resumed book's entries this run did not reach, within its plies: a checked
        book's entries hold fewer moves, so its breadth-first pass alone no longer reaches all
        the positions (the opponent's other replies among them)."""
        for key, entry in self.reused.items():
            if key not in self.positions and placed(key_state(key, self.rules)) < self.args.plies:
                self.positions[key] = entry

    def fill(self, key: str, state: MorrisState, complete: int) -> tuple[int, Entry]:
        """Store and return ``key``'s entry: the resumed book's, or a search of ``state``,
        the key's own image (every entry is stored in its key's frame)."""
        if key in self.reused:
            self.positions[key] = self.reused[key]
            return self.reused[key]
        entry = choose(state, self.args)
        self.searched += 1
        self.positions[key] = entry
        if self.searched % self.args.save_every == 0:
            save(self.args, self.rules, self.positions, complete)
        return entry


def read_lines(path: Path) -> list[tuple[int, list[str]]]:
    """The games of a ``--lines`` file: ``(line number, moves)`` each."""
    games = []
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        words = text.split("#", 1)[0].split()
        if words:
            games.append((number, words))
    return games


def add_lines(work: Work, games: list[tuple[int, list[str]]], log: Any) -> None:
    """Search and store every position of ``games`` before ply ``--plies`` that the book
    lacks."""
    args = work.args
    before = work.searched
    started = time.monotonic()
    for number, moves in games:
        state = MorrisState()
        for ply, text in enumerate(moves[: args.plies]):
            key = state_key(state)[0]
            if key not in work.positions:
                work.fill(key, key_state(key, work.rules), args.plies)
            try:
                state.push(state.parse_move(text))
            except GameError as exc:
                raise SystemExit(f"{args.lines}, line {number}, ply {ply}: {text}: {exc}") from exc
    log(
        f"lines: {len(games)} games, book {len(work.positions)}, "
        f"searched {work.searched - before}, {time.monotonic() - started:.0f} s"
    )


def placed(state: MorrisState) -> int:
    """Plies played in a placing-phase position: the men placed so far."""
    return 2 * MEN_PER_SIDE - state.men_in_hand(0) - state.men_in_hand(1)


def checked_value(state: MorrisState, move: Any, args: argparse.Namespace) -> int:
    """``move``'s value in ``state`` by a search of the position it leads to, from the
    opponent's side, with ``--verify-nodes`` nodes."""
    child = state.copy()
    child.push(move)
    outcome = child.outcome()
    if outcome is not None:  # the opponent blocked as the moving phase begins
        return 0 if outcome.winner is None else WIN if outcome.winner == state.to_move else -WIN
    return -analyse(child, SearchControl(), args.verify_nodes, args.max_depth).ranked[0][1]


def checked_choice(state: MorrisState, entry: Entry, args: argparse.Namespace) -> Entry:
    """``entry`` without the moves whose ``checked_value`` falls more than ``--verify-margin``
    below the best one's (moves to the same position are checked once)."""
    values: dict[str, int] = {}
    for move, _ in entry:
        child = child_key(state, move)
        if child not in values:
            values[child] = checked_value(state, move, args)
    best = max(values.values())
    floor = best - args.verify_margin
    return tuple((m, s) for m, s in entry if values[child_key(state, m)] >= floor)


def verify(work: Work, log: Any) -> None:
    """Check every book position from ply ``--verify-from`` on with more than one move
    (``checked_choice``), in the order of their keys."""
    args = work.args
    started = time.monotonic()
    due = []
    for key in sorted(work.positions):
        entry = work.positions[key][1]
        state = key_state(key, work.rules)
        if len(entry) > 1 and placed(state) >= args.verify_from:
            due.append((key, state, entry))
    checked = dropped = 0
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = pool.map(lambda item: checked_choice(item[1], item[2], args), due)
        for (key, _, entry), kept in zip(due, results, strict=True):
            work.positions[key] = (work.positions[key][0], kept)
            checked += 1
            dropped += len(entry) - len(kept)
            if checked % args.save_every == 0:
                save(args, work.rules, work.positions, args.plies)
                log(f"verify: {checked} of {len(due)} positions, {dropped} moves dropped")
    log(
        f"verify: {checked} positions checked from ply {args.verify_from}, {dropped} moves "
        f"dropped, {time.monotonic() - started:.0f} s"
    )


def backed_up(work: Work) -> dict[str, int]:
    """Every book position's value backed up through the book (see ``--repair``)."""
    states = {key: key_state(key, work.rules) for key in work.positions}
    values: dict[str, int] = {}
    for key in sorted(states, key=lambda key: -placed(states[key])):  # children first
        values[key] = max(
            -values[child] if child in values else score
            for move, score in work.positions[key][1]
            for child in [child_key(states[key], move)]
        )
    return values


def revalued(state: MorrisState, values: dict[str, int], args: argparse.Namespace) -> Entry:
    """Every legal move of ``state`` valued by the book's backed-up value of its position, or
    else ``checked_value``; those within ``--keep`` of the best, best first."""
    scores: dict[str, int] = {}
    moves = state.legal_moves()
    for move in moves:
        child = child_key(state, move)
        if child not in scores:
            known = values.get(child)
            scores[child] = -known if known is not None else checked_value(state, move, args)
    best = max(scores.values())
    kept = [(m, scores[child_key(state, m)]) for m in moves]
    kept = [(m, s) for m, s in kept if s > best - args.keep]
    kept.sort(key=lambda item: -item[1])
    return tuple(kept)


def repair(work: Work, log: Any) -> None:
    """``--repair``: from the book's deepest ply up to ``--verify-from``, the positions whose
    backed-up value falls more than ``--verify-margin`` below their stored best are valued
    again (``revalued``)."""
    args = work.args
    started = time.monotonic()
    repaired = 0
    for ply in range(args.plies - 1, args.verify_from - 1, -1):
        values = backed_up(work)
        due = []
        for key in sorted(work.positions):
            state = key_state(key, work.rules)
            stored = max(score for _, score in work.positions[key][1])
            if placed(state) == ply and values[key] < stored - args.verify_margin:
                due.append((key, state))
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            revalue = partial(revalued, values=values, args=args)
            results = pool.map(revalue, [state for _, state in due])
            for (key, _), entry in zip(due, results, strict=True):
                work.positions[key] = (work.positions[key][0], entry)
        repaired += len(due)
        save(args, work.rules, work.positions, args.plies)
        log(f"repair: ply {ply}, {len(due)} positions, {time.monotonic() - started:.0f} s")
    log(f"repair: {repaired} positions valued again")


def built_record(args: argparse.Namespace, complete: int) -> dict[str, Any]:
    return {
        "plies": args.plies,
        "complete_plies": complete,
        "max_positions": args.max_positions,
        **{name: getattr(args, name) for name in SEARCH_PARAMETERS},
        **({"lines": args.lines.name} if args.lines is not None else {}),
        **(
            {
                "verify_from": args.verify_from,
                "verify_nodes": args.verify_nodes,
                "verify_margin": args.verify_margin,
            }
            if args.verify_from
            else {}
        ),
        **({"repair": True} if args.repair else {}),
    }


def save(
    args: argparse.Namespace,
    rules: dict[str, Any],
    positions: dict[str, tuple[int, Entry]],
    complete: int,
) -> None:
    """Write the book atomically: a run stopped while writing leaves the previous file."""
    data = encode_book(rules, built_record(args, complete), positions)
    temporary = args.output.with_name(args.output.name + ".tmp")
    temporary.write_bytes(data)
    os.replace(temporary, args.output)


def resumable(args: argparse.Namespace, rules: dict[str, Any]) -> dict[str, tuple[int, Entry]]:
    """The entries of the existing book that this run may reuse (none without ``--resume``)."""
    if not args.resume:
        return {}
    book = load_book(args.output)
    if book is None or book.rules != rules:
        return {}
    if any(book.built.get(name) != getattr(args, name) for name in SEARCH_PARAMETERS):
        return {}
    return book.positions


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    started = time.monotonic()

    def log(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    positions, complete = build(args, log)
    size = args.output.stat().st_size
    log(
        f"wrote {args.output}: {len(positions)} positions, complete to ply {complete}, "
        f"{size} bytes, {time.monotonic() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
