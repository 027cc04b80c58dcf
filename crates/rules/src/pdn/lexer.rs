//! The PDN lexer: the text cut into tags, comments, variations, NAGs and words, each with its
//! place (line and column), and the lexical state of a variation's text (shared with the
//! writer, which cuts variations where a line may break).
//!
//! One pass over the text: each character is looked at a bounded number of times, whatever the
//! input. A variation ends at its `)` or, unterminated, at the next line that starts with `[`
//! (a tag line); an unterminated `{` comment is found once, and later comments do not look
//! past it again; tag names and values longer than [`MAX_TAG_LEN`] characters, and words
//! longer than `MAX_WORD_LEN`, are errors.

use super::PdnErrorKind;

/// The longest tag name or value read, in characters (a FEN holds at most a few hundred).
pub const MAX_TAG_LEN: usize = 4096;
/// The longest word (a move with its number and suffix) read, in bytes: the longest capture,
/// 30 jumps in Dablot, takes about a hundred.
const MAX_WORD_LEN: usize = 256;

/// A place in the text: 1-based line and column (in characters), and its byte offset.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) struct Pos {
    pub(super) line: usize,
    pub(super) column: usize,
    pub(super) offset: usize,
}

impl Pos {
    /// The first character of a text.
    pub(super) const START: Pos = Pos { line: 1, column: 1, offset: 0 };
}

/// A problem found at a place.
pub(super) type Failure = (Pos, PdnErrorKind);

pub(super) struct Tag {
    pub(super) pos: Pos,
    /// Where the value starts (after the opening quote).
    pub(super) value_pos: Pos,
    pub(super) name: String,
    pub(super) value: String,
}

pub(super) enum Token {
    Tag(Tag),
    Comment(String),
    Variation(String),
    Nag(u8),
    /// A move, move number or result.
    Word(String),
}

pub(super) struct LexError {
    pub(super) failure: Failure,
    /// Whether it happened in a tag (and so not in movetext).
    pub(super) in_tag: bool,
}

pub(super) struct Lexer<'a> {
    text: &'a str,
    /// Byte offset of the next character.
    i: usize,
    pos: Pos,
    /// No `}` follows this byte offset (an unterminated comment started there): later comments
    /// need not look for one.
    no_brace_after: Option<usize>,
}

pub(super) fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{feff}'
}

/// Characters that end a word.
pub(super) fn is_delimiter(c: char) -> bool {
    is_space(c) || "[]{}();$*\"".contains(c)
}

