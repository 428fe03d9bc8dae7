//! Iterative deepening at the root: every root move gets a score, best first.
//!
//! Strong levels search the root with a null window around the best move (only the best score
//! is exact). Levels that choose among good moves pass a `margin`: every move within it of the
//! best gets an exact score, the others only "worse than best - margin". The analysis
//! (`Budget::every_move`) deepens until every move's result is proven or the budget ends.

use std::sync::Arc;

use super::eval::{evaluate, Weights};
use super::helper::Helpers;
use super::history::{soft_score, GameHistory};
use super::node::{parts, Code, Node, NONE};
use super::position::Position;
use super::rules::Rules;
use super::search::{mill_wins_now, table_score, wins_at_once, Searcher, INF, WIN, WIN_BOUND};
use super::tablebase::index::BINOMIAL;
use super::tablebase::probe::Tablebases;
use super::tablebase::proof::PlacingProof;
use super::tablebase::registry;
use super::tablebase::repetitions::Repetitions;
use super::tablebase::value::Outcome;
use crate::cancel::Stop;
use crate::{lead_frees, spare_core};

/// What a root search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Every legal move with its score for the side to move, best first.
    pub ranked: Vec<(Code, i32)>,
    /// The deepest iteration completed (0: none; the order is the move generator's).
    pub depth: u32,
    pub nodes: u64,
    /// With `Budget::every_move`: the expected line after each ranked move (same order).
    pub lines: Vec<Vec<Code>>,
    /// The scores are the endgame tables' (exact but for `history::soft_score`s), not a
    /// search's.
    pub from_tables: bool,
}

/// The limits of one root search.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub nodes: u64,
    pub max_depth: u32,
    /// Centi-men: moves within this of the best get exact scores (0: only the best).
    pub margin: i32,
    /// A plain alpha-beta (no reductions, no quiescence): for the agreement tests.
    pub plain: bool,
    /// The evaluation's weights (none: the rules' own, as the levels play).
    pub weights: Option<Weights>,
    /// Centi-men a draw costs the side to move at the root (0: a draw is worth 0).
    pub contempt: i32,
    /// Use the endgame tables (those of the game's rules, when the registry has folders).
    pub tables: bool,
    /// For analysis: every move exactly scored (no shortcut for a move that wins at once, no
    /// margin), each with its expected line.
    pub every_move: bool,
    /// Helper threads on spare cores (`helper`; none where threads cannot give way). The node
    /// budget counts the lead's nodes only, and with helpers the result varies from run to run.
    pub helpers: u32,
}

/// Moves in an expected line at most.
pub const LINE_LENGTH: usize = 12;

impl Budget {
    /// A search of `nodes` nodes and at most `max_depth` plies, best move only, as the levels play.
    pub fn new(nodes: u64, max_depth: u32) -> Self {
        Budget {
            nodes,
            max_depth,
            margin: 0,
            plain: false,
            weights: None,
            contempt: 0,
            tables: false,
            every_move: false,
            helpers: 0,
        }
    }
}

/// The root of `position` as the search sees it, and the game's positions that can recur.
fn root_of(position: &Position) -> (Node, GameHistory) {
    let node = Node::of(position);
    let game = if position.rules().repetition_draw {
        GameHistory::new(node.key(), position.seen_counts())
    } else {
        GameHistory::default()
    };
    (node, game)
}

/// A move that wins at once: a mill that wins, or blocking the opponent.
fn immediate_win(root: &Node, moves: &[Code], rules: &Rules) -> Option<Code> {
    let closing = moves.iter().find(|&&c| mill_wins_now(root, c, rules));
    closing
        .or_else(|| moves.iter().find(|&&c| wins_at_once(root, c, rules)))
        .copied()
}

