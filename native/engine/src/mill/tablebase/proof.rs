//! Exact values in the placing phase of a game whose placing has no table of its own (Nine
//! Men's Morris and the larger boards): every line is followed to the end of the placing, where
//! the moving phase's tables answer. Each position is solved once (its images under the board's
//! symmetries are the same position), so the positions left to place are far fewer than the
//! lines: from the last plies of the placing a proof costs little, from the first it costs
//! more than any budget, and the budget says where it gives up.
//!
//! Only the result counts here (won, drawn or lost for the side to move): every placement and
//! removal starts the count of the moving phase again, so a distance means no more than "one
//! ply to the next placement".

use std::collections::HashMap;

use super::probe::Tablebases;
use super::value::Outcome;
use crate::cancel::Stop;
use crate::mill::node::{parts, Code, Node, NONE};
use crate::mill::rules::Rules;

/// Why a position was not proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unproved {
    /// More positions than the budget allows.
    Budget,
    /// The search was stopped.
    Stopped,
    /// A position the placing ends in that no table holds (or a rule set this proof does not
    /// cover: placing and moving mixed, or returns barred).
    NoTable,
}

/// A proof's memory of solved positions and its budget of positions.
pub struct PlacingProof<'a> {
    rules: &'a Rules,
    tables: &'a Tablebases,
    stop: &'a Stop,
    outcomes: HashMap<(u32, u32, u16), Outcome>,
    budget: u64,
    /// Positions solved so far (the tables' answers not counted).
    pub positions: u64,
    /// Its ends wait for the tables being opened in the background (`waiting`).
    waits: bool,
}

/// Won, drawn or lost, as one number for comparing: higher is better for the mover.
fn rank(o: Outcome) -> i8 {
    match o {
        Outcome::Win(_) => 1,
        Outcome::Draw => 0,
        Outcome::Loss(_) => -1,
    }
}

impl<'a> PlacingProof<'a> {
    /// A proof that solves at most `budget` positions of the placing phase, until `stop`.
    pub fn new(rules: &'a Rules, tables: &'a Tablebases, budget: u64, stop: &'a Stop) -> Self {
        PlacingProof {
            rules,
            tables,
            stop,
            outcomes: HashMap::new(),
            budget,
            positions: 0,
            waits: false,
        }
    }

    /// The same, its ends waiting for a large table being opened in the background rather
    /// than giving up there (`Tablebases::probe_waiting`): for a question about one position,
    /// not a move to play at once.
    pub fn waiting(mut self) -> Self {
        self.waits = true;
        self
    }

    /// The position's key up to the board's symmetries: its smallest image.
    fn key(&self, n: &Node) -> (u32, u32, u16) {
        let syms = &self.rules.board.symmetries;
        let s = n.side;
        let (me, opp) = (n.boards[s], n.boards[1 - s]);
        let mut best = (me, opp);
        for k in 1..syms.count() {
            let image = (syms.apply(k, me), syms.apply(k, opp));
            if image < best {
                best = image;
            }
        }
        let hands = u16::from(n.hand[s]) << 8 | u16::from(n.hand[1 - s]);
        (best.0, best.1, hands)
    }

    /// Whether the proof covers the rules: every man placed before any moves, and no return
    /// barred (the tables leave barred returns to the search).
    fn covers(&self, n: &Node) -> bool {
        !self.rules.place_or_move && !n.banned()
    }

    /// The outcome of `n` for its side to move.
    pub fn outcome(&mut self, n: &Node) -> Result<Outcome, Unproved> {
        if !self.covers(n) {
            return Err(Unproved::NoTable);
        }
        if n.hand == [0, 0] {
            let board_full = n.boards[0] | n.boards[1] == self.rules.board.full;
            if self.rules.full_board_draw && board_full {
                return Ok(Outcome::Draw);
            }
            let found = if self.waits {
                self.tables.probe_waiting(n)
            } else {
                self.tables.probe(n)
            };
            return found.ok_or(Unproved::NoTable);
        }
        let key = self.key(n);
        if let Some(&o) = self.outcomes.get(&key) {
            return Ok(o);
        }
        if self.positions >= self.budget {
            return Err(Unproved::Budget);
        }
        if self.positions % 4096 == 0 && self.stop.should_stop() {
            return Err(Unproved::Stopped);
        }
        self.positions += 1;
        let o = self.solve(n)?;
        self.outcomes.insert(key, o);
        Ok(o)
    }

