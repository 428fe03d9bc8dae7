//! The tree search over several trees, deterministic for a seed: each tree grows from the same
//! root with its own seed and a fixed share of the playouts, and the roots' visits and rewards
//! are added up at the end. A playout's path depends on its own tree only, so the result depends
//! on the position, the parameters and the seed alone, not on how many threads grow the trees
//! (unless `stop` cuts it).
//!
//! The trees grow in rounds of `ROUND` playouts each. The calling thread leads: it grows every
//! tree to the round's goal, taking over the trees a helper thread is growing as soon as the
//! helper's chunk of `CHUNK` playouts ends, then decides alone whether the search stops (budget
//! spent, `stop` fired, or the most visited root move decided by the summed visits) and opens
//! the next round. Helpers take whatever tree nobody holds. So one thread growing two trees in
//! turns reaches exactly the result of two threads, and a deadline cuts all the trees alike.
//!
//! Helpers run on a spare core only (`spare_core`): a search never takes a core from the window.
//! On a crowded machine such a helper may wait long for its turn, so the lead never waits on it
//! past the deadline:
//! - the helpers own their share of the search, and their threads are not joined;
//! - a lead kept waiting past `STARVED` grows every tree alone from then on (though the tree
//!   the starved helper holds still waits for its turn);
//! - at the deadline the lead answers from the trees it holds, leaving out one a helper holds;
//! - the lead never blocks on a lock a helper may hold while it waits for its turn: the threads
//!   signal each other by parking and unparking, the lead only tries the trees' locks, and it
//!   makes room in every tree for the round ahead, so that a helper never allocates (and the
//!   allocator's locks of the helper's arena never stand in the lead's way when it frees the
//!   trees).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, TryLockError};
use std::thread::Thread;
use std::time::{Duration, Instant};

use super::mcts::{decided, RootMove, SearchParams, SearchResult, Tree};
use super::position::Position;
use crate::cancel::Stop;
use crate::{lead_frees, spare_core};

/// Playouts each tree gets in a round.
pub const ROUND: u64 = 512;
/// Playouts a helper adds to a tree before it looks whether the lead wants the tree.
pub const CHUNK: u64 = 16;
/// A helper that runs ends a chunk within a fraction of a millisecond; one that keeps the lead
/// waiting this long is starved of a core, and the lead stops counting on the helpers.
const STARVED: Duration = Duration::from_millis(10);
/// Once `stop` has fired, the lead waits this long at most for a tree a helper holds.
const GRACE: Duration = Duration::from_millis(1);
/// How often a waiting lead looks at `stop` (whose flag gives no signal).
const POLL: Duration = Duration::from_millis(1);

/// The seed of tree `index`: tree 0 keeps the search's own seed.
fn tree_seed(seed: u64, index: usize) -> u64 {
    seed ^ (index as u64).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

/// Tree `index`'s share of `playouts` (the first ones take the remainder).
fn share(playouts: u64, trees: usize, index: usize) -> u64 {
    let t = trees as u64;
    playouts / t + u64::from((index as u64) < playouts % t)
}

/// One tree, its share of the playouts and how far it grows in this round.
struct Growing {
    tree: Tree,
    share: u64,
    goal: u64,
}

/// A tree's place in the forest: empty once the lead has taken the tree for the result.
type Slot = Mutex<Option<Growing>>;

/// The trees of one search and what the threads growing them share. Helpers hold it with the
/// lead, so it owns its position, parameters and stop.
struct Forest {
    start: Position,
    params: SearchParams,
    stop: Stop,
    trees: Vec<Slot>,
    /// The lead waits for this tree: a helper leaves it after its chunk and unparks the lead.
    wanted: Vec<AtomicBool>,
    /// The calling thread.
    lead: Thread,
    stopped: AtomicBool,
    /// The helpers take no more trees: the lead grows them alone (a starved helper, or the end).
    helpers_off: AtomicBool,
    /// The round the lead has opened; helpers park until it changes or they are off.
    round: AtomicU64,
    /// When the lead stops waiting for a tree a helper holds: `GRACE` after it first saw `stop`.
    give_up: OnceLock<Instant>,
}

/// Sends the helpers away when the lead leaves, by its return or by a panic, so that no helper
/// waits for a round that never comes and none takes a tree again.
struct EndRounds<'f>(&'f Forest, &'f [Thread]);

impl Drop for EndRounds<'_> {
    fn drop(&mut self) {
        self.0.helpers_off.store(true, Ordering::SeqCst);
        for helper in self.1 {
            helper.unpark();
        }
    }
}

