//! Board geometry, as `ninetka_desktop/games/ninetka/geometry.py` numbers it: cell
//! `idx = row * 11 + col`, `A1 == 0` bottom-left; field `B2..J10`, core `C3..I9`, 36 edge slots.

pub const SIZE: usize = 11;
pub const NUM_CELLS: usize = SIZE * SIZE;
pub const NUM_SECTIONS: usize = 9;
pub const LINE_LENGTH: usize = 9;

const fn is_field_rc(row: usize, col: usize) -> bool {
    1 <= row && row <= 9 && 1 <= col && col <= 9
}

const fn build_field() -> [bool; NUM_CELLS] {
    let mut t = [false; NUM_CELLS];
    let mut i = 0;
    while i < NUM_CELLS {
        t[i] = is_field_rc(i / SIZE, i % SIZE);
        i += 1;
    }
    t
}

const fn build_core() -> [bool; NUM_CELLS] {
    let mut t = [false; NUM_CELLS];
    let mut i = 0;
    while i < NUM_CELLS {
        let (r, c) = (i / SIZE, i % SIZE);
        t[i] = 2 <= r && r <= 8 && 2 <= c && c <= 8;
        i += 1;
    }
    t
}

const fn build_slot() -> [bool; NUM_CELLS] {
    let mut t = [false; NUM_CELLS];
    let mut i = 0;
    while i < NUM_CELLS {
        let (r, c) = (i / SIZE, i % SIZE);
        t[i] = (r == 0 || r == 10) != (c == 0 || c == 10);
        i += 1;
    }
    t
}

const fn build_section() -> [i8; NUM_CELLS] {
    let mut t = [-1i8; NUM_CELLS];
    let mut i = 0;
    while i < NUM_CELLS {
        let (r, c) = (i / SIZE, i % SIZE);
        if is_field_rc(r, c) {
            t[i] = (3 * ((r - 1) / 3) + (c - 1) / 3) as i8;
        }
        i += 1;
    }
    t
}

const fn build_slots() -> [u8; 36] {
    let mut t = [0u8; 36];
    let mut k = 0;
    while k < 9 {
        t[k] = (k + 1) as u8; // bottom B1..J1
        t[9 + k] = (10 * SIZE + k + 1) as u8; // top B11..J11
        t[18 + k] = ((k + 1) * SIZE) as u8; // left A2..A10
        t[27 + k] = ((k + 1) * SIZE + 10) as u8; // right K2..K10
        k += 1;
    }
    t
}

const fn build_lines() -> [[u8; LINE_LENGTH]; NUM_CELLS] {
    let mut t = [[0u8; LINE_LENGTH]; NUM_CELLS];
    let slot = build_slot();
    let mut i = 0;
    while i < NUM_CELLS {
        if slot[i] {
            let (row, col) = (i / SIZE, i % SIZE);
            let mut k = 0;
            while k < LINE_LENGTH {
                t[i][k] = if row == 0 {
                    (k + 1) * SIZE + col
                } else if row == 10 {
                    (9 - k) * SIZE + col
                } else if col == 0 {
                    row * SIZE + k + 1
                } else {
                    row * SIZE + 9 - k
                } as u8;
                k += 1;
            }
        }
        i += 1;
    }
    t
}

const fn build_opposite() -> [u8; NUM_CELLS] {
    let mut t = [0u8; NUM_CELLS];
    let slot = build_slot();
    let mut i = 0;
    while i < NUM_CELLS {
        if slot[i] {
            let (row, col) = (i / SIZE, i % SIZE);
            t[i] = if row == 0 {
                10 * SIZE + col
            } else if row == 10 {
                col
            } else if col == 0 {
                row * SIZE + 10
            } else {
                row * SIZE
            } as u8;
        }
        i += 1;
    }
    t
}

/// `(slot, position on that slot's line)` for the 4 lines crossing a field cell.
const fn build_through() -> [[(u8, u8); 4]; NUM_CELLS] {
    let mut t = [[(0u8, 0u8); 4]; NUM_CELLS];
    let mut i = 0;
    while i < NUM_CELLS {
        let (row, col) = (i / SIZE, i % SIZE);
        if is_field_rc(row, col) {
            t[i] = [
                (col as u8, (row - 1) as u8),
                ((10 * SIZE + col) as u8, (9 - row) as u8),
                ((row * SIZE) as u8, (col - 1) as u8),
                ((row * SIZE + 10) as u8, (9 - col) as u8),
            ];
        }
        i += 1;
    }
    t
}