    fn solve(&mut self, n: &Node) -> Result<Outcome, Unproved> {
        let rules = self.rules;
        let s = n.side;
        if n.hand[s] == 0 && n.blocked(rules) {
            return Ok(Outcome::Loss(0));
        }
        let mut moves = Vec::new();
        let mills = n.moves(rules, &mut moves);
        if mills > 0 && rules.closing_wins(n.men(1 - s)) {
            return Ok(Outcome::Win(1));
        }
        if moves.is_empty() {
            return Ok(Outcome::Loss(0));
        }
        // Removals first: they decide most often, and a win ends the look.
        moves.sort_by_key(|&c| parts(c).2 == NONE);
        let mut best = Outcome::Loss(1);
        for c in moves {
            let child = n.child(c, rules);
            let mine = self.outcome(&child)?.through(true);
            if rank(mine) > rank(best) {
                best = mine;
                if rank(best) == 1 {
                    break;
                }
            }
        }
        Ok(best)
    }

    /// Every legal move of `n` with its outcome for the side to move, or why not all of them
    /// could be proved.
    pub fn moves(&mut self, n: &Node) -> Result<Vec<(Code, Outcome)>, Unproved> {
        if !self.covers(n) || n.hand == [0, 0] {
            return Err(Unproved::NoTable);
        }
        let rules = self.rules;
        let s = n.side;
        let mut moves = Vec::new();
        let mills = n.moves(rules, &mut moves);
        let closing_wins = mills > 0 && rules.closing_wins(n.men(1 - s));
        let mut out = Vec::with_capacity(moves.len());
        for c in moves {
            let child = n.child(c, rules);
            let dst = parts(c).1 as usize;
            let o = if closing_wins && rules.board.mill_at(child.boards[s], dst) {
                Outcome::Win(1)
            } else {
                self.outcome(&child)?.through(true)
            };
            out.push((c, o));
        }
        Ok(out)
    }
}

/// Placing positions of `rules`'s game along seeded random games, each proved and compared with
/// the solution of its placing phase that `tables` holds (built by retrograde waves, sharing
/// nothing with this proof but the moving phase's tables); returns how many were compared.
#[cfg(test)]
pub(crate) fn agrees_with_the_opening(tables: &Tablebases, rules: &Rules, games: u64) -> usize {
    let mut compared = 0;
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for game in 0..games {
        let mut n = Node::start(rules.men);
        // The proof from the first plies costs the most: start it a few men in.
        let from = 4 + (game % 4) as u32;
        let mut ply = 0;
        while n.hand != [0, 0] {
            if ply >= from {
                let never = Stop::never();
                let mut proof = PlacingProof::new(rules, tables, u64::MAX, &never);
                let proved = proof.outcome(&n).expect("every leaf in the tables");
                let solved = tables.probe(&n).expect("the solved placing");
                assert_eq!(rank(proved), rank(solved), "{n:?}");
                let moves = proof.moves(&n).expect("every leaf in the tables");
                let best = moves.iter().map(|&(_, o)| rank(o)).max();
                assert_eq!(best, Some(rank(solved)), "{n:?}");
                for (c, o) in moves {
                    let child = n.child(c, rules);
                    if let Some(theirs) = tables.probe(&child) {
                        assert_eq!(rank(o), -rank(theirs), "{n:?} {c}");
                    }
                }
                compared += 1;
            }
            let mut moves = Vec::new();
            n.moves(rules, &mut moves);
            if moves.is_empty() {
                break;
            }
            n = n.child(moves[next(moves.len())], rules);
            if n.men(0) < 3 || n.men(1) < 3 {
                break;
            }
            ply += 1;
        }
    }
    compared
}
