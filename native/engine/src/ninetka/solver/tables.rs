//! Static tables of the movement-phase solver: per slot and landing position, the cells a
//! waiting counter may still end on, the sections it may still end in, and its key code.

use super::super::geometry::{LINE, LINE_LENGTH, NUM_CELLS, NUM_SECTIONS, SECTION_OF, SLOTS};

/// Packed section counts of one seat: a 6-bit field per section. Counts stay <= 9 and reaches
/// <= 12 (6 lines cross a section), so a field biased by 31 never borrows from its neighbour in
/// the comparisons of `bounds`; bit 5 of a field tells the sign.
pub const FIELD_BITS: u32 = 6;
pub const BIAS: u64 = build_repeat(31);
pub const SIGN: u64 = build_repeat(32);

const fn build_repeat(v: u64) -> u64 {
    let mut t = 0;
    let mut k = 0;
    while k < NUM_SECTIONS {
        t |= v << (FIELD_BITS as usize * k);
        k += 1;
    }
    t
}

/// The packed 1 of a section.
pub const fn unit(section: usize) -> u64 {
    1 << (FIELD_BITS as usize * section)
}

/// `RANGE[slot][lp + 1]`: the cells (bit = cell index) a counter in `slot` landing at position
/// `lp` of its line could still end on (positions 0..=lp); 0 for a blocked counter.
pub static RANGE: [[u128; LINE_LENGTH + 1]; NUM_CELLS] = build_range();
/// `LAND[slot][lp]`: the packed 1 of the section a slide from `slot` landing at `lp` counts in.
pub static LAND: [[u64; LINE_LENGTH]; NUM_CELLS] = build_land();
/// `THIRD_CELLS[slot][j]`: the cells at positions `3j..=3j+2` of the slot's line (its third
/// `j`, all in one section).
pub static THIRD_CELLS: [[u128; 3]; NUM_CELLS] = build_third_cells();
/// `THIRD[slot][j]`: the packed 1 of the section of the line's third `j`.
pub static THIRD: [[u64; 3]; NUM_CELLS] = build_third();

const fn build_third_cells() -> [[u128; 3]; NUM_CELLS] {
    let mut t = [[0u128; 3]; NUM_CELLS];
    let mut k = 0;
    while k < SLOTS.len() {
        let s = SLOTS[k] as usize;
        let mut p = 0;
        while p < LINE_LENGTH {
            t[s][p / 3] |= 1u128 << LINE[s][p];
            p += 1;
        }
        k += 1;
    }
    t
}

/// `BACK[slot]`: the right rotation of a cell mask that moves each cell of the slot's line one
/// step back towards the slot (cells leaving the line land outside it, to be masked off).
pub static BACK: [u8; NUM_CELLS] = build_back();

const fn build_back() -> [u8; NUM_CELLS] {
    let mut t = [0u8; NUM_CELLS];
    let mut k = 0;
    while k < SLOTS.len() {
        let s = SLOTS[k] as usize;
        let step = LINE[s][1] as i32 - LINE[s][0] as i32;
        t[s] = step.rem_euclid(128) as u8;
        k += 1;
    }
    t
}

const fn build_third() -> [[u64; 3]; NUM_CELLS] {
    let mut t = [[0u64; 3]; NUM_CELLS];
    let mut k = 0;
    while k < SLOTS.len() {
        let s = SLOTS[k] as usize;
        let mut j = 0;
        while j < 3 {
            t[s][j] = unit(SECTION_OF[LINE[s][3 * j] as usize] as usize);
            j += 1;
        }
        k += 1;
    }
    t
}

/// `LIVE_CODE[slot][lp + 1]`: the random key code of a movable counter in `slot` landing at
/// `lp`; 0 for one that entered or is blocked (index 0). The low 2 bits stay clear for the
/// seat to move.
pub static LIVE_CODE: [[u128; LINE_LENGTH + 1]; NUM_CELLS] = build_live_code();
/// `COUNT_CODE[seat][section][count]`: the random key code of a seat's count in a section
/// (0 for none), low 2 bits clear. Keys are 126-bit hashes: a false match is as likely as
/// guessing them, about 2^-126 per probe.
pub static COUNT_CODE: [[[u128; 10]; NUM_SECTIONS]; 4] = build_count_code();

/// splitmix64 from `state`: the next state and a 126-bit code.
const fn next_code(mut x: u64) -> (u64, u128) {
    let mut halves = [0u64; 2];
    let mut h = 0;
    while h < 2 {
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        halves[h] = z ^ (z >> 31);
        h += 1;
    }
    (x, ((halves[0] as u128) << 64 | halves[1] as u128) & !3)
}

