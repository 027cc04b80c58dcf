//! Every root move within a margin of the best, with its score: what the opening book keeps
//! of a position ([`crate::book`]).

use damier_rules::{Game, Move};

use super::{INF, Limits, Searcher};
use crate::eval::Evaluate;

impl<P: Evaluate> Searcher<P> {
    /// The moves of the game's position that score at least the best score less `margin` in a
    /// search to `depth`, best first, with their scores. The best move comes from the usual
    /// search; each other move is first tried against a null window at the best score less
    /// the margin, and only a move that reaches it is searched again for its exact score
    /// (which may beat the first move's: the margin counts from the top score).
    pub fn near_best(&mut self, game: &Game<P>, depth: u32, margin: i32) -> Vec<(Move, i32)> {
        let first = self.search(game, &Limits { depth: Some(depth), ..Limits::default() }, &mut |_| {});
        let Some(best) = first.best else { return Vec::new() };
        self.limits = Limits::default();
        self.aborted = false;
        self.load_history(game);
        let root = *game.position();
        let floor = first.score - margin;
        let mut out = vec![(best, first.score)];
        let child_depth = depth as i32 - 1;
        for m in root.legal_moves().into_iter().filter(|m| *m != best) {
            let mut child = root;
            child.play_unchecked(&m);
            self.push(&root, &m, &child);
            // The child fails low against -floor exactly when the move reaches the floor.
            let reaches = -self.alphabeta(&child, child_depth, -floor, -floor + 1, 1, true) >= floor;
            if reaches {
                out.push((m, -self.alphabeta(&child, child_depth, -INF, INF, 1, true)));
            }
            self.frames.pop();
        }
        out.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        // A move searched again may score above the first search's best.
        let top = out[0].1;
        out.retain(|&(_, s)| s >= top - margin);
        out
    }
}
