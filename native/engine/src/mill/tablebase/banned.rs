//! Positions where a side may not make a return (Morabaraba's no-immediate-return rule,
//! RULES.md 3.5): a move that leaves a mill and closes another bars its man from going back on
//! its player's next turn. Such a move always removes a man, so these positions only begin a
//! count, and the bar lasts two plies at most. The tables keep the positions without a bar; one
//! with a bar is worth what its moves lead to, read from them (a ply or two deep).

use super::probe::Tablebases;
use super::value::Outcome;
use crate::mill::board::points;
use crate::mill::position::Return;

/// The better of two outcomes for the side they belong to: the faster win, the slower loss.
pub fn rank(o: Outcome) -> i64 {
    match o {
        Outcome::Win(d) => 2_000 - d as i64,
        Outcome::Draw => 0,
        Outcome::Loss(d) => d as i64 - 2_000,
    }
}

/// The outcome of `me` to move against `opp` (every man placed), as the tables store theirs
/// (the plies to the next removal or the end, at the start of a count), where `bans[0]` is the
/// return `me` may not make now and `bans[1]` the one `opp` may not make on its next turn.
pub fn outcome(tables: &Tablebases, me: u32, opp: u32, bans: [Option<Return>; 2]) -> Outcome {
    if bans == [None, None] {
        return tables.exit(me, opp);
    }
    let rules = &tables.rules;
    let board = &*rules.board;
    let empty = board.full & !(me | opp);
    let mut best: Option<Outcome> = None;
    for (src, dst) in rules.slides(me, empty) {
        let after = me ^ (1 << src) ^ (1 << dst);
        let closes = board.mill_at(after, dst);
        let step = (src as u8, dst as u8);
        if closes && bans[0] == Some(step) {
            continue;
        }
        let mut found = Vec::new();
        if !closes {
            // The opponent's bar is now in force; this side's own is spent.
            found.push(outcome(tables, opp, after, [bans[1], None]).through(false));
        } else if rules.mill_wins {
            found.push(Outcome::Win(1));
        } else {
            let left_mill = rules.no_return && board.mill_at(me, src);
            let bar = left_mill.then_some((dst as u8, src as u8));
            for r in points(board.removable(opp, rules.protected_mills)) {
                let left = opp ^ (1 << r);
                found.push(if left.count_ones() < 3 {
                    Outcome::Win(1)
                } else {
                    tables
                        .exit_counted(left, after, [bans[1], bar])
                        .through(true)
                });
            }
        }
        for o in found {
            if best.map_or(true, |b| rank(o) > rank(b)) {
                best = Some(o);
            }
        }
    }
    // No move at all: blocked, lost now.
    best.unwrap_or(Outcome::Loss(0))
}
