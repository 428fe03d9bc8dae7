//! How deep the Morris search gets on a fixed budget, and how fast it runs: for positions of
//! seeded random games (placing and moving) of a game of the family (`GAME=twelve`, ...; Nine
//! Men's Morris by default), the depth completed within `nodes` nodes.
//!
//!     cargo run --release --example morris_depth -- [nodes] [positions]

use std::time::Instant;

use ninetka_engine::cancel::Stop;
use ninetka_engine::mill::node::to_move;
use ninetka_engine::mill::presets;
use ninetka_engine::mill::root::{analyse, Budget};
use ninetka_engine::mill::Position;

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let nodes = args.first().copied().unwrap_or(2_000_000);
    let count = args.get(1).copied().unwrap_or(24);
    let game = std::env::var("GAME").unwrap_or_else(|_| "nine".into());
    let rules = presets::named(&game).unwrap_or_else(|| panic!("no Morris game {game:?}"));
    let stop = Stop::never();
    let (mut depth_sum, mut total_nodes, mut seconds) = (0u64, 0u64, 0.0);
    let mut seed: u64 = 0x9E37_79B9;
    for i in 0..count {
        let mut pos = Position::start(rules.clone());
        let plies = 2 + (i * 7) % 34;
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // A shallow search's best move most of the time keeps the positions sensible.
            let mv = if seed % 4 == 0 {
                moves[(seed >> 8) as usize % moves.len()]
            } else {
                to_move(analyse(&pos, Budget::new(3_000, 4), &stop).ranked[0].0)
            };
            pos.play(mv);
        }
        if pos.end().is_some() {
            continue;
        }
        let start = Instant::now();
        let result = analyse(&pos, Budget::new(nodes, 60), &stop);
        seconds += start.elapsed().as_secs_f64();
        depth_sum += result.depth as u64;
        total_nodes += result.nodes;
        println!("position {i:2} ply {plies:2}: depth {:2}", result.depth);
    }
    println!(
        "mean depth {:.2}, {:.0} nodes/s",
        depth_sum as f64 / count as f64,
        total_nodes as f64 / seconds
    );
}
