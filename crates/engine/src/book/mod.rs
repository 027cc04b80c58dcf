//! The opening book: for the early positions of each game, the moves a deep search of our own
//! engine found within a small margin of the best, with their scores. Built by
//! `damier-engine book` ([`build`]), stored in `crates/engine/book/<game>.bin` and embedded.
//!
//! The file, little-endian throughout:
//!
//! | bytes | |
//! |---|---|
//! | 0-7 | `DAMBOOK1` |
//! | 8 | the game: 0 international, 1 English, 2 Dablot |
//! | 9 | the depth of the searches that made it (plies) |
//! | 10-11 | the margin it keeps moves within (hundredths of a man, u16) |
//! | 12-15 | the number of positions (u32) |
//! | 16-23 | FNV-1a 64 checksum of every byte from 24 on |
//! | 24- | per position, by ascending key: the Zobrist key (u64), the number of moves `n` (u8), then `n` times the move's index in the position's legal move list (u8) and its score for the side to move (i16), best first |
//!
//! A move is named by its index in the legal move list: move generation is deterministic (the
//! transposition table relies on it too). The test that walks the book from the start (every
//! position reached, every index legal) catches a change of move order or of Zobrist keys.
//!
//! Play ([`choose`]): only moves under a clock or a time per move come from the book (a search
//! to a depth, a number of nodes or until stopped is analysis); the master plays from the
//! whole book, lower levels from its first plies only, beginners and novices never; among the
//! moves within [`PLAY_MARGIN`] of the best it picks one at random, from the game's seed, so
//! two games differ.

pub mod build;

use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::Duration;

use damier_rules::{Game, Move, Variant};

use crate::eval::Evaluate;
use crate::level::{Level, Rng};
use crate::patterns::checksum;
use crate::search::SearchResult;

const MAGIC: &[u8; 8] = b"DAMBOOK1";
const HEADER: usize = 24;
/// The master plays any book move within this many hundredths of a man of the best.
pub const PLAY_MARGIN: i32 = 10;

/// One move of a book position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// Index in the position's legal move list.
    pub index: u8,
    /// Score for the side to move, in hundredths of a man.
    pub score: i16,
}

/// A book: positions by Zobrist key.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    pub depth: u8,
    pub margin: u16,
    entries: HashMap<u64, Vec<BookMove>>,
}

/// Why a book file does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    Magic,
    Game {
        expected: u8,
        found: u8,
    },
    Truncated,
    Checksum,
    /// Keys not in ascending order, or a position without moves.
    Malformed,
}

impl std::fmt::Display for BookError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BookError::Magic => f.write_str("not a Damier opening book (magic)"),
            BookError::Game { expected, found } => write!(f, "book for game {found}, expected {expected}"),
            BookError::Truncated => f.write_str("book file truncated"),
            BookError::Checksum => f.write_str("book file checksum mismatch"),
            BookError::Malformed => f.write_str("book file malformed (key order or an empty position)"),
        }
    }
}

/// The game's code in the file.
pub fn game_code(variant: Variant) -> u8 {
    match variant {
        Variant::International => 0,
        Variant::English => 1,
        Variant::Dablot => 2,
    }
}

