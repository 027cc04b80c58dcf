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
