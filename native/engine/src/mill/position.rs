//! A game's position with the history its rules need: men on the board and in hand, the side
//! to move, plies without a removal, how often each position has occurred (repetition) and
//! Morabaraba's forbidden returns. Moves, their making and unmaking, and the ends of RULES.md
//! sections 2 and 3, in the rules library's order (`ninetka_desktop/games/morris/state.py`).

use std::collections::HashMap;

use super::board::points;
use super::rules::Rules;

/// A turn: a placement (`src` none) or a slide or flight, with the man it removes when it
/// closes a mill. Points are numbered as the rules library does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub src: Option<u8>,
    pub dst: u8,
    pub remove: Option<u8>,
}

/// How a game ended: the winner (none for a draw) and the rules library's reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Win(u8, &'static str),
    Draw(&'static str),
}

impl End {
    pub fn winner(self) -> Option<u8> {
        match self {
            End::Win(side, _) => Some(side),
            End::Draw(_) => None,
        }
    }
}

/// A slide a side may not make on its next turn if it closes a mill: `(from, to)`.
pub type Return = (u8, u8);

#[derive(Clone, Debug)]
struct Undo {
    mv: Move,
    quiet: u32,
    end: Option<End>,
    ban: Option<Return>,
}

#[derive(Clone, Debug)]
pub struct Position {
    rules: Rules,
    boards: [u32; 2],
    hand: [u32; 2],
    side: usize,
    quiet: u32,
    /// Per side: the return its last move forbids (Morabaraba).
    bans: [Option<Return>; 2],
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

impl Position {
    /// A position as the rules library holds it; `seen` counts the positions so far by their
    /// key (`Position::key`), the current one included; `ban` is the return the side to move
    /// may not make (Morabaraba); `last_dst` is where the last move put its man (a mill through
    /// it ended a game where a mill wins). The end is worked out as the library does after the
    /// last move.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        rules: Rules,
        boards: [u32; 2],
        hand: [u32; 2],
        side: usize,
        quiet: u32,
        seen: HashMap<u64, u32>,
        ban: Option<Return>,
        last_dst: Option<u8>,
    ) -> Result<Self, String> {
        let full = rules.board.full;
        if boards[0] & !full != 0 || boards[1] & !full != 0 {
            return Err("a man lies off the board".into());
        }
        if boards[0] & boards[1] != 0 {
            return Err("the two sides' men overlap".into());
        }
        if side > 1 {
            return Err(format!("side {side} is neither 0 (White) nor 1 (Black)"));
        }
        for s in 0..2 {
            if boards[s].count_ones() + hand[s] > rules.men || hand[s] > 15 {
                return Err(format!("side {s} has more than {} men", rules.men));
            }
        }
        let on_board = |p: u8| (p as usize) < rules.board.points;
        if ban.is_some_and(|(a, b)| !on_board(a) || !on_board(b)) {
            return Err("the forbidden return names a point off the board".into());
        }
        if last_dst.is_some_and(|p| !on_board(p)) {
            return Err("the last move names a point off the board".into());
        }
        let mut position = Position {
            rules,
            boards,
            hand,
            side,
            quiet,
            bans: [None; 2],
            seen,
            history: Vec::new(),
            end: None,
        };
        position.bans[side] = ban;
        position.seen.entry(position.key()).or_insert(1);
        let mover = 1 - side;
        let closed = last_dst.is_some_and(|p| {
            let board = position.boards[mover];
            board >> p & 1 == 1 && position.rules.board.mill_at(board, p as usize)
        });
        position.end = position.end_check(mover, closed);
        Ok(position)
    }

    /// The start of a game of `rules`.
    pub fn start(rules: Rules) -> Self {
        let men = rules.men;
        Position::new(rules, [0, 0], [men, men], 0, 0, HashMap::new(), None, None)
            .expect("the start is valid")
    }

