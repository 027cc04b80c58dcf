//! What can go wrong, as kinds with their data rather than sentences: an app can word each
//! kind in its own language; `Display` gives the English the command line prints.
//!
//! - [`IllegalMove`]: a move the rules do not allow here, and why;
//! - [`PositionError`]: pieces that cannot make a position of the game;
//! - [`ParseError`]: a FEN or a move text that does not read, with the column and the
//!   [`ParseErrorKind`].
//!
//! A PDN file's errors are kinds too, in the `pdn` module: [`crate::PdnError`] (the game, line
//! and column, and a [`crate::PdnErrorKind`]) and [`crate::ReplayError`] (a game read that does
//! not replay).

use std::fmt;

use crate::game::Outcome;
use crate::types::{Color, MAX_JUMPS, Variant};

/// A move that is not legal in the position it was played in, and why. Squares are named as
/// the game writes them (`32`, `e5`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum IllegalMove {
    /// The game has ended.
    GameOver(Outcome),
    /// There is no piece on the start square.
    NoPiece { square: String },
    /// The piece on the start square is the other side's.
    NotYourPiece { square: String, piece: Color, turn: Color },
    /// The side to move has no legal move at all.
    NoLegalMove(Color),
    /// A quiet move while a capture is possible (seed 002 rule 10, seed 004, seed 003).
    CaptureCompulsory,
    /// A capture that stops while it could go on (seed 002 rule 13).
    CaptureUnfinished,
    /// A capture taking fewer than `most` pieces (seed 002 rule 18).
    MajorityCapture { most: usize },
    /// The piece on the start square has no legal move.
    PieceCannotMove { square: String },
    /// None of the above: the move, written in full, is simply not among the legal moves.
    NotLegal { text: String },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver(outcome) => write!(f, "the game is over: {outcome}"),
            IllegalMove::NoPiece { square } => write!(f, "there is no piece on {square}"),
            IllegalMove::NotYourPiece { square, piece, turn } => {
                write!(f, "the piece on {square} is {piece}, but it is {turn}'s turn")
            }
            IllegalMove::NoLegalMove(turn) => write!(f, "{turn} has no legal move"),
            IllegalMove::CaptureCompulsory => f.write_str("capture is compulsory"),
            IllegalMove::CaptureUnfinished => f.write_str("the capture must go on to the end"),
            IllegalMove::MajorityCapture { most } => {
                write!(f, "the capture that takes the most pieces ({most}) is compulsory")
            }
            IllegalMove::PieceCannotMove { square } => write!(f, "the piece on {square} cannot move"),
            IllegalMove::NotLegal { text } => write!(f, "{text} is not a legal move here"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// Pieces that cannot make a position of the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PositionError {
    /// A draughts square number (1-based) beyond the board.
    NoSuchSquare { number: u32, variant: Variant },
    /// A Dablot point index beyond the 72 points.
    NoSuchPoint { index: u8, points: usize },
    /// Two pieces on one point.
    TwoPieces { square: String },
    /// A man on its crowning row (square number, 1-based), where it would have been crowned.
    ManOnCrowningRow { color: Color, number: u32 },
    /// A prince in a game without princes.
    NoPrinces(Variant),
    /// More pieces than a side starts with.
    TooManyPieces { color: Color, count: u32, max: u32, variant: Variant },
    /// Setting up a position to play: a side without pieces, which would have lost already.
    NoPieces(Color),
    /// Dablot: more warriors than 28.
    TooManyWarriors { color: Color, count: u32 },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::NoSuchSquare { number, variant } => {
                write!(f, "there is no square {number} in {variant}")
            }
            PositionError::NoSuchPoint { index, points } => {
                write!(f, "point index {index} is not one of the {points} Dablot points")
            }
            PositionError::TwoPieces { square } => write!(f, "point {square} holds two pieces"),
            PositionError::ManOnCrowningRow { color, number } => write!(
                f,
                "a {color} man cannot stand on square {number}: that is its crowning row, where it would have become a king"
            ),
            PositionError::NoPrinces(variant) => write!(f, "{variant} has no princes"),
            PositionError::TooManyPieces { color, count, max, variant: Variant::Dablot } => write!(
                f,
                "{color} has {count} pieces; a side has at most {max} (28 warriors, a prince and a king)"
            ),
            PositionError::TooManyPieces { color, count, max, variant } => {
                write!(f, "{color} has {count} pieces; a side has at most {max} in {variant}")
            }
            PositionError::NoPieces(color) => write!(f, "{color} has no pieces"),
            PositionError::TooManyWarriors { color, count } => {
                write!(f, "{color} has {count} warriors; a side has at most 28")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// A position the rules can play but that cannot arise in a game: a study position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StudyNote {
    /// Dablot: a side with more princes than the one it starts with.
    Princes { color: Color, count: u32 },
    /// Dablot: a side with more kings than the one it starts with.
    Kings { color: Color, count: u32 },
}

impl fmt::Display for StudyNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StudyNote::Princes { color, count } => {
                write!(f, "{color} has {count} princes: a study position, a game starts with one")
            }
            StudyNote::Kings { color, count } => {
                write!(f, "{color} has {count} kings: a study position, a game starts with one")
            }
        }
    }
}

