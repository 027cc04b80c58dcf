//! A line of moves read from movetext: the game's main line, or a variation, read from the
//! text the lexer kept between its parentheses into a tree of moves ([`PdnVariation`]).

use super::lexer::{Failure, Lexer, Pos, Token};
use super::{MAX_MOVES, MAX_VARIATION_DEPTH, PdnErrorKind, PdnLine, PdnMove, PdnVariation, parse_result};
use crate::position::Position;
use crate::types::Move;

/// A line being read: the position after its moves so far.
pub(super) struct LineBuilder<P> {
    pos: P,
    /// The position before the last move read: its variations start there.
    before: P,
    /// How deep the line is (0: the game's main line).
    depth: usize,
    pub(super) line: PdnLine,
}

impl<P: Position> LineBuilder<P> {
    pub(super) fn new(pos: P, depth: usize) -> LineBuilder<P> {
        LineBuilder { pos, before: pos, depth, line: PdnLine::default() }
    }

    /// Reads a comment, a NAG, a variation or a word other than a result into the line.
    pub(super) fn feed(&mut self, at: Pos, token: Token) -> Result<(), Failure> {
        let last = self.line.moves.last_mut();
        match token {
            // Tags end the movetext, never come into it; results are the caller's.
            Token::Tag(_) => {}
            Token::Comment(text) => match last {
                Some(m) => join_comment(&mut m.comment, text),
                None => join_comment(&mut self.line.comment, text),
            },
            // Variations and NAGs before the first move are skipped.
            Token::Variation(text) => {
                if let Some(m) = last {
                    m.variations.push(variation(&self.before, text, self.depth + 1));
                }
            }
            Token::Nag(n) => {
                if let Some(m) = last {
                    m.nags.push(n);
                }
            }
            Token::Word(word) => self.word(at, &word)?,
        }
        Ok(())
    }

    /// A move, with its number and suffix if it has them, or a move number alone.
    fn word(&mut self, at: Pos, word: &str) -> Result<(), Failure> {
        // Move number: digits and dots, or dots alone ("1.", "1...", "12.32-28").
        let rest = word.trim_start_matches(|c: char| c.is_ascii_digit());
        let text = if rest.starts_with('.') { rest.trim_start_matches('.') } else { word };
        let body = text.trim_end_matches(['!', '?']);
        let suffix = &text[body.len()..];
        let col = word.len() - text.len();
        if body.is_empty() {
            if suffix.is_empty() {
                return Ok(());
            }
            return Err((shifted(at, word, col), PdnErrorKind::SuffixWithoutMove(suffix.to_owned())));
        }
        if self.line.moves.len() == MAX_MOVES {
            return Err((shifted(at, word, col), PdnErrorKind::TooManyMoves { max: MAX_MOVES }));
        }
        let m =
            read_move(&self.pos, body).map_err(|(offset, kind)| (shifted(at, word, col + offset), kind))?;
        self.before = self.pos;
        self.pos.play_unchecked(&m);
        let mut pm = PdnMove::new(m);
        if !suffix.is_empty() {
            let nag =
                ["!", "?", "!!", "??", "!?", "?!"].iter().position(|&s| s == suffix).ok_or_else(|| {
                    (shifted(at, word, col + body.len()), PdnErrorKind::UnknownSuffix(suffix.to_owned()))
                })?;
            pm.nags.push(nag as u8 + 1);
        }
        self.line.moves.push(pm);
        Ok(())
    }
}

/// The variation `text` (between its parentheses) of the move played from `before`, at
/// `depth`: its moves when they all replay, else the text.
fn variation<P: Position>(before: &P, text: String, depth: usize) -> PdnVariation {
    if depth > MAX_VARIATION_DEPTH {
        return PdnVariation::Text(text);
    }
    let mut builder = LineBuilder::new(*before, depth);
    let mut lexer = Lexer::new(&text);
    while let Some(item) = lexer.next_token() {
        let read = match item {
            Ok((_, Token::Tag(_))) | Err(_) => false,
            Ok((_, Token::Word(w))) if parse_result(&w).is_some() => false,
            Ok((at, token)) => builder.feed(at, token).is_ok(),
        };
        if !read {
            return PdnVariation::Text(text);
        }
    }
    PdnVariation::Line(builder.line)
}

/// Adds `text` to a comment, a space between.
fn join_comment(comment: &mut Option<String>, text: String) {
    match comment {
        Some(c) if !c.is_empty() && !text.is_empty() => {
            c.push(' ');
            c.push_str(&text);
        }
        Some(c) => c.push_str(&text),
        None => *comment = Some(text),
    }
}

/// The position `offset` bytes into a word that starts at `pos` (on one line).
pub(super) fn shifted(pos: Pos, word: &str, offset: usize) -> Pos {
    let chars = word.get(..offset).map_or(0, |s| s.chars().count());
    Pos { line: pos.line, column: pos.column + chars, offset: pos.offset + offset }
}

/// Finds the legal move `text` names: [`Position::parse_move`], else the Hub form
/// `from x to x captured...`. The error is the byte offset in `text` and what is wrong.
fn read_move<P: Position>(pos: &P, text: &str) -> Result<Move, (usize, PdnErrorKind)> {
    let error = match pos.parse_move(text) {
        Ok(m) => return Ok(m),
        Err(e) => e,
    };
    if let Some(m) = crate::notation::parse_hub_move(pos, text) {
        return Ok(m);
    }
    Err((error.column, PdnErrorKind::Move { text: text.to_owned(), error: error.kind }))
}
