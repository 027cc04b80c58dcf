//! The difficulty levels, and [`think`]: one move at a level within a budget.
//!
//! Seed 004 asks for an opponent that "thinks several moves ahead, is merciless with mistakes,
//! looks further in the endgame — and can still be beaten by an ordinary person at the lower
//! levels". The lower levels search shallowly and, now and then, choose a weaker move on
//! purpose (among moves that lose at most a set margin); the depth-capped levels search deeper
//! as material comes off; the top level uses all the time it is given and plays with the
//! endgame technique ([`Level::technique`]).

use std::fmt;
use std::str::FromStr;

use damier_rules::{Color, Game, Move, Variant};

use crate::eval::Evaluate;
use crate::search::{Info, Limits, SearchResult, Searcher};
use crate::time::Budget;

/// A named strength, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Beginner = 1,
    Novice = 2,
    Club = 3,
    Strong = 4,
    Expert = 5,
    Master = 6,
}

/// A weaker move chosen on purpose: with `percent` % chance, any move scoring within
/// `margin` of the best one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slip {
    pub percent: u64,
    pub margin: i32,
}

impl Level {
    pub const ALL: [Level; 6] =
        [Level::Beginner, Level::Novice, Level::Club, Level::Strong, Level::Expert, Level::Master];

    /// 1 (beginner) to 6 (full strength).
    pub fn number(self) -> u32 {
        self as u32
    }

    pub fn from_number(n: u32) -> Option<Level> {
        Level::ALL.get(n.checked_sub(1)? as usize).copied()
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Novice => "novice",
            Level::Club => "club",
            Level::Strong => "strong",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }

    /// The deepest this level looks in the opening and middle game of `variant` (`None`: no
    /// cap). Dablot has about twice the moves per turn of international draughts, so the same
    /// level looks a little less far there.
    pub fn depth(self, variant: Variant) -> Option<u32> {
        let draughts = [1, 2, 4, 6, 8];
        let dablot = [1, 2, 3, 5, 7];
        let table = if variant == Variant::Dablot { dablot } else { draughts };
        table.get(self as usize - 1).copied()
    }

    /// Whether this level plays with the endgame technique: in Dablot, the ending terms of the
    /// evaluation (a piece no enemy can take hunts and squeezes the enemy), the endgame table
    /// of king and prince against a warrior ([`crate::endgame`]), and the exact repetition
    /// rule (a position seen once before is not yet a draw, so the side ahead can press on).
    /// Dablot games between the expert and the master turn on who takes the enemy king first;
    /// the side that has it must then take every enemy piece, which the technique is for
    /// (README, "Strength": 6 v 5 went from 48.8 % without it to 65–67.5 %). Only the master
    /// has it; draughts has no such terms.
    pub fn technique(self) -> bool {
        self == Level::Master
    }

    /// How often and how far this level strays from its best move.
    pub fn slip(self) -> Option<Slip> {
        match self {
            Level::Beginner => Some(Slip { percent: 50, margin: 150 }),
            Level::Novice => Some(Slip { percent: 25, margin: 60 }),
            _ => None,
        }
    }

    /// The depth cap in a position with `pieces` of `max_pieces` left: seed 004's opponent
    /// "looks further in the endgame", two plies more below half the material, four below a
    /// quarter.
    pub fn depth_for(self, variant: Variant, pieces: u32, max_pieces: u32) -> Option<u32> {
        let bonus = if pieces * 4 <= max_pieces {
            4
        } else if pieces * 2 <= max_pieces {
            2
        } else {
            0
        };
        self.depth(variant).map(|d| d + if d >= 4 { bonus } else { bonus / 2 })
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level's name or number that is none of the six (the text as given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level '{}': expected 1-6 or beginner, novice, club, strong, expert, master",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        let lower = s.trim().to_ascii_lowercase();
        lower
            .parse::<u32>()
            .ok()
            .and_then(Level::from_number)
            .or_else(|| Level::ALL.into_iter().find(|l| l.name() == lower))
            .ok_or_else(|| UnknownLevel(s.to_owned()))
    }
}