impl Forest {
    fn new(start: &Position, params: &SearchParams, seed: u64, stop: &Stop) -> Self {
        let trees = params.trees;
        Forest {
            start: start.clone(),
            params: params.clone(),
            stop: stop.clone(),
            trees: (0..trees)
                .map(|index| {
                    let share = share(params.playouts, trees, index);
                    let goal = ROUND.min(share);
                    let mut tree = Tree::new(start, tree_seed(seed, index));
                    tree.reserve_for(goal);
                    Mutex::new(Some(Growing { tree, share, goal }))
                })
                .collect(),
            wanted: (0..trees).map(|_| AtomicBool::new(false)).collect(),
            lead: std::thread::current(),
            stopped: AtomicBool::new(false),
            helpers_off: AtomicBool::new(false),
            round: AtomicU64::new(0),
            give_up: OnceLock::new(),
        }
    }

    /// Grows one chunk of `tree` towards its goal; false once it is there, taken, or the search
    /// stopped.
    fn grow_chunk(&self, tree: &mut Option<Growing>) -> bool {
        let Some(tree) = tree else {
            return false;
        };
        if self.stopped.load(Ordering::Relaxed) || tree.tree.done >= tree.goal {
            return false;
        }
        let n = CHUNK.min(tree.goal - tree.tree.done);
        if !tree.tree.grow(&self.start, &self.params, n, &self.stop) {
            self.stopped.store(true, Ordering::Relaxed);
        }
        true
    }

