//! Monte Carlo tree search for 2-4 players with one reward per player (max^n backup).
//!
//! Every node keeps the summed reward vector of the playouts through it; a parent picks children
//! by the reward of the seat that moves there (PUCT: mean reward plus a prior-weighted exploration
//! term, the knowledge priors acting as progressive bias where branching is widest). A leaf is
//! first judged by one playout and grows its children on its next visit. The tree lives for one
//! search; the caller gets the root's per-move statistics and makes the final choice itself.

use super::geometry::{LINE, NUM_CELLS, OPPOSITE, SECTION_OF, SLOTS};
use super::playout::{playout_with, rewards, slide_score, Policy, Rng};
use super::position::{Move, Position, PHASE_EDGE, PHASE_MOVEMENT, PHASE_NEUTRALS};
use super::root_parallel::search_trees;
use crate::cancel::Stop;
use crate::spare_core;
use std::sync::OnceLock;

/// Weight of the exploration term (rewards lie in [0, 1]).
pub const EXPLORATION: f64 = 1.0;
/// An unvisited child is valued at its parent's mean minus this (first-play urgency), so the
/// priors, not blind enumeration, decide which of 36 edge slots get tried first.
pub const FPU_REDUCTION: f64 = 0.05;
/// Playouts between checks whether the most visited root move can still be overtaken.
pub const DECIDED_CHECK_EVERY: u64 = 64;
/// Playouts between polls of the stop condition (deadline and cancellation).
pub const STOP_CHECK_EVERY: u64 = 256;

/// Prior bonus for moving a counter whose entry cell a rival can occupy next turn.
pub const THREATENED: f64 = 0.5;
/// Edge placement facing a clear line towards an own counter: one of the two will be blocked.
pub const FACING_OWN: f64 = -1.0;
/// Edge placement whose counter would enter a contested section (by the counters already placed).
pub const CONTESTED: f64 = 0.4;
/// Trees a search grows by default. Splitting a budget over several trees (`root_parallel`) was
/// measured weaker (2 trees of 4,000 playouts against one of 8,000: 38% of 86 games; of 20,000
/// against 40,000: 35% of 31), so by default one tree gets it all. (One tree with batches of
/// leaves played out on two threads was tried too: no faster with batches of 32 leaves, the
/// threads waiting on each other, and 43% of 100 games at level 5.) Two trees of the whole
/// budget each, on two threads, play stronger than one in the same time (docs/STRENGTH.md, "Two
/// trees at the same time a move"): Expert and Master ask for them (`Level.trees`).
pub const SEARCH_TREES: usize = 1;
/// A search splits over trees only when each gets at least this many playouts: small budgets
/// keep one tree, as deep as the budget allows.
pub const MIN_PLAYOUTS_PER_TREE: u64 = 2_000;
/// Threads a search's trees grow on at most, where helpers can give way (`spare_core`).
pub const SEARCH_THREADS: usize = 2;
/// Softmax temperature turning scores into priors.
pub const PRIOR_TEMPERATURE: f64 = 0.6;

/// `majority_gain` of the knowledge: what one more own counter is worth given the own lead.
fn majority_gain(lead: i32) -> f64 {
    match lead {
        0 => 1.0,
        -1 => 0.8,
        1 => 0.3,
        _ => 0.0,
    }
}