/// A small deterministic generator (SplitMix64): the same seed gives the same choices.
#[derive(Clone, Copy, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        let (state, value) = damier_rules::splitmix64(self.0);
        self.0 = state;
        value
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

/// Plays one move of `game` at `level` within `budget`. `seed` makes the weaker levels'
/// deliberate slips reproducible (the position's key is mixed in, so each move differs).
pub fn think<P: Evaluate>(
    searcher: &mut Searcher<P>,
    game: &Game<P>,
    level: Level,
    budget: Budget,
    seed: u64,
    on_info: &mut dyn FnMut(&Info),
) -> SearchResult {
    let pos = game.position();
    let material = pos.material();
    let start = P::start().material();
    let (pieces, max_pieces) = (
        material.total(Color::White) + material.total(Color::Black),
        start.total(Color::White) + start.total(Color::Black),
    );
    let mut limits: Limits = budget.limits();
    limits.forced_in_full = searcher.spends_forced_in_full() && matches!(budget, Budget::MoveTime(_));
    if let Some(cap) = level.depth_for(P::VARIANT, pieces, max_pieces) {
        limits.depth = Some(limits.depth.map_or(cap, |d| d.min(cap)));
    }
    searcher.set_technique(level.technique());
    // Moves on a clock or a time per move come from the book where it has one.
    let timed = matches!(budget, Budget::MoveTime(_) | Budget::Clock { .. });
    if timed
        && searcher.uses_book()
        && let Some(r) = crate::book::answer(game, level, seed)
    {
        on_info(&Info { depth: r.depth, score: r.score, nodes: 0, elapsed: r.elapsed, pv: r.pv.clone() });
        return r;
    }
    let mut result = searcher.search(game, &limits, on_info);
    if let (Some(slip), Some(_)) = (level.slip(), result.best) {
        let mut rng = Rng::new(seed ^ pos.zobrist() ^ game.moves().len() as u64);
        if rng.below(100) < slip.percent {
            let depth = limits.depth.unwrap_or(1).max(1);
            let scored = searcher.score_root_moves(game, depth);
            let best = scored.iter().map(|&(_, s)| s).max().unwrap_or(0);
            let near: Vec<(Move, i32)> =
                scored.into_iter().filter(|&(_, s)| s >= best - slip.margin).collect();
            if !near.is_empty() {
                let (m, s) = near[rng.below(near.len() as u64) as usize];
                result.best = Some(m);
                result.score = s;
                result.pv = vec![m];
            }
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_by_number_and_name() {
        assert_eq!("3".parse::<Level>(), Ok(Level::Club));
        assert_eq!("Master".parse::<Level>(), Ok(Level::Master));
        assert_eq!("7".parse::<Level>(), Err(UnknownLevel("7".to_owned())));
        assert!("0".parse::<Level>().is_err());
        for l in Level::ALL {
            assert_eq!(Level::from_number(l.number()), Some(l));
            assert_eq!(l.name().parse::<Level>(), Ok(l));
        }
    }

    #[test]
    fn the_endgame_is_searched_deeper() {
        let v = Variant::International;
        assert_eq!(Level::Club.depth_for(v, 40, 40), Some(4));
        assert_eq!(Level::Club.depth_for(v, 20, 40), Some(6));
        assert_eq!(Level::Club.depth_for(v, 8, 40), Some(8));
        assert_eq!(Level::Master.depth_for(v, 8, 40), None);
        assert_eq!(Level::Club.depth_for(Variant::Dablot, 60, 60), Some(3));
    }

    #[test]
    fn rng_is_reproducible() {
        let a: Vec<u64> = (0..5).scan(Rng::new(7), |r, _| Some(r.next_u64())).collect();
        let b: Vec<u64> = (0..5).scan(Rng::new(7), |r, _| Some(r.next_u64())).collect();
        assert_eq!(a, b);
        assert_ne!(a[0], a[1]);
    }
}