    /// Tree `index` for the lead: at once when nobody holds it, else once the helper holding it
    /// ends its chunk. None when `stop` has fired and the helper still holds the tree `GRACE`
    /// later: the tree is then left out, and the search is over.
    fn take_over(&self, index: usize) -> Option<MutexGuard<'_, Option<Growing>>> {
        let wanted = &self.wanted[index];
        wanted.store(true, Ordering::SeqCst);
        let began = Instant::now();
        let taken = loop {
            match self.trees[index].try_lock() {
                Ok(tree) => break Some(tree),
                Err(TryLockError::WouldBlock) => {}
                Err(TryLockError::Poisoned(_)) => panic!("a search thread panicked"),
            }
            let now = Instant::now();
            if now - began >= STARVED {
                self.helpers_off.store(true, Ordering::SeqCst);
            }
            if self.stop.should_stop() && now >= *self.give_up.get_or_init(|| now + GRACE) {
                self.stopped.store(true, Ordering::Relaxed);
                break None;
            }
            std::thread::park_timeout(POLL);
        };
        wanted.store(false, Ordering::SeqCst);
        taken
    }

    /// The lead's part of a round: every tree it can take at once grown to its goal, then each
    /// tree a helper holds, taken over once the helper's chunk ends.
    fn lead_round(&self) {
        let mut busy = Vec::new();
        for (index, tree) in self.trees.iter().enumerate() {
            match tree.try_lock() {
                Ok(mut tree) => while self.grow_chunk(&mut tree) {},
                Err(TryLockError::WouldBlock) => busy.push(index),
                Err(TryLockError::Poisoned(_)) => panic!("a search thread panicked"),
            }
        }
        for index in busy {
            match self.take_over(index) {
                Some(mut tree) => while self.grow_chunk(&mut tree) {},
                None => return,
            }
        }
    }

    /// After a round, with every tree at its goal (or the search stopped): whether the search
    /// ends, else the next round's goals set.
    fn decide(&self) -> bool {
        if self.stopped.load(Ordering::Relaxed) {
            return true;
        }
        let mut held = Vec::with_capacity(self.trees.len());
        for index in 0..self.trees.len() {
            match self.take_over(index) {
                Some(tree) => held.push(tree),
                None => return true,
            }
        }
        let mut trees: Vec<&mut Growing> = held
            .iter_mut()
            .map(|t| t.as_mut().expect("a tree taken before the end"))
            .collect();
        let done: u64 = trees.iter().map(|t| t.tree.done).sum();
        let finished = self.stopped.load(Ordering::Relaxed)
            || trees.iter().all(|t| t.tree.done >= t.share)
            || (self.params.stop_when_decided && {
                let mut summed: Vec<u32> = trees[0].tree.root_visits().collect();
                for t in &trees[1..] {
                    for (sum, visits) in summed.iter_mut().zip(t.tree.root_visits()) {
                        *sum += visits;
                    }
                }
                decided(
                    summed.into_iter(),
                    self.params.playouts.saturating_sub(done),
                )
            });
        if !finished {
            for t in trees.iter_mut() {
                t.goal = (t.goal + ROUND).min(t.share);
                t.tree.reserve_for(t.goal - t.tree.done);
            }
        }
        finished
    }

    /// The calling thread's part: rounds until the search ends.
    fn lead(&self, helpers: &[Thread]) {
        let _end = EndRounds(self, helpers);
        loop {
            self.lead_round();
            if self.decide() {
                return;
            }
            self.round.fetch_add(1, Ordering::SeqCst);
            for helper in helpers {
                helper.unpark();
            }
        }
    }

    /// Whether a helper must leave tree `index` (or not take it).
    fn must_leave(&self, index: usize) -> bool {
        self.wanted[index].load(Ordering::SeqCst) || self.helpers_off.load(Ordering::SeqCst)
    }

    /// A helper's part of a round: chunks of any tree short of its goal that nobody holds,
    /// starting at tree `first`, leaving a tree as soon as the lead wants it.
    fn help_round(&self, first: usize) {
        let count = self.trees.len();
        loop {
            let mut grew = false;
            for k in 0..count {
                let index = (first + k) % count;
                if self.must_leave(index) {
                    continue;
                }
                if let Ok(mut tree) = self.trees[index].try_lock() {
                    while !self.must_leave(index) && self.grow_chunk(&mut tree) {
                        grew = true;
                    }
                }
                if self.wanted[index].load(Ordering::SeqCst) {
                    self.lead.unpark();
                }
            }
            if !grew {
                return;
            }
        }
    }

    /// Helper `index`'s part: help in every round until the lead ends the search or stops
    /// counting on the helpers.
    fn help(&self, index: usize) {
        let mut seen = 0;
        loop {
            self.help_round(index);
            loop {
                if self.helpers_off.load(Ordering::SeqCst) {
                    return;
                }
                let round = self.round.load(Ordering::SeqCst);
                if round != seen {
                    seen = round;
                    break;
                }
                // An unpark that came before this park makes it return at once.
                std::thread::park();
            }
        }
    }

    /// The trees for the result, after the lead: all of them, unless the search stopped while
    /// a helper still held one (there are fewer helpers than trees, each holding one at most,
    /// so at least one tree comes back).
    fn harvest(&self) -> Vec<Tree> {
        (0..self.trees.len())
            .filter_map(|index| self.take_over(index)?.take())
            .map(|growing| growing.tree)
            .collect()
    }
}

/// The roots of `trees` (the same root) added up, and their work.
fn merge(start: &Position, trees: &[Tree]) -> SearchResult {
    let mut moves: Vec<RootMove> = trees[0].root_moves(start);
    // Each move keeps the line of the tree that looked at it most.
    let mut most: Vec<u32> = moves.iter().map(|m| m.visits).collect();
    for tree in &trees[1..] {
        for ((sum, other), most) in moves
            .iter_mut()
            .zip(tree.root_moves(start))
            .zip(most.iter_mut())
        {
            if other.visits > *most {
                *most = other.visits;
                sum.line = other.line;
            }
            sum.visits += other.visits;
            for (total, add) in sum.totals.iter_mut().zip(other.totals) {
                *total += add;
            }
        }
    }
    SearchResult {
        moves,
        playouts: trees.iter().map(|t| t.done).sum(),
        plies: trees.iter().map(|t| t.plies).sum(),
        nodes: trees.iter().map(|t| t.node_count()).sum(),
    }
}

