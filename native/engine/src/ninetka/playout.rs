//! Random playouts with the policy of `ai/ninetka/playout.py`: uniform neutral placements, edge
//! placements that re-draw once when facing an own counter across a clear line, and slides that
//! take the best `slide_score` except with probability `PLAYOUT_EPSILON`.

use super::geometry::{CORE_CELLS, FIRST_OF, LINE, SECTION_OF};
use super::playout_board::{PlayoutBoard, LANDINGS, NO_SLOT, NUM_SLOTS, OPPOSITE_INDEX};
use super::position::{Move, Position, EMPTY, PHASE_EDGE, PHASE_NEUTRALS};
use crate::cancel::Stop;

pub const PLAYOUT_EPSILON: f64 = 0.15;
pub const WIN_WEIGHT: f64 = 0.85;

const TAKE_LEAD: f64 = 1.0;
const DRAW_LEVEL: f64 = 0.8;
const GUARD_LEAD: f64 = 0.3;
const BLOCK_RIVAL: f64 = 1.0;
const BLOCK_OWN: f64 = -1.2;

/// A small, fast generator (xoshiro256**) seeded through splitmix64.
#[derive(Clone, Debug)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    pub fn new(seed: u64) -> Self {
        let mut x = seed;
        let mut s = [0u64; 4];
        for v in &mut s {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            *v = z ^ (z >> 31);
        }
        Rng { s }
    }

    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// Uniform in [0, 1).
    pub fn random(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Uniform in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

fn majority_gain(lead: i32) -> f64 {
    match lead {
        0 => TAKE_LEAD,
        -1 => DRAW_LEVEL,
        1 => GUARD_LEAD,
        _ => 0.0,
    }
}

/// The immediate worth of the slide out of `slot` for the player to move (`knowledge.slide_score`).
#[inline]
pub fn slide_score(pos: &Position, slot: u8) -> f64 {
    let seat = pos.to_move() as usize;
    let lp = pos.lp();
    let board = pos.board();
    let sec = pos.sec();
    let target = LINE[slot as usize][lp[slot as usize] as usize] as usize;
    let base = 4 * SECTION_OF[target] as usize;
    let mut rival = 0;
    for other in 0..pos.players() as usize {
        if other != seat && sec[base + other] > rival {
            rival = sec[base + other];
        }
    }
    let mut value = majority_gain(sec[base + seat] as i32 - rival as i32);
    for &first in &FIRST_OF[target] {
        if first == u8::MAX {
            continue;
        }
        let owner = board[first as usize];
        if owner >= 0 && first != slot && lp[first as usize] >= 0 {
            value += if owner as usize == seat {
                BLOCK_OWN
            } else {
                BLOCK_RIVAL
            };
        }
    }
    value
}

/// Per-seat rewards in [0, 1] (`playout.rewards`): mostly the win, a little the margin.
pub fn rewards(scores: &[u8]) -> [f64; 4] {
    let players = scores.len();
    let winner = winner_of(scores);
    let mut result = [0.0; 4];
    for seat in 0..players {
        let rival = (0..players)
            .filter(|&s| s != seat)
            .map(|s| scores[s])
            .max()
            .unwrap_or(0);
        let shaped = (scores[seat] as f64 - rival as f64 + 9.0) / 18.0;
        let won = if seat == winner { 1.0 } else { 0.0 };
        result[seat] = WIN_WEIGHT * won + (1.0 - WIN_WEIGHT) * shaped;
    }
    result
}

/// How a playout picks its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// The library's playout policy (`ai/ninetka/playout.py`).
    Library,
    /// Uniformly random legal moves in every phase.
    Uniform,
}

/// How a playout ended: its length and the conquered sections per seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Plies played (passes not counted).
    pub plies: u32,
    pub scores: [u8; 4],
}

/// The winner for these scores: the highest, the latest seat among equals (RULES 1.6).
pub fn winner_of(scores: &[u8]) -> usize {
    let top = *scores.iter().max().unwrap_or(&0);
    (0..scores.len())
        .rev()
        .find(|&s| scores[s] == top)
        .unwrap_or(0)
}

/// Plays `pos` to the end with the library's playout policy.
pub fn playout(pos: &Position, rng: &mut Rng) -> Outcome {
    playout_with(pos, rng, Policy::Library)
}

/// `slide_score` on a playout board, for the slide out of slot index `k` by `seat`.
#[inline]
fn board_slide_score(board: &PlayoutBoard, k: usize, seat: usize) -> f64 {
    let landing = &LANDINGS[k][board.lp[k] as usize];
    let counts = &board.sec[landing.section as usize];
    let mut rival = 0;
    for (other, &count) in counts[..board.players as usize].iter().enumerate() {
        if other != seat && count > rival {
            rival = count;
        }
    }
    let mut value = majority_gain(counts[seat] as i32 - rival as i32);
    for &first in &landing.firsts {
        if first == NO_SLOT {
            continue;
        }
        let f = first as usize;
        let owner = board.owner[f];
        if owner >= 0 && f != k && board.lp[f] >= 0 {
            value += if owner as usize == seat {
                BLOCK_OWN
            } else {
                BLOCK_RIVAL
            };
        }
    }
    value
}

