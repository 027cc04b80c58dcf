//! An endgame table for Dablot: king and prince against a lone warrior, solved exactly.
//!
//! Seed 003's rank rule makes the king and the prince untouchable for a warrior, and a side
//! with no move loses, so the two hunters always win — but the warrior can run a long way
//! (up to 42 plies with best play), longer than a search sees in a fraction of a second, and
//! the hunters' usual evaluation does not know how to corner it. The table knows: for every
//! placement of the three pieces and either side to move, the number of plies to the win with
//! best play on both sides. It is built on first use by retrograde analysis (746,496 entries,
//! about 50 ms) from the rules crate's lines and jumps (dablot-rules.md "Lines", "Jumps").

use std::sync::OnceLock;

use damier_rules::dablot::{POINTS, jumps, neighbours};
use damier_rules::{Color, Dablot, Position};

/// Plies to the hunters' win, by [`index`]; [`UNKNOWN`] where the analysis found none.
struct Table {
    plies: Vec<u8>,
}

/// No win found (never left once the table is built, see the tests).
const UNKNOWN: u8 = u8::MAX;

/// The entry of the king on `k`, the prince on `p` and the warrior on `w`, with the hunters
/// to move or not.
fn index(k: usize, p: usize, w: usize, hunters_to_move: bool) -> usize {
    (((k * POINTS + p) * POINTS + w) << 1) | usize::from(hunters_to_move)
}

/// The neighbours of every point, as lists.
fn neighbour_lists() -> Vec<Vec<usize>> {
    (0..POINTS).map(|p| (0..POINTS).filter(|&q| neighbours(p as u8) & 1 << q != 0).collect()).collect()
}

