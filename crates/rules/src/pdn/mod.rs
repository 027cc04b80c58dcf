//! PDN (Portable Draughts Notation, PDN 3.0 as `shared/notes/standards.md` sums it up): files of
//! several games, for international draughts, English checkers and Dablot.
//!
//! # Reading ([`read_pdn`])
//! A file is a sequence of games. A game is an optional tag section (`[Name "value"]`, with
//! `\"` and `\\` escapes in the value, the value on one line) followed by movetext. A game ends
//! at a result token (`2-0 0-2 1-1 1-0 0-1 1/2-1/2 0-0 *`) or where a new tag section starts
//! after movetext; a stretch holding only comments (say after the last result) is no game.
//!
//! Tags that set up the game:
//! - `[GameType "20..."]` is international draughts and `[GameType "21..."]` English checkers
//!   (only the first comma-separated field is read); any other number makes the game an error.
//! - `[Variant "Dablot"]` is Dablot: PDN has no GameType number for it, so Damier uses this tag
//!   (`international` and `english` are accepted too; a Variant that contradicts the GameType
//!   is an error). With neither tag the game is international draughts.
//! - `[FEN "..."]` is the start position ([`Position::from_fen`]); `SetUp` is ignored.
//! - `[Result "..."]` gives the result when the movetext does not end with a result token
//!   (the token wins when both are there).
//!
//! These five tags are kept in [`PdnGame`]'s own fields, not in [`PdnGame::tags`]; every other
//! tag is kept, in the order Event, Site, Date, Round, White, Black, then the rest as read.
//!
//! Movetext: move numbers (`1.`, `1...`, `12.32-28`; their values are not checked); moves in
//! the short or long form (`32-28`, `19x30`, `47x38x24x13x36`, Dablot `a5-b6`, `e1xg3xc3`), read
//! by [`Position::parse_move`] in the current position, or in the Hub protocol's form
//! `from x to x captured...`; NAGs (`$n`, n ≤ 255) and the suffixes `! ? !! ?? !? ?!` (NAGs 1 to 6); comments `{...}` and `; ...` up to the end
//! of the line, with their white space collapsed to single spaces, several comments in a row
//! joined by a space; variations `( ... )` nested at any depth, each read as a tree of moves
//! from the position before the move it follows ([`PdnVariation::Line`]), or, when it does not
//! replay, kept as text ([`PdnVariation::Text`]): a bad variation never makes the game
//! unreadable. NAGs and variations before the first move (of the game or of a variation) are
//! skipped.
//! `0-0` (both sides lost) is read as "no result". Moves are checked for legality only: a
//! game that goes on after the rules have ended it reads, but [`PdnGame::to_game`] refuses it.
//!
//! A broken game (an illegal move, a bad FEN, an unknown GameType, an unterminated comment,
//! tag or variation, a tag longer than [`MAX_TAG_LEN`] characters, a word too long to be a
//! move, more than [`MAX_MOVES`] moves...) is an `Err(`[`PdnError`]`)` that says the game's
//! number, the line and column, and what is wrong. After a broken tag or token the reader
//! skips to the next game: the next result token, or the next tag that follows movetext or is
//! an `Event` tag; after an unterminated comment or variation it goes on at the next line that
//! starts with `[`. A variation never reaches past such a line: a `(` whose `)` has not come
//! by the next line that starts with `[` is unterminated. Any other game still loads. No input
//! makes the reader panic.
//!
//! Reading is one pass over the text, in time linear in its length ([`PdnReader`] gives the
//! games one at a time, holding only the game being read; [`read_pdn`] collects at most
//! [`MAX_GAMES`]).
//! `scripts/pdn-bench.sh` measures it on 10 MB adversarial files.
//!
//! # Writing ([`write_pdn`])
//! Tags first (Event, Site, Date, Round, White, Black, Result, GameType or Variant, FEN, then
//! the others), a blank line, then the movetext: move numbers (`1.` before the first mover's
//! move, which is Black in English checkers, `1...` when the other side moves first or the
//! move follows a comment or a variation), moves by [`Position::move_to_string`] (the long form
//! only when two captures share start and end; Dablot always), NAGs as `$n`, the comment in
//! braces (after a `;` on the end of a line if it holds a `}`), variations in parentheses, and
//! the result token in the variant's form ([`crate::game::pdn_result`], `*` when unfinished).
//! Lines are at most 80 characters, unless one word (a long `;` comment) is longer. Games are
//! separated by a blank line. Control characters (line breaks, tabs) in tag values are read and
//! written as spaces.
//!
//! # Round trip
//! `read_pdn(&write_pdn(&[g]))` is `[Ok(g)]` for every game `g` that [`read_pdn`] or
//! [`PdnGame::from_game`] can produce: legal moves from the start position, tags in the order
//! above without the five set-up tags and without control characters in values, comments with
//! collapsed white space, variations as the reader keeps them (lines of legal moves, or text
//! that does not replay with balanced parentheses, braces and `;` comments ended by a line
//! break).

