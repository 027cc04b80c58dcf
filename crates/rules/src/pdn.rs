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
//! joined by a space; variations `( ... )` nested at any depth, kept as text and not checked
//! (see [`PdnMove::variations`]). NAGs and variations before the first move are skipped.
//! `0-0` (both sides lost) is read as "no result". Moves are checked for legality only: a
//! game that goes on after the rules have ended it reads, but [`PdnGame::to_game`] refuses it.
//!
//! A broken game (an illegal move, a bad FEN, an unknown GameType, an unterminated comment,
//! tag or variation...) is an `Err(`[`PdnError`]`)` that says the game's number, the line and
//! column, and what is wrong. After a broken tag or token the reader skips to the next game:
//! the next result token, or the next tag that follows movetext or is an `Event` tag; after an
//! unterminated comment or variation it goes on at the next line that starts with `[`. Any
//! other game still loads. No input makes the reader panic.
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
//! collapsed white space, variations as the reader keeps them (balanced parentheses, braces
//! and `;` comments ended by a line break).

use std::fmt;

use crate::dablot::Dablot;
use crate::draughts::{English, International};
use crate::game::{Game, GameOptions, Outcome, OutcomeReason, pdn_result};
use crate::position::{Position, move_text};
use crate::types::{Color, Move, Variant};

/// Widest line [`write_pdn`] writes.
pub const LINE_WIDTH: usize = 80;

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
    /// The text between the parentheses of each variation after this move, not checked: white
    /// space outside `;` comments collapsed to one space, the line break that ends a `;`
    /// comment kept as `\n`, the ends trimmed.
    pub variations: Vec<String>,
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
    pub message: String,
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}, column {}: {}", self.game, self.line, self.column, self.message)
    }
}

impl std::error::Error for PdnError {}

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
    pub fn to_game<P: Position>(&self, options: GameOptions) -> Result<Game<P>, String> {
        if P::VARIANT != self.variant {
            return Err(format!("this is a game of {}, not {}", self.variant, P::VARIANT));
        }
        let start = match &self.start_fen {
            Some(fen) => P::from_fen(fen).map_err(|e| format!("FEN \"{fen}\" {e}"))?,
            None => P::start(),
        };
        let mut game = Game::new(start, options);
        for (i, m) in self.moves.iter().enumerate() {
            let text = move_text::<P>(&m.mv, true);
            game.play(&m.mv).map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
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

// ---- lexer ----------------------------------------------------------------------------------

/// A place in the text: 1-based line and column (in characters).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Pos {
    line: usize,
    column: usize,
}

/// A problem found at a place.
type Failure = (Pos, String);

struct Tag {
    pos: Pos,
    /// Where the value starts (after the opening quote).
    value_pos: Pos,
    name: String,
    value: String,
}

enum Token {
    Tag(Tag),
    Comment(String),
    Variation(String),
    Nag(u8),
    /// A move, move number or result.
    Word(String),
}

struct LexError {
    failure: Failure,
    /// Whether it happened in a tag (and so not in movetext).
    in_tag: bool,
}

struct Lexer {
    chars: Vec<char>,
    i: usize,
    pos: Pos,
    /// No `}` follows this index (an unterminated comment started there): later comments
    /// need not look for one.
    no_brace_after: Option<usize>,
}

fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{feff}'
}

/// Characters that end a word.
fn is_delimiter(c: char) -> bool {
    is_space(c) || "[]{}();$*\"".contains(c)
}

