//! Fits the Morris evaluation's weights to self-play results (a Texel-style fit), and plays
//! weight sets against each other, in any game of the family (`GAME=six`, ...; Nine Men's
//! Morris by default):
//!
//!     cargo run --release --example tune_eval -- fit [games] [nodes] [seed] [positions-file]
//!     cargo run --release --example tune_eval -- match [games] [nodes] [seed] [weights] [weights]
//!
//! `fit` plays `games` games of the engine against itself (`nodes` per move; the first plies
//! chosen at random among the moves within 0.3 men of the best, then a 4% chance per move of a
//! random move among the better half, so the games differ), keeps the quiet positions (no mill
//! to close for the side to move) with the game's result, and fits the weights by gradient
//! descent on the squared error between the result and a sigmoid of the evaluation. It prints
//! the fitted weights as a table of `eval.rs`. `match` plays the game's weights against the
//! hand-set ones, colours alternating, and prints the first side's score.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use ninetka_engine::cancel::Stop;
use ninetka_engine::mill::eval::{features, Weights, FEATURES, FEATURE_NAMES, HAND_SET};
use ninetka_engine::mill::node::to_move;
use ninetka_engine::mill::root::{analyse, Budget};
use ninetka_engine::mill::{presets, End, Position, Rules};

/// The game tuned: `GAME` (a preset's name), Nine Men's Morris by default.
fn rules() -> Rules {
    let name = std::env::var("GAME").unwrap_or_else(|_| "nine".into());
    presets::named(&name).unwrap_or_else(|| panic!("no Morris game is named {name:?}"))
}
const MAX_PLIES: usize = 400;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// One game; returns the positions seen (side to move's features) and the result for White
/// (1, 0.5, 0).
fn play(
    weights: [&Weights; 2],
    nodes: u64,
    rng: &mut Rng,
    mut record: Option<&mut Vec<Sample>>,
) -> f64 {
    let stop = Stop::new(None, Arc::new(AtomicBool::new(false)));
    let mut pos = Position::start(rules());
    for ply in 0..MAX_PLIES {
        if let Some(end) = pos.end() {
            return match end {
                End::Win(0, _) => 1.0,
                End::Win(..) => 0.0,
                End::Draw(_) => 0.5,
            };
        }
        let side = pos.side_to_move();
        let budget = Budget {
            weights: Some(*weights[side]),
            margin: if ply < 10 { 30 } else { 0 },
            ..Budget::new(nodes, 60)
        };
        let result = analyse(&pos, budget, &stop);
        let ranked = &result.ranked;
        let best = ranked[0].1;
        let pick = if ply < 10 {
            let close = ranked.iter().take_while(|(_, s)| *s >= best - 30).count();
            rng.below(close.max(1))
        } else if rng.below(100) < 4 {
            let close = ranked.iter().take_while(|(_, s)| *s >= best - 100).count();
            rng.below(close.max(1).min(ranked.len().div_ceil(2)))
        } else {
            0
        };
        if let Some(rec) = record.as_deref_mut() {
            let quiet = ranked.iter().all(|&(c, _)| to_move(c).remove.is_none());
            if quiet && ply >= 6 {
                let h = pos.hand();
                rec.push(Sample {
                    boards: pos.boards(),
                    hand: [h[0] as u8, h[1] as u8],
                    side,
                    result: 0.0,
                });
            }
        }
        pos.play(to_move(ranked[pick].0));
    }
    0.5
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn error(data: &[([i32; FEATURES], f64)], w: &[f64; FEATURES], k: f64) -> f64 {
    let sum: f64 = data
        .iter()
        .map(|(f, r)| {
            let e: f64 = f.iter().zip(w).map(|(a, b)| *a as f64 * b).sum();
            (r - sigmoid(k * e / 100.0)).powi(2)
        })
        .sum();
    sum / data.len() as f64
}

/// A position of a self-play game and the game's result for its side to move.
#[derive(Clone, Copy)]
struct Sample {
    boards: [u32; 2],
    hand: [u8; 2],
    side: usize,
    result: f64,
}

impl Sample {
    fn features(&self) -> Option<[i32; FEATURES]> {
        let (s, b, h) = (self.side, self.boards, self.hand);
        features(&rules(), b[s], b[1 - s], h[s], h[1 - s]).ok()
    }
}

/// Self-play positions with their results, kept in `cache` (a position a line: both boards,
/// both hands, the side to move, the result for it) so that a fit can be repeated on other
/// features without replaying.
fn positions(games: usize, nodes: u64, seed: u64, cache: Option<&str>) -> Vec<Sample> {
    if let Some(text) = cache.and_then(|path| std::fs::read_to_string(path).ok()) {
        return text
            .lines()
            .filter_map(|line| {
                let v: Vec<f64> = line.split(' ').filter_map(|x| x.parse().ok()).collect();
                (v.len() == 6).then(|| Sample {
                    boards: [v[0] as u32, v[1] as u32],
                    hand: [v[2] as u8, v[3] as u8],
                    side: v[4] as usize,
                    result: v[5],
                })
            })
            .collect();
    }
    let mut rng = Rng(seed | 1);
    let mut data: Vec<Sample> = Vec::new();
    let own = rules().weights;
    for g in 0..games {
        let mut rec = Vec::new();
        let white = play([&own, &own], nodes, &mut rng, Some(&mut rec));
        data.extend(rec.into_iter().map(|p| Sample {
            result: if p.side == 0 { white } else { 1.0 - white },
            ..p
        }));
        if g % 100 == 99 {
            eprintln!("{} games, {} positions", g + 1, data.len());
        }
    }
    if let Some(path) = cache {
        let text: String = data
            .iter()
            .map(|p| {
                format!(
                    "{} {} {} {} {} {}\n",
                    p.boards[0], p.boards[1], p.hand[0], p.hand[1], p.side, p.result
                )
            })
            .collect();
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("cannot keep the positions in {path}: {e}");
        }
    }
    data
}