/// Builds the table. Seeds: the hunters to move with a capture win in 1 ply (taking the last
/// piece); the warrior to move with no step loses at once (seed 003). Then backwards, level
/// by level: a hunters-to-move position is won as soon as one step leads to a won position;
/// a warrior-to-move position once all its steps do (counted down).
fn build() -> Table {
    let n = POINTS;
    let near = neighbour_lists();
    let mut plies = vec![UNKNOWN; n * n * n * 2];
    let mut left = vec![0u8; n * n * n * 2];
    let mut queue = Vec::new();
    for k in 0..n {
        for p in (0..n).filter(|&p| p != k) {
            for w in (0..n).filter(|&w| w != k && w != p) {
                let empty = |x: usize| x != k && x != p && x != w;
                let capture = [k, p].into_iter().any(|h| {
                    jumps(h as u8).iter().any(|&(over, to)| usize::from(over) == w && empty(usize::from(to)))
                });
                if capture {
                    plies[index(k, p, w, true)] = 1;
                    queue.push(index(k, p, w, true));
                }
                let steps = near[w].iter().filter(|&&x| empty(x)).count();
                let i = index(k, p, w, false);
                if steps == 0 {
                    plies[i] = 0;
                    queue.push(i);
                } else {
                    left[i] = steps as u8;
                }
            }
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let i = queue[head];
        head += 1;
        let next = plies[i] + 1;
        let rest = i >> 1;
        let (w, p, k) = (rest % n, rest / n % n, rest / (n * n));
        let empty = |x: usize| x != k && x != p && x != w;
        if i & 1 == 1 {
            // The warrior stepped here from a free neighbour (it never captures a hunter).
            for &from in near[w].iter().filter(|&&x| empty(x)) {
                let j = index(k, p, from, false);
                if plies[j] == UNKNOWN {
                    left[j] -= 1;
                    if left[j] == 0 {
                        plies[j] = next;
                        queue.push(j);
                    }
                }
            }
        } else {
            // The king or the prince stepped here (a position with a capture is won already).
            let king = near[k].iter().filter(|&&x| empty(x)).map(|&from| index(from, p, w, true));
            let prince = near[p].iter().filter(|&&x| empty(x)).map(|&from| index(k, from, w, true));
            for j in king.chain(prince) {
                if plies[j] == UNKNOWN {
                    plies[j] = next;
                    queue.push(j);
                }
            }
        }
    }
    Table { plies }
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(build)
}

/// The exact result of a king-and-prince-against-a-warrior position (either colour hunting):
/// `Some(n)`, the side to move wins in `n` plies, or, negative, loses in `-n` (0: the warrior,
/// to move, has no step and has lost); `None` for any other material.
pub fn probe(pos: &Dablot) -> Option<i32> {
    let [white, black, princes, kings] = pos.bitboards();
    let hunters =
        [white, black].into_iter().position(|s| s.count_ones() == 2 && s & kings != 0 && s & princes != 0)?;
    let (own, enemy) = if hunters == 0 { (white, black) } else { (black, white) };
    if enemy.count_ones() != 1 || enemy & (kings | princes) != 0 {
        return None;
    }
    let at = |bb: u128| bb.trailing_zeros() as usize;
    let hunters_to_move = pos.turn() == [Color::White, Color::Black][hunters];
    let plies = table().plies[index(at(own & kings), at(own & princes), at(enemy), hunters_to_move)];
    (plies != UNKNOWN).then(|| if hunters_to_move { i32::from(plies) } else { -i32::from(plies) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::{Piece, Role};

    #[test]
    fn every_position_is_won_within_42_plies() {
        let t = table();
        let mut longest = 0;
        for k in 0..POINTS {
            for p in (0..POINTS).filter(|&p| p != k) {
                for w in (0..POINTS).filter(|&w| w != k && w != p) {
                    for side in [true, false] {
                        let plies = t.plies[index(k, p, w, side)];
                        assert_ne!(plies, UNKNOWN, "k {k} p {p} w {w} hunters to move {side}");
                        longest = longest.max(plies);
                    }
                }
            }
        }
        assert_eq!(longest, 42);
    }

    /// Every entry agrees with the rules crate's own moves: the hunters' best move leads to an
    /// entry one ply shorter, the warrior's best defence too (taking the last warrior ends it).
    #[test]
    fn the_table_agrees_with_the_rules_move_generator() {
        let mut rng = crate::level::Rng::new(11);
        let mut checked = 0;
        while checked < 3000 {
            let k = rng.below(POINTS as u64) as u8;
            let p = rng.below(POINTS as u64) as u8;
            let w = rng.below(POINTS as u64) as u8;
            let hunter = if rng.below(2) == 0 { Color::White } else { Color::Black };
            let turn = if rng.below(2) == 0 { Color::White } else { Color::Black };
            let piece = |color, role| Piece { color, role };
            let pieces = [
                (k, piece(hunter, Role::King)),
                (p, piece(hunter, Role::Prince)),
                (w, piece(hunter.opposite(), Role::Man)),
            ];
            let Ok(pos) = Dablot::from_pieces(turn, &pieces) else { continue };
            let fen = pos.to_fen();
            let Some(n) = probe(&pos) else { panic!("{fen} not in the table") };
            let children: Vec<i32> = pos
                .legal_moves()
                .iter()
                .map(|m| {
                    let mut c = pos;
                    c.play_unchecked(m);
                    // The child's value for the side to move there; no warrior left: lost now.
                    probe(&c).unwrap_or(0)
                })
                .collect();
            if n > 0 {
                let best = children.iter().filter(|&&c| c <= 0).map(|&c| 1 - c).min();
                assert_eq!(Some(n), best, "{fen}");
            } else if children.is_empty() {
                assert_eq!(n, 0, "{fen}");
            } else {
                let longest = children.iter().map(|&c| c + 1).max();
                assert!(children.iter().all(|&c| c > 0), "{fen}: the warrior escapes");
                assert_eq!(Some(-n), longest, "{fen}");
            }
            checked += 1;
        }
    }

    #[test]
    fn other_material_is_not_in_the_table() {
        assert_eq!(probe(&Dablot::start()), None);
        let extra = Dablot::from_fen("W:WKa1,Pc1,e1:Bk13").expect("fen");
        assert_eq!(probe(&extra), None);
        let prince = Dablot::from_fen("W:WKa1,Pc1:BPk13").expect("fen");
        assert_eq!(probe(&prince), None);
    }
}
