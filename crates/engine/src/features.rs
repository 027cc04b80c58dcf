//! The learned part of the Dablot evaluation: features of a position whose weights the
//! pipeline of [`crate::learn`] fits on Dablot self-play (the weights file's one table,
//! [`crate::patterns::Layout::flat`]). Dablot's board is no grid of dark squares, so its
//! regions are its own:
//!
//! - **rank and point** ([`PSQ`]): the prince or the king on each of the 72 points (a
//!   warrior's point is in its cells' patterns);
//! - **cells** ([`CELLS`]): each of the 30 squares of the grid (dablot-rules.md "Board") with
//!   its centre and four corners, each empty, White's or Black's: 3^5 = 243 patterns a cell;
//! - **material** ([`MATERIAL`]): which side still has its king and its prince, with the
//!   difference in warriors (-3 to 3): what a lead of warriors is worth depends on who holds
//!   the higher ranks (seed 003's rank rule: only a king takes a king);
//! - **threats** ([`THREATS`]): pieces of the side to move that the opponent could jump now,
//!   and the opponent's that the side to move could, by rank (1, 2, 3 or more warriors, the
//!   prince, the king), under the rank rule;
//! - **tempo** ([`TEMPO`]): the side to move.
//!
//! Every feature is read from White's point of view and again from Black's, on the board
//! turned half a turn (point `p` becomes `71 - p`) with the colours swapped, and subtracted:
//! a position and its turned, colour-swapped mirror score exact opposites. Each entry has two
//! weights (full board, empty board) interpolated by the pieces left, as in draughts.

use damier_rules::dablot::POINTS;
use damier_rules::{Color, Dablot, Position};

use crate::eval::{DablotTables, dablot_tables};

/// Rank and point: `rank * 72 + point` (prince 0, king 1).
pub const PSQ: usize = 0;
/// The grid's squares (cells), 243 patterns each.
pub const CELLS: usize = PSQ + 2 * POINTS;
const CELL_COUNT: usize = 30;
const CELL_PATTERNS: usize = 243;
/// Kings and princes held (16 cases) by warrior difference (7).
pub const MATERIAL: usize = CELLS + CELL_COUNT * CELL_PATTERNS;
const WARRIOR_SPREAD: i32 = 3;
/// The side to move's attacked pieces, then the opponent's: 1, 2, 3+ warriors, prince, king.
pub const THREATS: usize = MATERIAL + 16 * (2 * WARRIOR_SPREAD as usize + 1);
/// The side to move.
pub const TEMPO: usize = THREATS + 10;
/// Entries in the weights table.
pub const FEATURES: usize = TEMPO + 1;
/// Pieces at the start (the phase runs from this to none).
pub const MAX_PIECES: i32 = 60;

#[cfg(test)]
/// The points of cell `k` (its centre is the `k % 5`-th centre of the `k / 5`-th pair of
/// rows): lower left, lower right, centre, upper left, upper right corners (index shifts
/// -6, -5, 0, 5, 6 of the centre; see `damier_rules::dablot`'s numbering). The turned cell
/// is `29 - k`, with its points in reverse order.
const fn cell(k: usize) -> [usize; 5] {
    let c = 11 * (k / 5) + 6 + k % 5;
    [c - 6, c - 5, c, c + 5, c + 6]
}

/// Pieces of `targets` that a piece of `attackers` could jump now: adjacent on a line with
/// the next point on it empty (dablot-rules.md "Jumps"). `attackers` and `targets` are by
/// rank (warriors, prince, king): an attacker jumps targets of its rank or lower (seed 003's
/// rank rule); the result is the union.
pub fn jumpable(t: &DablotTables, attackers: [u128; 3], targets: [u128; 3], empty: u128) -> u128 {
    let step = |bb: u128, (from, shift): (u128, i32)| {
        if shift > 0 { (bb & from) << shift } else { (bb & from) >> -shift }
    };
    // Attackers that may take each rank: all of them, the prince and king, the king.
    let by_rank = [attackers[0] | attackers[1] | attackers[2], attackers[1] | attackers[2], attackers[2]];
    let mut taken = 0;
    for (d, &dir) in t.steps.iter().enumerate() {
        let over = (0..3).fold(0, |m, r| m | step(by_rank[r], dir) & targets[r]);
        taken |= step(step(over, dir) & empty, t.steps[d ^ 1]);
    }
    taken
}

