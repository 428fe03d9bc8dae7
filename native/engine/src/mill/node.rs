//! The search's view of a position: both boards, men in hand, the side to move, the plies
//! since the last placement or removal and the returns a side may not make (Morabaraba);
//! moves as small codes, children by value.

use super::board::points;
use super::position::{position_key, Move, Position, Return};
use super::rules::Rules;

/// "No point": a placement's source, a move without removal.
pub const NONE: u8 = 24;

/// A move coded as `src * 600 + dst * 25 + remove` (24 for none).
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

/// A return no side is barred from.
const NO_BAN: u16 = u16::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    pub boards: [u32; 2],
    pub hand: [u8; 2],
    pub side: usize,
    pub quiet: u32,
    /// Per side: the slide (`from * 32 + to`) it may not make next if it closes a mill.
    pub bans: [u16; 2],
}

fn ban_code(ban: Option<Return>) -> u16 {
    ban.map_or(NO_BAN, |(from, to)| u16::from(from) * 32 + u16::from(to))
}

impl Node {
    /// The position of the game `position` as the search sees it.
    pub fn of(position: &Position) -> Node {
        let hand = position.hand();
        let bans = position.bans();
        Node {
            boards: position.boards(),
            hand: [hand[0] as u8, hand[1] as u8],
            side: position.side_to_move(),
            quiet: position.quiet(),
            bans: [ban_code(bans[0]), ban_code(bans[1])],
        }
    }

    /// A position with no man placed yet: `men` in each hand, White to move.
    pub fn start(men: u32) -> Node {
        Node {
            boards: [0, 0],
            hand: [men as u8; 2],
            side: 0,
            quiet: 0,
            bans: [NO_BAN; 2],
        }
    }

    /// The rules library's `position_key`: a perfect key, so the table needs no hashing luck.
    #[inline]
    pub fn key(&self) -> u64 {
        position_key(self.boards, self.hand.map(u32::from), self.side)
    }

    /// Some side may not make a return (the position's value may depend on it).
    #[inline]
    pub fn banned(&self) -> bool {
        self.bans != [NO_BAN; 2]
    }

    /// A number for the returns that are barred, mixed into the table's key (0: none).
    #[inline]
    pub fn ban_word(&self) -> u64 {
        if self.banned() {
            (u64::from(self.bans[0]) << 16 | u64::from(self.bans[1])) + 1
        } else {
            0
        }
    }

    #[inline]
    pub fn men(&self, side: usize) -> u32 {
        self.boards[side].count_ones() + self.hand[side] as u32
    }

    #[inline]
    pub fn can_fly(&self, side: usize, rules: &Rules) -> bool {
        rules.flying && self.hand[side] == 0 && self.boards[side].count_ones() == 3
    }

    /// Whether `side`'s men go to any empty point (flying, or nine holes).
    #[inline]
    fn anywhere(&self, side: usize, rules: &Rules) -> bool {
        rules.nine_holes || self.can_fly(side, rules)
    }

    /// The side to move has no move: no men in hand, no man with an empty neighbour (or only a
    /// forbidden return), and it cannot fly.
    #[inline(always)]
    pub fn blocked(&self, rules: &Rules) -> bool {
        let s = self.side;
        if self.hand[s] > 0 || self.anywhere(s, rules) {
            return false;
        }
        let board = &*rules.board;
        let empty = board.full ^ self.boards[0] ^ self.boards[1];
        let movable = self.boards[s] & board.neighbours_of(empty);
        if movable == 0 {
            return true;
        }
        if self.bans[s] == NO_BAN {
            return false;
        }
        let (from, to) = ((self.bans[s] / 32) as usize, (self.bans[s] % 32) as usize);
        movable == 1 << from
            && board.adjacent[from] & empty == 1 << to
            && board.mill_at(self.boards[s] ^ (1 << from) ^ (1 << to), to)
    }

    /// The position after the side to move plays `c` (a legal move).
    #[inline(always)]
    pub fn child(&self, c: Code, rules: &Rules) -> Node {
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
        if rules.no_return {
            let board = &*rules.board;
            let leaves = src != NONE && board.mill_at(self.boards[s], src as usize);
            next.bans[s] = if leaves && board.mill_at(next.boards[s], dst as usize) {
                u16::from(dst) * 32 + u16::from(src)
            } else {
                NO_BAN
            };
        }
        next.side = 1 - s;
        next
    }

    /// Appends the legal moves of the side to move to `out`; returns how many close a mill.
    pub fn moves(&self, rules: &Rules, out: &mut Vec<Code>) -> usize {
        let board = &*rules.board;
        let s = self.side;
        let own = self.boards[s];
        let opp = self.boards[1 - s];
        let empty = board.full ^ own ^ opp;
        let ban = self.bans[s];
        let mut mills = 0;
        let mut targets: Option<u32> = None;
        let mut add = |src: u8, rest: u32, dsts: u32, out: &mut Vec<Code>| {
            let mut d = dsts;
            while d != 0 {
                let dst = d.trailing_zeros() as u8;
                d &= d - 1;
                if !board.mill_at(rest | 1 << dst, dst as usize) {
                    out.push(code(src, dst, NONE));
                    continue;
                }
                if ban != NO_BAN && src != NONE && ban == u16::from(src) * 32 + u16::from(dst) {
                    continue;
                }
                let r = *targets.get_or_insert_with(|| {
                    if rules.mill_wins {
                        0
                    } else {
                        board.removable(opp, rules.protected_mills)
                    }
                });
                if r == 0 {
                    out.push(code(src, dst, NONE));
                    mills += 1;
                }
                for p in points(r) {
                    out.push(code(src, dst, p as u8));
                    mills += 1;
                }
            }
        };
        if self.hand[s] > 0 {
            let mut dsts = empty;
            if let Some(p) = rules.forbidden_first {
                if s == 0 && u32::from(self.hand[0]) == rules.men {
                    dsts &= !(1 << p);
                }
            }
            add(NONE, own, dsts, out);
            if !rules.place_or_move {
                return mills;
            }
        }
        if own == 0 {
            return mills;
        }
        let anywhere = self.anywhere(s, rules);
        let mut from = if anywhere {
            own
        } else {
            own & board.neighbours_of(empty)
        };
        while from != 0 {
            let src = from.trailing_zeros() as u8;
            from &= from - 1;
            let dsts = if anywhere {
                empty
            } else {
                board.adjacent[src as usize] & empty
            };
            add(src, own ^ 1 << src, dsts, out);
        }
        mills
    }
}

#[cfg(test)]
mod tests {
    use super::super::position::Position;
    use super::super::presets;
    use super::*;

    /// The node's moves, children and blocked side agree with the game's position over a long
    /// line of every preset.
    #[test]
    fn nodes_agree_with_positions() {
        for rules in presets::all() {
            let mut position = Position::start(rules.clone());
            let mut codes = Vec::new();
            for step in 0..200usize {
                let node = Node::of(&position);
                if position.end().is_some() {
                    break;
                }
                codes.clear();
                node.moves(&rules, &mut codes);
                let mut mine: Vec<Move> = codes.iter().map(|&c| to_move(c)).collect();
                let mut theirs = position.legal_moves();
                mine.sort();
                theirs.sort();
                assert_eq!(mine, theirs, "{} at ply {step}", rules.preset);
                let mv = theirs[(step * 13 + 5) % theirs.len()];
                position.play(mv);
                let child = node.child(from_move(mv), &rules);
                assert_eq!(child, Node::of(&position), "{}", rules.preset);
            }
        }
    }
}
