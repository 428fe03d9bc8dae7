//! Exact play in the 2-player movement phase (as `ai/ninetka/solver.py` values it): negamax
//! alpha-beta over a transposition table. The value is for the seat to move: twice its final
//! lead in sections, and in a tie -1 for Yellow (seat 0) and +1 for Blue (the tie-break).

use std::collections::HashMap;

use super::geometry::NUM_CELLS;
use super::position::{Move, Position, PHASE_MOVEMENT, PHASE_OVER};
use crate::cancel::Stop;

const INF: i32 = 1000;

/// The final value of a finished game for `seat`.
fn final_value(pos: &Position, seat: u8) -> i32 {
    let s = pos.scores();
    let v0 = 2 * (s[0] as i32 - s[1] as i32) - i32::from(s[0] == s[1]);
    if seat == 0 {
        v0
    } else {
        -v0
    }
}

#[derive(Clone, Copy)]
struct Entry {
    value: i32,
    /// 0 exact, 1 lower bound, 2 upper bound.
    kind: u8,
}

pub struct Solver<'a> {
    stop: &'a Stop,
    keys: Vec<u64>,
    table: HashMap<u64, Entry>,
    pub nodes: u64,
    stopped: bool,
}

/// The best move and the exact value for the seat to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    pub best: Move,
    pub value: i32,
    pub nodes: u64,
}

impl<'a> Solver<'a> {
    pub fn new(stop: &'a Stop) -> Self {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let keys = (0..NUM_CELLS * 3 + 1)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state
            })
            .collect();
        Solver {
            stop,
            keys,
            table: HashMap::new(),
            nodes: 0,
            stopped: false,
        }
    }

    fn key(&self, pos: &Position) -> u64 {
        let mut key = if pos.to_move() == 1 {
            self.keys[3 * NUM_CELLS]
        } else {
            0
        };
        for (cell, &v) in pos.board().iter().enumerate() {
            if v >= 0 {
                key ^= self.keys[3 * cell + v as usize];
            }
        }
        key
    }

    /// The value of playing `mv` in `pos`, for the side to move there, within (alpha, beta).
    fn move_value(&mut self, pos: &Position, mv: Move, alpha: i32, beta: i32) -> i32 {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        // Turns alternate with 2 players (a pass is a move), so the child is the opponent's.
        if child.phase() == PHASE_OVER {
            final_value(&child, pos.to_move())
        } else {
            -self.negamax(&child, -beta, -alpha)
        }
    }

    fn negamax(&mut self, pos: &Position, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes % 1024 == 0 && self.stop.should_stop() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if pos.phase() == PHASE_OVER {
            return final_value(pos, pos.to_move());
        }
        let key = self.key(pos);
        let original_alpha = alpha;
        if let Some(e) = self.table.get(&key) {
            match e.kind {
                0 => return e.value,
                1 => alpha = alpha.max(e.value),
                _ => beta = beta.min(e.value),
            }
            if alpha >= beta {
                return e.value;
            }
        }
        let mut best = -INF;
        for mv in pos.legal_moves() {
            let value = self.move_value(pos, mv, alpha, beta);
            if self.stopped {
                return 0;
            }
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        let kind = if best <= original_alpha {
            2
        } else if best >= beta {
            1
        } else {
            0
        };
        self.table.insert(key, Entry { value: best, kind });
        best
    }

    /// Solves a 2-player movement-phase position; None when `stop` fired first (or the
    /// position is not one this solver handles).
    pub fn solve(&mut self, pos: &Position) -> Option<Solved> {
        if pos.players() != 2 || pos.phase() != PHASE_MOVEMENT {
            return None;
        }
        let mut best: Option<(Move, i32)> = None;
        let mut alpha = -INF;
        for mv in pos.legal_moves() {
            let value = self.move_value(pos, mv, alpha, INF);
            if self.stopped {
                return None;
            }
            if best.map_or(true, |(_, v)| value > v) {
                best = Some((mv, value));
                alpha = value;
            }
        }
        best.map(|(best, value)| Solved {
            best,
            value,
            nodes: self.nodes,
        })
    }
}

/// Solves `pos` from scratch (see `Solver::solve`).
pub fn solve_movement(pos: &Position, stop: &Stop) -> Option<Solved> {
    Solver::new(stop).solve(pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plain minimax without pruning or table: the reference for small positions.
    fn minimax(pos: &Position, seat: u8) -> i32 {
        if pos.is_over() {
            return final_value(pos, seat);
        }
        let values = pos.legal_moves().into_iter().map(|mv| {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            minimax(&child, seat)
        });
        if pos.to_move() == seat {
            values.max().unwrap()
        } else {
            values.min().unwrap()
        }
    }

    #[test]
    fn the_solver_equals_plain_minimax_on_small_endgames() {
        let mut checked = 0;
        for seed in 0..60u64 {
            let mut pos = Position::new(2).unwrap();
            let mut rng = seed * 2 + 1;
            let mut next = || {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                (rng >> 33) as usize
            };
            while !pos.is_over() {
                if pos.phase() == PHASE_MOVEMENT && pos.movable(0) + pos.movable(1) <= 7 {
                    let solved = solve_movement(&pos, &Stop::never()).unwrap();
                    assert_eq!(solved.value, minimax(&pos, pos.to_move()));
                    let mut after = pos.clone();
                    after.play(solved.best).unwrap();
                    let seat = pos.to_move();
                    assert_eq!(minimax(&after, seat), solved.value);
                    checked += 1;
                }
                let moves = pos.legal_moves();
                pos.play(moves[next() % moves.len()]).unwrap();
            }
        }
        assert!(checked > 100);
    }

    #[test]
    fn a_raised_stop_gives_no_answer() {
        let stop = Stop::new(Some(std::time::Duration::ZERO), Default::default());
        let mut pos = Position::new(2).unwrap();
        while pos.phase() != PHASE_MOVEMENT {
            let mv = pos.legal_moves()[0];
            pos.play(mv).unwrap();
        }
        assert_eq!(solve_movement(&pos, &stop), None);
    }
}