/// Calls `f(entry, sign)` for each active feature of `pos` (White's view, then Black's
/// subtracted); an entry may come more than once.
pub fn for_each(pos: &Dablot, f: &mut impl FnMut(usize, i32)) {
    let [white, black, princes, kings] = pos.bitboards();
    for (r, mask) in [princes, kings].into_iter().enumerate() {
        for p in points(white & mask) {
            f(PSQ + r * POINTS + p, 1);
        }
        for p in points(black & mask) {
            f(PSQ + r * POINTS + POINTS - 1 - p, -1);
        }
    }
    for pair in 0..CELL_COUNT / 5 {
        // The two rows of corners and the row of centres between them, from bit 0 (see
        // `cell`): a cell's points are bits o, o + 1, o + 6, o + 11 and o + 12.
        let (w, b) = ((white >> (11 * pair)) as u64, (black >> (11 * pair)) as u64);
        for o in 0..5 {
            let gather = |x: u64| ((x >> o) & 3 | (x >> (o + 4)) & 4 | (x >> (o + 8)) & 0x18) as usize;
            let (w, b) = (gather(w), gather(b));
            let k = 5 * pair + o;
            f(CELLS + k * CELL_PATTERNS + usize::from(TERNARY[w] + 2 * TERNARY[b]), 1);
            let turned = usize::from(TERNARY_REV[b] + 2 * TERNARY_REV[w]);
            f(CELLS + (CELL_COUNT - 1 - k) * CELL_PATTERNS + turned, -1);
        }
    }
    let has = |bb: u128| usize::from(bb != 0);
    let warriors = |side: u128| (side & !(princes | kings)).count_ones() as i32;
    let diff = (warriors(white) - warriors(black)).clamp(-WARRIOR_SPREAD, WARRIOR_SPREAD);
    let held = |a: u128, b: u128| {
        has(a & kings) | has(a & princes) << 1 | has(b & kings) << 2 | has(b & princes) << 3
    };
    let spread = 2 * WARRIOR_SPREAD as usize + 1;
    f(MATERIAL + held(white, black) * spread + (diff + WARRIOR_SPREAD) as usize, 1);
    f(MATERIAL + held(black, white) * spread + (WARRIOR_SPREAD - diff) as usize, -1);
    let sign = if pos.turn() == Color::White { 1 } else { -1 };
    let (own, enemy) = if sign == 1 { (white, black) } else { (black, white) };
    let empty = ((1u128 << POINTS) - 1) & !(white | black);
    let t = dablot_tables();
    let ranks = |side: u128| [side & !(princes | kings), side & princes, side & kings];
    for (group, (attackers, victims)) in [(enemy, own), (own, enemy)].into_iter().enumerate() {
        let base = THREATS + 5 * group;
        let hit = jumpable(t, ranks(attackers), ranks(victims), empty);
        let warriors = (hit & !(princes | kings)).count_ones() as usize;
        if warriors > 0 {
            f(base + warriors.min(3) - 1, sign);
        }
        if hit & princes != 0 {
            f(base + 3, sign);
        }
        if hit & kings != 0 {
            f(base + 4, sign);
        }
    }
    f(TEMPO, sign);
}

/// Base-3 digits of a cell's 5 points: `TERNARY[m]` is the sum of 3^i over the bits i of
/// `m`; `TERNARY_REV` the same with the points in reverse order (the turned cell).
const fn ternary(reverse: bool) -> [u8; 32] {
    let mut t = [0u8; 32];
    let mut m = 0;
    while m < 32 {
        let (mut i, mut p) = (0, 1u8);
        while i < 5 {
            if m >> (if reverse { 4 - i } else { i }) & 1 == 1 {
                t[m] += p;
            }
            p *= 3;
            i += 1;
        }
        m += 1;
    }
    t
}
const TERNARY: [u8; 32] = ternary(false);
const TERNARY_REV: [u8; 32] = ternary(true);

fn points(mut bb: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (bb != 0).then(|| {
            let p = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            p
        })
    })
}

