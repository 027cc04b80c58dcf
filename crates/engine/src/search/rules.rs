//! The searcher's memory of the game (a frame per position from the start to the current
//! node) and the end rules of each game applied inside the tree: repetitions, the FMJD
//! limits of rule 24 and the 25 king moves, English's arbiter, Dablot's two lone kings.

use damier_rules::game::{
    ARBITER_PLIES, FMJD_KING_MOVES_PLIES, arbiter_score, fmjd_rule24_limit, rule24_applies, two_lone_kings,
};
use damier_rules::{DrawRule24, Game, Material, Move, Variant};

use super::Searcher;
use crate::eval::Evaluate;

/// English: a repetition hands the game to the arbiter (seed 004), scored below any real win.
const ARBITER_WIN: i32 = 5_000;

/// What the search remembers of each position on the way to the current node.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    pub(super) hash: u64,
    /// Plies since the last capture or man move (nothing before can come back).
    pub(super) reversible: u16,
    /// Plies played with exactly these pieces (a capture or promotion starts it again).
    pub(super) same_material: u16,
    pub(super) material: Material,
}

impl<P: Evaluate> Searcher<P> {
    pub(super) fn load_history(&mut self, game: &Game<P>) {
        self.frames.clear();
        let positions = game.positions();
        let first = &positions[0];
        self.frames.push(Frame {
            hash: first.zobrist(),
            reversible: 0,
            same_material: 0,
            material: first.material(),
        });
        for (i, m) in game.moves().iter().enumerate() {
            self.push(&positions[i], m, &positions[i + 1]);
        }
        self.root = self.frames.len() - 1;
    }

    pub(super) fn push(&mut self, before: &P, m: &Move, after: &P) {
        // The child probes its bucket next, unless a rule or the horizon ends it first.
        self.tt.prefetch(after.zobrist());
        let prev = self.frames[self.frames.len() - 1];
        let irreversible = before.is_irreversible(m);
        // Only captures and men's moves (promotions) change the material.
        let material = if irreversible { after.material() } else { prev.material };
        self.frames.push(Frame {
            hash: after.zobrist(),
            reversible: if irreversible { 0 } else { prev.reversible.saturating_add(1) },
            same_material: if material == prev.material { prev.same_material.saturating_add(1) } else { 0 },
            material,
        });
    }

    /// The earlier occurrences of the current position with the same side to move, since the
    /// last irreversible move, latest first (indices in `frames`).
    fn occurrences(&self) -> impl Iterator<Item = usize> + '_ {
        let n = self.frames.len();
        let cur = self.frames[n - 1];
        let oldest = (n - 1).saturating_sub(cur.reversible as usize);
        (oldest..n.saturating_sub(2)).rev().step_by(2).filter(move |&i| self.frames[i].hash == cur.hash)
    }

    /// The current position occurred before with the same side to move, since the last
    /// irreversible move.
    fn repeated(&self) -> bool {
        self.occurrences().next().is_some()
    }

    /// Dablot with the endgame technique: the current position is a draw by repetition, or
    /// will be. A third occurrence is the rule's draw; a position repeated inside the tree
    /// is taken as one (the side that went back can go back again); a position played once
    /// in the game before the root is not, so the side ahead may pass through it again.
    fn repetition_draw(&self) -> bool {
        let mut seen = self.occurrences();
        seen.next().is_some_and(|latest| latest >= self.root || seen.next().is_some())
    }

    /// The score the game's end rules give the current position, if they end the game here.
    pub(super) fn rule_score(&self, pos: &P, ply: usize) -> Option<i32> {
        let cur = self.frames[self.frames.len() - 1];
        match P::VARIANT {
            Variant::International => {
                // Seed 002 rule 25: a repetition leads to the draw (the search does not wait
                // for the third occurrence).
                if self.repeated() {
                    return Some(0);
                }
                let fmjd = self.options.rule24 == DrawRule24::Fmjd;
                // FMJD: 25 moves each of kings only, without capture.
                if fmjd && usize::from(cur.reversible) >= FMJD_KING_MOVES_PLIES {
                    return Some(0);
                }
                // Seed 002 rule 24: a lone king against at most three pieces with a king; the
                // FMJD form after 16 moves (three pieces) or 5 moves (fewer).
                let m = cur.material;
                if !rule24_applies(&m) {
                    return None;
                }
                (!fmjd || usize::from(cur.same_material) >= fmjd_rule24_limit(&m).0).then_some(0)
            }
            Variant::English => {
                // Seed 004 "L'arbitre": king moves with a repetition; the better arbiter score
                // wins. Any repetition in the tree is taken as reaching the arbiter.
                let window = cur.reversible as usize >= ARBITER_PLIES && {
                    let n = self.frames.len();
                    let w = &self.frames[n - 1 - ARBITER_PLIES..];
                    w.iter().enumerate().any(|(i, f)| w[i + 1..].iter().any(|g| g.hash == f.hash))
                };
                if !window && !self.repeated() {
                    return None;
                }
                let me = pos.turn();
                let own = arbiter_score(pos, me) as i32;
                let other = arbiter_score(pos, me.opposite()) as i32;
                Some((own - other).signum() * (ARBITER_WIN - ply as i32))
            }
            Variant::Dablot => {
                // dablot-rules.md: two lone kings, or the third occurrence of a position, draw
                // (without the technique, any repetition is taken as the draw).
                let draw = if self.technique { self.repetition_draw() } else { self.repeated() };
                if draw {
                    return Some(0);
                }
                two_lone_kings(&cur.material).then_some(0)
            }
        }
    }
}
