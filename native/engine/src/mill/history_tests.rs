//! The analysis of positions whose game has repeated, against solves that count occurrences.
//!
//! RULES.md 2.6: a position's third occurrence draws. Every position of three men against
//! three (flying) is solved by `brute_force_tests`, which shares nothing with the tables or the
//! search, in the game a history leaves after a move: the positions the history then holds
//! twice are draws wherever a move reaches them, the others are played on (a position held
//! once may be passed once more, and no winning line needs a position three times). Every value
//! the analysis calls exact, from the tables or from the search alone, must be the solve's; with
//! the tables every value is exact (three men against three: the history's own solve).

use std::collections::{BTreeSet, HashMap};

use super::node::{from_move, to_move};
use super::position::{position_key, Move, Position};
use super::presets;
use super::root::{analyse, Budget};
use super::rules::Rules;
use super::search::{TB_BOUND, WIN, WIN_BOUND};
use super::tablebase::brute_force_tests::{build_scratch, solve_three, Solved, NAMES};
use super::tablebase::registry;
use super::tablebase::value::Outcome;
use crate::cancel::Stop;

fn nine() -> Rules {
    presets::nine()
}

fn points(names: &str) -> u32 {
    names.split_whitespace().fold(0, |board, name| {
        board | 1 << NAMES.iter().position(|&n| n == name).expect("a point")
    })
}

fn name(point: u8) -> &'static str {
    NAMES[point as usize]
}

fn notation(mv: Move) -> String {
    let mut text = String::new();
    if let Some(src) = mv.src {
        text += name(src);
        text += "-";
    }
    text += name(mv.dst);
    if let Some(r) = mv.remove {
        text += "x";
        text += name(r);
    }
    text
}

/// The position (White `white` against Black `black`, `side` to move) with `seen` counting
/// the game's earlier positions, the current one included.
fn position_after(white: u32, black: u32, side: usize, seen: &[(u64, u32)]) -> Position {
    let seen: HashMap<u64, u32> = seen.iter().copied().collect();
    Position::new(nine(), [white, black], [0, 0], side, 4, seen, None, None).expect("a position")
}

fn key_of(boards: [u32; 2], side: usize) -> u64 {
    position_key(boards, [0, 0], side)
}

/// What the analysis says of a move, in the words of `analysis/morris.py`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Claim {
    /// Won (lost) with this many plies to the game's end, when known.
    Win(Option<u32>),
    Loss(Option<u32>),
    Draw,
    Estimate,
}

fn claim(score: i32, from_tables: bool) -> Claim {
    let plies = (WIN - score.abs()) as u32;
    match score {
        s if s > WIN_BOUND => Claim::Win(Some(plies)),
        s if s < -WIN_BOUND => Claim::Loss(Some(plies)),
        s if s > TB_BOUND => Claim::Win(None),
        s if s < -TB_BOUND => Claim::Loss(None),
        0 if from_tables => Claim::Draw,
        _ => Claim::Estimate,
    }
}

fn claims(position: &Position, tables: bool) -> Vec<(Move, Claim)> {
    let budget = Budget {
        tables,
        every_move: true,
        ..Budget::new(400_000, 12)
    };
    let result = analyse(position, budget, &Stop::never());
    let from_tables = result.from_tables;
    assert_eq!(from_tables, tables, "the tables hold every 3-3 position");
    result
        .ranked
        .iter()
        .map(|&(c, s)| (to_move(c), claim(s, from_tables)))
        .collect()
}

/// The better of two outcomes for the side they belong to.
fn rank(o: Outcome) -> i64 {
    match o {
        Outcome::Win(d) => 1_000 - d as i64,
        Outcome::Draw => 0,
        Outcome::Loss(d) => d as i64 - 1_000,
    }
}

/// The mover's outcome of a move whose position is worth `theirs` to the opponent.
fn through(theirs: Outcome) -> Outcome {
    match theirs {
        Outcome::Win(d) => Outcome::Loss(d + 1),
        Outcome::Draw => Outcome::Draw,
        Outcome::Loss(d) => Outcome::Win(d + 1),
    }
}

