//! A Morris position with the history its draw rules need: men on the board and in hand, the
//! side to move, plies without a removal, and how often each position has occurred.

use std::collections::HashMap;

use super::bits::removable;
use super::geometry::{has_empty_neighbour, ADJACENT, FULL, MILLS_AT};

/// A turn: a placement (`src` none) or a slide or flight, with the man it removes when it
/// closes a mill. Points are 0..24, numbered as the rules library does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub src: Option<u8>,
    pub dst: u8,
    pub remove: Option<u8>,
}

/// The options of a game (RULES.md 2.4 and 2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub flying: bool,
    pub repetition_draw: bool,
    /// Plies in a row without a removal that draw (0: the rule is off).
    pub no_removal_limit: u32,
}

impl Rules {
    /// Nine Men's Morris as the app plays it by default: flying at three men, both draw rules.
    pub const STANDARD: Rules = Rules {
        flying: true,
        repetition_draw: true,
        no_removal_limit: 100,
    };
}

/// How a game ended: the winner (none for a draw).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Win(u8),
    Draw,
}

#[derive(Clone, Debug)]
struct Undo {
    mv: Move,
    quiet: u32,
    end: Option<End>,
}

#[derive(Clone, Debug)]
pub struct Position {
    rules: Rules,
    boards: [u32; 2],
    hand: [u32; 2],
    side: usize,
    quiet: u32,
    seen: HashMap<u64, u32>,
    history: Vec<Undo>,
    end: Option<End>,
}

/// The rules library's `position_key` of both boards, the men in hand and the side to move: a
/// perfect key (the search's table and the draw by repetition both rest on it).
#[inline]
pub fn position_key(boards: [u32; 2], hand: [u32; 2], side: usize) -> u64 {
    boards[0] as u64
        | (boards[1] as u64) << 24
        | (hand[0] as u64) << 48
        | (hand[1] as u64) << 52
        | (side as u64) << 56
}

fn bits(mut board: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if board == 0 {
            return None;
        }
        let p = board.trailing_zeros() as usize;
        board &= board - 1;
        Some(p)
    })
}

impl Position {
    /// A position as the rules library holds it; `seen` counts the positions so far by their
    /// key (`Position::key`), the current one included. The end of the game is worked out as
    /// the library does after the last move.
    pub fn new(
        rules: Rules,
        boards: [u32; 2],
        hand: [u32; 2],
        side: usize,
        quiet: u32,
        seen: HashMap<u64, u32>,
    ) -> Result<Self, String> {
        if boards[0] & !FULL != 0 || boards[1] & !FULL != 0 || boards[0] & boards[1] != 0 {
            return Err("the two sides' men overlap or lie off the board".into());
        }
        if side > 1 || hand[0] > 9 || hand[1] > 9 {
            return Err("the side to move or the men in hand are out of range".into());
        }
        let mut position = Position {
            rules,
            boards,
            hand,
            side,
            quiet,
            seen,
            history: Vec::new(),
            end: None,
        };
        position.seen.entry(position.key()).or_insert(1);
        position.end = position.end_check(1 - side);
        Ok(position)
    }

    /// The start of a game.
    pub fn start(rules: Rules) -> Self {
        Position::new(rules, [0, 0], [9, 9], 0, 0, HashMap::new()).expect("the start is valid")
    }

    /// One number naming the position, the rules library's `position_key`.
    pub fn key(&self) -> u64 {
        position_key(self.boards, self.hand, self.side)
    }

    pub fn side_to_move(&self) -> usize {
        self.side
    }