mod lexer;
mod line;
mod reader;
mod writer;

use std::fmt;

use crate::error::{IllegalMove, ParseError, ParseErrorKind};
use crate::game::{Game, GameOptions, Outcome, OutcomeReason};
use crate::position::{Position, move_text};
use crate::types::{Color, Move, Variant};

pub use lexer::MAX_TAG_LEN;
pub use reader::{PdnReader, read_pdn};
pub use writer::write_pdn;

/// Widest line [`write_pdn`] writes.
pub const LINE_WIDTH: usize = 80;
/// The most games [`read_pdn`] reads from one file ([`PdnReader`] reads any number, one at a
/// time).
pub const MAX_GAMES: usize = 10_000;
/// The most moves (plies) a game read may have: real games have a few hundred at most.
/// Replaying a game checks for repetitions over its reversible moves, so a game of millions
/// of king moves would take hours to open; one of this length takes a fraction of a second.
pub const MAX_MOVES: usize = 10_000;
/// The deepest variations are read as moves (a variation inside a variation is depth 2);
/// deeper ones are kept as text ([`PdnVariation::Text`]), so reading stays linear in the text.
pub const MAX_VARIATION_DEPTH: usize = 8;

/// One game of a PDN file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PdnGame {
    pub variant: Variant,
    /// Tags other than GameType, Variant, FEN, SetUp and Result, as `(name, value)`.
    pub tags: Vec<(String, String)>,
    /// The `FEN` tag's value as written; `None` for the variant's start position.
    pub start_fen: Option<String>,
    /// A comment before the first move.
    pub comment: Option<String>,
    pub moves: Vec<PdnMove>,
    /// `None` for an unfinished game (`*`), `Some(None)` for a draw, `Some(Some(c))` when `c`
    /// won.
    pub result: Option<Option<Color>>,
}

/// A move with its annotations.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PdnMove {
    pub mv: Move,
    /// Numeric annotation glyphs (`$1` good move, `$2` mistake...), in order.
    pub nags: Vec<u8>,
    /// The comment after the move.
    pub comment: Option<String>,
    /// The variations after this move: other moves in its place, from the position before it.
    pub variations: Vec<PdnVariation>,
}

/// A variation: the moves played instead of the move it follows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PdnVariation {
    /// Read and replayed from the position before the move it follows.
    Line(PdnLine),
    /// A variation that does not replay (a move that is not legal there, a word that is no
    /// move, a result, or nested more than [`MAX_VARIATION_DEPTH`] deep), kept as the text
    /// between its parentheses: white space outside `;` comments collapsed to one space, the
    /// line break that ends a `;` comment kept as `\n`, the ends trimmed.
    Text(String),
}

/// The moves of a variation, each with its own annotations and variations.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PdnLine {
    /// A comment before the variation's first move.
    pub comment: Option<String>,
    pub moves: Vec<PdnMove>,
}

impl PdnMove {
    /// A move without annotations.
    pub fn new(mv: Move) -> PdnMove {
        PdnMove { mv, nags: Vec::new(), comment: None, variations: Vec::new() }
    }
}

/// A game of a PDN file that could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PdnError {
    /// 1-based number of the game in the file.
    pub game: usize,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong there.
    pub kind: PdnErrorKind,
}

impl PdnError {
    /// What is wrong, in English (without the game, line and column).
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}, column {}: {}", self.game, self.line, self.column, self.kind)
    }
}

impl std::error::Error for PdnError {}

