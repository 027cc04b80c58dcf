//! Move ordering: the hash move, then captures (most pieces first), the two killers of the
//! ply, and the history of quiet moves that caused cut-offs; and how much later quiet moves
//! are reduced.

use damier_rules::{Color, Move};

use super::Searcher;
use crate::eval::Evaluate;

/// History slots per side: a from square and a to square.
pub(super) const HISTORY_SIDE: usize = 128 * 128;

/// A quiet move's key for the killers: its from and to squares.
pub(super) fn quiet_key(m: &Move) -> u16 {
    u16::from(m.from()) << 8 | u16::from(m.to())
}

/// A move's slot in the history table.
pub(super) fn history_index(turn: Color, m: &Move) -> usize {
    turn.index() * HISTORY_SIDE + usize::from(m.from()) * 128 + usize::from(m.to())
}

impl<P: Evaluate> Searcher<P> {
    pub(super) fn is_killer(&self, ply: usize, m: &Move) -> bool {
        self.killers[ply].contains(&quiet_key(m))
    }

    pub(super) fn reward(&mut self, turn: Color, ply: usize, m: &Move, depth: i32) {
        let k = quiet_key(m);
        if self.killers[ply][0] != k {
            self.killers[ply] = [k, self.killers[ply][0]];
        }
        let h = &mut self.history[history_index(turn, m)];
        *h = (*h + depth * depth).min(1 << 20);
    }

    /// Scores the moves of `ply` for ordering: hash move, then captures (most pieces first),
    /// killers, history.
    pub(super) fn order_moves(&mut self, pos: &P, moves: &[Move], ply: usize, hash_move: u8) {
        let turn = pos.turn();
        let mut order = std::mem::take(&mut self.order[ply]);
        order.clear();
        for (i, m) in moves.iter().enumerate() {
            let s = if i == hash_move as usize {
                1 << 30
            } else if m.is_capture() {
                (1 << 29) + m.captures().len() as i32
            } else if self.killers[ply][0] == quiet_key(m) {
                (1 << 28) + 1
            } else if self.killers[ply][1] == quiet_key(m) {
                1 << 28
            } else {
                self.history[history_index(turn, m)]
            };
            order.push((s, i as u16));
        }
        self.order[ply] = order;
    }

    /// The list index of the best-ordered move not tried yet (selection sort, one step).
    pub(super) fn pick(&mut self, ply: usize, i: usize) -> usize {
        let order = &mut self.order[ply];
        let mut best = i;
        for j in i + 1..order.len() {
            if order[j].0 > order[best].0 {
                best = j;
            }
        }
        order.swap(i, best);
        order[i].1 as usize
    }
}

/// How many plies a late quiet move is searched less deep: grows with the depth left and the
/// move's place in the ordering (about `ln(depth) * ln(index) / 2`), at least one.
pub(super) fn late_move_reduction(depth: i32, index: usize) -> i32 {
    static TABLE: std::sync::OnceLock<[[u8; 64]; 64]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [[1u8; 64]; 64];
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (i, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.5 + (d as f64).ln() * (i as f64).ln() / 2.0).max(1.0) as u8;
            }
        }
        t
    });
    i32::from(table[(depth as usize).min(63)][index.min(63)])
}
