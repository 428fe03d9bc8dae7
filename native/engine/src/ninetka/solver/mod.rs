//! Exact play in the movement phase, valued as `ai/ninetka/solver.py` documents: from the root
//! mover's seat, twice its final lead in sections over the best other seat, and for a tie at
//! the top +1 if the tie-break (latest seat) makes it the winner, else -1. With 2 players that
//! is an exact minimax; with 3 or 4 a paranoid one (all others play together against the
//! mover). A forced pass is a move.
//!
//! The root is driven by MTD(f): null-window searches (`search`) from a first guess, the
//! sections held now, each fail-soft result the next guess; they share one transposition
//! table (`table`), whose bounds never go stale because every search runs to the end. The
//! search polls its `Stop` (deadline, cancellation flag) and a node limit every few thousand
//! nodes. On one thread, which a node limit keeps, everything is deterministic; with a helper
//! thread (`Solver::value`) the value is the same, but which of equally good moves is named
//! may differ from run to run.

mod reading;
mod search;
mod table;
mod tables;
mod threads;

use super::geometry::LINE;
use super::position::{Move, Position, PHASE_MOVEMENT};
use crate::cancel::Stop;
use crate::{lead_frees, spare_core};
use search::Search;
pub use search::Stopped;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use threads::{Probe, NO_PROBE_YET};

/// The table's size is `2^bits` entries of 16 bytes: small positions need few, and 2^22
/// (64 MB) holds what a few seconds of search store (2^23 saved under 1% of the nodes).
const MIN_TABLE_BITS: u32 = 12;
pub const MAX_TABLE_BITS: u32 = 22;

/// The best move and the exact value for the seat to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    pub best: Move,
    pub value: i32,
    pub nodes: u64,
}

/// Threads the value of a root is searched on (when the machine has them): the main search
/// and a helper sharing its table (see `Solver::value`), which runs on a spare core only
/// (`spare_core`).
pub const SOLVER_THREADS: usize = 2;

/// One exact search from one root.
pub struct Solver {
    search: Search,
    /// Helper threads for `value`: none when the search has a node limit, which only a search
    /// on one thread keeps deterministic.
    helpers: usize,
    helper_nodes: u64,
    /// Helpers run on a spare core only (`spare_core`); tests may run them at full priority.
    helpers_give_way: bool,
}

impl Solver {
    /// A solver of `pos` (a movement-phase position) stopping at `stop` or after about
    /// `node_limit` nodes.
    pub fn new(pos: &Position, stop: &Stop, node_limit: u64) -> Self {
        lead_frees::sweep();
        let waiting: u32 = (0..pos.players()).map(|s| u32::from(pos.movable(s))).sum();
        let bits = (waiting + 6).clamp(MIN_TABLE_BITS, MAX_TABLE_BITS);
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Solver {
            search: Search::new(pos, bits, node_limit, stop),
            helpers: 0,
            helper_nodes: 0,
            helpers_give_way: true,
        }
        .with_helpers(if spare_core::available() {
            SOLVER_THREADS.min(cores) - 1
        } else {
            0
        })
    }

    /// The same solver with `helpers` helper threads for `value` (0: one thread), unless it
    /// has a node limit.
    pub fn with_helpers(mut self, helpers: usize) -> Self {
        if self.search.unlimited() {
            self.helpers = helpers;
        }
        self
    }

    /// The same solver on `threads` threads (at least one; None keeps the default of `new`),
    /// unless it has a node limit.
    pub fn on_threads(self, threads: Option<usize>) -> Self {
        match threads {
            Some(n) => self.with_helpers(n.max(1) - 1),
            None => self,
        }
    }

    /// The same solver with helpers at the priority of the calling thread: a test's helper must
    /// run even while other tests keep the cores busy.
    #[cfg(test)]
    fn helpers_at_full_priority(mut self) -> Self {
        self.helpers_give_way = false;
        self
    }

    /// Nodes searched, the helpers' included.
    pub fn nodes(&self) -> u64 {
        self.search.nodes() + self.helper_nodes
    }