/// Searches `position` (a game not over) within `budget` and `stop`.
pub fn analyse(position: &Position, budget: Budget, stop: &Stop) -> Analysis {
    lead_frees::sweep();
    let (root, game) = root_of(position);
    let rules = position.rules();
    let mut order = Vec::new();
    root.moves(rules, &mut order);
    // Mill-closing moves first, as the generator's order is not.
    order.sort_by_key(|&c| parts(c).2 == NONE);
    if let Some(win) = immediate_win(&root, &order, rules).filter(|_| !budget.every_move) {
        return Analysis {
            ranked: vec![(win, WIN - 1)],
            depth: 0,
            nodes: 0,
            lines: Vec::new(),
            from_tables: false,
        };
    }
    // Every move within the margin gets an exact score: a margin past every score, all of them.
    let margin = if budget.every_move {
        2 * INF
    } else {
        budget.margin
    };
    // About one entry for every four nodes: most nodes are leaves and never stored.
    let table = (budget.nodes / 4).min(1 << 22) as usize;
    let game = Arc::new(game);
    let mut searcher = Searcher::new(
        rules.clone(),
        game.clone(),
        stop.clone(),
        budget.nodes.max(1),
        table,
    );
    searcher.plain = budget.plain;
    searcher.weights = budget.weights.unwrap_or(rules.weights);
    searcher.contempt = budget.contempt;
    searcher.history_keys = budget.every_move;
    searcher.push_root(&root);
    if budget.tables {
        searcher.tables = registry::for_game(rules);
        let tables = searcher.tables.clone();
        if let Some(set) = &tables {
            set.preload_large();
        }
        // In a drawn position a repeated history changes no drawing move's value (each side's
        // drawing play still holds), so a move to play needs no solve of it: only the
        // analysis's values of the other moves do.
        let drawn = matches!(searcher.probe_root(&root), Some(Outcome::Draw));
        let solves = budget.every_move || !drawn;
        let mut repetitions = tables
            .as_deref()
            .filter(|_| solves)
            .map(|t| Repetitions::new(t, rules, stop));
        if let Some(ranked) = table_ranking(&searcher, &root, &order, &game, &mut repetitions) {
            let lines = if budget.every_move {
                let mut line = |&(c, _): &(Code, i32)| {
                    let child = root.child(c, rules);
                    let after = game.after(child.key(), child.quiet == 0);
                    table_line(&searcher, &child, after, &mut repetitions)
                };
                ranked.iter().map(&mut line).collect()
            } else {
                Vec::new()
            };
            return Analysis {
                ranked,
                depth: 1,
                nodes: order.len() as u64,
                lines,
                from_tables: true,
            };
        }
        if let Some(proved) = tables
            .as_deref()
            .filter(|_| root.hand != [0, 0])
            .and_then(|t| proved_placing(&searcher, t, &root, budget, stop))
        {
            if budget.every_move || proved.len() == 1 {
                return Analysis {
                    lines: vec![Vec::new(); proved.len()],
                    nodes: proved.len() as u64,
                    ranked: proved,
                    depth: 1,
                    from_tables: true,
                };
            }
            // The search chooses among the moves that keep the best result.
            let best = proved[0].1;
            order.retain(|c| proved.iter().any(|&(p, s)| p == *c && s == best));
        }
    }
    let helpers = (budget.helpers > 0 && !budget.plain && spare_core::available())
        .then(|| Helpers::start(budget.helpers, &searcher, &root, budget.max_depth));
    let mut scores: Vec<i32> = vec![0; order.len()];
    let mut completed = 0;
    for depth in 1..=budget.max_depth.max(1) {
        let mut current: Vec<Option<i32>> = vec![None; order.len()];
        iterate(
            &mut searcher,
            &root,
            &order,
            depth as i32,
            margin,
            &mut current,
        );
        if searcher.stopped {
            if current[0].is_some() {
                // A partial iteration counts once its first move (the previous best) is
                // searched: the moves it searched are ranked by their new scores, the others
                // keep their old order below them (their old scores are of a shallower depth).
                let cut = CutIteration {
                    floor: current.iter().flatten().copied().min().unwrap_or(-INF),
                    new_best: current.iter().flatten().copied().max().unwrap_or(-INF),
                    old_best: (completed > 0).then(|| scores[0]),
                    margin,
                };
                let mut pairs: Vec<(Code, i32)> = Vec::with_capacity(order.len());
                pairs.extend(
                    order
                        .iter()
                        .zip(&current)
                        .filter_map(|(&c, v)| v.map(|v| (c, v))),
                );
                pairs.extend(
                    order
                        .iter()
                        .zip(&current)
                        .zip(&scores)
                        .filter(|((_, v), _)| v.is_none())
                        .map(|((&c, _), &old)| (c, cut.unreached(old))),
                );
                pairs.sort_by_key(|&(_, s)| -s); // stable: the searched moves first on ties
                order = pairs.iter().map(|&(c, _)| c).collect();
                scores = pairs.iter().map(|&(_, s)| s).collect();
                completed = depth;
            }
            break;
        }
        scores = current.iter().map(|v| v.unwrap_or(-INF)).collect();
        completed = depth;
        // Stable: ties keep the old order.
        let mut pairs: Vec<(Code, i32)> =
            order.iter().copied().zip(scores.iter().copied()).collect();
        pairs.sort_by_key(|&(_, s)| -s);
        order = pairs.iter().map(|&(c, _)| c).collect();
        scores = pairs.iter().map(|&(_, s)| s).collect();
        // A proven result does not change with depth; nor does a single move to play (the
        // analysis still wants its value, and every move's).
        let proven = if budget.every_move {
            scores.iter().all(|s| s.abs() > WIN_BOUND)
        } else {
            scores[0].abs() > WIN_BOUND || scores.len() == 1
        };
        if proven || searcher.out_of_budget() {
            break;
        }
    }
    drop(helpers);
    let mut ranked: Vec<(Code, i32)> = order.into_iter().zip(scores).collect();
    ranked.sort_by_key(|&(_, s)| -s);
    let lines = if budget.every_move {
        let line = |&(c, _): &(Code, i32)| {
            if mill_wins_now(&root, c, rules) {
                return Vec::new(); // the game ends with the move itself
            }
            searcher.principal_line(&root.child(c, rules), LINE_LENGTH)
        };
        ranked.iter().map(line).collect()
    } else {
        Vec::new()
    };
    Analysis {
        ranked,
        depth: completed,
        nodes: searcher.nodes,
        lines,
        from_tables: false,
    }
}

