//! A position of the family with the history its rules need: men on the board and in hand, the
//! side to move, plies without a removal, the positions so far (repetition) and Morabaraba's
//! forbidden returns. Moves, their making and unmaking, and the end checks of RULES.md section 3.

use std::collections::HashMap;

use super::rules::RuleSet;

/// No point: a placement's source, a move that removes nothing.
pub const NO_POINT: u8 = u8::MAX;

/// A turn: a placement (`src` is `NO_POINT`) or a slide or flight, and the man it removes
/// (`NO_POINT`: none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub src: u8,
    pub dst: u8,
    pub remove: u8,
}

impl Move {
    pub fn new(src: Option<u8>, dst: u8, remove: Option<u8>) -> Self {
        Move {
            src: src.unwrap_or(NO_POINT),
            dst,
            remove: remove.unwrap_or(NO_POINT),
        }
    }

    pub fn source(self) -> Option<u8> {
        (self.src != NO_POINT).then_some(self.src)
    }

    pub fn removed(self) -> Option<u8> {
        (self.remove != NO_POINT).then_some(self.remove)
    }

    /// A 15-bit number for the search's tables (points below 31).
    #[inline]
    pub fn code(self) -> u16 {
        let five = |p: u8| (p.min(31)) as u16;
        five(self.src) << 10 | five(self.dst) << 5 | five(self.remove)
    }
}

/// How a game ended, with the rules library's reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Win(u8, &'static str),
    Draw(&'static str),
}

/// A slide that may not close a mill on its player's next turn: `(from, to)`, or none.
type Return = (u8, u8);
const NO_RETURN: Return = (NO_POINT, NO_POINT);

#[derive(Clone, Debug)]
struct Undo {
    mv: Move,
    quiet: u32,
    end: Option<End>,
    forbidden: Return,
}

#[derive(Clone, Debug)]
pub struct Position {
    rules: RuleSet,
    boards: [u32; 2],
    hand: [u32; 2],
    side: usize,
    quiet: u32,
    /// Per side: the return its last move forbids (Morabaraba).
    forbidden: [Return; 2],
    /// How often each position occurred before this object's first move, the start included.
    prior: HashMap<u64, u32>,
    /// Keys of the positions reached by the moves played here.
    path: Vec<u64>,
    history: Vec<Undo>,
    end: Option<End>,
}

/// One number naming a position for repetition: both boards, both hands, the side to move.
#[inline]
pub fn position_key(boards: [u32; 2], hand: [u32; 2], side: usize) -> u64 {
    boards[0] as u64
        | (boards[1] as u64) << 24
        | (hand[0] as u64) << 48
        | (hand[1] as u64) << 52
        | (side as u64) << 56
}