    /// The exact value of the root by MTD(f). With helpers, each probes the same windows on its
    /// own thread into the shared table (see `help`), and below the root the threads share out
    /// the moves of a node between them (`threads::Busy`): the main search then finds much of
    /// its work proved. The value is the same; which of equally good moves `best_move` names
    /// may differ from run to run.
    pub fn value(&mut self) -> Result<i32, Stopped> {
        self.search.check_stop()?;
        let ((lo, hi), now) = self.search.root_bounds();
        let root = self.search.root();
        let guess = now.clamp(lo, hi);
        if self.helpers == 0 || lo == hi {
            return mtd(&mut self.search, root, guess, lo, hi);
        }
        self.search.prefault_table();
        let probe = Arc::new(Probe::new());
        let give_way = self.helpers_give_way;
        for _ in 0..self.helpers {
            let mut helper = self.search.helper(&probe);
            let probe = Arc::clone(&probe);
            // Not joined: on a crowded machine a helper giving way may wait long for its turn,
            // and the answer must not wait with it. It ends at its next poll of `finished`;
            // one that cannot be started leaves the work to the main search.
            let _unjoined = std::thread::Builder::new()
                .name("solver helper".into())
                .spawn(move || {
                    if !give_way || spare_core::give_way() {
                        help(&mut helper, &probe, lo, hi);
                    }
                });
        }
        let value = mtd_published(&mut self.search, root, guess, lo, hi, Some(&probe));
        probe.finished.store(true, Ordering::Relaxed);
        self.helper_nodes += probe.helper_nodes.load(Ordering::Relaxed);
        value
    }

    /// A root move whose value is `value` (the table's best move is tried first).
    pub fn best_move(&mut self, value: i32) -> Result<Move, Stopped> {
        let root = self.search.root();
        let mut moves: Vec<u8> = self.search.root_moves();
        if moves.is_empty() {
            return Ok(Move::Pass);
        }
        if let Some(best) = self.search.stored_best() {
            if let Some(k) = moves.iter().position(|&s| s == best) {
                moves.remove(k);
                moves.insert(0, best);
            }
        }
        let next = self.search.next_seat(root);
        for slot in moves {
            let target = LINE[slot as usize][self.search.landing(slot)];
            let undo = self.search.play(slot, root);
            let v = self.search.search(next, value - 1, value);
            self.search.unplay(slot, root, undo);
            if v? >= value {
                return Ok(Move::Slide { slot, target });
            }
        }
        unreachable!("no root move reaches the root's value")
    }

    /// The exact value of every root move, for the root seat, in slot order (a forced pass:
    /// the one move `Pass` with the root's value). The moves share the transposition table, so
    /// the later ones reuse what the earlier ones proved.
    pub fn move_values(&mut self) -> Result<Vec<(Move, i32)>, Stopped> {
        let moves: Vec<u8> = self.search.root_moves();
        if moves.is_empty() {
            return Ok(vec![(Move::Pass, self.value()?)]);
        }
        let root = self.search.root();
        let next = self.search.next_seat(root);
        let (_, now) = self.search.root_bounds();
        let mut values = Vec::with_capacity(moves.len());
        for slot in moves {
            let target = LINE[slot as usize][self.search.landing(slot)];
            let undo = self.search.play(slot, root);
            let value = mtd(&mut self.search, next, now, i32::MIN + 1, i32::MAX - 1);
            self.search.unplay(slot, root, undo);
            values.push((Move::Slide { slot, target }, value?));
        }
        Ok(values)
    }

    /// The line of best play after the root move `first` whose value is `value`: at every
    /// node a move that keeps `value` (the root seat keeps its best, the others hold it down),
    /// a forced pass as `Pass`, until the game ends or the line has `max_moves` moves. The
    /// searches reuse the table that valued the root moves, so a line costs little more.
    pub fn line_after(
        &mut self,
        first: u8,
        value: i32,
        max_moves: usize,
    ) -> Result<Vec<Move>, Stopped> {
        let root = self.search.root();
        let played = vec![(first, root, self.search.play(first, root))];
        self.line_from(played, value, max_moves)
    }