/// A heuristic score per legal move of `pos` (higher is better), in the order of `moves`:
/// slides by their immediate worth (plus a bonus when a rival could take the entry cell next),
/// edge placements by the section they would reach; neutral placements and a pass are flat.
pub fn prior_scores(pos: &Position, moves: &[Move], out: &mut Vec<f64>) {
    out.clear();
    let seat = pos.to_move() as usize;
    let players = pos.players() as usize;
    let board = pos.board();
    let lp = pos.lp();
    match pos.phase() {
        PHASE_MOVEMENT if !matches!(moves.first(), Some(Move::Pass) | None) => {
            let mut rival_landing = [false; NUM_CELLS];
            for &s in &SLOTS {
                let owner = board[s as usize];
                if owner >= 0 && owner as usize != seat && lp[s as usize] >= 0 {
                    rival_landing[LINE[s as usize][lp[s as usize] as usize] as usize] = true;
                }
            }
            for &mv in moves {
                let slot = match mv {
                    Move::Slide { slot, .. } => slot,
                    _ => unreachable!("a movement-phase move list holds slides or a pass"),
                };
                let mut value = slide_score(pos, slot);
                if rival_landing[LINE[slot as usize][0] as usize] {
                    value += THREATENED;
                }
                out.push(value);
            }
        }
        PHASE_EDGE => {
            let mut reach = [0i32; 4 * 9];
            for &s in &SLOTS {
                let owner = board[s as usize];
                let l = lp[s as usize];
                if owner >= 0 && l >= 0 {
                    let target = LINE[s as usize][l as usize] as usize;
                    reach[4 * SECTION_OF[target] as usize + owner as usize] += 1;
                }
            }
            for &mv in moves {
                let slot = match mv {
                    Move::Edge(slot) => slot as usize,
                    _ => unreachable!("an edge-phase move list holds edge placements"),
                };
                let mut value = 0.0;
                if board[OPPOSITE[slot] as usize] == seat as i8 && lp[slot] == 8 {
                    value += FACING_OWN;
                }
                let target = LINE[slot][lp[slot].max(0) as usize] as usize;
                let base = 4 * SECTION_OF[target] as usize;
                let rival = (0..players)
                    .filter(|&o| o != seat)
                    .map(|o| reach[base + o])
                    .max()
                    .unwrap_or(0);
                value += CONTESTED * majority_gain(reach[base + seat] - rival);
                out.push(value);
            }
        }
        _ => out.extend(std::iter::repeat(0.0).take(moves.len())),
    }
}

/// Move probabilities for the exploration term: a softmax of `prior_scores`.
pub fn priors(pos: &Position, moves: &[Move], out: &mut Vec<f64>) {
    if pos.phase() == PHASE_NEUTRALS || matches!(moves.first(), Some(Move::Pass)) {
        // Flat scores: the softmax below would give exactly 1 / n each (exp(0) = 1).
        out.clear();
        let flat = 1.0 / moves.len() as f64;
        out.extend(std::iter::repeat(flat).take(moves.len()));
        return;
    }
    prior_scores(pos, moves, out);
    let top = out.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let mut total = 0.0;
    for w in out.iter_mut() {
        *w = ((*w - top) / PRIOR_TEMPERATURE).exp();
        total += *w;
    }
    for w in out.iter_mut() {
        *w /= total;
    }
}

/// The most moves a position has: a neutral counter on any of the 49 core cells, later one move
/// per edge slot (36) at most.
const MAX_CHILDREN: usize = 49;

/// The longest line a root move comes with, in moves.
const LINE_MOVES: usize = 12;
/// A node stands in a line only with this many visits: below, the search barely looked.
const LINE_VISITS: u32 = 8;

/// What a search does: its playout budget and its parameters.
#[derive(Clone, Debug)]
pub struct SearchParams {
    pub playouts: u64,
    /// Stop once the most visited root move can no longer be overtaken within the budget.
    pub stop_when_decided: bool,
    pub exploration: f64,
    pub fpu_reduction: f64,
    pub policy: Policy,
    /// Trees to split the playouts over (at most; see `MIN_PLAYOUTS_PER_TREE`), each from the
    /// root with a seed of its own.
    pub trees: usize,
    /// Threads to grow the trees on (at most one a tree). The result does not depend on it.
    pub threads: usize,
    /// Threads after the first run on a spare core only (`spare_core`); tests may run them at
    /// full priority.
    pub helpers_give_way: bool,
}

impl SearchParams {
    pub fn new(playouts: u64) -> Self {
        SearchParams {
            playouts,
            stop_when_decided: false,
            exploration: EXPLORATION,
            fpu_reduction: FPU_REDUCTION,
            policy: Policy::Library,
            trees: SEARCH_TREES,
            threads: default_threads(),
            helpers_give_way: true,
        }
    }
}

/// Threads a search runs on unless told: up to `SEARCH_THREADS` where the machine has the cores
/// and helpers can give way, else one (its trees then grow in turns).
pub fn default_threads() -> usize {
    static THREADS: OnceLock<usize> = OnceLock::new();
    *THREADS.get_or_init(|| {
        if !spare_core::available() {
            return 1;
        }
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        SEARCH_THREADS.min(cores)
    })
}

/// One root move's statistics.
#[derive(Clone, Debug, PartialEq)]
pub struct RootMove {
    pub mv: Move,
    pub visits: u32,
    pub prior: f64,
    /// Summed rewards per seat of the playouts through this move.
    pub totals: [f64; 4],
    /// The moves expected after it: the most visited path below it (`Tree::line_after`).
    pub line: Vec<Move>,
}