const fn build_live_code() -> [[u128; LINE_LENGTH + 1]; NUM_CELLS] {
    let mut t = [[0u128; LINE_LENGTH + 1]; NUM_CELLS];
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    let mut k = 0;
    while k < SLOTS.len() {
        let s = SLOTS[k] as usize;
        let mut p = 1;
        while p <= LINE_LENGTH {
            let (next, code) = next_code(x);
            (x, t[s][p]) = (next, code);
            p += 1;
        }
        k += 1;
    }
    t
}

const fn build_count_code() -> [[[u128; 10]; NUM_SECTIONS]; 4] {
    let mut t = [[[0u128; 10]; NUM_SECTIONS]; 4];
    let mut x = 0x9FB2_1C65_1E98_DF25u64;
    let mut seat = 0;
    while seat < 4 {
        let mut k = 0;
        while k < NUM_SECTIONS {
            let mut c = 1;
            while c < 10 {
                let (next, code) = next_code(x);
                (x, t[seat][k][c]) = (next, code);
                c += 1;
            }
            k += 1;
        }
        seat += 1;
    }
    t
}

/// `SLOT_INDEX[slot]`: the slot's index in `SLOTS` (0 for other cells).
pub static SLOT_INDEX: [u8; NUM_CELLS] = build_slot_index();

const fn build_slot_index() -> [u8; NUM_CELLS] {
    let mut t = [0u8; NUM_CELLS];
    let mut k = 0;
    while k < SLOTS.len() {
        t[SLOTS[k] as usize] = k as u8;
        k += 1;
    }
    t
}

const fn build_range() -> [[u128; LINE_LENGTH + 1]; NUM_CELLS] {
    let mut t = [[0u128; LINE_LENGTH + 1]; NUM_CELLS];
    let mut k = 0;
    while k < SLOTS.len() {
        let s = SLOTS[k] as usize;
        let mut acc = 0u128;
        let mut p = 0;
        while p < LINE_LENGTH {
            acc |= 1u128 << LINE[s][p];
            t[s][p + 1] = acc;
            p += 1;
        }
        k += 1;
    }
    t
}

const fn build_land() -> [[u64; LINE_LENGTH]; NUM_CELLS] {
    let mut t = [[0u64; LINE_LENGTH]; NUM_CELLS];
    let mut k = 0;
    while k < SLOTS.len() {
        let s = SLOTS[k] as usize;
        let mut p = 0;
        while p < LINE_LENGTH {
            t[s][p] = unit(SECTION_OF[LINE[s][p] as usize] as usize);
            p += 1;
        }
        k += 1;
    }
    t
}

/// Per seat, the sections it surely conquers and those it still may (RULES 1.6), from the
/// packed counts `now` and the packed reaches of the waiting counters.
pub fn section_bounds(now: &[u64; 4], reach: &[u64; 4], players: usize) -> ([u32; 4], [u32; 4]) {
    let mut sure = [0u32; 4];
    let mut poss = [0u32; 4];
    for q in 0..players {
        let top_q = now[q] + reach[q];
        let (mut sure_mask, mut poss_mask) = (SIGN, SIGN);
        for x in 0..players {
            if x != q {
                // Bit 5 of a field is set when the biased difference is >= 1.
                poss_mask &= top_q + BIAS - now[x];
                sure_mask &= now[q] + BIAS - (now[x] + reach[x]);
            }
        }
        sure[q] = sure_mask.count_ones();
        poss[q] = poss_mask.count_ones();
    }
    (sure, poss)
}

