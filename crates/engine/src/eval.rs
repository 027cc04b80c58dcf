//! Static evaluation, one per game, in hundredths of a man, from the side to move's point of
//! view (negamax).
//!
//! Draughts (international and English share one function, with weights per game):
//! - **material**: men and kings ([`DraughtsWeights::MAN`], [`DraughtsWeights::KING`]);
//! - **advancement and tempo**: a man gains a little for each row it has advanced, more in the
//!   last rows, where it threatens to crown;
//! - **centre**: men on the central files control the board;
//! - **back rank**: men kept on their own crowning-guard row while the opponent still has men
//!   (they stop the opponent from crowning); English adds the "bridge" (seed 004 play: squares
//!   1 and 3 for Black, 30 and 32 for White);
//! - **outposts** (international): a man on the opponent's half supported by two men behind it;
//! - **runaway men**: a man whose way to the crowning row no enemy piece can block, when the
//!   opponent has no king to catch it, is scored nearly as a king;
//! - **trading down**: the side ahead in material gains as pieces come off, so it simplifies.
//!
//! Dablot Prejjesne: material by rank (warrior, prince, king: seed 003's rank rule makes higher
//! ranks both stronger and harder to take), mobility (empty points next to each piece), and king
//! and prince safety (an enemy of equal or higher rank next to them is a threat; friendly pieces
//! around them are cover).

use damier_rules::dablot::{self, POINTS};
use damier_rules::draughts::{Draughts, EnglishRules, Geometry, InternationalRules, Rules};
use damier_rules::{Color, Dablot, Position};

/// A position the search can evaluate.
pub trait Evaluate: Position {
    /// The score for the side to move, in hundredths of a man.
    fn evaluate(&self) -> i32;
}

/// Evaluation weights of one draughts game, in hundredths of a man.
pub trait DraughtsWeights: Rules {
    const MAN: i32;
    const KING: i32;
    /// Bonus for a man by rows advanced from its own back row (index 0 = back row).
    const ADVANCE: &'static [i32];
    /// Bonus for a man on one of the central files, on the middle rows.
    const CENTRE: i32;
    /// Bonus for a man still on its back row while the opponent has men.
    const BACK_RANK: i32;
    /// Extra for the two back-row squares that guard the most crowning squares.
    const BRIDGE: i32;
    /// Bonus for a supported man on the opponent's half.
    const OUTPOST: i32;
    /// Bonus for a runaway man (minus [`DraughtsWeights::RUNAWAY_PER_ROW`] per row still to go).
    const RUNAWAY: i32;
    const RUNAWAY_PER_ROW: i32;
    /// Bonus per king on the central squares (kings like open lines).
    const KING_CENTRE: i32;
    /// Per free step of a man (a blocked position loses by having no moves).
    const MOBILITY: i32;
    /// Penalty per man of difference between the left and right halves of the board.
    const BALANCE: i32;
}

impl DraughtsWeights for InternationalRules {
    const MAN: i32 = 100;
    const KING: i32 = 320;
    const ADVANCE: &'static [i32] = &[0, 2, 4, 6, 8, 10, 14, 20, 30, 0];
    const CENTRE: i32 = 6;
    const BACK_RANK: i32 = 6;
    const BRIDGE: i32 = 4;
    const OUTPOST: i32 = 10;
    const RUNAWAY: i32 = 220;
    const RUNAWAY_PER_ROW: i32 = 25;
    const KING_CENTRE: i32 = 10;
    const MOBILITY: i32 = 2;
    const BALANCE: i32 = 3;
}

impl DraughtsWeights for EnglishRules {
    const MAN: i32 = 100;
    const KING: i32 = 145;
    const ADVANCE: &'static [i32] = &[0, 1, 2, 4, 6, 10, 16, 0];
    const CENTRE: i32 = 5;
    const BACK_RANK: i32 = 6;
    const BRIDGE: i32 = 8;
    const OUTPOST: i32 = 0;
    const RUNAWAY: i32 = 40;
    const RUNAWAY_PER_ROW: i32 = 6;
    const KING_CENTRE: i32 = 6;
    const MOBILITY: i32 = 2;
    const BALANCE: i32 = 0;
}

