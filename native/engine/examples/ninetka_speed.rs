//! Playouts a second of the 9tka tree search and of bare playouts, from the opening of a
//! 2-player game and from the first edge placement and first slide of one game:
//! `cargo run --release -p ninetka-engine --example ninetka_speed [playouts [trees [tree]]]`
//! (each tree on a thread of its own). Besides the wall clock it reports the CPU time of the
//! thread (Linux), steadier on a busy machine.

use ninetka_engine::cancel::Stop;
use ninetka_engine::ninetka::mcts::{search, SearchParams};
use ninetka_engine::ninetka::playout::{run_playouts_with, Policy, Rng};
use ninetka_engine::ninetka::position::{PHASE_EDGE, PHASE_MOVEMENT};
use ninetka_engine::ninetka::Position;
use std::time::Instant;

/// Nanoseconds this thread has run on a CPU (0 where the kernel does not say).
fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

fn report(name: &str, run: impl FnOnce() -> u64) {
    let (clock, cpu) = (Instant::now(), cpu_ns());
    let done = run();
    let wall = clock.elapsed().as_secs_f64();
    let cpu = (cpu_ns() - cpu) as f64 * 1e-9;
    println!(
        "{name}: {:.0} playouts/s wall, {:.0} per CPU second",
        done as f64 / wall,
        done as f64 / cpu
    );
}

fn main() {
    let playouts: u64 = std::env::args()
        .nth(1)
        .map(|a| a.parse().expect("a number of playouts"))
        .unwrap_or(200_000);
    let trees: usize = std::env::args()
        .nth(2)
        .map(|a| a.parse().expect("a number of trees"))
        .unwrap_or(ninetka_engine::ninetka::mcts::SEARCH_TREES);
    let tree_only = std::env::args().nth(3).as_deref() == Some("tree");
    let mut pos = Position::new(2).unwrap();
    let mut starts = vec![("opening", pos.clone())];
    let mut rng = Rng::new(3);
    for (name, phase) in [("edge", PHASE_EDGE), ("movement", PHASE_MOVEMENT)] {
        while pos.phase() != phase {
            let moves = pos.legal_moves();
            pos.play(moves[rng.below(moves.len())]).unwrap();
        }
        starts.push((name, pos.clone()));
    }
    report("tree_search opening", || {
        search(
            &starts[0].1,
            &SearchParams {
                trees,
                threads: trees,
                ..SearchParams::new(playouts)
            },
            0,
            &Stop::never(),
        )
        .playouts
    });
    if tree_only {
        return;
    }
    for (name, start) in &starts {
        for policy in [Policy::Library, Policy::Uniform] {
            report(&format!("{policy:?} playouts {name}"), || {
                run_playouts_with(start, playouts, 1, &Stop::never(), policy).playouts
            });
        }
    }
}
