//! The protocol's text: the words of a line, positions and scores written and read, the
//! game a `pos` command sets and the budget a `level` command sets.

use std::time::Duration;

use damier_rules::notation::parse_hub_move;
use damier_rules::pdn::MAX_MOVES;
use damier_rules::{Color, DrawRule24, Game, GameOptions, Piece, Position, Role, Variant};

use super::error::{CommandError, Expected};
use crate::search::{WIN, win_distance};
use crate::time::Budget;

/// The `key=value` words of a Hub line (values may be quoted), in order.
pub(crate) fn parse_args(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let (key, after) = match rest.find(['=', ' ']) {
            Some(i) if rest.as_bytes()[i] == b'=' => (&rest[..i], &rest[i + 1..]),
            Some(i) => (&rest[..i], &rest[i..]),
            None => (rest, ""),
        };
        let (value, after) = if let Some(q) = after.strip_prefix('"') {
            match q.find('"') {
                Some(end) => (&q[..end], &q[end + 1..]),
                None => (q, ""),
            }
        } else if after.starts_with(' ') || after.is_empty() {
            ("", after)
        } else {
            let end = after.find(' ').unwrap_or(after.len());
            (&after[..end], &after[end..])
        };
        out.push((key.to_owned(), value.to_owned()));
        rest = after.trim_start();
    }
    out
}

/// A value as the protocol writes it: in quotes when it holds a space; a quote inside (from
/// an echoed input) becomes `'`, since a Hub value cannot hold one.
pub(crate) fn quote(s: &str) -> String {
    let s = s.replace('"', "'");
    if s.contains(' ') || s.is_empty() { format!("\"{s}\"") } else { s }
}

/// A score as Hub clients read it: men with two decimals; wins as `100 - plies/100`.
pub fn score_text(score: i32) -> String {
    let centi = match win_distance(score) {
        Some(n) if n >= 0 => 10_000 - n,
        Some(n) => -10_000 - n,
        None => score.clamp(-WIN / 4, WIN / 4),
    };
    format!("{:.2}", f64::from(centi) / 100.0)
}

/// The position string of the protocol (see the module documentation).
pub fn position_text<P: Position>(pos: &P) -> String {
    let mut s = String::with_capacity(P::SQUARES + 1);
    s.push(pos.turn().letter());
    for sq in 0..P::SQUARES as u8 {
        s.push(match pos.piece_at(sq) {
            None => 'e',
            Some(Piece { color: Color::White, role: Role::Man }) => 'w',
            Some(Piece { color: Color::Black, role: Role::Man }) => 'b',
            Some(Piece { color: Color::White, role: Role::Prince }) => 'p',
            Some(Piece { color: Color::Black, role: Role::Prince }) => 'P',
            Some(Piece { color: Color::White, role: Role::King }) => 'W',
            Some(Piece { color: Color::Black, role: Role::King }) => 'B',
        });
    }
    s
}

/// Reads a position string (see the module documentation).
pub fn parse_position<P: Position>(text: &str) -> Result<P, CommandError> {
    let mut chars = text.chars();
    let turn = match chars.next() {
        Some('W' | 'w') => Color::White,
        Some('B' | 'b') => Color::Black,
        _ => return Err(CommandError::NoTurn { position: text.to_owned() }),
    };
    let body: Vec<char> = chars.collect();
    if body.len() != P::SQUARES {
        return Err(CommandError::SquareCount {
            variant: P::VARIANT,
            squares: P::SQUARES,
            found: body.len(),
        });
    }
    let mut pieces = Vec::new();
    for (sq, c) in body.into_iter().enumerate() {
        let piece = |color, role| Some(Piece { color, role });
        let p = match c {
            'e' | '.' => None,
            'w' => piece(Color::White, Role::Man),
            'b' => piece(Color::Black, Role::Man),
            'W' => piece(Color::White, Role::King),
            'B' => piece(Color::Black, Role::King),
            'p' if P::VARIANT == Variant::Dablot => piece(Color::White, Role::Prince),
            'P' if P::VARIANT == Variant::Dablot => piece(Color::Black, Role::Prince),
            letter => return Err(CommandError::PieceLetter { letter, square: sq + 1 }),
        };
        if let Some(p) = p {
            pieces.push((sq as u8, p));
        }
    }
    P::from_pieces(turn, &pieces).map_err(CommandError::Position)
}

