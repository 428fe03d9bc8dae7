"""A game as a tree of moves: the main line, its variations and a comment on every position.

Pure Python, no Qt, and no change notifications: the tree is plain data that changes only
through the methods below, each of which says what it changed, so a Qt item model over it can
emit its own signals (``beginInsertRows`` before ``add_move``, ``beginMoveRows`` before
``promote``...).

The model
---------

``MoveTree(start)`` grows from a start position: any ``GameState`` of the rules library, the
game's initial position or a set-up one (a state whose history is empty; ``MoveTree.from_state``
takes a state with moves played and makes them the main line).

Every position of the tree is a ``Node``:

- ``node.id``: an int, unique in its tree and never reused, the same for the node's whole life
  (``tree.node(id)`` finds it again), so a view can keep it as the ``internalId`` of a model
  index. The root's id is 0.
- ``node.parent``: the node before (``None`` for the root), ``node.children``: the moves played
  from here, the **first child the main line** (of this node's line), the others its
  variations, in order. ``node.row`` is the node's place among its parent's children.
- ``node.move``: the move that leads here (a move value of the game, as the rules library makes
  them; ``None`` at the root), ``node.notation``: that move in the notation of RULES.md
  (``""`` at the root), ``node.mover``: the 0-based seat that played it (-1 at the root).
- ``node.comment``: plain text about the position after the move (the root's: about the start),
  ``""`` when none. At most ``MAX_COMMENT_LENGTH`` characters; ``comment_problem`` says what a
  comment may hold.
- ``node.ply``: moves from the start (0 at the root).

Reading the tree
----------------

- ``tree.root``, ``tree.node(id)``, ``id in tree``, ``len(tree)`` (nodes, the root included),
  ``tree.nodes()`` (every node, depth first, a node before its children, children in order).
- ``tree.path(node)``: the nodes from the root's first move down to ``node`` (``[]`` for the
  root); ``tree.notation_path(node)``: their moves in notation.
- ``tree.main_line(node=root)``: the nodes that follow ``node`` by first children, ``node``
  excluded; ``tree.main_line_end()``: the last node of the main line.
- ``node.main_child`` (first child or ``None``), ``node.next_sibling`` / ``node.previous_sibling``
  (the next / previous variation at the same branch point), ``node.is_main_line()`` (on the
  game's main line: every step from the root a first child), ``node.variation_start()`` (the node
  where the variation holding ``node`` leaves its parent line: the nearest of ``node`` and its
  ancestors that is not a first child, ``None`` on the main line).
- ``tree.state_at(node)``: a new ``GameState`` of the position at ``node``, its history the path
  from the start (replayed through the rules library, which stays the one judge of legality);
  ``tree.start_state()``: a copy of the start; ``tree.game_name``.

Changing the tree (each returns what a view needs to know)
----------------------------------------------------------

- ``tree.add_move(node, move)`` -> ``(child, created)``: plays ``move`` (a move value or its
  notation) in the position at ``node``. When ``node`` already has a child for that move, that
  child is returned and nothing changes (``created`` False); otherwise a new child is appended
  after the existing ones (the main line when it is the first, else a new variation) and
  ``created`` is True. An illegal or malformed move raises the rules library's
  ``IllegalMoveError`` / ``InvalidMoveError`` (``GameError``s) and changes nothing.
- ``tree.add_played(node, move, notation, mover)``: the same for a move the rules library has just
  judged legal and played at ``node`` (a board's push), given as that state writes it and with
  the seat that played it: nothing replayed or judged again.
- ``tree.promote(node)`` -> the ``(parent, old_row, new_row)`` moved, or ``None``: the variation
  holding ``node`` (from ``node.variation_start()``) moves one place up among its siblings; from
  the second place it becomes the main line of its branch point. ``None`` (nothing changed) when
  ``node`` is on the main line.
- ``tree.make_main_line(node)`` -> the list of ``(parent, old_row)`` moves made, each to row 0,
  from the root down: afterwards ``node`` is on the main line.
- ``tree.delete(node)`` -> ``(parent, row)``: removes ``node`` and everything after it (its
  subtree). The root cannot be deleted (``ValueError``). When a main-line child goes, the next
  variation becomes the main line of its branch point.
- ``tree.set_comment(node, text)``: replaces the comment (``clean_comment`` first: surrounding
  blanks dropped, line breaks made ``\\n``, tabs spaces); ``ValueError`` with the reason when
  ``comment_problem`` finds one, nothing changed.

Every method takes a ``Node`` of this tree (``ValueError`` for a node of another tree or one that
was deleted). Nodes are compared by identity; ``tree.snapshot()`` is a plain value of the whole
tree (its start, moves, comments, order) for comparing two trees, e.g. after a write and a read.

Files and text
--------------

- ``records.save_record(path, tree, seats)`` / ``dumps_record(tree, seats)`` write a tree
  (version 2 records keep the variations, comments and a set-up start); ``load_record`` and
  ``parse_record`` give a ``GameRecord`` whose ``game`` is the tree (``state``: the end of its
  main line, ``seats``: the players). Each also takes a plain ``GameState`` (its moves, from
  its start).
- ``pgn.write_pgn(tree, seats)`` / ``pgn.read_pgn(text, morris_options)``: the same as PGN
  (Sanmill's dialect for Morris, ours for 9tka); ``pasted.parse_pasted_game`` reads PGN too.
- A set-up start: ``position_strings.read_position_string(text, morris_options)`` or
  ``ninetka.position.state_from_position`` / ``morris.position.state_from_position`` give a
  state without history; ``MoveTree(state)`` grows from it.
"""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from .base import GameState
from .errors import GameError

