//! The games of the family with their default options (RULES.md sections 2 and 3), as the
//! rules library's `variants.py` has them: Nine Men's Morris is the default, every other game a
//! short list of overrides. The app passes its own data (`ninetka_desktop/ai/morris/native.py`);
//! these are for the crate's tests, perft, tables and tools.

use std::sync::Arc;

use super::board::{Board, BoardKind};
use super::eval::{Weights, THREE_WEIGHTS, TUNED};
use super::rules::Rules;

/// Three Men's Morris: `a1 a2 a3 b3 c3 c2 c1 b1` then the centre `b2` (point 8).
const THREE_SQUARE_LINES: [[u8; 3]; 6] = [
    [0, 7, 6],
    [1, 8, 5],
    [2, 3, 4],
    [0, 1, 2],
    [7, 8, 3],
    [6, 5, 4],
];
const THREE_DIAGONALS: [[u8; 3]; 2] = [[0, 8, 4], [2, 8, 6]];
/// The centre of Three Men's Morris's board.
pub const THREE_CENTRE: u8 = 8;

/// Six Men's Morris: outer square `a1 a3 a5 c5 e5 e3 e1 c1`, inner `b2 b3 b4 c4 d4 d3 d2 c2`.
const SIX_LINES: [[u8; 3]; 8] = [
    [0, 1, 2],
    [2, 3, 4],
    [4, 5, 6],
    [6, 7, 0],
    [8, 9, 10],
    [10, 11, 12],
    [12, 13, 14],
    [14, 15, 8],
];
const SIX_SPOKES: [[u8; 2]; 4] = [[1, 9], [3, 11], [5, 13], [7, 15]];

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
fn twelve_diagonals() -> Vec<[u8; 3]> {
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

fn board(kind: BoardKind, points: usize, lines: &[[u8; 3]], spokes: &[[u8; 2]]) -> Arc<Board> {
    let adjacent = adjacency(points, lines, spokes);
    Arc::new(Board::new(kind, lines, &adjacent).expect("a valid board"))
}

/// Nine Men's Morris as the app plays it by default: flying at three men, mills protected,
/// both draw rules.
pub fn nine() -> Rules {
    Rules {
        preset: "nine",
        board: board(BoardKind::Nine, 24, &nine_lines(), &[]),
        men: 9,
        mill_wins: false,
        flying: true,
        nine_holes: false,
        forbidden_first: None,
        protected_mills: true,
        full_board_draw: false,
        no_return: false,
        endgame_limit: 0,
        place_or_move: false,
        repetition_draw: true,
        no_removal_limit: 100,
        weights: TUNED,
    }
}

/// Three Men's Morris with or without its diagonals.
pub fn three(diagonals: bool) -> Rules {
    let mut lines = THREE_SQUARE_LINES.to_vec();
    let kind = if diagonals {
        lines.extend(THREE_DIAGONALS);
        BoardKind::Three
    } else {
        BoardKind::ThreeSquare
    };
    Rules {
        preset: "three",
        board: board(kind, 9, &lines, &[]),
        men: 3,
        mill_wins: true,
        flying: false,
        weights: weights("three").expect("a preset"),
        ..nine()
    }
}

pub fn six() -> Rules {
    Rules {
        preset: "six",
        board: board(BoardKind::Six, 16, &SIX_LINES, &SIX_SPOKES),
        men: 6,
        flying: false,
        ..nine()
    }
}

fn twelve_board() -> Arc<Board> {
    let mut lines = nine_lines();
    lines.extend(twelve_diagonals());
    board(BoardKind::Twelve, 24, &lines, &[])
}

pub fn twelve() -> Rules {
    Rules {
        preset: "twelve",
        board: twelve_board(),
        men: 12,
        full_board_draw: true,
        ..nine()
    }
}

pub fn morabaraba() -> Rules {
    Rules {
        preset: "morabaraba",
        no_return: true,
        endgame_limit: 10,
        ..twelve()
    }
}

pub fn lasker() -> Rules {
    Rules {
        preset: "lasker",
        men: 10,
        place_or_move: true,
        ..nine()
    }
}

/// The board of `kind`, built from its lines.
pub fn board_of(kind: BoardKind) -> Arc<Board> {
    match kind {
        BoardKind::Nine => nine().board,
        BoardKind::Twelve => twelve_board(),
        BoardKind::TwelveDiagonalMoves => {
            let lines = nine_lines();
            let mut drawn = lines.clone();
            drawn.extend(twelve_diagonals());
            let adjacent = adjacency(24, &drawn, &[]);
            Arc::new(Board::new(kind, &lines, &adjacent).expect("a valid board"))
        }
        BoardKind::Six => six().board,
        BoardKind::Three => three(true).board,
        BoardKind::ThreeSquare => three(false).board,
    }
}

/// Every preset with its default options: Nine, Three, Six, Twelve, Morabaraba, Lasker.
pub fn all() -> Vec<Rules> {
    vec![nine(), three(true), six(), twelve(), morabaraba(), lasker()]
}

/// The preset named `name` (`"nine"`, `"three"`, ...), with its default options.
pub fn named(name: &str) -> Option<Rules> {
    match name {
        "nine" => Some(nine()),
        "three" => Some(three(true)),
        "six" => Some(six()),
        "twelve" => Some(twelve()),
        "morabaraba" => Some(morabaraba()),
        "lasker" => Some(lasker()),
        _ => None,
    }
}

/// The presets' names, Nine Men's Morris's first.
pub const NAMES: [&str; 6] = ["nine", "three", "six", "twelve", "morabaraba", "lasker"];

/// The evaluation's weights of the preset named `name` (without building its board).
pub fn weights(name: &str) -> Option<Weights> {
    match name {
        "three" => Some(THREE_WEIGHTS),
        "nine" | "six" | "twelve" | "morabaraba" | "lasker" => Some(TUNED),
        _ => None,
    }
}
