//! Writing PDN: tags, then the movetext filled into lines of at most [`LINE_WIDTH`]
//! characters.

use super::lexer::{Scan, State, collapse, is_space};
use super::{LINE_WIDTH, PdnGame, PdnLine, PdnMove, PdnVariation, is_setup_tag, tag_rank};
use crate::game::pdn_result;
use crate::position::{Position, move_text};
use crate::types::{Color, Variant};
use crate::with_variant;

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
        let words = with_variant!(g.variant, P => movetext::<P>(g));
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

/// A variation in parentheses, cut where a line may break: at white space outside `;`
/// comments, but never before a `[` (the reader ends a variation at a line that starts with
/// `[`, taking it for a tag).
fn push_variation(text: &str, out: &mut Vec<Out>) {
    let mut pieces = Vec::new();
    let mut word = String::from("(");
    let mut scan = Scan::default();
    // White space has come since the last character of `word`.
    let mut split = false;
    for c in text.chars() {
        let state = scan.state;
        scan.step(c);
        if state == State::Line && c == '\n' {
            pieces.push(Out::Word(std::mem::take(&mut word)));
            pieces.push(Out::Break);
            split = false;
        } else if is_space(c) && state != State::Line {
            split = !word.is_empty();
        } else {
            if std::mem::take(&mut split) {
                if c == '[' {
                    word.push(' ');
                } else {
                    pieces.push(Out::Word(std::mem::take(&mut word)));
                }
            }
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
/// and the rest of its line are written in the long form.
fn movetext<P: Position>(g: &PdnGame) -> Vec<Out> {
    let mut out = Vec::new();
    let pos: Option<P> = match &g.start_fen {
        Some(fen) => P::from_fen(fen).ok(),
        None => Some(P::start()),
    };
    let first = if P::VARIANT == Variant::English { Color::Black } else { Color::White };
    let at = At { pos, number: 1, turn: pos.map_or(first, |p| p.turn()), first };
    write_line(at, g.comment.as_deref(), &g.moves, &mut out);
    out.push(Out::Word(g.result.map_or("*", |w| pdn_result(w, g.variant)).to_owned()));
    out
}

/// Where a line's next move is played: the position (`None` once a move did not replay), the
/// move's number, the side to move, and the side that moves first in a game.
#[derive(Clone, Copy)]
struct At<P> {
    pos: Option<P>,
    number: usize,
    turn: Color,
    first: Color,
}

/// A line's comment and moves, with their annotations and variations, from `at`.
fn write_line<P: Position>(mut at: At<P>, comment: Option<&str>, moves: &[PdnMove], out: &mut Vec<Out>) {
    if let Some(c) = comment {
        push_comment(c, out);
    }
    let mut interrupted = true;
    for pm in moves {
        let before = at;
        let legal = at.pos.and_then(|p| p.legal_moves().into_iter().find(|l| *l == pm.mv).map(|l| (p, l)));
        let text = match legal {
            Some((mut p, l)) => {
                let text = p.move_to_string(&l);
                p.play_unchecked(&l);
                at.pos = Some(p);
                text
            }
            None => {
                at.pos = None;
                move_text::<P>(&pm.mv, true)
            }
        };
        out.push(Out::Word(if at.turn == at.first {
            format!("{}. {text}", at.number)
        } else if interrupted {
            format!("{}... {text}", at.number)
        } else {
            text
        }));
        out.extend(pm.nags.iter().map(|n| Out::Word(format!("${n}"))));
        if let Some(c) = &pm.comment {
            push_comment(c, out);
        }
        for v in &pm.variations {
            match v {
                PdnVariation::Text(text) => push_variation(text, out),
                PdnVariation::Line(line) => push_line(before, line, out),
            }
        }
        interrupted = pm.comment.is_some() || !pm.variations.is_empty();
        at.turn = at.turn.opposite();
        if at.turn == at.first {
            at.number += 1;
        }
    }
}

/// A variation read as moves, in parentheses, from `at` (the position of the move it
/// replaces). No line inside it starts with a `[` (see [`push_variation`]).
fn push_line<P: Position>(at: At<P>, line: &PdnLine, out: &mut Vec<Out>) {
    let mut inner = Vec::new();
    write_line(at, line.comment.as_deref(), &line.moves, &mut inner);
    let mut pieces: Vec<Out> = Vec::with_capacity(inner.len() + 2);
    for piece in inner {
        match (pieces.last_mut(), piece) {
            (Some(Out::Word(prev)), Out::Word(w)) if w.starts_with('[') => {
                prev.push(' ');
                prev.push_str(&w);
            }
            (_, piece) => pieces.push(piece),
        }
    }
    match pieces.first_mut() {
        Some(Out::Word(w)) => w.insert(0, '('),
        _ => pieces.insert(0, Out::Word("(".to_owned())),
    }
    match pieces.last_mut() {
        Some(Out::Word(w)) => w.push(')'),
        _ => pieces.push(Out::Word(")".to_owned())),
    }
    out.extend(pieces);
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