/// `me` to move against `opp`, worth by `solved` one ply down (`me` itself may be a position
/// the solve forces to a draw on its next occurrence, not on this one).
fn expanded(solved: &Solved, me: u32, opp: u32) -> Outcome {
    let mut position = Position::new(
        Rules {
            repetition_draw: false,
            no_removal_limit: 0,
            ..nine()
        },
        [me, opp],
        [0, 0],
        0,
        0,
        HashMap::new(),
        None,
        None,
    )
    .expect("a position");
    let mut best = Outcome::Loss(0);
    for mv in position.legal_moves() {
        let value = if mv.remove.is_some() {
            Outcome::Win(1)
        } else {
            position.play(mv);
            let [a, b] = position.boards();
            position.undo();
            through(solved.outcome(b, a))
        };
        if rank(value) > rank(best) {
            best = value;
        }
    }
    best
}

/// The positions (`me` to move against `opp`) that `seen` holds at least twice.
fn doubled(seen: &HashMap<u64, u32>) -> Draws {
    seen.iter()
        .filter(|&(_, &n)| n >= 2)
        .map(|(&key, _)| {
            let boards = [key as u32 & 0xFF_FFFF, (key >> 24) as u32 & 0xFF_FFFF];
            let side = (key >> 56) as usize;
            (boards[side], boards[1 - side])
        })
        .collect()
}

/// For every move of `root` (its game so far counted in `seen`): the value the rules give
/// it at once (a removal wins, a third occurrence draws), or the positions the history then
/// holds twice, whose solve gives it.
fn games_after(root: &Position, seen: &HashMap<u64, u32>) -> Vec<(Move, Result<Outcome, Draws>)> {
    let s = root.side_to_move();
    let mut games = Vec::new();
    for mv in root.legal_moves() {
        if mv.remove.is_some() {
            games.push((mv, Ok(Outcome::Win(1)))); // three men: the removal wins
            continue;
        }
        let mut boards = root.boards();
        boards[s] ^= 1 << mv.dst | 1 << mv.src.expect("a slide");
        let key = key_of(boards, 1 - s);
        let mut after = seen.clone();
        *after.entry(key).or_insert(0) += 1;
        if after[&key] >= 3 {
            games.push((mv, Ok(Outcome::Draw)));
        } else {
            games.push((mv, Err(doubled(&after))));
        }
    }
    games
}

/// The positions a history holds twice (`me` to move against `opp`).
type Draws = BTreeSet<(u32, u32)>;

/// Solves the games of `needed` that `solves` lacks, two at a time.
fn solve_missing(needed: impl IntoIterator<Item = Draws>, solves: &mut HashMap<Draws, Solved>) {
    let missing: BTreeSet<Draws> = needed
        .into_iter()
        .filter(|d| !solves.contains_key(d))
        .collect();
    let missing: Vec<Draws> = missing.into_iter().collect();
    for pair in missing.chunks(2) {
        let solved: Vec<Solved> = std::thread::scope(|scope| {
            let runs: Vec<_> = pair
                .iter()
                .map(|draws| {
                    let list: Vec<(u32, u32)> = draws.iter().copied().collect();
                    scope.spawn(move || solve_three(true, &list))
                })
                .collect();
            runs.into_iter()
                .map(|r| r.join().expect("a solve"))
                .collect()
        });
        solves.extend(pair.iter().cloned().zip(solved));
    }
}

/// The value of every move of `root` under the rules, its game so far counted in `seen`.
fn truths(
    root: &Position,
    seen: &HashMap<u64, u32>,
    solves: &mut HashMap<Draws, Solved>,
) -> Vec<(Move, Outcome)> {
    let s = root.side_to_move();
    let games = games_after(root, seen);
    let needed = games.iter().filter_map(|(_, g)| g.as_ref().err().cloned());
    solve_missing(needed.chain([Draws::new()]), solves);
    games
        .into_iter()
        .map(|(mv, game)| {
            let value = game.unwrap_or_else(|draws| {
                let mut boards = root.boards();
                boards[s] ^= 1 << mv.dst | 1 << mv.src.expect("a slide");
                through(expanded(&solves[&draws], boards[1 - s], boards[s]))
            });
            (mv, value)
        })
        .collect()
}