/// A position or move text that could not be read. `column` is the 0-based byte offset in
/// the input where the problem was found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    pub column: usize,
    pub kind: ParseErrorKind,
}

/// What is wrong with a FEN or a move text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseErrorKind {
    /// FEN: nothing to read.
    EmptyPosition,
    /// FEN: the side to move is not `W` or `B`.
    BadTurn(String),
    /// FEN: a piece list that does not start with `W` or `B`.
    BadSide(String),
    /// FEN: one side's pieces listed twice.
    SideListedTwice(Color),
    /// FEN: an empty entry in a piece list.
    EmptySquare,
    /// FEN or move: a name that is no square of the game.
    NotASquare { text: String, variant: Variant },
    /// FEN: a range such as `31-50` that does not read.
    BadRange(String),
    /// FEN: a square listed twice.
    SquareTwice(String),
    /// FEN: pieces that make no position of the game.
    Position(PositionError),
    /// Move: nothing to read.
    EmptyMove,
    /// Move: two separators in a row.
    MissingSquare,
    /// Move: more landings than [`MAX_JUMPS`].
    TooManyJumps,
    /// Move: a single square, not a move.
    NotAMove(String),
    /// Move: the text names no legal move, for this reason (`None`: no reason more precise).
    Refused { text: String, why: Option<IllegalMove> },
    /// Move: a route leg that captures nothing.
    NoCaptureBetween { from: String, to: String },
    /// Move: the route names a capture that is not legal here.
    NotLegalHere(String),
    /// Move: a short form two legal captures share; `forms` are their long forms.
    Ambiguous { text: String, forms: Vec<String> },
    /// A legal-looking move the game refused.
    Illegal(IllegalMove),
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::EmptyPosition => {
                f.write_str("empty position: expected something like W:W31-50:B1-20")
            }
            ParseErrorKind::BadTurn(text) => write!(f, "the side to move must be W or B, not '{text}'"),
            ParseErrorKind::BadSide(text) => write!(f, "a piece list must start with W or B, not '{text}'"),
            ParseErrorKind::SideListedTwice(side) => write!(f, "the {side} pieces are listed twice"),
            ParseErrorKind::EmptySquare => f.write_str("empty square in the piece list"),
            ParseErrorKind::NotASquare { text, variant } => {
                write!(f, "'{text}' is not a square of {variant}")
            }
            ParseErrorKind::BadRange(text) => write!(f, "'{text}' is not a valid range"),
            ParseErrorKind::SquareTwice(square) => write!(f, "square {square} holds two pieces"),
            ParseErrorKind::Position(e) => e.fmt(f),
            ParseErrorKind::EmptyMove => f.write_str("empty move"),
            ParseErrorKind::MissingSquare => f.write_str("a square is missing"),
            ParseErrorKind::TooManyJumps => write!(f, "a move has at most {MAX_JUMPS} jumps"),
            ParseErrorKind::NotAMove(text) => {
                write!(f, "'{text}' is not a move: expected FROM-TO or FROMxTO")
            }
            ParseErrorKind::Refused { text, why: Some(why) } => write!(f, "{text}: {why}"),
            ParseErrorKind::Refused { text, why: None } => write!(f, "{text}: not a legal move"),
            ParseErrorKind::NoCaptureBetween { from, to } => {
                write!(f, "no capture leads from {from} to {to}")
            }
            ParseErrorKind::NotLegalHere(text) => write!(f, "{text} is not a legal move here"),
            ParseErrorKind::Ambiguous { text, forms } => {
                write!(f, "{text} is ambiguous: write {}", forms.join(" or "))
            }
            ParseErrorKind::Illegal(e) => e.fmt(f),
        }
    }
}

impl ParseError {
    pub fn new(column: usize, kind: ParseErrorKind) -> ParseError {
        ParseError { column, kind }
    }

    /// `text` at `column` names no square of `P`'s game.
    pub(crate) fn not_a_square<P: crate::position::Position>(column: usize, text: &str) -> ParseError {
        ParseError::new(column, ParseErrorKind::NotASquare { text: text.to_owned(), variant: P::VARIANT })
    }

    /// What is wrong, in English (without the column).
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at column {}: {}", self.column + 1, self.kind)
    }
}

impl std::error::Error for ParseError {}