/// What a search found: the root's moves in legal-move order, and its work.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    pub moves: Vec<RootMove>,
    pub playouts: u64,
    /// Plies played in playouts (the tree walks not counted).
    pub plies: u64,
    pub nodes: usize,
}

/// A tree node; its children are `count` consecutive nodes from `first` (0: not expanded, as
/// the root is node 0 and never anyone's child).
#[derive(Clone, Copy, Debug)]
struct Node {
    prior: f32,
    visits: u32,
    first: u32,
    /// The move into this node: its cell or slot, `PASS_CODE` for a pass.
    code: u8,
    count: u8,
}

const PASS_CODE: u8 = u8::MAX;

/// Children compared side by side in `Tree::select`.
const LANES: usize = 4;

fn code_of(mv: Move) -> u8 {
    match mv {
        Move::Neutral(c) | Move::Edge(c) => c,
        Move::Slide { slot, .. } => slot,
        Move::Pass => PASS_CODE,
    }
}

/// The move `code` means in `pos` (a slide's target is left 0: `play_unchecked` does not read it).
fn move_of(pos: &Position, code: u8) -> Move {
    match pos.phase() {
        PHASE_NEUTRALS => Move::Neutral(code),
        PHASE_EDGE => Move::Edge(code),
        _ if code == PASS_CODE => Move::Pass,
        _ => Move::Slide {
            slot: code,
            target: 0,
        },
    }
}

/// One search tree from one start position, and the work done in it.
pub(crate) struct Tree {
    nodes: Vec<Node>,
    /// `totals[players * node + seat]`.
    totals: Vec<f64>,
    players: usize,
    moves: Vec<Move>,
    weights: Vec<f64>,
    path: Vec<usize>,
    /// The longest path from the root so far, in nodes.
    deepest: usize,
    rng: Rng,
    /// Playouts and playout plies so far.
    pub(crate) done: u64,
    pub(crate) plies: u64,
}

impl Tree {
    /// The tree of `start` with its root expanded (unless the game is over), playouts drawn
    /// from `seed`.
    pub(crate) fn new(start: &Position, seed: u64) -> Self {
        let players = start.players() as usize;
        let mut tree = Tree {
            nodes: Vec::with_capacity(1024),
            totals: Vec::with_capacity(1024 * players),
            players,
            moves: Vec::with_capacity(MAX_CHILDREN),
            weights: Vec::with_capacity(MAX_CHILDREN),
            path: Vec::with_capacity(128),
            deepest: 0,
            rng: Rng::new(seed),
            done: 0,
            plies: 0,
        };
        tree.nodes.push(Node {
            prior: 1.0,
            visits: 0,
            first: 0,
            code: PASS_CODE,
            count: 0,
        });
        tree.totals.resize(players, 0.0);
        if !start.is_over() {
            tree.expand(0, start);
        }
        tree
    }

    fn expand(&mut self, node: usize, pos: &Position) {
        pos.legal_moves_into(&mut self.moves);
        debug_assert!(self.moves.len() <= MAX_CHILDREN);
        priors(pos, &self.moves, &mut self.weights);
        let first = self.nodes.len();
        for (&mv, &prior) in self.moves.iter().zip(&self.weights) {
            self.nodes.push(Node {
                prior: prior as f32,
                visits: 0,
                first: 0,
                code: code_of(mv),
                count: 0,
            });
        }
        self.totals
            .resize(self.totals.len() + self.players * self.moves.len(), 0.0);
        self.nodes[node].first = first as u32;
        self.nodes[node].count = self.moves.len() as u8;
    }

    fn select(&self, node: usize, seat: usize, params: &SearchParams) -> usize {
        let parent = self.nodes[node];
        let p = self.players;
        let scale = params.exploration * ((parent.visits + 1) as f64).sqrt();
        let fpu = if parent.visits > 0 {
            self.totals[p * node + seat] / parent.visits as f64 - params.fpu_reduction
        } else {
            0.5
        };
        let first = parent.first as usize;
        let count = parent.count as usize;
        // Slices up front: no bounds check per child.
        let children = &self.nodes[first..first + count];
        let totals = &self.totals[p * first + seat..];
        // An unvisited child divides by 1: the same value without the two divisions.
        let value = |c: &Node, total: f64| {
            if c.visits == 0 {
                fpu + scale * c.prior as f64
            } else {
                let n = c.visits as f64;
                total / n + scale * c.prior as f64 / (1.0 + n)
            }
        };
        // Four lanes of children (index modulo 4), each keeping its first best, so that the
        // comparisons do not wait on each other; merged to the first best over all, as one
        // scan would find it.
        let mut best = [0usize; LANES];
        let mut best_value = [f64::NEG_INFINITY; LANES];
        let mut i = 0;
        while i + LANES <= count {
            for lane in 0..LANES {
                let v = value(&children[i + lane], totals[p * (i + lane)]);
                if v > best_value[lane] {
                    best_value[lane] = v;
                    best[lane] = i + lane;
                }
            }
            i += LANES;
        }
        for (lane, child) in (i..count).enumerate() {
            let v = value(&children[child], totals[p * child]);
            if v > best_value[lane] {
                best_value[lane] = v;
                best[lane] = child;
            }
        }
        let mut top = 0;
        for lane in 1..LANES {
            let (v, b) = (best_value[lane], best_value[top]);
            if v > b || (v == b && best[lane] < best[top]) {
                top = lane;
            }
        }
        first + best[top]
    }