/// The largest lead in sections (won minus lost) that a seat can still reach over its one
/// opponent, if that opponent adds no counter: `mine` and `theirs` are the packed counts now,
/// `reach` how many of the seat's `counters` waiting counters can still land in each section.
/// Each counter ends in one section only, so the seat spends them on the sections it takes
/// or saves where they are cheapest: a small knapsack over the nine sections.
pub fn best_lead(mine: u64, theirs: u64, reach: u64, counters: u32) -> i32 {
    const MASK: u64 = (1 << FIELD_BITS) - 1;
    let budget = counters.min(18) as usize;
    // gain[b]: the most the seat gains above its lead now with at most b counters.
    let mut gain = [0i8; 19];
    let mut lead = 0;
    // Without the budget: each section's best outcome, and what it costs in all.
    let (mut free_gain, mut free_cost) = (0, 0);
    for k in 0..NUM_SECTIONS {
        let shift = FIELD_BITS as usize * k;
        let a = ((mine >> shift) & MASK) as i32;
        let b = ((theirs >> shift) & MASK) as i32;
        let r = ((reach >> shift) & MASK) as i32;
        let diff = a - b;
        lead += diff.signum();
        if diff <= 0 && r > -diff {
            free_gain += 1 - diff.signum();
            free_cost += 1 - diff;
        } else if diff < 0 && r == -diff {
            free_gain += 1;
            free_cost -= diff;
        }
    }
    if free_cost <= budget as i32 {
        return lead + free_gain;
    }
    for k in 0..NUM_SECTIONS {
        let shift = FIELD_BITS as usize * k;
        let a = ((mine >> shift) & MASK) as i32;
        let b = ((theirs >> shift) & MASK) as i32;
        let r = ((reach >> shift) & MASK) as i32;
        let diff = a - b;
        if diff > 0 || r == 0 {
            continue;
        }
        // A tie costs -diff counters (worth 1 when behind), a win one more (worth 1 more).
        let (tie_cost, win_cost) = ((-diff) as usize, (1 - diff) as usize);
        let tie_gain = i8::from(diff < 0);
        let can_tie = diff < 0 && tie_cost <= r as usize;
        let can_win = win_cost <= r as usize;
        if !can_win && !can_tie {
            continue;
        }
        for b in (0..=budget).rev() {
            let mut g = gain[b];
            if can_tie && b >= tie_cost {
                g = g.max(gain[b - tie_cost] + tie_gain);
            }
            if can_win && b >= win_cost {
                g = g.max(gain[b - win_cost] + tie_gain + 1);
            }
            gain[b] = g;
        }
    }
    lead + i32::from(gain[budget])
}

/// The root seat's value of final scores: twice its lead over the best other seat, and in a
/// tie for the top +1 when the root is the latest seat among the tied (it wins), else -1.
pub fn final_value(scores: &[u32; 4], players: usize, root: usize) -> i32 {
    let best = (0..players)
        .filter(|&q| q != root)
        .map(|q| scores[q])
        .max()
        .unwrap_or(0);
    let lead = scores[root] as i32 - best as i32;
    if lead != 0 {
        2 * lead
    } else if (root + 1..players).any(|q| scores[q] == best) {
        -1
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_reaches_and_keys_follow_the_lines() {
        // A5 (44) travels right along row 5: B5 C5 D5 (section W = 3), E5.. (C = 4), H5.. (E = 5).
        assert_eq!(RANGE[44][0], 0);
        assert_eq!(RANGE[44][1], 1u128 << 45);
        assert_eq!(THIRD[44], [unit(3), unit(4), unit(5)]);
        assert_eq!(THIRD_CELLS[44][0], (1u128 << 45) | (1 << 46) | (1 << 47));
        assert_eq!((1u128 << 46).rotate_right(BACK[44].into()), 1 << 45);
        assert_eq!((1u128 << 45).rotate_right(BACK[54].into()), 1 << 46);
        assert_eq!(LAND[44][4], unit(4));
        assert_eq!(LIVE_CODE[44][0], 0);
        assert_ne!(LIVE_CODE[44][1], LIVE_CODE[44][2]);
        assert_eq!(LIVE_CODE[44][1] & 3, 0);
        assert_eq!(COUNT_CODE[1][4][0], 0);
    }

    #[test]
    fn the_best_lead_spends_each_counter_once() {
        let (one, two) = (unit(0), unit(1));
        // Behind 0-2 in section 0, even 0-0 in section 1; 3 counters can reach both.
        let theirs = 2 * one;
        assert_eq!(best_lead(0, theirs, 3 * one + 3 * two, 0), -1);
        assert_eq!(best_lead(0, theirs, 3 * one + 3 * two, 1), 0);
        assert_eq!(best_lead(0, theirs, 3 * one + 3 * two, 2), 0);
        assert_eq!(best_lead(0, theirs, 3 * one + 3 * two, 3), 1);
        assert_eq!(best_lead(0, theirs, 3 * one + 3 * two, 4), 2);
        // Only two can reach section 0: a tie there at best.
        assert_eq!(best_lead(0, theirs, 2 * one, 5), 0);
        assert_eq!(best_lead(4 * one, theirs, 0, 5), 1);
    }

    #[test]
    fn final_values_break_ties_by_the_latest_seat() {
        assert_eq!(final_value(&[3, 3, 0, 0], 2, 0), -1);
        assert_eq!(final_value(&[3, 3, 0, 0], 2, 1), 1);
        assert_eq!(final_value(&[4, 2, 0, 0], 2, 1), -4);
        assert_eq!(final_value(&[2, 3, 3, 0], 3, 1), -1);
        assert_eq!(final_value(&[2, 3, 3, 0], 3, 2), 1);
    }
}