/// Plays a game from `pos` to the end with `policy` (`pos` itself is left as it is).
pub fn playout_with(pos: &Position, rng: &mut Rng, policy: Policy) -> Outcome {
    let uniform = policy == Policy::Uniform;
    let mut plies = 0;
    let mut board = PlayoutBoard::new(pos);
    let phase = pos.phase();
    if phase == PHASE_NEUTRALS {
        // Open core cells of sections without a neutral, kept as a list and filtered per move.
        let mut free = [0u8; 49];
        let mut len = 0;
        for cell in CORE_CELLS {
            if pos.is_legal(Move::Neutral(cell)) {
                free[len] = cell;
                len += 1;
            }
        }
        while len > 0 {
            let cell = free[rng.below(len)];
            board.put_neutral(cell);
            let section = SECTION_OF[cell as usize];
            let mut kept = 0;
            for k in 0..len {
                if SECTION_OF[free[k] as usize] != section {
                    free[kept] = free[k];
                    kept += 1;
                }
            }
            len = kept;
            plies += 1;
        }
        board.to_move = 0;
    }
    if phase == PHASE_NEUTRALS || phase == PHASE_EDGE {
        let mut free = [0u8; NUM_SLOTS];
        let mut len = 0;
        for k in 0..NUM_SLOTS {
            if board.owner[k] == EMPTY {
                free[len] = k as u8;
                len += 1;
            }
        }
        while len > 0 {
            let seat = board.to_move as i8;
            let mut at = rng.below(len);
            let k = free[at] as usize;
            if !uniform && board.owner[OPPOSITE_INDEX[k] as usize] == seat && board.lp[k] == 8 {
                at = rng.below(len);
            }
            let k = free[at] as usize;
            len -= 1;
            free[at] = free[len];
            board.put_edge(k);
            plies += 1;
        }
        board.to_move = 0;
    }
    // Each seat's waiting slots; slid or blocked ones are dropped when the seat moves.
    let mut waiting = [[0u8; NUM_SLOTS]; 4];
    let mut counts = [0usize; 4];
    let mut remaining = 0u32;
    for k in 0..NUM_SLOTS {
        let owner = board.owner[k];
        if owner >= 0 && board.lp[k] >= 0 {
            let o = owner as usize;
            waiting[o][counts[o]] = k as u8;
            counts[o] += 1;
            remaining += 1;
        }
    }
    while remaining > 0 {
        let seat = board.to_move;
        let valid = board.movable[seat as usize];
        if valid == 0 {
            board.to_move = board.next_seat(seat);
            continue;
        }
        let mine = &mut waiting[seat as usize];
        let count = &mut counts[seat as usize];
        // `movable` is the number of valid entries (own counter still there, not blocked).
        let k = if uniform || valid == 1 || rng.random() < PLAYOUT_EPSILON {
            // Uniform over the valid entries: drop invalid draws and draw again.
            loop {
                let at = rng.below(*count);
                let k = mine[at] as usize;
                if board.can_slide(k, seat) {
                    break k;
                }
                *count -= 1;
                mine[at] = mine[*count];
            }
        } else {
            let mut len = 0;
            for j in 0..*count {
                let k = mine[j];
                if board.can_slide(k as usize, seat) {
                    mine[len] = k;
                    len += 1;
                }
            }
            *count = len;
            let mut best = f64::NEG_INFINITY;
            let mut chosen = mine[0] as usize;
            for &k in &mine[..len] {
                let value =
                    board_slide_score(&board, k as usize, seat as usize) + 0.01 * rng.random();
                if value > best {
                    best = value;
                    chosen = k as usize;
                }
            }
            chosen
        };
        remaining -= board.slide(k) as u32;
        plies += 1;
    }
    Outcome {
        plies,
        scores: board.scores(),
    }
}

/// What `n` playouts from one position add up to.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayoutStats {
    pub playouts: u64,
    pub plies: u64,
    pub wins: [u64; 4],
    pub score_sums: [u64; 4],
    pub reward_sums: [f64; 4],
}

/// Up to `n` playouts from `start` with the library's policy (fewer if `stop` fires; it is
/// polled every 64 playouts).
pub fn run_playouts(start: &Position, n: u64, seed: u64, stop: &Stop) -> PlayoutStats {
    run_playouts_with(start, n, seed, stop, Policy::Library)
}