/// The game a `pos` command sets: the position (or `start`) and the moves played from it.
pub(super) fn game_from<P: Position>(
    pos: &str,
    moves: &str,
    rules: GameOptions,
) -> Result<Game<P>, CommandError> {
    // Each move looks back over the game for repetitions: a list of millions would take hours.
    if moves.split_whitespace().nth(MAX_MOVES).is_some() {
        return Err(CommandError::TooManyMoves);
    }
    let start = if pos == "start" { P::start() } else { parse_position::<P>(pos)? };
    let mut game = Game::new(start, rules);
    for text in moves.split_whitespace() {
        let p = *game.position();
        let m = parse_hub_move(&p, text)
            .or_else(|| p.parse_move(text).ok())
            .ok_or_else(|| CommandError::NotLegal { text: text.to_owned(), fen: p.to_fen() })?;
        if game.outcome().is_some() {
            // Over by our rules, but the GUI is the referee: play on from here (the moves
            // before no longer count for repetitions), under the FMJD form of rule 24, since
            // the seed's form ends the game in this very position.
            let mut fmjd = rules;
            fmjd.rule24 = DrawRule24::Fmjd;
            game = Game::new(p, fmjd);
        }
        game.play(&m).map_err(|error| CommandError::Refused { text: text.to_owned(), error })?;
    }
    Ok(game)
}

/// The longest time `level` takes, in seconds: far beyond any game, far below what the time
/// arithmetic of a move's budget could overflow.
pub const MAX_SECONDS: f64 = 1e9;

/// A `level` value: `key=value` read as `T` and checked by `ok`; the error names the key and
/// says what it must be.
fn level_value<T: std::str::FromStr>(
    key: &str,
    value: &str,
    expected: Expected,
    ok: impl Fn(&T) -> bool,
) -> Result<T, CommandError> {
    let error = || CommandError::LevelValue { key: key.to_owned(), value: value.to_owned(), expected };
    value.parse::<T>().ok().filter(ok).ok_or_else(error)
}

/// A `level` time in seconds, 0 to [`MAX_SECONDS`].
fn seconds(key: &str, value: &str) -> Result<Duration, CommandError> {
    let s: f64 = level_value(key, value, Expected::Seconds, |s: &f64| (0.0..=MAX_SECONDS).contains(s))?;
    Ok(Duration::from_secs_f64(s))
}

/// The `level` command that sets `budget` ([`level_budget`] reads it back).
pub fn level_line(budget: &Budget) -> String {
    match budget {
        Budget::Depth(d) => format!("level depth={d}"),
        Budget::Nodes(n) => format!("level nodes={n}"),
        Budget::MoveTime(t) => format!("level move-time={:.3}", t.as_secs_f64()),
        Budget::Clock { remaining, increment, moves_to_go } => {
            // Hub: the time left before the coming move's increment, which the engine adds.
            let time = remaining.saturating_sub(*increment).as_secs_f64();
            let moves = moves_to_go.map(|n| format!(" moves={n}")).unwrap_or_default();
            format!("level{moves} time={time:.3} inc={:.3}", increment.as_secs_f64())
        }
        Budget::Infinite => "level infinite".to_owned(),
    }
}

/// The budget a `level` command sets (`None` when it names none); every value it gives is
/// checked, and the first bad one is the error, naming it.
pub(super) fn level_budget(args: &[(String, String)]) -> Result<Option<Budget>, CommandError> {
    let arg = |k: &str| args.iter().find(|(key, _)| key == k).map(|(_, v)| v.as_str());
    let positive = Expected::Positive;
    let depth = arg("depth").map(|v| level_value("depth", v, positive, |d: &u32| *d >= 1)).transpose()?;
    let nodes = arg("nodes").map(|v| level_value("nodes", v, positive, |n: &u64| *n >= 1)).transpose()?;
    let move_time = arg("move-time").map(|v| seconds("move-time", v)).transpose()?;
    let time = arg("time").map(|v| seconds("time", v)).transpose()?;
    let increment = arg("inc").map(|v| seconds("inc", v)).transpose()?;
    let moves_to_go =
        arg("moves").map(|v| level_value("moves", v, Expected::Whole, |_: &u32| true)).transpose()?;
    if args.iter().any(|(k, _)| k == "infinite") {
        return Ok(Some(Budget::Infinite));
    }
    let budget = if let Some(d) = depth {
        Budget::Depth(d)
    } else if let Some(n) = nodes {
        Budget::Nodes(n)
    } else if let Some(t) = move_time {
        Budget::MoveTime(t)
    } else if let Some(time) = time {
        let increment = increment.unwrap_or(Duration::ZERO);
        // Hub: the engine adds the increment of the coming move itself.
        Budget::Clock {
            remaining: time.saturating_add(increment),
            increment,
            moves_to_go: moves_to_go.filter(|&n| n > 0),
        }
    } else {
        return Ok(None);
    };
    Ok(Some(budget))
}