impl<R: DraughtsWeights> Evaluate for Draughts<R> {
    fn evaluate(&self) -> i32 {
        let white = draughts_eval::<R>(self);
        if self.turn() == Color::White { white } else { -white }
    }
}

/// Square masks the draughts evaluation uses, in the rules crate's bit layout
/// ([`Geometry::bit`]), computed at compile time for each board. Index 0 is White, 1 Black.
struct Masks {
    /// `advance[c][n]`: the squares where a man of colour `c` has advanced `n` rows.
    advance: [[u64; 10]; 2],
    /// Central files (all but the two outer ones on each side) of the middle rows.
    centre: u64,
    /// Each colour's own back row.
    back: [u64; 2],
    /// The bridge squares of each colour's back row.
    bridge: [u64; 2],
    /// By bit: the two squares diagonally behind a square (towards the colour's own side).
    behind: [[u64; 64]; 2],
    /// By bit: every square a man there must pass or that an enemy could block from, up to
    /// the crowning row (the widening cone ahead of it).
    cone: [[u64; 64]; 2],
    /// Squares where a man is at most half the board from crowning (runaway candidates).
    late: [u64; 2],
    /// The opponent's half (outpost squares).
    far_half: [u64; 2],
    /// Every square of the board.
    board: u64,
    /// The left half of the board (files a-e on the 10x10 board).
    left: u64,
}

const fn masks<R: Rules>() -> Masks {
    let rows = R::ROWS as i32;
    let files = 2 * R::COLS as i32;
    let mut m = Masks {
        advance: [[0; 10]; 2],
        centre: 0,
        back: [0; 2],
        bridge: [0; 2],
        behind: [[0; 64]; 2],
        cone: [[0; 64]; 2],
        late: [0; 2],
        far_half: [0; 2],
        board: 0,
        left: 0,
    };
    let mut sq = 0;
    while sq < Geometry::<R>::SQUARES as u8 {
        let (row, col) = Geometry::<R>::coords(sq);
        let bit = Geometry::<R>::bit(sq);
        let index = bit.trailing_zeros() as usize;
        if col >= 2 && col < files - 2 && row >= 2 && row < rows - 2 {
            m.centre |= bit;
        }
        m.board |= bit;
        if col < files / 2 {
            m.left |= bit;
        }
        let mut c = 0;
        while c < 2 {
            // White (c = 0) moves up the board (towards row 0).
            let forward = if c == 0 { -1 } else { 1 };
            let adv = if c == 0 { rows - 1 - row } else { row };
            m.advance[c][adv as usize] |= bit;
            if adv == 0 {
                m.back[c] |= bit;
                let bridge = if c == 0 { col == 2 || col == 6 } else { col == files - 3 || col == files - 7 };
                if bridge {
                    m.bridge[c] |= bit;
                }
            }
            if adv >= rows / 2 {
                m.far_half[c] |= bit;
            }
            let to_go = rows - 1 - adv;
            if to_go < rows / 2 {
                m.late[c] |= bit;
            }
            let mut dc = -1;
            while dc <= 1 {
                if let Some(b) = Geometry::<R>::square_at(row - forward, col + dc) {
                    m.behind[c][index] |= Geometry::<R>::bit(b);
                }
                dc += 2;
            }
            let mut k = 1;
            while k <= to_go {
                let mut cc = col - k;
                while cc <= col + k {
                    if let Some(b) = Geometry::<R>::square_at(row + forward * k, cc) {
                        m.cone[c][index] |= Geometry::<R>::bit(b);
                    }
                    cc += 1;
                }
                k += 1;
            }
            c += 1;
        }
        sq += 1;
    }
    m
}

/// The masks of each board, built once at compile time.
trait BoardMasks {
    const MASKS: Masks;
}