    /// One number naming the position, the rules library's `position_key`.
    pub fn key(&self) -> u64 {
        position_key(self.boards, self.hand, self.side)
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn side_to_move(&self) -> usize {
        self.side
    }

    pub fn boards(&self) -> [u32; 2] {
        self.boards
    }

    pub fn hand(&self) -> [u32; 2] {
        self.hand
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// Plies since the last placement or removal.
    pub fn quiet(&self) -> u32 {
        self.quiet
    }

    /// The returns each side's last move forbids (Morabaraba).
    pub fn bans(&self) -> [Option<Return>; 2] {
        self.bans
    }

    /// Every position of the game so far by its key, with how often it occurred (the
    /// current one included).
    pub fn seen_counts(&self) -> impl Iterator<Item = (u64, u32)> + '_ {
        self.seen.iter().map(|(&key, &n)| (key, n))
    }

    pub fn men(&self, side: usize) -> u32 {
        self.boards[side].count_ones() + self.hand[side]
    }

    pub fn can_fly(&self, side: usize) -> bool {
        self.rules.flying && self.hand[side] == 0 && self.boards[side].count_ones() == 3
    }

    /// Whether `side`'s men go to any empty point (flying, or nine holes).
    fn moves_anywhere(&self, side: usize) -> bool {
        self.rules.nine_holes || self.can_fly(side)
    }

    /// Whether `side` may move a man on the board now (Lasker Morris: also with men in hand).
    fn may_move(&self, side: usize) -> bool {
        self.boards[side] != 0 && (self.hand[side] == 0 || self.rules.place_or_move)
    }

    /// Every legal turn (appended to `out`), in the rules library's order: placements, then
    /// slides or flights, each mill closing once per man it may remove.
    pub fn generate(&self, out: &mut Vec<Move>) {
        if self.end.is_some() {
            return;
        }
        let r = &self.rules;
        let board = &*r.board;
        let s = self.side;
        let own = self.boards[s];
        let opp = self.boards[1 - s];
        let empty = board.full & !(own | opp);
        // Worked out at the first move that closes a mill, as the library does.
        let mut removals: Option<u32> = None;
        let ban = self.bans[s];
        let mut add = |src: Option<u8>, dst: usize| {
            let mut after = own | 1 << dst;
            if let Some(src) = src {
                after ^= 1 << src;
            }
            let mv = |remove: Option<u8>| Move {
                src,
                dst: dst as u8,
                remove,
            };
            if !board.mill_at(after, dst) {
                out.push(mv(None));
                return;
            }
            if src.is_some_and(|src| ban == Some((src, dst as u8))) {
                return;
            }
            let targets = *removals.get_or_insert_with(|| {
                if r.mill_wins {
                    0
                } else {
                    board.removable(opp, r.protected_mills)
                }
            });
            if targets == 0 {
                out.push(mv(None));
            } else {
                out.extend(points(targets).map(|p| mv(Some(p as u8))));
            }
        };
        if self.hand[s] > 0 {
            let mut targets = empty;
            if let Some(p) = r.forbidden_first {
                if s == 0 && self.hand[0] == r.men {
                    targets &= !(1 << p);
                }
            }
            points(targets).for_each(|dst| add(None, dst));
        }
        if self.may_move(s) {
            let anywhere = self.moves_anywhere(s);
            let movable = if anywhere {
                own
            } else {
                own & board.neighbours_of(empty)
            };
            for src in points(movable) {
                let targets = if anywhere {
                    empty
                } else {
                    board.adjacent[src] & empty
                };
                points(targets).for_each(|dst| add(Some(src as u8), dst));
            }
        }
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.generate(&mut out);
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
            ban: self.bans[s],
        });
        let board = &*self.rules.board;
        let before = self.boards[s];
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
        let closed = board.mill_at(self.boards[s], mv.dst as usize);
        if let Some(r) = mv.remove {
            self.boards[o] ^= 1 << r;
            self.quiet = 0;
        }
        self.bans[s] = match mv.src {
            Some(src) if self.rules.no_return && closed && board.mill_at(before, src as usize) => {
                Some((mv.dst, src))
            }
            _ => None,
        };
        self.side = o;
        *self.seen.entry(self.key()).or_insert(0) += 1;
        self.end = self.end_check(s, closed);
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
        self.bans[s] = undo.ban;
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

    /// Whether `side`, to move, has no legal turn (it loses: "blocked").
    fn blocked(&self, side: usize) -> bool {
        if self.hand[side] > 0 || self.moves_anywhere(side) {
            return false;
        }
        let board = &*self.rules.board;
        let empty = board.full & !(self.boards[0] | self.boards[1]);
        let movable = self.boards[side] & board.neighbours_of(empty);
        if movable == 0 {
            return true;
        }
        // The only slide may be a return Morabaraba forbids.
        match self.bans[side] {
            Some((from, to))
                if movable == 1 << from && board.adjacent[from as usize] & empty == 1 << to =>
            {
                let after = self.boards[side] ^ (1 << from) ^ (1 << to);
                board.mill_at(after, to as usize)
            }
            _ => false,
        }
    }

