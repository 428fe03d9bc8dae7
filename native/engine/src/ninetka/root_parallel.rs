//! The tree search on several threads, deterministic for a seed: each thread grows its own tree
//! from the same root with its own seed and a fixed share of the playouts, and the roots' visits
//! and rewards are added up at the end. A playout's path never depends on another thread, so the
//! result depends only on the position, the parameters and the seed (unless `stop` cuts it).
//!
//! The stop once the best root move is decided needs the sum of the trees: the threads meet
//! after every `ROUND` playouts each, publish their root visits and all take the same decision
//! from the same sums.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::Barrier;

use super::mcts::{decided, RootMove, SearchParams, SearchResult, Tree};
use super::position::Position;
use crate::cancel::Stop;

/// Playouts each thread runs between two meetings when the search may stop once decided.
pub const ROUND: u64 = 512;

/// The seed of thread `index`: thread 0 keeps the search's own seed.
fn thread_seed(seed: u64, index: usize) -> u64 {
    seed ^ (index as u64).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

/// Thread `index`'s share of `playouts` (the first ones take the remainder).
fn share(playouts: u64, threads: usize, index: usize) -> u64 {
    let t = threads as u64;
    playouts / t + u64::from((index as u64) < playouts % t)
}

/// What one thread publishes at a meeting.
struct Slot {
    visits: Vec<AtomicU32>,
    done: AtomicU64,
    stopped: AtomicBool,
}

/// The meeting place: two boards of slots used in turn, so that a thread writing the next
/// round's figures never overwrites figures another thread is still reading.
struct Meeting {
    barrier: Barrier,
    boards: [Vec<Slot>; 2],
}

impl Meeting {
    fn new(threads: usize, moves: usize) -> Self {
        let board = || {
            (0..threads)
                .map(|_| Slot {
                    visits: (0..moves).map(|_| AtomicU32::new(0)).collect(),
                    done: AtomicU64::new(0),
                    stopped: AtomicBool::new(false),
                })
                .collect()
        };
        Meeting {
            barrier: Barrier::new(threads),
            boards: [board(), board()],
        }
    }

    /// Publishes `tree`'s figures for `round`, waits for every thread and tells whether all
    /// stop now: one was stopped, every share is done, or the summed visits decide the move.
    fn all_stop(&self, round: usize, index: usize, tree: &Tree, stopped: bool, total: u64) -> bool {
        let board = &self.boards[round % 2];
        let mine = &board[index];
        for (slot, visits) in mine.visits.iter().zip(tree.root_visits()) {
            slot.store(visits, Ordering::Relaxed);
        }
        mine.done.store(tree.done, Ordering::Relaxed);
        mine.stopped.store(stopped, Ordering::Relaxed);
        self.barrier.wait();
        if board.iter().any(|s| s.stopped.load(Ordering::Relaxed)) {
            return true;
        }
        let done: u64 = board.iter().map(|s| s.done.load(Ordering::Relaxed)).sum();
        let moves = mine.visits.len();
        let summed = (0..moves).map(|m| {
            board
                .iter()
                .map(|s| s.visits[m].load(Ordering::Relaxed))
                .sum::<u32>()
        });
        done >= total || decided(summed, total - done)
    }
}

/// One thread's part: its tree grown for its share, in rounds when the search may stop once
/// decided.
fn run_thread(
    start: &Position,
    params: &SearchParams,
    seed: u64,
    stop: &Stop,
    index: usize,
    meeting: &Meeting,
) -> Tree {
    let threads = params.threads;
    let mut tree = Tree::new(start, thread_seed(seed, index));
    let mine = share(params.playouts, threads, index);
    if !params.stop_when_decided {
        tree.grow(start, params, mine, stop);
        return tree;
    }
    let mut round = 0;
    loop {
        let n = ROUND.min(mine - tree.done);
        let stopped = !tree.grow(start, params, n, stop);
        if meeting.all_stop(round, index, &tree, stopped, params.playouts) {
            return tree;
        }
        round += 1;
    }
}

/// The roots of `trees` added up, and their work.
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

/// The search of `params.threads` trees (at least 2) on as many threads.
pub fn search_parallel(
    start: &Position,
    params: &SearchParams,
    seed: u64,
    stop: &Stop,
) -> SearchResult {
    let threads = params.threads;
    let moves = start.legal_moves().len();
    let meeting = Meeting::new(threads, moves);
    let trees: Vec<Tree> = std::thread::scope(|scope| {
        let meeting = &meeting;
        let handles: Vec<_> = (1..threads)
            .map(|index| scope.spawn(move || run_thread(start, params, seed, stop, index, meeting)))
            .collect();
        let first = run_thread(start, params, seed, stop, 0, meeting);
        std::iter::once(first)
            .chain(
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a search thread")),
            )
            .collect()
    });
    merge(start, &trees)
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

    fn params(playouts: u64, threads: usize) -> SearchParams {
        let mut params = SearchParams::new(playouts);
        params.threads = threads;
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
    fn a_stop_ends_every_thread() {
        let pos = Position::new(2).unwrap();
        for decided_stop in [false, true] {
            let mut p = params(u64::MAX, 2);
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
    }

    #[test]
    fn shares_add_up_to_the_budget() {
        for playouts in [0, 1, 7, 4096, 250_001] {
            for threads in 1..=4 {
                let sum: u64 = (0..threads).map(|i| share(playouts, threads, i)).sum();
                assert_eq!(sum, playouts);
            }
        }
    }
}