/// What a cut iteration found, to score the root moves it did not reach.
struct CutIteration {
    /// The lowest and the highest score of the moves it searched.
    floor: i32,
    new_best: i32,
    /// The best score of the last completed iteration (none: no iteration completed).
    old_best: Option<i32>,
    /// Moves within this of the best have exact scores (`INF` and more: every move).
    margin: i32,
}

impl CutIteration {
    /// The score of a move the iteration did not reach, from its `old` one: below every move
    /// it searched, and a score that was only a bound (it failed low, at or below the old best
    /// less the margin, or no iteration completed) stays the margin below the new best, or a
    /// choice among the moves within the margin would take it for one of them.
    fn unreached(&self, old: i32) -> i32 {
        let kept = old.min(self.floor);
        let bound = match self.old_best {
            Some(best) => old <= best.saturating_sub(self.margin),
            None => true,
        };
        if bound && self.margin < INF {
            kept.min(self.new_best.saturating_sub(self.margin))
        } else {
            kept
        }
    }
}

/// The tables' line from `node`, whose game so far is `history`: the best move by
/// `table_ranking` at each step, until the game ends, the tables no longer hold the position
/// or `LINE_LENGTH` moves.
fn table_line(
    searcher: &Searcher,
    node: &Node,
    mut history: GameHistory,
    repetitions: &mut Option<Repetitions<'_>>,
) -> Vec<Code> {
    let rules = &searcher.rules;
    let mut line = Vec::new();
    let mut node = *node;
    let mut moves = Vec::new();
    while line.len() < LINE_LENGTH && node.men(node.side) >= 3 && !node.blocked(rules) {
        if third_occurrence(searcher, &history, &node) {
            break;
        }
        moves.clear();
        node.moves(rules, &mut moves);
        let Some(ranked) = table_ranking(searcher, &node, &moves, &history, repetitions) else {
            break;
        };
        let best = ranked[0].0;
        line.push(best);
        if mill_wins_now(&node, best, rules) {
            break;
        }
        node = node.child(best, rules);
        history = history.after(node.key(), node.quiet == 0);
    }
    line
}

/// `node`, reached after `history`, draws by the third occurrence: `history` has it twice.
fn third_occurrence(searcher: &Searcher, history: &GameHistory, node: &Node) -> bool {
    searcher.rules.repetition_draw && node.quiet > 0 && history.count(node.key()) >= 3
}

/// The share of a search's node budget a proof of its placing root may spend, in positions.
const PROOF_SHARE: u64 = 8;

/// A proof is tried where the placing positions left (`placing_positions`) are at most this
/// many times its budget: most lines end early (a win ends a position's look, symmetric
/// positions are one), so the count overstates the work.
const TRIED_BEYOND: u64 = 8;

/// The placing positions that can follow `root` (removals and symmetries aside): for each
/// number of plies still to place, the ways the empty points can take the men placed.
fn placing_positions(root: &Node, rules: &Rules) -> u64 {
    let empty = (rules.board.full ^ root.boards[0] ^ root.boards[1]).count_ones() as usize;
    let (mine, theirs) = (
        u64::from(root.hand[root.side]),
        u64::from(root.hand[1 - root.side]),
    );
    let mut total = 0u64;
    for plies in 1..=(mine + theirs) {
        let (me, them) = (plies.div_ceil(2).min(mine), (plies / 2).min(theirs));
        let placed = (me + them) as usize;
        if placed > empty {
            break;
        }
        let ways = BINOMIAL[empty][me as usize] * BINOMIAL[empty - me as usize][them as usize];
        total = total.saturating_add(ways);
    }
    total
}

