//! Every 3-3 position, both rule sets, against a solve that shares nothing with the builder:
//! the board is built from RULES.md's list of lines, every position of the full space is kept
//! (no symmetries), and values are found by rounds of plain forward look-ups until nothing
//! changes. Then the invariants of every table up to 4 men, on samples.

use super::build::{build_up_to, pairs_up_to, Control, Progress, TableRules};
use super::probe::Tablebases;
use super::value::Outcome;
use super::verify::check_table;
use crate::mill::presets;

pub(crate) const NAMES: [&str; 24] = [
    "a1", "a4", "a7", "d7", "g7", "g4", "g1", "d1", "b2", "b4", "b6", "d6", "f6", "f4", "f2", "d2",
    "c3", "c4", "c5", "d5", "e5", "e4", "e3", "d3",
];
const LINES: [[&str; 3]; 16] = [
    ["a1", "a4", "a7"],
    ["a7", "d7", "g7"],
    ["g7", "g4", "g1"],
    ["g1", "d1", "a1"],
    ["b2", "b4", "b6"],
    ["b6", "d6", "f6"],
    ["f6", "f4", "f2"],
    ["f2", "d2", "b2"],
    ["c3", "c4", "c5"],
    ["c5", "d5", "e5"],
    ["e5", "e4", "e3"],
    ["e3", "d3", "c3"],
    ["a4", "b4", "c4"],
    ["e4", "f4", "g4"],
    ["d1", "d2", "d3"],
    ["d5", "d6", "d7"],
];

struct Board {
    lines: Vec<[usize; 3]>,
    neighbours: Vec<Vec<usize>>,
}

fn board() -> Board {
    let at = |name: &str| NAMES.iter().position(|&n| n == name).expect("a point");
    let lines: Vec<[usize; 3]> = LINES
        .iter()
        .map(|l| [at(l[0]), at(l[1]), at(l[2])])
        .collect();
    let mut neighbours = vec![Vec::new(); 24];
    for l in &lines {
        for (x, y) in [(l[0], l[1]), (l[1], l[2])] {
            neighbours[x].push(y);
            neighbours[y].push(x);
        }
    }
    Board { lines, neighbours }
}

/// Every position of three men against three, solved: `outcome(me, opp)` for `me` to move.
pub(crate) struct Solved {
    rank: Vec<u16>,
    sets: Vec<u32>,
    known: Vec<Option<Outcome>>,
}

impl Solved {
    pub(crate) fn outcome(&self, me: u32, opp: u32) -> Outcome {
        let slot =
            self.rank[me as usize] as usize * self.sets.len() + self.rank[opp as usize] as usize;
        self.known[slot].unwrap_or(Outcome::Draw)
    }
}

/// Solves every position of three men against three: (me, opp, outcome for `me` to move).
fn solve_three_against_three(flying: bool) -> Vec<(u32, u32, Outcome)> {
    let solved = solve_three(flying, &[]);
    positions_of(&solved.sets)
        .into_iter()
        .map(|(me, opp)| (me, opp, solved.outcome(me, opp)))
        .collect()
}

/// `solve_three_against_three` where the positions of `draws` (`me` to move against `opp`)
/// are draws wherever a move reaches them, as a position is whose next occurrence would be its
/// third: the game of a history that holds them twice.
pub(crate) fn solve_three(flying: bool, draws: &[(u32, u32)]) -> Solved {
    let board = board();
    let line_masks: Vec<u32> = board
        .lines
        .iter()
        .map(|l| l.iter().fold(0, |m, p| m | 1 << p))
        .collect();
    let sets: Vec<u32> = (0u32..1 << 24).filter(|s| s.count_ones() == 3).collect();
    let mut rank = vec![0u16; 1 << 24];
    for (i, &s) in sets.iter().enumerate() {
        rank[s as usize] = i as u16;
    }
    let slot =
        |me: u32, opp: u32| rank[me as usize] as usize * sets.len() + rank[opp as usize] as usize;
    let lines_at: Vec<Vec<u32>> = (0..24)
        .map(|p| {
            line_masks
                .iter()
                .copied()
                .filter(|m| m >> p & 1 == 1)
                .collect()
        })
        .collect();
    // Calls `visit(men after the move, closes a line)` for every move of `me`.
    let for_each_move = |me: u32, opp: u32, visit: &mut dyn FnMut(u32, bool)| {
        for from in (0..24).filter(|p| me >> p & 1 == 1) {
            let targets: Vec<usize> = if flying {
                (0..24).collect()
            } else {
                board.neighbours[from].clone()
            };
            for to in targets {
                if (me | opp) >> to & 1 == 1 {
                    continue;
                }
                let after = me & !(1 << from) | 1 << to;
                let mill = lines_at[to].iter().any(|&line| line & !after == 0);
                visit(after, mill);
            }
        }
    };
    let positions = positions_of(&sets);
    let mut known: Vec<Option<Outcome>> = vec![None; sets.len() * sets.len()];
    // The open positions, each with the slots of its children (kept: the rounds only look up).
    let mut open: Vec<(usize, std::ops::Range<usize>)> = Vec::new();
    let mut children: Vec<usize> = Vec::new();
    let forced: std::collections::HashSet<usize> =
        draws.iter().map(|&(me, opp)| slot(me, opp)).collect();
    for &(me, opp) in &positions {
        if forced.contains(&slot(me, opp)) {
            known[slot(me, opp)] = Some(Outcome::Draw);
            continue;
        }
        let (mut any, mut mill) = (false, false);
        let first = children.len();
        for_each_move(me, opp, &mut |after, m| {
            any = true;
            mill |= m;
            children.push(slot(opp, after));
        });
        match (any, mill) {
            (false, _) => known[slot(me, opp)] = Some(Outcome::Loss(0)),
            (true, true) => {
                known[slot(me, opp)] = Some(Outcome::Win(1));
                children.truncate(first);
            }
            _ => open.push((slot(me, opp), first..children.len())),
        }
    }
    // Round `r` settles what the values of rounds before it decide: a move to a loss in r - 1
    // wins in r; only moves to wins, the slowest in r - 1, loses in r.
    let mut round = 1u32;
    loop {
        let mut found = Vec::new();
        let mut still = Vec::new();
        for (at, range) in open {
            let (mut to_loss, mut all_wins, mut slowest) = (false, true, 0);
            for &child in &children[range.clone()] {
                match known[child] {
                    Some(Outcome::Loss(d)) if d + 1 == round => to_loss = true,
                    Some(Outcome::Win(d)) => slowest = slowest.max(d),
                    _ => all_wins = false,
                }
            }
            if to_loss {
                found.push((at, Outcome::Win(round)));
            } else if all_wins && slowest == round - 1 {
                found.push((at, Outcome::Loss(round)));
            } else {
                still.push((at, range));
            }
        }
        // Round 1 may settle nothing new (the wins in 1 came from the first look) and still
        // feed round 2.
        if found.is_empty() && round > 1 {
            break;
        }
        for (i, v) in found {
            known[i] = Some(v);
        }
        open = still;
        round += 1;
    }
    Solved { rank, sets, known }
}