/// The points of a bitmask, lowest first.
#[inline]
pub fn points(mut board: u32) -> impl Iterator<Item = usize> {
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
    /// A position as the rules library holds it. `history` lists every position of the game so
    /// far as (boards, hands, side to move), the current one included (once per occurrence);
    /// `forbidden` is the return the side to move may not make (Morabaraba), as (from, to);
    /// `last_dst` is where the last move put its man (a mill through it ended Three Men's
    /// Morris).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        rules: RuleSet,
        boards: [u32; 2],
        hand: [u32; 2],
        side: usize,
        quiet: u32,
        history: &[([u32; 2], [u32; 2], usize)],
        forbidden: Option<(u8, u8)>,
        last_dst: Option<u8>,
    ) -> Result<Self, String> {
        if boards[0] & !rules.full != 0 || boards[1] & !rules.full != 0 {
            return Err("a man lies off the board".into());
        }
        if boards[0] & boards[1] != 0 {
            return Err("the two sides' men overlap".into());
        }
        if side > 1 {
            return Err(format!("side {side} is neither 0 (White) nor 1 (Black)"));
        }
        for s in 0..2 {
            if boards[s].count_ones() + hand[s] > rules.men {
                return Err(format!("side {s} has more than {} men", rules.men));
            }
        }
        let on_board = |p: u8| (p as usize) < rules.points;
        if forbidden.is_some_and(|(a, b)| !on_board(a) || !on_board(b)) {
            return Err("the forbidden return names a point off the board".into());
        }
        if last_dst.is_some_and(|p| !on_board(p)) {
            return Err("the last move names a point off the board".into());
        }
        let mut prior = HashMap::new();
        for &(b, h, s) in history {
            *prior.entry(position_key(b, h, s)).or_insert(0) += 1;
        }
        let mut position = Position {
            rules,
            boards,
            hand,
            side,
            quiet,
            forbidden: [NO_RETURN; 2],
            prior,
            path: Vec::new(),
            history: Vec::new(),
            end: None,
        };
        position.forbidden[side] = forbidden.unwrap_or(NO_RETURN);
        position.prior.entry(position.key()).or_insert(1);
        let mover = 1 - side;
        let closed = last_dst.is_some_and(|p| {
            position.boards[mover] >> p & 1 == 1
                && position.rules.mill_at(position.boards[mover], p as usize)
        });
        position.end = position.end_check(mover, closed);
        Ok(position)
    }

    /// The start of a game of `rules`.
    pub fn start(rules: RuleSet) -> Self {
        let men = rules.men;
        Position::new(rules, [0, 0], [men, men], 0, 0, &[], None, None).expect("the start is valid")
    }

    pub fn key(&self) -> u64 {
        position_key(self.boards, self.hand, self.side)
    }

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    pub fn boards(&self) -> [u32; 2] {
        self.boards
    }

    pub fn hand(&self) -> [u32; 2] {
        self.hand
    }

    pub fn side_to_move(&self) -> usize {
        self.side
    }

    pub fn quiet(&self) -> u32 {
        self.quiet
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// The return the side to move may not make when it closes a mill, as (from, to).
    pub fn forbidden_return(&self) -> Option<(u8, u8)> {
        let r = self.forbidden[self.side];
        (r != NO_RETURN).then_some(r)
    }

    /// Moves played on this object (the search's depth from its root).
    pub fn ply(&self) -> usize {
        self.history.len()
    }

    pub fn men(&self, side: usize) -> u32 {
        self.boards[side].count_ones() + self.hand[side]
    }

    pub fn can_fly(&self, side: usize) -> bool {
        self.rules.flags.flying && self.hand[side] == 0 && self.boards[side].count_ones() == 3
    }

    /// Whether `side`'s men go to any empty point (flying, or nine holes).
    pub fn moves_anywhere(&self, side: usize) -> bool {
        self.rules.flags.nine_holes || self.can_fly(side)
    }

    /// Whether `side` may place a man now.
    pub fn may_place(&self, side: usize) -> bool {
        self.hand[side] > 0
    }

    /// Whether `side` may move a man on the board now (Lasker Morris: also with men in hand).
    pub fn may_move(&self, side: usize) -> bool {
        self.boards[side] != 0 && (self.hand[side] == 0 || self.rules.flags.place_or_move)
    }

    /// How often the current position has occurred in the game (at least 1).
    pub fn occurrences(&self) -> u32 {
        self.occurrences_of(self.key())
    }

    /// The current position occurred before on the moves played here (the search's path
    /// below its root), since the last placement or removal.
    pub fn repeated_on_path(&self) -> bool {
        let len = self.path.len();
        let back = (self.quiet as usize).min(len);
        let key = self.key();
        self.path[len - back..]
            .iter()
            .filter(|&&k| k == key)
            .count()
            >= 2
    }

    fn occurrences_of(&self, key: u64) -> u32 {
        // Placements and removals cannot be undone: only the last `quiet` plies can repeat.
        let len = self.path.len();
        let back = (self.quiet as usize).min(len);
        let on_path = self.path[len - back..]
            .iter()
            .filter(|&&k| k == key)
            .count() as u32;
        let before = if self.quiet as usize >= len {
            self.prior.get(&key).copied().unwrap_or(0)
        } else {
            0
        };
        on_path + before
    }

    /// Every legal turn (appended to `out`): placements, then slides or flights, each mill
    /// closing once per man it may remove.
    pub fn generate(&self, out: &mut Vec<Move>) {
        if self.end.is_some() {
            return;
        }
        let r = &self.rules;
        let s = self.side;
        let own = self.boards[s];
        let opp = self.boards[1 - s];
        let empty = r.full & !(own | opp);
        let removable = if r.flags.mill_wins || opp == 0 {
            0
        } else {
            r.removable(opp)
        };
        let forbidden = self.forbidden[s];
        let mut add = |src: u8, dst: usize| {
            let mut after = own | 1 << dst;
            if src != NO_POINT {
                after ^= 1 << src;
            }
            let closes = r.mill_at(after, dst);
            if closes && (src, dst as u8) == forbidden {
                return;
            }
            if closes && removable != 0 {
                out.extend(points(removable).map(|x| Move {
                    src,
                    dst: dst as u8,
                    remove: x as u8,
                }));
            } else {
                out.push(Move {
                    src,
                    dst: dst as u8,
                    remove: NO_POINT,
                });
            }
        };
        if self.may_place(s) {
            let mut targets = empty;
            if let Some(p) = r.flags.forbidden_first {
                if s == 0 && self.hand[0] == r.men {
                    targets &= !(1 << p);
                }
            }
            points(targets).for_each(|dst| add(NO_POINT, dst));
        }
        if self.may_move(s) {
            let anywhere = self.moves_anywhere(s);
            for src in points(own) {
                let targets = if anywhere {
                    empty
                } else {
                    r.adjacent[src] & empty
                };
                points(targets).for_each(|dst| add(src as u8, dst));
            }
        }
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.generate(&mut out);
        out
    }

    /// Plays a move from `generate` (not checked).
    pub fn play(&mut self, mv: Move) {
        let s = self.side;
        let o = 1 - s;
        self.history.push(Undo {
            mv,
            quiet: self.quiet,
            end: self.end,
            forbidden: self.forbidden[s],
        });
        let before = self.boards[s];
        if mv.src == NO_POINT {
            self.hand[s] -= 1;
            self.boards[s] |= 1 << mv.dst;
            self.quiet = 0;
        } else {
            self.boards[s] ^= (1 << mv.src) | (1 << mv.dst);
            self.quiet += 1;
        }
        let closed = self.rules.mill_at(self.boards[s], mv.dst as usize);
        if mv.remove != NO_POINT {
            self.boards[o] ^= 1 << mv.remove;
            self.quiet = 0;
        }
        self.forbidden[s] = if self.rules.flags.no_return
            && mv.src != NO_POINT
            && closed
            && self.rules.mill_at(before, mv.src as usize)
        {
            (mv.dst, mv.src)
        } else {
            NO_RETURN
        };
        self.side = o;
        self.path.push(self.key());
        self.end = self.end_check(s, closed);
    }

    /// Takes back the last move played on this object.
    pub fn undo(&mut self) {
        let Some(undo) = self.history.pop() else {
            return;
        };
        self.path.pop();
        let s = 1 - self.side;
        self.side = s;
        self.quiet = undo.quiet;
        self.end = undo.end;
        self.forbidden[s] = undo.forbidden;
        let mv = undo.mv;
        if mv.src == NO_POINT {
            self.hand[s] += 1;
            self.boards[s] ^= 1 << mv.dst;
        } else {
            self.boards[s] ^= (1 << mv.src) | (1 << mv.dst);
        }
        if mv.remove != NO_POINT {
            self.boards[1 - s] |= 1 << mv.remove;
        }
    }

    /// Whether `side`, to move, has no legal turn (it loses: "blocked").
    fn blocked(&self, side: usize) -> bool {
        if self.hand[side] > 0 || self.moves_anywhere(side) {
            return false;
        }
        let empty = self.rules.full & !(self.boards[0] | self.boards[1]);
        let movable = self.rules.with_empty_neighbour(self.boards[side], empty);
        if movable == 0 {
            return true;
        }
        // The only slide may be a return Morabaraba forbids.
        let (from, to) = self.forbidden[side];
        if from != NO_POINT
            && movable == 1 << from
            && self.rules.adjacent[from as usize] & empty == 1 << to
        {
            let after = self.boards[side] ^ (1 << from) ^ (1 << to);
            return self.rules.mill_at(after, to as usize);
        }
        false
    }

    /// The end after `mover` moved (`closed`: the move completed a mill), in the rules
    /// library's order: a winning mill, two men, a full board, blocked, then the draws.
    fn end_check(&self, mover: usize, closed: bool) -> Option<End> {
        let other = 1 - mover;
        let flags = &self.rules.flags;
        if flags.mill_wins && closed {
            return Some(End::Win(mover as u8, "mill"));
        }
        if self.men(other) < 3 {
            return Some(End::Win(mover as u8, "two-men"));
        }
        if self.men(mover) < 3 {
            return Some(End::Win(other as u8, "two-men"));
        }
        let filled = self.boards[0] | self.boards[1] == self.rules.full;
        if flags.full_board_draw && filled && self.hand == [0, 0] {
            return Some(End::Draw("full-board"));
        }
        if self.blocked(other) {
            return Some(End::Win(mover as u8, "blocked"));
        }
        if flags.repetition_draw && self.occurrences() >= 3 {
            return Some(End::Draw("repetition"));
        }
        if flags.no_removal_limit > 0 && self.quiet >= flags.no_removal_limit {
            return Some(End::Draw("no-removal"));
        }
        let three = self.men(0) == 3 || self.men(1) == 3;
        if flags.endgame_limit > 0 && three && self.quiet >= flags.endgame_limit {
            return Some(End::Draw("no-removal"));
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
    use super::super::games;
    use super::*;

    fn counts(rules: RuleSet, depth: u32) -> Vec<u64> {
        let mut start = Position::start(rules);
        (1..=depth).map(|d| perft(&mut start, d)).collect()
    }

    #[test]
    fn perft_matches_the_rules_table() {
        // RULES.md 3.7.
        assert_eq!(counts(games::three(true), 4), [9, 72, 504, 3_024]);
        assert_eq!(counts(games::three(false), 4), [9, 72, 504, 3_024]);
        assert_eq!(counts(games::six(), 4), [16, 240, 3_360, 43_680]);
        assert_eq!(counts(games::twelve(), 4), [24, 552, 12_144, 255_024]);
        assert_eq!(counts(games::morabaraba(), 4), [24, 552, 12_144, 255_024]);
        assert_eq!(counts(games::lasker(), 4), [24, 552, 13_552, 319_176]);
        assert_eq!(counts(games::nine(), 4), [24, 552, 12_144, 255_024]);
    }

    #[test]
    fn the_family_code_counts_nine_mens_morris_as_its_own_core_does() {
        let mut ours = Position::start(games::nine());
        let mut theirs = crate::morris::Position::start(crate::morris::Rules::STANDARD);
        assert_eq!(perft(&mut ours, 5), crate::morris::perft(&mut theirs, 5));
    }

    #[test]
    fn undo_restores_the_position() {
        let mut position = Position::start(games::lasker());
        let mut line = Vec::new();
        for step in 0..40 {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let before = (position.key(), position.quiet(), position.end());
            let mv = moves[(step * 7) % moves.len()];
            position.play(mv);
            position.undo();
            assert_eq!((position.key(), position.quiet(), position.end()), before);
            position.play(mv);
            line.push(mv);
        }
        assert!(!line.is_empty());
    }

    #[test]
    fn a_three_mens_mill_wins_at_once() {
        // White a1 a2, Black c1 c2 (three men's order: a1=0 a2=1 c2=5 c1=6), White to place a3.
        let rules = games::three(true);
        let position = Position::new(
            rules,
            [0b11, 1 << 5 | 1 << 6],
            [1, 1],
            0,
            0,
            &[],
            None,
            None,
        )
        .expect("valid");
        let mut after = position.clone();
        let win = Move::new(None, 2, None);
        assert!(position.legal_moves().contains(&win));
        after.play(win);
        assert_eq!(after.end(), Some(End::Win(0, "mill")));
    }

    #[test]
    fn the_centre_opening_can_be_forbidden() {
        let mut rules = games::three(true);
        rules.flags.forbidden_first = Some(games::THREE_CENTRE);
        let start = Position::start(rules);
        let moves = start.legal_moves();
        assert_eq!(moves.len(), 8);
        assert!(moves.iter().all(|m| m.dst != games::THREE_CENTRE));
    }

    #[test]
    fn a_full_twelve_board_is_drawn_or_lost_by_white() {
        // Twelve men each and no mill of either colour; Black places its last man on d3 (23).
        let (white, black) = (0x1b_69a6, 0xe4_9659 & !(1 << 23));
        for draw in [true, false] {
            let mut rules = games::twelve();
            rules.flags.full_board_draw = draw;
            let mut position =
                Position::new(rules, [white, black], [0, 1], 1, 0, &[], None, None).expect("valid");
            assert_eq!(position.end(), None);
            position.play(Move::new(None, 23, None));
            let expected = if draw {
                End::Draw("full-board")
            } else {
                End::Win(1, "blocked")
            };
            assert_eq!(position.end(), Some(expected));
        }
    }

    #[test]
    fn morabaraba_forbids_the_immediate_return_that_closes_a_mill() {
        // White a1 a4 a7 (a mill) and d6 d5 (0 1 2 11 19): a7-d7 leaves the mill and closes
        // d7 d6 d5, so White's next turn may not slide d7-a7 to close a1 a4 a7 again.
        let rules = games::morabaraba();
        let white = 1 << 0 | 1 << 1 | 1 << 2 | 1 << 11 | 1 << 19;
        let black = 1 << 5 | 1 << 7 | 1 << 13 | 1 << 15 | 1 << 22;
        let mut position =
            Position::new(rules.clone(), [white, black], [0, 0], 0, 0, &[], None, None)
                .expect("valid");
        let out = Move::new(Some(2), 3, Some(22));
        assert!(position.legal_moves().contains(&out));
        position.play(out);
        let black_move = position.legal_moves()[0];
        position.play(black_move);
        assert_eq!(position.forbidden_return(), Some((3, 2)));
        assert!(position
            .legal_moves()
            .iter()
            .all(|m| !(m.src == 3 && m.dst == 2)));
        position.undo();
        position.undo();
        let mut free = rules;
        free.flags.no_return = false;
        let mut position =
            Position::new(free, [white, black], [0, 0], 0, 0, &[], None, None).unwrap();
        position.play(out);
        position.play(black_move);
        assert!(position
            .legal_moves()
            .iter()
            .any(|m| m.src == 3 && m.dst == 2));
    }
}
