//! Builds the Morris tables up to K men a side into a folder and prints each pair's time, for a
//! game of the family (`GAME=six`, ...; Nine Men's Morris by default):
//! `cargo run --release -p ninetka-engine --example tablebase_build -- K DIR [fly|nofly] [LIMIT]`
//! (flying and the count the game's own unless given).

use std::time::Instant;

use ninetka_engine::mill::presets;
use ninetka_engine::mill::tablebase::build::{build_up_to, Control, Progress, TableRules};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let k: u32 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(4);
    let dir = std::path::PathBuf::from(args.get(2).map_or("/tmp/ntb", String::as_str));
    let flying = args.get(3).map(|s| s != "nofly");
    let limit: Option<u32> = args.get(4).and_then(|s| s.parse().ok());
    let progress = Progress::default();
    let started = Instant::now();
    let mut last = Instant::now();
    let game = std::env::var("GAME").unwrap_or_else(|_| "nine".into());
    let mut rules = presets::named(&game).unwrap_or_else(|| panic!("no Morris game {game:?}"));
    rules.flying = flying.unwrap_or(rules.flying);
    rules.no_removal_limit = limit.unwrap_or(rules.no_removal_limit);
    let tables = build_up_to(
        k,
        &TableRules::of(&rules),
        &dir,
        &[],
        &progress,
        &Control::to_the_end(2),
        &mut |a, b, done| {
            if done {
                println!("{a}v{b}: {:.1} s", last.elapsed().as_secs_f64());
            }
            last = Instant::now();
        },
    )
    .expect("the folder is writable")
    .expect("a build without a stop runs to its end");
    println!("all: {:.1} s", started.elapsed().as_secs_f64());
    for a in 3..=k {
        for b in 3..=k {
            if let Some(t) = tables.table(a, b) {
                let values = t.all_values();
                let mut counts = [0u64; 3];
                for &v in &values {
                    counts[match v {
                        0 => 1,
                        1..=127 => 0,
                        _ => 2,
                    }] += 1;
                }
                let max_win = values.iter().filter(|&&v| (1..128).contains(&v)).max();
                let max_loss = values.iter().filter(|&&v| v >= 128).max().map(|v| v - 128);
                println!(
                    "{a}v{b}: {} positions, win {} draw {} loss {}, longest win {:?} loss {:?}",
                    values.len(),
                    counts[0],
                    counts[1],
                    counts[2],
                    max_win,
                    max_loss
                );
            }
        }
    }
}
