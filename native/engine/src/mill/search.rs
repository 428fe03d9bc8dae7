//! Negamax alpha-beta with principal-variation search, for every game of the family.
//!
//! Moves are ordered table move first, then mill-closing moves, blocks of the opponent's open
//! twos, two killers per ply, the rest by history. Late quiet moves are searched one ply
//! shallower first (and again at full depth when they beat alpha). At depth 0 a quiescence
//! search plays out the mills the side to move can close, standing pat on the evaluation.
//!
//! The draw rules are inside the search: with `repetition_draw` on, a position's third
//! occurrence in the game is a draw (RULES.md 2.6; its second is not: a move into a position the
//! game has seen once keeps its value), and so is a position repeated on the path below the
//! root (the side that came back could have done anything else the first time), a node whose
//! count of plies without a removal reached its limit, and a full board where the rules draw
//! it; the decisive ends (a winning mill, two men, blocked) are checked first. Wins and losses
//! score `WIN - plies`: faster wins and slower losses are better. A draw scores 0, less a
//! `contempt` for the root's side (a strong level keeps playing for a win). A score that rests on
//! a repetition of a position between the root and the node is true of that path only, so the
//! transposition table keeps only the node's move, not its score: another path to the same
//! position would take a draw that is not there (in blocking fights, a false draw hid forced
//! losses from Master). The analysis goes further (`history_keys`): its table tells positions
//! apart by the history they can repeat, so no score is ever taken where another history stands.
//!
//! An endgame table's value stands only where no position that may come again has occurred
//! twice (`history`): a table position reached below such a one scores `soft_score`.

use std::collections::HashSet;
use std::sync::Arc;

use super::eval::{evaluate, Weights};
use super::history::{soft_score, GameHistory, SOFT_BOUND};
use super::history_hash::{mix, window_after};
use super::node::{parts, Code, Node, CODE_COUNT, NONE};
use super::rules::Rules;
use super::table::{Bound, Table};
use super::tablebase::probe::Tablebases;
use super::tablebase::value::Outcome;
use crate::cancel::Stop;

pub const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses found by the search (ply-adjusted).
pub const WIN_BOUND: i32 = WIN - 1_000;
pub const INF: i32 = 10 * WIN;
/// A table's win in `d` plies to the next removal or the end scores `TB_WIN - d`: below the
/// wins the search proves to the end, above every evaluation.
pub const TB_WIN: i32 = 900_000;

/// Scores beyond this (either way) are the tables' results or the search's proven ends: the
/// transposition table stores them relative to the node, like the proven ends.
pub const TB_BOUND: i32 = TB_WIN - 1_000;

/// The score of a table's outcome for the side to move.
pub fn table_score(outcome: Outcome) -> i32 {
    match outcome {
        Outcome::Win(d) => TB_WIN - d as i32,
        Outcome::Draw => 0,
        Outcome::Loss(d) => d as i32 - TB_WIN,
    }
}

const MAX_PLY: usize = 200;
/// `Searcher::repetition_floor` when no repetition of the path was found.
const NO_REPETITION: usize = usize::MAX;
/// Quiescence plies of mill closing at most.
const QUIESCENCE_PLIES: u32 = 6;

const TABLE_MOVE: i64 = 1 << 40;
const MILL: i64 = 1 << 36;
const BLOCK: i64 = 1 << 34;
const KILLER: i64 = 1 << 32;

/// Whether the side to move at `n` wins at once by playing `c`: a mill that wins (one that
/// wins by itself, or that leaves the opponent two men), or the opponent left without a move.
pub fn wins_at_once(n: &Node, c: Code, rules: &Rules) -> bool {
    if mill_wins_now(n, c, rules) {
        return true;
    }
    let child = n.child(c, rules);
    let full = child.boards[0] | child.boards[1] == rules.board.full;
    let drawn = rules.full_board_draw && full && child.hand == [0, 0];
    !drawn && child.blocked(rules)
}

/// Whether `c` closes a mill that ends the game at once: one that wins by itself, or whose
/// removal leaves the opponent two men.
pub fn mill_wins_now(n: &Node, c: Code, rules: &Rules) -> bool {
    let closes = parts(c).2 != NONE || (rules.mill_wins && closes_mill(n, c, rules));
    closes && rules.closing_wins(n.men(1 - n.side))
}

