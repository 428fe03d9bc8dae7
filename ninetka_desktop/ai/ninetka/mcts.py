"""Monte Carlo tree search for 2-4 players with one reward per player (max^n backup).

Every node keeps the summed reward vector of the playouts through it; a parent picks children by
the reward of the seat that moves there (PUCT: mean reward plus a prior-weighted exploration
term, so the knowledge priors act as progressive bias where branching is widest). The tree lives
for one move only.
"""

from __future__ import annotations

import math
import random

from ...games.ninetka.moves import MoveKind, NinetkaMove
from ...games.ninetka.state import PHASE_OVER, NinetkaState
from ..control import SearchControl, SearchStopped
from ..levels import Level
from .knowledge import priors
from .playout import PASS_MOVE, FastBoard, playout, rewards

#: Weight of the exploration term (rewards lie in [0, 1]).
EXPLORATION = 1.0
#: An unvisited child is valued at its parent's mean minus this (first-play urgency), so the
#: priors, not blind enumeration, decide which of 36 edge slots get tried first.
FPU_REDUCTION = 0.05
#: Weaker levels choose among moves whose value is at most this far below the most visited one.
BLUNDER_MARGIN = 0.08
#: ... and which got at least this share of its visits.
MIN_VISIT_SHARE = 0.1
#: Playouts between checks whether the most visited root move can still be overtaken.
DECIDED_CHECK_EVERY = 64


class Node:
    __slots__ = ("children", "move", "player", "prior", "totals", "visits")

    def __init__(self, move: int, player: int, prior: float, players: int) -> None:
        self.move = move
        #: The seat that played ``move`` into this node; ``totals[player]`` is what it optimises.
        self.player = player
        self.prior = prior
        self.visits = 0
        self.totals = [0.0] * players
        self.children: list[Node] | None = None

    def mean(self, seat: int) -> float:
        return self.totals[seat] / self.visits if self.visits else 0.0


def move_key(move: NinetkaMove) -> int:
    """The int the search uses for an engine move."""
    return PASS_MOVE if move.kind is MoveKind.PASS else move.cell


def _expand(node: Node, fb: FastBoard, moves: list[int]) -> None:
    seat = fb.to_move
    players = fb.players
    node.children = [
        Node(move, seat, prior, players)
        for move, prior in zip(moves, priors(fb, moves), strict=True)
    ]


def _select(node: Node, seat: int) -> Node:
    children = node.children
    assert children is not None
    scale = EXPLORATION * math.sqrt(node.visits + 1)
    fpu = node.totals[seat] / node.visits - FPU_REDUCTION if node.visits else 0.5
    best = children[0]
    best_value = -math.inf
    for child in children:
        n = child.visits
        q = child.totals[seat] / n if n else fpu
        value = q + scale * child.prior / (1 + n)
        if value > best_value:
            best_value, best = value, child
    return best


def _decided(root: Node, remaining: int) -> bool:
    """True when no other root move can reach the most visited one's visits in ``remaining``
    more playouts, so the most visited move is already the one the full search would pick."""
    children = root.children
    assert children is not None
    first = second = 0
    for child in children:
        n = child.visits
        if n > first:
            first, second = n, first
        elif n > second:
            second = n
    return first - second > remaining


def run_search(
    state: NinetkaState,
    playouts: int,
    control: SearchControl,
    rng: random.Random,
    stop_when_decided: bool = False,
) -> Node:
    """Grow a tree from ``state`` for ``playouts`` iterations or until ``control`` stops it.

    With ``stop_when_decided`` the search also stops once the most visited root move can no
    longer be overtaken within the budget: a level that plays the most visited move then plays
    exactly the move of the full search, sooner."""
    root_board = FastBoard.from_state(state)
    players = root_board.players
    root = Node(PASS_MOVE, -1, 1.0, players)
    _expand(root, root_board, [move_key(m) for m in state.legal_moves()])
    try:
        for done in range(playouts):
            if control.exhausted():
                break
            if (
                stop_when_decided
                and done % DECIDED_CHECK_EVERY == 0
                and _decided(root, playouts - done)
            ):
                break
            fb = root_board.copy()
            node = root
            path = [root]
            while fb.phase != PHASE_OVER:
                if node.children is None:
                    # A leaf is first judged by one playout; it grows children on its next visit.
                    if node.visits == 0:
                        break
                    _expand(node, fb, fb.moves())
                node = _select(node, fb.to_move)
                fb.play(node.move)
                path.append(node)
            if fb.phase == PHASE_OVER:
                result, plies = rewards(fb.scores()), 0
            else:
                result, plies = playout(fb, rng)
            for visited in path:
                visited.visits += 1
                totals = visited.totals
                for seat in range(players):
                    totals[seat] += result[seat]
            # About one unit per ply, so the deadline is checked every few playouts.
            control.tick(plies + len(path))
    except SearchStopped:
        pass
    return root


def plays_most_visited(level: Level) -> bool:
    """Whether ``level`` always plays the root's most visited move (no imperfect choice), so its
    search may stop once that move is decided."""
    return level.temperature <= 0 and level.epsilon <= 0


def pick_move(root: Node, seat: int, level: Level, rng: random.Random) -> int:
    """The root move to play: the most visited, or for weaker levels an imperfect choice among
    the moves that are nearly as good (softmax over values, epsilon among the better half)."""
    children = root.children
    assert children
    visited = [c for c in children if c.visits] or children
    best = max(visited, key=lambda c: (c.visits, c.mean(seat), c.prior))
    if plays_most_visited(level):
        return best.move
    floor = best.mean(seat) - BLUNDER_MARGIN
    good = [
        c for c in visited if c.visits >= MIN_VISIT_SHARE * best.visits and c.mean(seat) >= floor
    ]
    good.sort(key=lambda c: -c.mean(seat))
    if level.epsilon > 0 and rng.random() < level.epsilon:
        return rng.choice(good[: (len(good) + 1) // 2]).move
    if level.temperature <= 0:
        return best.move
    top = good[0].mean(seat)
    weights = [math.exp((c.mean(seat) - top) / level.temperature) for c in good]
    pick = rng.random() * sum(weights)
    for child, weight in zip(good, weights, strict=True):
        pick -= weight
        if pick <= 0:
            return child.move
    return good[-1].move
