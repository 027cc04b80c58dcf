//! The draughts board's bit layout (see the module documentation of [`super`]): square
//! numbers to bits, the four diagonal shifts, rows, crowning rows and Zobrist keys.

use std::marker::PhantomData;

use crate::types::Color;

use super::Rules;

pub(super) const NW: usize = 0; // up-left
pub(super) const NE: usize = 1; // up-right
pub(super) const SW: usize = 2; // down-left
pub(super) const SE: usize = 3; // down-right
pub(super) const REVERSE: [usize; 4] = [SE, SW, NE, NW];

#[inline(always)]
pub(super) fn shift(bb: u64, d: i32) -> u64 {
    if d >= 0 { bb << d } else { bb >> -d }
}

/// Board geometry derived from `R::COLS` and `R::ROWS`.
pub struct Geometry<R>(PhantomData<R>);

impl<R: Rules> Geometry<R> {
    pub const SQUARES: u32 = R::COLS * R::ROWS;
    /// Shifts for NW, NE, SW, SE.
    pub(super) const DIRS: [i32; 4] =
        [-(R::COLS as i32 + 1), -(R::COLS as i32), R::COLS as i32, R::COLS as i32 + 1];
    pub(super) const BIT: [u8; 64] = {
        let mut t = [0u8; 64];
        let mut s = 0;
        while s < Self::SQUARES {
            t[s as usize] = (s + s / (2 * R::COLS)) as u8;
            s += 1;
        }
        t
    };
    pub(super) const SQUARE: [u8; 64] = {
        let mut t = [u8::MAX; 64];
        let mut s = 0;
        while s < Self::SQUARES {
            t[Self::BIT[s as usize] as usize] = s as u8;
            s += 1;
        }
        t
    };
    pub(super) const BOARD: u64 = Self::rows(0, R::ROWS);
    /// Squares of rows `lo..hi` (row 0 at the top).
    pub(super) const fn rows(lo: u32, hi: u32) -> u64 {
        let mut bb = 0;
        let mut s = lo * R::COLS;
        while s < hi * R::COLS {
            bb |= 1u64 << Self::BIT[s as usize];
            s += 1;
        }
        bb
    }
    /// The crowning row of each colour: White's is the top row (seed 002 rule 8).
    pub(super) const PROMOTION: [u64; 2] = [Self::rows(0, 1), Self::rows(R::ROWS - 1, R::ROWS)];
    pub(super) const KEYS: [u64; 257] = crate::zobrist::keys::<257>(R::ZOBRIST_SEED);

    /// The bit of 0-based square `sq`.
    #[inline(always)]
    pub const fn bit(sq: u8) -> u64 {
        1u64 << Self::BIT[sq as usize]
    }

    /// The squares (as bits) one step forward of the men `men` of `color`, one set per
    /// forward direction, empty or not (seed 002 rule 7).
    pub const fn man_steps(men: u64, color: Color) -> [u64; 2] {
        let (a, b) = (R::COLS, R::COLS + 1);
        match color {
            Color::White => [men >> a, men >> b],
            Color::Black => [men << a, men << b],
        }
    }

    /// The empty squares (of `empty`) the kings `kings` can move to: along the four
    /// diagonals up to the first occupied square (seed 002 rule 9), or one square where kings
    /// do not fly (seed 004).
    pub fn king_targets(kings: u64, empty: u64) -> u64 {
        Self::DIRS.iter().fold(0, |targets, &d| targets | Self::king_ray(kings, d, empty))
    }

    /// The empty squares (of `empty`) the kings `kings` can move to in direction `d` (one of
    /// [`Self::DIRS`]): up to the first occupied square (seed 002 rule 9), or one square where
    /// kings do not fly (seed 004). Two kings' rays in one direction never meet, so each
    /// square of the result is one move.
    #[inline(always)]
    pub(super) fn king_ray(kings: u64, d: i32, empty: u64) -> u64 {
        let mut ray = shift(kings, d) & empty;
        let mut targets = ray;
        while R::FLYING_KINGS && ray != 0 {
            ray = shift(ray, d) & empty;
            targets |= ray;
        }
        targets
    }

    /// Row (0 = top) and column (0 = left) of square `sq`, as White sees the board. Playing
    /// squares are those where row + column is odd, so the bottom-left corner (row `ROWS - 1`,
    /// column 0) is a playing, dark square (seed 002 rule 4).
    pub const fn coords(sq: u8) -> (i32, i32) {
        let (r, c) = (sq as u32 / R::COLS, sq as u32 % R::COLS);
        (r as i32, (2 * c + (r % 2 == 0) as u32) as i32)
    }

    pub const fn square_at(row: i32, col: i32) -> Option<u8> {
        let n = 2 * R::COLS as i32;
        if row >= 0 && row < R::ROWS as i32 && col >= 0 && col < n && (row + col) % 2 == 1 {
            Some((row as u32 * R::COLS + col as u32 / 2) as u8)
        } else {
            None
        }
    }

    #[inline(always)]
    pub(super) fn key(color: Color, king: bool, bit: u32) -> u64 {
        Self::KEYS[(color.index() * 2 + usize::from(king)) * 64 + bit as usize]
    }
}

#[inline(always)]
pub(super) fn for_each_bit(mut bb: u64, mut f: impl FnMut(u32)) {
    while bb != 0 {
        f(bb.trailing_zeros());
        bb &= bb - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::Geometry;
    use crate::draughts::{Draughts, EnglishRules, InternationalRules, Rules};
    use crate::{Position, Role};

    /// The squares `king_targets` gives for the side to move's kings, and the destinations of
    /// its king moves in the generated list (the position has no capture).
    fn targets_and_moves<R: Rules>(fen: &str) -> (Vec<u8>, Vec<u8>) {
        let pos = Draughts::<R>::from_fen(fen).expect("a valid FEN");
        assert!(!pos.must_capture(), "{fen}: the test needs a quiet position");
        let [white, black, kings] = pos.bitboards();
        let own = if pos.turn() == crate::Color::White { white } else { black };
        let empty = Geometry::<R>::BOARD & !(white | black);
        let targets = Geometry::<R>::king_targets(own & kings, empty);
        let squares = (0..Geometry::<R>::SQUARES as u8).filter(|&s| targets & Geometry::<R>::bit(s) != 0);
        let mut moves: Vec<u8> = pos
            .legal_moves()
            .iter()
            .filter(|m| pos.piece_at(m.from()).is_some_and(|p| p.role == Role::King))
            .map(|m| m.to())
            .collect();
        moves.sort_unstable();
        moves.dedup();
        (squares.collect(), moves)
    }

    #[test]
    fn king_targets_are_the_kings_destinations() {
        // International: flying kings stop before pieces of either colour (seed 002 rule 9).
        let (targets, moves) = targets_and_moves::<InternationalRules>("W:WK28,K46,37,17:B5");
        assert_eq!(targets, moves);
        // Squares 10, 14, 19, 22, 23, 32, 33, 39, 41, 44, 50 (0-based below): 28 flies to 10
        // (the black man on 5 is on the board's edge), stops before its men on 17 and 37.
        assert_eq!(targets, [9, 13, 18, 21, 22, 31, 32, 38, 40, 43, 49]);
        // English: one square (seed 004).
        let (targets, moves) = targets_and_moves::<EnglishRules>("W:WK14,K29,25:B1");
        assert_eq!(targets, moves);
        // Squares 9, 10, 17, 18 around 14; 29 is walled in by its man on 25.
        assert_eq!(targets, [8, 9, 16, 17]);
    }
}
