//! One byte a position: the result for the side to move and its DTZ, the plies to the next
//! removal or the end of the game with best play (the winner hurrying, the loser delaying).
//!
//! `0` is a draw, `1..=127` a win in that many plies, `128 + d` a loss in `d` plies (`0` for a
//! side already blocked). Distances of 127 or more are stored as 127: beyond any count of
//! moves without a removal the app offers, so they only tell "too far".
//!
//! The stored result is the one at the start of a count, right after a removal. With `quiet`
//! plies already played without a removal and a limit of `limit` plies, a win or loss in `d`
//! stands only while `quiet + d <= limit`, else the count draws the game first (the last,
//! deciding ply may be the limit-th: a removal resets the count, a blocked side loses before the
//! draw is checked).

pub const DRAW: u8 = 0;
pub const MAX_DISTANCE: u32 = 127;

/// What a position is worth to the side to move, with its distance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win(u32),
    Draw,
    Loss(u32),
}

impl Outcome {
    /// The mover's outcome of a move whose resulting position is `self` for the opponent: a
    /// removal is one ply to the next removal (its child starts a new count), a quiet move one
    /// ply more than its child.
    pub fn through(self, removal: bool) -> Outcome {
        let plies = |d: u32| if removal { 1 } else { d + 1 };
        match self {
            Outcome::Win(d) => Outcome::Loss(plies(d)),
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss(d) => Outcome::Win(plies(d)),
        }
    }
}

pub fn encode(outcome: Outcome) -> u8 {
    match outcome {
        Outcome::Draw => DRAW,
        Outcome::Win(d) => d.clamp(1, MAX_DISTANCE) as u8,
        Outcome::Loss(d) => 128 + d.min(MAX_DISTANCE) as u8,
    }
}

pub fn decode(byte: u8) -> Outcome {
    match byte {
        0 => Outcome::Draw,
        1..=127 => Outcome::Win(u32::from(byte)),
        _ => Outcome::Loss(u32::from(byte - 128)),
    }
}

/// The outcome with `quiet` plies already counted against a `limit` (0: no limit).
pub fn under_count(outcome: Outcome, quiet: u32, limit: u32) -> Outcome {
    let stands = |d: u32| limit == 0 || quiet + d <= limit;
    match outcome {
        Outcome::Win(d) if !stands(d) => Outcome::Draw,
        Outcome::Loss(d) if !stands(d) => Outcome::Draw,
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_and_the_count_turns_far_results_into_draws() {
        for o in [
            Outcome::Draw,
            Outcome::Win(1),
            Outcome::Win(127),
            Outcome::Loss(0),
        ] {
            assert_eq!(decode(encode(o)), o);
        }
        assert_eq!(decode(encode(Outcome::Loss(300))), Outcome::Loss(127));
        assert_eq!(under_count(Outcome::Win(10), 90, 100), Outcome::Win(10));
        assert_eq!(under_count(Outcome::Win(11), 90, 100), Outcome::Draw);
        assert_eq!(under_count(Outcome::Loss(0), 100, 100), Outcome::Loss(0));
        assert_eq!(under_count(Outcome::Win(120), 0, 0), Outcome::Win(120));
        assert_eq!(Outcome::Loss(4).through(false), Outcome::Win(5));
        assert_eq!(Outcome::Loss(4).through(true), Outcome::Win(1));
        assert_eq!(Outcome::Win(2).through(false), Outcome::Loss(3));
    }
}
