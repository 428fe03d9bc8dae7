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
//! The lead never waits for more than one chunk of a helper's, so when the machine is busy and
//! the helpers get little time the search runs about as fast as on one thread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError, TryLockError};

use super::mcts::{decided, RootMove, SearchParams, SearchResult, Tree};
use super::position::Position;
use crate::cancel::Stop;
use crate::spare_core;

/// Playouts each tree gets in a round.
pub const ROUND: u64 = 512;
/// Playouts a helper adds to a tree before it looks whether the lead wants the tree.
pub const CHUNK: u64 = 16;

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

/// Where the rounds stand: the lead's word to the helpers.
struct Rounds {
    round: u64,
    finished: bool,
}

/// The trees of one search and what the threads growing them share.
struct Forest<'a> {
    start: &'a Position,
    params: &'a SearchParams,
    stop: &'a Stop,
    trees: Vec<Mutex<Growing>>,
    /// The lead waits for this tree: a helper leaves it after its chunk.
    wanted: Vec<AtomicBool>,
    stopped: AtomicBool,
    rounds: Mutex<Rounds>,
    next_round: Condvar,
}

fn locked(tree: &Mutex<Growing>) -> MutexGuard<'_, Growing> {
    tree.lock().expect("a search thread panicked")
}

/// Ends the rounds when the lead leaves, by its return or by a panic, so that no helper waits
/// for a round that never comes.
struct EndRounds<'f, 'a>(&'f Forest<'a>);

impl Drop for EndRounds<'_, '_> {
    fn drop(&mut self) {
        let forest = self.0;
        let mut rounds = forest.rounds.lock().unwrap_or_else(PoisonError::into_inner);
        rounds.finished = true;
        forest.next_round.notify_all();
    }
}

impl<'a> Forest<'a> {
    fn new(start: &'a Position, params: &'a SearchParams, seed: u64, stop: &'a Stop) -> Self {
        let trees = params.trees;
        Forest {
            start,
            params,
            stop,
            trees: (0..trees)
                .map(|index| {
                    let share = share(params.playouts, trees, index);
                    Mutex::new(Growing {
                        tree: Tree::new(start, tree_seed(seed, index)),
                        share,
                        goal: ROUND.min(share),
                    })
                })
                .collect(),
            wanted: (0..trees).map(|_| AtomicBool::new(false)).collect(),
            stopped: AtomicBool::new(false),
            rounds: Mutex::new(Rounds {
                round: 0,
                finished: false,
            }),
            next_round: Condvar::new(),
        }
    }

    /// Grows one chunk of `tree` towards its goal; false once it is there or the search stopped.
    fn grow_chunk(&self, tree: &mut Growing) -> bool {
        if self.stopped.load(Ordering::Relaxed) || tree.tree.done >= tree.goal {
            return false;
        }
        let n = CHUNK.min(tree.goal - tree.tree.done);
        if !tree.tree.grow(self.start, self.params, n, self.stop) {
            self.stopped.store(true, Ordering::Relaxed);
        }
        true
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
            self.wanted[index].store(true, Ordering::Relaxed);
            let mut tree = locked(&self.trees[index]);
            self.wanted[index].store(false, Ordering::Relaxed);
            while self.grow_chunk(&mut tree) {}
        }
    }

    /// After a round, with every tree at its goal (or the search stopped): whether the search
    /// ends, else the next round's goals set.
    fn decide(&self) -> bool {
        let mut trees: Vec<MutexGuard<'_, Growing>> = self.trees.iter().map(locked).collect();
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
            }
        }
        finished
    }

    /// The calling thread's part: rounds until the search ends.
    fn lead(&self) {
        let _end = EndRounds(self);
        loop {
            self.lead_round();
            if self.decide() {
                return;
            }
            let mut rounds = self.rounds.lock().unwrap_or_else(PoisonError::into_inner);
            rounds.round += 1;
            self.next_round.notify_all();
        }
    }

    /// A helper's part of a round: chunks of any tree short of its goal that nobody holds,
    /// starting at tree `first`, leaving a tree as soon as the lead wants it.
    fn help_round(&self, first: usize) {
        let count = self.trees.len();
        loop {
            let mut grew = false;
            for k in 0..count {
                let index = (first + k) % count;
                let wanted = &self.wanted[index];
                if wanted.load(Ordering::Relaxed) {
                    continue;
                }
                if let Ok(mut tree) = self.trees[index].try_lock() {
                    while !wanted.load(Ordering::Relaxed) && self.grow_chunk(&mut tree) {
                        grew = true;
                    }
                }
            }
            if !grew {
                return;
            }
        }
    }

    /// Helper `index`'s part: help in every round until the lead ends the search.
    fn help(&self, index: usize) {
        let mut seen = 0;
        loop {
            self.help_round(index);
            let mut rounds = self.rounds.lock().unwrap_or_else(PoisonError::into_inner);
            while rounds.round == seen && !rounds.finished {
                rounds = self
                    .next_round
                    .wait(rounds)
                    .unwrap_or_else(PoisonError::into_inner);
            }
            if rounds.finished {
                return;
            }
            seen = rounds.round;
        }
    }

    /// The roots of the trees added up, and their work.
    fn merge(self) -> SearchResult {
        let trees: Vec<Tree> = self
            .trees
            .into_iter()
            .map(|t| t.into_inner().expect("a search thread panicked").tree)
            .collect();
        let start = self.start;
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
}

/// The search of `params.trees` trees (at least 2) on up to `params.threads` threads.
pub fn search_trees(
    start: &Position,
    params: &SearchParams,
    seed: u64,
    stop: &Stop,
) -> SearchResult {
    let forest = Forest::new(start, params, seed, stop);
    let helpers = params.threads.clamp(1, params.trees) - 1;
    let give_way = params.helpers_give_way;
    std::thread::scope(|scope| {
        let forest = &forest;
        for index in 1..=helpers {
            scope.spawn(move || {
                // Refused, the helper runs at normal priority: the result is the same.
                if give_way {
                    spare_core::give_way();
                }
                forest.help(index);
            });
        }
        forest.lead();
    });
    forest.merge()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ninetka::mcts::search;
    use crate::ninetka::playout::Rng;

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
        forest.lead();
        let done: Vec<u64> = forest.trees.iter().map(|t| locked(t).tree.done).collect();
        assert!(done[0].abs_diff(done[1]) <= ROUND, "{done:?}");
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
