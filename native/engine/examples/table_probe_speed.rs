//! Probes one table read from two folders (e.g. the same table dense and blocked) at random
//! positions and along random slides (as a search's probes follow each other), and prints the
//! time a probe takes in each:
//! `cargo run --release -p ninetka-engine --example table_probe_speed -- A B DIR_ONE DIR_TWO`
//! (Nine Men's Morris, flying on, the table of A men to move against B); `-- A B --blocked
//! FROM TO` writes the table of folder FROM blocked into folder TO.

use std::time::Instant;

use ninetka_engine::mill::presets;
use ninetka_engine::mill::tablebase::build::TableRules;
use ninetka_engine::mill::tablebase::file::{file_name, Part};
use ninetka_engine::mill::tablebase::index::Layout;
use ninetka_engine::mill::tablebase::probe::{Table, Tablebases};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let a: u32 = args[1].parse().expect("A");
    let b: u32 = args[2].parse().expect("B");
    let rules = TableRules::of(&presets::nine());
    let layout = Layout::new(a, b, &rules.board);
    if args.get(3).map(String::as_str) == Some("--blocked") {
        // The table of the first folder written blocked into the second.
        let from = Tablebases::new(rules.clone(), vec![args[4].clone().into()]);
        let values = from.table(a, b).expect("the table").all_values();
        let started = Instant::now();
        let part = Part::Pair(a, b);
        let to = std::path::Path::new(&args[5]);
        ninetka_engine::mill::tablebase::file::write_as(to, part, &rules, 0, &values, true)
            .expect("written");
        println!(
            "written blocked in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        return;
    }
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    // Random positions, then a walk of slides: one man of either side to an empty point.
    let random: Vec<(u32, u32)> = (0..1_000_000)
        .map(|_| layout.position(next() % layout.len()))
        .collect();
    let mut walk = Vec::with_capacity(1_000_000);
    let (mut me, mut opp) = random[0];
    for _ in 0..1_000_000 {
        let side = next() % 2;
        let men = if side == 0 { me } else { opp };
        let from = (0..24)
            .filter(|p| men >> p & 1 == 1)
            .nth((next() % men.count_ones() as u64) as usize)
            .unwrap();
        let empty: Vec<u32> = (0..24).filter(|p| (me | opp) >> p & 1 == 0).collect();
        let to = empty[(next() % empty.len() as u64) as usize];
        let moved = men ^ (1 << from) ^ (1 << to);
        if side == 0 {
            me = moved
        } else {
            opp = moved
        }
        walk.push((me, opp));
    }
    let name = file_name(Part::Pair(a, b), &rules);
    for dir in &args[3..] {
        // The table as its file holds it (a blocked one read by block), and as a search's set
        // of tables holds it (a blocked one decompressed whole within the process's budget).
        for through_set in [false, true] {
            let opened = Instant::now();
            let table = if through_set {
                let tables = Tablebases::new(rules.clone(), vec![dir.into()]);
                tables.table(a, b).expect("the table")
            } else {
                let path = std::path::Path::new(dir).join(&name);
                std::sync::Arc::new(Table::open(&path, a, b, &rules).expect("the table"))
            };
            let open = opened.elapsed();
            let how = if through_set { "set" } else { "file" };
            for (kind, probes) in [("random", &random), ("walk", &walk)] {
                let started = Instant::now();
                let mut wins = 0u64;
                for &(me, opp) in probes.iter() {
                    wins += u64::from(matches!(
                        table.outcome(me, opp),
                        ninetka_engine::mill::tablebase::value::Outcome::Win(_)
                    ));
                }
                let ns = started.elapsed().as_nanos() as f64 / probes.len() as f64;
                println!(
                    "{dir} ({how}): {kind} {ns:.0} ns a probe ({wins} wins); opened in {:.2} s",
                    open.as_secs_f64()
                );
            }
        }
    }
}
