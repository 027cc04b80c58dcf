//! Reading PDN: the lexer's tokens cut into games ([`PdnReader`]), each game read as its
//! tokens come (moves replayed to check they are legal): no game's tokens are kept, only the
//! [`PdnGame`] being built.

use super::lexer::{Failure, Lexer, Pos, Tag, Token};
use super::line::{LineBuilder, shifted};
use super::{MAX_GAMES, PdnError, PdnErrorKind, PdnGame, is_setup_tag, order_tags, parse_result};
use crate::position::Position;
use crate::types::{Color, Variant};
use crate::with_variant;

/// The game being cut from the file and read.
#[derive(Default)]
struct Segment {
    /// Where its first token (or error) is.
    start: Option<Pos>,
    tags: Vec<Tag>,
    /// The game read from the tags and the movetext so far; `None` until movetext comes.
    body: Option<Box<dyn Build>>,
    /// Movetext (or a broken token outside tags) has been seen.
    seen_body: bool,
    /// A token other than a comment has been seen in the movetext.
    content: bool,
    /// After a lexical error: skipping to the next game.
    skipping: bool,
    /// The first problem in the text (lexical or not); once there is one, no more is read.
    error: Option<Failure>,
}

impl Segment {
    /// Whether this stretch is a game: it has tags, a move or result, or an error.
    fn is_game(&self) -> bool {
        self.error.is_some() || !self.tags.is_empty() || self.content
    }

    /// Keeps `failure` if it comes before the one already found.
    fn fail(&mut self, failure: Failure) {
        if self.error.as_ref().is_none_or(|e| failure.0 < e.0) {
            self.error = Some(failure);
        }
    }

    /// Reads one movetext token into the game.
    fn feed(&mut self, at: Pos, token: Token) {
        self.seen_body = true;
        self.content |= !matches!(token, Token::Comment(_));
        if self.skipping || self.error.is_some() {
            return;
        }
        if self.body.is_none() {
            match builder(&self.tags) {
                Ok(b) => self.body = Some(b),
                Err(e) => return self.fail(e),
            }
        }
        if let Some(Err(e)) = self.body.as_mut().map(|b| b.feed(at, token)) {
            self.fail(e);
        }
    }

    /// The game, or the first thing wrong with it.
    fn read(self) -> Result<PdnGame, Failure> {
        let body = match (self.error, self.body) {
            (Some(e), _) => return Err(e),
            (None, Some(body)) => body,
            (None, None) => builder(&self.tags)?,
        };
        Ok(body.game())
    }
}

/// The games of a PDN text, read one at a time in one pass ([`read_pdn`] collects them): the
/// memory it holds is the game being read, whatever the size of the text, so a caller that
/// wants the first game ([`Iterator::next`]) reads no further.
pub struct PdnReader<'a> {
    lexer: Lexer<'a>,
    /// The game being cut.
    cur: Segment,
    /// Games given so far.
    games: usize,
    /// Where the last game given starts in the text, in bytes.
    last_start: usize,
}

impl<'a> PdnReader<'a> {
    pub fn new(text: &'a str) -> PdnReader<'a> {
        PdnReader { lexer: Lexer::new(text), cur: Segment::default(), games: 0, last_start: 0 }
    }

    /// Where the game last given by [`Iterator::next`] starts in the text, in bytes: at its
    /// first tag, move or comment (0 before the first). A game runs to where the next starts,
    /// so that a caller can replace one game of a file and keep the rest as written.
    pub fn last_start(&self) -> usize {
        self.last_start
    }

    /// Ends the game being cut; `Some` when it is one.
    fn finish(&mut self) -> Option<Segment> {
        Some(std::mem::take(&mut self.cur)).filter(Segment::is_game)
    }

    /// The next game, cut as the module documentation says.
    fn next_segment(&mut self) -> Option<Segment> {
        while let Some(item) = self.lexer.next_token() {
            match item {
                Err(e) => {
                    self.cur.start.get_or_insert(e.failure.0);
                    self.cur.seen_body |= !e.in_tag;
                    if !self.cur.skipping {
                        self.cur.fail(e.failure);
                        self.cur.skipping = true;
                    }
                }
                Ok((pos, Token::Tag(tag))) => {
                    let cur = &self.cur;
                    let ended = if cur.seen_body || cur.skipping && tag.name == "Event" {
                        self.finish()
                    } else {
                        None
                    };
                    if !self.cur.skipping {
                        self.cur.start.get_or_insert(pos);
                        self.cur.tags.push(tag);
                    }
                    if ended.is_some() {
                        return ended;
                    }
                }
                Ok((pos, token)) => {
                    let ends = matches!(&token, Token::Word(w) if parse_result(w).is_some());
                    self.cur.start.get_or_insert(pos);
                    self.cur.feed(pos, token);
                    if ends && let Some(seg) = self.finish() {
                        return Some(seg);
                    }
                }
            }
        }
        self.finish()
    }
}

impl Iterator for PdnReader<'_> {
    type Item = Result<PdnGame, PdnError>;