/// What is wrong with a game of a PDN file, with the text concerned: an app words each kind in
/// its own language; `Display` gives the English the command line prints.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PdnErrorKind {
    /// A `{` comment without its `}`.
    UnterminatedComment,
    /// A `(` variation without its `)`.
    UnterminatedVariation,
    /// A `$` without a number.
    NagMissing,
    /// A NAG number (the digits) above 255.
    NagOutOfRange(String),
    /// A `)`, `}`, `]` or `"` out of place.
    Unexpected(char),
    /// A word longer than `max` bytes.
    WordTooLong { max: usize },
    /// A tag name longer than `max` characters.
    TagNameTooLong { max: usize },
    /// `[` without a tag name.
    TagNameMissing,
    /// No `"` after the tag name.
    TagQuoteMissing { name: String },
    /// A tag value longer than `max` characters.
    TagValueTooLong { name: String, max: usize },
    /// A tag value without its closing `"` on its line.
    TagValueUnterminated { name: String },
    /// No `]` after the tag value.
    TagNotClosed { name: String },
    /// A GameType (the tag's value) other than 20 and 21.
    UnknownGameType(String),
    /// A Variant tag (its value) naming no game.
    UnknownVariant(String),
    /// A Variant tag (its value) that contradicts the GameType's game.
    VariantContradicts { value: String, game_type: Variant },
    /// A FEN tag that does not read.
    BadFen(ParseErrorKind),
    /// A move suffix (`!`, `?`...) before any move.
    SuffixWithoutMove(String),
    /// More than `max` moves.
    TooManyMoves { max: usize },
    /// A move (the text) that names no legal move here, and why.
    Move { text: String, error: ParseErrorKind },
    /// A move suffix other than `! ? !! ?? !? ?!`.
    UnknownSuffix(String),
    /// More than `max` games in the file: the rest is not read.
    TooManyGames { max: usize },
}

impl fmt::Display for PdnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdnErrorKind::UnterminatedComment => f.write_str("unterminated comment: '{' without '}'"),
            PdnErrorKind::UnterminatedVariation => f.write_str("unterminated variation: '(' without its ')'"),
            PdnErrorKind::NagMissing => f.write_str("'$' must be followed by a NAG number"),
            PdnErrorKind::NagOutOfRange(digits) => write!(f, "NAG ${digits} is out of range (0 to 255)"),
            PdnErrorKind::Unexpected(c) => write!(f, "unexpected '{c}'"),
            PdnErrorKind::WordTooLong { max } => write!(f, "a word of more than {max} characters is no move"),
            PdnErrorKind::TagNameTooLong { max } => write!(f, "a tag name longer than {max} characters"),
            PdnErrorKind::TagNameMissing => f.write_str("a tag needs a name: expected [Name \"value\"]"),
            PdnErrorKind::TagQuoteMissing { name } => write!(f, "expected '\"' after the tag name {name}"),
            PdnErrorKind::TagValueTooLong { name, max } => {
                write!(f, "the value of tag {name} is longer than {max} characters")
            }
            PdnErrorKind::TagValueUnterminated { name } => {
                write!(f, "unterminated value of tag {name}: '\"' missing")
            }
            PdnErrorKind::TagNotClosed { name } => write!(f, "expected ']' to close the tag {name}"),
            PdnErrorKind::UnknownGameType(value) => {
                write!(f, "unknown GameType \"{value}\": Damier reads 20 (international) and 21 (English)")
            }
            PdnErrorKind::UnknownVariant(value) => {
                write!(f, "unknown variant '{value}' (expected international, english or dablot)")
            }
            PdnErrorKind::VariantContradicts { value, game_type } => {
                write!(f, "Variant \"{value}\" contradicts the GameType, which is {game_type}")
            }
            PdnErrorKind::BadFen(kind) => write!(f, "bad FEN: {kind}"),
            PdnErrorKind::SuffixWithoutMove(suffix) => write!(f, "'{suffix}' follows no move"),
            PdnErrorKind::TooManyMoves { max } => write!(f, "more than {max} moves in one game"),
            PdnErrorKind::Move { text, error } => {
                let said = error.to_string();
                match said.strip_prefix(text.as_str()) {
                    Some(why) if why.starts_with(": ") => write!(f, "{text} is not legal{why}"),
                    Some(_) => f.write_str(&said),
                    None => write!(f, "{text} is not legal: {said}"),
                }
            }
            PdnErrorKind::UnknownSuffix(suffix) => write!(f, "unknown move suffix '{suffix}'"),
            PdnErrorKind::TooManyGames { max } => {
                write!(f, "more than {max} games: the rest of the file is not read")
            }
        }
    }
}

