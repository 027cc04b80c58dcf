//! FEN as PDN 3.0 writes it: `W:W31-50:B1-20` (turn, then each side's squares, `K` for a
//! king). Dablot uses the same frame with point names and `P` for the prince
//! (`shared/dablot-rules.md`, "Notation"). Ranges (`31-50`) are accepted on input only.

use crate::error::{ParseError, ParseErrorKind};
use crate::position::Position;
use crate::types::{Color, Piece, Role};

fn color_of(c: char) -> Option<Color> {
    match c {
        'W' | 'w' => Some(Color::White),
        'B' | 'b' => Some(Color::Black),
        _ => None,
    }
}

/// Reads a FEN. Errors give the column and say what is wrong.
pub fn parse<P: Position>(text: &str) -> Result<P, ParseError> {
    let lead = text.len() - text.trim_start().len();
    let body = text.trim().trim_end_matches('.');
    if body.is_empty() {
        return Err(ParseError::new(0, ParseErrorKind::EmptyPosition));
    }
    let mut fields = Vec::new();
    let mut start = 0;
    for (i, c) in body.char_indices() {
        if c == ':' {
            fields.push((lead + start, &body[start..i]));
            start = i + 1;
        }
    }
    fields.push((lead + start, &body[start..]));

    let (turn_col, turn_text) = fields[0];
    let turn = match turn_text.trim() {
        t if t.len() == 1 => t.chars().next().and_then(color_of),
        _ => None,
    }
    .ok_or_else(|| ParseError::new(turn_col, ParseErrorKind::BadTurn(turn_text.trim().to_owned())))?;

    let mut pieces: Vec<(u8, Piece)> = Vec::new();
    // The column of the token each piece came from, for error messages.
    let mut columns: Vec<usize> = Vec::new();
    // Squares taken so far: a second piece on one is an error at once, so the list never
    // holds more pieces than the board has squares (whatever ranges a long FEN repeats).
    let mut seen = vec![false; P::SQUARES];
    let mut seen_side = [false; 2];
    for &(col, field) in &fields[1..] {
        let ftrim = field.trim_start();
        let col = col + field.len() - ftrim.len();
        let mut chars = ftrim.chars();
        let side = chars
            .next()
            .and_then(color_of)
            .ok_or_else(|| ParseError::new(col, ParseErrorKind::BadSide(ftrim.trim().to_owned())))?;
        if seen_side[side.index()] {
            return Err(ParseError::new(col, ParseErrorKind::SideListedTwice(side)));
        }
        seen_side[side.index()] = true;
        let list = &ftrim[1..];
        let mut offset = col + 1;
        for token in list.split(',') {
            let t = token.trim();
            let tcol = offset + token.len() - token.trim_start().len();
            offset += token.len() + 1;
            if t.is_empty() {
                if list.trim().is_empty() {
                    continue;
                }
                return Err(ParseError::new(tcol, ParseErrorKind::EmptySquare));
            }
            read_token::<P>(t, tcol, side, &mut pieces)?;
            for &(sq, _) in &pieces[columns.len()..] {
                if std::mem::replace(&mut seen[sq as usize], true) {
                    return Err(ParseError::new(tcol, ParseErrorKind::SquareTwice(P::square_name(sq))));
                }
            }
            columns.resize(pieces.len(), tcol);
        }
    }
    P::from_pieces(turn, &pieces).map_err(|error| {
        // Point at the first piece that makes the position impossible: every check only
        // grows with more pieces, so it is the last piece of the shortest failing prefix.
        let culprit = (1..=pieces.len()).find(|&n| P::from_pieces(turn, &pieces[..n]).is_err());
        ParseError::new(culprit.map_or(0, |n| columns[n - 1]), ParseErrorKind::Position(error))
    })
}

fn read_token<P: Position>(
    t: &str,
    col: usize,
    side: Color,
    out: &mut Vec<(u8, Piece)>,
) -> Result<(), ParseError> {
    let (role, rest, rcol) = match t.as_bytes()[0] {
        b'K' => (Role::King, &t[1..], col + 1),
        b'P' => (Role::Prince, &t[1..], col + 1),
        _ => (Role::Man, t, col),
    };
    let piece = Piece { color: side, role };
    let square = |s: &str, c: usize| {
        P::parse_square(s.trim()).ok_or_else(|| ParseError::not_a_square::<P>(c, s.trim()))
    };
    match rest.split_once('-') {
        Some((a, b)) => {
            let lo = square(a, rcol)?;
            let hi = square(b, rcol + a.len() + 1)?;
            if lo > hi || !a.trim().bytes().all(|c| c.is_ascii_digit()) {
                return Err(ParseError::new(rcol, ParseErrorKind::BadRange(rest.to_owned())));
            }
            out.extend((lo..=hi).map(|s| (s, piece)));
        }
        None => out.push((square(rest, rcol)?, piece)),
    }
    Ok(())
}

/// Writes the position: side to move, White's pieces, Black's pieces, squares ascending.
pub fn write<P: Position>(pos: &P) -> String {
    write_pieces::<P>(pos.turn(), |sq| pos.piece_at(sq))
}

/// Writes pieces as [`write`] does, whether or not they make a position of the game (a
/// position being set up).
pub(crate) fn write_pieces<P: Position>(turn: Color, piece_at: impl Fn(u8) -> Option<Piece>) -> String {
    let mut s = String::new();
    s.push(turn.letter());
    for color in [Color::White, Color::Black] {
        s.push(':');
        s.push(color.letter());
        let mut first = true;
        for sq in 0..P::SQUARES as u8 {
            let Some(p) = piece_at(sq).filter(|p| p.color == color) else { continue };
            if !first {
                s.push(',');
            }
            first = false;
            match p.role {
                Role::King => s.push('K'),
                Role::Prince => s.push('P'),
                Role::Man => {}
            }
            s.push_str(&P::square_name(sq));
        }
    }
    s
}