    /// The root's children, in legal-move order.
    fn root_children(&self) -> std::ops::Range<usize> {
        let root = self.nodes[0];
        root.first as usize..root.first as usize + root.count as usize
    }

    /// The visits of each root move, in legal-move order.
    pub(crate) fn root_visits(&self) -> impl Iterator<Item = u32> + '_ {
        self.root_children().map(|child| self.nodes[child].visits)
    }

    /// One playout: down the tree by selection (growing a leaf on its second visit), on to the
    /// end of the game by the playout policy, and the rewards back up the path.
    fn grow_once(&mut self, start: &Position, params: &SearchParams) {
        let players = self.players;
        let mut pos = start.clone();
        let mut node = 0usize;
        self.path.clear();
        self.path.push(0);
        while !pos.is_over() {
            if self.nodes[node].first == 0 {
                if self.nodes[node].visits == 0 {
                    break;
                }
                self.expand(node, &pos);
            }
            let seat = pos.to_move() as usize;
            node = self.select(node, seat, params);
            let mv = move_of(&pos, self.nodes[node].code);
            pos.play_unchecked(mv);
            self.path.push(node);
        }
        self.deepest = self.deepest.max(self.path.len());
        let scores = if pos.is_over() {
            pos.scores()
        } else {
            let outcome = playout_with(&pos, &mut self.rng, params.policy);
            self.plies += outcome.plies as u64;
            outcome.scores
        };
        let reward = rewards(&scores[..players]);
        for &visited in &self.path {
            self.nodes[visited].visits += 1;
            let base = players * visited;
            for (total, r) in self.totals[base..base + players].iter_mut().zip(&reward) {
                *total += r;
            }
        }
        self.done += 1;
    }

    /// Room for `playouts` more playouts, so that growing them allocates nothing: the tree's
    /// memory then stays with the thread that called this, whichever thread grows it
    /// (`root_parallel` relies on it).
    pub(crate) fn reserve_for(&mut self, playouts: u64) {
        let playouts = usize::try_from(playouts).unwrap_or(usize::MAX);
        // A playout expands at most one node.
        let nodes = playouts.saturating_mul(MAX_CHILDREN);
        self.nodes.reserve(nodes);
        self.totals.reserve(nodes.saturating_mul(self.players));
        // A playout's path is at most one node longer than the deepest before it (the first
        // playout's, the root and a child, two).
        let path = self.deepest.max(1).saturating_add(playouts);
        self.path.reserve(path.saturating_sub(self.path.len()));
    }

    /// Up to `n` more playouts, polling `stop` every `STOP_CHECK_EVERY` playouts of this tree
    /// (from its first); false when `stop` fired.
    pub(crate) fn grow(
        &mut self,
        start: &Position,
        params: &SearchParams,
        n: u64,
        stop: &Stop,
    ) -> bool {
        for _ in 0..n {
            if self.done % STOP_CHECK_EVERY == 0 && stop.should_stop() {
                return false;
            }
            self.grow_once(start, params);
        }
        true
    }

    /// The root's statistics per legal move of `start` (its root position).
    pub(crate) fn root_moves(&self, start: &Position) -> Vec<RootMove> {
        let players = self.players;
        let mut legal = Vec::new();
        start.legal_moves_into(&mut legal);
        self.root_children()
            .zip(legal)
            .map(|(child, mv)| {
                let mut totals = [0.0; 4];
                totals[..players]
                    .copy_from_slice(&self.totals[players * child..players * (child + 1)]);
                RootMove {
                    mv,
                    visits: self.nodes[child].visits,
                    prior: self.nodes[child].prior as f64,
                    totals,
                    line: self.line_after(start, child, mv),
                }
            })
            .collect()
    }

    /// The most visited path below the root's `child` (reached by `mv`), while its nodes have
    /// `LINE_VISITS` visits, at most `LINE_MOVES` moves: the line the search expects.
    fn line_after(&self, start: &Position, child: usize, mv: Move) -> Vec<Move> {
        let mut pos = start.clone();
        pos.play_unchecked(mv);
        let mut line = Vec::new();
        let mut legal = Vec::new();
        let mut node = self.nodes[child];
        while line.len() < LINE_MOVES && node.count > 0 {
            let first = node.first as usize;
            let children = first..first + node.count as usize;
            let best = children.max_by_key(|&c| self.nodes[c].visits).unwrap();
            if self.nodes[best].visits < LINE_VISITS {
                break;
            }
            pos.legal_moves_into(&mut legal);
            let next = legal[best - first];
            pos.play_unchecked(next);
            line.push(next);
            node = self.nodes[best];
        }
        line
    }

    pub(crate) fn node_count(&self) -> usize {
        self.nodes.len()
    }
}