/// Collapses runs of white space to one space and trims the ends.
pub(super) fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl<'a> Lexer<'a> {
    pub(super) fn new(text: &'a str) -> Lexer<'a> {
        Lexer { text, i: 0, pos: Pos::START, no_brace_after: None }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.i..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.i += c.len_utf8();
        if c == '\n' {
            self.pos = Pos { line: self.pos.line + 1, column: 1, offset: self.i };
        } else {
            self.pos.column += 1;
            self.pos.offset = self.i;
        }
        Some(c)
    }

    /// Goes past the end of the current line.
    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }

    /// Goes to the next line that starts with `[`: after an unterminated comment, the rest of
    /// the game cannot be read.
    fn skip_to_tag_line(&mut self) {
        self.skip_line();
        while self.peek().is_some() && !self.at_tag_line() {
            self.skip_line();
        }
    }

    /// Whether the line from here starts with `[` after spaces and tabs.
    fn at_tag_line(&self) -> bool {
        self.text[self.i..].trim_start_matches(|c| is_space(c) && c != '\n').starts_with('[')
    }

    /// Skips spaces and tabs, not line breaks.
    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(|c| is_space(c) && c != '\n') {
            self.bump();
        }
    }

    /// The next token and where it starts, or what is wrong there. After an error the lexer
    /// has moved on, so that calling it again makes progress.
    pub(super) fn next_token(&mut self) -> Option<Result<(Pos, Token), LexError>> {
        while self.peek().is_some_and(is_space) {
            self.bump();
        }
        let start = self.pos;
        let c = self.peek()?;
        let fail = |kind: PdnErrorKind, in_tag: bool| Some(Err(LexError { failure: (start, kind), in_tag }));
        match c {
            '[' => match self.tag() {
                Ok(tag) => Some(Ok((start, Token::Tag(tag)))),
                Err(kind) => {
                    self.skip_line();
                    fail(kind, true)
                }
            },
            '{' => match self.brace_comment() {
                Ok(token) => Some(Ok((start, token))),
                Err(kind) => fail(kind, false),
            },
            ';' => {
                self.bump();
                let mut text = String::new();
                while let Some(c) = self.peek().filter(|&c| c != '\n') {
                    text.push(c);
                    self.bump();
                }
                Some(Ok((start, Token::Comment(collapse(&text)))))
            }
            '(' => {
                self.bump();
                match self.variation() {
                    Some(text) => Some(Ok((start, Token::Variation(text)))),
                    // The lexer stands at the tag line (or the end) that cut the variation.
                    None => fail(PdnErrorKind::UnterminatedVariation, false),
                }
            }
            '$' => match self.nag() {
                Ok(token) => Some(Ok((start, token))),
                Err(kind) => fail(kind, false),
            },
            '*' => {
                self.bump();
                Some(Ok((start, Token::Word("*".to_owned()))))
            }
            ')' | '}' | ']' | '"' => {
                self.bump();
                fail(PdnErrorKind::Unexpected(c), false)
            }
            _ => {
                let from = self.i;
                while self.peek().is_some_and(|c| !is_delimiter(c)) {
                    self.bump();
                }
                let word = &self.text[from..self.i];
                if word.len() > MAX_WORD_LEN {
                    return fail(PdnErrorKind::WordTooLong { max: MAX_WORD_LEN }, false);
                }
                Some(Ok((start, Token::Word(word.to_owned()))))
            }
        }
    }

    /// Reads `{comment}` from the `{`. An unclosed comment leaves the lexer at the next tag
    /// line, and no later `{` is read past where this one started.
    fn brace_comment(&mut self) -> Result<Token, PdnErrorKind> {
        let saved = (self.i, self.pos);
        self.bump();
        let mut text = String::new();
        while self.no_brace_after.is_none_or(|k| self.i < k) {
            match self.bump() {
                Some('}') => return Ok(Token::Comment(collapse(&text))),
                Some(c) => text.push(c),
                None => break,
            }
        }
        self.no_brace_after = Some(saved.0);
        (self.i, self.pos) = saved;
        self.skip_to_tag_line();
        Err(PdnErrorKind::UnterminatedComment)
    }

    /// Reads a numeric annotation glyph `$N` from the `$`.
    fn nag(&mut self) -> Result<Token, PdnErrorKind> {
        self.bump();
        let mut digits = String::new();
        while let Some(d) = self.peek().filter(char::is_ascii_digit) {
            digits.push(d);
            self.bump();
        }
        match digits.parse::<u8>() {
            Ok(n) => Ok(Token::Nag(n)),
            Err(_) if digits.is_empty() => Err(PdnErrorKind::NagMissing),
            Err(_) => Err(PdnErrorKind::NagOutOfRange(digits)),
        }
    }

    /// Reads `[Name "value"]` from the `[`.
    fn tag(&mut self) -> Result<Tag, PdnErrorKind> {
        let pos = self.pos;
        self.bump();
        self.skip_blanks();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|&c| !is_space(c) && !"\"[]".contains(c)) {
            if name.len() >= MAX_TAG_LEN {
                return Err(PdnErrorKind::TagNameTooLong { max: MAX_TAG_LEN });
            }
            name.push(c);
            self.bump();
        }
        if name.is_empty() {
            return Err(PdnErrorKind::TagNameMissing);
        }
        self.skip_blanks();
        if self.peek() != Some('"') {
            return Err(PdnErrorKind::TagQuoteMissing { name });
        }
        self.bump();
        let value_pos = self.pos;
        let mut value = String::new();
        let mut length = 0;
        loop {
            length += 1;
            if length > MAX_TAG_LEN {
                return Err(PdnErrorKind::TagValueTooLong { name, max: MAX_TAG_LEN });
            }
            match self.peek() {
                None | Some('\n') => return Err(PdnErrorKind::TagValueUnterminated { name }),
                Some('"') => break,
                Some('\\') => {
                    self.bump();
                    match self.peek() {
                        Some(e @ ('"' | '\\')) => {
                            value.push(e);
                            self.bump();
                        }
                        _ => value.push('\\'),
                    }
                }
                Some(c) => {
                    value.push(if c.is_control() { ' ' } else { c });
                    self.bump();
                }
            }
        }
        self.bump();
        self.skip_blanks();
        if self.peek() != Some(']') {
            return Err(PdnErrorKind::TagNotClosed { name });
        }
        self.bump();
        Ok(Tag { pos, value_pos, name, value })
    }

    /// Reads a variation after its `(` up to the matching `)`, normalising white space as
    /// [`super::PdnMove::variations`] says; `None` if the text ends first or a tag line comes
    /// (the lexer then stands at its start).
    fn variation(&mut self) -> Option<String> {
        let mut out = String::new();
        let mut scan = Scan::default();
        // The separator owed before the next character: ' ' or '\n' (after a `;` comment).
        let mut pending: Option<char> = None;
        loop {
            let c = self.bump()?;
            if c == '\n' && self.at_tag_line() {
                return None;
            }
            let state = scan.state;
            if scan.step(c) {
                return Some(out);
            }
            if state == State::Line && c == '\n' {
                pending = Some('\n');
            } else if is_space(c) {
                pending = pending.or(Some(' '));
            } else {
                if let Some(sep) = pending.take().filter(|_| !out.is_empty()) {
                    out.push(sep);
                }
                out.push(c);
            }
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub(super) enum State {
    #[default]
    Normal,
    /// In a `{...}` comment.
    Brace,
    /// In a `;` comment.
    Line,
}

/// Follows the lexical state inside a variation's text.
#[derive(Default)]
pub(super) struct Scan {
    pub(super) state: State,
    /// Parentheses opened inside the variation.
    depth: usize,
}

impl Scan {
    /// Moves over `c`; true when `c` is the `)` that closes the variation.
    pub(super) fn step(&mut self, c: char) -> bool {
        match (self.state, c) {
            (State::Normal, '(') => self.depth += 1,
            (State::Normal, ')') if self.depth == 0 => return true,
            (State::Normal, ')') => self.depth -= 1,
            (State::Normal, '{') => self.state = State::Brace,
            (State::Normal, ';') => self.state = State::Line,
            (State::Brace, '}') | (State::Line, '\n') => self.state = State::Normal,
            _ => {}
        }
        false
    }
}
