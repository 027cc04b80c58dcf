//! Database endings played out: random positions the tables call won for the side to move,
//! played to the end by two masters probing the installed tables, under a game's rules
//! (its move limits included). The tests and `damier-engine egdb --play` use it.

use damier_rules::draughts::{Draughts, Rules};
use damier_rules::{Color, Game, GameOptions};

use super::{Layout, Slice, Tables, Wdl};
use crate::eval::Evaluate;
use crate::level::Rng;
use crate::search::{Limits, Searcher};

/// `count` random positions of `slice` won for the side to move within `plies` of the next
/// conversion (fewer if the slice has too few: at most `count * 1000` draws).
pub fn won_positions<R: Rules>(
    t: &Tables<R>,
    slice: Slice,
    plies: u32,
    count: usize,
    seed: u64,
) -> Vec<Draughts<R>> {
    positions(t, slice, |w| matches!(w, Wdl::Win(d) if d <= plies), count, seed)
}

/// `count` random positions of `slice` whose entry `wanted` accepts (fewer if the slice has
/// too few: at most `count * 1000` draws).
pub fn positions<R: Rules>(
    t: &Tables<R>,
    slice: Slice,
    wanted: impl Fn(Wdl) -> bool,
    count: usize,
    seed: u64,
) -> Vec<Draughts<R>> {
    let layout = Layout::new::<R>(slice);
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..count * 1000 {
        if out.len() == count {
            break;
        }
        let Some(pos) = layout.placement(rng.below(layout.entries())).and_then(|p| p.position::<R>()) else {
            continue;
        };
        if t.probe(&pos).is_some_and(&wanted) {
            out.push(pos);
        }
    }
    out
}

/// Plays `pos` out between two masters (probing the installed tables if `tables`), `nodes`
/// a move, for at most `max_plies`; the winner (`None`: a draw or unfinished) and the plies
/// played.
pub fn play_out<P: Evaluate>(
    pos: P,
    rules: GameOptions,
    tables: bool,
    nodes: u64,
    max_plies: usize,
) -> (Option<Color>, usize) {
    let mut game = Game::new(pos, rules);
    let mut searcher = Searcher::<P>::new(4);
    searcher.set_tables(tables);
    let limits = Limits { nodes: Some(nodes), ..Limits::default() };
    for _ in 0..max_plies {
        if game.outcome().is_some() {
            break;
        }
        let Some(best) = searcher.search(&game, &limits, &mut |_| {}).best else { break };
        if game.play(&best).is_err() {
            break;
        }
    }
    (game.outcome().and_then(|o| o.winner), game.moves().len())
}
