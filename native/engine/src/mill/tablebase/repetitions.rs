//! The moving phase's values in a game whose history holds a position twice: its next
//! occurrence is the third, a draw (RULES.md 2.6), which the tables do not know. A position held
//! once may be passed once more, and a winning line never comes back to a position of its own,
//! so the rules' value of a move is the tables' material pair solved again with the positions
//! the history then holds twice drawn wherever a move reaches them (`history_tests` proves it
//! against a brute-force solve that counts occurrences). The pair is solved without symmetries:
//! an image of a repeated position is no repetition. Small pairs only (`MOST_POSITIONS`): every
//! pair of Three and Six Men's Morris, three men against three of the larger boards.

use std::collections::HashMap;
use std::sync::Arc;

use super::banned::rank;
use super::build::{solve_pair, Progress, Solving};
use super::index::Layout;
use super::probe::{Table, Tablebases};
use super::value::{under_count, Outcome};
use crate::cancel::Stop;
use crate::mill::history::GameHistory;
use crate::mill::node::{parts, Code, Node, NONE};
use crate::mill::rules::Rules;
use crate::mill::search::wins_at_once;

/// The most positions (both sides to move) a pair is solved again for: about a second's work.
pub const MOST_POSITIONS: u64 = 4_000_000;

/// A pair solved with some positions drawn: `(a, b)` and `(b, a)`, every position apart.
struct Solved {
    tables: Vec<Table>,
}

impl Solved {
    fn outcome(&self, me: u32, opp: u32) -> Outcome {
        let (a, b) = (me.count_ones(), opp.count_ones());
        let table = self
            .tables
            .iter()
            .find(|t| (t.a, t.b) == (a, b))
            .expect("the pair's table");
        table.outcome(me, opp)
    }
}

/// The positions (`me` to move, `opp`) a history holds twice or more, in order.
type Draws = Vec<(u32, u32)>;

/// The solves one question needs, kept while it is asked (a line of the analysis asks again
/// and again under the same history).
pub struct Repetitions<'a> {
    tables: &'a Tablebases,
    rules: &'a Rules,
    /// The search's stop: a solve it cuts short leaves the tables' word an estimate.
    stop: &'a Stop,
    solved: HashMap<(u32, u32, Draws), Arc<Solved>>,
}

impl<'a> Repetitions<'a> {
    pub fn new(tables: &'a Tablebases, rules: &'a Rules, stop: &'a Stop) -> Self {
        Repetitions {
            tables,
            rules,
            stop,
            solved: HashMap::new(),
        }
    }

    /// Whether the positions of `node`'s material can be solved again here.
    pub fn covers(&self, node: &Node) -> bool {
        let board = &self.tables.rules.board;
        let s = node.side;
        let (a, b) = (node.boards[s].count_ones(), node.boards[1 - s].count_ones());
        let size = Layout::plain_len(a, b, board)
            + if a == b {
                0
            } else {
                Layout::plain_len(b, a, board)
            };
        node.hand == [0, 0] && !node.banned() && !self.rules.no_return && size <= MOST_POSITIONS
    }

    fn solve(&mut self, a: u32, b: u32, draws: Draws) -> Option<Arc<Solved>> {
        let (low, high) = (a.min(b), a.max(b));
        let key = (low, high, draws);
        if let Some(found) = self.solved.get(&key) {
            return Some(found.clone());
        }
        let rules = &self.tables.rules;
        let layout = |x, y| Layout::plain(x, y, &rules.board);
        let draws: std::collections::HashSet<(u32, u32)> = key.2.iter().copied().collect();
        let progress = Progress::default();
        let how = Solving {
            layout: &layout,
            draws: &draws,
            stop: self.stop,
            checkpoint: None,
            low_priority: false,
        };
        let solved = solve_pair(low, high, rules, self.tables, &progress, 1, &how)?;
        let solved = Arc::new(Solved { tables: solved });
        self.solved.insert(key, solved.clone());
        Some(solved)
    }

    /// The mover's outcome of the quiet move `c` of `root` (every man placed) under the rules,
    /// `history` being the game's up to `root`, `root` included: the child's material solved
    /// with the positions the history holds twice after the move drawn, the child itself at
    /// this occurrence played on; its count of plies without a removal taken into account.
    /// None when the search's stop cut the solve short.
    pub fn quiet_move(&mut self, root: &Node, c: Code, history: &GameHistory) -> Option<Outcome> {
        let rules = self.rules;
        let child = root.child(c, rules);
        let after = history.after(child.key(), false);
        let s = child.side;
        let (a, b) = (
            child.boards[s].count_ones(),
            child.boards[1 - s].count_ones(),
        );
        let solved = self.solve(a, b, doubled(&after))?;
        let mut moves = Vec::new();
        child.moves(rules, &mut moves);
        let mut best: Option<Outcome> = None;
        for &g in &moves {
            let outcome = if wins_at_once(&child, g, rules) {
                Outcome::Win(1)
            } else if parts(g).2 != NONE {
                let grandchild = child.child(g, rules);
                let (me, opp) = (grandchild.boards[1 - s], grandchild.boards[s]);
                self.tables
                    .exit_counted(me, opp, [None, None])
                    .through(true)
            } else {
                let grandchild = child.child(g, rules);
                let (me, opp) = (grandchild.boards[1 - s], grandchild.boards[s]);
                solved.outcome(me, opp).through(false)
            };
            if best.map_or(true, |x| rank(outcome) > rank(x)) {
                best = Some(outcome);
            }
        }
        let theirs = best.unwrap_or(Outcome::Loss(0));
        let limit = self.tables.rules.limit_for(a, b);
        Some(under_count(theirs, child.quiet, limit).through(false))
    }
}

/// The positions `history` holds twice or more, each as (`me` to move, `opp`).
fn doubled(history: &GameHistory) -> Draws {
    let mut draws: Draws = history
        .repeated()
        .map(|key| {
            let boards = [key as u32 & 0xFF_FFFF, (key >> 24) as u32 & 0xFF_FFFF];
            let side = (key >> 56 & 1) as usize;
            (boards[side], boards[1 - side])
        })
        .collect();
    draws.sort_unstable();
    draws
}