impl Book {
    pub fn new(depth: u8, margin: u16) -> Book {
        Book { depth, margin, entries: HashMap::new() }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The moves of the position with this key, best first.
    pub fn moves(&self, key: u64) -> Option<&[BookMove]> {
        self.entries.get(&key).map(Vec::as_slice)
    }

    pub fn insert(&mut self, key: u64, moves: Vec<BookMove>) {
        self.entries.insert(key, moves);
    }

    /// The positions' keys, ascending.
    pub fn keys(&self) -> Vec<u64> {
        let mut keys: Vec<u64> = self.entries.keys().copied().collect();
        keys.sort_unstable();
        keys
    }

    /// Reads a book file of `variant` (see the module documentation).
    pub fn parse(bytes: &[u8], variant: Variant) -> Result<Book, BookError> {
        let header = bytes.get(..HEADER).ok_or(BookError::Truncated)?;
        if &header[..8] != MAGIC {
            return Err(BookError::Magic);
        }
        if header[8] != game_code(variant) {
            return Err(BookError::Game { expected: game_code(variant), found: header[8] });
        }
        if checksum(&bytes[HEADER..]) != le(&header[16..24]) {
            return Err(BookError::Checksum);
        }
        let mut book = Book::new(header[9], le(&header[10..12]) as u16);
        let mut rest = &bytes[HEADER..];
        let mut last = None;
        for _ in 0..le(&header[12..16]) {
            let head = rest.get(..9).ok_or(BookError::Truncated)?;
            let (key, n) = (le(&head[..8]), head[8]);
            let body = rest.get(9..9 + 3 * usize::from(n)).ok_or(BookError::Truncated)?;
            if n == 0 || last.is_some_and(|l| l >= key) {
                return Err(BookError::Malformed);
            }
            let moves = body
                .chunks_exact(3)
                .map(|c| BookMove { index: c[0], score: i16::from_le_bytes([c[1], c[2]]) })
                .collect();
            book.entries.insert(key, moves);
            last = Some(key);
            rest = &rest[9 + body.len()..];
        }
        if rest.is_empty() { Ok(book) } else { Err(BookError::Malformed) }
    }

    /// The file [`Book::parse`] reads.
    pub fn to_bytes(&self, variant: Variant) -> Vec<u8> {
        let mut body = Vec::new();
        for key in self.keys() {
            let moves = &self.entries[&key];
            body.extend_from_slice(&key.to_le_bytes());
            body.push(moves.len() as u8);
            for m in moves {
                body.push(m.index);
                body.extend_from_slice(&m.score.to_le_bytes());
            }
        }
        let mut out = Vec::with_capacity(HEADER + body.len());
        out.extend_from_slice(MAGIC);
        out.push(game_code(variant));
        out.push(self.depth);
        out.extend_from_slice(&self.margin.to_le_bytes());
        out.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        out.extend_from_slice(&checksum(&body).to_le_bytes());
        out.extend_from_slice(&body);
        out
    }
}

/// A little-endian number.
fn le(bytes: &[u8]) -> u64 {
    bytes.iter().rev().fold(0, |v, &b| v << 8 | u64::from(b))
}

/// The embedded book file of `variant`.
pub fn file(variant: Variant) -> &'static [u8] {
    match variant {
        Variant::International => include_bytes!("../../book/international.bin"),
        Variant::English => include_bytes!("../../book/english.bin"),
        Variant::Dablot => include_bytes!("../../book/dablot.bin"),
    }
}

/// The embedded book of `variant`, read once (a book that does not read is not used; the
/// tests make sure every embedded book reads).
pub fn embedded(variant: Variant) -> Option<&'static Book> {
    static BOOKS: [OnceLock<Option<Book>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    BOOKS[usize::from(game_code(variant))].get_or_init(|| Book::parse(file(variant), variant).ok()).as_ref()
}

/// How many plies from the start a level plays from the book (`None`: never).
pub fn plies(level: Level) -> Option<usize> {
    match level {
        Level::Beginner | Level::Novice => None,
        Level::Club => Some(2),
        Level::Strong => Some(6),
        Level::Expert => Some(12),
        Level::Master => Some(usize::MAX),
    }
}

/// The book's move for the game at `level`, with its score: one of the moves within
/// [`PLAY_MARGIN`] of the best, drawn from `seed` and the position.
pub fn choose<P: Evaluate>(book: &Book, game: &Game<P>, level: Level, seed: u64) -> Option<(Move, i32)> {
    if game.outcome().is_some() || game.moves().len() >= plies(level)? {
        return None;
    }
    let pos = game.position();
    let moves = book.moves(pos.zobrist())?;
    let best = i32::from(moves.first()?.score);
    let near: Vec<&BookMove> = moves.iter().filter(|m| i32::from(m.score) >= best - PLAY_MARGIN).collect();
    let mut rng = Rng::new(seed ^ pos.zobrist() ^ 0xb00c);
    let pick = near[rng.below(near.len() as u64) as usize];
    let legal = pos.legal_moves();
    legal.get(usize::from(pick.index)).map(|m| (*m, i32::from(pick.score)))
}

/// The answer of [`crate::level::think`] from the embedded book, if it has one for this game
/// at this level: the move, its score, the book's depth, no nodes.
pub fn answer<P: Evaluate>(game: &Game<P>, level: Level, seed: u64) -> Option<SearchResult> {
    let book = embedded(P::VARIANT)?;
    let (m, score) = choose(book, game, level, seed)?;
    Some(SearchResult {
        best: Some(m),
        score,
        depth: u32::from(book.depth),
        nodes: 0,
        elapsed: Duration::ZERO,
        pv: vec![m],
    })
}

#[cfg(test)]
mod tests;
