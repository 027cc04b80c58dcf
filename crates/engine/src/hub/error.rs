//! What a Hub command can get wrong, as kinds with their data: the session answers each with
//! `error message=".."`, the English of [`CommandError`]'s `Display`.

use std::fmt;

use damier_rules::pdn::MAX_MOVES;
use damier_rules::{IllegalMove, PositionError, Variant};

use super::MAX_SECONDS;
use crate::level::UnknownLevel;
use crate::search::MAX_THREADS;

/// A Hub command that cannot be carried out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    /// A line that is not UTF-8 text: its first 40 characters, decoded lossily.
    NotUtf8 { start: String },
    /// A position string that does not start with the side to move.
    NoTurn { position: String },
    /// A position string with the wrong number of squares after the side to move.
    SquareCount { variant: Variant, squares: usize, found: usize },
    /// A letter that marks no piece, at a square (1-based).
    PieceLetter { letter: char, square: usize },
    /// Pieces that make no position of the game.
    Position(PositionError),
    /// More moves than any game has.
    TooManyMoves,
    /// A move that is not legal in the position (its text, the position's FEN).
    NotLegal { text: String, fen: String },
    /// A move the game refused (its text, why).
    Refused { text: String, error: IllegalMove },
    /// A `level` value out of its range (the key, the value, what it must be).
    LevelValue { key: String, value: String, expected: Expected },
    /// `set-param name=variant` with an unknown value.
    UnknownVariant { value: String },
    /// `set-param name=rules` with an unknown value.
    UnknownRules { value: String },
    /// `set-param name=level` with an unknown value.
    Level(UnknownLevel),
    /// `set-param name=hash` out of range.
    Hash,
    /// `set-param name=threads` out of range.
    Threads,
    /// `set-param name=book` neither true nor false.
    Book,
    /// The search failed (a bug: its panic's text); a legal move is still played.
    SearchFailed { message: String },
    /// `egdb-dir` holds no tables of this flavour that check out.
    NoTables { dir: String, tables: &'static str },
    /// Some of the tables' files do not check out.
    TablesRefused { dir: String, tables: &'static str, refused: usize },
}

/// What a `level` value must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A whole number, 1 or more (`depth`, `nodes`).
    Positive,
    /// A whole number (`moves`).
    Whole,
    /// Seconds from 0 to [`MAX_SECONDS`].
    Seconds,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Positive => f.write_str("a whole number, 1 or more"),
            Expected::Whole => f.write_str("a whole number"),
            Expected::Seconds => write!(f, "seconds, 0 to {MAX_SECONDS}"),
        }
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::NotUtf8 { start } => write!(f, "the line '{start}' is not UTF-8 text: ignored"),
            CommandError::NoTurn { position } => {
                write!(f, "the position '{position}' must start with W or B (the side to move)")
            }
            CommandError::SquareCount { variant, squares, found } => {
                write!(f, "{variant} needs {squares} squares after the side to move, not {found}")
            }
            CommandError::PieceLetter { letter, square } => {
                write!(f, "'{letter}' at square {square} is not one of w b W B e")
            }
            CommandError::Position(e) => e.fmt(f),
            CommandError::TooManyMoves => write!(f, "more than {MAX_MOVES} moves: no game is that long"),
            CommandError::NotLegal { text, fen } => write!(f, "the move '{text}' is not legal in {fen}"),
            CommandError::Refused { text, error } => write!(f, "the move '{text}': {error}"),
            CommandError::LevelValue { key, value, expected } => {
                write!(f, "level {key}={value}: expected {expected}")
            }
            CommandError::UnknownVariant { value } => {
                write!(f, "unknown variant {value}: normal, english or dablot")
            }
            CommandError::UnknownRules { value } => write!(f, "unknown rules {value}: fmjd or seed"),
            CommandError::Level(e) => e.fmt(f),
            CommandError::Hash => f.write_str("hash must be 1 to 4096 (MiB)"),
            CommandError::Threads => write!(f, "threads must be 1 to {MAX_THREADS}"),
            CommandError::Book => f.write_str("book must be true or false"),
            CommandError::SearchFailed { message } => f.write_str(message),
            CommandError::NoTables { dir, tables } => write!(
                f,
                "no {tables} endgame tables in {dir} (build them with damier-engine egdb --dir): playing without them"
            ),
            CommandError::TablesRefused { dir, tables, refused } => write!(
                f,
                "{refused} {tables} table files in {dir} do not check out (damaged or from another version; build them again with damier-engine egdb): playing without those"
            ),
        }
    }
}

impl std::error::Error for CommandError {}