/// A game read from PDN that does not replay ([`PdnGame::to_game`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReplayError {
    /// The game is of `game`, not of the game `wanted`.
    WrongVariant { game: Variant, wanted: Variant },
    /// The start position (the FEN) does not read.
    Fen { fen: String, error: ParseError },
    /// Move `number` (1-based; `text` in full) is refused.
    Move { number: usize, text: String, error: IllegalMove },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::WrongVariant { game, wanted } => write!(f, "this is a game of {game}, not {wanted}"),
            ReplayError::Fen { fen, error } => write!(f, "FEN \"{fen}\" {error}"),
            ReplayError::Move { number, text, error } => write!(f, "move {number} ({text}): {error}"),
        }
    }
}

impl std::error::Error for ReplayError {}

impl PdnGame {
    /// An empty game of `variant` from its start position, unfinished.
    pub fn new(variant: Variant) -> PdnGame {
        PdnGame { variant, tags: Vec::new(), start_fen: None, comment: None, moves: Vec::new(), result: None }
    }

    /// The value of the first tag called `name` in [`PdnGame::tags`].
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// The game's moves and result (from [`Game::outcome`]) with `tags`; set-up tags among
    /// them (GameType, Variant, FEN, SetUp, Result) are dropped, the others put in order.
    pub fn from_game<P: Position>(game: &Game<P>, tags: Vec<(String, String)>) -> PdnGame {
        let start = *game.start();
        PdnGame {
            variant: P::VARIANT,
            tags: order_tags(tags.into_iter().filter(|(n, _)| !is_setup_tag(n)).collect()),
            start_fen: (start != P::start()).then(|| start.to_fen()),
            comment: None,
            moves: game.moves().iter().copied().map(PdnMove::new).collect(),
            result: game.outcome().map(|o| o.winner),
        }
    }

    /// Replays the game under `options`. A result the rules do not see (a win or a draw
    /// before the game is over) is declared as a resignation or an agreement; when the rules
    /// end the game themselves, their outcome stands. Errors if `P` is not the game's variant,
    /// the FEN does not read, or a move is illegal or comes after the game is over.
    pub fn to_game<P: Position>(&self, options: GameOptions) -> Result<Game<P>, ReplayError> {
        if P::VARIANT != self.variant {
            return Err(ReplayError::WrongVariant { game: self.variant, wanted: P::VARIANT });
        }
        let start = match &self.start_fen {
            Some(fen) => P::from_fen(fen).map_err(|error| ReplayError::Fen { fen: fen.clone(), error })?,
            None => P::start(),
        };
        let mut game = Game::new(start, options);
        for (i, m) in self.moves.iter().enumerate() {
            game.play(&m.mv).map_err(|error| ReplayError::Move {
                number: i + 1,
                text: move_text::<P>(&m.mv, true),
                error,
            })?;
        }
        if let (None, Some(winner)) = (game.outcome(), self.result) {
            let reason = if winner.is_some() { OutcomeReason::Resignation } else { OutcomeReason::Agreement };
            game.declare(Outcome { winner, reason });
        }
        Ok(game)
    }
}

// ---- tags -----------------------------------------------------------------------------------

/// The tags [`PdnGame`] keeps in its own fields.
fn is_setup_tag(name: &str) -> bool {
    ["GameType", "Variant", "FEN", "SetUp", "Result"].iter().any(|t| t.eq_ignore_ascii_case(name))
}

/// Where a tag goes among the kept tags: the roster first, the rest in their order.
fn tag_rank(name: &str) -> usize {
    ["Event", "Site", "Date", "Round", "White", "Black"].iter().position(|&t| t == name).unwrap_or(6)
}

fn order_tags(mut tags: Vec<(String, String)>) -> Vec<(String, String)> {
    tags.sort_by_key(|(n, _)| tag_rank(n));
    tags
}

/// Reads a result token: `Some(result)` when `word` is one.
fn parse_result(word: &str) -> Option<Option<Option<Color>>> {
    match word {
        "2-0" | "1-0" => Some(Some(Some(Color::White))),
        "0-2" | "0-1" => Some(Some(Some(Color::Black))),
        "1-1" | "1/2-1/2" => Some(Some(None)),
        "0-0" | "*" => Some(None),
        _ => None,
    }
}