    /// The line of best play after the root seat's forced pass (the root's value `value`),
    /// as `line_after`.
    pub fn line_after_pass(&mut self, value: i32, max_moves: usize) -> Result<Vec<Move>, Stopped> {
        self.line_from(Vec::new(), value, max_moves)
    }

    /// The line from the seat after the root's, with the root's move in `played` (none for a
    /// pass); the position is restored before it returns.
    fn line_from(
        &mut self,
        mut played: Vec<(u8, usize, search::Undo)>,
        value: i32,
        max_moves: usize,
    ) -> Result<Vec<Move>, Stopped> {
        let mut seat = self.search.next_seat(self.search.root());
        let mut line = Vec::new();
        let found = self.walk(&mut seat, value, max_moves, &mut line, &mut played);
        for (slot, by, undo) in played.into_iter().rev() {
            self.search.unplay(slot, by, undo);
        }
        found.map(|()| line)
    }

    fn walk(
        &mut self,
        seat: &mut usize,
        value: i32,
        max_moves: usize,
        line: &mut Vec<Move>,
        played: &mut Vec<(u8, usize, search::Undo)>,
    ) -> Result<(), Stopped> {
        let root = self.search.root();
        while line.len() < max_moves {
            let moves = self.search.moves_of(*seat);
            if moves.is_empty() {
                let players = self.search.players();
                if (0..players).all(|s| self.search.moves_of(s).is_empty()) {
                    break; // nobody can move: the game is over
                }
                line.push(Move::Pass);
                *seat = self.search.next_seat(*seat);
                continue;
            }
            let next = self.search.next_seat(*seat);
            let mut chosen = None;
            for slot in moves {
                let target = LINE[slot as usize][self.search.landing(slot)];
                let undo = self.search.play(slot, *seat);
                let found = if *seat == root {
                    self.search
                        .search(next, value - 1, value)
                        .map(|v| v >= value)
                } else {
                    self.search
                        .search(next, value, value + 1)
                        .map(|v| v <= value)
                };
                let keeps = match found {
                    Ok(keeps) => keeps,
                    Err(stopped) => {
                        self.search.unplay(slot, *seat, undo);
                        return Err(stopped);
                    }
                };
                if keeps {
                    chosen = Some((slot, target, undo));
                    break;
                }
                self.search.unplay(slot, *seat, undo);
            }
            // The line is only shown: should no move be found to keep the value, the line
            // ends there rather than take the whole analysis down with it.
            let Some((slot, target, undo)) = chosen else {
                break;
            };
            line.push(Move::Slide { slot, target });
            played.push((slot, *seat, undo));
            *seat = next;
        }
        Ok(())
    }

    /// The best move and the value, or None when stopped first.
    pub fn solve(&mut self) -> Option<Solved> {
        let value = self.value().ok()?;
        let best = self.best_move(value).ok()?;
        Some(Solved {
            best,
            value,
            nodes: self.nodes(),
        })
    }
}

/// MTD(f) of the node with `seat` to move (the position as it stands), from `guess`, within
/// the bounds `lo..=hi` known to hold its value.
fn mtd(search: &mut Search, seat: usize, guess: i32, lo: i32, hi: i32) -> Result<i32, Stopped> {
    mtd_published(search, seat, guess, lo, hi, None)
}

/// The next MTD(f) probe's gamma after a result `guess` (or the first guess) within `lo..=hi`.
fn next_gamma(guess: i32, lo: i32) -> i32 {
    if guess <= lo {
        lo + 1
    } else {
        guess
    }
}