    fn next(&mut self) -> Option<Self::Item> {
        let seg = self.next_segment()?;
        self.games += 1;
        self.last_start = seg.start.map_or(0, |p| p.offset);
        Some(seg.read().map_err(|(pos, kind)| PdnError {
            game: self.games,
            line: pos.line,
            column: pos.column,
            kind,
        }))
    }
}

/// Reads every game of a PDN file, in order: each is the game or what is wrong with it. At most
/// [`MAX_GAMES`] games are read; when the file holds more, one error after them says so (read
/// it with [`PdnReader`] to go on).
pub fn read_pdn(text: &str) -> Vec<Result<PdnGame, PdnError>> {
    let mut reader = PdnReader::new(text);
    let mut games: Vec<_> = reader.by_ref().take(MAX_GAMES).collect();
    if let Some(seg) = reader.next_segment() {
        let at = seg.start.unwrap_or(Pos::START);
        games.push(Err(PdnError {
            game: MAX_GAMES + 1,
            line: at.line,
            column: at.column,
            kind: PdnErrorKind::TooManyGames { max: MAX_GAMES },
        }));
    }
    games
}

/// What the tag section says.
struct Head {
    variant: Variant,
    tags: Vec<(String, String)>,
    fen: Option<(String, Pos)>,
    result: Option<Option<Color>>,
}

fn read_head(tags: &[Tag]) -> Result<Head, Failure> {
    let mut game_type: Option<(Variant, &Tag)> = None;
    let mut named: Option<(Variant, &Tag)> = None;
    let mut head = Head { variant: Variant::International, tags: Vec::new(), fen: None, result: None };
    for tag in tags {
        let name = tag.name.as_str();
        let value = tag.value.trim();
        if name.eq_ignore_ascii_case("GameType") {
            let number = value.split(',').next().unwrap_or("").trim();
            let variant = match number {
                "20" => Variant::International,
                "21" => Variant::English,
                _ => {
                    return Err((tag.pos, PdnErrorKind::UnknownGameType(value.to_owned())));
                }
            };
            game_type = Some((variant, tag));
        } else if name.eq_ignore_ascii_case("Variant") {
            let variant = value
                .parse::<Variant>()
                .map_err(|_| (tag.pos, PdnErrorKind::UnknownVariant(value.to_owned())))?;
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
                PdnErrorKind::VariantContradicts { value: tag.value.clone(), game_type: a },
            ));
        }
        (Some((v, _)), _) | (None, Some((v, _))) => v,
        (None, None) => Variant::International,
    };
    head.tags = order_tags(head.tags);
    Ok(head)
}

/// A game being read: the movetext's tokens go in one at a time.
trait Build {
    fn feed(&mut self, at: Pos, token: Token) -> Result<(), Failure>;
    fn game(self: Box<Self>) -> PdnGame;
}

/// The game the tags set up, in its variant, ready for the movetext.
fn builder(tags: &[Tag]) -> Result<Box<dyn Build>, Failure> {
    let head = read_head(tags)?;
    let variant = head.variant;
    Ok(with_variant!(variant, P => Box::new(Builder::<P>::new(head)?)))
}

/// A game of `P` being read: its head, and its main line so far.
struct Builder<P> {
    line: LineBuilder<P>,
    game: PdnGame,
}

impl<P: Position> Builder<P> {
    fn new(head: Head) -> Result<Builder<P>, Failure> {
        let pos = match &head.fen {
            Some((fen, at)) => {
                P::from_fen(fen).map_err(|e| (shifted(*at, fen, e.column), PdnErrorKind::BadFen(e.kind)))?
            }
            None => P::start(),
        };
        let game = PdnGame {
            variant: head.variant,
            tags: head.tags,
            start_fen: head.fen.map(|(fen, _)| fen),
            comment: None,
            moves: Vec::new(),
            result: head.result,
        };
        Ok(Builder { line: LineBuilder::new(pos, 0), game })
    }
}

impl<P: Position> Build for Builder<P> {
    fn feed(&mut self, at: Pos, token: Token) -> Result<(), Failure> {
        if let Token::Word(word) = &token
            && let Some(result) = parse_result(word)
        {
            self.game.result = result;
            return Ok(());
        }
        self.line.feed(at, token)
    }

    fn game(self: Box<Self>) -> PdnGame {
        let Builder { line, mut game } = *self;
        game.comment = line.line.comment;
        game.moves = line.line.moves;
        game
    }
}