/// Collapses runs of white space to one space and trims the ends.
fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Lexer {
    fn new(text: &str) -> Lexer {
        Lexer { chars: text.chars().collect(), i: 0, pos: Pos { line: 1, column: 1 }, no_brace_after: None }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.i += 1;
        if c == '\n' {
            self.pos = Pos { line: self.pos.line + 1, column: 1 };
        } else {
            self.pos.column += 1;
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

    /// Goes to the next line that starts with `[`: after an unterminated comment or
    /// variation, the rest of the game cannot be read.
    fn skip_to_tag_line(&mut self) {
        self.skip_line();
        while self.peek().is_some() {
            let at = (self.i, self.pos);
            self.skip_blanks();
            if self.peek() == Some('[') {
                (self.i, self.pos) = at;
                return;
            }
            self.skip_line();
        }
    }

    /// Skips spaces and tabs, not line breaks.
    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(|c| is_space(c) && c != '\n') {
            self.bump();
        }
    }

    /// The next token and where it starts, or what is wrong there. After an error the lexer
    /// has moved on, so that calling it again makes progress.
    fn next_token(&mut self) -> Option<Result<(Pos, Token), LexError>> {
        while self.peek().is_some_and(is_space) {
            self.bump();
        }
        let start = self.pos;
        let c = self.peek()?;
        let fail = |message: String, in_tag: bool| Some(Err(LexError { failure: (start, message), in_tag }));
        match c {
            '[' => match self.tag() {
                Ok(tag) => Some(Ok((start, Token::Tag(tag)))),
                Err(message) => {
                    self.skip_line();
                    fail(message, true)
                }
            },
            '{' => {
                let saved = (self.i, self.pos);
                self.bump();
                let mut text = String::new();
                while self.no_brace_after.is_none_or(|k| self.i < k) {
                    match self.bump() {
                        Some('}') => return Some(Ok((start, Token::Comment(collapse(&text))))),
                        Some(c) => text.push(c),
                        None => break,
                    }
                }
                self.no_brace_after = Some(saved.0);
                (self.i, self.pos) = saved;
                self.skip_to_tag_line();
                fail("unterminated comment: '{' without '}'".to_owned(), false)
            }
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
                let saved = (self.i, self.pos);
                self.bump();
                match self.variation() {
                    Some(text) => Some(Ok((start, Token::Variation(text)))),
                    None => {
                        (self.i, self.pos) = saved;
                        self.skip_to_tag_line();
                        fail("unterminated variation: '(' without its ')'".to_owned(), false)
                    }
                }
            }
            '$' => {
                self.bump();
                let mut digits = String::new();
                while let Some(d) = self.peek().filter(char::is_ascii_digit) {
                    digits.push(d);
                    self.bump();
                }
                match digits.parse::<u8>() {
                    Ok(n) => Some(Ok((start, Token::Nag(n)))),
                    Err(_) if digits.is_empty() => {
                        fail("'$' must be followed by a NAG number".to_owned(), false)
                    }
                    Err(_) => fail(format!("NAG ${digits} is out of range (0 to 255)"), false),
                }
            }
            '*' => {
                self.bump();
                Some(Ok((start, Token::Word("*".to_owned()))))
            }
            ')' | '}' | ']' | '"' => {
                self.bump();
                fail(format!("unexpected '{c}'"), false)
            }
            _ => {
                let mut word = String::new();
                while let Some(c) = self.peek().filter(|&c| !is_delimiter(c)) {
                    word.push(c);
                    self.bump();
                }
                Some(Ok((start, Token::Word(word))))
            }
        }
    }

    /// Reads `[Name "value"]` from the `[`.
    fn tag(&mut self) -> Result<Tag, String> {
        let pos = self.pos;
        self.bump();
        self.skip_blanks();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|&c| !is_space(c) && !"\"[]".contains(c)) {
            name.push(c);
            self.bump();
        }
        if name.is_empty() {
            return Err("a tag needs a name: expected [Name \"value\"]".to_owned());
        }
        self.skip_blanks();
        if self.peek() != Some('"') {
            return Err(format!("expected '\"' after the tag name {name}"));
        }
        self.bump();
        let value_pos = self.pos;
        let mut value = String::new();
        loop {
            match self.peek() {
                None | Some('\n') => return Err(format!("unterminated value of tag {name}: '\"' missing")),
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
            return Err(format!("expected ']' to close the tag {name}"));
        }
        self.bump();
        Ok(Tag { pos, value_pos, name, value })
    }

    /// Reads a variation after its `(` up to the matching `)`, normalising white space as
    /// [`PdnMove::variations`] says; `None` if the text ends first.
    fn variation(&mut self) -> Option<String> {
        let mut out = String::new();
        let mut scan = Scan::default();
        // The separator owed before the next character: ' ' or '\n' (after a `;` comment).
        let mut pending: Option<char> = None;
        loop {
            let c = self.bump()?;
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
enum State {
    #[default]
    Normal,
    /// In a `{...}` comment.
    Brace,
    /// In a `;` comment.
    Line,
}

/// Follows the lexical state inside a variation's text.
#[derive(Default)]
struct Scan {
    state: State,
    /// Parentheses opened inside the variation.
    depth: usize,
}

impl Scan {
    /// Moves over `c`; true when `c` is the `)` that closes the variation.
    fn step(&mut self, c: char) -> bool {
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

// ---- reading --------------------------------------------------------------------------------

/// One game's tokens, as the lexer cut the file.
#[derive(Default)]
struct Segment {
    tags: Vec<Tag>,
    body: Vec<(Pos, Token)>,
    /// Movetext (or a broken token outside tags) has been seen.
    seen_body: bool,
    error: Option<Failure>,
}

impl Segment {
    /// Whether this stretch is a game: it has tags, a move or result, or an error.
    fn is_game(&self) -> bool {
        self.error.is_some()
            || !self.tags.is_empty()
            || self.body.iter().any(|(_, t)| !matches!(t, Token::Comment(_)))
    }
}

/// Cuts the file into games.
fn segments(text: &str) -> Vec<Segment> {
    let mut lexer = Lexer::new(text);
    let mut out = Vec::new();
    let mut cur = Segment::default();
    // After a lexical error: skipping to the next game.
    let mut skipping = false;
    let mut finish = |cur: &mut Segment| {
        let seg = std::mem::take(cur);
        if seg.is_game() {
            out.push(seg);
        }
    };
    while let Some(item) = lexer.next_token() {
        match item {
            Err(e) => {
                if !skipping {
                    cur.error = Some(e.failure);
                    skipping = true;
                }
                cur.seen_body |= !e.in_tag;
            }
            Ok((_, Token::Tag(tag))) => {
                if cur.seen_body || skipping && tag.name == "Event" {
                    finish(&mut cur);
                    skipping = false;
                }
                if !skipping {
                    cur.tags.push(tag);
                }
            }
            Ok((pos, token)) => {
                let ends = matches!(&token, Token::Word(w) if parse_result(w).is_some());
                if !skipping {
                    cur.body.push((pos, token));
                }
                cur.seen_body = true;
                if ends {
                    finish(&mut cur);
                    skipping = false;
                }
            }
        }
    }
    finish(&mut cur);
    out
}

/// Reads every game of a PDN file, in order: each is the game or what is wrong with it.
pub fn read_pdn(text: &str) -> Vec<Result<PdnGame, PdnError>> {
    segments(text)
        .iter()
        .enumerate()
        .map(|(i, seg)| {
            let read = read_segment(seg);
            // Report whichever problem comes first in the text.
            let failure = match (read, &seg.error) {
                (Ok(game), None) => return Ok(game),
                (Ok(_), Some(e)) => e.clone(),
                (Err(a), Some(b)) if b.0 < a.0 => b.clone(),
                (Err(a), _) => a,
            };
            let (pos, message) = failure;
            Err(PdnError { game: i + 1, line: pos.line, column: pos.column, message })
        })
        .collect()
}

/// What the tag section says.
struct Head {
    variant: Variant,
    tags: Vec<(String, String)>,
    fen: Option<(String, Pos)>,
    result: Option<Option<Color>>,
}

fn read_head(seg: &Segment) -> Result<Head, Failure> {
    let mut game_type: Option<(Variant, &Tag)> = None;
    let mut named: Option<(Variant, &Tag)> = None;
    let mut head = Head { variant: Variant::International, tags: Vec::new(), fen: None, result: None };
    for tag in &seg.tags {
        let name = tag.name.as_str();
        let value = tag.value.trim();
        if name.eq_ignore_ascii_case("GameType") {
            let number = value.split(',').next().unwrap_or("").trim();
            let variant = match number {
                "20" => Variant::International,
                "21" => Variant::English,
                _ => {
                    return Err((
                        tag.pos,
                        format!(
                            "unknown GameType \"{value}\": Damier reads 20 (international) and 21 (English)"
                        ),
                    ));
                }
            };
            game_type = Some((variant, tag));
        } else if name.eq_ignore_ascii_case("Variant") {
            let variant = value.parse::<Variant>().map_err(|e| (tag.pos, e))?;
            named = Some((variant, tag));
        } else if name.eq_ignore_ascii_case("FEN") {
            head.fen = Some((tag.value.clone(), tag.value_pos));
        } else if name.eq_ignore_ascii_case("Result") {
            head.result = parse_result(value).unwrap_or(None);
        } else if !is_setup_tag(name) {
            head.tags.push((tag.name.clone(), tag.value.clone()));
        }
    }
    head.variant = match (game_type, named) {
        (Some((a, _)), Some((b, tag))) if a != b => {
            return Err((
                tag.pos,
                format!("Variant \"{}\" contradicts the GameType, which is {a}", tag.value),
            ));
        }
        (Some((v, _)), _) | (None, Some((v, _))) => v,
        (None, None) => Variant::International,
    };
    head.tags = order_tags(head.tags);
    Ok(head)
}

fn read_segment(seg: &Segment) -> Result<PdnGame, Failure> {
    let head = read_head(seg)?;
    match head.variant {
        Variant::International => read_body::<International>(seg, head),
        Variant::English => read_body::<English>(seg, head),
        Variant::Dablot => read_body::<Dablot>(seg, head),
    }
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
fn shifted(pos: Pos, word: &str, offset: usize) -> Pos {
    let chars = word.get(..offset).map_or(0, |s| s.chars().count());
    Pos { line: pos.line, column: pos.column + chars }
}

fn read_body<P: Position>(seg: &Segment, head: Head) -> Result<PdnGame, Failure> {
    let mut pos = match &head.fen {
        Some((fen, at)) => P::from_fen(fen)
            .map_err(|e| (shifted(*at, fen, e.column), format!("bad FEN: {}", e.message())))?,
        None => P::start(),
    };
    let mut game = PdnGame {
        variant: head.variant,
        tags: head.tags,
        start_fen: head.fen.map(|(fen, _)| fen),
        comment: None,
        moves: Vec::new(),
        result: head.result,
    };
    for (at, token) in &seg.body {
        let last = game.moves.last_mut();
        match token {
            // Tags go to `Segment::tags`, never into the body.
            Token::Tag(_) => {}
            Token::Comment(text) => match last {
                Some(m) => join_comment(&mut m.comment, text.clone()),
                None => join_comment(&mut game.comment, text.clone()),
            },
            Token::Variation(text) => last.into_iter().for_each(|m| m.variations.push(text.clone())),
            Token::Nag(n) => last.into_iter().for_each(|m| m.nags.push(*n)),
            Token::Word(word) => {
                if let Some(result) = parse_result(word) {
                    game.result = result;
                    continue;
                }
                // Move number: digits and dots, or dots alone ("1.", "1...", "12.32-28").
                let rest = word.trim_start_matches(|c: char| c.is_ascii_digit());
                let text = if rest.starts_with('.') { rest.trim_start_matches('.') } else { word.as_str() };
                let body = text.trim_end_matches(['!', '?']);
                let suffix = &text[body.len()..];
                let col = word.len() - text.len();
                if body.is_empty() {
                    if suffix.is_empty() {
                        continue;
                    }
                    return Err((shifted(*at, word, col), format!("'{suffix}' follows no move")));
                }
                let m = read_move(&pos, body)
                    .map_err(|(offset, message)| (shifted(*at, word, col + offset), message))?;
                pos.play_unchecked(&m);
                let mut pm = PdnMove::new(m);
                if !suffix.is_empty() {
                    let nag = ["!", "?", "!!", "??", "!?", "?!"]
                        .iter()
                        .position(|&s| s == suffix)
                        .ok_or_else(|| {
                            (shifted(*at, word, col + body.len()), format!("unknown move suffix '{suffix}'"))
                        })?;
                    pm.nags.push(nag as u8 + 1);
                }
                game.moves.push(pm);
            }
        }
    }
    Ok(game)
}

/// Finds the legal move `text` names: [`Position::parse_move`], else the Hub form
/// `from x to x captured...`. The error is the byte offset in `text` and the message.
fn read_move<P: Position>(pos: &P, text: &str) -> Result<Move, (usize, String)> {
    let error = match pos.parse_move(text) {
        Ok(m) => return Ok(m),
        Err(e) => e,
    };
    if let Some(m) = crate::notation::parse_hub_move(pos, text) {
        return Ok(m);
    }
    let said = error.message();
    let message = match said.strip_prefix(text) {
        Some(why) if why.starts_with(": ") => format!("{text} is not legal{why}"),
        Some(_) => said.clone(),
        None => format!("{text} is not legal: {said}"),
    };
    Err((error.column, message))
}

// ---- writing --------------------------------------------------------------------------------

/// A piece of movetext for the line filler.
enum Out {
    /// Text that stays on one line.
    Word(String),
    /// A line break that must be there (after a `;` comment).
    Break,
}

/// Writes games as a PDN file.
pub fn write_pdn(games: &[PdnGame]) -> String {
    let mut out = String::new();
    for (i, g) in games.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        write_tags(g, &mut out);
        out.push('\n');
        let words = match g.variant {
            Variant::International => movetext::<International>(g),
            Variant::English => movetext::<English>(g),
            Variant::Dablot => movetext::<Dablot>(g),
        };
        fill(&words, &mut out);
    }
    out
}

fn write_tag(name: &str, value: &str, out: &mut String) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

fn write_tags(g: &PdnGame, out: &mut String) {
    let kept: Vec<&(String, String)> = g.tags.iter().filter(|(n, _)| !is_setup_tag(n)).collect();
    let (roster, others): (Vec<_>, Vec<_>) = kept.into_iter().partition(|(n, _)| tag_rank(n) < 6);
    let mut roster = roster;
    roster.sort_by_key(|(n, _)| tag_rank(n));
    for (n, v) in roster {
        write_tag(n, v, out);
    }
    write_tag("Result", g.result.map_or("*", |w| pdn_result(w, g.variant)), out);
    match g.variant {
        Variant::International => write_tag("GameType", "20,W,10,10,N2,0", out),
        Variant::English => write_tag("GameType", "21,B,8,8,N1,0", out),
        Variant::Dablot => write_tag("Variant", "Dablot", out),
    }
    if let Some(fen) = &g.start_fen {
        write_tag("FEN", fen, out);
    }
    for (n, v) in others {
        write_tag(n, v, out);
    }
}

/// A comment in braces, one word per piece, or after `;` if it holds a `}`.
fn push_comment(text: &str, out: &mut Vec<Out>) {
    let text = collapse(text);
    if text.contains('}') {
        out.push(Out::Word(format!("; {text}")));
        out.push(Out::Break);
        return;
    }
    let words: Vec<&str> = text.split(' ').collect();
    let last = words.len() - 1;
    for (i, w) in words.into_iter().enumerate() {
        let open = if i == 0 { "{" } else { "" };
        let close = if i == last { "}" } else { "" };
        out.push(Out::Word(format!("{open}{w}{close}")));
    }
}

/// A variation in parentheses, cut where a line may break.
fn push_variation(text: &str, out: &mut Vec<Out>) {
    let mut pieces = Vec::new();
    let mut word = String::from("(");
    let mut scan = Scan::default();
    for c in text.chars() {
        let state = scan.state;
        scan.step(c);
        if state == State::Line && c == '\n' {
            pieces.push(Out::Word(std::mem::take(&mut word)));
            pieces.push(Out::Break);
        } else if is_space(c) && state != State::Line {
            if !word.is_empty() {
                pieces.push(Out::Word(std::mem::take(&mut word)));
            }
        } else {
            word.push(c);
        }
    }
    if scan.state == State::Line {
        pieces.push(Out::Word(std::mem::take(&mut word)));
        pieces.push(Out::Break);
    }
    word.push(')');
    pieces.push(Out::Word(word));
    out.extend(pieces.into_iter().filter(|p| !matches!(p, Out::Word(w) if w.is_empty())));
}

/// The movetext of `g`, replayed in `P`. Should a move not replay (a game built by hand), it
/// and the rest are written in the long form.
fn movetext<P: Position>(g: &PdnGame) -> Vec<Out> {
    let mut out = Vec::new();
    let mut pos: Option<P> = match &g.start_fen {
        Some(fen) => P::from_fen(fen).ok(),
        None => Some(P::start()),
    };
    let first = if P::VARIANT == Variant::English { Color::Black } else { Color::White };
    let mut turn = pos.map_or(first, |p| p.turn());
    if let Some(c) = &g.comment {
        push_comment(c, &mut out);
    }
    let mut number = 1;
    let mut interrupted = true;
    for (i, pm) in g.moves.iter().enumerate() {
        if turn == first && i > 0 {
            number += 1;
        }
        let legal = pos.and_then(|p| p.legal_moves().into_iter().find(|l| *l == pm.mv).map(|l| (p, l)));
        let text = match legal {
            Some((mut p, l)) => {
                let text = p.move_to_string(&l);
                p.play_unchecked(&l);
                pos = Some(p);
                text
            }
            None => {
                pos = None;
                move_text::<P>(&pm.mv, true)
            }
        };
        out.push(Out::Word(if turn == first {
            format!("{number}. {text}")
        } else if interrupted {
            format!("{number}... {text}")
        } else {
            text
        }));
        out.extend(pm.nags.iter().map(|n| Out::Word(format!("${n}"))));
        if let Some(c) = &pm.comment {
            push_comment(c, &mut out);
        }
        for v in &pm.variations {
            push_variation(v, &mut out);
        }
        interrupted = pm.comment.is_some() || !pm.variations.is_empty();
        turn = turn.opposite();
    }
    out.push(Out::Word(g.result.map_or("*", |w| pdn_result(w, g.variant)).to_owned()));
    out
}

/// Lays the pieces out on lines of at most [`LINE_WIDTH`] characters.
fn fill(pieces: &[Out], out: &mut String) {
    let mut width = 0;
    for piece in pieces {
        match piece {
            Out::Break => {
                if width > 0 {
                    out.push('\n');
                    width = 0;
                }
            }
            Out::Word(w) => {
                let len = w.chars().count();
                if width > 0 && width + 1 + len > LINE_WIDTH {
                    out.push('\n');
                    width = 0;
                }
                if width > 0 {
                    out.push(' ');
                    width += 1;
                }
                out.push_str(w);
                width += len;
            }
        }
    }
    if width > 0 {
        out.push('\n');
    }
}