fn positions_of(sets: &[u32]) -> Vec<(u32, u32)> {
    let mut positions = Vec::new();
    for &me in sets {
        for &opp in sets {
            if me & opp == 0 {
                positions.push((me, opp));
            }
        }
    }
    positions
}

#[test]
fn every_three_against_three_position_matches_a_brute_force_solve() {
    // One rule set a thread: the solve takes a while.
    std::thread::scope(|scope| {
        for flying in [true, false] {
            scope.spawn(move || check_three_against_three(flying));
        }
    });
}

/// Nine Men's Morris's tables with or without flying.
pub(crate) fn nine_tables(flying: bool) -> TableRules {
    TableRules::of(&crate::mill::Rules {
        flying,
        ..presets::nine()
    })
}

/// Every table of Nine Men's Morris up to `k` men a side, built into a scratch folder of its own
/// (`tag` tells the tests' folders apart).
pub(crate) fn build_scratch(
    tag: &str,
    k: u32,
    flying: bool,
    threads: usize,
) -> (std::path::PathBuf, Tablebases) {
    build_scratch_for(&format!("{tag}-{flying}"), k, &nine_tables(flying), threads)
}

/// Every table of `rules` up to `k` men a side, built into a scratch folder of its own.
pub(crate) fn build_scratch_for(
    tag: &str,
    k: u32,
    rules: &TableRules,
    threads: usize,
) -> (std::path::PathBuf, Tablebases) {
    let name = format!("ninetka-tb-{tag}{k}-{}", std::process::id());
    let dir = std::env::temp_dir().join(name);
    let quiet = &mut |_, _, _| {};
    let control = Control::to_the_end(threads);
    let tables = build_up_to(k, rules, &dir, &[], &Progress::default(), &control, quiet)
        .expect("a scratch folder")
        .expect("a build without a stop runs to its end");
    (dir, tables)
}

fn check_three_against_three(flying: bool) {
    let (dir, tables) = build_scratch("solve", 3, flying, 1);
    let table = tables.table(3, 3).expect("built");
    let solved = solve_three_against_three(flying);
    assert_eq!(solved.len(), 2024 * 1330);
    let mut results = [0; 3];
    for &(me, opp, value) in &solved {
        assert_eq!(table.outcome(me, opp), value, "{me:#x} against {opp:#x}");
        results[match value {
            Outcome::Win(_) => 0,
            Outcome::Draw => 1,
            Outcome::Loss(_) => 2,
        }] += 1;
    }
    // The solve is not trivial: all three results occur.
    assert!(results.iter().all(|&n| n > 0), "{results:?}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn every_table_up_to_four_men_keeps_the_retrograde_invariants_on_samples() {
    for flying in [true, false] {
        let rules = nine_tables(flying);
        let (dir, _) = build_scratch("invariants", 4, flying, 2);
        // With flying nearly all 4-4 positions are draws: stored sparse; 3-3 (mostly wins)
        // dense.
        let size = |name: &str| std::fs::metadata(dir.join(name)).expect("written").len();
        let fly = if flying { "fly" } else { "nofly" };
        assert_eq!(size(&format!("morris-3v3-{fly}-100.ntb")), 64 + 210_140);
        if flying {
            assert!(size("morris-4v4-fly-100.ntb") < 3_667_665 / 5);
        }
        // Read back from the files, as the app does.
        let tables = Tablebases::new(rules.clone(), vec![dir.clone()]);
        for (a, b) in pairs_up_to(4, &rules) {
            for (x, y) in [(a, b), (b, a)] {
                let checked = check_table(&tables, x, y, 409).unwrap_or_else(|e| panic!("{e}"));
                assert!(checked > 500);
            }
        }
        assert!(tables.problems().is_empty());
        std::fs::remove_dir_all(&dir).ok();
    }
}