/// Whether `c` completes a mill of the side to move at `n`.
pub fn closes_mill(n: &Node, c: Code, rules: &Rules) -> bool {
    let (src, dst, _) = parts(c);
    let mut after = n.boards[n.side] | 1 << dst;
    if src != NONE {
        after ^= 1 << src;
    }
    rules.board.mill_at(after, dst as usize)
}

/// One move's search state; the tables live as long as the object.
pub struct Searcher {
    pub rules: Rules,
    pub weights: Weights,
    /// No reductions and no quiescence: a plain alpha-beta, equal to a naive negamax.
    pub plain: bool,
    /// Centi-men a draw costs the root's side (and gains the other).
    pub contempt: i32,
    /// Endgame tables for these rules: a position they hold scores exactly, unsearched.
    pub tables: Option<Arc<Tablebases>>,
    /// A probe may load the table it needs (false: only tables already loaded, for helpers;
    /// `Tablebases::probe_loaded`).
    pub load_tables: bool,
    stop: Stop,
    node_limit: u64,
    pub nodes: u64,
    pub stopped: bool,
    /// Shared with the search's helper threads, if any (`helper`).
    table: Arc<Table>,
    history: Vec<i64>,
    killers: Vec<[Code; 2]>,
    /// Keys of the positions on the current path, the root first.
    path: Vec<u64>,
    /// The side to move at the root.
    pub(super) root_side: usize,
    /// The game's positions that can still occur, with how often they have (the root
    /// included).
    game: Arc<GameHistory>,
    /// How many positions of the path below the root are positions of the game: each has
    /// occurred twice once the path passes it.
    game_visits: u32,
    /// The table's key tells positions apart by their history since the last placement or
    /// removal and by the no-removal count (`entry_key`): every stored score is then the
    /// value of exactly the node that looks it up. For the analysis, whose scores are proofs.
    pub history_keys: bool,
    /// Per ply: a hash of the path's positions since the last placement or removal.
    windows: Vec<u64>,
    /// The shallowest ply of the path that a repetition draw found below the current node
    /// refers to (`NO_REPETITION`: none). A score that rests on a repetition of a position
    /// above a node holds on this path only, so such a node's score is not stored.
    repetition_floor: usize,
    /// Per-ply move lists, reused.
    lists: Vec<Vec<Code>>,
    scores: Vec<Vec<i64>>,
}

fn no_code() -> Code {
    u16::MAX
}

impl Searcher {
    pub fn new(
        rules: Rules,
        game: Arc<GameHistory>,
        stop: Stop,
        node_limit: u64,
        table_entries: usize,
    ) -> Self {
        Self::sharing(
            rules,
            game,
            stop,
            node_limit,
            Arc::new(Table::new(table_entries)),
        )
    }

    /// A search that reads and writes `table`, which other searches may share when they
    /// search the same root of the same game with the same rules, weights, contempt and
    /// endgame tables (an entry's key is the position alone: its history and count are the
    /// root's).
    pub fn sharing(
        rules: Rules,
        game: Arc<GameHistory>,
        stop: Stop,
        node_limit: u64,
        table: Arc<Table>,
    ) -> Self {
        Searcher {
            weights: rules.weights,
            rules,
            plain: false,
            contempt: 0,
            tables: None,
            load_tables: true,
            stop,
            node_limit,
            nodes: 0,
            stopped: false,
            table,
            history: vec![0; CODE_COUNT],
            killers: vec![[no_code(); 2]; MAX_PLY + 1],
            path: Vec::with_capacity(MAX_PLY + 1),
            root_side: 0,
            game,
            game_visits: 0,
            history_keys: false,
            windows: vec![0; MAX_PLY + 1],
            repetition_floor: NO_REPETITION,
            lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            scores: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
        }
    }

    #[inline]
    fn tick(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.nodes += 1;
        if self.nodes >= self.node_limit || (self.nodes & 1023 == 0 && self.stop.should_stop()) {
            self.stopped = true;
        }
        self.stopped
    }

    /// The transposition table, for a helper to share.
    pub fn table(&self) -> &Arc<Table> {
        &self.table
    }

    /// The node budget is spent or the stop fired.
    pub fn out_of_budget(&self) -> bool {
        self.stopped || self.nodes >= self.node_limit
    }

    /// The game's positions before this search.
    pub fn game(&self) -> &Arc<GameHistory> {
        &self.game
    }

