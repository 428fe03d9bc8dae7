//! The tables of every game of the family keep the retrograde invariants; Three and Six Men's
//! Morris are solved whole, their placing phases too; and Six Men's Morris's endgames up to four
//! men a side, with a sample of its placing positions, equal a brute-force solve that shares
//! nothing with the builder (its own board from RULES.md's point names and lines, every position
//! without symmetries, rounds of forward look-ups).

use std::collections::HashMap;

use super::brute_force_tests::build_scratch_for;
use super::build::{pairs_up_to, Progress, TableRules};
use super::file::write;
use super::opening::{build_opening, OpeningIndex};
use super::probe::Tablebases;
use super::value::{under_count, Outcome};
use super::verify::{check_opening, check_table};
use crate::mill::node::Node;
use crate::mill::presets;
use crate::mill::rules::Rules;

/// Builds `rules`'s tables up to `k` men a side and, with `opening`, solves its placing phase;
/// returns the folder and the tables read back from it, as the app reads them.
fn solved(tag: &str, rules: &Rules, k: u32, opening: bool) -> (std::path::PathBuf, Tablebases) {
    let table_rules = TableRules::of(rules);
    let (dir, built) = build_scratch_for(tag, k, &table_rules, 2);
    if opening {
        let index = OpeningIndex::new(&table_rules, rules.men, rules.forbidden_first);
        let part = index.part();
        let solution = build_opening(&built, index, &Progress::default(), 2);
        let values = solution.values.all(solution.index.len());
        write(&dir, part, &table_rules, 0, &values).expect("written");
    }
    let read = Tablebases::new(table_rules, vec![dir.clone()])
        .with_opening(rules.men, rules.forbidden_first);
    (dir, read)
}

fn start_outcome(tables: &Tablebases, rules: &Rules) -> Option<Outcome> {
    tables.probe(&Node::start(rules.men))
}

#[test]
fn every_game_s_tables_up_to_four_men_keep_the_retrograde_invariants() {
    for rules in [presets::twelve(), presets::morabaraba(), presets::six()] {
        let tag = format!("invariants-{}", rules.preset);
        let (dir, tables) = solved(&tag, &rules, 4, false);
        for (a, b) in pairs_up_to(4, &tables.rules) {
            for (x, y) in [(a, b), (b, a)] {
                let checked = check_table(&tables, x, y, 401).unwrap_or_else(|e| panic!("{e}"));
                assert!(checked > 20, "{} {x}v{y}: {checked}", rules.preset);
            }
        }
        assert!(tables.problems().is_empty());
        std::fs::remove_dir_all(&dir).ok();
    }
}

#[test]
fn three_mens_morris_is_won_by_white_with_the_centre_and_drawn_without() {
    for (centre, expected) in [(true, Outcome::Win(1)), (false, Outcome::Draw)] {
        let rules = Rules {
            forbidden_first: (!centre).then_some(presets::THREE_CENTRE),
            ..presets::three(true)
        };
        let (dir, tables) = solved(&format!("three-{centre}"), &rules, 3, true);
        assert_eq!(start_outcome(&tables, &rules), Some(expected));
        assert_eq!(check_table(&tables, 3, 3, 1), Ok(320));
        let checked = check_opening(&tables, 1).unwrap_or_else(|e| panic!("{e}"));
        assert!(checked > 1_000, "{checked}");
        std::fs::remove_dir_all(&dir).ok();
    }
}

