//! The search's view of a position: both boards, men in hand, the side to move and the plies
//! since the last placement or removal; moves as small codes, children by value.

use super::bits::{neighbours_of, removable};
use super::geometry::{ADJACENT, FULL, MILLS_AT};
use super::position::{position_key, Move};

/// "No point": a placement's source, a move without removal.
pub const NONE: u8 = 24;

/// A move coded as `src * 600 + dst * 25 + remove` (24 for none), as the Python AI numbers its
/// move table.
pub type Code = u16;

pub fn code(src: u8, dst: u8, remove: u8) -> Code {
    src as u16 * 600 + dst as u16 * 25 + remove as u16
}

/// `(src, dst, remove)` of a code, 24 meaning none.
pub fn parts(c: Code) -> (u8, u8, u8) {
    ((c / 600) as u8, (c % 600 / 25) as u8, (c % 25) as u8)
}

pub fn to_move(c: Code) -> Move {
    let (src, dst, remove) = parts(c);
    let point = |p: u8| (p != NONE).then_some(p);
    Move {
        src: point(src),
        dst,
        remove: point(remove),
    }
}

pub fn from_move(mv: Move) -> Code {
    code(mv.src.unwrap_or(NONE), mv.dst, mv.remove.unwrap_or(NONE))
}

/// Every code a move can have (the size of per-move tables).
pub const CODE_COUNT: usize = 25 * 600;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    pub boards: [u32; 2],
    pub hand: [u8; 2],
    pub side: usize,
    pub quiet: u32,
}

impl Node {
    /// The rules library's `position_key`: a perfect key, so the table needs no hashing luck.
    #[inline]
    pub fn key(&self) -> u64 {
        position_key(self.boards, self.hand.map(u32::from), self.side)
    }

    #[inline]
    pub fn men(&self, side: usize) -> u32 {
        self.boards[side].count_ones() + self.hand[side] as u32
    }

    #[inline]
    pub fn can_fly(&self, side: usize, flying: bool) -> bool {
        flying && self.hand[side] == 0 && self.boards[side].count_ones() == 3
    }

    /// The side to move has no move: no men in hand, cannot fly, no man with an empty neighbour.
    #[inline]
    pub fn blocked(&self, flying: bool) -> bool {
        let s = self.side;
        let empty = FULL ^ self.boards[0] ^ self.boards[1];
        self.hand[s] == 0 && !self.can_fly(s, flying) && self.boards[s] & neighbours_of(empty) == 0
    }

    /// The position after the side to move plays `c` (a legal move).
    #[inline]
    pub fn child(&self, c: Code) -> Node {
        let (src, dst, remove) = parts(c);
        let mut next = *self;
        let s = self.side;
        next.boards[s] |= 1 << dst;
        if src == NONE {
            next.hand[s] -= 1;
            next.quiet = 0;
        } else {
            next.boards[s] ^= 1 << src;
            next.quiet += 1;
        }
        if remove != NONE {
            next.boards[1 - s] ^= 1 << remove;
            next.quiet = 0;
        }
        next.side = 1 - s;
        next
    }

    /// Appends the legal moves of the side to move to `out`; returns how many close a mill.
    pub fn moves(&self, flying: bool, out: &mut Vec<Code>) -> usize {
        let s = self.side;
        let own = self.boards[s];
        let opp = self.boards[1 - s];
        let empty = FULL ^ own ^ opp;
        let mut mills = 0;
        let mut targets: Option<u32> = None;
        let mut add = |src: u8, rest: u32, dsts: u32, out: &mut Vec<Code>| {
            let mut d = dsts;
            while d != 0 {
                let dst = d.trailing_zeros() as u8;
                d &= d - 1;
                let after = rest | 1 << dst;
                let [m1, m2] = MILLS_AT[dst as usize];
                if (after & m1 == m1 || after & m2 == m2) && opp != 0 {
                    let mut r = *targets.get_or_insert_with(|| removable(opp));
                    while r != 0 {
                        out.push(code(src, dst, r.trailing_zeros() as u8));
                        r &= r - 1;
                        mills += 1;
                    }
                } else {
                    out.push(code(src, dst, NONE));
                }
            }
        };
        if self.hand[s] > 0 {
            add(NONE, own, empty, out);
        } else {
            let fly = self.can_fly(s, flying);
            let mut from = if fly { own } else { own & neighbours_of(empty) };
            while from != 0 {
                let src = from.trailing_zeros() as u8;
                from &= from - 1;
                let dsts = if fly {
                    empty
                } else {
                    ADJACENT[src as usize] & empty
                };
                add(src, own ^ 1 << src, dsts, out);
            }
        }
        mills
    }
}
