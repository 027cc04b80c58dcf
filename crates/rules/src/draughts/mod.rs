//! International draughts (FMJD; seeds 000, 001, 002) and English checkers (seed 004) on
//! one bitboard engine. Board geometry is separate from the rules (as in rhalbersma/dctl):
//! [`Rules`] names each rule as a constant citing its article, and the generator reads them.
//!
//! # Board layout
//! Squares are numbered row by row from the top-left playing square as White sees the board
//! (PDN), index `n - 1` for square `n`. Bits leave one ghost bit after every two rows, so the
//! four diagonal neighbours of every square are the same shifts: `+COLS` (down-left),
//! `+COLS+1` (down-right), `-(COLS+1)` (up-left), `-COLS` (up-right). A shift off the side of
//! the board lands on a ghost bit or outside the board mask, never on a real square.
//! White sits at the bottom (high numbers) and moves up; Black moves down.
//!
//! The module's parts: [`Rules`] (the rules table) and the [`Position`] implementation here,
//! `geometry` (the bit layout, [`Geometry`]), `captures` (the capture search) and `generate`
//! (quiet moves, playing moves, perft).

mod captures;
mod generate;
mod geometry;

use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;

use crate::error::PositionError;
use crate::position::{Material, Position};
use crate::types::{Color, Move, Piece, Role, Variant};

use captures::Lean;
pub use geometry::Geometry;
use geometry::for_each_bit;

/// One draughts rule set: the articles that differ between the games, as named constants.
pub trait Rules: Copy + Eq + Hash + fmt::Debug + Default + Send + Sync + 'static {
    const VARIANT: Variant;
    /// Playable squares per row: 5 on the 100-square board (seed 002 rule 3), 4 on the 8x8.
    const COLS: u32;
    const ROWS: u32;
    const MAX_PIECES: u32;
    /// The side that moves first (seed 002 rule 6; seed 004).
    const FIRST_MOVER: Color;
    /// Men capture backwards too (seed 002 rule 10) or forwards only (seed 004).
    const MEN_CAPTURE_BACKWARD: bool;
    /// Kings move and capture at distance (seed 002 rule 9; seed 002
    /// rule 15 for their captures) or one square (seed 004).
    const FLYING_KINGS: bool;
    /// The sequence taking the most pieces is compulsory (seed 002 rule 18).
    const MAJORITY_CAPTURE: bool;
    /// A man reaching the crowning row ends its move there, even if it could capture on
    /// (seed 004 "Couronnation"); otherwise it promotes only if it ends there (rule 8).
    const CROWNING_ENDS_MOVE: bool;
    const ZOBRIST_SEED: u64;
}

/// International draughts: 10x10, FMJD rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct InternationalRules;

impl Rules for InternationalRules {
    const VARIANT: Variant = Variant::International;
    const COLS: u32 = 5; // seed 002 rule 3: 100 squares, 50 dark ones
    const ROWS: u32 = 10;
    const MAX_PIECES: u32 = 20; // seed 002 rule 5: 20 men each
    const FIRST_MOVER: Color = Color::White; // seed 002 rule 6
    const MEN_CAPTURE_BACKWARD: bool = true; // seed 002 rule 10
    const FLYING_KINGS: bool = true; // seed 002 rule 9, seed 002 rule 15
    const MAJORITY_CAPTURE: bool = true; // seed 002 rule 18
    const CROWNING_ENDS_MOVE: bool = false; // seed 002 rule 8, seed 001 rule 1
    const ZOBRIST_SEED: u64 = 0x4441_4d49_4552_3130;
}

/// English/American checkers as seed 004 plays it: 8x8, short kings, men forward only.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct EnglishRules;

impl Rules for EnglishRules {
    const VARIANT: Variant = Variant::English;
    const COLS: u32 = 4;
    const ROWS: u32 = 8;
    const MAX_PIECES: u32 = 12;
    const FIRST_MOVER: Color = Color::Black; // seed 004, PDN GameType 21
    const MEN_CAPTURE_BACKWARD: bool = false; // seed 004 "Les pions ne peuvent qu'avancer"
    const FLYING_KINGS: bool = false; // seed 004: kings go to neighbouring squares; no "dames volantes"
    const MAJORITY_CAPTURE: bool = false; // seed 004: capture is compulsory, no longest-capture rule
    const CROWNING_ENDS_MOVE: bool = true; // seed 004 "Une couronnation termine le coup"
    const ZOBRIST_SEED: u64 = 0x4441_4d49_4552_3038;
}

/// A draughts position under rules `R`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Draughts<R: Rules> {
    white: u64,
    black: u64,
    kings: u64,
    hash: u64,
    turn: Color,
    rules: PhantomData<R>,
}

pub type International = Draughts<InternationalRules>;
pub type English = Draughts<EnglishRules>;

impl<R: Rules> Position for Draughts<R> {
    const VARIANT: Variant = R::VARIANT;
    const SQUARES: usize = (R::COLS * R::ROWS) as usize;
    const ALWAYS_LONG_CAPTURES: bool = false;
    const MAJORITY_CAPTURE: bool = R::MAJORITY_CAPTURE;
    const GRID_SIDE: u8 = (2 * R::COLS) as u8;

    /// seed 002 rule 5: 20 men each on the first four rows; seed 004: 12 each on three rows;
    /// [`Rules::FIRST_MOVER`] to move.
    fn start() -> Self {
        let rows = (R::ROWS - 2) / 2;
        let black = Geometry::<R>::rows(0, rows);
        let white = Geometry::<R>::rows(R::ROWS - rows, R::ROWS);
        Self::from_masks(R::FIRST_MOVER, white, black, 0)
    }

