//! Moves as the engine writes them: standard notation for lines, the Hub form for the protocol.

use damier_rules::{Move, Position};

/// A line of moves from `pos` in standard notation (stops at the first move that is not legal).
pub fn line_text<P: Position>(pos: &P, line: &[Move]) -> Vec<String> {
    line_with(pos, line, P::move_to_string)
}

/// A line of moves from `pos` in the Hub protocol's notation ([`hub_move_text`]).
pub fn hub_line_text<P: Position>(pos: &P, line: &[Move]) -> Vec<String> {
    line_with(pos, line, hub_move_text)
}

fn line_with<P: Position>(pos: &P, line: &[Move], write: fn(&P, &Move) -> String) -> Vec<String> {
    let mut p = *pos;
    let mut out = Vec::with_capacity(line.len());
    for m in line {
        let Ok(next) = p.play(m) else { break };
        out.push(write(&p, m));
        p = next;
    }
    out
}

/// Draughts moves as the Hub protocol writes them (`32-28`, `28x19x23`: from, to, then the
/// captured squares ascending); Dablot with every landing point (`e1xg3xc3`), as its
/// notation always does.
pub fn hub_move_text<P: Position>(pos: &P, m: &Move) -> String {
    if P::ALWAYS_LONG_CAPTURES || !m.is_capture() {
        return pos.move_to_string(m);
    }
    let mut caps = m.captures().to_vec();
    caps.sort_unstable();
    let mut s = format!("{}x{}", P::square_name(m.from()), P::square_name(m.to()));
    for c in caps {
        s.push('x');
        s.push_str(&P::square_name(c));
    }
    s
}