    /// A draw's score for the side to move at a node: the contempt counts against the root's
    /// side.
    #[inline]
    pub fn draw(&self, side: usize) -> i32 {
        if side == self.root_side {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// Whether `n` is a draw by repetition: a position of the path below the root again, or
    /// the third occurrence of one of the game's; a repetition of the path lowers
    /// `repetition_floor` to the ply it repeats.
    fn repeated(&mut self, n: &Node, key: u64) -> bool {
        // Only the last `quiet` plies can repeat: placements and removals are irreversible.
        let back = n.quiet as usize;
        let len = self.path.len();
        // The root (ply 0) is the game's: it counts with the game's positions.
        let start = len.saturating_sub(back).max(1);
        // The path holds one key a ply from the root (ply 0) to the parent: the positions
        // with the same side to move are every other one from the parent's parent.
        let mut same_side = (start..len.saturating_sub(1)).rev().step_by(2);
        if let Some(ply) = same_side.find(|&i| self.path[i] == key) {
            self.repetition_floor = self.repetition_floor.min(ply);
            return true;
        }
        back >= len && self.game.count(key) >= 2
    }

    /// Whether the history may have turned a table's value at `n` (at `ply`) into a draw: a
    /// position that can come again has occurred twice, in the game or by the path passing
    /// one of the game's (only while no placement or removal lies between the root and `n`).
    fn doubtful(&self, n: &Node, ply: usize) -> bool {
        self.rules.repetition_draw
            && n.quiet as usize >= ply
            && (self.game.doubled() || self.game_visits > 0)
    }

    /// The transposition table's key of `n` at `ply` (its position key `key`); with
    /// `history_keys`, mixed with the history it can repeat and its count. Sets the window
    /// hash of `ply`, which its children extend.
    fn entry_key(&mut self, n: &Node, key: u64, ply: usize) -> u64 {
        let parent = if ply == 0 { 0 } else { self.windows[ply - 1] };
        let window = window_after(parent, key, n.quiet);
        self.windows[ply] = window;
        self.keyed(n, key, window)
    }

    fn keyed(&self, n: &Node, key: u64, window: u64) -> u64 {
        // A barred return changes what may be played: a position of its own.
        let key = if n.banned() {
            (key ^ mix(n.ban_word())) >> 1
        } else {
            key
        };
        if !self.history_keys {
            return key;
        }
        // Only what can change a value: the history where positions repeat, the count where
        // it ends games.
        let history = if self.rules.repetition_draw {
            window
        } else {
            0
        };
        let counted = self.rules.count_limit([n.men(0), n.men(1)]) > 0;
        let count = if counted { u64::from(n.quiet) } else { 0 };
        if history == 0 && count == 0 {
            return key;
        }
        (key ^ mix(history ^ count.wrapping_mul(0xA24B_AED4_963E_E407))) >> 1
    }

    /// Draw and decisive ends at a node: `Some(score)` for the side to move, or None.
    #[inline]
    fn end_score(&mut self, n: &Node, key: u64, ply: usize) -> Option<i32> {
        let rules = &self.rules;
        if n.hand[n.side] == 0 {
            if rules.full_board_draw
                && n.hand == [0, 0]
                && n.boards[0] | n.boards[1] == rules.board.full
            {
                return Some(self.draw(n.side));
            }
            if n.blocked(rules) {
                return Some(ply as i32 - WIN);
            }
        }
        if n.quiet > 0 {
            let limit = rules.count_limit([n.men(0), n.men(1)]);
            let repetition = rules.repetition_draw;
            if (limit > 0 && n.quiet >= limit) || (repetition && self.repeated(n, key)) {
                return Some(self.draw(n.side));
            }
        }
        None
    }

    /// The tables' outcome of `n`, when a table holds it.
    #[inline]
    pub fn probe(&self, n: &Node) -> Option<Outcome> {
        let tables = self.tables.as_ref()?;
        if self.load_tables {
            tables.probe(n)
        } else {
            tables.probe_loaded(n)
        }
    }

    /// `probe` for a root and its moves: opens the table it needs even while the large ones
    /// are being opened in the background (`Tablebases::probe_waiting`).
    pub fn probe_root(&self, n: &Node) -> Option<Outcome> {
        self.tables.as_ref()?.probe_waiting(n)
    }

    /// The value of `n` for its side to move, searched `depth` plies (its key already on the
    /// path when `ply` is 0: the root's caller pushes it).
    pub fn negamax(&mut self, n: &Node, depth: i32, ply: usize, alpha: i32, beta: i32) -> i32 {
        if self.tick() {
            return 0;
        }
        let key = n.key();
        if ply > 0 {
            if let Some(score) = self.end_score(n, key, ply) {
                return score;
            }
            if let Some(outcome) = self.probe(n) {
                if outcome == Outcome::Draw {
                    return self.draw(n.side);
                }
                let score = if self.doubtful(n, ply) {
                    soft_score(outcome)
                } else {
                    table_score(outcome)
                };
                // Farther from the root counts as slower, so that a line which reaches a won
                // table position now is not put off for one that reaches it later.
                return if score > 0 {
                    score - ply as i32
                } else {
                    score + ply as i32
                };
            }
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(n, ply, alpha, beta, 0);
        }
        let entry = self.entry_key(n, key, ply);
        let mut tt_move = no_code();
        if let Some(e) = self.table.probe(entry) {
            tt_move = e.mv;
            if e.depth as i32 >= depth && ply > 0 {
                let score = from_table(e.score, ply);
                match e.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        self.path.push(key);
        let visit = u32::from(ply > 0 && self.game.count(key) > 0);
        self.game_visits += visit;
        let outer_floor = std::mem::replace(&mut self.repetition_floor, NO_REPETITION);
        let score = self.search_children(n, entry, depth, ply, alpha, beta, tt_move);
        self.repetition_floor = self.repetition_floor.min(outer_floor);
        self.game_visits -= visit;
        self.path.pop();
        score
    }

    #[allow(clippy::too_many_arguments)]
    fn search_children(
        &mut self,
        n: &Node,
        key: u64,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        tt_move: Code,
    ) -> i32 {
        let mut moves = std::mem::take(&mut self.lists[ply]);
        let mut keys = std::mem::take(&mut self.scores[ply]);
        moves.clear();
        let mills = n.moves(&self.rules, &mut moves);
        let s = n.side;
        if mills > 0 && self.rules.closing_wins(n.men(1 - s)) {
            self.lists[ply] = moves;
            self.scores[ply] = keys;
            return WIN - ply as i32 - 1; // the mill wins, or takes the opponent down to two men
        }
        let board = &*self.rules.board;
        let opp = n.boards[1 - s];
        let empty = board.full ^ n.boards[0] ^ n.boards[1];
        let threats = board.open_points(opp, empty);
        let [k1, k2] = self.killers[ply];
        keys.clear();
        keys.extend(moves.iter().map(|&c| {
            let (_, dst, remove) = parts(c);
            let mut v = self.history[c as usize];
            if c == tt_move {
                v += TABLE_MOVE;
            }
            if remove != NONE {
                v += MILL;
            } else if threats & 1 << dst != 0 {
                v += BLOCK;
            } else if c == k1 || c == k2 {
                v += KILLER;
            }
            v
        }));
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = moves[0];
        for i in 0..moves.len() {
            // Selection sort, one step: most nodes cut off after a few moves.
            let j = (i..moves.len())
                .max_by_key(|&j| (keys[j], -(j as i64)))
                .unwrap_or(i);
            moves.swap(i, j);
            keys.swap(i, j);
            let c = moves[i];
            let child = n.child(c, &self.rules);
            let quiet_move = keys[i] < KILLER;
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha)
            } else {
                // Late quiet moves first get one ply less (two when very late and deep).
                let reduction = if !self.plain && quiet_move && depth >= 3 && i >= 3 {
                    1 + i32::from(depth >= 6 && i >= 8)
                } else {
                    0
                };
                let mut score =
                    -self.negamax(&child, depth - 1 - reduction, ply + 1, -alpha - 1, -alpha);
                if score > alpha && reduction > 0 {
                    score = -self.negamax(&child, depth - 1, ply + 1, -alpha - 1, -alpha);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha);
                }
                score
            };
            if self.stopped {
                self.lists[ply] = moves;
                self.scores[ply] = keys;
                return 0;
            }
            if score > best {
                best = score;
                best_move = c;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        self.history[c as usize] += (depth * depth) as i64;
                        if quiet_move && c != self.killers[ply][0] {
                            self.killers[ply] = [c, self.killers[ply][0]];
                        }
                        break;
                    }
                }
            }
        }
        self.lists[ply] = moves;
        self.scores[ply] = keys;
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        // A score resting on a repetition of a position above this node holds on this path
        // only (another path to the same position may not pass it): storing it would hand
        // a false draw to every transposition. The root is on every path, as is the game
        // before it, so their repetitions do not count. The move still helps the ordering.
        if (1..ply).contains(&self.repetition_floor) {
            self.table.keep_move(key, best_move);
        } else {
            self.table
                .store(key, to_table(best, ply), best_move, depth as i8, bound);
        }
        best
    }

    /// Stand pat on the evaluation, or close a mill: the exchanges of mills played out.
    fn quiesce(&mut self, n: &Node, ply: usize, mut alpha: i32, beta: i32, depth: u32) -> i32 {
        let s = n.side;
        let rules = &self.rules;
        let stand = evaluate(
            rules,
            n.boards[s],
            n.boards[1 - s],
            n.hand[s],
            n.hand[1 - s],
            &self.weights,
        );
        if self.plain || stand >= beta || depth >= QUIESCENCE_PLIES || ply >= MAX_PLY {
            return stand;
        }
        let board = &*rules.board;
        let own = n.boards[s];
        let empty = board.full ^ n.boards[0] ^ n.boards[1];
        let open = board.open_points(own, empty);
        // A slide can close a mill: some open point has a man of its own beside it (checked
        // exactly by move generation; this only skips hopeless nodes cheaply).
        let anywhere = n.hand[s] > 0 || rules.nine_holes || n.can_fly(s, rules);
        if open == 0 || (!anywhere && board.neighbours_of(open) & own == 0) {
            return stand;
        }
        let mut best = stand;
        alpha = alpha.max(stand);
        let mut moves = std::mem::take(&mut self.lists[ply]);
        moves.clear();
        n.moves(rules, &mut moves);
        let wins = rules.closing_wins(n.men(1 - s));
        for &c in moves.iter().filter(|&&c| parts(c).2 != NONE) {
            if wins {
                best = WIN - ply as i32 - 1;
                break;
            }
            let child = n.child(c, &self.rules);
            if self.tick() {
                break;
            }
            let score = if child.blocked(&self.rules) {
                WIN - ply as i32 - 1
            } else {
                -self.quiesce(&child, ply + 1, -beta, -alpha, depth + 1)
            };
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.lists[ply] = moves;
        if self.stopped {
            return 0;
        }
        best
    }
}

