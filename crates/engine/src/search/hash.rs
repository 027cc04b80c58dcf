//! The search's side of the transposition table: what an entry gives a node (its best move
//! first, and a score that can end a null-window node), and scores stored relative to the
//! node so that a win `n` plies away stays `n` plies away wherever it is found again.

use super::{Searcher, WIN_BOUND};
use crate::eval::Evaluate;
use crate::tt::Bound;

impl<P: Evaluate> Searcher<P> {
    /// The table's best move for this node (`u8::MAX`: none), and its score when the entry
    /// is deep enough to end a null-window node.
    pub(super) fn probe_table(
        &self,
        key: u64,
        depth: i32,
        (alpha, beta): (i32, i32),
        ply: usize,
        pv_node: bool,
    ) -> (u8, Option<i32>) {
        if depth <= 0 {
            return (u8::MAX, None);
        }
        let Some(e) = self.tt.probe(key) else { return (u8::MAX, None) };
        let s = from_tt(i32::from(e.score), ply);
        let usable = match e.bound {
            Bound::Exact => true,
            Bound::Lower => s >= beta,
            Bound::Upper => s <= alpha,
        };
        let cut = !pv_node && ply > 0 && i32::from(e.depth) >= depth && usable;
        (e.best, cut.then_some(s))
    }
}

pub(super) fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

pub(super) fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use damier_rules::{Game, GameOptions, International, Position};

    use super::super::{INF, WIN};
    use super::*;

    /// A node where every move fails low stores an upper bound and names no best move of its
    /// own: the table keeps the one an earlier search found.
    #[test]
    fn a_node_that_fails_low_keeps_the_tables_best_move() {
        let game = Game::new(International::start(), GameOptions::default());
        let root = *game.position();
        let moves = root.legal_moves();
        let mut s = Searcher::<International>::new(1);
        s.load_history(&game);
        for earlier in 0..moves.len() as u8 {
            s.tt.clear();
            s.tt.store(root.zobrist(), 1, 0, Bound::Exact, earlier);
            // No move reaches a won score from the start: all fail low.
            let score = s.alphabeta(&root, 4, WIN - 10, INF, 0, true);
            assert!(score < WIN - 10);
            let e = s.tt.probe(root.zobrist()).expect("stored");
            assert_eq!((e.bound, e.depth, e.best), (Bound::Upper, 4, earlier));
        }
        // A node that raises alpha names its best move.
        s.tt.clear();
        let score = s.alphabeta(&root, 4, -INF, INF, 0, true);
        let e = s.tt.probe(root.zobrist()).expect("stored");
        assert_eq!(e.bound, Bound::Exact);
        let best = moves.get(usize::from(e.best)).expect("a move of the list");
        assert_eq!(s.pv[0].first(), Some(best), "score {score}");
    }
}