impl<R: Rules> BoardMasks for R {
    const MASKS: Masks = masks::<R>();
}

fn count(bb: u64) -> i32 {
    bb.count_ones() as i32
}

/// The score of one colour's pieces (see the module documentation); `men`, `kings` are that
/// colour's, `enemy` all the opponent's pieces.
fn side_score<R: DraughtsWeights>(c: usize, men: u64, kings: u64, enemy: u64, enemy_men: u64) -> i32 {
    let m = &R::MASKS;
    let mut score = R::MAN * count(men) + R::KING * count(kings);
    // Steps of the men: White's go up the board (lower bits), Black's down; the layout's
    // shifts are COLS and COLS + 1 (see `damier_rules::draughts::Geometry`).
    let empty = m.board & !(men | kings | enemy);
    let (a, b) = (R::COLS, R::COLS + 1);
    let moves = if c == 0 {
        count((men >> a) & empty) + count((men >> b) & empty)
    } else {
        count((men << a) & empty) + count((men << b) & empty)
    };
    score += R::MOBILITY * moves;
    score -= R::BALANCE * (count(men & m.left) - count(men & !m.left)).abs();
    for (n, &w) in R::ADVANCE.iter().enumerate() {
        score += w * count(men & m.advance[c][n]);
    }
    score += R::CENTRE * count(men & m.centre) + R::KING_CENTRE * count(kings & m.centre);
    if enemy_men != 0 {
        score += R::BACK_RANK * count(men & m.back[c]) + R::BRIDGE * count(men & m.bridge[c]);
    }
    if R::OUTPOST != 0 {
        let mut outposts = men & m.far_half[c];
        while outposts != 0 {
            let i = outposts.trailing_zeros() as usize;
            outposts &= outposts - 1;
            if m.behind[c][i] & men == m.behind[c][i] && m.behind[c][i].count_ones() == 2 {
                score += R::OUTPOST;
            }
        }
    }
    // Runaway: no enemy piece in the cone ahead, and no enemy king that could catch it.
    if enemy & !enemy_men == 0 {
        let mut late = men & m.late[c];
        while late != 0 {
            let i = late.trailing_zeros() as usize;
            late &= late - 1;
            if m.cone[c][i] & enemy == 0 {
                let to_go = (0..R::ROWS as usize)
                    .find(|&n| m.advance[c][n] & (1 << i) != 0)
                    .map_or(0, |adv| R::ROWS as i32 - 1 - adv as i32);
                score += R::RUNAWAY - R::RUNAWAY_PER_ROW * to_go;
            }
        }
    }
    score
}

fn draughts_eval<R: DraughtsWeights>(pos: &Draughts<R>) -> i32 {
    let [white, black, kings] = pos.bitboards();
    let (wm, bm) = (white & !kings, black & !kings);
    let w = side_score::<R>(0, wm, white & kings, black, bm);
    let b = side_score::<R>(1, bm, black & kings, white, wm);
    let total = count(white | black);
    let diff = w - b;
    // Trading down: the side ahead gains up to a fifth of its lead as the board empties.
    let max_total = 2 * R::MAX_PIECES as i32;
    diff + diff * (max_total - total) / (5 * max_total)
}

// ---- Dablot ---------------------------------------------------------------------------------

/// Material by rank (seed 003: a piece takes only enemies of equal or lower rank).
const DABLOT_VALUE: [i32; 3] = [100, 240, 380];
/// Per empty point next to a piece.
const DABLOT_MOBILITY: i32 = 3;
/// A prince or king next to an enemy that may take it.
const DABLOT_THREAT: [i32; 3] = [0, 60, 90];
/// Per friendly piece next to the prince or king.
const DABLOT_COVER: i32 = 6;
/// Warriors near the middle of the board (points with `x` 2..=8, `y` 3..=9).
const DABLOT_CENTRE: i32 = 4;