/// Per field cell: the slots whose line starts on it (0, 1 or 2; `u8::MAX` = none).
const fn build_first_of() -> [[u8; 2]; NUM_CELLS] {
    let mut t = [[u8::MAX; 2]; NUM_CELLS];
    let slots = build_slots();
    let lines = build_lines();
    let mut k = 0;
    while k < 36 {
        let s = slots[k];
        let first = lines[s as usize][0] as usize;
        if t[first][0] == u8::MAX {
            t[first][0] = s;
        } else {
            t[first][1] = s;
        }
        k += 1;
    }
    t
}

const fn build_core_cells() -> [u8; 49] {
    let core = build_core();
    let mut t = [0u8; 49];
    let (mut i, mut k) = (0, 0);
    while i < NUM_CELLS {
        if core[i] {
            t[k] = i as u8;
            k += 1;
        }
        i += 1;
    }
    t
}

/// Per section: its core cells in increasing order, and how many there are.
const fn build_core_by_section() -> ([[u8; 9]; NUM_SECTIONS], [u8; NUM_SECTIONS]) {
    let cells = build_core_cells();
    let sections = build_section();
    let mut t = [[0u8; 9]; NUM_SECTIONS];
    let mut n = [0u8; NUM_SECTIONS];
    let mut k = 0;
    while k < 49 {
        let s = sections[cells[k] as usize] as usize;
        t[s][n[s] as usize] = cells[k];
        n[s] += 1;
        k += 1;
    }
    (t, n)
}

pub const IS_FIELD: [bool; NUM_CELLS] = build_field();
/// `CORE_BY_SECTION[section][..CORE_COUNT[section]]`: the section's core cells.
pub const CORE_BY_SECTION: [[u8; 9]; NUM_SECTIONS] = build_core_by_section().0;
pub const CORE_COUNT: [u8; NUM_SECTIONS] = build_core_by_section().1;
/// The 49 core cells in increasing order.
pub const CORE_CELLS: [u8; 49] = build_core_cells();
pub const IS_CORE: [bool; NUM_CELLS] = build_core();
pub const IS_SLOT: [bool; NUM_CELLS] = build_slot();
/// The section of a field cell (`3 * band + column`, bands from the bottom), -1 elsewhere.
pub const SECTION_OF: [i8; NUM_CELLS] = build_section();
/// The 36 slots in the library's order: bottom, top, left, right.
pub const SLOTS: [u8; 36] = build_slots();
/// The 9 field cells a counter in a slot travels through, nearest first.
pub const LINE: [[u8; LINE_LENGTH]; NUM_CELLS] = build_lines();
pub const OPPOSITE: [u8; NUM_CELLS] = build_opposite();
pub const LINES_THROUGH: [[(u8, u8); 4]; NUM_CELLS] = build_through();
pub const FIRST_OF: [[u8; 2]; NUM_CELLS] = build_first_of();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_match_the_rules() {
        assert_eq!(IS_FIELD.iter().filter(|&&f| f).count(), 81);
        assert_eq!(IS_CORE.iter().filter(|&&f| f).count(), 49);
        assert_eq!(IS_SLOT.iter().filter(|&&f| f).count(), 36);
        for s in SLOTS {
            assert!(IS_SLOT[s as usize]);
            assert_eq!(OPPOSITE[OPPOSITE[s as usize] as usize], s);
            for (k, &c) in LINE[s as usize].iter().enumerate() {
                assert!(IS_FIELD[c as usize]);
                assert!(LINES_THROUGH[c as usize].contains(&(s, k as u8)));
            }
        }
        // A5 (row 4, col 0 = 44) travels right along row 5: first cell B5 (45).
        assert_eq!(LINE[44][0], 45);
        // E11 (row 10, col 4 = 114) travels down column E: first cell E10 (103).
        assert_eq!(LINE[114][0], 103);
        assert_eq!(SECTION_OF[12], 0); // B2: SW
        assert_eq!(SECTION_OF[108], 8); // J10: NE
                                        // A field corner starts two lines, a border cell one, an inner cell none.
        assert_eq!(FIRST_OF[12], [1, 11]);
        assert_eq!(FIRST_OF[13][1], u8::MAX);
        assert_eq!(FIRST_OF[60], [u8::MAX, u8::MAX]);
        assert_eq!(CORE_COUNT, [4, 6, 4, 6, 9, 6, 4, 6, 4]);
        for (section, cells) in CORE_BY_SECTION.iter().enumerate() {
            for &c in &cells[..CORE_COUNT[section] as usize] {
                assert!(IS_CORE[c as usize] && SECTION_OF[c as usize] == section as i8);
            }
        }
    }
}