// Scores of results (proven or soft) are stored relative to the node.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > SOFT_BOUND {
        score + ply as i32
    } else if score < -SOFT_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > SOFT_BOUND {
        score - ply as i32
    } else if score < -SOFT_BOUND {
        score + ply as i32
    } else {
        score
    }
}

impl Searcher {
    /// The line the transposition table holds from `n` (a child of the root): each
    /// position's stored move while it is legal there, at most `max_len` moves, ending where
    /// the game ends or a position repeats; where the table holds no move, a move that wins
    /// at once (a proven end found at the search's last ply is not in the table).
    pub fn principal_line(&self, n: &Node, max_len: usize) -> Vec<Code> {
        let rules = &self.rules;
        let mut line = Vec::new();
        let mut node = *n;
        let mut seen = HashSet::new();
        let mut moves = Vec::new();
        let mut window = self.windows[0];
        while line.len() < max_len {
            let key = node.key();
            if !seen.insert(key) || node.men(node.side) < 3 || node.blocked(rules) {
                break;
            }
            window = window_after(window, key, node.quiet);
            moves.clear();
            node.moves(rules, &mut moves);
            let stored = self.table.probe(self.keyed(&node, key, window));
            let chosen = match stored.map(|entry| entry.mv) {
                Some(mv) if moves.contains(&mv) => mv,
                _ => match moves.iter().find(|&&c| wins_at_once(&node, c, rules)) {
                    Some(&c) => c,
                    None => break,
                },
            };
            line.push(chosen);
            if wins_at_once(&node, chosen, rules) {
                break;
            }
            node = node.child(chosen, rules);
        }
        line
    }

    /// Puts the root on the path before its children are searched.
    pub fn push_root(&mut self, root: &Node) {
        self.path.clear();
        self.path.push(root.key());
        self.root_side = root.side;
        self.game_visits = 0;
        self.windows[0] = window_after(0, root.key(), root.quiet);
    }
}
