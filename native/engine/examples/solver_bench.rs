//! Nodes and seconds of the exact movement solver on given positions, one per input line:
//! `seed waiting players phase to_move board...` (the 121 cell values), as
//! `benchmarks/solver_positions.py` writes them.
//! `cargo run --release -p ninetka-engine --example solver_bench -- FILE [LEAST] [MOST]
//! [SECONDS] [THREADS]` solves those with LEAST..=MOST waiting counters, each within SECONDS,
//! on THREADS threads (default: as the app does).
use ninetka_engine::cancel::Stop;
use ninetka_engine::ninetka::solver::Solver;
use ninetka_engine::ninetka::Position;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).expect("a file of positions");
    let least: u32 = args.get(2).map_or(0, |a| a.parse().unwrap());
    let most: u32 = args.get(3).map_or(99, |a| a.parse().unwrap());
    let seconds: f64 = args.get(4).map_or(60.0, |a| a.parse().unwrap());
    let threads: Option<usize> = args.get(5).map(|a| a.parse().unwrap());
    let (mut nodes, mut time) = (0u64, 0.0);
    for line in text.lines() {
        let v: Vec<i32> = line
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let (seed, waiting) = (v[0], v[1] as u32);
        if waiting < least || waiting > most {
            continue;
        }
        let board: Vec<i8> = v[5..].iter().map(|&c| c as i8).collect();
        let pos = Position::from_board(v[2] as u8, v[3] as u8, v[4] as u8, &board).unwrap();
        let stop = Stop::new(Some(Duration::from_secs_f64(seconds)), Default::default());
        let t = Instant::now();
        let solved = Solver::new(&pos, &stop, u64::MAX)
            .on_threads(threads)
            .solve();
        let s = t.elapsed().as_secs_f64();
        match solved {
            Some(r) => {
                nodes += r.nodes;
                time += s;
                println!(
                    "seed {seed:2} waiting {waiting} value {:3} best {:?} nodes {:10} s {s:.2}",
                    r.value, r.best, r.nodes
                );
            }
            None => println!("seed {seed:2} waiting {waiting} stopped after {s:.2} s"),
        }
    }
    println!(
        "total nodes {nodes} s {time:.2} nodes_per_s {:.0}",
        nodes as f64 / time
    );
}