    fn problems(pieces: &[(u8, Piece)]) -> Vec<PositionError> {
        let mut problems = Vec::new();
        let mut counts = [0u32; 2];
        for &(sq, p) in pieces {
            if sq as usize >= Self::SQUARES {
                problems.push(PositionError::NoSuchSquare { number: sq as u32 + 1, variant: R::VARIANT });
                continue;
            }
            let bit = Geometry::<R>::bit(sq);
            match p.role {
                // seed 002 rule 8: a man that stops on the far row is crowned.
                Role::Man if bit & Geometry::<R>::PROMOTION[p.color.index()] != 0 => {
                    let number = sq as u32 + 1;
                    problems.push(PositionError::ManOnCrowningRow { color: p.color, number });
                }
                Role::Prince if !problems.contains(&PositionError::NoPrinces(R::VARIANT)) => {
                    problems.push(PositionError::NoPrinces(R::VARIANT));
                }
                _ => {}
            }
            counts[p.color.index()] += 1;
        }
        for color in [Color::White, Color::Black] {
            // seed 002 rule 5: 20 men each (12 in English checkers, seed 004).
            let (count, max, variant) = (counts[color.index()], R::MAX_PIECES, R::VARIANT);
            if count > max {
                problems.push(PositionError::TooManyPieces { color, count, max, variant });
            }
        }
        problems
    }

    fn from_pieces(turn: Color, pieces: &[(u8, Piece)]) -> Result<Self, PositionError> {
        if let Some(problem) = Self::problems(pieces).into_iter().next() {
            return Err(problem);
        }
        let (mut white, mut black, mut kings) = (0u64, 0u64, 0u64);
        for &(sq, p) in pieces {
            let bit = Geometry::<R>::bit(sq);
            if p.role == Role::King {
                kings |= bit;
            }
            match p.color {
                Color::White => white |= bit,
                Color::Black => black |= bit,
            }
        }
        Ok(Self::from_masks(turn, white, black, kings))
    }

    fn turn(&self) -> Color {
        self.turn
    }

    fn piece_at(&self, square: u8) -> Option<Piece> {
        if square as usize >= Self::SQUARES {
            return None;
        }
        let bit = Geometry::<R>::bit(square);
        let color = if self.white & bit != 0 {
            Color::White
        } else if self.black & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings & bit != 0 { Role::King } else { Role::Man };
        Some(Piece { color, role })
    }

    fn generate_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        // seed 002 rule 10 / seed 004: capturing is compulsory.
        if self.turn == Color::White {
            self.generate::<true>(out);
        } else {
            self.generate::<false>(out);
        }
    }

    fn must_capture(&self) -> bool {
        if self.turn == Color::White {
            self.capture_sources::<true>() != 0
        } else {
            self.capture_sources::<false>() != 0
        }
    }

    fn has_moves(&self) -> bool {
        if self.turn == Color::White {
            self.count_quiet::<true>() != 0 || self.capture_sources::<true>() != 0
        } else {
            self.count_quiet::<false>() != 0 || self.capture_sources::<false>() != 0
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        let captured = m.captures().iter().fold(0u64, |acc, &s| acc | Geometry::<R>::bit(s));
        let (from, to) = (Geometry::<R>::bit(m.from()), Geometry::<R>::bit(m.to()));
        if self.turn == Color::White {
            self.play_bits::<true, true>(from, to, captured);
        } else {
            self.play_bits::<true, false>(from, to, captured);
        }
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        let mut h = if self.turn == Color::Black { Geometry::<R>::KEYS[256] } else { 0 };
        for (c, bb) in [(Color::White, self.white), (Color::Black, self.black)] {
            for_each_bit(bb, |b| h ^= Geometry::<R>::key(c, self.kings >> b & 1 != 0, b));
        }
        h
    }

    fn perft(&self, depth: u32) -> u64 {
        let mut bufs: Vec<Vec<Lean>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
        if self.turn == Color::White {
            self.perft_with::<true>(depth, &mut bufs)
        } else {
            self.perft_with::<false>(depth, &mut bufs)
        }
    }

    fn grid_coords(square: u8) -> Option<(i32, i32)> {
        ((square as usize) < Self::SQUARES).then(|| Geometry::<R>::coords(square))
    }

    fn grid_square_at(row: i32, col: i32) -> Option<u8> {
        Geometry::<R>::square_at(row, col)
    }

    fn square_name(square: u8) -> String {
        (u32::from(square) + 1).to_string()
    }

    fn parse_square(text: &str) -> Option<u8> {
        if text.is_empty() || text.len() > 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: usize = text.parse().ok()?;
        (1..=Self::SQUARES).contains(&n).then(|| (n - 1) as u8)
    }

    fn jumped_between(&self, a: u8, b: u8, vacated: u8) -> Option<u8> {
        if a as usize >= Self::SQUARES || b as usize >= Self::SQUARES {
            return None;
        }
        let (ra, ca) = Geometry::<R>::coords(a);
        let (rb, cb) = Geometry::<R>::coords(b);
        let (dr, dc) = (rb - ra, cb - ca);
        if dr.abs() != dc.abs() || dr.abs() < 2 {
            return None;
        }
        let mut found = None;
        for i in 1..dr.abs() {
            let sq = Geometry::<R>::square_at(ra + i * dr.signum(), ca + i * dc.signum())?;
            if sq != vacated && self.piece_at(sq).is_some() {
                if found.is_some() {
                    return None;
                }
                found = Some(sq);
            }
        }
        found
    }

    fn material(&self) -> Material {
        let count = |bb: u64| bb.count_ones();
        Material {
            men: [count(self.white & !self.kings), count(self.black & !self.kings)],
            princes: [0, 0],
            kings: [count(self.white & self.kings), count(self.black & self.kings)],
        }
    }
}

impl<R: Rules> fmt::Debug for Draughts<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}