/// The features' score for White, in 1/[`crate::patterns::WEIGHT_UNIT`] hundredths, before
/// the division by [`MAX_PIECES`]: `full * (max - phase) + empty * phase`.
pub fn score(pos: &Dablot, table: &[[i16; 2]]) -> i32 {
    let (mut full, mut empty) = (0i32, 0i32);
    for_each(pos, &mut |i, sign| {
        let w = table[i];
        full += sign * i32::from(w[0]);
        empty += sign * i32::from(w[1]);
    });
    let [white, black, _, _] = pos.bitboards();
    let phase = crate::patterns::phase((white | black).count_ones() as i32, MAX_PIECES);
    full * (MAX_PIECES - phase) + empty * phase
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::Piece;
    use damier_rules::dablot::jumps;

    /// The position turned half a turn with the colours swapped and the other side to move.
    fn mirror(pos: &Dablot) -> Dablot {
        let pieces: Vec<(u8, Piece)> = (0..POINTS as u8)
            .filter_map(|p| {
                pos.piece_at(p).map(|pc| (POINTS as u8 - 1 - p, Piece { color: pc.color.opposite(), ..pc }))
            })
            .collect();
        Dablot::from_pieces(pos.turn().opposite(), &pieces).expect("mirror")
    }

    #[test]
    fn cells_cover_the_board_and_turn_into_each_other() {
        let mut covered = 0u128;
        for k in 0..CELL_COUNT {
            let (a, b) = (cell(k), cell(CELL_COUNT - 1 - k));
            for i in 0..5 {
                assert_eq!(a[i], POINTS - 1 - b[4 - i]);
                covered |= 1 << a[i];
            }
        }
        assert_eq!(covered, (1u128 << POINTS) - 1);
    }

    #[test]
    fn cell_entries_read_the_cells_points() {
        // White on the lower left corner and centre of cell 7, Black on its upper right:
        // digits 1, 0, 1, 0, 2 in base 3.
        let [a, _, c, _, e] = cell(7);
        let pos = Dablot::from_fen(&format!(
            "W:W{},{}:B{}",
            Dablot::square_name(a as u8),
            Dablot::square_name(c as u8),
            Dablot::square_name(e as u8)
        ))
        .expect("fen");
        let mut seen = Vec::new();
        for_each(&pos, &mut |i, s| seen.push((i, s)));
        assert!(seen.contains(&(CELLS + 7 * CELL_PATTERNS + 1 + 9 + 2 * 81, 1)), "{seen:?}");
        // Black's view: cell 22, points reversed, colours swapped: 1, 0, 2, 0, 2.
        assert!(seen.contains(&(CELLS + 22 * CELL_PATTERNS + 1 + 2 * 9 + 2 * 81, -1)), "{seen:?}");
    }

    #[test]
    fn jumpable_agrees_with_the_jump_table() {
        let t = dablot_tables();
        let mut rng = crate::level::Rng::new(7);
        let board = (1u128 << POINTS) - 1;
        let mut random = || (u128::from(rng.below(u64::MAX)) << 8 ^ u128::from(rng.below(u64::MAX))) & board;
        for _ in 0..300 {
            let (a, b, e, r) = (random(), random(), random(), random());
            let (attackers, targets) = (a & !b, b & !a);
            let empty = e & !(a | b);
            // Ranks drawn at random: two bits of `r` per point (0 warrior, 1 prince, else king).
            let rank_of = |p: u8| ((r >> p & 1) + (r >> (p / 2 + 36) & 1)) as usize;
            let split = |side: u128| {
                (0..POINTS as u8).filter(|&p| side >> p & 1 == 1).fold([0u128; 3], |mut m, p| {
                    m[rank_of(p)] |= 1 << p;
                    m
                })
            };
            let by_table = (0..POINTS as u8)
                .filter(|&p| attackers >> p & 1 == 1)
                .flat_map(|p| jumps(p).iter().map(move |&(q, l)| (p, q, l)))
                .filter(|&(p, q, l)| targets >> q & 1 == 1 && empty >> l & 1 == 1 && rank_of(q) <= rank_of(p))
                .fold(0u128, |m, (_, q, _)| m | 1 << q);
            assert_eq!(jumpable(t, split(attackers), split(targets), empty), by_table);
        }
    }

    #[test]
    fn a_position_and_its_mirror_score_opposites() {
        let table: Vec<[i16; 2]> =
            (0..FEATURES).map(|i| [(i % 97) as i16 - 48, (i % 89) as i16 - 44]).collect();
        let mut rng = crate::level::Rng::new(11);
        let mut pos = Dablot::start();
        let mut nonzero = 0;
        for _ in 0..150 {
            let s = score(&pos, &table);
            assert_eq!(score(&mirror(&pos), &table), -s, "{}", pos.to_fen());
            nonzero += usize::from(s != 0);
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
        }
        assert!(nonzero > 50, "{nonzero}");
    }

    #[test]
    fn threats_and_material_are_seen() {
        let mut seen = Vec::new();
        // White to move; Black's warrior on g9 can jump White's g7 (g5 empty).
        let pos = Dablot::from_fen("W:WKa1,g7:BKk13,g9").expect("fen");
        for_each(&pos, &mut |i, s| seen.push((i, s)));
        assert!(seen.contains(&(THREATS, 1)), "{seen:?}");
        assert!(seen.contains(&(THREATS + 5, 1)), "{seen:?}");
        assert!(seen.contains(&(TEMPO, 1)));
        let spread = 2 * WARRIOR_SPREAD as usize + 1;
        assert!(seen.contains(&(MATERIAL + 0b0101 * spread + WARRIOR_SPREAD as usize, 1)));
    }
}
