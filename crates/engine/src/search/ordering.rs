//! Move ordering: the hash move, then captures (most pieces first), the two killers of the
//! ply, and the history of quiet moves; and how much later quiet moves are reduced.
//!
//! The history is a success rate per move (side, from and to squares): at every node where a
//! move raised alpha, that move's rate moves up by a 64th of its distance to 1, and the rate
//! of each move tried before it down by a 64th of its distance to 0. Recent searches weigh
//! most, and a move that is tried often but rarely best sinks, which a sum of cut-off depths
//! never forgets within a game.

use damier_rules::{Color, Move};

use super::Searcher;
use crate::eval::Evaluate;

/// History slots per side: a from square and a to square.
pub(super) const HISTORY_SIDE: usize = 128 * 128;
/// A success rate of 1 in the history; every move starts at one half.
const HISTORY_ONE: i32 = 1 << 12;
pub(super) const HISTORY_START: i32 = HISTORY_ONE / 2;
/// Each update moves a rate by 2^-6 (a 64th) of its distance to 1 or 0.
const HISTORY_STEP: u32 = 6;

/// A quiet move's key for the killers: its from and to squares.
#[inline(always)]
pub(super) fn quiet_key(m: &Move) -> u16 {
    u16::from(m.from()) << 8 | u16::from(m.to())
}

/// A move's slot in the history table.
#[inline(always)]
pub(super) fn history_index(turn: Color, m: &Move) -> usize {
    turn.index() * HISTORY_SIDE + usize::from(m.from()) * 128 + usize::from(m.to())
}

impl<P: Evaluate> Searcher<P> {
    pub(super) fn is_killer(&self, ply: usize, m: &Move) -> bool {
        self.killers[ply].contains(&quiet_key(m))
    }

    /// The quiet move `m` caused a cut-off at `ply`: it becomes the ply's first killer.
    pub(super) fn remember_killer(&mut self, ply: usize, m: &Move) {
        let k = quiet_key(m);
        if self.killers[ply][0] != k {
            self.killers[ply] = [k, self.killers[ply][0]];
        }
    }

    /// At a node of `ply` where the `best_at`-th move tried (in the order of [`Searcher::pick`])
    /// raised alpha: its success rate goes up, those of the moves tried before it down.
    pub(super) fn credit(&mut self, turn: Color, moves: &[Move], ply: usize, best_at: usize) {
        for (j, &(_, index)) in self.order[ply][..=best_at].iter().enumerate() {
            let h = &mut self.history[history_index(turn, &moves[usize::from(index)])];
            if j == best_at {
                *h += (HISTORY_ONE - *h) >> HISTORY_STEP;
            } else {
                *h -= *h >> HISTORY_STEP;
            }
        }
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
        let (mut best, mut top) = (i, order[i].0);
        for (j, &(s, _)) in order.iter().enumerate().skip(i + 1) {
            if s > top {
                (best, top) = (j, s);
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

#[cfg(test)]
mod tests {
    use damier_rules::{International, Position};

    use super::*;

    #[test]
    fn the_best_move_rises_to_the_front_and_the_moves_tried_before_it_sink() {
        let mut s = Searcher::<International>::new(1);
        let pos = International::start();
        let moves = pos.legal_moves();
        let turn = pos.turn();
        let rate = |s: &Searcher<International>, m: &Move| s.history[history_index(turn, m)];
        // The last move generated is the best at every node.
        let best = moves[moves.len() - 1];
        let mut tried_before = Vec::new();
        for _ in 0..100 {
            s.order_moves(&pos, &moves, 0, u8::MAX);
            let at = (0..moves.len()).find(|&i| moves[s.pick(0, i)] == best).unwrap_or(moves.len());
            let before: Vec<i32> = moves.iter().map(|m| rate(&s, m)).collect();
            s.credit(turn, &moves, 0, at);
            assert!(rate(&s, &best) > rate_of(&before, &moves, &best));
            for j in 0..at {
                let m = moves[usize::from(s.order[0][j].1)];
                assert!(rate(&s, &m) < rate_of(&before, &moves, &m), "move tried before the best");
                tried_before.push(m);
            }
            assert!(moves.iter().all(|m| (0..=HISTORY_ONE).contains(&rate(&s, m))));
        }
        s.order_moves(&pos, &moves, 0, u8::MAX);
        assert_eq!(moves[s.pick(0, 0)], best, "the best move is now tried first");
        assert!(rate(&s, &best) > HISTORY_ONE * 3 / 4, "{}", rate(&s, &best));
        assert!(!tried_before.is_empty());
        // Moves never tried before the best keep the even start.
        let untouched = moves.iter().filter(|m| !tried_before.contains(m) && **m != best);
        assert!(untouched.clone().all(|m| rate(&s, m) == HISTORY_START));
    }

    fn rate_of(rates: &[i32], moves: &[Move], m: &Move) -> i32 {
        rates[moves.iter().position(|x| x == m).unwrap_or(0)]
    }
}