#: The longest comment a position may carry, in characters.
MAX_COMMENT_LENGTH = 2000


def clean_comment(text: str) -> str:
    """``text`` as a comment is stored: line breaks ``\\n``, tabs as spaces, surrounding blanks
    dropped."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", " ")
    return "\n".join(line.rstrip() for line in text.strip().split("\n"))


def comment_problem(text: str) -> str | None:
    """Why ``text`` (as ``clean_comment`` leaves it) cannot be a comment, in words a player can
    read; ``None`` when it can.

    A comment is plain text of at most ``MAX_COMMENT_LENGTH`` characters, on one or more lines.
    It holds no ``}`` (a PGN comment ends there), no control character other than the line
    break, and no text-direction override or isolate (they would reorder the text around it).
    """
    if len(text) > MAX_COMMENT_LENGTH:
        return f"a comment is at most {MAX_COMMENT_LENGTH} characters ({len(text)} given)"
    for char in text:
        if char == "\n":
            continue
        if char == "}":
            return "a comment cannot hold a closing brace }"
        category = unicodedata.category(char)
        if category == "Cc":
            return f"a comment cannot hold the control character U+{ord(char):04X}"
        if category == "Cs" or char in _BIDI_CONTROLS:
            return f"a comment cannot hold the character U+{ord(char):04X}"
    return None


_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")


@dataclass(eq=False, slots=True)
class Node:
    """One position of a ``MoveTree``: the move that led here and what follows."""

    id: int
    parent: Node | None
    #: The move value (``None`` at the root).
    move: Any = None
    #: The move in notation (``""`` at the root).
    notation: str = ""
    #: The 0-based seat that played the move (-1 at the root).
    mover: int = -1
    comment: str = ""
    children: list[Node] = field(default_factory=list)
    ply: int = 0

    @property
    def row(self) -> int:
        """The node's place among its parent's children (0 for the root)."""
        if self.parent is None:
            return 0
        return _row(self.parent, self)

    @property
    def main_child(self) -> Node | None:
        return self.children[0] if self.children else None

    @property
    def next_sibling(self) -> Node | None:
        if self.parent is None:
            return None
        siblings = self.parent.children
        row = _row(self.parent, self) + 1
        return siblings[row] if row < len(siblings) else None

    @property
    def previous_sibling(self) -> Node | None:
        if self.parent is None:
            return None
        row = _row(self.parent, self)
        return self.parent.children[row - 1] if row else None

    def is_root(self) -> bool:
        return self.parent is None

    def is_main_line(self) -> bool:
        """Whether every step from the root to here is a first child."""
        return self.variation_start() is None

    def variation_start(self) -> Node | None:
        """The nearest of this node and its ancestors that is not a first child: where the
        variation holding this node leaves its parent line. ``None`` on the main line."""
        node: Node | None = self
        while node is not None and node.parent is not None:
            if node.parent.children[0] is not node:
                return node
            node = node.parent
        return None

    def __repr__(self) -> str:
        return f"Node(id={self.id}, ply={self.ply}, move={self.notation!r})"


@dataclass(frozen=True, slots=True)
class Entry:
    """A move as a game file holds it: in notation, after the node numbered ``parent``."""

    parent: int
    text: str
    comment: str = ""


class EntryError(GameError):
    """An entry of a game file that cannot be in the tree: ``index`` (into the entries; -1 for
    the start's comment), the reason, and whether its comment is at fault rather than its
    move."""

    def __init__(self, index: int, reason: str, *, comment: bool = False) -> None:
        super().__init__(reason)
        self.index = index
        self.reason = reason
        self.comment = comment


def _row(parent: Node, child: Node) -> int:
    for row, sibling in enumerate(parent.children):
        if sibling is child:
            return row
    raise ValueError(f"{child!r} is not a child of {parent!r}")


class MoveTree:
    """A game's moves as a tree from a start position; see the module's documentation."""

    def __init__(self, start: GameState[Any]) -> None:
        if start.move_stack:
            raise ValueError("a move tree starts from a position without history")
        self._start = start.copy()
        self._ids = itertools.count(1)
        self.root = Node(id=0, parent=None)
        self._nodes: dict[int, Node] = {0: self.root}

    @classmethod
    def from_state(cls, state: GameState[Any]) -> MoveTree:
        """A tree whose main line is the moves ``state`` has played, from the position it
        started in."""
        start, moves = state.taken_back()
        tree = cls(start)
        replay = start.copy()
        node = tree.root
        for move in moves:
            node = tree._attach(node, replay, move)
            replay.push_unchecked(move)
        return tree

    # --- reading ----------------------------------------------------------------------------

    @property
    def game_name(self) -> str:
        return self._start.game_name

    def start_state(self) -> GameState[Any]:
        """A copy of the start position."""
        return self._start.copy()

    def node(self, node_id: int) -> Node:
        """The node with ``node_id``; KeyError when the tree has none (never had, or deleted)."""
        return self._nodes[node_id]

    def __contains__(self, node_id: object) -> bool:
        return node_id in self._nodes

    def __len__(self) -> int:
        return len(self._nodes)

    def nodes(self) -> Iterator[Node]:
        """Every node, depth first: a node before its children, children in order."""
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def path(self, node: Node) -> list[Node]:
        """The nodes from the first move down to ``node`` (``[]`` for the root)."""
        self._own(node)
        path = []
        current: Node | None = node
        while current is not None and current.parent is not None:
            path.append(current)
            current = current.parent
        path.reverse()
        return path

    def notation_path(self, node: Node) -> list[str]:
        """The moves from the start to ``node``, in notation."""
        return [step.notation for step in self.path(node)]

    def main_line(self, node: Node | None = None) -> list[Node]:
        """The nodes that follow ``node`` (the root when None) by first children."""
        current = self.root if node is None else self._own(node)
        line = []
        while current.children:
            current = current.children[0]
            line.append(current)
        return line

    def main_line_end(self) -> Node:
        """The last node of the game's main line (the root when no move was played)."""
        line = self.main_line()
        return line[-1] if line else self.root

    def state_at(self, node: Node) -> GameState[Any]:
        """A new state of the position at ``node``, its history the moves from the start."""
        state = self._start.copy()
        for step in self.path(node):
            # Every move was judged legal in this very position when it was added.
            state.push_unchecked(step.move)
        return state

    def snapshot(self) -> tuple[Any, ...]:
        """The whole tree as a plain value: the game, its start, and every node in depth-first
        order as ``(notation, comment, number of children)`` (which fixes the order)."""
        start = self._start
        return (
            start.game_name,
            start.options(),
            start.board_diagram(),
            start.to_move,
            tuple((n.notation, n.comment, len(n.children)) for n in self.nodes()),
        )

    # --- changing ---------------------------------------------------------------------------

    def add_move(self, node: Node, move: Any) -> tuple[Node, bool]:
        """Play ``move`` (a move value or its notation) at ``node``: the existing child for it
        and False, or a new child appended after the others and True. GameError (the rules
        library's reason) for an illegal or malformed move, and nothing changes."""
        self._own(node)
        state = self.state_at(node)
        if isinstance(move, str):
            move = state.parse_move(move)  # InvalidMoveError / IllegalMoveError
        else:
            state.require_legal(move)
        notation = state.move_to_str(move)
        for child in node.children:
            if child.notation == notation:
                return child, False
        return self._attach(node, state, move), True

    def add_played(self, node: Node, move: Any, notation: str, mover: int) -> tuple[Node, bool]:
        """``add_move`` for a move the rules library has just judged legal and played in the
        position at ``node`` (a board's own push): nothing is replayed or judged again.
        ``notation`` and ``mover`` are the move as that state writes it and the seat that
        played it."""
        self._own(node)
        for child in node.children:
            if child.notation == notation:
                return child, False
        return self._append(node, move, notation, mover), True

    def promote(self, node: Node) -> tuple[Node, int, int] | None:
        """Move the variation holding ``node`` one place up among its siblings; returns
        ``(parent, old_row, new_row)``, or None when ``node`` is on the main line."""
        self._own(node)
        start = node.variation_start()
        if start is None or start.parent is None:
            return None
        parent = start.parent
        row = _row(parent, start)
        siblings = parent.children
        siblings[row - 1], siblings[row] = siblings[row], siblings[row - 1]
        return parent, row, row - 1

    def make_main_line(self, node: Node) -> list[tuple[Node, int]]:
        """Make ``node`` part of the main line: each ancestor-or-self that is not a first child
        moves to row 0 of its parent (the others keep their order). Returns the moves made as
        ``(parent, old_row)``, from the root down."""
        moved = []
        for step in self.path(node):
            parent = step.parent
            assert parent is not None
            row = _row(parent, step)
            if row:
                parent.children.insert(0, parent.children.pop(row))
                moved.append((parent, row))
        return moved

    def delete(self, node: Node) -> tuple[Node, int]:
        """Remove ``node`` and every node after it; returns ``(parent, row)`` it had."""
        self._own(node)
        parent = node.parent
        if parent is None:
            raise ValueError("the start of the game cannot be deleted")
        row = _row(parent, node)
        del parent.children[row]
        stack = [node]
        while stack:
            gone = stack.pop()
            del self._nodes[gone.id]
            gone.parent = None
            stack.extend(gone.children)
        return parent, row

    def set_comment(self, node: Node, text: str) -> None:
        """Replace ``node``'s comment with ``clean_comment(text)``; ValueError with the reason
        when it cannot be a comment (``comment_problem``)."""
        self._own(node)
        cleaned = clean_comment(text)
        problem = comment_problem(cleaned)
        if problem is not None:
            raise ValueError(problem)
        node.comment = cleaned

    # --- for the readers of records and PGN in this package -----------------------------------

    def _attach(self, parent: Node, state: GameState[Any], move: Any) -> Node:
        """Append a child for ``move``, already judged legal in ``state`` (the position at
        ``parent``); no check for a child with the same move."""
        return self._append(parent, move, state.move_to_str(move), state.to_move)

    def _append(self, parent: Node, move: Any, notation: str, mover: int) -> Node:
        child = Node(
            id=next(self._ids),
            parent=parent,
            move=move,
            notation=notation,
            mover=mover,
            ply=parent.ply + 1,
        )
        parent.children.append(child)
        self._nodes[child.id] = child
        return child

    @classmethod
    def _build(
        cls, start: GameState[Any], entries: Sequence[Entry], root_comment: str = ""
    ) -> MoveTree:
        """The tree of ``entries`` (as records and PGN hold a game): entry ``i`` is node
        ``i + 1``, a move in notation played at node ``parent`` (0 the start, else an earlier
        entry's node), appended after that node's earlier children, with its comment.

        Every move is replayed through the rules, depth first with one state taken back move by
        move, so the work is proportional to the number of moves however deep the lines.
        ``EntryError`` names the first entry that is not a legal move there, a second child
        with the same move, or a comment that cannot be one."""
        tree = cls(start)
        nodes = [tree.root]
        problem = comment_problem(root_comment)
        if problem is not None:
            raise EntryError(-1, problem, comment=True)
        tree.root.comment = root_comment
        children: list[list[int]] = [[] for _ in range(len(entries) + 1)]
        for index, entry in enumerate(entries):
            if not 0 <= entry.parent <= index:
                raise EntryError(index, "the move follows no position before it")
            children[entry.parent].append(index + 1)
        nodes.extend([tree.root] * len(entries))  # placeholders, replaced as the walk goes
        state = tree._start.copy()
        # (node number, its children not walked yet, reversed)
        stack: list[tuple[int, list[int]]] = [(0, list(reversed(children[0])))]
        while stack:
            number, pending = stack[-1]
            if not pending:
                stack.pop()
                if number:
                    state.pop()
                continue
            child_number = pending.pop()
            entry = entries[child_number - 1]
            parent = nodes[number]
            try:
                move = state.parse_move(entry.text)
            except GameError as error:
                raise EntryError(child_number - 1, str(error)) from error
            notation = state.move_to_str(move)
            if any(other.notation == notation for other in parent.children):
                raise EntryError(child_number - 1, f"{notation} is given twice at one position")
            problem = comment_problem(entry.comment)
            if problem is not None:
                raise EntryError(child_number - 1, problem, comment=True)
            node = tree._attach(parent, state, move)
            node.comment = entry.comment
            nodes[child_number] = node
            state.push_unchecked(move)
            stack.append((child_number, list(reversed(children[child_number]))))
        return tree

    def _own(self, node: Node) -> Node:
        if self._nodes.get(node.id) is not node:
            raise ValueError(f"{node!r} is not a node of this tree")
        return node


__all__ = ["MAX_COMMENT_LENGTH", "MoveTree", "Node", "clean_comment", "comment_problem"]
