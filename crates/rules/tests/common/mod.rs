//! Helpers shared by the rules tests: read a FEN, list its legal moves as sorted texts, count
//! perft the slow way. Each test binary compiles this module and uses a part of it.
#![allow(dead_code)]

use damier_rules::Position;

/// The position of a FEN that the test knows to be valid.
pub fn pos<P: Position>(fen: &str) -> P {
    match P::from_fen(fen) {
        Ok(p) => p,
        Err(e) => panic!("{fen}: {e}"),
    }
}

/// The full legal-move list of a FEN, as sorted move texts.
pub fn moves<P: Position>(fen: &str) -> Vec<String> {
    let p: P = pos(fen);
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| p.move_to_string(m)).collect();
    v.sort();
    v
}

/// An expected move list, sorted like [`moves`].
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Perft through the public API alone: `legal_moves` and `play_unchecked`, no bulk counting.
pub fn slow_perft<P: Position>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut child = *pos;
            child.play_unchecked(m);
            slow_perft(&child, depth - 1)
        })
        .sum()
}
