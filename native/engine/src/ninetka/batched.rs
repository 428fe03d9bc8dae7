//! The tree search with its playouts spread over several threads, one tree, deterministic for a
//! seed. The search goes in batches: the calling thread walks `BATCH_PER_THREAD` paths per
//! thread down the tree, counting each walk as pending on its path (so that the walks of one
//! batch spread out), the threads play the leaves out, leaf `i` on thread `i % threads` with that
//! thread's own generator, and the rewards are backed up in the order of the walks. Which thread
//! plays which leaf with which draws never depends on timing.

use std::sync::mpsc;

use super::mcts::{decided, SearchParams, SearchResult, Tree};
use super::playout::{playout_with, Outcome, Rng};
use super::position::Position;
use crate::cancel::Stop;

/// Leaves each thread plays out per batch.
pub const BATCH_PER_THREAD: usize = 16;

/// The seed of thread `index`'s generator (thread 0 uses the tree's own, from the search seed).
fn thread_seed(seed: u64, index: usize) -> u64 {
    seed ^ (index as u64).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

/// One batch's leaves for one helper thread, and what their playouts gave.
#[derive(Default)]
struct Job {
    leaves: Vec<Position>,
    outcomes: Vec<Outcome>,
}

/// The search of `params.threads` threads (at least 2) on one tree.
pub fn search_batched(
    start: &Position,
    params: &SearchParams,
    seed: u64,
    stop: &Stop,
) -> SearchResult {
    search_in_batches(start, params, seed, stop, BATCH_PER_THREAD)
}

/// `search_batched` with `per_thread` leaves per thread and batch.
fn search_in_batches(
    start: &Position,
    params: &SearchParams,
    seed: u64,
    stop: &Stop,
    per_thread: usize,
) -> SearchResult {
    let threads = params.threads;
    let mut tree = Tree::new(start, seed);
    std::thread::scope(|scope| {
        let (done_tx, done_rx) = mpsc::channel::<(usize, Job)>();
        let mut job_txs = Vec::with_capacity(threads - 1);
        for index in 1..threads {
            let (job_tx, job_rx) = mpsc::channel::<Job>();
            let done_tx = done_tx.clone();
            let mut rng = Rng::new(thread_seed(seed, index));
            let policy = params.policy;
            scope.spawn(move || {
                while let Ok(mut job) = job_rx.recv() {
                    job.outcomes.clear();
                    for leaf in &job.leaves {
                        job.outcomes.push(playout_with(leaf, &mut rng, policy));
                    }
                    if done_tx.send((index, job)).is_err() {
                        break;
                    }
                }
            });
            job_txs.push(job_tx);
        }
        drop(done_tx);
        let mut jobs: Vec<Job> = (0..threads).map(|_| Job::default()).collect();
        let mut paths: Vec<u32> = Vec::new();
        let mut ends: Vec<usize> = Vec::new();
        let mut own: Vec<[u8; 4]> = Vec::new();
        while tree.done < params.playouts {
            let remaining = params.playouts - tree.done;
            if stop.should_stop()
                || (params.stop_when_decided && decided(tree.root_visits(), remaining))
            {
                break;
            }
            let batch = (per_thread * threads).min(remaining as usize);
            paths.clear();
            ends.clear();
            for job in &mut jobs {
                job.leaves.clear();
            }
            for i in 0..batch {
                let leaf = tree.descend(start, params, &mut paths, true);
                ends.push(paths.len());
                jobs[i % threads].leaves.push(leaf);
            }
            for (index, job_tx) in job_txs.iter().enumerate() {
                let job = std::mem::take(&mut jobs[index + 1]);
                job_tx.send(job).expect("a search thread");
            }
            own.clear();
            for leaf in &jobs[0].leaves {
                own.push(tree.play_out(leaf, params));
            }
            for _ in 1..threads {
                let (index, job) = done_rx.recv().expect("a search thread");
                jobs[index] = job;
            }
            let mut from = 0;
            for (i, &end) in ends.iter().enumerate() {
                let (index, at) = (i % threads, i / threads);
                let scores = if index == 0 {
                    own[at]
                } else {
                    let outcome = jobs[index].outcomes[at];
                    tree.plies += outcome.plies as u64;
                    outcome.scores
                };
                tree.back_up(&paths[from..end], &scores, true);
                from = end;
            }
        }
        drop(job_txs);
    });
    SearchResult {
        moves: tree.root_moves(start),
        playouts: tree.done,
        plies: tree.plies,
        nodes: tree.node_count(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ninetka::mcts::search;

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
    fn a_search_on_threads_spends_the_budget_and_repeats_for_a_seed() {
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
    fn a_small_budget_stays_on_one_thread() {
        let pos = random_position(2, 20, 1);
        let one = search(&pos, &params(3000, 1), 2, &Stop::never());
        assert_eq!(one, search(&pos, &params(3000, 2), 2, &Stop::never()));
    }

    #[test]
    fn a_search_on_threads_stopped_once_decided_keeps_the_most_visited_move() {
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
    fn one_thread_batches_of_one_are_the_plain_search() {
        let pos = random_position(2, 20, 1);
        let plain = search(&pos, &params(3000, 1), 7, &Stop::never());
        let batched = search_in_batches(&pos, &params(3000, 1), 7, &Stop::never(), 1);
        assert_eq!(plain, batched);
    }
}
