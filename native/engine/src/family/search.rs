//! Iterative-deepening alpha-beta (principal-variation search) for the family.
//!
//! Moves are ordered table move first, then removals, two killers per ply, the rest by history;
//! late quiet moves are searched a ply shallower first (and again at full depth when they beat
//! alpha). At depth 0 a short quiescence search plays out the removals the side to move can
//! make, standing pat on the evaluation.
//!
//! The rules' ends are the position's own (`Position::end`: a winning mill, two men, a full
//! board, blocked, threefold repetition, the no-removal counts); inside the tree a position
//! that already occurred on the path below the root also scores as a draw (not in the
//! analysis, `Budget::every_move`, whose values keep to the rules' own draws). A position the
//! game before the root has seen once is no draw: only its third occurrence is. Wins and
//! losses score `WIN - plies`: faster wins and slower losses are better.
//!
//! The analysis's transposition table tells positions apart by the history they can repeat and
//! by the no-removal count (`entry_key`), so a proven score is never taken where another
//! history would draw or lose differently.

use super::eval::evaluate;
use super::position::{End, Move, Position, NO_POINT};
use super::table::{Bound, Table};
use crate::cancel::Stop;
use crate::history_hash::{mix, window_after};

pub const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses found by the search (ply-adjusted).
pub const WIN_BOUND: i32 = WIN - 1_000;
const INF: i32 = 10 * WIN;
const MAX_PLY: usize = 128;
const QUIESCENCE_PLIES: usize = 4;

const TABLE_MOVE: i64 = 1 << 40;
const REMOVAL: i64 = 1 << 36;
const KILLER: i64 = 1 << 32;

/// The limits of one root search.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub nodes: u64,
    pub max_depth: u32,
    /// Centi-men: root moves within this of the best get exact scores (0: only the best).
    pub margin: i32,
    /// Centi-men a draw costs the side to move at the root (0: a draw is worth 0): a strong
    /// level keeps playing for a win rather than repeat the position with a weaker one.
    pub contempt: i32,
    /// Deepen until every root move's result is proven (the analysis, which values every
    /// move), not only until the best move's is (play, which needs the best move alone).
    pub every_move: bool,
}

/// What a root search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Every legal move with its score for the side to move, best first; a score at or below
    /// `best - margin` is only an upper bound.
    pub ranked: Vec<(Move, i32)>,
    /// The analysis (`Budget::every_move`): the line the search expects after each ranked
    /// move, in the same order, read from the transposition table (empty in play).
    pub lines: Vec<Vec<Move>>,
    /// The deepest iteration completed (0: none; the order is the move generator's).
    pub depth: u32,
    pub nodes: u64,
}

/// The longest line read after a root move.
pub const LINE_PLIES: usize = 12;

struct Searcher<'a> {
    pos: Position,
    /// The draw's score for the side to move at the root.
    draw: i32,
    /// Draws only as the rules have them (the analysis): a position seen before on the path
    /// is not scored a draw at once, so that the values stay the rules' own; the table's key
    /// holds the history (`entry_key`).
    strict_draws: bool,
    /// Per ply: a hash of the positions since the last placement or removal.
    windows: Vec<u64>,
    root_side: usize,
    stop: &'a Stop,
    node_limit: u64,
    nodes: u64,
    stopped: bool,
    table: Table,
    history: Vec<i64>,
    killers: Vec<[u16; 2]>,
    lists: Vec<Vec<Move>>,
}

/// The table's key: the position and, in Morabaraba, the return it forbids (never 0).
fn table_key(pos: &Position) -> u64 {
    let forbidden = pos
        .forbidden_return()
        .map_or(0, |(a, b)| 1 + a as u64 * 32 + b as u64);
    (pos.key() ^ forbidden.wrapping_mul(0xD6E8_FEB8_6659_FD93)) | 1 << 63
}

/// Stores a proven score relative to the node rather than the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

fn history_index(mv: Move) -> usize {
    (mv.src.min(31) as usize) << 5 | mv.dst as usize
}

impl<'a> Searcher<'a> {
    fn new(pos: Position, stop: &'a Stop, node_limit: u64, contempt: i32) -> Self {
        Searcher {
            root_side: pos.side_to_move(),
            draw: -contempt,
            strict_draws: false,
            pos,
            stop,
            node_limit,
            nodes: 0,
            stopped: false,
            table: Table::new((node_limit / 2) as usize),
            windows: vec![0; MAX_PLY + 2],
            history: vec![0; 1 << 10],
            killers: vec![[0; 2]; MAX_PLY + 1],
            lists: (0..=MAX_PLY + QUIESCENCE_PLIES + 1)
                .map(|_| Vec::with_capacity(64))
                .collect(),
        }
    }