/// The evaluation of `child` for the side that moved into it: how moves of one exact result
/// are ordered, to leave a fallible opponent the most chances to go wrong.
fn opponent_eval(searcher: &Searcher, child: &Node) -> i32 {
    let s = child.side;
    let (own, opp) = (child.boards[s], child.boards[1 - s]);
    let rules = &searcher.rules;
    -evaluate(
        rules,
        own,
        opp,
        child.hand[s],
        child.hand[1 - s],
        &searcher.weights,
    )
}

/// A placing root that no table holds, proved to the end of the placing within a share of the
/// budget (`PlacingProof`): every move scored by its result as the tables score theirs (every
/// placement starts a count: a win or loss is one ply to the next placement), ties ordered by
/// the evaluation, best first; None when the proof did not finish.
fn proved_placing(
    searcher: &Searcher,
    tables: &Tablebases,
    root: &Node,
    budget: Budget,
    stop: &Stop,
) -> Option<Vec<(Code, i32)>> {
    if tables.probe(root).is_some() {
        return None; // a solved opening: the tables' own ranking
    }
    let rules = &searcher.rules;
    let positions = budget.nodes / PROOF_SHARE;
    if placing_positions(root, rules) > TRIED_BEYOND * positions {
        return None; // far too many positions left to place: the budget would be spent for nothing
    }
    let mut proof = PlacingProof::new(rules, tables, positions, stop);
    let moves = proof.moves(root).ok()?;
    let mut scored: Vec<(Code, i32, i32)> = moves
        .into_iter()
        .map(|(c, outcome)| {
            let child = root.child(c, rules);
            (c, table_score(outcome), opponent_eval(searcher, &child))
        })
        .collect();
    scored.sort_by_key(|&(_, score, tiebreak)| (-score, -tiebreak));
    Some(scored.into_iter().map(|(c, score, _)| (c, score)).collect())
}

/// Every move of a root the tables hold, scored by them in their own metric, the plies to the
/// next removal or the end: a removal that wins (or loses) is one ply, a quiet move one more
/// than its child's distance. So the fastest win comes first, then draws, the slowest loss
/// last; among winning removals the one whose next phase is won soonest. (Scoring a removal by
/// the distance of the smaller table's position would mix two counts and can circle without
/// ever removing.) `history` is the game's up to `root`, `root` included: a move into a
/// position it holds twice is the draw of the third occurrence; one it holds once keeps its
/// table value. A win's line never repeats (each move shortens the distance, and a removal
/// cannot be undone), so only a position the game holds twice can turn it: then a quiet
/// move's win or loss is scored `soft_score` (`history`). Draws are ordered by the
/// evaluation, to leave a fallible opponent the most chances to go wrong.
fn table_ranking(
    searcher: &Searcher,
    root: &Node,
    order: &[Code],
    history: &GameHistory,
    repetitions: &mut Option<Repetitions<'_>>,
) -> Option<Vec<(Code, i32)>> {
    searcher.probe_root(root)?;
    let rules = &searcher.rules;
    let doubtful = rules.repetition_draw && history.doubled();
    // Where the material's pair is small, the history's own solve says what the tables cannot.
    let mut exact = repetitions.as_mut().filter(|r| doubtful && r.covers(root));
    let mut scored = Vec::with_capacity(order.len());
    for &c in order {
        let child = root.child(c, rules);
        // A placement starts the count again too: its child is a position of its own table.
        let removal = parts(c).2 != NONE || parts(c).0 == NONE;
        let (score, tiebreak) = if wins_at_once(root, c, rules) {
            (WIN - 1, 0)
        } else if third_occurrence(searcher, &history.after(child.key(), false), &child) {
            (0, 0)
        } else {
            let theirs = searcher.probe_root(&child)?;
            // Among removals of one result, the next phase's distance decides.
            let next_phase = match theirs {
                Outcome::Loss(d) if removal => -(d as i32),
                Outcome::Win(d) if removal => d as i32,
                _ => 0,
            };
            // After a removal no position of the game can come again.
            let solved = match (&mut exact, doubtful && !removal) {
                (Some(solves), true) => solves.quiet_move(root, c, history),
                _ => None,
            };
            let score = match (solved, doubtful && !removal) {
                (Some(outcome), _) => table_score(outcome),
                (None, true) => soft_score(theirs.through(removal)),
                (None, false) => table_score(theirs.through(removal)),
            };
            (score, next_phase)
        };
        let tiebreak = if score == 0 {
            opponent_eval(searcher, &child)
        } else {
            tiebreak
        };
        scored.push((c, score, tiebreak));
    }
    scored.sort_by_key(|&(_, score, tiebreak)| (-score, -tiebreak));
    Some(scored.into_iter().map(|(c, score, _)| (c, score)).collect())
}

