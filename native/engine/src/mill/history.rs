//! The game's positions before a search, as the draw by repetition sees them, and what they
//! leave of the endgame tables' word.
//!
//! RULES.md 2.6: a position's third occurrence draws; its second does not. The tables know no
//! history: their win is a line that never repeats a position, so with no position of the
//! game seen twice it stays a win whatever the game went through (a position seen once may be
//! passed once more). Where some position of the game has occurred twice, a line through it
//! draws, and the tables' win or loss may be a draw: such a value is kept for choosing moves
//! but scored `soft_score`, below every proven one, and the analysis calls it an estimate. A
//! draw of the tables stays a draw: the history only adds draws.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::search::table_score;
use super::tablebase::value::Outcome;

/// A table's win the history may turn into a draw, `d` plies to the next removal or the end,
/// scores `SOFT_WIN - d`: above every evaluation, below every proven result.
pub const SOFT_WIN: i32 = 800_000;
/// Scores beyond this either way are results, proven or soft (`search::TB_BOUND` and beyond:
/// proven).
pub const SOFT_BOUND: i32 = SOFT_WIN - 1_000;

/// The score of a table's outcome that the game's history may have turned into a draw.
pub fn soft_score(outcome: Outcome) -> i32 {
    let shift = table_score(Outcome::Win(0)) - SOFT_WIN;
    match table_score(outcome) {
        s if s > 0 => s - shift,
        s if s < 0 => s + shift,
        s => s,
    }
}

/// A hasher for position keys, which are distinct numbers already: one multiplication spreads
/// them (the search asks the game's history at every node; SipHash cost it a few per cent).
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8 | u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

type Counts = HashMap<u64, u32, BuildHasherDefault<KeyHasher>>;

/// How often each position that can still occur has occurred in the game: those with the
/// current position's men on the board and in hand (placements and removals cannot be undone).
#[derive(Clone, Debug, Default)]
pub struct GameHistory {
    counts: Counts,
    doubled: bool,
}

/// The men on the board of each side and in each hand, read from a position key
/// (`position::position_key`).
fn material(key: u64) -> [u64; 4] {
    [
        (key & 0xFF_FFFF).count_ones() as u64,
        (key >> 24 & 0xFF_FFFF).count_ones() as u64,
        key >> 48 & 0xF,
        key >> 52 & 0xF,
    ]
}

impl GameHistory {
    /// The positions of `counts` (by key, the current one `current` included) that can still
    /// occur after `current`.
    pub fn new(current: u64, counts: impl IntoIterator<Item = (u64, u32)>) -> Self {
        let now = material(current);
        let counts: Counts = counts
            .into_iter()
            .filter(|&(key, n)| n > 0 && material(key) == now)
            .collect();
        let doubled = counts.values().any(|&n| n >= 2);
        GameHistory { counts, doubled }
    }

    /// How often `key` has occurred.
    pub fn count(&self, key: u64) -> u32 {
        self.counts.get(&key).copied().unwrap_or(0)
    }

    /// The positions that have occurred twice or more: their next occurrence draws.
    pub fn repeated(&self) -> impl Iterator<Item = u64> + '_ {
        self.counts
            .iter()
            .filter(|&(_, &n)| n >= 2)
            .map(|(&key, _)| key)
    }

    /// Some position has occurred twice: its next occurrence draws.
    pub fn doubled(&self) -> bool {
        self.doubled
    }

    /// The history after a move to `key`; `irreversible` (a placement or a removal) starts
    /// it afresh.
    pub fn after(&self, key: u64, irreversible: bool) -> GameHistory {
        if irreversible {
            return GameHistory::new(key, [(key, 1)]);
        }
        let mut next = self.clone();
        let n = next.counts.entry(key).or_insert(0);
        *n += 1;
        next.doubled |= *n >= 2;
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mill::position::position_key;
    use crate::mill::search::{TB_BOUND, TB_WIN};

    #[test]
    fn only_positions_of_the_same_men_are_kept() {
        let now = position_key([0b111, 0b111 << 8], [0, 0], 0);
        let same = position_key([0b1011, 0b111 << 8], [0, 0], 1);
        let fewer = position_key([0b11, 0b111 << 8], [0, 0], 1);
        let history = GameHistory::new(now, [(now, 1), (same, 2), (fewer, 3)]);
        assert_eq!(history.count(same), 2);
        assert_eq!(history.count(fewer), 0);
        assert!(history.doubled());
        assert!(!GameHistory::new(now, [(now, 1), (fewer, 3)]).doubled());
        let next = GameHistory::new(now, [(now, 1)]).after(now, false);
        assert!(next.doubled() && next.count(now) == 2);
        assert!(!next.after(fewer, true).doubled());
    }

    #[test]
    fn soft_scores_lie_between_evaluations_and_proven_results() {
        for d in [1, 50, 127] {
            let win = soft_score(Outcome::Win(d));
            assert!(win > SOFT_BOUND && win < TB_BOUND && win < TB_WIN);
            assert_eq!(soft_score(Outcome::Loss(d)), -win);
        }
        assert_eq!(soft_score(Outcome::Draw), 0);
    }
}
