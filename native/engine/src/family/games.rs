//! The boards of the family by point index (the order of `ninetka_desktop/games/morris/boards.py`)
//! and the rule sets of RULES.md section 3 with their default options: for the tests and perft
//! of this crate. The app passes its own data (`RuleSet::new`).

use super::rules::{Flags, RuleSet};

/// Three Men's Morris: `a1 a2 a3 b3 c3 c2 c1 b1` then the centre `b2` (point 8).
pub const THREE_SQUARE_LINES: [[u8; 3]; 6] = [
    [0, 7, 6],
    [1, 8, 5],
    [2, 3, 4],
    [0, 1, 2],
    [7, 8, 3],
    [6, 5, 4],
];
pub const THREE_DIAGONALS: [[u8; 3]; 2] = [[0, 8, 4], [2, 8, 6]];
pub const THREE_CENTRE: u8 = 8;

/// Six Men's Morris: outer square `a1 a3 a5 c5 e5 e3 e1 c1`, inner `b2 b3 b4 c4 d4 d3 d2 c2`.
pub const SIX_LINES: [[u8; 3]; 8] = [
    [0, 1, 2],
    [2, 3, 4],
    [4, 5, 6],
    [6, 7, 0],
    [8, 9, 10],
    [10, 11, 12],
    [12, 13, 14],
    [14, 15, 8],
];
pub const SIX_SPOKES: [[u8; 2]; 4] = [[1, 9], [3, 11], [5, 13], [7, 15]];

/// The 16 lines of the 24-point board (`8 * ring + k`): the square sides, then the spokes.
pub fn nine_lines() -> Vec<[u8; 3]> {
    let mut lines = Vec::new();
    for ring in 0..3u8 {
        for k in [0u8, 2, 4, 6] {
            lines.push([8 * ring + k, 8 * ring + k + 1, 8 * ring + (k + 2) % 8]);
        }
    }
    for k in [1u8, 3, 5, 7] {
        lines.push([k, 8 + k, 16 + k]);
    }
    lines
}

/// The four diagonals of Twelve Men's Morris, corner to corner of the squares.
pub fn twelve_diagonals() -> Vec<[u8; 3]> {
    [0u8, 2, 4, 6].iter().map(|&k| [k, 8 + k, 16 + k]).collect()
}

/// Neighbour lists from the drawn lines (consecutive points) and the spokes.
pub fn adjacency(points: usize, lines: &[[u8; 3]], spokes: &[[u8; 2]]) -> Vec<Vec<u8>> {
    let mut adjacent = vec![Vec::new(); points];
    let mut join = |a: u8, b: u8| {
        if !adjacent[a as usize].contains(&b) {
            adjacent[a as usize].push(b);
            adjacent[b as usize].push(a);
        }
    };
    for line in lines {
        join(line[0], line[1]);
        join(line[1], line[2]);
    }
    for spoke in spokes {
        join(spoke[0], spoke[1]);
    }
    adjacent
}

fn draws() -> Flags {
    Flags {
        repetition_draw: true,
        no_removal_limit: 100,
        protected_mills: true,
        ..Flags::default()
    }
}

/// Three Men's Morris with or without its diagonals, default options otherwise.
pub fn three(diagonals: bool) -> RuleSet {
    let mut lines = THREE_SQUARE_LINES.to_vec();
    if diagonals {
        lines.extend(THREE_DIAGONALS);
    }
    let flags = Flags {
        mill_wins: true,
        ..draws()
    };
    RuleSet::new(9, &lines, &adjacency(9, &lines, &[]), 3, flags).expect("a valid board")
}

pub fn six() -> RuleSet {
    let adjacent = adjacency(16, &SIX_LINES, &SIX_SPOKES);
    RuleSet::new(16, &SIX_LINES, &adjacent, 6, draws()).expect("a valid board")
}

fn twelve_board() -> (Vec<[u8; 3]>, Vec<Vec<u8>>) {
    let mut lines = nine_lines();
    lines.extend(twelve_diagonals());
    let adjacent = adjacency(24, &lines, &[]);
    (lines, adjacent)
}

pub fn twelve() -> RuleSet {
    let (lines, adjacent) = twelve_board();
    let flags = Flags {
        flying: true,
        full_board_draw: true,
        ..draws()
    };
    RuleSet::new(24, &lines, &adjacent, 12, flags).expect("a valid board")
}

pub fn morabaraba() -> RuleSet {
    let (lines, adjacent) = twelve_board();
    let flags = Flags {
        flying: true,
        full_board_draw: true,
        no_return: true,
        endgame_limit: 10,
        ..draws()
    };
    RuleSet::new(24, &lines, &adjacent, 12, flags).expect("a valid board")
}

pub fn lasker() -> RuleSet {
    let lines = nine_lines();
    let adjacent = adjacency(24, &lines, &[]);
    let flags = Flags {
        flying: true,
        place_or_move: true,
        ..draws()
    };
    RuleSet::new(24, &lines, &adjacent, 10, flags).expect("a valid board")
}

/// Nine Men's Morris through the family's code (for comparison with `crate::morris`).
pub fn nine() -> RuleSet {
    let lines = nine_lines();
    let adjacent = adjacency(24, &lines, &[]);
    let flags = Flags {
        flying: true,
        ..draws()
    };
    RuleSet::new(24, &lines, &adjacent, 9, flags).expect("a valid board")
}