/// Points with `x` in 2..=8 and `y` in 3..=9: the middle of the board.
fn dablot_centre() -> u128 {
    static CENTRE: std::sync::OnceLock<u128> = std::sync::OnceLock::new();
    *CENTRE.get_or_init(|| {
        (0..POINTS as u8)
            .filter(|&p| dablot::coords(p).is_some_and(|(x, y)| (2..=8).contains(&x) && (3..=9).contains(&y)))
            .fold(0, |acc, p| acc | 1 << p)
    })
}

fn bits(mut bb: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (bb != 0).then(|| {
            let p = bb.trailing_zeros() as u8;
            bb &= bb - 1;
            p
        })
    })
}

impl Evaluate for Dablot {
    fn evaluate(&self) -> i32 {
        let [white, black, princes, kings] = self.bitboards();
        let empty = ((1u128 << POINTS) - 1) & !(white | black);
        let side = [white, black];
        let mut score = [0i32; 2];
        for c in 0..2 {
            let (own, enemy) = (side[c], side[1 - c]);
            let warriors = own & !princes & !kings;
            score[c] += DABLOT_VALUE[0] * warriors.count_ones() as i32
                + DABLOT_VALUE[1] * (own & princes).count_ones() as i32
                + DABLOT_VALUE[2] * (own & kings).count_ones() as i32
                + DABLOT_CENTRE * (warriors & dablot_centre()).count_ones() as i32;
            for p in bits(own) {
                score[c] += DABLOT_MOBILITY * (dablot::neighbours(p) & empty).count_ones() as i32;
            }
            // The prince and the king: threatened by an adjacent enemy of equal or higher rank
            // (seed 003's rank rule), covered by adjacent friends.
            for (rank, mask, takers) in [(1, princes, princes | kings), (2, kings, kings)] {
                for p in bits(own & mask) {
                    let near = dablot::neighbours(p);
                    if near & enemy & takers != 0 {
                        score[c] -= DABLOT_THREAT[rank];
                    }
                    score[c] += DABLOT_COVER * (near & own).count_ones().min(4) as i32;
                }
            }
        }
        let white = score[0] - score[1];
        if self.turn() == Color::White { white } else { -white }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::{English, International};

    fn mirrored<P: Evaluate>(fen: &str, mirror: &str) {
        let a = P::from_fen(fen).expect("fen");
        let b = P::from_fen(mirror).expect("mirror fen");
        assert_eq!(a.evaluate(), b.evaluate(), "{fen} vs {mirror}");
    }

    #[test]
    fn start_positions_are_level() {
        assert_eq!(International::start().evaluate(), 0);
        assert_eq!(English::start().evaluate(), 0);
        assert_eq!(Dablot::start().evaluate(), 0);
    }

    #[test]
    fn colour_mirrored_positions_score_the_same_for_the_side_to_move() {
        // Square s and 51 - s are mirror images through the centre on the 10x10 board.
        mirrored::<International>("W:W28,33,K45:B5,10", "B:B23,18,K6:W46,41");
        mirrored::<English>("B:W21,22,K30:B1,9,10", "W:B12,11,K3:W32,24,23");
    }

    #[test]
    fn material_dominates() {
        let up = International::from_fen("W:W31,32,33:B1,2").expect("fen");
        assert!(up.evaluate() > 80);
        let king = International::from_fen("W:WK31,32:B1,2,3").expect("fen");
        assert!(king.evaluate() > 50, "a king is worth more than a man: {}", king.evaluate());
        let d = Dablot::from_fen("W:WKk7,a1:Ba13").expect("fen");
        assert!(d.evaluate() > 300);
    }

    #[test]
    fn runaway_man_is_worth_more_than_a_blocked_one() {
        let runaway = International::from_fen("W:W12,46:B16,45").expect("fen").evaluate();
        let blocked = International::from_fen("W:W12,46:B7,45").expect("fen").evaluate();
        assert!(runaway > blocked + 50, "runaway {runaway} blocked {blocked}");
    }
}
