//! The endgame databases inside the tree ([`crate::egdb`]): a position they hold, with no
//! capture pending, scores without a search below it.
//!
//! A won entry scores [`TABLE_WIN`] plus a progress bonus: fewer pieces first, then fewer
//! men (captures and crownings lead to the slices made before), then fewer plies to the next
//! conversion. Every step of the winner's best line raises it, so the winner keeps making
//! progress and never goes round in circles; the loser's best defence lowers it as little as
//! it can. These scores sit below the search's own wins ([`super::WIN`]) and above
//! English's arbiter and any evaluation.
//!
//! The rules that depend on the game's history are applied on top, truthfully: in
//! international under the FMJD form of rule 24, a win whose conversion comes after the
//! draw by 16 / 5 moves (a lone king) or by 25 king moves each is a draw; in English, a
//! drawn entry whose arbiter scores differ is left to the search (the arbiter, seed 004
//! "L'arbitre", may still give the game to the side ahead).

use damier_rules::game::{FMJD_KING_MOVES_PLIES, arbiter_score, fmjd_rule24_limit, rule24_applies};
use damier_rules::{Color, DrawRule24, Variant};

use super::Searcher;
use crate::egdb::Wdl;
use crate::eval::Evaluate;

/// The base score of a won entry.
pub const TABLE_WIN: i32 = 8_000;

/// Positions of up to this many pieces are probed at every node, the horizon's leaves
/// included; those of more (English's 6-piece slices: 2.5 G entries, 397 MB packed, whose
/// blocks mostly miss the cache) only where [`WIDE_PROBE_DEPTH`] plies or more are left.
/// Probed at every leaf, the 6-piece slices left a search of nine-piece positions with 2.3
/// times fewer nodes in the same time, 1.8 plies shallower than with the tables to 5 pieces;
/// probed from 2 plies left, as deep (README, Endgame databases).
const LEAF_PROBE_PIECES: i32 = 5;
const WIDE_PROBE_DEPTH: i32 = 2;

impl<P: Evaluate> Searcher<P> {
    /// The score of the current node from the databases, if they hold it.
    pub(super) fn table_score(&self, pos: &P, depth: i32) -> Option<i32> {
        let cur = self.frames[self.frames.len() - 1];
        let m = cur.material;
        let pieces = (m.total(Color::White) + m.total(Color::Black)) as i32;
        if pieces > LEAF_PROBE_PIECES && depth < WIDE_PROBE_DEPTH {
            return None;
        }
        let w = pos.probe_tables(self.options.rule24)?;
        let plies = match w {
            Wdl::Draw => {
                let me = pos.turn();
                let arbiter = P::VARIANT == Variant::English
                    && arbiter_score(pos, me) != arbiter_score(pos, me.opposite());
                return (!arbiter).then_some(0);
            }
            Wdl::Win(d) | Wdl::Loss(d) => d as usize,
        };
        if P::VARIANT == Variant::International && self.options.rule24 == DrawRule24::Fmjd && m.men == [0, 0]
        {
            // The conversion must come before the draw by rule 24's limits.
            let mut left = FMJD_KING_MOVES_PLIES.saturating_sub(usize::from(cur.reversible));
            if rule24_applies(&m) {
                left = left.min(fmjd_rule24_limit(&m).0.saturating_sub(usize::from(cur.same_material)));
            }
            if plies > left {
                return Some(0);
            }
        }
        let men = (m.men[0] + m.men[1]) as i32;
        let progress = TABLE_WIN + 2048 * (10 - pieces) + 256 * (5 - men) - plies.min(255) as i32;
        Some(if matches!(w, Wdl::Win(_)) { progress } else { -progress })
    }
}