/// The search of `params.trees` trees (at least 2) on up to `params.threads` threads. A helper
/// thread that cannot be started leaves its work to the others.
pub fn search_trees(
    start: &Position,
    params: &SearchParams,
    seed: u64,
    stop: &Stop,
) -> SearchResult {
    lead_frees::sweep();
    let forest = Arc::new(Forest::new(start, params, seed, stop));
    let helpers = params.threads.clamp(1, params.trees) - 1;
    let give_way = params.helpers_give_way;
    let helpers: Vec<Thread> = (1..=helpers)
        .filter_map(|index| {
            let forest = Arc::clone(&forest);
            std::thread::Builder::new()
                .name("tree search helper".into())
                .spawn(move || {
                    // Refused, the helper runs at normal priority: the result is the same.
                    if give_way {
                        spare_core::give_way();
                    }
                    forest.help(index);
                })
                .ok()
                .map(|unjoined| unjoined.thread().clone())
        })
        .collect();
    forest.lead(&helpers);
    let result = merge(start, &forest.harvest());
    // A tree a starved helper still holds is freed here later, not by the helper.
    lead_frees::after_helpers(&forest);
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ninetka::mcts::search;
    use crate::ninetka::playout::Rng;

    fn locked(tree: &Slot) -> MutexGuard<'_, Option<Growing>> {
        tree.lock().expect("a search thread panicked")
    }

    fn random_position(players: u8, plies: usize, seed: u64) -> Position {
        let mut pos = Position::new(players).unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            pos.play(moves[rng.below(moves.len())]).unwrap();
        }
        pos
    }

    /// `trees` trees on as many threads, helpers at full priority: a test's helper must run
    /// even while other tests keep the cores busy.
    fn params(playouts: u64, trees: usize) -> SearchParams {
        on_threads(playouts, trees, trees)
    }

    fn on_threads(playouts: u64, trees: usize, threads: usize) -> SearchParams {
        let mut params = SearchParams::new(playouts);
        params.trees = trees;
        params.threads = threads;
        params.helpers_give_way = false;
        params
    }

    #[test]
    fn a_split_search_spends_the_budget_and_repeats_for_a_seed() {
        for (players, plies) in [(2, 0), (2, 50), (3, 30), (4, 12)] {
            let pos = random_position(players, plies, plies as u64);
            let a = search(&pos, &params(5001, 2), 4, &Stop::never());
            assert_eq!(a.playouts, 5001);
            assert_eq!(a.moves.iter().map(|m| m.visits).sum::<u32>(), 5001);
            assert_eq!(a, search(&pos, &params(5001, 2), 4, &Stop::never()));
            assert_ne!(a, search(&pos, &params(5001, 1), 4, &Stop::never()));
            let three = search(&pos, &params(9000, 3), 4, &Stop::never());
            assert_eq!(three, search(&pos, &params(9000, 3), 4, &Stop::never()));
        }
    }

    #[test]
    fn the_result_does_not_depend_on_the_threads() {
        for (plies, seed, decided_stop) in
            [(0, 1, false), (20, 2, true), (52, 3, true), (9, 4, false)]
        {
            let pos = random_position(2, plies, seed);
            let mut results = Vec::new();
            for (trees, threads) in [(2, 1), (2, 2), (3, 1), (3, 2), (3, 3)] {
                let mut p = on_threads(12_001, trees, threads);
                p.stop_when_decided = decided_stop;
                results.push(search(&pos, &p, seed, &Stop::never()));
            }
            assert_eq!(results[0], results[1]);
            assert_eq!(results[2], results[3]);
            assert_eq!(results[2], results[4]);
            assert_ne!(results[0], results[2]);
        }
    }

    #[test]
    fn a_search_on_helpers_that_give_way_gets_the_same_result() {
        let pos = random_position(2, 12, 5);
        let mut p = params(8_000, 2);
        let at_full_priority = search(&pos, &p, 7, &Stop::never());
        p.helpers_give_way = true;
        assert_eq!(at_full_priority, search(&pos, &p, 7, &Stop::never()));
    }

    #[test]
    fn a_small_budget_keeps_one_tree() {
        let pos = random_position(2, 20, 1);
        let one = search(&pos, &params(3000, 1), 2, &Stop::never());
        assert_eq!(one, search(&pos, &params(3000, 2), 2, &Stop::never()));
    }

    #[test]
    fn a_split_search_stopped_once_decided_keeps_the_most_visited_move() {
        for (plies, seed) in [(0, 1), (20, 2), (45, 3), (52, 4)] {
            let pos = random_position(2, plies, seed);
            let full = search(&pos, &params(20_000, 2), seed, &Stop::never());
            let mut early_params = params(20_000, 2);
            early_params.stop_when_decided = true;
            let early = search(&pos, &early_params, seed, &Stop::never());
            assert!(early.playouts <= full.playouts);
            assert_eq!(early, search(&pos, &early_params, seed, &Stop::never()));
            let best = |r: &SearchResult| r.moves.iter().max_by_key(|m| m.visits).unwrap().mv;
            assert_eq!(best(&early), best(&full));
        }
    }

    #[test]
    fn a_stop_ends_every_tree_alike() {
        let pos = Position::new(2).unwrap();
        for (decided_stop, threads) in [(false, 2), (true, 2), (false, 1), (true, 1)] {
            let mut p = on_threads(u64::MAX, 2, threads);
            p.stop_when_decided = decided_stop;
            let stop = Stop::new(
                Some(std::time::Duration::from_millis(40)),
                Default::default(),
            );
            let clock = std::time::Instant::now();
            let result = search(&pos, &p, 1, &stop);
            assert!(clock.elapsed() < std::time::Duration::from_millis(400));
            assert!(result.playouts > 0);
        }
        // On one thread the trees grow in turns, so a deadline leaves them about equal.
        let p = on_threads(u64::MAX, 2, 1);
        let stop = Stop::new(
            Some(std::time::Duration::from_millis(60)),
            Default::default(),
        );
        let forest = Forest::new(&pos, &p, 1, &stop);
        forest.lead(&[]);
        let done: Vec<u64> = forest.harvest().iter().map(|t| t.done).collect();
        assert!(done[0].abs_diff(done[1]) <= ROUND, "{done:?}");
    }

    /// A stand-in for a helper starved of a core: it holds tree `index` for `held` from the
    /// moment this returns.
    fn hold(forest: &Arc<Forest>, index: usize, held: Duration) -> std::thread::JoinHandle<()> {
        let forest = Arc::clone(forest);
        let (taken, wait) = std::sync::mpsc::channel();
        let holder = std::thread::spawn(move || {
            let _tree = locked(&forest.trees[index]);
            taken.send(()).unwrap();
            std::thread::sleep(held);
        });
        wait.recv().unwrap();
        holder
    }

    #[test]
    fn at_the_deadline_the_lead_leaves_out_a_tree_a_starved_helper_holds() {
        let pos = random_position(2, 10, 3);
        let p = on_threads(u64::MAX, 2, 1);
        let stop = Stop::new(Some(Duration::from_millis(50)), Default::default());
        let forest = Arc::new(Forest::new(&pos, &p, 1, &stop));
        let holder = hold(&forest, 1, Duration::from_millis(600));
        let clock = Instant::now();
        forest.lead(&[]);
        let trees = forest.harvest();
        assert!(
            clock.elapsed() < Duration::from_millis(300),
            "{:?}",
            clock.elapsed()
        );
        assert_eq!(trees.len(), 1);
        assert!(trees[0].done > 0);
        assert_eq!(merge(&pos, &trees).playouts, trees[0].done);
        holder.join().unwrap();
    }

    #[test]
    fn a_lead_kept_waiting_grows_the_trees_alone_to_the_same_result() {
        let pos = random_position(2, 30, 4);
        let p = on_threads(6_001, 2, 1);
        let alone = search(&pos, &p, 9, &Stop::never());
        let forest = Arc::new(Forest::new(&pos, &p, 9, &Stop::never()));
        let holder = hold(&forest, 1, STARVED * 3);
        forest.lead(&[]);
        assert!(forest.helpers_off.load(Ordering::SeqCst));
        assert_eq!(merge(&pos, &forest.harvest()), alone);
        holder.join().unwrap();
    }

    #[test]
    fn shares_add_up_to_the_budget() {
        for playouts in [0, 1, 7, 4096, 250_001] {
            for trees in 1..=4 {
                let sum: u64 = (0..trees).map(|i| share(playouts, trees, i)).sum();
                assert_eq!(sum, playouts);
            }
        }
    }
}
