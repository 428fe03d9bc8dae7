//! Iterative deepening at the root: every root move gets a score, best first.
//!
//! Strong levels search the root with a null window around the best move (only the best score
//! is exact). Levels that choose among good moves pass a `margin`: every move within it of the
//! best gets an exact score, the others only "worse than best - margin".

use std::collections::HashSet;

use super::node::{parts, Code, Node, NONE};
use super::position::Position;
use super::search::{Searcher, INF, WIN, WIN_BOUND};
use crate::cancel::Stop;

/// What a root search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Every legal move with its score for the side to move, best first.
    pub ranked: Vec<(Code, i32)>,
    /// The deepest iteration completed (0: none; the order is the move generator's).
    pub depth: u32,
    pub nodes: u64,
}

/// The limits of one root search.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub nodes: u64,
    pub max_depth: u32,
    /// Centi-men: moves within this of the best get exact scores (0: only the best).
    pub margin: i32,
    /// A plain alpha-beta (no reductions, no quiescence): for the agreement tests.
    pub plain: bool,
}

/// The root of `position` as the search sees it, and the game's earlier positions.
fn root_of(position: &Position) -> (Node, HashSet<u64>) {
    let hand = position.hand();
    let node = Node {
        boards: position.boards(),
        hand: [hand[0] as u8, hand[1] as u8],
        side: position.side_to_move(),
        quiet: position.quiet(),
    };
    let game = if position.rules().repetition_draw {
        position.seen_keys().collect()
    } else {
        HashSet::new()
    };
    (node, game)
}

/// A move that wins at once: a mill against three men, or blocking the opponent.
fn immediate_win(root: &Node, moves: &[Code], flying: bool) -> Option<Code> {
    let opp = 1 - root.side;
    if root.men(opp) == 3 {
        if let Some(&c) = moves.iter().find(|&&c| parts(c).2 != NONE) {
            return Some(c);
        }
    }
    moves.iter().copied().find(|&c| root.child(c).blocked(flying))
}

/// Searches `position` (a game not over) within `budget` and `stop`.
pub fn analyse(position: &Position, budget: Budget, stop: &Stop) -> Analysis {
    let (root, game) = root_of(position);
    let rules = position.rules();
    let mut order = Vec::new();
    root.moves(rules.flying, &mut order);
    // Mill-closing moves first, as the generator's order is not.
    order.sort_by_key(|&c| parts(c).2 == NONE);
    if let Some(win) = immediate_win(&root, &order, rules.flying) {
        return Analysis {
            ranked: vec![(win, WIN - 1)],
            depth: 0,
            nodes: 0,
        };
    }
    let table = (budget.nodes as usize / 2).max(1 << 12);
    let mut searcher = Searcher::new(rules, game, stop, budget.nodes.max(1), table);
    searcher.plain = budget.plain;
    searcher.push_root(root.key());
    let mut scores: Vec<i32> = vec![0; order.len()];
    let mut completed = 0;
    for depth in 1..=budget.max_depth.max(1) {
        let mut current: Vec<Option<i32>> = vec![None; order.len()];
        iterate(&mut searcher, &root, &order, depth as i32, budget.margin, &mut current);
        if searcher.stopped {
            // A partial iteration still counts once its first (the previous best) move is
            // searched: any move that scored above it is better.
            if current[0].is_some() {
                for (s, c) in scores.iter_mut().zip(&current) {
                    if let Some(v) = c {
                        *s = *v;
                    }
                }
                completed = depth;
            }
            break;
        }
        scores = current.iter().map(|v| v.unwrap_or(-INF)).collect();
        completed = depth;
        // Stable: ties keep the old order.
        let mut pairs: Vec<(Code, i32)> = order.iter().copied().zip(scores.iter().copied()).collect();
        pairs.sort_by_key(|&(_, s)| -s);
        order = pairs.iter().map(|&(c, _)| c).collect();
        scores = pairs.iter().map(|&(_, s)| s).collect();
        let best = scores[0];
        if best.abs() > WIN_BOUND || searcher.out_of_budget() {
            break; // proven (a forced win, or every move loses), or the budget is spent
        }
    }
    let mut ranked: Vec<(Code, i32)> = order.into_iter().zip(scores).collect();
    ranked.sort_by_key(|&(_, s)| -s);
    Analysis {
        ranked,
        depth: completed,
        nodes: searcher.nodes,
    }
}

fn iterate(
    searcher: &mut Searcher<'_>,
    root: &Node,
    order: &[Code],
    depth: i32,
    margin: i32,
    out: &mut [Option<i32>],
) {
    let mut best = -INF;
    for (i, &c) in order.iter().enumerate() {
        let child = root.child(c);
        let search =
            |s: &mut Searcher<'_>, alpha: i32, beta: i32| -s.negamax(&child, depth - 1, 1, -beta, -alpha);
        let score = if child.men(child.side) < 3 {
            WIN - 1
        } else if best == -INF {
            search(searcher, -INF, INF)
        } else if margin > 0 {
            search(searcher, best - margin, INF)
        } else {
            let score = search(searcher, best, best + 1);
            if score > best && !searcher.stopped {
                search(searcher, best, INF)
            } else {
                score
            }
        };
        if searcher.stopped {
            return;
        }
        out[i] = Some(score);
        best = best.max(score);
    }
}
