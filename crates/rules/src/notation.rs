//! Reading move text: `32-28`, `19x30`, the long form `47x38x24x13x36`, Dablot `e1xg3xc3`.

use crate::error::{ParseError, ParseErrorKind};
use crate::position::{Position, move_text};
use crate::types::{MAX_JUMPS, Move};

/// Finds the legal capture written in the Hub protocol's form `from x to x captured...`
/// (captured squares in any order), e.g. `28x19x23`; also a quiet move `32-28`.
pub fn parse_hub_move<P: Position>(pos: &P, text: &str) -> Option<Move> {
    let text = text.trim();
    let legal = pos.legal_moves();
    if let Some((a, b)) = text.split_once('-') {
        let (from, to) = (P::parse_square(a)?, P::parse_square(b)?);
        return legal.into_iter().find(|m| !m.is_capture() && m.from() == from && m.to() == to);
    }
    let squares: Option<Vec<u8>> = text.split(['x', 'X']).map(P::parse_square).collect();
    let squares = squares?;
    let [from, to, ref captured @ ..] = squares[..] else { return None };
    let set = captured.iter().fold(0u128, |acc, &s| acc | 1u128 << s);
    let mut hub = legal.into_iter().filter(|m| m.from() == from && m.to() == to && m.captured_set() == set);
    match (hub.next(), hub.next()) {
        (Some(m), None) => Some(m),
        _ => None,
    }
}

/// Finds the legal move `text` names. A short capture that two legal moves share is an
/// error that lists both long forms; a long form may take any route the rules allow.
pub fn parse_move<P: Position>(pos: &P, text: &str) -> Result<Move, ParseError> {
    let lead = text.len() - text.trim_start().len();
    let body = text.trim();
    if body.is_empty() {
        return Err(ParseError::new(0, ParseErrorKind::EmptyMove));
    }
    let mut squares: Vec<(usize, u8)> = Vec::new();
    let mut capture_sign = false;
    let mut start = 0;
    let bytes = body.as_bytes();
    for i in 0..=bytes.len() {
        let sep = i == bytes.len() || matches!(bytes[i], b'-' | b'x' | b'X' | b':');
        if !sep {
            continue;
        }
        if i < bytes.len() && bytes[i] != b'-' {
            capture_sign = true;
        }
        let token = &body[start..i];
        let col = lead + start;
        if token.is_empty() {
            return Err(ParseError::new(col, ParseErrorKind::MissingSquare));
        }
        let sq = P::parse_square(token).ok_or_else(|| ParseError::not_a_square::<P>(col, token))?;
        squares.push((col, sq));
        start = i + 1;
    }
    if squares.len() > MAX_JUMPS + 1 {
        return Err(ParseError::new(lead, ParseErrorKind::TooManyJumps));
    }
    if squares.len() < 2 {
        return Err(ParseError::new(lead, ParseErrorKind::NotAMove(body.to_owned())));
    }
    let (_, from) = squares[0];
    let (_, to) = squares[squares.len() - 1];
    let legal = pos.legal_moves();
    let mut candidates: Vec<Move> =
        legal.iter().copied().filter(|m| m.from() == from && m.to() == to).collect();
    if candidates.is_empty() {
        let wanted = if capture_sign || squares.len() > 2 {
            let landings: Vec<u8> = squares[1..].iter().map(|&(_, s)| s).collect();
            Move::capture(from, &landings, &vec![0; landings.len()])
        } else {
            Move::quiet(from, to)
        };
        let why = pos.play(&wanted).err();
        return Err(ParseError::new(lead, ParseErrorKind::Refused { text: body.to_owned(), why }));
    }
    if capture_sign {
        candidates.retain(Move::is_capture);
    }
    // A long form (and any Dablot capture, which always lists every landing) names its
    // route: follow it and keep the move taking what the route jumps. Two squares name a
    // route too when the short form is ambiguous: `11x2` is the long form of a one-jump
    // capture that shares start and end with a longer one.
    let route_named = squares.len() > 2 || P::ALWAYS_LONG_CAPTURES && capture_sign;
    if route_named || candidates.len() > 1 && capture_sign {
        match route_captures(pos, from, &squares[1..]) {
            Ok(captured) => candidates.retain(|m| m.captured_set() == captured),
            Err(e) if route_named => return Err(e),
            Err(_) => {}
        }
    }
    if candidates.is_empty() {
        return Err(ParseError::new(lead, ParseErrorKind::NotLegalHere(body.to_owned())));
    }
    if candidates.len() > 1 {
        let forms: Vec<String> = candidates.iter().map(|m| move_text::<P>(m, true)).collect();
        return Err(ParseError::new(lead, ParseErrorKind::Ambiguous { text: body.to_owned(), forms }));
    }
    Ok(candidates[0])
}

/// The pieces a capture route jumps, leg by leg from `from` through `landings`.
fn route_captures<P: Position>(pos: &P, from: u8, landings: &[(usize, u8)]) -> Result<u128, ParseError> {
    let mut captured = 0u128;
    let mut at = from;
    for &(col, sq) in landings {
        let jumped = pos.jumped_between(at, sq, from).ok_or_else(|| {
            let (from, to) = (P::square_name(at), P::square_name(sq));
            ParseError::new(col, ParseErrorKind::NoCaptureBetween { from, to })
        })?;
        captured |= 1u128 << jumped;
        at = sq;
    }
    Ok(captured)
}
