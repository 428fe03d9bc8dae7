//! The retrograde invariants, checked position by position with the engine's own move
//! generator (`Position::legal_moves`, held equal to the rules library by the agreement tests),
//! not the builder's: a win has a move to a loss of the opponent's one ply shorter (or a
//! removal that wins), and none faster; a loss has only moves to the opponent's wins, the
//! slowest one ply shorter; a draw has a drawing move and no winning one. The same for an
//! opening's solution, whose every move starts a count.

use std::collections::HashMap;

use super::banned::rank;
use super::opening::Opening;
use super::probe::Tablebases;
use super::value::{Outcome, MAX_DISTANCE};
use crate::mill::position::{Move, Position};

/// The position `me` to move against `opp` with `(mine, theirs)` men in hand, for the engine
/// (White to move unless Black has one man more in hand: White places first); where a mill
/// wins, one of the opponent's on the board has ended the game.
fn engine_position(
    tables: &Tablebases,
    men: u32,
    forbidden_first: Option<u8>,
    me: u32,
    opp: u32,
    (mine, theirs): (u32, u32),
) -> Result<Position, String> {
    let mut rules = tables.rules.rules_with(men);
    rules.forbidden_first = forbidden_first;
    let mill = tables.rules.board.full_mills(opp);
    let last = (mill != 0).then(|| {
        let line = tables.rules.board.mills[mill.trailing_zeros() as usize];
        line.trailing_zeros() as u8
    });
    let seen = HashMap::new();
    let side = usize::from(mine > theirs);
    let (boards, hand) = if side == 0 {
        ([me, opp], [mine, theirs])
    } else {
        ([opp, me], [theirs, mine])
    };
    Position::new(rules, boards, hand, side, 0, seen, None, last)
}

/// The mover's outcome of `mv` in `position`, read from the tables: the position it leads to,
/// or the end it makes.
fn through_move(tables: &Tablebases, position: &Position, mv: Move) -> Result<Outcome, String> {
    let s = position.side_to_move();
    let (me, opp) = (position.boards()[s], position.boards()[1 - s]);
    let (mine, theirs) = (position.hand()[s], position.hand()[1 - s]);
    let mut after = position.clone();
    after.play(mv);
    if let Some(end) = after.end() {
        return Ok(match end.winner() {
            Some(w) if w as usize == s => Outcome::Win(1),
            Some(_) => Outcome::Loss(1),
            None => Outcome::Draw,
        });
    }
    let mine_after = me ^ (1 << mv.dst) ^ mv.src.map_or(0, |s| 1 << s);
    let theirs_after = mv.remove.map_or(opp, |r| opp ^ (1 << r));
    let placing = mv.src.is_none();
    let count_starts = placing || mv.remove.is_some();
    let hands = (theirs, if placing { mine - 1 } else { mine });
    let theirs_value = if hands != (0, 0) {
        let opening = tables
            .opening()
            .ok_or("the opening's solution is missing")?;
        opening
            .outcome(theirs_after, mine_after, hands.0, hands.1)
            .ok_or("a placing position outside the numbering")?
    } else if count_starts {
        // After a removal (or the last placement) the count starts again: the smaller table's
        // result at its start, the return the move bars (Morabaraba) taken into account.
        let bar = after.bans()[s];
        tables.exit_counted(theirs_after, mine_after, [None, bar])
    } else {
        let (a, b) = (theirs_after.count_ones(), mine_after.count_ones());
        let table = tables
            .table(a, b)
            .ok_or("a table the moves lead into is missing")?;
        table.outcome(theirs_after, mine_after)
    };
    Ok(match theirs_value.through(count_starts) {
        Outcome::Win(d) => Outcome::Win(d.min(MAX_DISTANCE)),
        Outcome::Loss(d) => Outcome::Loss(d.min(MAX_DISTANCE)),
        Outcome::Draw => Outcome::Draw,
    })
}

/// What the moves of `position` say it is worth to its side to move, read from the tables.
fn expected(tables: &Tablebases, position: &Position) -> Result<Outcome, String> {
    let mut best: Option<Outcome> = None;
    for mv in position.legal_moves() {
        let outcome = through_move(tables, position, mv)?;
        if best.map_or(true, |b| rank(outcome) > rank(b)) {
            best = Some(outcome);
        }
    }
    // No move at all: blocked (or the game already lost), lost now.
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
        let position = engine_position(tables, 0, None, me, opp, (0, 0))?;
        let wanted = expected(tables, &position)?;
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

/// Checks every `step`-th position of the opening's solution the same way (positions no game
/// reaches, where the side not to move has lost already, left out).
pub fn check_opening(tables: &Tablebases, step: u64) -> Result<u64, String> {
    let opening: std::sync::Arc<Opening> = tables
        .opening()
        .ok_or("the opening's solution is missing")?;
    let index = &opening.index;
    let mut checked = 0;
    let mut at = 0;
    while at < index.len() {
        let (me, opp, (mine, theirs)) = index.position(at);
        let position = engine_position(
            tables,
            index.men,
            index.forbidden_first,
            me,
            opp,
            (mine, theirs),
        )?;
        let side = position.side_to_move() as u8;
        let winner = position.end().and_then(|e| e.winner());
        let lost_already = winner.is_some_and(|w| w != side);
        let stored = opening.outcome(me, opp, mine, theirs).expect("numbered");
        if position.end().is_none() || lost_already {
            let wanted = expected(tables, &position)?;
            if stored != wanted {
                return Err(format!(
                    "the opening, position {at} (men {me:#08x} to move, {opp:#08x}, in hand \
                     {mine} and {theirs}): stored {stored:?}, its moves say {wanted:?}"
                ));
            }
            checked += 1;
        }
        at += step.max(1);
    }
    Ok(checked)
}