fn fit(games: usize, nodes: u64, seed: u64, cache: Option<&str>) {
    let data: Vec<([i32; FEATURES], f64)> = positions(games, nodes, seed, cache)
        .iter()
        .filter_map(|p| p.features().map(|f| (f, p.result)))
        .collect();
    let mut w: [f64; FEATURES] = rules().weights.map(|x| x as f64);
    // The scale of the sigmoid that fits the starting weights best.
    let mut best_k = (f64::MAX, 1.0);
    for step in 1..400 {
        let k = step as f64 * 0.02;
        let e = error(&data, &w, k);
        if e < best_k.0 {
            best_k = (e, k);
        }
    }
    let k = best_k.1;
    eprintln!("positions {}, K {k:.2}, error {:.5}", data.len(), best_k.0);
    // Adam, one centi-man a step at most; material stays one man (it is the unit).
    let (mut m, mut v) = ([0.0; FEATURES], [0.0; FEATURES]);
    let (b1, b2, rate) = (0.9f64, 0.999f64, 1.0);
    for step in 1..=3000 {
        let mut grad = [0.0; FEATURES];
        for (f, r) in &data {
            let e: f64 = f.iter().zip(&w).map(|(a, b)| *a as f64 * b).sum();
            let s = sigmoid(k * e / 100.0);
            let d = (s - r) * s * (1.0 - s);
            for i in 0..FEATURES {
                grad[i] += d * f[i] as f64;
            }
        }
        for i in 1..FEATURES {
            let g = grad[i] / data.len() as f64;
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(step));
            let vh = v[i] / (1.0 - b2.powi(step));
            w[i] -= rate * mh / (vh.sqrt() + 1e-12);
        }
        if step % 500 == 0 {
            eprintln!("step {step} error {:.5}", error(&data, &w, k));
        }
    }
    for (name, v) in FEATURE_NAMES.iter().zip(&w) {
        eprintln!("{name:>22} {v:8.1}");
    }
    let tuned: Vec<String> = w.iter().map(|v| format!("{}", v.round() as i32)).collect();
    println!("pub const FITTED: Weights = [{}];", tuned.join(", "));
}

fn versus(first: &Weights, second: &Weights, games: usize, nodes: u64, seed: u64) -> f64 {
    let mut rng = Rng(seed | 1);
    let mut score = 0.0;
    for g in 0..games {
        let first_white = g % 2 == 0;
        let pair = if first_white {
            [first, second]
        } else {
            [second, first]
        };
        let white = play(pair, nodes, &mut rng, None);
        score += if first_white { white } else { 1.0 - white };
    }
    score
}

fn parse_weights(text: &str) -> Option<Weights> {
    let v: Vec<i32> = text
        .split([',', ' '])
        .filter_map(|x| x.trim().parse().ok())
        .collect();
    v.try_into().ok()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let number =
        |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    match args.get(1).map(String::as_str) {
        Some("fit") => fit(
            number(2, 600) as usize,
            number(3, 30_000),
            number(4, 1),
            args.get(5).map(String::as_str),
        ),
        Some("match") => {
            let games = number(2, 100) as usize;
            let first = args
                .get(5)
                .and_then(|t| parse_weights(t))
                .unwrap_or(rules().weights);
            let second = args
                .get(6)
                .and_then(|t| parse_weights(t))
                .unwrap_or(HAND_SET);
            let score = versus(&first, &second, games, number(3, 30_000), number(4, 1));
            println!(
                "{first:?} against {second:?}: {score} of {games} ({:.1}%)",
                100.0 * score / games as f64
            );
        }
        _ => eprintln!("usage: tune_eval fit|match [games] [nodes] [seed]"),
    }
}