/// No other root move can reach the most visited one's `visits` in `remaining` playouts.
pub(crate) fn decided(visits: impl Iterator<Item = u32>, remaining: u64) -> bool {
    let (mut first, mut second) = (0u32, 0u32);
    for n in visits {
        if n > first {
            second = first;
            first = n;
        } else if n > second {
            second = n;
        }
    }
    (first - second) as u64 > remaining
}

/// How many trees a search with `params` grows.
pub fn trees_for(params: &SearchParams) -> usize {
    let most = (params.playouts / MIN_PLAYOUTS_PER_TREE).max(1);
    params.trees.clamp(1, most.min(64) as usize)
}

/// Grows `trees_for(params)` trees from `start` for `params.playouts` playouts between them, fewer
/// when `stop` fires (polled every `STOP_CHECK_EVERY` playouts of a tree, the first poll before
/// any) or, with `stop_when_decided`, once the most visited root move is settled; the trees grow
/// on up to `params.threads` threads. The same seed gives the same result on any number of
/// threads unless `stop` cuts it short. A finished game gives no moves.
pub fn search(start: &Position, params: &SearchParams, seed: u64, stop: &Stop) -> SearchResult {
    if start.is_over() {
        return SearchResult {
            moves: Vec::new(),
            playouts: 0,
            plies: 0,
            nodes: 1,
        };
    }
    let trees = trees_for(params);
    if trees > 1 {
        let params = SearchParams {
            trees,
            ..params.clone()
        };
        return search_trees(start, &params, seed, stop);
    }
    let mut tree = Tree::new(start, seed);
    let round = if params.stop_when_decided {
        DECIDED_CHECK_EVERY
    } else {
        u64::MAX
    };
    while tree.done < params.playouts {
        if params.stop_when_decided && decided(tree.root_visits(), params.playouts - tree.done) {
            break;
        }
        let n = round.min(params.playouts - tree.done);
        if !tree.grow(start, params, n, stop) {
            break;
        }
    }
    SearchResult {
        moves: tree.root_moves(start),
        playouts: tree.done,
        plies: tree.plies,
        nodes: tree.node_count(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;
    use std::time::Duration;

    const PINNED_DIGESTS: [u64; 8] = [
        0xf4f4_bb2b_75ad_c38e,
        0x7fd7_0c5d_34dc_33bd,
        0x6cb7_b505_e3b4_20c1,
        0x0531_00f8_a8b4_fa5b,
        0xb9f6_9b1e_6427_8fca,
        0x1b0b_b859_ed5c_3750,
        0xbf74_d500_6d49_66c8,
        0x8ca2_bd9c_e932_1c2a,
    ];

    fn random_position(players: u8, plies: usize, seed: u64) -> Position {
        let mut pos = Position::new(players).unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..plies {
            if pos.is_over() {
                break;
            }
            let moves = pos.legal_moves();
            pos.play(moves[rng.below(moves.len())]).unwrap();
        }
        pos
    }

    #[test]
    fn a_tree_with_room_reserved_grows_without_allocating() {
        for (players, plies) in [(2, 0), (2, 8), (3, 30), (4, 50)] {
            let pos = random_position(players, plies, 6);
            let mut tree = Tree::new(&pos, 3);
            let params = SearchParams::new(0);
            let capacities = |t: &Tree| {
                [
                    t.nodes.capacity(),
                    t.totals.capacity(),
                    t.path.capacity(),
                    t.moves.capacity(),
                    t.weights.capacity(),
                ]
            };
            for round in 0..6 {
                tree.reserve_for(512);
                let room = capacities(&tree);
                tree.grow(&pos, &params, 512, &Stop::never());
                let after = capacities(&tree);
                assert_eq!(
                    room, after,
                    "round {round} of {players} players at ply {plies}"
                );
            }
        }
    }

    /// FNV-1a over a search's root statistics and work, exact to the bit.
    fn digest(result: &SearchResult) -> u64 {
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        let mut eat = |x: u64| {
            for b in x.to_le_bytes() {
                h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
            }
        };
        for m in &result.moves {
            eat(m.visits as u64);
            eat(m.prior.to_bits());
            for t in m.totals {
                eat(t.to_bits());
            }
        }
        eat(result.playouts);
        eat(result.plies);
        eat(result.nodes as u64);
        h
    }

    /// Searches from fixed positions and seeds give exactly the results they gave when these
    /// digests were taken: a change meant only to make the search faster must keep them.
    #[test]
    fn pinned_searches_keep_their_results() {
        let cases: [(u8, usize, u64); 8] = [
            (2, 0, 1),
            (2, 9, 2),
            (2, 20, 3),
            (2, 45, 4),
            (2, 60, 5),
            (3, 30, 6),
            (4, 50, 7),
            (4, 9, 8),
        ];
        let digests: Vec<u64> = cases
            .iter()
            .map(|&(players, plies, seed)| {
                let pos = random_position(players, plies, seed);
                digest(&search(
                    &pos,
                    &SearchParams::new(3000),
                    seed,
                    &Stop::never(),
                ))
            })
            .collect();
        assert_eq!(digests, PINNED_DIGESTS);
    }

    #[test]
    fn searches_return_every_legal_move_with_the_visits_spent() {
        for players in 2..=4 {
            for plies in [0, 9, 30, 50, 60] {
                let pos = random_position(players, plies, plies as u64 + players as u64);
                if pos.is_over() {
                    continue;
                }
                let result = search(&pos, &SearchParams::new(500), 1, &Stop::never());
                let moves: Vec<Move> = result.moves.iter().map(|m| m.mv).collect();
                assert_eq!(moves, pos.legal_moves());
                assert_eq!(result.playouts, 500);
                let visits: u32 = result.moves.iter().map(|m| m.visits).sum();
                assert_eq!(visits, 500);
                let prior: f64 = result.moves.iter().map(|m| m.prior).sum();
                assert!((prior - 1.0).abs() < 1e-5);
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_search() {
        let pos = random_position(3, 40, 5);
        let a = search(&pos, &SearchParams::new(800), 9, &Stop::never());
        let b = search(&pos, &SearchParams::new(800), 9, &Stop::never());
        assert_eq!(a, b);
        let c = search(&pos, &SearchParams::new(800), 10, &Stop::never());
        assert_ne!(a, c);
    }

    #[test]
    fn a_raised_stop_means_no_playout_and_a_deadline_cuts_the_search() {
        let pos = Position::new(2).unwrap();
        let flag = Arc::new(AtomicBool::new(true));
        let result = search(&pos, &SearchParams::new(10_000), 1, &Stop::new(None, flag));
        assert_eq!(result.playouts, 0);
        assert_eq!(result.moves.len(), 49);
        let stop = Stop::new(Some(Duration::from_millis(30)), Default::default());
        let start = std::time::Instant::now();
        let result = search(&pos, &SearchParams::new(u64::MAX), 1, &stop);
        assert!(start.elapsed() < Duration::from_millis(300));
        assert!(result.playouts > 0);
    }

    #[test]
    fn stopping_once_decided_keeps_the_most_visited_move() {
        let pos = random_position(2, 50, 21);
        let full = search(&pos, &SearchParams::new(3000), 3, &Stop::never());
        let mut params = SearchParams::new(3000);
        params.stop_when_decided = true;
        let early = search(&pos, &params, 3, &Stop::never());
        assert!(early.playouts <= full.playouts);
        let best = |r: &SearchResult| r.moves.iter().max_by_key(|m| m.visits).unwrap().mv;
        assert_eq!(best(&early), best(&full));
        for (e, f) in early.moves.iter().zip(&full.moves) {
            assert!(e.visits <= f.visits);
        }
    }
}
