//! Types shared by the three games: colours, piece roles, variants and moves.

use std::fmt;
use std::str::FromStr;

/// The two sides. In international draughts and Dablot White moves first; in English
/// checkers Black does (seed 004 and PDN GameType 21).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Color {
    White,
    Black,
}

impl Color {
    #[inline]
    pub const fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// The letter FEN and PDN use: `W` or `B`.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// What a piece is. Draughts know men and kings, and "piece" means either (seed 002 rule 2);
/// Dablot has warriors (stored as `Man`), one prince and one king per side (seed 003).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Role {
    /// A draughts man, or a Dablot warrior (rank 0).
    Man,
    /// The Dablot prince (rank 1).
    Prince,
    /// A draughts king, or the Dablot king (rank 2).
    King,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

/// The three games Damier plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Variant {
    International,
    English,
    Dablot,
}

impl Variant {
    pub const ALL: [Variant; 3] = [Variant::International, Variant::English, Variant::Dablot];

    /// The lower-case name the command line and the Hub `variant` parameter use.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::International => "international",
            Variant::English => "english",
            Variant::Dablot => "dablot",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown variant '{s}' (expected international, english or dablot)"))
    }
}

/// The most jumps one capture can make: a side has at most 30 pieces (Dablot), and each
/// jump takes one of them.
pub const MAX_JUMPS: usize = 30;

/// A move: its start, its landing squares and the squares it captures, in capture order.
///
/// Squares are 0-based indices (draughts square `n` is index `n - 1`; Dablot points run
/// row by row from a1 = 0). A quiet move has one landing (its destination) and no capture.
///
/// Equality and hashing follow the counting rule of FMJD/Scan perft and seed 003: moves with
/// the same start, end and *set* of captured pieces are one move, whatever the route.
#[derive(Clone, Copy)]
pub struct Move {
    from: u8,
    len: u8,
    landings: [u8; MAX_JUMPS],
    captures: [u8; MAX_JUMPS],
}

impl Move {
    /// A step from `from` to `to`.
    pub const fn quiet(from: u8, to: u8) -> Move {
        let mut landings = [0; MAX_JUMPS];
        landings[0] = to;
        Move { from, len: 0, landings, captures: [0; MAX_JUMPS] }
    }

    /// A capture from `from` through `landings`, taking `captures` (same length, in order).
    ///
    /// # Panics
    /// If the lengths differ, are zero or exceed [`MAX_JUMPS`]; generators never do that.
    #[inline]
    pub fn capture(from: u8, landings: &[u8], captures: &[u8]) -> Move {
        assert!(landings.len() == captures.len() && !landings.is_empty());
        assert!(landings.len() <= MAX_JUMPS);
        let mut m =
            Move { from, len: landings.len() as u8, landings: [0; MAX_JUMPS], captures: [0; MAX_JUMPS] };
        m.landings[..landings.len()].copy_from_slice(landings);
        m.captures[..captures.len()].copy_from_slice(captures);
        m
    }

    #[inline]
    pub fn from(&self) -> u8 {
        self.from
    }

    #[inline]
    pub fn to(&self) -> u8 {
        self.landings[(self.len as usize).max(1) - 1]
    }

    #[inline]
    pub fn is_capture(&self) -> bool {
        self.len > 0
    }

    /// The landing squares, the last being the destination. A quiet move has one.
    #[inline]
    pub fn landings(&self) -> &[u8] {
        &self.landings[..(self.len as usize).max(1)]
    }

    /// The captured squares in the order they were taken (seed 002 rule 20).
    #[inline]
    pub fn captures(&self) -> &[u8] {
        &self.captures[..self.len as usize]
    }

    /// The captured squares as a set (bit `i` for square `i`).
    #[inline]
    pub fn captured_set(&self) -> u128 {
        self.captures().iter().fold(0u128, |acc, &s| acc | 1u128 << s)
    }

    fn key(&self) -> (u8, u8, u128) {
        (self.from, self.to(), self.captured_set())
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Move {}

impl std::hash::Hash for Move {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({}", self.from)?;
        for (i, l) in self.landings().iter().enumerate() {
            let sep = if self.is_capture() { 'x' } else { '-' };
            write!(f, "{sep}{l}")?;
            if let Some(c) = self.captures().get(i) {
                write!(f, "(:{c})")?;
            }
        }
        f.write_str(")")
    }
}