    pub fn boards(&self) -> [u32; 2] {
        self.boards
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    pub fn hand(&self) -> [u32; 2] {
        self.hand
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Plies since the last placement or removal.
    pub fn quiet(&self) -> u32 {
        self.quiet
    }

    /// Every position of the game so far by its key, with how often it occurred (the
    /// current one included).
    pub fn seen_counts(&self) -> impl Iterator<Item = (u64, u32)> + '_ {
        self.seen.iter().map(|(&key, &n)| (key, n))
    }

    pub fn can_fly(&self, side: usize) -> bool {
        self.rules.flying && self.hand[side] == 0 && self.boards[side].count_ones() == 3
    }

    /// Every legal turn, in the rules library's order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        if self.end.is_some() {
            return out;
        }
        let s = self.side;
        let own = self.boards[s];
        let opp = self.boards[1 - s];
        let empty = FULL & !(own | opp);
        // Worked out at the first move that closes a mill, as the library does.
        let mut removals: Option<u32> = None;
        let mut add = |src: Option<usize>, dst: usize| {
            let mut after = own | 1 << dst;
            if let Some(src) = src {
                after ^= 1 << src;
            }
            let [m1, m2] = MILLS_AT[dst];
            let mv = |remove: Option<usize>| Move {
                src: src.map(|p| p as u8),
                dst: dst as u8,
                remove: remove.map(|p| p as u8),
            };
            if (after & m1 == m1 || after & m2 == m2) && opp != 0 {
                let targets = *removals.get_or_insert_with(|| removable(opp));
                out.extend(bits(targets).map(|r| mv(Some(r))));
            } else {
                out.push(mv(None));
            }
        };
        if self.hand[s] > 0 {
            bits(empty).for_each(|dst| add(None, dst));
        } else if self.can_fly(s) {
            for src in bits(own) {
                bits(empty).for_each(|dst| add(Some(src), dst));
            }
        } else {
            for src in bits(own & has_empty_neighbour(empty)) {
                bits(ADJACENT[src] & empty).for_each(|dst| add(Some(src), dst));
            }
        }
        out
    }

    /// Plays a move from `legal_moves` (not checked).
    pub fn play(&mut self, mv: Move) {
        let s = self.side;
        let o = 1 - s;
        self.history.push(Undo {
            mv,
            quiet: self.quiet,
            end: self.end,
        });
        match mv.src {
            None => {
                self.hand[s] -= 1;
                self.boards[s] |= 1 << mv.dst;
                self.quiet = 0;
            }
            Some(src) => {
                self.boards[s] ^= (1 << src) | (1 << mv.dst);
                self.quiet += 1;
            }
        }
        if let Some(r) = mv.remove {
            self.boards[o] ^= 1 << r;
            self.quiet = 0;
        }
        self.side = o;
        *self.seen.entry(self.key()).or_insert(0) += 1;
        self.end = self.end_check(s);
    }

    /// Takes back the last move played here.
    pub fn undo(&mut self) {
        let Some(undo) = self.history.pop() else {
            return;
        };
        let key = self.key();
        if let Some(count) = self.seen.get_mut(&key) {
            *count -= 1;
            if *count == 0 {
                self.seen.remove(&key);
            }
        }
        self.quiet = undo.quiet;
        self.end = undo.end;
        let s = 1 - self.side;
        self.side = s;
        let mv = undo.mv;
        match mv.src {
            None => {
                self.hand[s] += 1;
                self.boards[s] ^= 1 << mv.dst;
            }
            Some(src) => self.boards[s] ^= (1 << src) | (1 << mv.dst),
        }
        if let Some(r) = mv.remove {
            self.boards[1 - s] |= 1 << r;
        }
    }

    /// The rules library's end check after `mover` moved: decisive ends before draws.
    fn end_check(&self, mover: usize) -> Option<End> {
        let other = 1 - mover;
        let men = |side: usize| self.boards[side].count_ones() + self.hand[side];
        if men(other) < 3 {
            return Some(End::Win(mover as u8));
        }
        if men(mover) < 3 {
            return Some(End::Win(other as u8));
        }
        if self.hand[other] == 0 && !self.can_fly(other) {
            let empty = FULL & !(self.boards[0] | self.boards[1]);
            if self.boards[other] & has_empty_neighbour(empty) == 0 {
                return Some(End::Win(mover as u8));
            }
        }
        if self.rules.repetition_draw && self.seen.get(&self.key()).copied().unwrap_or(0) >= 3 {
            return Some(End::Draw);
        }
        if self.rules.no_removal_limit > 0 && self.quiet >= self.rules.no_removal_limit {
            return Some(End::Draw);
        }
        None
    }
}

/// How many sequences of `depth` legal turns start at `position` (left as it was).
pub fn perft(position: &mut Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for mv in moves {
        position.play(mv);
        total += perft(position, depth - 1);
        position.undo();
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    const STANDARD: Rules = Rules::STANDARD;

    #[test]
    fn perft_from_the_start_matches_the_rules_table() {
        // RULES.md 3.7, the Nine Men's Morris row.
        let mut start = Position::start(STANDARD);
        let counts: Vec<u64> = (1..=4).map(|d| perft(&mut start, d)).collect();
        assert_eq!(counts, vec![24, 552, 12_144, 255_024]);
    }

    #[test]
    fn undo_restores_the_position() {
        let mut position = Position::start(STANDARD);
        let key = position.key();
        for mv in position.legal_moves() {
            position.play(mv);
            position.undo();
            assert_eq!(position.key(), key);
        }
    }
}