#[test]
fn six_mens_morris_is_a_draw_and_its_solution_keeps_the_invariants() {
    let rules = presets::six();
    let (dir, tables) = solved("six", &rules, 6, true);
    assert_eq!(start_outcome(&tables, &rules), Some(Outcome::Draw));
    for (a, b) in pairs_up_to(6, &tables.rules) {
        for (x, y) in [(a, b), (b, a)] {
            check_table(&tables, x, y, 97).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    let checked = check_opening(&tables, 97).unwrap_or_else(|e| panic!("{e}"));
    assert!(checked > 15_000, "{checked}");
    brute_force_six(&tables);
    // The proof of placing positions (Nine Men's Morris has no placing table) agrees with it.
    let compared = super::proof::agrees_with_the_opening(&tables, &rules, 12);
    assert!(compared > 60, "{compared}");
    std::fs::remove_dir_all(&dir).ok();
}

// --- A brute-force solve of Six Men's Morris's endgames -----------------------------------------

/// RULES.md 3.3: the points, the eight lines and the four spokes.
const SIX_NAMES: [&str; 16] = [
    "a1", "a3", "a5", "c5", "e5", "e3", "e1", "c1", "b2", "b3", "b4", "c4", "d4", "d3", "d2", "c2",
];
const SIX_LINES: [&str; 8] = [
    "a1 a3 a5", "a5 c5 e5", "e5 e3 e1", "e1 c1 a1", "b2 b3 b4", "b4 c4 d4", "d4 d3 d2", "d2 c2 b2",
];
const SIX_SPOKES: [&str; 4] = ["a3 b3", "c4 c5", "d3 e3", "c1 c2"];

struct Brute {
    lines: Vec<u32>,
    neighbours: Vec<u32>,
}

impl Brute {
    fn six() -> Brute {
        let at = |name: &str| 1u32 << SIX_NAMES.iter().position(|&n| n == name).expect("a point");
        let mask = |text: &str| text.split(' ').fold(0, |m, p| m | at(p));
        let lines: Vec<u32> = SIX_LINES.iter().map(|l| mask(l)).collect();
        let mut neighbours = vec![0u32; 16];
        let mut join = |x: &str, y: &str| {
            neighbours[at(x).trailing_zeros() as usize] |= at(y);
            neighbours[at(y).trailing_zeros() as usize] |= at(x);
        };
        for line in SIX_LINES {
            let p: Vec<&str> = line.split(' ').collect();
            join(p[0], p[1]);
            join(p[1], p[2]);
        }
        for spoke in SIX_SPOKES {
            let p: Vec<&str> = spoke.split(' ').collect();
            join(p[0], p[1]);
        }
        Brute { lines, neighbours }
    }

    fn in_line(&self, men: u32) -> u32 {
        self.lines
            .iter()
            .filter(|&&l| men & l == l)
            .fold(0, |acc, &l| acc | l)
    }

    /// The men of `opp` a mill may take: those in no line, or any when all are.
    fn takeable(&self, opp: u32) -> u32 {
        let free = opp & !self.in_line(opp);
        if free != 0 {
            free
        } else {
            opp
        }
    }

    /// Every slide of `me` (no flying in Six Men's Morris): the men after it, and whether it
    /// closes a line.
    fn slides(&self, me: u32, opp: u32) -> Vec<(u32, bool)> {
        let mut out = Vec::new();
        for from in (0..16).filter(|p| me >> p & 1 == 1) {
            for to in (0..16).filter(|q| self.neighbours[from] >> q & 1 == 1) {
                if (me | opp) >> to & 1 == 0 {
                    let after = me & !(1 << from) | 1 << to;
                    let closes = self
                        .lines
                        .iter()
                        .any(|&l| l >> to & 1 == 1 && after & l == l);
                    out.push((after, closes));
                }
            }
        }
        out
    }
}

fn sets(size: u32) -> Vec<u32> {
    (0u32..1 << 16).filter(|s| s.count_ones() == size).collect()
}

/// Every position with up to four men a side, solved by rounds: a move to a loss of `d - 1`
/// (or a removal that wins: into a lost position, or down to two men) wins in `d`; a position
/// whose every move goes to the opponent's wins, the slowest in `d - 1` (a removal counting one),
/// loses in `d`; what no round settles is a draw. Smaller balances first: a removal's position
/// starts a count, so it stands as its value at the count's start (100 plies).
fn brute_endgames() -> HashMap<(u32, u32), Outcome> {
    let board = Brute::six();
    let mut known: HashMap<(u32, u32), Outcome> = HashMap::new();
    for total in 6..=8u32 {
        let mut open: Vec<(u32, u32)> = Vec::new();
        for a in 3..=4u32.min(total - 3) {
            let b = total - a;
            if b > 4 {
                continue;
            }
            for me in sets(a) {
                for opp in sets(b).into_iter().filter(|&o| o & me == 0) {
                    open.push((me, opp));
                }
            }
        }
        let exit = |known: &HashMap<(u32, u32), Outcome>, me: u32, opp: u32| {
            under_count(known[&(me, opp)], 0, 100)
        };
        let mut round = 0u32;
        loop {
            let mut found = Vec::new();
            let mut still = Vec::new();
            for &(me, opp) in &open {
                let moves = board.slides(me, opp);
                let mut win = false;
                let mut all_lose = true;
                let mut slowest = 0;
                for &(after, closes) in &moves {
                    let outcomes: Vec<(Outcome, bool)> = if closes {
                        let take = board.takeable(opp);
                        (0..16)
                            .filter(|r| take >> r & 1 == 1)
                            .map(|r| {
                                let left = opp & !(1 << r);
                                let o = if left.count_ones() < 3 {
                                    Outcome::Loss(0)
                                } else {
                                    exit(&known, left, after)
                                };
                                (o, true)
                            })
                            .collect()
                    } else {
                        let o = known.get(&(opp, after)).copied();
                        vec![(o.unwrap_or(Outcome::Draw), o.is_some())]
                    };
                    for (theirs, settled) in outcomes {
                        match (theirs, settled, closes) {
                            (Outcome::Loss(_), true, true) if round == 1 => win = true,
                            (Outcome::Loss(d), true, false) if d + 1 == round => win = true,
                            (Outcome::Win(_), true, true) => slowest = slowest.max(1),
                            (Outcome::Win(d), true, false) => slowest = slowest.max(d + 1),
                            _ => all_lose = false,
                        }
                    }
                }
                if round == 0 && moves.is_empty() {
                    found.push(((me, opp), Outcome::Loss(0)));
                } else if round > 0 && win {
                    found.push(((me, opp), Outcome::Win(round)));
                } else if round > 0 && !moves.is_empty() && all_lose && slowest == round {
                    found.push(((me, opp), Outcome::Loss(round)));
                } else {
                    still.push((me, opp));
                }
            }
            if found.is_empty() && round > 1 {
                break;
            }
            known.extend(found);
            open = still;
            round += 1;
        }
        known.extend(open.into_iter().map(|p| (p, Outcome::Draw)));
    }
    known
}

fn brute_force_six(tables: &Tablebases) {
    let endgames = brute_endgames();
    for (&(me, opp), &value) in &endgames {
        let (a, b) = (me.count_ones(), opp.count_ones());
        let table = tables.table(a, b).expect("a table");
        assert_eq!(
            table.outcome(me, opp),
            value,
            "{me:#x} to move against {opp:#x}"
        );
    }
    // Placing positions whose every line ends within those endgames: Black to place its last
    // man, White with four men on the board and Black with three (two men of each side were
    // taken), solved by trying every placement.
    let board = Brute::six();
    let opening = tables.opening().expect("solved");
    let mut checked = 0;
    for white in sets(4).into_iter().step_by(7) {
        for black in sets(3).into_iter().filter(|&b| b & white == 0).step_by(5) {
            if board.in_line(white) != 0 || board.in_line(black) != 0 {
                continue; // keep to positions a game reaches without a mill standing
            }
            let mut best: Option<Outcome> = None;
            for p in (0..16).filter(|p| (white | black) >> p & 1 == 0) {
                let after = black | 1 << p;
                let closes = board
                    .lines
                    .iter()
                    .any(|&l| l >> p & 1 == 1 && after & l == l);
                let lefts: Vec<u32> = if closes {
                    let take = board.takeable(white);
                    (0..16)
                        .filter(|r| take >> r & 1 == 1)
                        .map(|r| white & !(1 << r))
                        .collect()
                } else {
                    vec![white]
                };
                for left in lefts {
                    let theirs = under_count(endgames[&(left, after)], 0, 100);
                    let mine = theirs.through(true);
                    let rank = |o: Outcome| super::banned::rank(o);
                    if best.map_or(true, |b| rank(mine) > rank(b)) {
                        best = Some(mine);
                    }
                }
            }
            let stored = opening.outcome(black, white, 1, 0).expect("numbered");
            assert_eq!(
                Some(stored),
                best,
                "Black {black:#x} against White {white:#x}"
            );
            checked += 1;
        }
    }
    assert!(checked > 1_000, "{checked}");
}