/// `mtd`, publishing each probe's gamma in `probe` for helpers to follow.
fn mtd_published(
    search: &mut Search,
    seat: usize,
    guess: i32,
    lo: i32,
    hi: i32,
    probe: Option<&Probe>,
) -> Result<i32, Stopped> {
    let (mut lo, mut hi, mut guess) = (lo, hi, guess);
    while lo < hi {
        let gamma = next_gamma(guess, lo);
        if let Some(p) = probe {
            p.gamma.store(gamma, Ordering::Relaxed);
        }
        guess = search.search(seat, gamma - 1, gamma)?;
        (lo, hi) = narrowed(lo, hi, gamma, guess);
    }
    Ok(lo)
}

/// The bounds `lo..=hi` after a null-window probe at `gamma` returned the fail-soft `value`:
/// at least it when it reached `gamma`, else at most it.
fn narrowed(lo: i32, hi: i32, gamma: i32, value: i32) -> (i32, i32) {
    if value >= gamma {
        (lo.max(value), hi)
    } else {
        (lo, hi.min(value))
    }
}

/// A helper thread's work while the main search runs MTD(f) from the root within `lo..=hi`:
/// it probes the main search's gamma, and once done before it, the gamma the main search will
/// probe next by the same result; left behind by a probe of another gamma, it takes that one.
/// Its results only reach the main search through the table; its nodes, counted in `probe` as
/// it goes (`Search::check_stop`), are only reported.
fn help(helper: &mut Search, probe: &Probe, lo: i32, hi: i32) {
    let (mut lo, mut hi) = (lo, hi);
    let mut gamma = None;
    while lo < hi && !probe.finished.load(Ordering::Relaxed) {
        let seen = probe.gamma.load(Ordering::Relaxed);
        if seen == NO_PROBE_YET {
            std::thread::yield_now();
            continue;
        }
        let g = gamma.unwrap_or(seen);
        match helper.follow_probe(g, seen) {
            Ok(v) => {
                (lo, hi) = narrowed(lo, hi, g, v);
                gamma = Some(next_gamma(v, lo));
            }
            Err(Stopped) if helper.halted() => break,
            Err(Stopped) => gamma = None,
        }
    }
}

/// What the helpers share with the main search (its table) is freed on the calling thread.
impl Drop for Solver {
    fn drop(&mut self) {
        self.search.leave_shared();
    }
}

/// Solves a movement-phase position from scratch; None when `stop` fired or about `node_limit`
/// nodes were searched first, or the position is not in the movement phase.
pub fn solve_movement_within(pos: &Position, stop: &Stop, node_limit: u64) -> Option<Solved> {
    if pos.phase() != PHASE_MOVEMENT {
        return None;
    }
    Solver::new(pos, stop, node_limit).solve()
}

/// Solves a movement-phase position from scratch (see `solve_movement_within`).
pub fn solve_movement(pos: &Position, stop: &Stop) -> Option<Solved> {
    solve_movement_within(pos, stop, u64::MAX)
}

