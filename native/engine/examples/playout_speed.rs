//! Playouts per second of the native 9tka playouts from the opening, per player count and policy:
//! `cargo run --release -p ninetka-engine --example playout_speed`.
use ninetka_engine::cancel::Stop;
use ninetka_engine::ninetka::playout::{run_playouts_with, Policy};
use ninetka_engine::ninetka::Position;
use std::time::Instant;

fn main() {
    for (players, policy) in [2, 3, 4]
        .into_iter()
        .flat_map(|p| [(p, Policy::Library), (p, Policy::Uniform)])
    {
        let start = Position::new(players).unwrap();
        let t = Instant::now();
        let stats = run_playouts_with(&start, 200_000, 1, &Stop::never(), policy);
        let s = t.elapsed().as_secs_f64();
        println!(
            "9tka-{players}p native {policy:?} playouts_per_s: {:.0} (plies/playout {:.1})",
            stats.playouts as f64 / s,
            stats.plies as f64 / stats.playouts as f64
        );
    }
}