/// Every claim of the analysis of `root` (with and without the tables) that is exact agrees
/// with the rules' value; returns how many moves the tables' value alone would get wrong.
fn check(root: &Position, seen: &[(u64, u32)], solves: &mut HashMap<Draws, Solved>) -> usize {
    let seen: HashMap<u64, u32> = seen.iter().copied().collect();
    let truths: HashMap<u16, Outcome> = truths(root, &seen, solves)
        .into_iter()
        .map(|(mv, o)| (from_move(mv), o))
        .collect();
    let plain = &solves[&Draws::new()];
    let s = root.side_to_move();
    let mut misled = 0;
    for tables in [true, false] {
        for (mv, said) in claims(root, tables) {
            let truth = truths[&from_move(mv)];
            let what = notation(mv);
            match said {
                Claim::Win(plies) => {
                    let Outcome::Win(d) = truth else {
                        panic!("{what}: claimed won, is {truth:?} (tables {tables})");
                    };
                    // The search proves a win within its plies; the tables' moves count.
                    if let Some(p) = plies {
                        assert!(d <= p, "{what}: won in {d}, claimed {p}");
                    }
                }
                Claim::Loss(_) => assert!(
                    matches!(truth, Outcome::Loss(_)),
                    "{what}: claimed lost, is {truth:?} (tables {tables})"
                ),
                Claim::Draw => assert_eq!(truth, Outcome::Draw, "{what} (tables {tables})"),
                // The tables and the history's own solve leave nothing an estimate.
                Claim::Estimate => assert!(!tables, "{what}: an estimate from the tables"),
            }
            if tables && mv.remove.is_none() {
                let mut boards = root.boards();
                boards[s] ^= 1 << mv.dst | 1 << mv.src.expect("a slide");
                let table = through(expanded(plain, boards[1 - s], boards[s]));
                let kind = |o: Outcome| rank(o).signum();
                misled += usize::from(kind(table) != kind(truth));
            }
        }
    }
    misled
}

/// Three men of each side on distinct points, from `seed`.
fn random_men(seed: &mut u64) -> [u32; 2] {
    let mut taken = 0u32;
    let mut boards = [0u32; 2];
    for board in &mut boards {
        while board.count_ones() < 3 {
            *seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let p = 1 << ((*seed >> 33) % 24);
            if taken & p == 0 {
                taken |= p;
                *board |= p;
            }
        }
    }
    boards
}

/// The slides of `side` in `boards` that close no mill, with the boards after each.
fn quiet_moves(boards: [u32; 2], side: usize, history: &[(u64, u32)]) -> Vec<(Move, [u32; 2])> {
    let position = position_after(boards[0], boards[1], side, history);
    position
        .legal_moves()
        .into_iter()
        .filter(|mv| mv.remove.is_none())
        .map(|mv| {
            let mut after = boards;
            after[side] ^= 1 << mv.dst | 1 << mv.src.expect("a slide");
            (mv, after)
        })
        .collect()
}