/// The value of `pos` for its seat to move, without the move (None when stopped).
pub fn movement_value(pos: &Position, stop: &Stop) -> Option<i32> {
    if pos.phase() != PHASE_MOVEMENT {
        return None;
    }
    Solver::new(pos, stop, u64::MAX).value().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The root seat's final value of a finished game (RULES 1.6, ties to the latest seat).
    fn final_value(pos: &Position, root: u8) -> i32 {
        let s = pos.scores();
        let best = (0..pos.players())
            .filter(|&q| q != root)
            .map(|q| s[q as usize]);
        let best = best.max().unwrap();
        let lead = i32::from(s[root as usize]) - i32::from(best);
        if lead != 0 {
            2 * lead
        } else if pos.winner() == Some(root) {
            1
        } else {
            -1
        }
    }

    /// Plain paranoid minimax, remembering positions: the reference.
    fn minimax(pos: &Position, root: u8, memo: &mut HashMap<(Vec<i8>, u8), i32>) -> i32 {
        if pos.is_over() {
            return final_value(pos, root);
        }
        let key = (pos.board().to_vec(), pos.to_move());
        if let Some(&v) = memo.get(&key) {
            return v;
        }
        let values = pos.legal_moves().into_iter().map(|mv| {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            minimax(&child, root, memo)
        });
        let v = if pos.to_move() == root {
            values.collect::<Vec<_>>().into_iter().max().unwrap()
        } else {
            values.collect::<Vec<_>>().into_iter().min().unwrap()
        };
        memo.insert(key, v);
        v
    }

    fn waiting(pos: &Position) -> u8 {
        (0..pos.players()).map(|s| pos.movable(s)).sum()
    }

    /// Movement-phase positions of seeded random games with at most `most` movable counters.
    fn endgames(players: u8, most: u8, games: u64) -> Vec<Position> {
        let mut found = Vec::new();
        for seed in 0..games {
            let mut pos = Position::new(players).unwrap();
            let mut rng = seed * 2 + 1;
            while !pos.is_over() {
                if pos.phase() == PHASE_MOVEMENT && waiting(&pos) <= most {
                    found.push(pos.clone());
                }
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let moves = pos.legal_moves();
                pos.play(moves[(rng >> 33) as usize % moves.len()]).unwrap();
            }
        }
        found
    }

    fn check(pos: &Position) {
        let root = pos.to_move();
        let solved = solve_movement(pos, &Stop::never()).unwrap();
        let mut memo = HashMap::new();
        assert_eq!(solved.value, minimax(pos, root, &mut memo));
        assert_eq!(movement_value(pos, &Stop::never()), Some(solved.value));
        let mut after = pos.clone();
        after.play(solved.best).unwrap();
        assert_eq!(minimax(&after, root, &mut memo), solved.value);
    }

    #[test]
    fn the_solver_equals_minimax_on_endgames() {
        for (players, most, games) in [(2, 9, 40), (3, 8, 25), (4, 7, 20)] {
            let positions = endgames(players, most, games);
            assert!(positions.len() > 100);
            positions.iter().for_each(check);
        }
    }

    #[test]
    fn the_solver_equals_minimax_on_larger_two_player_positions() {
        let positions = endgames(2, 13, 12);
        let larger: Vec<_> = positions.iter().filter(|p| waiting(p) >= 12).collect();
        assert!(larger.len() >= 10);
        larger.into_iter().for_each(check);
    }

    #[test]
    fn every_root_move_gets_its_minimax_value() {
        let mut checked = 0;
        for (players, most, games) in [(2, 9, 20), (3, 7, 10), (4, 6, 8)] {
            for pos in endgames(players, most, games) {
                let root = pos.to_move();
                let stop = Stop::never();
                let values = Solver::new(&pos, &stop, u64::MAX).move_values().unwrap();
                let legal = pos.legal_moves();
                assert_eq!(values.len(), legal.len());
                let mut memo = HashMap::new();
                for (mv, value) in values {
                    assert!(legal.contains(&mv));
                    let mut after = pos.clone();
                    after.play(mv).unwrap();
                    assert_eq!(minimax(&after, root, &mut memo), value);
                    checked += 1;
                }
            }
        }
        assert!(checked > 300);
    }

    #[test]
    fn every_line_is_legal_and_keeps_its_move_value() {
        let mut lines = 0;
        for (players, most, games) in [(2, 9, 12), (3, 7, 6), (4, 6, 5)] {
            for pos in endgames(players, most, games) {
                let root = pos.to_move();
                let stop = Stop::never();
                let mut solver = Solver::new(&pos, &stop, u64::MAX);
                let mut memo = HashMap::new();
                for (mv, value) in solver.move_values().unwrap() {
                    let Move::Slide { slot, .. } = mv else {
                        continue;
                    };
                    let line = solver.line_after(slot, value, 40).unwrap();
                    let mut after = pos.clone();
                    after.play(mv).unwrap();
                    let whole = line.len() < 40;
                    for step in line {
                        assert_eq!(minimax(&after, root, &mut memo), value);
                        after.play(step).unwrap();
                    }
                    assert_eq!(minimax(&after, root, &mut memo), value);
                    assert!(!whole || after.is_over(), "a short line ends the game");
                    lines += 1;
                }
            }
        }
        assert!(lines > 200);
    }

    /// The static bounds of a node (the counters' ends, the sections decided, the knapsack)
    /// never exclude its true value.
    #[test]
    fn static_bounds_hold_the_true_value() {
        let stop = Stop::never();
        let mut checked = 0;
        for (players, most, games) in [(2, 11, 30), (3, 8, 15), (4, 7, 12)] {
            for pos in endgames(players, most, games) {
                let root = pos.to_move();
                let v = minimax(&pos, root, &mut HashMap::new());
                let mut search = Search::new(&pos, 4, u64::MAX, &stop);
                let (facts, _) = search.analyse(root as usize, table::NO_MOVE);
                let (lo, hi) = search.bounds(&facts, i32::MIN, i32::MAX);
                assert!(lo <= v && v <= hi, "{lo} <= {v} <= {hi}");
                checked += 1;
            }
        }
        assert!(checked > 300);
    }

    /// The value with a helper thread is the one the search alone finds, and the move named
    /// keeps it, on positions large enough for the threads to share nodes out.
    #[test]
    fn a_helper_thread_changes_no_value() {
        let stop = Stop::never();
        let (mut checked, mut helper_nodes) = (0, 0);
        for (players, least, most, games) in [(2, 16, 24, 30), (3, 14, 18, 12)] {
            for pos in endgames(players, most, games) {
                if waiting(&pos) < least {
                    continue;
                }
                let alone = Solver::new(&pos, &stop, u64::MAX).with_helpers(0).solve();
                let mut shared = Solver::new(&pos, &stop, u64::MAX)
                    .with_helpers(1)
                    .helpers_at_full_priority();
                let helped = shared.solve().unwrap();
                helper_nodes += shared.helper_nodes;
                assert_eq!(helped.value, alone.unwrap().value);
                let mut after = pos.clone();
                after.play(helped.best).unwrap();
                if players == 2 && !after.is_over() {
                    let reply = Solver::new(&after, &stop, u64::MAX).with_helpers(0).value();
                    assert_eq!(-reply.unwrap(), helped.value);
                }
                checked += 1;
            }
        }
        assert!(checked > 40, "{checked}");
        assert!(helper_nodes > 0);
    }

    /// A node limit keeps the search on one thread, so the same limit gives the same answer.
    #[test]
    fn a_node_limit_keeps_one_thread() {
        let stop = Stop::never();
        for pos in endgames(2, 22, 6).iter().filter(|p| waiting(p) >= 18) {
            let limited = Solver::new(pos, &stop, 1 << 40).with_helpers(1);
            assert_eq!(limited.helpers, 0);
            let first = solve_movement_within(pos, &stop, 1 << 40).unwrap();
            assert_eq!(solve_movement_within(pos, &stop, 1 << 40), Some(first));
        }
    }

    #[test]
    fn a_deadline_stops_the_helpers_too() {
        let mut pos = Position::new(2).unwrap();
        while pos.phase() != PHASE_MOVEMENT {
            let mv = pos.legal_moves()[0];
            pos.play(mv).unwrap();
        }
        let stop = Stop::new(
            Some(std::time::Duration::from_millis(50)),
            Default::default(),
        );
        let start = std::time::Instant::now();
        let mut solver = Solver::new(&pos, &stop, u64::MAX).with_helpers(1);
        assert_eq!(solver.solve(), None);
        assert!(start.elapsed() < std::time::Duration::from_secs(2));
    }

    #[test]
    fn a_raised_stop_gives_no_answer() {
        let stop = Stop::new(Some(std::time::Duration::ZERO), Default::default());
        let mut pos = Position::new(2).unwrap();
        while pos.phase() != PHASE_MOVEMENT {
            let mv = pos.legal_moves()[0];
            pos.play(mv).unwrap();
        }
        assert_eq!(solve_movement(&pos, &stop), None);
        assert_eq!(solve_movement_within(&pos, &Stop::never(), 10_000), None);
        assert_eq!(
            solve_movement(&Position::new(2).unwrap(), &Stop::never()),
            None
        );
    }
}
