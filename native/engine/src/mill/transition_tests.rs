//! Nine Men's Morris through the family's engine is the Nine Men's Morris engine it replaces:
//! the same moves, the same searches, node for node, the same table numbers.

use super::node::from_move;
use super::position::Position;
use super::presets;
use super::root::{analyse, Budget};
use crate::cancel::Stop;
use crate::morris;

fn old_rules(flying: bool) -> morris::Rules {
    morris::Rules {
        flying,
        ..morris::Rules::STANDARD
    }
}

/// Positions of seeded games of both engines side by side: (old, new).
fn games(count: usize) -> Vec<(morris::Position, Position)> {
    let mut out = Vec::new();
    let mut seed: u64 = 0x9E37_79B9;
    for game in 0..count {
        let flying = game % 3 != 0;
        let rules = super::rules::Rules {
            flying,
            ..presets::nine()
        };
        let mut old = morris::Position::start(old_rules(flying));
        let mut new = Position::start(rules);
        for _ in 0..(10 + game * 7 % 90) {
            let moves = old.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mv = moves[(seed % moves.len() as u64) as usize];
            old.play(mv);
            new.play(super::position::Move {
                src: mv.src,
                dst: mv.dst,
                remove: mv.remove,
            });
            out.push((old.clone(), new.clone()));
        }
    }
    out
}

#[test]
fn the_moves_and_ends_are_the_old_engine_s() {
    for (old, new) in games(40) {
        let theirs: Vec<_> = old
            .legal_moves()
            .into_iter()
            .map(|m| (m.src, m.dst, m.remove))
            .collect();
        let mine: Vec<_> = new
            .legal_moves()
            .into_iter()
            .map(|m| (m.src, m.dst, m.remove))
            .collect();
        assert_eq!(mine, theirs);
        assert_eq!(old.key(), new.key());
        let end = |e: Option<morris::End>| match e {
            Some(morris::End::Win(s)) => Some(Some(s)),
            Some(morris::End::Draw) => Some(None),
            None => None,
        };
        assert_eq!(end(old.end()), new.end().map(|e| e.winner()));
    }
}

#[test]
fn the_searches_are_the_old_engine_s_node_for_node() {
    let stop = Stop::never();
    for (i, (old, new)) in games(12).into_iter().enumerate().step_by(7) {
        if old.end().is_some() {
            continue;
        }
        for (nodes, margin) in [(20_000, 0), (60_000, 10), (150_000, 300)] {
            let theirs = morris::root::analyse(
                &old,
                morris::root::Budget {
                    margin,
                    ..morris::root::Budget::new(nodes, 30)
                },
                &stop,
            );
            let mine = analyse(
                &new,
                Budget {
                    margin,
                    ..Budget::new(nodes, 30)
                },
                &stop,
            );
            let moves = |r: &[(u16, i32)]| -> Vec<(u16, i32)> {
                r.iter()
                    .map(|&(c, s)| {
                        let m = morris::node::to_move(c);
                        let code = from_move(super::position::Move {
                            src: m.src,
                            dst: m.dst,
                            remove: m.remove,
                        });
                        (code, s)
                    })
                    .collect()
            };
            assert_eq!(
                mine.ranked,
                moves(&theirs.ranked),
                "position {i}, {nodes} nodes"
            );
            assert_eq!((mine.depth, mine.nodes), (theirs.depth, theirs.nodes));
        }
    }
}

#[test]
fn the_tables_number_positions_as_the_old_files_do() {
    let board = presets::nine().board;
    for (a, b) in [(3, 3), (4, 3), (3, 5), (5, 5)] {
        let old = morris::tablebase::index::Layout::new(a, b);
        let new = super::tablebase::index::Layout::new(a, b, &board);
        assert_eq!(old.len(), new.len());
        for index in (0..old.len()).step_by(9_973) {
            assert_eq!(old.position(index), new.position(index));
            let (me, opp) = old.position(index);
            assert_eq!(old.index(me, opp), new.index(me, opp));
        }
    }
}
