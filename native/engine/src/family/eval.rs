//! The static evaluation of a family position for the side to move, in centi-men.
//!
//! Per side: its men (board and hand), its closed mills (in the moving phase a mill that opens
//! and closes again is the game's engine), its threats (two men of a mill line and the third
//! point empty and reachable: a man in hand, a neighbour off the line, or flying), its other
//! open twos, its mobility while it slides, and its men with no empty neighbour. A threat of
//! the side to move is nearly a mill: it gets a tempo bonus. In Three Men's Morris, where a
//! mill wins and men are never taken, material is even, a threat of the side to move is a win
//! (so even a one-ply search sees the mill it must block), and threats and mobility decide.

use super::position::{points, Position};

pub const MAN: i32 = 100;
const MILL: i32 = 14;
const THREAT: i32 = 30;
const OPEN_TWO: i32 = 8;
const MOBILITY: i32 = 5;
const MOBILITY_CAP: u32 = 16;
const BLOCKED_MAN: i32 = 4;
const TEMPO_THREAT: i32 = 40;
/// Three Men's Morris: a threat of the side to move is a win next move.
const WINNING_THREAT: i32 = 20 * MAN;

#[derive(Default)]
struct Side {
    men: i32,
    mills: i32,
    threats: i32,
    open_twos: i32,
    mobility: i32,
    blocked: i32,
}

fn side_features(position: &Position, side: usize) -> Side {
    let rules = position.rules();
    let boards = position.boards();
    let (own, opp) = (boards[side], boards[1 - side]);
    let empty = rules.full & !(own | opp);
    let places = position.may_place(side);
    let moves = position.may_move(side);
    let anywhere = position.moves_anywhere(side);
    let mut features = Side {
        men: position.men(side) as i32,
        ..Side::default()
    };
    for &line in &rules.mills {
        let mine = (own & line).count_ones();
        if mine == 3 {
            features.mills += 1;
        } else if mine == 2 && opp & line == 0 {
            let gap = (line & empty).trailing_zeros() as usize;
            let reachable =
                places || (moves && (anywhere || rules.adjacent[gap] & own & !line != 0));
            if reachable {
                features.threats += 1;
            } else {
                features.open_twos += 1;
            }
        }
    }
    if moves && !anywhere {
        let mut mobility = 0;
        for p in points(own) {
            let free = (rules.adjacent[p] & empty).count_ones();
            mobility += free;
            if free == 0 {
                features.blocked += 1;
            }
        }
        features.mobility = mobility.min(MOBILITY_CAP) as i32;
    } else if anywhere {
        features.mobility = MOBILITY_CAP as i32 / 2;
    }
    features
}

fn worth(f: &Side) -> i32 {
    MAN * f.men
        + MILL * f.mills
        + THREAT * f.threats
        + OPEN_TWO * f.open_twos
        + MOBILITY * f.mobility
        - BLOCKED_MAN * f.blocked
}

/// The position's value for the side to move (a game not over), in centi-men.
pub fn evaluate(position: &Position) -> i32 {
    let s = position.side_to_move();
    let mine = side_features(position, s);
    let theirs = side_features(position, 1 - s);
    let tempo = match (mine.threats > 0, position.rules().flags.mill_wins) {
        (false, _) => 0,
        (true, false) => TEMPO_THREAT,
        (true, true) => WINNING_THREAT,
    };
    worth(&mine) - worth(&theirs) + tempo
}

#[cfg(test)]
mod tests {
    use super::super::games;
    use super::*;

    #[test]
    fn the_start_is_even_and_a_man_up_is_about_a_man() {
        let start = Position::start(games::twelve());
        assert_eq!(evaluate(&start), 0);
        let up = Position::new(games::six(), [1 << 0, 0], [5, 5], 1, 0, &[], None, None).unwrap();
        let value = evaluate(&up);
        assert!((-2 * MAN..-MAN / 2).contains(&value), "{value}");
    }

    #[test]
    fn a_threat_to_close_a_mill_is_worth_something() {
        // Six Men's Morris: White a1 a3 (a mill line with a5 empty), Black far away.
        let position = Position::new(
            games::six(),
            [0b11, 1 << 12 | 1 << 13],
            [4, 4],
            0,
            0,
            &[],
            None,
            None,
        )
        .unwrap();
        assert!(evaluate(&position) > THREAT);
    }
}
