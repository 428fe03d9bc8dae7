//! Counts the positions a game of the family can reach from its start (men on the board and in
//! hand and the side to move: no symmetry folded), the ended ones apart, by a breadth-first walk
//! over the engine's own moves:
//!
//!     GAME=six cargo run --release -p ninetka-engine --example reachable -- [fly|nofly]
//!
//! (flying the game's own unless given). A position a removal or the count of moves without one
//! would draw is counted as any other: the draws by repetition and by the count depend on how a
//! position was reached, not on the position.

use std::collections::HashSet;

use ninetka_engine::mill::node::Node;
use ninetka_engine::mill::presets;
use ninetka_engine::mill::search::wins_at_once;

fn main() {
    let game = std::env::var("GAME").unwrap_or_else(|_| "nine".into());
    let mut rules = presets::named(&game).unwrap_or_else(|| panic!("no Morris game {game:?}"));
    if let Some(fly) = std::env::args().nth(1) {
        rules.flying = fly != "nofly";
    }
    let start = Node::start(rules.men);
    let mut seen: HashSet<u64> = HashSet::from([start.key()]);
    let mut frontier = vec![start];
    let (mut ended, mut moves) = (0u64, Vec::new());
    while let Some(node) = frontier.pop() {
        if node.men(node.side) < 3 || node.blocked(&rules) {
            ended += 1;
            continue;
        }
        moves.clear();
        node.moves(&rules, &mut moves);
        for &c in &moves {
            let child = node.child(c, &rules);
            // A mill that wins at once (Three Men's Morris) ends the game in the child.
            let won = rules.mill_wins && wins_at_once(&node, c, &rules);
            if seen.insert(child.key()) {
                if won {
                    ended += 1;
                } else {
                    frontier.push(child);
                }
            }
        }
    }
    println!(
        "{game} (flying {}): {} positions reachable, {} of them ended",
        rules.flying,
        seen.len(),
        ended
    );
}