/// In random drawn positions whose game holds a position two plies on twice, the move to play
/// (which skips the history's solve where the tables call the position a draw) draws under the
/// rules; returns how many positions were checked.
fn drawn_positions_play_drawing_moves(solves: &mut HashMap<Draws, Solved>) -> usize {
    let mut seed = 11;
    let mut checked = 0;
    for _ in 0..20_000 {
        let boards = random_men(&mut seed);
        if expanded(&solves[&Draws::new()], boards[0], boards[1]) != Outcome::Draw {
            continue;
        }
        let Some(&(_, after)) = quiet_moves(boards, 0, &[]).first() else {
            continue;
        };
        let Some(&(_, reply)) = quiet_moves(after, 1, &[]).last() else {
            continue;
        };
        let seen = [(key_of(boards, 0), 1), (key_of(reply, 0), 2)];
        let position = position_after(boards[0], boards[1], 0, &seen);
        let budget = Budget {
            tables: true,
            ..Budget::new(400_000, 12)
        };
        let result = analyse(&position, budget, &Stop::never());
        assert!(result.from_tables);
        let (played, score) = result.ranked[0];
        assert_eq!(score, 0, "a drawn position's best move is a draw");
        let truths: HashMap<u16, Outcome> = truths(&position, &seen.into(), solves)
            .into_iter()
            .map(|(mv, o)| (from_move(mv), o))
            .collect();
        assert_eq!(
            truths[&played],
            Outcome::Draw,
            "{}",
            notation(to_move(played))
        );
        checked += 1;
        if checked == 3 {
            break;
        }
    }
    checked
}

#[test]
fn every_exact_value_of_a_repeating_game_is_the_rules_own() {
    let (dir, _) = build_scratch("history", 3, true, 2);
    registry::set_dirs(vec![dir.clone()]);
    let mut solves = HashMap::new();

    // White b2 a1 a4 against Black c3 c4 d6, White to move. a1-f6 leads where the game has
    // been once: not a draw, for Black mills at once with d6-c5.
    let (white, black) = (points("b2 a1 a4"), points("c3 c4 d6"));
    let root = key_of([white, black], 0);
    let after = key_of([points("b2 f6 a4"), black], 1);
    let seen = [(root, 1), (after, 1)];
    let position = position_after(white, black, 0, &seen);
    assert_eq!(check(&position, &seen, &mut solves), 0);
    let a1_f6 = claims(&position, true)
        .into_iter()
        .find(|(mv, _)| notation(*mv) == "a1-f6")
        .expect("a legal move");
    assert_eq!(a1_f6.1, Claim::Loss(None));

    // The same position at its second occurrence, b2-d2 leading where the game has been
    // twice (its third occurrence: drawn), a1-d1 where it has been once.
    let twice = key_of([points("d2 a1 a4"), black], 1);
    let once = key_of([points("b2 d1 a4"), black], 1);
    let seen = [(root, 2), (twice, 2), (once, 1)];
    let position = position_after(white, black, 0, &seen);
    check(&position, &seen, &mut solves);
    let said: HashMap<String, Claim> = claims(&position, true)
        .into_iter()
        .map(|(mv, c)| (notation(mv), c))
        .collect();
    assert_eq!(said["b2-d2"], Claim::Draw);

    // A game in which a position Black can reach at once from a won one has occurred twice:
    // the tables' win is a draw there, which the analysis must not call exact.
    let mut seed = 7;
    let mut misled = 0;
    for _ in 0..40 {
        let boards = random_men(&mut seed);
        let root = key_of(boards, 0);
        let plain = &solves[&Draws::new()];
        if rank(expanded(plain, boards[0], boards[1])) <= 0 {
            continue;
        }
        let won = quiet_moves(boards, 0, &[]).into_iter().find(|&(_, after)| {
            matches!(through(plain.outcome(after[1], after[0])), Outcome::Win(d) if d > 2)
        });
        let Some((_, after)) = won else { continue };
        let Some(&(_, reply)) = quiet_moves(after, 1, &[]).first() else {
            continue;
        };
        let seen = [(root, 1), (key_of(reply, 0), 2)];
        let position = position_after(boards[0], boards[1], 0, &seen);
        misled += check(&position, &seen, &mut solves);
        if misled > 0 {
            break;
        }
    }
    assert!(misled > 0, "no history turned a won move");

    // One test, as the tables' registry is the process's own.
    assert_eq!(drawn_positions_play_drawing_moves(&mut solves), 3);

    std::fs::remove_dir_all(&dir).ok();
}