fn iterate(
    searcher: &mut Searcher,
    root: &Node,
    order: &[Code],
    depth: i32,
    margin: i32,
    out: &mut [Option<i32>],
) {
    let mut best = -INF;
    for (i, &c) in order.iter().enumerate() {
        let child = root.child(c, &searcher.rules);
        let search = |s: &mut Searcher, alpha: i32, beta: i32| {
            -s.negamax(&child, depth - 1, 1, -beta, -alpha)
        };
        let score = if mill_wins_now(root, c, &searcher.rules) {
            WIN - 1
        } else if best == -INF {
            search(searcher, -INF, INF)
        } else if margin > 0 {
            search(searcher, best - margin, INF)
        } else {
            let bound = search(searcher, best, best + 1);
            if bound > best && !searcher.stopped {
                // Better than the best so far: keep the bound in case the re-search is cut.
                out[i] = Some(bound);
                search(searcher, best, INF)
            } else {
                bound
            }
        };
        if searcher.stopped {
            return;
        }
        out[i] = Some(score);
        best = best.max(score);
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::mill::node::to_move;
    use crate::mill::presets;

    #[test]
    fn the_placing_positions_left_are_counted_by_the_men_still_to_place() {
        let rules = presets::nine();
        // Six men on the board, one in each hand: 18 empty points, then 17.
        let late = Node::of(&at(presets::nine(), 0b111, 0b111 << 8, [1, 1], 0));
        assert_eq!(placing_positions(&late, &rules), 18 + 18 * 17);
        // From the start, far beyond any budget; ten plies before the end, within Master's.
        let start = Node::start(9);
        assert!(placing_positions(&start, &rules) > 1_000 * 6_000_000);
        let mut ten_left = Node::start(5);
        ten_left.boards = [0b1111, 0b1111 << 8];
        assert!(placing_positions(&ten_left, &rules) < TRIED_BEYOND * 6_000_000 / PROOF_SHARE);
    }

    fn at(rules: Rules, white: u32, black: u32, hand: [u32; 2], side: usize) -> Position {
        Position::new(
            rules,
            [white, black],
            hand,
            side,
            0,
            HashMap::new(),
            None,
            None,
        )
        .unwrap()
    }

    fn position(white: u32, black: u32, hand: [u32; 2], side: usize) -> Position {
        at(presets::nine(), white, black, hand, side)
    }

    #[test]
    fn a_mill_against_three_men_is_played_at_once() {
        // White slides a man into the outer ring's top side; Black has three men.
        let white = 0b11 | 1 << 3 | 1 << 12 | 1 << 20;
        let black = 1 << 4 | 1 << 5 | 1 << 6;
        let result = analyse(
            &position(white, black, [0, 0], 0),
            Budget::new(10_000, 8),
            &Stop::never(),
        );
        let mv = to_move(result.ranked[0].0);
        assert!(mv.remove.is_some(), "{mv:?}");
        assert!(result.ranked[0].1 > WIN_BOUND);
    }

    #[test]
    fn the_same_budget_gives_the_same_analysis_within_it() {
        let start = Position::start(presets::nine());
        let first = analyse(&start, Budget::new(50_000, 30), &Stop::never());
        assert_eq!(
            first,
            analyse(&start, Budget::new(50_000, 30), &Stop::never())
        );
        assert!(first.nodes <= 50_000);
        assert_eq!(first.ranked.len(), 24);
    }

    #[test]
    fn a_search_with_helpers_keeps_its_budget_and_every_move() {
        let start = Position::start(presets::nine());
        for helpers in [1, 2] {
            let budget = Budget {
                helpers,
                ..Budget::new(100_000, 30)
            };
            let result = analyse(&start, budget, &Stop::never());
            assert!(result.nodes <= 100_000);
            assert_eq!(result.ranked.len(), 24);
            assert!(result.depth >= 4, "{}", result.depth);
        }
    }

    #[test]
    fn a_cut_iteration_keeps_bounds_out_of_the_margin() {
        // The old best was 63 with a margin of 10; the cut iteration searched one move, at 53.
        let cut = CutIteration {
            floor: 53,
            new_best: 53,
            old_best: Some(63),
            margin: 10,
        };
        assert_eq!(
            cut.unreached(53),
            43,
            "failed low at the old floor: a bound"
        );
        assert_eq!(cut.unreached(-400), -400);
        assert_eq!(
            cut.unreached(60),
            53,
            "within the old margin: exact, kept below"
        );
        // No completed iteration: every old score is a placeholder (0), not a score.
        let first = CutIteration {
            floor: -40,
            new_best: -5,
            old_best: None,
            margin: 100,
        };
        assert_eq!(first.unreached(0), -105);
        // Every move exact (analysis): nothing is a bound.
        let every = CutIteration {
            margin: 2 * INF,
            ..cut
        };
        assert_eq!(every.unreached(53), 53);
        // No margin: below the searched moves, as before.
        let strict = CutIteration { margin: 0, ..cut };
        assert_eq!(strict.unreached(60), 53);
    }

    #[test]
    fn a_raised_flag_stops_the_search_with_a_legal_move() {
        let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let stop = Stop::new(None, flag);
        let start = Position::start(presets::nine());
        let result = analyse(&start, Budget::new(u64::MAX, 60), &stop);
        assert!(result.nodes < 5_000);
        let legal = start.legal_moves();
        assert!(legal.contains(&to_move(result.ranked[0].0)));
    }

    #[test]
    fn three_mens_morris_closes_its_mill() {
        // White a1 a2 on the board and one in hand, Black c1 c2 and one in hand: a3 wins.
        let position = at(presets::three(true), 0b11, 1 << 5 | 1 << 6, [1, 1], 0);
        let result = analyse(&position, Budget::new(10_000, 4), &Stop::never());
        assert_eq!(to_move(result.ranked[0].0).dst, 2);
        assert_eq!(result.ranked[0].1, WIN - 1);
    }

    #[test]
    fn three_mens_morris_blocks_the_mill_it_must() {
        // Black a1 a2 (threat a3), White to place: only a3 does not lose at once.
        let position = at(presets::three(true), 1 << 5, 0b11, [2, 1], 0);
        let result = analyse(&position, Budget::new(50_000, 6), &Stop::never());
        assert_eq!(to_move(result.ranked[0].0).dst, 2);
    }

    #[test]
    fn twelve_mens_morris_closes_a_mill_and_removes() {
        // White a1 a4 (a7 empty), Black d7 g7 far from completing anything; White to place.
        let position = at(presets::twelve(), 0b11, 1 << 3 | 1 << 4, [10, 10], 0);
        let result = analyse(&position, Budget::new(200_000, 4), &Stop::never());
        let best = to_move(result.ranked[0].0);
        assert_eq!(best.dst, 2);
        assert!(best.remove.is_some());
    }

    #[test]
    fn every_game_ranks_every_opening_move_the_same_way_each_time() {
        for rules in presets::all() {
            let start = Position::start(rules.clone());
            let budget = Budget {
                contempt: 20,
                ..Budget::new(30_000, 20)
            };
            let first = analyse(&start, budget, &Stop::never());
            assert_eq!(
                first,
                analyse(&start, budget, &Stop::never()),
                "{}",
                rules.preset
            );
            assert_eq!(first.ranked.len(), start.legal_moves().len());
            assert!(first.depth >= 2, "{}: {}", rules.preset, first.depth);
        }
    }

    #[test]
    fn the_analysis_deepens_past_the_best_move_s_proof() {
        // Three Men's Morris from the start: the centre wins in 9 plies, the corners draw and
        // the edges lose; the analysis goes on after the centre's win to prove the losses.
        let start = Position::start(presets::three(true));
        let budget = Budget {
            every_move: true,
            ..Budget::new(2_000_000, 40)
        };
        let result = analyse(&start, budget, &Stop::never());
        assert_eq!(to_move(result.ranked[0].0).dst, presets::THREE_CENTRE);
        assert_eq!(result.ranked[0].1, WIN - 9);
        let lost = result
            .ranked
            .iter()
            .filter(|&&(_, s)| s < -WIN_BOUND)
            .count();
        assert_eq!(lost, 4, "{result:?}");
        assert_eq!(result.lines.len(), result.ranked.len());
    }
}