    /// The end after `mover` moved (`closed`: the move completed a mill), in the rules
    /// library's order: a winning mill, two men, a full board, blocked, then the draws.
    fn end_check(&self, mover: usize, closed: bool) -> Option<End> {
        let other = 1 - mover;
        let r = &self.rules;
        if r.mill_wins && closed {
            return Some(End::Win(mover as u8, "mill"));
        }
        if self.men(other) < 3 {
            return Some(End::Win(mover as u8, "two-men"));
        }
        if self.men(mover) < 3 {
            return Some(End::Win(other as u8, "two-men"));
        }
        let filled = self.boards[0] | self.boards[1] == r.board.full;
        if r.full_board_draw && filled && self.hand == [0, 0] {
            return Some(End::Draw("full-board"));
        }
        if self.blocked(other) {
            return Some(End::Win(mover as u8, "blocked"));
        }
        if r.repetition_draw && self.seen.get(&self.key()).copied().unwrap_or(0) >= 3 {
            return Some(End::Draw("repetition"));
        }
        let limit = r.count_limit([self.men(0), self.men(1)]);
        if limit > 0 && self.quiet >= limit {
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
    use super::super::presets;
    use super::*;

    fn counts(rules: Rules, depth: u32) -> Vec<u64> {
        let mut start = Position::start(rules);
        (1..=depth).map(|d| perft(&mut start, d)).collect()
    }

    fn at(rules: Rules, boards: [u32; 2], hand: [u32; 2], side: usize) -> Position {
        Position::new(rules, boards, hand, side, 0, HashMap::new(), None, None).expect("valid")
    }

    #[test]
    fn perft_matches_the_rules_table() {
        // RULES.md 3.7.
        assert_eq!(counts(presets::nine(), 4), [24, 552, 12_144, 255_024]);
        assert_eq!(counts(presets::three(true), 4), [9, 72, 504, 3_024]);
        assert_eq!(counts(presets::three(false), 4), [9, 72, 504, 3_024]);
        assert_eq!(counts(presets::six(), 4), [16, 240, 3_360, 43_680]);
        assert_eq!(counts(presets::twelve(), 4), [24, 552, 12_144, 255_024]);
        assert_eq!(counts(presets::morabaraba(), 4), [24, 552, 12_144, 255_024]);
        assert_eq!(counts(presets::lasker(), 4), [24, 552, 13_552, 319_176]);
    }

    #[test]
    fn undo_restores_the_position() {
        for rules in presets::all() {
            let mut position = Position::start(rules);
            for step in 0..60 {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let before = (
                    position.key(),
                    position.quiet(),
                    position.end(),
                    position.bans(),
                );
                let mv = moves[(step * 7) % moves.len()];
                position.play(mv);
                position.undo();
                let after = (
                    position.key(),
                    position.quiet(),
                    position.end(),
                    position.bans(),
                );
                assert_eq!(after, before);
                position.play(mv);
            }
        }
    }

    #[test]
    fn a_three_mens_mill_wins_at_once() {
        // White a1 a2, Black c1 c2 (three men's order: a1=0 a2=1 c2=5 c1=6), White to place a3.
        let position = at(presets::three(true), [0b11, 1 << 5 | 1 << 6], [1, 1], 0);
        let mut after = position.clone();
        let win = Move {
            src: None,
            dst: 2,
            remove: None,
        };
        assert!(position.legal_moves().contains(&win));
        after.play(win);
        assert_eq!(after.end(), Some(End::Win(0, "mill")));
    }

    #[test]
    fn the_centre_opening_can_be_forbidden() {
        let mut rules = presets::three(true);
        rules.forbidden_first = Some(presets::THREE_CENTRE);
        let moves = Position::start(rules).legal_moves();
        assert_eq!(moves.len(), 8);
        assert!(moves.iter().all(|m| m.dst != presets::THREE_CENTRE));
    }

    #[test]
    fn a_full_twelve_board_is_drawn_or_lost_by_white() {
        // Twelve men each and no mill of either colour; Black places its last man on d3 (23).
        let (white, black) = (0x1b_69a6, 0xe4_9659 & !(1 << 23));
        for draw in [true, false] {
            let mut rules = presets::twelve();
            rules.full_board_draw = draw;
            let mut position = at(rules, [white, black], [0, 1], 1);
            assert_eq!(position.end(), None);
            position.play(Move {
                src: None,
                dst: 23,
                remove: None,
            });
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
        let white = 1 << 0 | 1 << 1 | 1 << 2 | 1 << 11 | 1 << 19;
        let black = 1 << 5 | 1 << 7 | 1 << 13 | 1 << 15 | 1 << 22;
        let back = |m: &Move| m.src == Some(3) && m.dst == 2;
        for no_return in [true, false] {
            let mut rules = presets::morabaraba();
            rules.no_return = no_return;
            let mut position = at(rules, [white, black], [0, 0], 0);
            let out = Move {
                src: Some(2),
                dst: 3,
                remove: Some(22),
            };
            assert!(position.legal_moves().contains(&out));
            position.play(out);
            let black_move = position.legal_moves()[0];
            position.play(black_move);
            assert_eq!(position.bans()[0].is_some(), no_return);
            assert_eq!(position.legal_moves().iter().any(back), !no_return);
        }
    }
}