/// `run_playouts` with a choice of policy.
pub fn run_playouts_with(
    start: &Position,
    n: u64,
    seed: u64,
    stop: &Stop,
    policy: Policy,
) -> PlayoutStats {
    let mut rng = Rng::new(seed);
    let mut stats = PlayoutStats::default();
    let players = start.players() as usize;
    for i in 0..n {
        if i % 64 == 0 && i > 0 && stop.should_stop() {
            break;
        }
        let outcome = playout_with(start, &mut rng, policy);
        stats.plies += outcome.plies as u64;
        let scores = outcome.scores;
        let reward = rewards(&scores[..players]);
        stats.wins[winner_of(&scores[..players])] += 1;
        for seat in 0..players {
            stats.score_sums[seat] += scores[seat] as u64;
            stats.reward_sums[seat] += reward[seat];
        }
        stats.playouts += 1;
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ninetka::playout_board::SLOT_INDEX;

    const PINNED_DIGESTS: [u64; 10] = [
        0x0ccd_7fb5_afaa_ad29,
        0x06cb_517b_98ba_6084,
        0xb82a_0c0d_8463_5c89,
        0x50a0_33c1_3b7f_b7a2,
        0xc49e_05a7_691a_d1e2,
        0x3066_d787_261d_cd13,
        0x4cda_876f_cfd5_c07a,
        0xf630_2f58_29da_d596,
        0xd933_f201_803d_1a6e,
        0xf81f_721d_b4c8_8c04,
    ];

    #[test]
    fn playouts_finish_every_game_and_count_one_winner_each() {
        for players in 2..=4 {
            let start = Position::new(players).unwrap();
            let stats = run_playouts(&start, 300, 7, &Stop::never());
            assert_eq!(stats.playouts, 300);
            assert_eq!(stats.wins.iter().sum::<u64>(), 300);
            assert!(stats.plies >= 300 * 45);
            let again = run_playouts(&start, 300, 7, &Stop::never());
            assert_eq!(stats, again);
        }
    }

    /// FNV-1a over a run's totals, exact to the bit.
    fn digest(stats: &PlayoutStats) -> u64 {
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        let words = [stats.playouts, stats.plies]
            .into_iter()
            .chain(stats.wins)
            .chain(stats.score_sums)
            .chain(stats.reward_sums.map(f64::to_bits));
        for word in words {
            for b in word.to_le_bytes() {
                h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
            }
        }
        h
    }

    /// Bare playouts from fixed positions and seeds give exactly the totals they gave when these
    /// digests were taken: a change meant only to make playouts faster must keep them.
    #[test]
    fn pinned_playouts_keep_their_results() {
        let mut digests = Vec::new();
        for (players, plies, seed) in [(2, 0, 1), (2, 30, 2), (2, 50, 3), (3, 9, 4), (4, 45, 5)] {
            let mut pos = Position::new(players).unwrap();
            let mut rng = Rng::new(seed + 100);
            for _ in 0..plies {
                let moves = pos.legal_moves();
                pos.play(moves[rng.below(moves.len())]).unwrap();
            }
            for policy in [Policy::Library, Policy::Uniform] {
                digests.push(digest(&run_playouts_with(
                    &pos,
                    2000,
                    seed,
                    &Stop::never(),
                    policy,
                )));
            }
        }
        assert_eq!(digests, PINNED_DIGESTS);
    }

    #[test]
    fn the_board_scores_slides_as_the_position_does() {
        let mut rng = Rng::new(11);
        let mut checked = 0;
        for players in 2..=4 {
            for _ in 0..40 {
                let mut pos = Position::new(players).unwrap();
                while !pos.is_over() {
                    let moves = pos.legal_moves();
                    let board = PlayoutBoard::new(&pos);
                    for &mv in &moves {
                        if let Move::Slide { slot, .. } = mv {
                            let k = SLOT_INDEX[slot as usize] as usize;
                            let seat = pos.to_move() as usize;
                            let score = board_slide_score(&board, k, seat);
                            assert_eq!(score.to_bits(), slide_score(&pos, slot).to_bits());
                            checked += 1;
                        }
                    }
                    pos.play(moves[rng.below(moves.len())]).unwrap();
                }
            }
        }
        assert!(checked > 10_000);
    }

    #[test]
    fn uniform_playouts_finish_too() {
        for players in 2..=4 {
            let start = Position::new(players).unwrap();
            let stats = run_playouts_with(&start, 300, 7, &Stop::never(), Policy::Uniform);
            assert_eq!(stats.wins.iter().sum::<u64>(), 300);
            assert_ne!(stats, run_playouts(&start, 300, 7, &Stop::never()));
        }
    }

    #[test]
    fn a_raised_stop_cuts_the_playouts_short() {
        let stop = Stop::new(Some(std::time::Duration::ZERO), Default::default());
        let stats = run_playouts(&Position::new(2).unwrap(), 10_000, 1, &stop);
        assert_eq!(stats.playouts, 64);
    }

    #[test]
    fn rewards_favour_the_latest_seat_in_a_tie() {
        let r = rewards(&[3, 3]);
        assert!(r[1] > r[0]);
        assert!((r[0] - 0.075).abs() < 1e-12);
    }

    #[test]
    fn the_generator_is_uniform_enough() {
        let mut rng = Rng::new(3);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.below(6)] += 1;
        }
        assert!(counts.iter().all(|&c| (9_000..11_000).contains(&c)));
    }
}
