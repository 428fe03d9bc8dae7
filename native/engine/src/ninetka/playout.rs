//! Random playouts with the policy of `ai/ninetka/playout.py`: uniform neutral placements, edge
//! placements that re-draw once when facing an own counter across a clear line, and slides that
//! take the best `slide_score` (one draw among equal bests) except with probability
//! `PLAYOUT_EPSILON`.

use super::geometry::{CORE_BY_SECTION, CORE_COUNT, FIRST_OF, LINE, NUM_SECTIONS, SECTION_OF};
use super::playout_board::{PlayoutBoard, NUM_SLOTS, OPPOSITE_INDEX};
use super::position::{Position, EMPTY, PHASE_EDGE, PHASE_NEUTRALS};
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

/// The policy's slide for `seat` among its movable slots `mine`: the best `slide_tenths`, one
/// draw among equal bests.
#[inline]
fn best_slide(board: &PlayoutBoard, mine: &[u8], seat: u8, rng: &mut Rng) -> usize {
    // One pass: a new best restarts the list of ties, so it ends as the equal bests in the
    // order of `mine`, as two passes (the best, then its ties) would list them.
    let mut best = i32::MIN;
    let mut tied = [0u8; NUM_SLOTS];
    let mut ties = 0;
    for &k in mine {
        let value = board.slide_tenths(k as usize, seat as usize);
        if value > best {
            best = value;
            ties = 0;
        }
        tied[ties] = k;
        ties += usize::from(value == best);
    }
    tied[rng.below(ties)] as usize
}

/// Plays a game from `pos` to the end with `policy` (`pos` itself is left as it is).
pub fn playout_with(pos: &Position, rng: &mut Rng, policy: Policy) -> Outcome {
    let uniform = policy == Policy::Uniform;
    let mut plies = 0;
    let mut board = if uniform {
        PlayoutBoard::without_scores(pos)
    } else {
        PlayoutBoard::new(pos)
    };
    let phase = pos.phase();
    if phase == PHASE_NEUTRALS {
        // A uniform draw among the core cells of the sections still without a neutral: the
        // draw picks a section by its share of those cells, then a cell in it.
        let mut open = [0u8; NUM_SECTIONS];
        let mut sections = 0;
        let mut cells = 0;
        for (section, &count) in CORE_COUNT.iter().enumerate() {
            if !pos.has_neutral(section) {
                open[sections] = section as u8;
                sections += 1;
                cells += count as usize;
            }
        }
        while sections > 0 {
            let mut r = rng.below(cells);
            let mut i = 0;
            while r >= CORE_COUNT[open[i] as usize] as usize {
                r -= CORE_COUNT[open[i] as usize] as usize;
                i += 1;
            }
            let section = open[i] as usize;
            board.put_neutral(CORE_BY_SECTION[section][r]);
            cells -= CORE_COUNT[section] as usize;
            sections -= 1;
            open[i] = open[sections];
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
            // One branch on the rare joint condition (`&`, not `&&`): fewer mispredictions.
            let facing_own = (board.owner[OPPOSITE_INDEX[k] as usize] == seat) & (board.lp[k] == 8);
            if !uniform && facing_own {
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
    let mut remaining: u32 = board.movable.iter().map(|&m| m as u32).sum();
    while remaining > 0 {
        let seat = board.to_move;
        let valid = board.movable[seat as usize] as usize;
        if valid == 0 {
            board.to_move = board.next_seat(seat);
            continue;
        }
        let mine = &board.ready[seat as usize][..valid];
        let k = if uniform || valid == 1 || rng.random() < PLAYOUT_EPSILON {
            mine[rng.below(valid)] as usize
        } else {
            best_slide(&board, mine, seat, rng)
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
    use crate::ninetka::position::Move;

    const PINNED_DIGESTS: [u64; 10] = [
        0x6b88_b36f_bd27_c21f,
        0x79ed_7c38_7075_bea2,
        0x842a_b2cf_c9c3_c08d,
        0x59c6_e4d6_eaf8_7f17,
        0x241a_8923_3c33_1eb1,
        0x068d_f524_5627_68e5,
        0x3528_1c21_94b0_9546,
        0xaa50_a104_5950_11c2,
        0x4ec4_06aa_d8af_346b,
        0xf49c_e21a_ca44_dff9,
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
                            let tenths = board.slide_tenths(k, seat);
                            assert!((0.1 * tenths as f64 - slide_score(&pos, slot)).abs() < 1e-9);
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
