//! The retrograde invariants, checked position by position with the engine's own move
//! generator (`Position::legal_moves`, held equal to the rules library by the agreement tests),
//! not the builder's: a win has a move to a loss of the opponent's one ply shorter (or a
//! removal that wins), and none faster; a loss has only moves to the opponent's wins, the
//! slowest one ply shorter; a draw has a drawing move and no winning one.

use std::collections::HashMap;

use super::probe::Tablebases;
use super::value::{under_count, Outcome, MAX_DISTANCE};
use crate::morris::position::{Position, Rules};

/// What the moves of `(me, opp)` say the position is worth, read from the tables.
pub fn expected(tables: &Tablebases, me: u32, opp: u32) -> Result<Outcome, String> {
    let rules = Rules {
        flying: tables.rules.flying,
        repetition_draw: false,
        no_removal_limit: 0,
    };
    let position = Position::new(rules, [me, opp], [0, 0], 0, 0, HashMap::new())?;
    let mut best: Option<Outcome> = None;
    let better = |x: Outcome, y: Outcome| -> bool {
        let rank = |o: Outcome| match o {
            Outcome::Win(d) => 2_000 - d as i64,
            Outcome::Draw => 0,
            Outcome::Loss(d) => d as i64 - 2_000,
        };
        rank(x) > rank(y)
    };
    for mv in position.legal_moves() {
        let after = me ^ (1 << mv.dst) ^ mv.src.map_or(0, |s| 1 << s);
        let removal = mv.remove.is_some();
        // The opponent, to move next, and its men after a removal.
        let theirs_men = mv.remove.map_or(opp, |r| opp ^ (1 << r));
        let outcome = if theirs_men.count_ones() < 3 {
            Outcome::Win(1)
        } else {
            let table = tables
                .table(theirs_men.count_ones(), after.count_ones())
                .ok_or("a table the moves lead into is missing")?;
            let theirs = table.outcome(theirs_men, after);
            // After a removal the count starts again: the smaller table's result at its start.
            let theirs = if removal {
                under_count(theirs, 0, tables.rules.limit)
            } else {
                theirs
            };
            match theirs.through(removal) {
                Outcome::Win(d) => Outcome::Win(d.min(MAX_DISTANCE)),
                Outcome::Loss(d) => Outcome::Loss(d.min(MAX_DISTANCE)),
                Outcome::Draw => Outcome::Draw,
            }
        };
        if best.map_or(true, |b| better(outcome, b)) {
            best = Some(outcome);
        }
    }
    // No move at all: blocked, lost now.
    Ok(best.unwrap_or(Outcome::Loss(0)))
}

/// Checks every `step`-th position of table `(a, b)`; returns how many were checked, or the
/// first position whose stored value its moves contradict.
pub fn check_table(tables: &Tablebases, a: u32, b: u32, step: u64) -> Result<u64, String> {
    let table = tables
        .table(a, b)
        .ok_or_else(|| format!("table {a}v{b} is missing"))?;
    let mut checked = 0;
    let mut index = 0;
    while index < table.layout.len() {
        let (me, opp) = table.layout.position(index);
        let stored = table.outcome(me, opp);
        let wanted = expected(tables, me, opp)?;
        if stored != wanted {
            return Err(format!(
                "table {a}v{b}, position {index} (men {me:#08x} to move, {opp:#08x}): stored \
                 {stored:?}, its moves say {wanted:?}"
            ));
        }
        checked += 1;
        index += step.max(1);
    }
    Ok(checked)
}