    #[inline]
    fn tick(&mut self) -> bool {
        if !self.stopped {
            self.nodes += 1;
            if self.nodes >= self.node_limit || (self.nodes & 1023 == 0 && self.stop.should_stop())
            {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// The table's key of the position at `ply`; in the analysis (`strict_draws`) mixed with
    /// the history it can repeat and its count. Sets the window of `ply`, which the next
    /// plies extend.
    fn entry_key(&mut self, ply: usize) -> u64 {
        let parent = if ply == 0 { 0 } else { self.windows[ply - 1] };
        let window = window_after(parent, self.pos.key(), self.pos.quiet());
        self.windows[ply] = window;
        self.keyed(window)
    }

    fn keyed(&self, window: u64) -> u64 {
        let key = table_key(&self.pos);
        if !self.strict_draws {
            return key;
        }
        // Only what can change a value: the history where positions repeat, the count where
        // it ends games.
        let flags = &self.pos.rules().flags;
        let history = if flags.repetition_draw { window } else { 0 };
        let counted = flags.no_removal_limit > 0 || flags.endgame_limit > 0;
        let count = if counted {
            u64::from(self.pos.quiet())
        } else {
            0
        };
        if history == 0 && count == 0 {
            return key;
        }
        (key ^ mix(history ^ count.wrapping_mul(0xA24B_AED4_963E_E407))) | 1 << 63
    }

    /// A draw's score for the side to move.
    #[inline]
    fn draw_score(&self) -> i32 {
        if self.pos.side_to_move() == self.root_side {
            self.draw
        } else {
            -self.draw
        }
    }

    /// The score of an ended game for the side to move, `ply` plies from the root.
    fn end_score(&self, end: End, ply: usize) -> i32 {
        match end {
            End::Draw(_) => self.draw_score(),
            End::Win(winner, _) if winner as usize == self.pos.side_to_move() => WIN - ply as i32,
            End::Win(..) => ply as i32 - WIN,
        }
    }

    /// The line after the root move `first`: the table's best move at each position, while
    /// the table has one that is legal there, the game goes on and no position comes again.
    fn line_after(&mut self, first: Move, max_plies: usize) -> Vec<Move> {
        let mut line = Vec::new();
        let mut moves = Vec::new();
        self.pos.play(first);
        let mut window = self.windows[0];
        while line.len() < max_plies && self.pos.end().is_none() && self.pos.occurrences() < 2 {
            moves.clear();
            self.pos.generate(&mut moves);
            window = window_after(window, self.pos.key(), self.pos.quiet());
            let stored = self.table.probe(self.keyed(window)).map(|entry| entry.mv);
            let chosen = match stored.and_then(|code| moves.iter().find(|m| m.code() == code)) {
                Some(&mv) => Some(mv),
                // A forced end found at the search's last ply is not in the table: the move
                // that ends the game at once, if there is one.
                None => self.winning_move(&moves),
            };
            let Some(mv) = chosen else {
                break;
            };
            self.pos.play(mv);
            line.push(mv);
        }
        for _ in 0..=line.len() {
            self.pos.undo();
        }
        line
    }

    /// One of `moves` (the side to move's) that wins the game at once.
    fn winning_move(&mut self, moves: &[Move]) -> Option<Move> {
        let side = self.pos.side_to_move();
        moves.iter().copied().find(|&mv| {
            self.pos.play(mv);
            let wins =
                matches!(self.pos.end(), Some(End::Win(winner, _)) if winner as usize == side);
            self.pos.undo();
            wins
        })
    }

    /// Orders `moves` in place: table move, removals, killers, history.
    fn order(&self, moves: &mut [Move], best: u16, ply: usize) {
        let killers = self.killers[ply];
        moves.sort_by_cached_key(|&mv| {
            let code = mv.code();
            let mut key = self.history[history_index(mv)];
            if code == best {
                key += TABLE_MOVE;
            }
            if mv.remove != NO_POINT {
                key += REMOVAL;
            }
            if killers.contains(&code) {
                key += KILLER;
            }
            std::cmp::Reverse(key)
        });
    }

    fn quiescence(&mut self, mut alpha: i32, beta: i32, ply: usize, left: usize) -> i32 {
        if self.tick() {
            return 0;
        }
        if let Some(end) = self.pos.end() {
            return self.end_score(end, ply);
        }
        let stand = evaluate(&self.pos);
        if stand >= beta || left == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut moves = std::mem::take(&mut self.lists[ply]);
        moves.clear();
        self.pos.generate(&mut moves);
        moves.retain(|m| m.remove != NO_POINT);
        let mut best = stand;
        for &mv in &moves {
            self.pos.play(mv);
            let score = -self.quiescence(-beta, -alpha, ply + 1, left - 1);
            self.pos.undo();
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if score >= beta {
                    break;
                }
            }
        }
        self.lists[ply] = moves;
        best
    }

    fn search(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.tick() {
            return 0;
        }
        if let Some(end) = self.pos.end() {
            return self.end_score(end, ply);
        }
        if !self.strict_draws && self.pos.repeated_on_path() {
            return self.draw_score();
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(alpha, beta, ply, QUIESCENCE_PLIES);
        }
        let key = self.entry_key(ply);
        let mut table_move = 0;
        if let Some(entry) = self.table.probe(key) {
            table_move = entry.mv;
            if entry.depth as i32 >= depth {
                let score = from_table(entry.score, ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        moves.clear();
        self.pos.generate(&mut moves);
        if moves.is_empty() {
            self.lists[ply] = moves;
            return ply as i32 - WIN;
        }
        self.order(&mut moves, table_move, ply);
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_move = moves[0];
        for (i, &mv) in moves.iter().enumerate() {
            self.pos.play(mv);
            let quiet = mv.remove == NO_POINT;
            let score = if i == 0 {
                -self.search(depth - 1, -beta, -alpha, ply + 1)
            } else {
                let reduce = if quiet && depth >= 3 && i >= 4 { 1 } else { 0 };
                let mut s = -self.search(depth - 1 - reduce, -alpha - 1, -alpha, ply + 1);
                if s > alpha && reduce > 0 {
                    s = -self.search(depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta {
                    s = -self.search(depth - 1, -beta, -alpha, ply + 1);
                }
                s
            };
            self.pos.undo();
            if self.stopped {
                self.lists[ply] = moves;
                return 0;
            }
            if score > best {
                best = score;
                best_move = mv;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        if quiet {
                            let code = mv.code();
                            let k = &mut self.killers[ply];
                            if k[0] != code {
                                k[1] = k[0];
                                k[0] = code;
                            }
                            self.history[history_index(mv)] += (depth * depth) as i64;
                        }
                        break;
                    }
                }
            }
        }
        self.lists[ply] = moves;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(
            key,
            to_table(best, ply),
            best_move.code(),
            depth.min(127) as i8,
            bound,
        );
        best
    }
}

/// The root search of `position` (a game not over): every legal move scored for the side to
/// move by iterative deepening within `budget` and `stop`. Deterministic for a position and a
/// budget unless `stop` cuts it short.
pub fn analyse(position: &Position, budget: Budget, stop: &Stop) -> Analysis {
    let root_moves = position.legal_moves();
    let mut ranked: Vec<(Move, i32)> = root_moves.iter().map(|&m| (m, 0)).collect();
    let mut searcher = Searcher::new(position.clone(), stop, budget.nodes.max(1), budget.contempt);
    searcher.strict_draws = budget.every_move;
    searcher.windows[0] = window_after(0, position.key(), position.quiet());
    let mut completed = 0;
    let mut lines = Vec::new();
    let max_depth = budget.max_depth.clamp(1, MAX_PLY as u32 - 1);
    for depth in 1..=max_depth {
        if stop.should_stop() {
            break;
        }
        let mut scores = Vec::with_capacity(ranked.len());
        let mut found = Vec::with_capacity(ranked.len());
        let mut best = -INF;
        for (i, &(mv, _)) in ranked.iter().enumerate() {
            searcher.pos.play(mv);
            let d = depth as i32 - 1;
            let score = if i == 0 {
                -searcher.search(d, -INF, INF, 1)
            } else {
                let floor = if budget.margin > 0 {
                    best - budget.margin
                } else {
                    best
                };
                let mut s = -searcher.search(d, -floor - 1, -floor, 1);
                if s > floor && !searcher.stopped {
                    s = -searcher.search(d, -INF, -floor, 1);
                }
                s
            };
            searcher.pos.undo();
            if searcher.stopped {
                break;
            }
            best = best.max(score);
            scores.push((mv, score));
            if budget.every_move {
                // Read at once, while the table holds what this move's search stored: the
                // searches of the next moves would overwrite some of it.
                found.push((mv, searcher.line_after(mv, LINE_PLIES)));
            }
        }
        if searcher.stopped {
            break;
        }
        scores.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        ranked = scores;
        completed = depth;
        if budget.every_move {
            lines = ranked
                .iter()
                .map(|(mv, _)| {
                    let k = found.iter().position(|(m, _)| m == mv);
                    k.map_or_else(Vec::new, |k| std::mem::take(&mut found[k].1))
                })
                .collect();
        }
        // A proven result does not change with depth; nor does a single move to play (the
        // analysis still wants its value).
        let done = if budget.every_move {
            ranked.iter().all(|&(_, s)| s.abs() > WIN_BOUND)
        } else {
            best.abs() > WIN_BOUND || ranked.len() == 1
        };
        if done {
            break;
        }
    }
    Analysis {
        ranked,
        lines,
        depth: completed,
        nodes: searcher.nodes,
    }
}

#[cfg(test)]
mod tests {
    use super::super::games;
    use super::*;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;

    fn budget(nodes: u64, max_depth: u32) -> Budget {
        Budget {
            nodes,
            max_depth,
            margin: 0,
            contempt: 0,
            every_move: false,
        }
    }

    #[test]
    fn three_mens_morris_closes_its_mill() {
        // White a1 a2 on the board and one in hand, Black c1 c2 and one in hand: a3 wins.
        let position = Position::new(
            games::three(true),
            [0b11, 1 << 5 | 1 << 6],
            [1, 1],
            0,
            0,
            &[],
            None,
            None,
        )
        .unwrap();
        let result = analyse(&position, budget(10_000, 4), &Stop::never());
        assert_eq!(result.ranked[0].0, Move::new(None, 2, None));
        assert_eq!(result.ranked[0].1, WIN - 1);
    }

    #[test]
    fn three_mens_morris_blocks_the_mill_it_must() {
        // Black a1 a2 (threat a3), White to place: only a3 does not lose at once.
        let position = Position::new(
            games::three(true),
            [1 << 5, 0b11],
            [2, 1],
            0,
            0,
            &[],
            None,
            None,
        )
        .unwrap();
        let result = analyse(&position, budget(50_000, 6), &Stop::never());
        assert_eq!(result.ranked[0].0.dst, 2);
    }

    #[test]
    fn twelve_mens_morris_closes_a_mill_and_removes() {
        // White a1 a4 (a7 empty), Black d7 g7 far from completing anything; White to place.
        let rules = games::twelve();
        let position = Position::new(
            rules,
            [0b11, 1 << 3 | 1 << 4],
            [10, 10],
            0,
            0,
            &[],
            None,
            None,
        )
        .unwrap();
        let result = analyse(&position, budget(200_000, 4), &Stop::never());
        let best = result.ranked[0].0;
        assert_eq!(best.dst, 2);
        assert_ne!(best.remove, NO_POINT);
    }

    #[test]
    fn the_same_budget_gives_the_same_analysis() {
        let mut position = Position::start(games::morabaraba());
        for i in 0..6 {
            let moves = position.legal_moves();
            position.play(moves[(i * 5) % moves.len()]);
        }
        let rules = position.rules().clone();
        let root = Position::new(
            rules,
            position.boards(),
            position.hand(),
            position.side_to_move(),
            position.quiet(),
            &[],
            None,
            None,
        )
        .unwrap();
        let a = analyse(&root, budget(30_000, 20), &Stop::never());
        let b = analyse(&root, budget(30_000, 20), &Stop::never());
        assert_eq!(a, b);
        assert!(a.depth >= 2);
    }

    #[test]
    fn a_raised_flag_stops_the_search() {
        let flag = Arc::new(AtomicBool::new(true));
        let stop = Stop::new(None, flag);
        let position = Position::start(games::lasker());
        let result = analyse(&position, budget(100_000_000, 60), &stop);
        assert_eq!(result.depth, 0);
        assert!(result.nodes <= 1024);
        assert_eq!(result.ranked.len(), 24);
    }

    #[test]
    fn six_mens_morris_ranks_every_opening_move() {
        let position = Position::start(games::six());
        let result = analyse(&position, budget(50_000, 30), &Stop::never());
        assert_eq!(result.ranked.len(), 16);
        assert!(result.depth >= 3);
    }
}
